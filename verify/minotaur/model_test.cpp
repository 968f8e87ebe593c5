// Tests of the independent model of Minotaur Chess. Every expectation here was
// worked out by hand from the rules text (seeds/002_15101f76464fe5ac.txt) and
// docs/rules/minotaur.md, except the perft numbers, which are docs/rules/minotaur.md#perft. Most
// positions are built from a list of pieces, with both Totems on their home
// squares (White h1, Black a8) unless the test says otherwise.
#include "verify/minotaur/model.h"
#include "verify/model/text_model.h"
#include "verify/model/text_model_test.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

namespace minnaar::model::minotaur {
namespace {

using Moves = std::vector<std::string>;
using Pieces = std::vector<std::pair<std::string, char>>;

// The board field of an MFEN with these pieces (square, letter) and the rest
// of the board empty.
std::string board_field(const Pieces& pieces) {
  std::array<char, 64> cells;
  cells.fill('.');
  for (const auto& [square, letter] : pieces)
    cells[(square[1] - '1') * 8 + (square[0] - 'a')] = letter;
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      char c = cells[rank * 8 + file];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += char('0' + empty);
    if (rank > 0) out += '/';
  }
  return out;
}

// Parses an MFEN a test relies on; a refusal fails the test with the reason.
Game parse(const std::string& mfen) {
  std::string error;
  auto game = Game::from_mfen(mfen, &error);
  if (!game) {
    ADD_FAILURE() << "refused '" << mfen << "': " << error;
    return Game::start();
  }
  return *game;
}

// The position with these pieces and the other six fields (White to move,
// nobody to place, Defenders asleep by default).
Game position(const Pieces& pieces, const std::string& rest = "w - - 0 0 1") {
  return parse(board_field(pieces) + " " + rest);
}

// Both Totems on their home squares, and more pieces.
Pieces totems_and(Pieces more) {
  Pieces pieces = {{"h1", 'Q'}, {"a8", 'q'}};
  pieces.insert(pieces.end(), more.begin(), more.end());
  return pieces;
}

Moves sorted(Moves moves) {
  std::sort(moves.begin(), moves.end());
  return moves;
}

// The legal moves starting from a square.
Moves from(const Game& game, const std::string& square) {
  Moves out;
  for (const auto& m : game.legal_moves()) {
    if (m.compare(0, 2, square) == 0) out.push_back(m);
  }
  return out;
}

std::string refused_field(const std::string& mfen) {
  std::string error;
  if (Game::from_mfen(mfen, &error)) return "accepted";
  std::size_t colon = error.find(": ");
  EXPECT_NE(colon, std::string::npos) << error;
  EXPECT_LT(colon + 2, error.size()) << "no reason in '" << error << "'";
  return error.substr(0, colon);
}

// --- Geometry and the start (docs/rules/minotaur.md#the-board-as-the-players-see-it, #pieces)
// -------------------------------------

TEST(MinotaurModel, TheStartPositionIsTheSpecsMfen) {
  Game game = Game::start();
  EXPECT_EQ(game.mfen(), "qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1");
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.side(), 'w');
  EXPECT_TRUE(game.to_place('w'));
  EXPECT_TRUE(game.to_place('b'));
  EXPECT_FALSE(game.awake('w'));
  EXPECT_FALSE(game.awake('b'));
  EXPECT_EQ(game.quiet(), 0);
  EXPECT_EQ(game.passes(), 0);
  EXPECT_EQ(game.move_number(), 1);
}

TEST(MinotaurModel, WhitesStartFillsItsBandsThreeToSeven) {
  Game game = Game::start();
  // Band 7: h1 Totem; 6: g1 h2 Warriors; 5: f1 Defender, g2 Shaman, h3
  // Defender; 4: e1 f2 g3 h4 Warriors; 3: d1 Warrior, e2 Champion, f3
  // Chieftain, g4 Champion, h5 Warrior.
  EXPECT_EQ(game.at("h1"), 'Q');
  EXPECT_EQ(game.at("g1"), 'P');
  EXPECT_EQ(game.at("h2"), 'P');
  EXPECT_EQ(game.at("f1"), 'N');
  EXPECT_EQ(game.at("g2"), 'B');
  EXPECT_EQ(game.at("h3"), 'N');
  for (const char* s : {"e1", "f2", "g3", "h4", "d1", "h5"}) EXPECT_EQ(game.at(s), 'P') << s;
  EXPECT_EQ(game.at("e2"), 'R');
  EXPECT_EQ(game.at("f3"), 'K');
  EXPECT_EQ(game.at("g4"), 'R');
  EXPECT_EQ(game.at(7, 0), 'Q');  // h1 by coordinates
  EXPECT_EQ(game.at(4, 3), '.');  // e4 is empty
  EXPECT_EQ(game.at(8, 0), '.');  // off the board
  EXPECT_EQ(game.at("i1"), '?');
}

TEST(MinotaurModel, BlacksStartIsWhitesReflectedThroughTheCentre) {
  Game game = Game::start();
  for (int x = 0; x < 8; ++x) {
    for (int y = 0; y < 8; ++y) {
      char white = game.at(x, y);
      char black = game.at(7 - x, 7 - y);
      if (white == '.') {
        EXPECT_EQ(black, '.');
      } else if (white >= 'A' && white <= 'Z') {
        EXPECT_EQ(black, char(white - 'A' + 'a')) << x << ", " << y;
      }
    }
  }
  EXPECT_EQ(game.at("a8"), 'q');
  EXPECT_EQ(game.at("c6"), 'k');
}

// --- Placement (docs/rules/minotaur.md#pieces)
// ------------------------------------------------------

