// Tests of the independent model of Sovereign Chess. Every expectation here was
// worked out by hand from the rules text (seeds/003_393285d88f8a025b.txt) and
// docs/rules/sovereign.md, except the perft numbers of the start position, which are
// docs/rules/sovereign.md#perft. Most positions are built from a list of pieces (`at`), with both
// kings far apart on their home squares unless the test says otherwise.
#include "verify/sovereign/model.h"
#include "verify/model/text_model.h"
#include "verify/model/text_model_test.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace minnaar::model::sovereign {
namespace {

using Moves = std::vector<std::string>;
using Pieces = std::vector<std::pair<std::string, std::string>>;

// The board field of an MFEN with these pieces (square, colour + role) and
// the rest of the board empty.
std::string board_field(const Pieces& pieces) {
  std::array<std::string, 256> cells{};
  for (const auto& [square, piece] : pieces) {
    int file = square[0] - 'a';
    int rank = std::stoi(square.substr(1)) - 1;
    cells[rank * 16 + file] = piece;
  }
  std::string out;
  for (int rank = 15; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 16; ++file) {
      const std::string& cell = cells[rank * 16 + file];
      if (cell.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      out += cell;
    }
    if (empty > 0) out += std::to_string(empty);
    if (rank > 0) out += '/';
  }
  return out;
}

// An MFEN with these pieces and the other five fields.
std::string mfen_of(const Pieces& pieces, const std::string& rest = "w w b - 1") {
  return board_field(pieces) + " " + rest;
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

// The position with these pieces (and the other fields, White to move by
// default).
Game at(const Pieces& pieces, const std::string& rest = "w w b - 1") {
  return parse(mfen_of(pieces, rest));
}

// The two kings on their home squares, and more pieces.
Pieces kings_and(Pieces more) {
  Pieces pieces = {{"i1", "wk"}, {"i16", "bk"}};
  pieces.insert(pieces.end(), more.begin(), more.end());
  return pieces;
}

bool has(const Moves& moves, const std::string& move) {
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The legal moves whose text starts with the given prefix: a square ("h1",
// not matching "h16h15"), or a square and '@' for its defections.
Moves starting(const Game& game, const std::string& prefix) {
  Moves out;
  for (const auto& m : game.legal_moves()) {
    if (m.compare(0, prefix.size(), prefix) != 0) continue;
    char next = m.size() > prefix.size() ? m[prefix.size()] : ' ';
    if (next >= '0' && next <= '9') continue;  // "h1" is a prefix of "h16"
    out.push_back(m);
  }
  return out;
}

// The moves from a square other than defections: plain moves, captures,
// promotions and castling.
Moves moving_from(const Game& game, const std::string& square) {
  Moves out;
  for (const auto& m : starting(game, square)) {
    if (m.find('@') == std::string::npos) out.push_back(m);
  }
  return out;
}

// The error for an MFEN that must be refused ("" if it was accepted).
std::string refusal(const std::string& mfen) {
  std::string error;
  auto game = Game::from_mfen(mfen, &error);
  return game ? std::string() : error;
}

// The field a refusal names ("accepted" if the MFEN was accepted).
std::string refused_field(const std::string& mfen) {
  std::string error = refusal(mfen);
  if (error.empty()) return "accepted";
  std::size_t colon = error.find(": ");
  EXPECT_NE(colon, std::string::npos) << error;
  EXPECT_LT(colon + 2, error.size()) << "no reason in '" << error << "'";
  return error.substr(0, colon);
}

// The start MFEN with one field replaced.
std::string start_with(int field, const std::string& value) {
  std::string mfen(kStartMfen);
  std::vector<std::string> fields;
  std::size_t begin = 0;
  while (true) {
    std::size_t end = mfen.find(' ', begin);
    fields.push_back(mfen.substr(begin, end == std::string::npos ? end : end - begin));
    if (end == std::string::npos) break;
    begin = end + 1;
  }
  fields[field] = value;
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? " " : "") + fields[i];
  return out;
}

// --- docs/rules/sovereign.md#board-and-colours Start
// ---------------------------------------------------------------

TEST(SovereignStart, TheStartPositionIsTheSpecsMfenAndRoundTrips) {
  Game start = Game::start();
  EXPECT_EQ(start.mfen(), kStartMfen);
  EXPECT_EQ(parse(start.mfen()).mfen(), kStartMfen);
  EXPECT_EQ(start.side(), 'w');
  EXPECT_EQ(start.owns('w'), 'w');
  EXPECT_EQ(start.owns('b'), 'b');
  EXPECT_EQ(start.castling(), "CELNceln");
  EXPECT_EQ(start.move_number(), 1);
  EXPECT_EQ(start.result(), "ongoing");
  EXPECT_EQ(start.piece_at("i1"), "wk");
  EXPECT_EQ(start.piece_at("a16"), "aq");
  EXPECT_EQ(start.piece_at("b15"), "an");
  EXPECT_EQ(start.piece_at("h8"), "");
  EXPECT_EQ(start.piece_at("q1"), "?");
}

TEST(SovereignStart, WhiteMovesFirstWithItsEightPawnsAndTwoKnights) {
  Moves expected = {"e2e3", "e2e4", "f1e3", "f1g3", "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4",
                    "i2i3", "i2i4", "j2j3", "j2j4", "k1j3", "k1l3", "k2k3", "k2k4", "l2l3", "l2l4"};
  EXPECT_EQ(Game::start().legal_moves(), expected);
}

TEST(SovereignStart, AtTheStartEachPlayerControlsOnlyItsOwnColour) {
  Game start = Game::start();
  for (char colour : std::string("asproygcnv")) {
    EXPECT_EQ(start.controller(colour), '-') << colour;
  }
  EXPECT_EQ(start.controller('w'), 'w');
  EXPECT_EQ(start.controller('b'), 'b');
  EXPECT_EQ(start.controller('x'), '?');
}

// --- docs/rules/sovereign.md#control Control
// -------------------------------------------------------------

// White's knight on f6 (green) gives White green; the green bishop on e5
// (navy) gives it navy; the navy rook on l5 (red) gives it red.
const Pieces kChain = kings_and({{"f6", "wn"}, {"e5", "gb"}, {"l5", "nr"}, {"f14", "br"}});

TEST(SovereignControl, APieceOnAColouredSquareGivesItsControllerThatColourAndChainsFollow) {
  Game game = at(kChain);
  EXPECT_EQ(game.controller('g'), 'w');
  EXPECT_EQ(game.controller('n'), 'w');
  EXPECT_EQ(game.controller('r'), 'w');
  for (char colour : std::string("asopycv")) EXPECT_EQ(game.controller(colour), '-') << colour;
  // White moves the pieces of every colour it controls.
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "e5d4"));   // green bishop
  EXPECT_TRUE(has(moves, "l5l13"));  // navy rook, 8 squares
  EXPECT_FALSE(has(moves, "l5l14"));
}

TEST(SovereignControl, MovingOffTheSquareDropsTheColourAndWhatHungOnIt) {
  Game game = at(kChain);
  ASSERT_TRUE(game.play("f6e4"));
  EXPECT_EQ(game.controller('g'), '-');
  EXPECT_EQ(game.controller('n'), '-');
  EXPECT_EQ(game.controller('r'), '-');
  ASSERT_TRUE(game.play("i16i15"));
  EXPECT_TRUE(starting(game, "e5").empty());
  EXPECT_TRUE(starting(game, "l5").empty());
}

TEST(SovereignControl, CapturingThePieceOnAColouredSquareHandsTheColourToTheCapturer) {
  Game game = at(kChain, "b w b - 1");
  // f14 to f6 is 8 squares, over the empty yellow f11 and orange f9.
  ASSERT_TRUE(game.play("f14f6"));
  EXPECT_EQ(game.controller('g'), 'b');
  EXPECT_EQ(game.controller('n'), 'b');
  EXPECT_EQ(game.controller('r'), 'b');
  // Now White may capture them, and they are no longer White's to move.
  EXPECT_TRUE(starting(game, "e5").empty());
  EXPECT_EQ(game.piece_at("f6"), "br");
}

TEST(SovereignControl, TheOpponentsOwnedColourIsNeverGained) {
  // A white knight on h8, a black square: black stays Black's.
  Game game = at(kings_and({{"h8", "wn"}, {"a10", "br"}}));
  EXPECT_EQ(game.controller('b'), 'b');
  EXPECT_TRUE(starting(game, "a10").empty());
  EXPECT_TRUE(has(game.legal_moves(), "h8g6"));
}

TEST(SovereignControl, ACycleOfNeutralPiecesStaysNeutral) {
  // Red on green, green on red: each would reach the other, nobody reaches either.
  Game game = at(kings_and({{"f6", "rn"}, {"e12", "gn"}}));
  EXPECT_EQ(game.controller('r'), '-');
  EXPECT_EQ(game.controller('g'), '-');
  EXPECT_TRUE(starting(game, "f6").empty());
  EXPECT_TRUE(starting(game, "e12").empty());
}

TEST(SovereignControl, ControlThroughTheKingIsControlToo) {
  // White's king on f6 (green) gives White the green pieces.
  Game game = at({{"f6", "wk"}, {"i16", "bk"}, {"a3", "gr"}});
  EXPECT_EQ(game.controller('g'), 'w');
  EXPECT_TRUE(has(game.legal_moves(), "a3a11"));
}

// --- docs/rules/sovereign.md#moves Landing
// -------------------------------------------------------------

TEST(SovereignLanding, APieceMayNotLandOnItsOwnColourButMayPassOverIt) {
  // The white rook on h2 goes up over h9 (white) to h10, 8 squares.
  Moves rook = starting(at(kings_and({{"h2", "wr"}})), "h2");
  EXPECT_TRUE(has(rook, "h2h6"));  // violet
  EXPECT_TRUE(has(rook, "h2h8"));  // black, twin i9 empty
  EXPECT_FALSE(has(rook, "h2h9"));
  EXPECT_TRUE(has(rook, "h2h10"));
  EXPECT_FALSE(has(rook, "h2h11"));  // 9 squares
  EXPECT_TRUE(has(rook, "h2p2"));
  EXPECT_TRUE(has(rook, "h2a2"));
  EXPECT_TRUE(has(rook, "h2h1"));
}

TEST(SovereignLanding, QueensRooksAndBishopsReachAtMostEightSquares) {
  Moves queen = starting(at({{"i3", "wk"}, {"i16", "bk"}, {"a1", "wq"}}), "a1");
  EXPECT_TRUE(has(queen, "a1a9"));
  EXPECT_FALSE(has(queen, "a1a10"));
  EXPECT_TRUE(has(queen, "a1i1"));
  EXPECT_FALSE(has(queen, "a1j1"));
  EXPECT_TRUE(has(queen, "a1i9"));  // black square, twin h8 empty
  EXPECT_FALSE(has(queen, "a1j10"));
  EXPECT_EQ(queen.size(), 24u);
}

TEST(SovereignLanding, AnEmptySquareWhoseTwinIsOccupiedIsPassedOverButNotLandedOn) {
  // A neutral ash knight on i9 blocks landing on h8 (black), not passing it.
  Moves rook = starting(at(kings_and({{"h2", "wr"}, {"i9", "an"}})), "h2");
  EXPECT_TRUE(has(rook, "h2h7"));
  EXPECT_FALSE(has(rook, "h2h8"));
  EXPECT_FALSE(has(rook, "h2h9"));
  EXPECT_TRUE(has(rook, "h2h10"));
}

TEST(SovereignLanding, APieceMayMoveFromASquareToItsTwin) {
  // White controls red (knight on e12). The red queen on h9 (white) may go to
  // i8 (white): its twin is the square the queen leaves. The red rook on i2
  // may not land on i8 while h9 is occupied, but passes it to i9 and i10.
  Game game = at(kings_and({{"e12", "wn"}, {"h9", "rq"}, {"i2", "rr"}}));
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "h9i8"));
  EXPECT_TRUE(has(moves, "i2i7"));
  EXPECT_FALSE(has(moves, "i2i8"));
  EXPECT_TRUE(has(moves, "i2i9"));
  EXPECT_TRUE(has(moves, "i2i10"));
  ASSERT_TRUE(game.play("h9i8"));
  EXPECT_EQ(game.piece_at("i8"), "rq");
}