TEST(MinotaurModel, TheFirstTurnIsWhitesPlacementOnItsBandTwo) {
  EXPECT_EQ(Game::start().legal_moves(), (Moves{"@c1", "@d2", "@e3", "@f4", "@g5", "@h6"}));
}

TEST(MinotaurModel, BlackPlacesSecondOnItsBandTwoThenWhiteMoves) {
  Game game = Game::start();
  ASSERT_TRUE(game.play("@e3"));
  EXPECT_EQ(game.mfen(), "qpnpp3/pbpr4/npk5/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ b b - 1 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"@a3", "@b4", "@c5", "@d6", "@e7", "@f8"}));
  ASSERT_TRUE(game.play("@d6"));
  // Placements count as quiet turns; the move number goes up after Black.
  EXPECT_EQ(game.mfen(), "qpnpp3/pbpr4/npkv4/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ w - - 2 0 2");
  EXPECT_FALSE(game.to_place('w'));
  EXPECT_FALSE(game.to_place('b'));
  // No placement any more; White's Vanguard moves as a bishop.
  for (const auto& m : game.legal_moves()) EXPECT_NE(m[0], '@') << m;
  // e3: b6 takes Black's Warrior; f2 is White's own.
  EXPECT_EQ(from(game, "e3"),
            (Moves{"e3b6", "e3c1", "e3c5", "e3d2", "e3d4", "e3f4", "e3g5", "e3h6"}));
}

TEST(MinotaurModel, APlacementIsOnAnEmptyDarkSquareOfTheBandsOneToSix) {
  // Dark squares of White's bands 1-6 are those of bands 2, 4 and 6; g3 holds
  // a white Warrior and f4 a black one.
  Game game = position(totems_and({{"g3", 'P'}, {"f4", 'p'}}), "w wb - 0 0 1");
  EXPECT_EQ(game.legal_moves(),
            (Moves{"@c1", "@d2", "@e1", "@e3", "@f2", "@g1", "@g5", "@h2", "@h4", "@h6"}));
  // Not on the Border, not on a light square, not on an occupied one.
  EXPECT_FALSE(game.play("@a1"));
  EXPECT_FALSE(game.play("@d4"));
  EXPECT_FALSE(game.play("@b1"));
  EXPECT_FALSE(game.play("@g3"));
  EXPECT_FALSE(game.play("@f4"));
  EXPECT_FALSE(game.play("g3f4"));  // a player to place makes no other move
  EXPECT_FALSE(game.play("pass"));
  EXPECT_TRUE(game.play("@h4"));
  EXPECT_EQ(game.at("h4"), 'V');
}

TEST(MinotaurModel, PlacementsWakeNobody) {
  // Placements are on bands 1-6, never onto the Border: no placement is a
  // Vanguard moving onto a square of band <= 0.
  for (const std::string& white : Game::start().legal_moves()) {
    Game game = Game::start();
    ASSERT_TRUE(game.play(white));
    for (const std::string& black : game.legal_moves()) {
      Game next = game;
      ASSERT_TRUE(next.play(black));
      EXPECT_FALSE(next.awake('w'));
      EXPECT_FALSE(next.awake('b'));
      EXPECT_EQ(next.side(), 'w');
      EXPECT_EQ(next.move_number(), 2);
    }
  }
}

TEST(MinotaurModel, APlayerWithNowhereToPlacePassesAndPlacesNoVanguard) {
  // All twelve of White's placement squares are taken by its own pieces.
  Game game = parse("q7/8/7P/6P1/5P1N/4P1N1/3P1P1R/2P1P1RQ w wb - 0 0 1");
  EXPECT_EQ(game.legal_moves(), Moves{"pass"});
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.mfen(), "q7/8/7P/6P1/5P1N/4P1N1/3P1P1R/2P1P1RQ b b - 1 1 1");
  // Black's twelve: band 2 a3 b4 c5 d6 e7 f8, band 4 a5 b6 c7 d8, band 6 a7 b8.
  EXPECT_EQ(game.legal_moves(), (Moves{"@a3", "@a5", "@a7", "@b4", "@b6", "@b8", "@c5", "@c7",
                                       "@d6", "@d8", "@e7", "@f8"}));
  ASSERT_TRUE(game.play("@a3"));
  EXPECT_EQ(game.mfen(), "q7/8/7P/6P1/5P1N/v3P1N1/3P1P1R/2P1P1RQ w - - 2 0 2");
}

// --- The pieces' moves (docs/rules/minotaur.md#pieces) ------------------------------------------

TEST(MinotaurModel, TheTotemNeverMoves) {
  Game game = position(totems_and({}));
  EXPECT_EQ(game.legal_moves(), Moves{"pass"});
}

TEST(MinotaurModel, AChieftainStepsOneSquareInAnyDirection) {
  // A sleeping white Defender on e5, a black Warrior on c3.
  Game game = position(totems_and({{"d4", 'K'}, {"e5", 'N'}, {"c3", 'p'}}));
  EXPECT_EQ(game.legal_moves(), (Moves{"d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4"}));
}

TEST(MinotaurModel, AChampionSlidesAsARookUntilBlocked) {
  Game game = position(totems_and({{"d4", 'R'}, {"d6", 'N'}, {"f4", 'p'}}));
  EXPECT_EQ(game.legal_moves(),
            (Moves{"d4a4", "d4b4", "d4c4", "d4d1", "d4d2", "d4d3", "d4d5", "d4e4", "d4f4"}));
}

TEST(MinotaurModel, AShamanSlidesAsABishopAndMayTakeTheTotem) {
  Game game = position(totems_and({{"e4", 'B'}}));
  EXPECT_EQ(game.legal_moves(), sorted({"e4f5", "e4g6", "e4h7", "e4d5", "e4c6", "e4b7", "e4a8",
                                        "e4f3", "e4g2", "e4d3", "e4c2", "e4b1"}));
}

TEST(MinotaurModel, AVanguardSlidesAsABishopOnDarkSquares) {
  Game game = position(totems_and({{"d4", 'V'}, {"f6", 'p'}}));
  EXPECT_EQ(game.legal_moves(), sorted({"d4e5", "d4f6", "d4c5", "d4b6", "d4a7", "d4e3", "d4f2",
                                        "d4g1", "d4c3", "d4b2", "d4a1"}));
}

TEST(MinotaurModel, AnAvengerMovesAsAQueen) {
  Game game = position({{"d4", 'A'}, {"a8", 'q'}});
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.legal_moves(),
            sorted({"d4e4", "d4f4", "d4g4", "d4h4", "d4c4", "d4b4", "d4a4", "d4d5", "d4d6",
                    "d4d7", "d4d8", "d4d3", "d4d2", "d4d1", "d4e5", "d4f6", "d4g7", "d4h8",
                    "d4c5", "d4b6", "d4a7", "d4e3", "d4f2", "d4g1", "d4c3", "d4b2", "d4a1"}));
}

TEST(MinotaurModel, ASleepingDefenderDoesNotMove) {
  EXPECT_EQ(position(totems_and({{"e4", 'N'}})).legal_moves(), Moves{"pass"});
  // The other side's Defenders being awake does not wake White's.
  EXPECT_EQ(position(totems_and({{"e4", 'N'}}), "w - b 0 0 1").legal_moves(), Moves{"pass"});
}

TEST(MinotaurModel, AnAwakeDefenderJumpsAsAKnight) {
  Game game = position(totems_and({{"e4", 'N'}, {"f6", 'p'}, {"g3", 'P'}}), "w - w 0 0 1");
  EXPECT_EQ(from(game, "e4"), (Moves{"e4c3", "e4c5", "e4d2", "e4d6", "e4f2", "e4f6", "e4g5"}));
}

TEST(MinotaurModel, ASleepingDefenderCanBeCaptured) {
  Game game = position(totems_and({{"e4", 'N'}, {"e8", 'r'}}), "b - - 0 0 1");
  ASSERT_TRUE(game.play("e8e4"));
  EXPECT_EQ(game.at("e4"), 'r');
  EXPECT_EQ(game.quiet(), 0);
}

// --- Warriors (docs/rules/minotaur.md#pieces)
// ----------------------------------------------------------

TEST(MinotaurModel, AWhiteWarriorStepsForwardOrSidewaysAndCapturesOrthogonallyForward) {
  // Black Warriors on all four orthogonal neighbours of d4: only c4 (−1, 0)
  // and d5 (0, +1) are forward for White; the diagonal steps c5 (forward),
  // e5 and c3 (sideways) are empty.
  Game game =
      position(totems_and({{"d4", 'P'}, {"c4", 'p'}, {"d5", 'p'}, {"e4", 'p'}, {"d3", 'p'}}));
  EXPECT_EQ(game.legal_moves(), (Moves{"d4c3", "d4c4", "d4c5", "d4d5", "d4e5"}));
}