TEST(SovereignLanding, OnlyPiecesOfColoursTheOpponentControlsAreCaptured) {
  // Black controls green (bishop on f6). The white rook on a3 captures the
  // black knight on c3 but not the neutral red knight on a6; the white rook
  // on p3 captures the green knight on p8; nobody captures its own pieces.
  Game game = at(kings_and({{"a3", "wr"},
                            {"c3", "bn"},
                            {"a6", "rn"},
                            {"f6", "bb"},
                            {"p3", "wr"},
                            {"p8", "gn"},
                            {"a1", "wn"}}));
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "a3c3"));
  EXPECT_FALSE(has(moves, "a3d3"));
  EXPECT_TRUE(has(moves, "a3a5"));
  EXPECT_FALSE(has(moves, "a3a6"));
  EXPECT_FALSE(has(moves, "a3a1"));
  EXPECT_TRUE(has(moves, "a3a2"));
  EXPECT_TRUE(has(moves, "p3p8"));
  EXPECT_FALSE(has(moves, "p3p9"));
}

TEST(SovereignLanding, AKnightJumpsAndTheKingStepsOneSquare) {
  Game game = at({{"e3", "wk"}, {"i16", "bk"}, {"b2", "wn"}});
  Moves knight = {"b2a4", "b2c4", "b2d1", "b2d3"};
  EXPECT_EQ(starting(game, "b2"), knight);
  EXPECT_EQ(starting(game, "e3").size(), 8u);
}

// --- docs/rules/sovereign.md#moves Pawns
// ---------------------------------------------------------------

TEST(SovereignPawns, APawnStepsTowardBothBrownLinesInEachQuadrant) {
  Game game = at(kings_and({{"c3", "wp"}, {"n3", "wp"}, {"c14", "wp"}, {"n14", "wp"}}));
  EXPECT_EQ(starting(game, "c3"), (Moves{"c3c4", "c3d3"}));
  EXPECT_EQ(starting(game, "n3"), (Moves{"n3m3", "n3n4"}));
  EXPECT_EQ(starting(game, "c14"), (Moves{"c14c13", "c14d14"}));
  EXPECT_EQ(starting(game, "n14"), (Moves{"n14m14", "n14n13"}));
}

TEST(SovereignPawns, APawnCapturesDiagonallyWhenThatApproachesEitherLine) {
  // From c3: b4 and d2 each move away from one line but toward the other.
  Game game = at(kings_and({{"c3", "wp"}, {"b4", "bn"}, {"d4", "bn"}, {"d2", "bn"}, {"b2", "bn"}}));
  EXPECT_EQ(starting(game, "c3"), (Moves{"c3b4", "c3c4", "c3d2", "c3d3", "c3d4"}));
}

TEST(SovereignPawns, APawnCapturesOnlyDiagonallyAndStepsOnlyOntoEmptySquares) {
  // A black knight in front of the pawn blocks it; an empty diagonal is no move.
  Game game = at(kings_and({{"c3", "wp"}, {"c4", "bn"}, {"d3", "bn"}}));
  EXPECT_EQ(starting(game, "c3"), Moves{});
}

TEST(SovereignPawns, APawnNextToABrownLineMayNotStepAcrossButMayCaptureAcross) {
  Game game = at(kings_and({{"h4", "wp"}, {"i5", "bn"}, {"g5", "bn"}, {"i3", "bn"}, {"g3", "bn"}}));
  EXPECT_EQ(starting(game, "h4"), (Moves{"h4g5", "h4h5", "h4i5"}));
  // On the horizontal line: a8 steps toward the vertical one only (and two
  // squares away from the a edge), and captures across.
  Game edge = at(kings_and({{"a8", "wp"}, {"b9", "bn"}, {"b7", "bn"}}));
  EXPECT_EQ(starting(edge, "a8"), (Moves{"a8b7", "a8b8", "a8b9", "a8c8"}));
}

TEST(SovereignPawns, APawnOnTheOuterTwoRingsMayStepTwoSquaresAwayFromTheNearestEdge) {
  // e2 also steps to f2, toward the vertical line.
  Game game = at(kings_and({{"e2", "wp"}, {"e1", "bp"}, {"b7", "wp"}, {"o10", "wp"}}));
  EXPECT_EQ(starting(game, "e2"), (Moves{"e2e3", "e2e4", "e2f2"}));
  EXPECT_EQ(starting(game, "b7"), (Moves{"b7b8", "b7c7", "b7d7"}));
  EXPECT_EQ(starting(game, "o10"), (Moves{"o10m10", "o10n10", "o10o9"}));
  Game black = at(kings_and({{"e1", "bp"}, {"m3", "bp"}}), "b w b - 1");
  EXPECT_EQ(starting(black, "e1"), (Moves{"e1e2", "e1e3", "e1f1"}));
  EXPECT_EQ(starting(black, "m3"), (Moves{"m3l3", "m3m4"}));  // third ring: one square
}

TEST(SovereignPawns, TheTwoSquareStepNeedsBothSquaresEmpty) {
  EXPECT_EQ(starting(at(kings_and({{"e2", "wp"}, {"e4", "an"}})), "e2"), (Moves{"e2e3", "e2f2"}));
  EXPECT_EQ(starting(at(kings_and({{"e2", "wp"}, {"e3", "an"}})), "e2"), Moves{"e2f2"});
}

TEST(SovereignPawns, APawnInACornerBlockMayStepTwoSquaresAwayFromEitherEdge) {
  Game game = at(kings_and({{"b2", "wp"}, {"a1", "wp"}, {"p16", "bp"}}));
  EXPECT_EQ(starting(game, "b2"), (Moves{"b2b3", "b2b4", "b2c2", "b2d2"}));
  EXPECT_EQ(starting(game, "a1"), (Moves{"a1a2", "a1a3", "a1b1", "a1c1"}));
  Game black = at(kings_and({{"p16", "bp"}}), "b w b - 1");
  EXPECT_EQ(starting(black, "p16"), (Moves{"p16n16", "p16o16", "p16p14", "p16p15"}));
}

TEST(SovereignPawns, APawnMayStepTwoSquaresAgainAfterItHasMoved) {
  Game game = at(kings_and({{"a5", "wp"}}));
  EXPECT_EQ(starting(game, "a5"), (Moves{"a5a6", "a5b5", "a5c5"}));
  ASSERT_TRUE(game.play("a5b5"));
  ASSERT_TRUE(game.play("i16i15"));
  EXPECT_EQ(starting(game, "b5"), (Moves{"b5b6", "b5c5", "b5d5"}));
}

TEST(SovereignPawns, APawnLandingInTheCentreMustPromoteToOneOfFiveRoles) {
  Game game = at(kings_and({{"g6", "wp"}, {"h7", "bn"}}));
  EXPECT_EQ(starting(game, "g6"), (Moves{"g6g7=b", "g6g7=k", "g6g7=n", "g6g7=q", "g6g7=r", "g6h6",
                                         "g6h7=b", "g6h7=k", "g6h7=n", "g6h7=q", "g6h7=r"}));
  ASSERT_TRUE(game.play("g6h7=n"));
  EXPECT_EQ(game.piece_at("h7"), "wn");
  EXPECT_EQ(game.piece_at("g6"), "");
}

TEST(SovereignPawns, APawnMayNotPromoteOntoASquareOfItsOwnColour) {
  // White owns ash: its pawn on g6 may not enter g7 (ash).
  Game game = at({{"i1", "ak"}, {"i16", "bk"}, {"g6", "ap"}}, "w a b - 1");
  EXPECT_EQ(starting(game, "g6"), Moves{"g6h6"});
}

TEST(SovereignPawns, NoPawnStandsInTheCentre) {
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"h7", "bp"}}))), "board");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"g6", "bp"}}))), "accepted");
}

// --- docs/rules/sovereign.md#moves Promotion to king
// -----------------------------------------------------