TEST(MinotaurModel, ABlackWarriorStepsForwardOrSidewaysAndCapturesOrthogonallyForward) {
  // Forward for Black is (+1, −1): f4; sideways f6 and d4; captures f5
  // (+1, 0) and e4 (0, −1), not d5 or e6.
  Game game = position(
      totems_and({{"e5", 'p'}, {"f5", 'P'}, {"e4", 'P'}, {"d5", 'P'}, {"e6", 'P'}}), "b - - 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"e5d4", "e5e4", "e5f4", "e5f5", "e5f6"}));
}

TEST(MinotaurModel, AWarriorCapturesOnlyOrthogonallyForward) {
  // Enemies on every diagonal neighbour: a Warrior's diagonal steps are onto
  // empty squares only, and never backwards (e3 would raise its band).
  Game game =
      position(totems_and({{"d4", 'P'}, {"c5", 'p'}, {"e5", 'p'}, {"c3", 'p'}, {"e3", 'p'}}));
  EXPECT_EQ(game.legal_moves(), Moves{"pass"});
}

TEST(MinotaurModel, AWarriorNeverMovesBackAndIsNotPromotedAtTheEdge) {
  Game lone = position(totems_and({{"d4", 'P'}}));
  // Never e3 (+1, −1), d3 or e4: those raise White's band.
  EXPECT_EQ(lone.legal_moves(), (Moves{"d4c3", "d4c5", "d4e5"}));
  // On b8 the forward and one sideways step leave the board; a7 stays; it
  // captures the Totem on a8 and stays a Warrior.
  Game game = position(totems_and({{"b8", 'P'}}));
  EXPECT_EQ(game.legal_moves(), (Moves{"b8a7", "b8a8"}));
  ASSERT_TRUE(game.play("b8a8"));
  EXPECT_EQ(game.at("a8"), 'P');
  EXPECT_EQ(game.result(), "white-wins");
}

// --- Defenders waking (docs/rules/minotaur.md#pieces)
// ---------------------------------------------------

TEST(MinotaurModel, TheOpposingDefendersWakeWhenAVanguardMovesOntoTheBorder) {
  Game game = parse("q1n5/8/8/8/8/4V3/8/7Q w - - 0 0 1");
  EXPECT_EQ(game.legal_moves().size(), 11u);  // the Vanguard on e3; the Totem never moves
  ASSERT_TRUE(game.play("e3d4"));
  EXPECT_EQ(game.mfen(), "q1n5/8/8/8/3V4/8/8/7Q b - b 1 0 1");
  EXPECT_TRUE(game.awake('b'));
  EXPECT_FALSE(game.awake('w'));
  EXPECT_EQ(game.legal_moves(), (Moves{"c8a7", "c8b6", "c8d6", "c8e7"}));
}

TEST(MinotaurModel, AVanguardStayingOnItsSideWakesNobody) {
  Game game = parse("q1n5/8/8/8/8/4V3/8/7Q w - - 0 0 1");
  ASSERT_TRUE(game.play("e3f4"));  // band 2
  EXPECT_FALSE(game.awake('b'));
  EXPECT_EQ(game.legal_moves(), Moves{"pass"});
}

TEST(MinotaurModel, AVanguardCapturingOntoTheBorderWakes) {
  Game game = parse("q1n5/8/8/8/3p4/4V3/8/7Q w - - 0 0 1");
  ASSERT_TRUE(game.play("e3d4"));
  EXPECT_EQ(game.mfen(), "q1n5/8/8/8/3V4/8/8/7Q b - b 0 0 1");
}

TEST(MinotaurModel, AVanguardAlreadyBeyondTheBorderWakesNobodyUntilItMovesThereAgain) {
  // White's Vanguard stands on c5 (band −2) in the given position.
  Game game = parse("q1n5/8/8/2V5/8/8/8/6PQ w - - 0 0 1");
  ASSERT_TRUE(game.play("g1f2"));
  EXPECT_FALSE(game.awake('b'));
  EXPECT_EQ(game.legal_moves(), Moves{"pass"});
  ASSERT_TRUE(game.play("pass"));
  ASSERT_TRUE(game.play("c5b6"));  // band −4: a move onto a square beyond
  EXPECT_TRUE(game.awake('b'));
  EXPECT_EQ(game.mfen(), "q1n5/8/1V6/8/8/8/5P2/7Q b - b 3 0 2");
}

TEST(MinotaurModel, TheFlagIsSetEvenWithoutDefenders) {
  Game game = parse("q7/8/8/8/8/4V3/8/7Q w - - 0 0 1");
  ASSERT_TRUE(game.play("e3d4"));
  EXPECT_EQ(game.mfen(), "q7/8/8/8/3V4/8/8/7Q b - b 1 0 1");
}

TEST(MinotaurModel, BlacksVanguardWakesWhitesDefenders) {
  // Black's band of d6 is 2, of e5 0.
  Game game = parse("q7/8/3v4/8/8/8/8/5N1Q b - - 0 0 1");
  ASSERT_TRUE(game.play("d6e5"));
  EXPECT_EQ(game.mfen(), "q7/8/8/4v3/8/8/8/5N1Q w - w 1 0 2");
  EXPECT_EQ(game.legal_moves(), (Moves{"f1d2", "f1e3", "f1g3", "f1h2"}));
  // Both awake prints "wb".
  Game both = parse("q7/8/3v4/8/8/8/8/5N1Q b - b 0 0 1");
  ASSERT_TRUE(both.play("d6e5"));
  EXPECT_EQ(both.mfen(), "q7/8/8/4v3/8/8/8/5N1Q w - wb 1 0 2");
}

TEST(MinotaurModel, AVanguardTakenBeforeCrossingWakesNobody) {
  // Black's Champion takes White's Vanguard; nothing can wake Black's Defenders.
  Game game = parse("q1n5/8/8/8/8/r3V3/8/6PQ b - - 0 0 1");
  ASSERT_TRUE(game.play("a3e3"));
  EXPECT_EQ(game.mfen(), "q1n5/8/8/8/8/4r3/8/6PQ w - - 0 0 2");
}

// --- Succession (docs/rules/minotaur.md#a-game)
// -----------------------------------------------------------

// Black's Champion d8 takes White's Chieftain on d4 with White's Champions on
// the given squares; the position after.
Game white_chieftain_taken(const Pieces& champions, const Pieces& more = {}) {
  Pieces pieces = totems_and({{"d4", 'K'}, {"d8", 'r'}});
  pieces.insert(pieces.end(), champions.begin(), champions.end());
  pieces.insert(pieces.end(), more.begin(), more.end());
  Game game = position(pieces, "b - - 0 0 1");
  EXPECT_TRUE(game.play("d8d4"));
  return game;
}

// White's Champion d1 takes Black's Chieftain on d4 with Black's Champions on
// the given squares.
Game black_chieftain_taken(const Pieces& champions) {
  Pieces pieces = totems_and({{"d4", 'k'}, {"d1", 'R'}});
  pieces.insert(pieces.end(), champions.begin(), champions.end());
  Game game = position(pieces);
  EXPECT_TRUE(game.play("d1d4"));
  return game;
}

TEST(MinotaurModel, ATakenChieftainIsSucceededByTheNearestChampion) {
  Game game = white_chieftain_taken({{"b4", 'R'}, {"h4", 'R'}});  // distances 4 and 16
  EXPECT_EQ(game.at("d4"), 'r');
  EXPECT_EQ(game.at("b4"), 'K');
  EXPECT_EQ(game.at("h4"), 'R');
  EXPECT_EQ(game.quiet(), 0);
  // The farther but more leftward one loses to the nearer.
  Game far = white_chieftain_taken({{"a1", 'R'}, {"f4", 'R'}});  // 18 and 4
  EXPECT_EQ(far.at("f4"), 'K');
  EXPECT_EQ(far.at("a1"), 'R');
}

TEST(MinotaurModel, ChieftainSuccessionTiesGoToTheOwnersLeft) {
  // b4 and f4 are both 4 from d4; White's left is the a1 side (smaller x + y),
  // Black's the h8 side (larger x + y).
  Game white = white_chieftain_taken({{"b4", 'R'}, {"f4", 'R'}});
  EXPECT_EQ(white.at("b4"), 'K');
  EXPECT_EQ(white.at("f4"), 'R');
  Game black = black_chieftain_taken({{"b4", 'r'}, {"f4", 'r'}});
  EXPECT_EQ(black.at("f4"), 'k');
  EXPECT_EQ(black.at("b4"), 'r');
}

TEST(MinotaurModel, LeftBeatsForwardInChieftainSuccession) {
  // 5 from d4 both. White: c2 (x + y 3, x − y 1) is left of b5 (5, −3), though
  // b5 is farther forward. Black: e6 (x + y 9, y − x 1) is left of f3 (7, −3).
  Game white = white_chieftain_taken({{"c2", 'R'}, {"b5", 'R'}});
  EXPECT_EQ(white.at("c2"), 'K');
  EXPECT_EQ(white.at("b5"), 'R');
  Game black = black_chieftain_taken({{"e6", 'r'}, {"f3", 'r'}});
  EXPECT_EQ(black.at("e6"), 'k');
  EXPECT_EQ(black.at("f3"), 'r');
}

TEST(MinotaurModel, ChieftainSuccessionTiesOnBothGoForward) {
  // c5 and e3: both 2 from d4, both x + y = 6. White's forward is the smaller
  // x − y (c5: −2), Black's the smaller y − x (e3: −2).
  Game white = white_chieftain_taken({{"c5", 'R'}, {"e3", 'R'}});
  EXPECT_EQ(white.at("c5"), 'K');
  EXPECT_EQ(white.at("e3"), 'R');
  Game black = black_chieftain_taken({{"c5", 'r'}, {"e3", 'r'}});
  EXPECT_EQ(black.at("e3"), 'k');
  EXPECT_EQ(black.at("c5"), 'r');
}

TEST(MinotaurModel, AChieftainTakenWithoutChampionsHasNoSuccessor) {
  Game game = white_chieftain_taken({}, {{"e3", 'P'}});
  EXPECT_EQ(game.mfen(), "q7/8/8/8/3r4/4P3/8/7Q w - - 0 0 2");
}

TEST(MinotaurModel, AChampionThatBecameChieftainIsNotReplaced) {
  // b4 becomes the Chieftain; the Warrior on c3 stays a Warrior.
  Game game = white_chieftain_taken({{"b4", 'R'}}, {{"c3", 'P'}});
  EXPECT_EQ(game.mfen(), "q7/8/8/8/1K1r4/2P5/8/7Q w - - 0 0 2");
}

// Black's Champion d8 takes White's Champion on d4 with these White pieces.
Game white_champion_taken(const Pieces& more) {
  Pieces pieces = totems_and({{"d4", 'R'}, {"d8", 'r'}});
  pieces.insert(pieces.end(), more.begin(), more.end());
  Game game = position(pieces, "b - - 0 0 1");
  EXPECT_TRUE(game.play("d8d4"));
  return game;
}

// White's Champion d1 takes Black's Champion on d4 with these Black pieces.
Game black_champion_taken(const Pieces& more) {
  Pieces pieces = totems_and({{"d4", 'r'}, {"d1", 'R'}});
  pieces.insert(pieces.end(), more.begin(), more.end());
  Game game = position(pieces);
  EXPECT_TRUE(game.play("d1d4"));
  return game;
}

TEST(MinotaurModel, ATakenChampionIsSucceededByTheNearestWarrior) {
  Game game = white_champion_taken({{"c3", 'P'}, {"h2", 'P'}, {"e4", 'R'}});  // 2 and 20
  EXPECT_EQ(game.at("c3"), 'R');
  EXPECT_EQ(game.at("h2"), 'P');
  EXPECT_EQ(game.at("e4"), 'R');  // the other Champion is no Warrior
  Game black = black_champion_taken({{"d6", 'p'}, {"e4", 'p'}});  // 4 and 1
  EXPECT_EQ(black.at("e4"), 'r');
  EXPECT_EQ(black.at("d6"), 'p');
}

TEST(MinotaurModel, ChampionSuccessionBreaksTiesByLeftThenForward) {
  // Left: b4 / f4 (both 4 from d4).
  EXPECT_EQ(white_champion_taken({{"b4", 'P'}, {"f4", 'P'}}).at("b4"), 'R');
  EXPECT_EQ(black_champion_taken({{"b4", 'p'}, {"f4", 'p'}}).at("f4"), 'r');
  // Left before forward: c2 / b5 for White, e6 / f3 for Black (all 5 away).
  EXPECT_EQ(white_champion_taken({{"c2", 'P'}, {"b5", 'P'}}).at("c2"), 'R');
  EXPECT_EQ(black_champion_taken({{"e6", 'p'}, {"f3", 'p'}}).at("e6"), 'r');
  // Forward: c5 / e3 (both 2 away, same x + y).
  Game white = white_champion_taken({{"c5", 'P'}, {"e3", 'P'}});
  EXPECT_EQ(white.at("c5"), 'R');
  EXPECT_EQ(white.at("e3"), 'P');
  Game black = black_champion_taken({{"c5", 'p'}, {"e3", 'p'}});
  EXPECT_EQ(black.at("e3"), 'r');
  EXPECT_EQ(black.at("c5"), 'p');
}

TEST(MinotaurModel, AChampionTakenWithoutWarriorsHasNoSuccessor) {
  Game game = white_champion_taken({{"e3", 'N'}});
  EXPECT_EQ(game.mfen(), "q7/8/8/8/3r4/4N3/8/7Q w - - 0 0 2");
}

TEST(MinotaurModel, ATakenTotemLeavesTheChieftainAsAvenger) {
  // Black's Champion b8 is nearer the Totem than its Chieftain h5: the
  // Chieftain is taken first; every other black piece leaves.
  Game game = parse("qrn5/8/4p3/7k/8/8/8/R6Q w - - 7 0 9");
  ASSERT_TRUE(game.play("a1a8"));
  EXPECT_EQ(game.mfen(), "R7/8/8/7a/8/8/8/7Q b - - 0 0 9");
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(from(game, "h5").size(), 21u);  // a queen on h5: 7 + 3 + 4 + 3 + 4
}

TEST(MinotaurModel, ATakenTotemWithoutChieftainLeavesTheNearestChampion) {
  // b6 is 5 from a8, e8 16.
  Game game = parse("q3r3/8/1r6/8/2p5/8/8/R6Q w - - 0 0 1");
  ASSERT_TRUE(game.play("a1a8"));
  EXPECT_EQ(game.mfen(), "R7/8/1a6/8/8/8/8/7Q b - - 0 0 1");
}

TEST(MinotaurModel, TotemSuccessionTiesGoToTheOwnersLeft) {
  // Black: a5 and d8 both 9 from a8; d8 (x + y 10) is Black's left. White's
  // Shaman on d5 takes through c6 and b7.
  Game black = parse("q2r4/8/8/r2B4/8/8/8/7Q w - - 0 0 1");
  ASSERT_TRUE(black.play("d5a8"));
  EXPECT_EQ(black.mfen(), "B2a4/8/8/8/8/8/8/7Q b - - 0 0 1");
  // White: h4 and e1 both 9 from h1; e1 (x + y 4) is White's left. Black's
  // Shaman on e4 takes through f3 and g2.
  Game white = parse("q7/8/8/8/4b2R/8/8/4R2Q b - - 0 0 1");
  ASSERT_TRUE(white.play("e4h1"));
  EXPECT_EQ(white.mfen(), "q7/8/8/8/8/8/8/4A2b w - - 0 0 2");
  EXPECT_EQ(white.result(), "ongoing");
}

TEST(MinotaurModel, TotemSuccessionTiesOnBothGoForward) {
  // White's Totem on d4, its Champions on c5 and e3 (2 away, same x + y):
  // c5 is farther forward for White.
  Game game = parse("q2r4/8/8/2R5/3Q4/4R3/8/8 b - - 0 0 1");
  ASSERT_TRUE(game.play("d8d4"));
  EXPECT_EQ(game.mfen(), "q7/8/8/2A5/3r4/8/8/8 w - - 0 0 2");
}

TEST(MinotaurModel, BlacksTotemSuccessionTiesOnBothGoForward) {
  // Black's Totem on e5, its Champions on d6 and f4 (2 away, both x + y = 8):
  // f4 is farther forward for Black (y − x = −2).
  Game game = parse("8/8/3r4/4q3/5r2/8/8/4R2Q w - - 0 0 1");
  ASSERT_TRUE(game.play("e1e5"));
  EXPECT_EQ(game.mfen(), "8/8/8/4R3/5a2/8/8/7Q b - - 0 0 1");
}

TEST(MinotaurModel, ATakenTotemWithoutChieftainOrChampionLosesTheGame) {
  Game game = parse("q1n5/8/8/4p3/8/8/8/R6Q w - - 0 0 1");
  ASSERT_TRUE(game.play("a1a8"));
  EXPECT_EQ(game.mfen(), "R7/8/8/8/8/8/8/7Q b - - 0 0 1");
  EXPECT_EQ(game.result(), "white-wins");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_EQ(game.perft(1), 0u);
  EXPECT_EQ(game.perft(0), 1u);
}

TEST(MinotaurModel, TakingTheAvengerEndsTheGame) {
  Game game = parse("8/8/8/3a4/8/8/8/3R3Q w - - 0 0 1");
  ASSERT_TRUE(game.play("d1d5"));
  EXPECT_EQ(game.result(), "white-wins");
  Game white = parse("q7/8/8/3A4/8/8/8/3r4 b - - 0 0 1");
  ASSERT_TRUE(white.play("d1d5"));
  EXPECT_EQ(white.result(), "black-wins");
  EXPECT_EQ(white.mfen(), "q7/8/8/3r4/8/8/8/8 w - - 0 0 2");
}

// --- Draws and the order of docs/rules/minotaur.md#a-game
// ------------------------------------------------

TEST(MinotaurModel, OneHundredTurnsWithoutCaptureDraw) {
  Game game = parse("q7/8/8/8/8/8/P7/7Q w - - 99 0 50");
  ASSERT_TRUE(game.play("a2b3"));
  EXPECT_EQ(game.mfen(), "q7/8/8/8/8/1P6/8/7Q b - - 100 0 50");
  EXPECT_EQ(game.result(), "draw-quiet");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_FALSE(game.play("pass"));
}

TEST(MinotaurModel, ACaptureResetsTheQuietCount) {
  // White's Warrior on b2 takes the black one on a2, (−1, 0).
  Game game = parse("q7/8/8/8/8/8/pP6/7Q w - - 99 0 50");
  EXPECT_EQ(game.legal_moves(), (Moves{"b2a1", "b2a2", "b2a3", "b2c3"}));
  ASSERT_TRUE(game.play("b2a2"));
  EXPECT_EQ(game.mfen(), "q7/8/8/8/8/8/P7/7Q b - - 0 0 50");
  EXPECT_EQ(game.result(), "ongoing");
}

TEST(MinotaurModel, TwoPassesInARowDraw) {
  Game game = position(totems_and({}));
  EXPECT_EQ(game.legal_moves(), Moves{"pass"});
  EXPECT_FALSE(game.play("a1a2"));
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.mfen(), "q7/8/8/8/8/8/8/7Q b - - 1 1 1");
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("0000"));  // docs/rules/minnaar.md#move-notation reads it for a forced pass
  EXPECT_EQ(game.mfen(), "q7/8/8/8/8/8/8/7Q w - - 2 2 2");
  EXPECT_EQ(game.result(), "draw-passes");
  EXPECT_TRUE(game.legal_moves().empty());
}