TEST(SovereignPromotion, ACoupReplacesTheKingByOneOfTheSameColourAndLosesTheRights) {
  Game game = at(kings_and({{"g6", "wp"}, {"l1", "wr"}}), "w w b L 1");
  ASSERT_TRUE(game.play("g6g7=k"));
  EXPECT_EQ(game.piece_at("g7"), "wk");
  EXPECT_EQ(game.piece_at("i1"), "");
  EXPECT_EQ(game.owns('w'), 'w');
  EXPECT_EQ(game.castling(), "-");
}

TEST(SovereignPromotion, AnOverthrowMakesTheMoverOwnThePawnsColour) {
  // White controls green through its knight on f6; the green pawn becomes
  // White's king, the white king leaves the board and white is then neutral
  // (no piece on h9 or i8), its pieces with it.
  Game game = at(kings_and({{"f6", "wn"}, {"g6", "gp"}, {"l1", "wr"}}), "w w b L 1");
  ASSERT_TRUE(game.play("g6g7=k"));
  EXPECT_EQ(game.mfen(),
            mfen_of({{"i16", "bk"}, {"g7", "gk"}, {"f6", "wn"}, {"l1", "wr"}}, "b g b - 1"));
  EXPECT_EQ(game.controller('g'), 'w');
  EXPECT_EQ(game.controller('w'), '-');
  ASSERT_TRUE(game.play("i16i15"));
  EXPECT_TRUE(starting(game, "f6").empty());
  EXPECT_TRUE(starting(game, "l1").empty());
}

TEST(SovereignPromotion, AfterAnOverthrowTheOldArmyGoesToWhoeverHoldsItsSquare) {
  // The black bishop on i8 (white) gives Black the white army once White no
  // longer owns white.
  Game game = at(kings_and({{"f6", "wn"}, {"g6", "gp"}, {"i8", "bb"}}));
  ASSERT_TRUE(game.play("g6g7=k"));
  EXPECT_EQ(game.controller('w'), 'b');
  EXPECT_FALSE(starting(game, "f6").empty());  // Black moves the white knight
}

TEST(SovereignPromotion, ThePromotedKingMustNotStandAttacked) {
  Game game = at(kings_and({{"g6", "wp"}, {"g12", "br"}}));
  Moves moves = game.legal_moves();
  EXPECT_FALSE(has(moves, "g6g7=k"));
  EXPECT_TRUE(has(moves, "g6g7=q"));
}

// --- docs/rules/sovereign.md#moves Defection
// -------------------------------------------------------------

TEST(SovereignDefection, ADefectionRecoloursTheKingAndKeepsTheCastlingRights) {
  Game game = at(kings_and({{"f6", "wn"}, {"l1", "wr"}}), "w w b L 1");
  EXPECT_EQ(starting(game, "i1@"), Moves{"i1@g"});
  ASSERT_TRUE(game.play("i1@g"));
  EXPECT_EQ(game.piece_at("i1"), "gk");
  EXPECT_EQ(game.owns('w'), 'g');
  EXPECT_EQ(game.castling(), "L");
  EXPECT_EQ(game.controller('w'), '-');  // nothing on h9 or i8
  EXPECT_EQ(game.mfen(),
            mfen_of({{"i1", "gk"}, {"i16", "bk"}, {"f6", "wn"}, {"l1", "wr"}}, "b g b L 1"));
}

TEST(SovereignDefection, AfterADefectionTheKingMayCastleWithARookOfItsNewColour) {
  // Green is White's through the knight on f6, and then its own.
  Game game = at(kings_and({{"f6", "wn"}, {"n1", "gr"}}), "w w b N 1");
  ASSERT_TRUE(game.play("i1@g"));
  ASSERT_TRUE(game.play("i16i15"));
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "i1j1/n1"));
  EXPECT_TRUE(has(moves, "i1m1/n1"));
}

TEST(SovereignDefection, ADefectionIsIllegalWhenTheOldArmyTurnsOnTheKing) {
  // Black's knight on h9 (white) would take over the white army, and with it
  // the white rook on i5 that then attacks the green king on i1.
  Game game = at(kings_and({{"f6", "wn"}, {"h9", "bn"}, {"i5", "wr"}}));
  EXPECT_FALSE(has(game.legal_moves(), "i1@g"));
  Game safe = at(kings_and({{"f6", "wn"}, {"h9", "bn"}, {"a5", "wr"}}));
  EXPECT_TRUE(has(safe.legal_moves(), "i1@g"));
}

TEST(SovereignDefection, AKingOnASquareOfTheNewColourMustStepOffInTheSameMove) {
  Game game = at({{"f6", "wk"}, {"i16", "bk"}});
  EXPECT_EQ(starting(game, "f6@"), (Moves{"f6@ge5", "f6@ge6", "f6@ge7", "f6@gf5", "f6@gf7",
                                          "f6@gg5", "f6@gg6", "f6@gg7"}));
  ASSERT_TRUE(game.play("f6@ge5"));
  EXPECT_EQ(game.piece_at("e5"), "gk");
  EXPECT_EQ(game.piece_at("f6"), "");
  EXPECT_EQ(game.owns('w'), 'g');
  EXPECT_EQ(game.controller('n'), 'w');  // the green king on navy e5
}

TEST(SovereignDefection, TheKingStepIsGeneratedWithTheControlAfterTheChange) {
  // The black bishop on i8 (white) takes the white army as soon as White owns
  // green: the white knight on e7 becomes Black's, so the king may capture it
  // and may not step where it or the bishop attacks (f5, g6). Without the
  // change the knight is White's: no capture, and the bishop alone covers f5, g6.
  Game game = at({{"f6", "wk"}, {"i16", "bk"}, {"i8", "bb"}, {"e7", "wn"}});
  EXPECT_EQ(starting(game, "f6@"),
            (Moves{"f6@ge5", "f6@ge6", "f6@ge7", "f6@gf7", "f6@gg5", "f6@gg7"}));
  EXPECT_EQ(moving_from(game, "f6"), (Moves{"f6e5", "f6e6", "f6f7", "f6g5", "f6g7"}));
  ASSERT_TRUE(game.play("f6@ge7"));
  EXPECT_EQ(game.piece_at("e7"), "gk");
  EXPECT_EQ(game.controller('w'), 'b');
}

TEST(SovereignDefection, ADefectionWithAKingStepMayEscapeCheck) {
  // The black rook on f12 checks the king on f6 (green) down the f-file.
  Game game = at({{"f6", "wk"}, {"i16", "bk"}, {"f12", "br"}});
  EXPECT_TRUE(game.in_check());
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "f6@ge6"));
  EXPECT_FALSE(has(moves, "f6@gf5"));  // still on the f-file, 7 squares
  EXPECT_FALSE(has(moves, "f6@gf7"));
}