TEST(MinotaurModel, AMoveAfterAPassResetsThePasses) {
  Game game = parse("q7/p7/8/8/8/8/8/7Q w - - 0 0 1");
  ASSERT_TRUE(game.play("pass"));
  ASSERT_TRUE(game.play("a7b6"));
  EXPECT_EQ(game.mfen(), "q7/8/1p6/8/8/8/8/7Q w - - 2 0 2");
}

TEST(MinotaurModel, AWinComesBeforeTheDrawsAndQuietBeforePasses) {
  EXPECT_EQ(parse("q7/8/8/8/8/8/8/7Q w - - 100 2 60").result(), "draw-quiet");
  EXPECT_EQ(parse("q7/8/8/8/8/8/8/7Q w - - 99 2 60").result(), "draw-passes");
  EXPECT_EQ(parse("8/8/8/8/8/8/8/7Q w - - 100 2 60").result(), "white-wins");
  EXPECT_EQ(parse("q7/8/8/8/8/8/8/8 w - - 100 2 60").result(), "black-wins");
  EXPECT_EQ(parse("8/8/8/8/8/8/8/7Q w - - 0 0 1").legal_moves(), Moves{});
  EXPECT_EQ(parse("8/8/8/8/8/8/8/7Q w - - 0 0 1").perft(3), 0u);
}

TEST(MinotaurModel, APassIsOnlyLegalWhenItIsTheOneMove) {
  Game game = Game::start();
  for (const char* move : {"pass", "0000", "@a1", "@b1", "@e4", "e2e4", "@e3 ", "@E3", ""}) {
    EXPECT_FALSE(game.play(move)) << move;
    EXPECT_EQ(game.mfen(), std::string(kStartMfen));
  }
}

// --- MFEN (docs/rules/minotaur.md#mfen)
// ------------------------------------------------------------------

TEST(MinotaurModel, MfenRefusalsNameTheirField) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      // The text as a whole.
      {"", "MFEN"},
      {"q7/8/8/8/8/8/8/7Q w - - 0 0", "MFEN"},
      {"q7/8/8/8/8/8/8/7Q w - - 0 0 1 1", "MFEN"},
      {"q7/8/8/8/8/8/8/7Q  w - - 0 0 1", "MFEN"},
      {" q7/8/8/8/8/8/8/7Q w - - 0 0 1", "MFEN"},
      {"q7/8/8/8/8/8/8/7Q w - - 0 0 1 ", "MFEN"},
      // board
      {"q7/8/8/8/8/8/7Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/8/7Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/6Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/8Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/6XQ w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/06Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/9 w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/43Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/6QQ w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/KK5Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/RRR4Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/1B1B3Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/V1V4Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/NNN4Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/PPPPPPPP/P6Q w - - 0 0 1", "board"},
      {"qq6/8/8/8/8/8/8/7Q w - - 0 0 1", "board"},
      {"q7/nnn5/8/8/8/8/8/7Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/A1A5 w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/A6P w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/A6Q w - - 0 0 1", "board"},
      {"a6p/8/8/8/8/8/8/7Q w - - 0 0 1", "board"},
      {"q7/8/8/8/8/8/8/B6Q w - - 0 0 1", "board"},   // a Shaman on dark a1
      {"q7/8/8/8/8/8/8/1V5Q w - - 0 0 1", "board"},  // a Vanguard on light b1
      {"qb6/8/8/8/8/8/8/7Q w - - 0 0 1", "board"},   // b8 is dark
      {"k7/8/8/8/8/8/8/7K w - - 0 0 1", "board"},    // neither side has a Totem
      // side
      {"q7/8/8/8/8/8/8/7Q x - - 0 0 1", "side"},
      {"q7/8/8/8/8/8/8/7Q W - - 0 0 1", "side"},
      {"q7/8/8/8/8/8/8/7Q wb - - 0 0 1", "side"},
      // to-place
      {"q7/8/8/8/8/8/8/7Q b wb - 0 0 1", "to-place"},
      {"q7/8/8/8/8/8/8/V6Q w wb - 0 0 1", "to-place"},
      {"q7/8/8/8/8/8/1v6/7Q w wb - 0 0 1", "to-place"},
      {"q7/8/8/8/8/8/8/7Q w b - 0 0 1", "to-place"},
      {"q7/8/8/8/8/8/1v6/7Q b b - 0 0 1", "to-place"},
      {"q7/8/8/8/8/8/8/7Q w w - 0 0 1", "to-place"},
      {"q7/8/8/8/8/8/8/7Q w bw - 0 0 1", "to-place"},
      // awake
      {"q7/8/8/8/8/8/8/7Q w - bw 0 0 1", "awake"},
      {"q7/8/8/8/8/8/8/7Q w - x 0 0 1", "awake"},
      {"q7/8/8/8/8/8/8/7Q w - W 0 0 1", "awake"},
      // quiet
      {"q7/8/8/8/8/8/8/7Q w - - 101 0 1", "quiet"},
      {"q7/8/8/8/8/8/8/7Q w - - -1 0 1", "quiet"},
      {"q7/8/8/8/8/8/8/7Q w - - 01 0 1", "quiet"},
      {"q7/8/8/8/8/8/8/7Q w - - +1 0 1", "quiet"},
      {"q7/8/8/8/8/8/8/7Q w - - x 0 1", "quiet"},
      {"q7/8/8/8/8/8/8/7Q w - - 99999999999 0 1", "quiet"},
      // passes
      {"q7/8/8/8/8/8/8/7Q w - - 5 3 1", "passes"},
      {"q7/8/8/8/8/8/8/7Q w - - 5 01 1", "passes"},
      {"q7/8/8/8/8/8/8/7Q w - - 1 2 1", "passes"},  // above quiet
      {"q7/8/8/8/8/8/8/7Q w - - 0 1 1", "passes"},
      // move
      {"q7/8/8/8/8/8/8/7Q w - - 0 0 0", "move"},
      {"q7/8/8/8/8/8/8/7Q w - - 0 0 10000", "move"},
      {"q7/8/8/8/8/8/8/7Q w - - 0 0 01", "move"},
      {"q7/8/8/8/8/8/8/7Q w - - 0 0 +5", "move"},
      // Accepted: the ranges' ends, a white Vanguard with Black to place, a
      // side without Totem and Avenger (it has lost), wb awake.
      {"q7/8/8/8/8/8/8/7Q w - - 100 2 9999", "accepted"},
      {"q7/8/8/8/8/8/8/7Q b - wb 0 0 1", "accepted"},
      {"q7/8/8/8/8/8/8/V6Q b b - 0 0 1", "accepted"},
      {"q7/8/8/8/8/8/8/7K w - - 0 0 1", "accepted"},
      {"a7/8/8/8/8/8/8/7Q w - - 0 0 1", "accepted"},
  };
  for (const auto& [mfen, field] : cases) EXPECT_EQ(refused_field(mfen), field) << mfen;
}