// --- docs/rules/sovereign.md#moves Castling
// ----------------------------------------------------------------

TEST(SovereignCastling, TheKingStopsOnAnySquareBetweenAndTheRookLandsBesideItsOldSide) {
  Game game = at(kings_and({{"l1", "wr"}}), "w w b L 1");
  EXPECT_EQ(starting(game, "i1"),
            (Moves{"i1h1", "i1h2", "i1i2", "i1j1", "i1j1/l1", "i1j2", "i1k1/l1"}));
  Game one = game;
  ASSERT_TRUE(one.play("i1j1/l1"));
  EXPECT_EQ(one.piece_at("j1"), "wk");
  EXPECT_EQ(one.piece_at("i1"), "wr");  // the king's old square
  ASSERT_TRUE(game.play("i1k1/l1"));
  EXPECT_EQ(game.piece_at("k1"), "wk");
  EXPECT_EQ(game.piece_at("j1"), "wr");
  EXPECT_EQ(game.piece_at("l1"), "");
  EXPECT_EQ(game.castling(), "-");
}

TEST(SovereignCastling, CastlingTowardTheAFileWorksTheSameWay) {
  Game game = at(kings_and({{"e1", "wr"}}), "w w b E 1");
  Moves castles;
  for (const auto& m : game.legal_moves()) {
    if (m.find('/') != std::string::npos) castles.push_back(m);
  }
  EXPECT_EQ(castles, (Moves{"i1f1/e1", "i1g1/e1", "i1h1/e1"}));
  ASSERT_TRUE(game.play("i1f1/e1"));
  EXPECT_EQ(game.piece_at("f1"), "wk");
  EXPECT_EQ(game.piece_at("g1"), "wr");
}

TEST(SovereignCastling, AnyControlledRookWithARightMayCastleAndOnlyThen) {
  // The green rook on n1 is White's while the knight holds f6 (green).
  Game green = at(kings_and({{"f6", "wn"}, {"n1", "gr"}}), "w w b N 1");
  Moves moves = green.legal_moves();
  for (const char* m : {"i1j1/n1", "i1k1/n1", "i1l1/n1", "i1m1/n1"}) {
    EXPECT_TRUE(has(moves, m)) << m;
  }
  ASSERT_TRUE(green.play("i1l1/n1"));
  EXPECT_EQ(green.piece_at("k1"), "gr");
  Game neutral = at(kings_and({{"f5", "wn"}, {"n1", "gr"}}), "w w b N 1");
  EXPECT_FALSE(has(neutral.legal_moves(), "i1j1/n1"));
  // The pink rook on c1: White controls pink through its knight on i6.
  Game pink = at(kings_and({{"i6", "wn"}, {"c1", "pr"}}), "w w b C 1");
  moves = pink.legal_moves();
  for (const char* m : {"i1d1/c1", "i1e1/c1", "i1f1/c1", "i1g1/c1", "i1h1/c1"}) {
    EXPECT_TRUE(has(moves, m)) << m;
  }
}

TEST(SovereignCastling, CastlingNeedsEverySquareBetweenEmpty) {
  Game game = at(kings_and({{"f6", "wn"}, {"n1", "gr"}, {"m1", "wn"}}), "w w b N 1");
  for (const auto& m : game.legal_moves()) EXPECT_EQ(m.find('/'), std::string::npos) << m;
}

TEST(SovereignCastling, TheKingMayNotCastleOutOfCheckNorCrossOrLandOnAnAttackedSquare) {
  // The black rook on k5 attacks k1.
  Game game = at(kings_and({{"f6", "wn"}, {"n1", "gr"}, {"k5", "br"}}), "w w b N 1");
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "i1j1/n1"));
  EXPECT_FALSE(has(moves, "i1k1/n1"));  // lands on k1
  EXPECT_FALSE(has(moves, "i1l1/n1"));  // crosses k1
  EXPECT_FALSE(has(moves, "i1m1/n1"));
  Game check = at(kings_and({{"f6", "wn"}, {"n1", "gr"}, {"i5", "br"}}), "w w b N 1");
  ASSERT_TRUE(check.in_check());
  for (const auto& m : check.legal_moves()) EXPECT_EQ(m.find('/'), std::string::npos) << m;
}

TEST(SovereignCastling, OnlyAnAttackFromWithinEightSquaresForbidsCrossingASquare) {
  Game game = at(kings_and({{"f6", "wn"}, {"n1", "gr"}, {"j9", "br"}}), "w w b N 1");
  // j9 attacks j1 (8 squares): the king may not cross it, nor land there.
  Moves moves = game.legal_moves();
  EXPECT_FALSE(has(moves, "i1j1/n1"));
  EXPECT_FALSE(has(moves, "i1k1/n1"));
  Game far = at(kings_and({{"f6", "wn"}, {"n1", "gr"}, {"j10", "bq"}}), "w w b N 1");
  EXPECT_TRUE(has(far.legal_moves(), "i1k1/n1"));  // j10 is 9 squares from j1
}

TEST(SovereignCastling, RightsAreLostWhenTheKingOrTheRookMovesOrTheRookIsCaptured) {
  Game king = at(kings_and({{"l1", "wr"}, {"e1", "wr"}}), "w w b EL 1");
  ASSERT_TRUE(king.play("i1h2"));
  EXPECT_EQ(king.castling(), "-");

  Game rook = at(kings_and({{"l1", "wr"}, {"e1", "wr"}, {"l16", "br"}}), "w w b ELl 1");
  ASSERT_TRUE(rook.play("l1l2"));
  EXPECT_EQ(rook.castling(), "El");
  ASSERT_TRUE(rook.play("i16h15"));
  ASSERT_TRUE(rook.play("l2l1"));
  EXPECT_EQ(rook.castling(), "E");  // Black's king moved too

  Game captured = at(kings_and({{"l1", "wr"}, {"e1", "wr"}, {"l8", "br"}}), "b w b EL 1");
  ASSERT_TRUE(captured.play("l8l1"));
  EXPECT_EQ(captured.castling(), "E");
}

TEST(SovereignCastling, APlainDefectionKeepsTheRightsAndPromotingToKingLosesThem) {
  Game game = at(kings_and({{"f6", "wn"}, {"l1", "wr"}, {"g6", "wp"}}), "w w b L 1");
  Game defected = game;
  ASSERT_TRUE(defected.play("i1@g"));
  EXPECT_EQ(defected.castling(), "L");
  ASSERT_TRUE(game.play("g6g7=k"));
  EXPECT_EQ(game.castling(), "-");
}

// --- docs/rules/sovereign.md#moves Check and legality
// -------------------------------------------------------