TEST(MinotaurModel, AnMfenRoundTripsCanonically) {
  for (const char* mfen : {"qpnpp3/pbpr4/npkv4/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ w - - 2 0 2",
                           "q7/8/8/8/8/8/8/7Q b - wb 100 2 9999", "a7/8/8/8/8/8/8/7A w - w 0 0 1",
                           "8/8/8/8/8/8/8/V6Q b b - 3 1 1"}) {
    EXPECT_EQ(parse(mfen).mfen(), mfen);
  }
}

// --- Perft (docs/rules/minotaur.md#perft)
// ------------------------------------------------------------------

TEST(MinotaurModel, PerftFromTheStartMatchesTheSpec) {
  Game game = Game::start();
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 6u);
  EXPECT_EQ(game.perft(2), 36u);
  EXPECT_EQ(game.perft(3), 1150u);
  EXPECT_EQ(game.perft(4), 36270u);
}

TEST(MinotaurModel, PerftAfterBothPlacementsMatchesTheSpec) {
  Game game = Game::start();
  ASSERT_TRUE(game.play("@e3"));
  ASSERT_TRUE(game.play("@d6"));
  EXPECT_EQ(game.perft(1), 29u);
  EXPECT_EQ(game.perft(2), 831u);
  EXPECT_EQ(game.perft(3), 25069u);
  auto divided = game.divide(2);
  ASSERT_EQ(divided.size(), 29u);
  std::uint64_t total = 0;
  for (const auto& [move, count] : divided) total += count;
  EXPECT_EQ(total, 831u);
}