TEST(SovereignCheck, APinnedPieceMovesOnlyAlongThePin) {
  Game game = at(kings_and({{"i3", "wr"}, {"i7", "br"}}));
  EXPECT_EQ(starting(game, "i3"), (Moves{"i3i2", "i3i4", "i3i5", "i3i6", "i3i7"}));
}

TEST(SovereignCheck, SlidersCheckOnlyWithinEightSquares) {
  EXPECT_TRUE(at({{"a1", "wk"}, {"i16", "bk"}, {"a9", "br"}}).in_check());
  EXPECT_FALSE(at({{"a1", "wk"}, {"i16", "bk"}, {"a10", "br"}}).in_check());
  Game far = at({{"a1", "wk"}, {"i16", "bk"}, {"a10", "br"}});
  EXPECT_TRUE(far.attacks('b', "a2"));
  EXPECT_FALSE(far.attacks('b', "a1"));
}

TEST(SovereignCheck, AKingEscapesCheckOntoASquareOfTheCheckingPiecesColour) {
  // The black rook on a8 checks the king on g8 but cannot attack h8 (black).
  Game game = at({{"g8", "wk"}, {"i16", "bk"}, {"a8", "br"}});
  EXPECT_TRUE(game.in_check());
  Moves king = starting(game, "g8");
  EXPECT_TRUE(has(king, "g8h8"));
  EXPECT_FALSE(has(king, "g8f8"));
  EXPECT_FALSE(has(king, "g8h9"));  // white: its own colour
  EXPECT_FALSE(game.attacks('b', "h8"));
  EXPECT_TRUE(game.attacks('b', "f8"));
}

TEST(SovereignCheck, CapturingTheSquareThatGivesTheCheckingColourEndsTheCheck) {
  // Black controls green through its knight on f6; the green rook on a2
  // checks the king on e2. Taking f6 makes green White's.
  Game game = at({{"e2", "wk"}, {"i16", "bk"}, {"f6", "bn"}, {"a2", "gr"}, {"e4", "wn"}});
  EXPECT_TRUE(game.in_check());
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "e4f6"));
  EXPECT_FALSE(has(moves, "e4c5"));
  ASSERT_TRUE(game.play("e4f6"));
  EXPECT_EQ(game.controller('g'), 'w');
}

TEST(SovereignCheck, APawnAttacksOnlyByItsCaptureRule) {
  // The black pawn on h3 captures toward the horizontal line: i4 and g4.
  EXPECT_TRUE(at({{"i4", "wk"}, {"i16", "bk"}, {"h3", "bp"}}).in_check());
  EXPECT_TRUE(at({{"g4", "wk"}, {"i16", "bk"}, {"h3", "bp"}}).in_check());
  EXPECT_FALSE(at({{"i2", "wk"}, {"i16", "bk"}, {"h3", "bp"}}).in_check());
  EXPECT_FALSE(at({{"h4", "wk"}, {"i16", "bk"}, {"h3", "bp"}}).in_check());
}

TEST(SovereignCheck, APieceDoesNotAttackASquareOfItsOwnColour) {
  // The black knight on g6 would reach h8 (black) and i7: the king on h8 is safe.
  EXPECT_FALSE(at({{"h8", "wk"}, {"i16", "bk"}, {"g6", "bn"}}).in_check());
  EXPECT_TRUE(at({{"i7", "wk"}, {"i16", "bk"}, {"g6", "bn"}}).in_check());
}

TEST(SovereignCheck, TheKingMayNotStepNextToTheOtherKing) {
  Game game = at({{"i1", "wk"}, {"i3", "bk"}});
  EXPECT_EQ(starting(game, "i1"), (Moves{"i1h1", "i1j1"}));
}

// --- docs/rules/sovereign.md#the-end End of game
// ------------------------------------------------------------------

TEST(SovereignEnd, CheckmateIsAWinForTheOtherPlayer) {
  Game game = at({{"a1", "wk"}, {"c3", "bk"}, {"b2", "bq"}});
  EXPECT_TRUE(game.in_check());
  EXPECT_EQ(game.result(), "black-wins");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_EQ(game.perft(1), 0u);
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(at({{"a16", "bk"}, {"c14", "wk"}, {"b15", "wq"}}, "b w b - 7").result(), "white-wins");
}

TEST(SovereignEnd, PlayingIntoCheckmateEndsTheGame) {
  Game game = at({{"a1", "wk"}, {"c3", "bk"}, {"b9", "bq"}}, "b w b - 5");
  ASSERT_TRUE(game.play("b9b2"));
  EXPECT_EQ(game.result(), "black-wins");
  EXPECT_EQ(game.move_number(), 6);
  EXPECT_FALSE(game.play("a1b2"));
}

TEST(SovereignEnd, NoLegalMoveOutOfCheckIsAStalemateDraw) {
  Game game = at({{"a1", "wk"}, {"i16", "bk"}, {"b3", "bq"}});
  EXPECT_FALSE(game.in_check());
  EXPECT_EQ(game.result(), "draw-stalemate");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_EQ(game.perft(2), 0u);
}

TEST(SovereignEnd, APositionAtMove201IsADrawUnlessMateOrStalemateApplies) {
  Game capped = at(kings_and({}), "w w b - 201");
  EXPECT_EQ(capped.result(), "draw-move-cap");
  EXPECT_TRUE(capped.legal_moves().empty());
  EXPECT_EQ(capped.perft(1), 0u);
  EXPECT_FALSE(capped.play("i1i2"));
  EXPECT_EQ(at(kings_and({}), "b w b - 201").result(), "draw-move-cap");
  EXPECT_EQ(at({{"a1", "wk"}, {"c3", "bk"}, {"b2", "bq"}}, "w w b - 201").result(), "black-wins");
  EXPECT_EQ(at({{"a1", "wk"}, {"i16", "bk"}, {"b3", "bq"}}, "w w b - 201").result(),
            "draw-stalemate");
}

TEST(SovereignEnd, BlacksTwoHundredthMoveReachesTheCap) {
  Game game = at(kings_and({}), "b w b - 200");
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("i16i15"));
  EXPECT_EQ(game.move_number(), 201);
  EXPECT_EQ(game.result(), "draw-move-cap");
  EXPECT_EQ(game.perft(1), 0u);
}

TEST(SovereignEnd, TheMoveNumberGoesUpAfterBlacksMove) {
  Game game = Game::start();
  ASSERT_TRUE(game.play("e2e4"));
  EXPECT_EQ(game.move_number(), 1);
  EXPECT_EQ(game.side(), 'b');
  ASSERT_TRUE(game.play("e15e13"));
  EXPECT_EQ(game.move_number(), 2);
  EXPECT_EQ(game.side(), 'w');
}

// --- docs/rules/sovereign.md#mfen MFEN
// ---------------------------------------------------------------------------