TEST(MinotaurModel, AForcedPassCountsAsOneMoveInPerft) {
  Game game = position(totems_and({}));
  EXPECT_EQ(game.perft(1), 1u);
  EXPECT_EQ(game.perft(2), 1u);
  EXPECT_EQ(game.perft(3), 0u);  // two passes end the game
}

}  // namespace
}  // namespace minnaar::model::minotaur

// --- Through the one textual interface (verify/model/text_model.h) -----------

namespace minnaar::model {
namespace {

MINNAAR_TEXT_MODEL_CASE(RuleSetCase{
    "minotaur",
    "qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1",
    {"@c1", "@d2", "@e3"},
    6,
    {6, 36, 1150},
    // White's Champion takes Black's Totem on a8; Black has nothing left.
    "q7/8/8/8/8/8/8/R6Q w - - 5 0 10",
    "a1a8",
    "white-wins",
    "R7/8/8/8/8/8/8/7Q b - - 0 0 10",
    {{"q7/8/8/8/8/8/8/7Q w - - 0 0", "MFEN"},
     {"q7/8/8/8/8/8/8/7Q  w - - 0 0 1", "MFEN"},
     {"q7/8/8/8/8/8/8/6Q w - - 0 0 1", "board"},
     {"q7/8/8/8/8/8/8/B6Q w - - 0 0 1", "board"},
     {"q7/8/8/8/8/8/8/7Q x - - 0 0 1", "side"},
     {"q7/8/8/8/8/8/8/7Q b wb - 0 0 1", "to-place"},
     {"q7/8/8/8/8/8/8/7Q w - bw 0 0 1", "awake"},
     {"q7/8/8/8/8/8/8/7Q w - - 101 0 1", "quiet"},
     {"q7/8/8/8/8/8/8/7Q w - - 1 2 1", "passes"},
     {"q7/8/8/8/8/8/8/7Q w - - 0 0 0", "move"},
     {"q7/8/8/8/8/8/8/7Q w - - 100 2 9999", "accepted"}}});

}  // namespace
}  // namespace minnaar::model