TEST(SovereignMfen, AWrongFieldCountIsRefusedAsMfen) {
  std::string start(kStartMfen);
  EXPECT_EQ(refused_field(start.substr(0, start.rfind(' '))), "MFEN");
  EXPECT_EQ(refused_field(start + " 1"), "MFEN");
  EXPECT_EQ(refused_field(start_with(1, " w")), "MFEN");  // two spaces
  EXPECT_EQ(refused_field(""), "MFEN");
  EXPECT_EQ(Game::from_mfen("", nullptr), std::nullopt);  // a null error is allowed
}

TEST(SovereignMfen, ABadBoardIsRefusedAsBoard) {
  std::string board = board_field(kings_and({}));
  auto with_board = [](const std::string& b) { return b + " w w b - 1"; };
  EXPECT_EQ(refused_field(with_board(board)), "accepted");
  EXPECT_EQ(refused_field(with_board(board.substr(board.find('/') + 1))), "board");  // 15 ranks
  EXPECT_EQ(refused_field(with_board("17/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("15/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("8xq7/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("8wx7/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("8WN7/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("016/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("0/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("88/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("15w/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("8wn8/" + board.substr(board.find('/') + 1))), "board");
  EXPECT_EQ(refused_field(with_board("8bk6wn/" + board.substr(board.find('/') + 1))), "accepted");
}

TEST(SovereignMfen, PiecesWhereNoneCanStandAreRefusedAsBoard) {
  // On its own colour; both squares of a colour; a pawn in the centre.
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"h9", "wn"}}))), "board");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"g7", "bn"}, {"j10", "bn"}}))), "board");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"g7", "bn"}, {"j9", "bn"}}))), "accepted");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"j9", "wp"}}))), "board");
}

TEST(SovereignMfen, KingsOtherThanOneOfEachOwnedColourAreRefusedAsBoard) {
  EXPECT_EQ(refused_field(mfen_of({{"i1", "wk"}})), "board");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"a1", "wk"}}))), "board");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"a1", "ak"}}))), "board");
  EXPECT_EQ(refused_field(mfen_of(kings_and({}), "w a b - 1")), "board");
  EXPECT_EQ(refused_field(mfen_of({{"i1", "ak"}, {"i16", "bk"}}, "w a b - 1")), "accepted");
}

TEST(SovereignMfen, ABadSideOrOwnedColourIsRefusedByItsField) {
  EXPECT_EQ(refused_field(start_with(1, "x")), "side");
  EXPECT_EQ(refused_field(start_with(1, "W")), "side");
  EXPECT_EQ(refused_field(start_with(2, "x")), "white-owns");
  EXPECT_EQ(refused_field(start_with(2, "ww")), "white-owns");
  EXPECT_EQ(refused_field(start_with(3, "B")), "black-owns");
  EXPECT_EQ(refused_field(start_with(3, "w")), "black-owns");  // the same colour
}

TEST(SovereignMfen, ABadCastlingFieldIsRefusedAsCastling) {
  EXPECT_EQ(refused_field(start_with(4, "LC")), "castling");  // order
  EXPECT_EQ(refused_field(start_with(4, "CC")), "castling");
  EXPECT_EQ(refused_field(start_with(4, "X")), "castling");
  EXPECT_EQ(refused_field(start_with(4, "-C")), "castling");
  EXPECT_EQ(refused_field(start_with(4, "CELNceln")), "accepted");
  EXPECT_EQ(refused_field(start_with(4, "Nc")), "accepted");
  // A right needs the king at home and the original rook (C: pink, L: white).
  EXPECT_EQ(refused_field(mfen_of({{"h1", "wk"}, {"i16", "bk"}, {"l1", "wr"}}, "w w b L 1")),
            "castling");
  EXPECT_EQ(refused_field(mfen_of(kings_and({}), "w w b L 1")), "castling");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"l1", "wq"}}), "w w b L 1")), "castling");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"c1", "wr"}}), "w w b C 1")), "castling");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"c1", "pr"}}), "w w b C 1")), "accepted");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"n16", "yr"}}), "w w b n 1")), "accepted");
  EXPECT_EQ(refused_field(mfen_of(kings_and({{"n16", "gr"}}), "w w b n 1")), "castling");
  // After a defection the king at home is of another colour, still the player's.
  EXPECT_EQ(refused_field(mfen_of({{"i1", "gk"}, {"i16", "bk"}, {"l1", "wr"}}, "w g b L 1")),
            "accepted");
}

TEST(SovereignMfen, ABadMoveNumberIsRefusedAsMove) {
  EXPECT_EQ(refused_field(start_with(5, "0")), "move");
  EXPECT_EQ(refused_field(start_with(5, "202")), "move");
  EXPECT_EQ(refused_field(start_with(5, "01")), "move");
  EXPECT_EQ(refused_field(start_with(5, "+1")), "move");
  EXPECT_EQ(refused_field(start_with(5, "201")), "accepted");
}

TEST(SovereignMfen, TheSideNotToMoveMayNotBeInCheck) {
  // The white rook on i10 attacks the black king on i16 (6 squares).
  Pieces pieces = kings_and({{"i10", "wr"}});
  EXPECT_EQ(refused_field(mfen_of(pieces, "w w b - 1")), "side");
  EXPECT_EQ(refused_field(mfen_of(pieces, "b w b - 1")), "accepted");
  EXPECT_TRUE(at(pieces, "b w b - 1").in_check());
}

TEST(SovereignMfen, RefusalsGiveAReasonAfterTheField) {
  EXPECT_EQ(refusal(start_with(3, "w")), "black-owns: both players own 'w'");
  EXPECT_NE(refusal(start_with(5, "0")).find("out of range"), std::string::npos);
}

TEST(SovereignMfen, TheMfenWrittenIsCanonicalAndReadsBack) {
  Game game = Game::start();
  for (const char* move : {"e2e4", "e15e13", "e4e5", "k16l14"}) {
    ASSERT_TRUE(game.play(move)) << move;
    Game again = parse(game.mfen());
    EXPECT_EQ(again.mfen(), game.mfen());
    EXPECT_EQ(again.legal_moves(), game.legal_moves());
  }
  // The white pawn on e5 (navy) gives White the navy pieces of the a and b files.
  EXPECT_EQ(game.controller('n'), 'w');
  EXPECT_TRUE(has(game.legal_moves(), "b14d14"));
}

// --- docs/rules/sovereign.md#move-notation Notation
// ----------------------------------------------------------------------------

TEST(SovereignNotation, EveryFormOfMoveIsWrittenAndPlayedAsTheSpecSays) {
  // Plain, promotion, castling and defection in one position.
  Game game = at(kings_and({{"f6", "wn"}, {"l1", "wr"}, {"g6", "wp"}}), "w w b L 1");
  Moves moves = game.legal_moves();
  EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
  for (const char* m : {"f6d5", "g6g7=q", "g6g7=k", "i1k1/l1", "i1@g"}) {
    EXPECT_TRUE(has(moves, m)) << m;
    Game copy = game;
    EXPECT_TRUE(copy.play(m)) << m;
  }
  // And the defection with a king step.
  EXPECT_TRUE(has(at({{"h11", "wk"}, {"i16", "bk"}}).legal_moves(), "h11@pg12"));
}

TEST(SovereignNotation, TextThatNamesNoLegalMoveIsRefusedAndChangesNothing) {
  Game game = at(kings_and({{"f6", "wn"}, {"l1", "wr"}, {"g6", "wp"}}), "w w b L 1");
  const std::string before = game.mfen();
  for (const char* m : {"", "g6g7", "g6g7=Q", "g6g7=p", "G6G7=q", "i1k1", "i1k1/L1", "i1l1/l1",
                        "i1@G", "i1@w", "i1@b", "i1@ge1", "f6d5 ", "pass", "0000", "i01i2"}) {
    EXPECT_FALSE(game.play(m)) << m;
    EXPECT_EQ(game.mfen(), before);
  }
}

TEST(SovereignNotation, LegalMovesAreInByteOrderOfTheirText) {
  // "a10a11" sorts before "a1a2": '0' < 'a'.
  Game game = at({{"a1", "wk"}, {"i16", "bk"}, {"a10", "wr"}});
  Moves moves = game.legal_moves();
  EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
  ASSERT_FALSE(moves.empty());
  EXPECT_EQ(moves.front(), "a10a11");
  EXPECT_LT(std::find(moves.begin(), moves.end(), "a10i10") - moves.begin(),
            std::find(moves.begin(), moves.end(), "a1a2") - moves.begin());
}

// --- docs/rules/sovereign.md#perft Perft
// -----------------------------------------------------------------------------------

TEST(SovereignPerft, PerftFromTheStartMatchesTheSpec) {
  Game start = Game::start();
  EXPECT_EQ(start.perft(0), 1u);
  EXPECT_EQ(start.perft(1), 20u);
  EXPECT_EQ(start.perft(2), 400u);
  EXPECT_EQ(start.perft(3), 9940u);
  EXPECT_EQ(start.perft(4), 247005u);
  EXPECT_EQ(start.mfen(), kStartMfen);  // counting plays on copies
}

TEST(SovereignPerft, DivideSumsToPerftInByteOrder) {
  Game start = Game::start();
  auto divided = start.divide(3);
  ASSERT_EQ(divided.size(), 20u);
  std::uint64_t total = 0;
  for (const auto& [move, count] : divided) total += count;
  EXPECT_EQ(total, 9940u);
  EXPECT_EQ(divided.front().first, "e2e3");
  EXPECT_TRUE(start.divide(0).empty());
}

// --- Through the text interface -----------------------------------------------------------

TEST(SovereignTextModel, TheTextModelNamedSovereignIsThisModel) {
  std::unique_ptr<TextModel> model = make_text_model("sovereign");
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->name(), "sovereign");
  EXPECT_EQ(model->start()->mfen(), kStartMfen);
  EXPECT_EQ(model->start()->perft(2), 400u);
  EXPECT_EQ(make_text_model("sovereign", {{"anti_stall", "false"}}), nullptr);
  std::string error;
  EXPECT_EQ(model->from_mfen(start_with(4, "LC"), &error), nullptr);
  EXPECT_EQ(error.substr(0, error.find(':')), "castling");
}

TEST(SovereignTextModel, EveryPositionOfAShortGameRoundTripsThroughItsMfen) {
  std::unique_ptr<TextModel> model = make_text_model("sovereign");
  ASSERT_NE(model, nullptr);
  auto pos = model->start();
  for (int ply = 0; ply < 16 && !pos->legal_moves().empty(); ++ply) {
    Moves moves = pos->legal_moves();
    ASSERT_TRUE(pos->play(moves[(ply * 7) % moves.size()]));
    auto again = model->from_mfen(pos->mfen(), nullptr);
    ASSERT_NE(again, nullptr) << pos->mfen();
    EXPECT_EQ(again->mfen(), pos->mfen());
    EXPECT_EQ(again->legal_moves(), pos->legal_moves()) << pos->mfen();
  }
  EXPECT_EQ(pos->result(), "ongoing");
}

TEST(SovereignTextModel, AFinishedPositionHasNoMovesAndPerftZero) {
  std::unique_ptr<TextModel> model = make_text_model("sovereign");
  ASSERT_NE(model, nullptr);
  auto pos = model->from_mfen(mfen_of(kings_and({}), "b w b - 200"), nullptr);
  ASSERT_NE(pos, nullptr);
  ASSERT_TRUE(pos->play("i16i15"));
  EXPECT_EQ(pos->result(), "draw-move-cap");
  EXPECT_TRUE(pos->legal_moves().empty());
  EXPECT_EQ(pos->perft(1), 0u);
  EXPECT_EQ(pos->perft(0), 1u);
  EXPECT_FALSE(pos->play("pass"));
}

}  // namespace
}  // namespace minnaar::model::sovereign

// --- Through the one textual interface (verify/model/text_model.h) -----------

namespace minnaar::model {
namespace {

MINNAAR_TEXT_MODEL_CASE(RuleSetCase{
    "sovereign",
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/"
    "nqnp12opoq/crcp12rprr/cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/"
    "onop12npnn/orop12npnr/rqrp12cpcq/rbrp12cpcb/srsnppppwpwpwpwpwpwpwpwpgpgpanar/"
    "sqsbprpnwrwnwbwqwkwbwnwrgngrabaq w w b CELNceln 1",
    {"e2e3", "e2e4", "f1e3"},
    20,
    {20, 400, 9940},
    // The black queen comes down the b-file to b2, guarded by its king on
    // c3: the white king on a1 is mated. The move number goes up after Black.
    "16/16/16/16/16/16/16/1bq14/16/16/16/16/16/2bk13/16/wk15 b w b - 5",
    "b9b2",
    "black-wins",
    "16/16/16/16/16/16/16/16/16/16/16/16/16/2bk13/1bq14/wk15 w w b - 6",
    {{"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b -", "MFEN"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7  w w b - 1", "MFEN"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w w b - 1", "board"},
     {"8bk7/8xq7/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b - 1", "board"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 x w b - 1", "side"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w x b - 1", "white-owns"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w w - 1", "black-owns"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b L 1", "castling"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 w w b - 202", "move"},
     {"8bk7/16/16/16/16/16/8wr7/16/16/16/16/16/16/16/16/8wk7 w w b - 1", "side"},
     {"8bk7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/8wk7 b w b - 201", "accepted"}}});

}  // namespace
}  // namespace minnaar::model
