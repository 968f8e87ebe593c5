// Tests of the independent model of Minnaar Chess Play-Test Edition 1.0. Every
// expectation here was worked out by hand from the rules text
// (seeds/001_e0fbab3f721aa882.txt) and docs/rules/playtest.md, except the published
// perft numbers of the start position.
#include "verify/playtest/model.h"
#include "verify/model/text_model.h"
#include "verify/model/text_model_test.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace minnaar::model::playtest {
namespace {

using Moves = std::vector<std::string>;

constexpr Rules kStandard{RuleSet::kStandard, true};
constexpr Rules kContemplative{RuleSet::kContemplative, true};
constexpr Rules kStandardNoAntiStall{RuleSet::kStandard, false};

const char* const kStart = "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1";

// Both players stuck: White's Sovereign on a7 is walled in by its own pieces
// (a8 and b8 on the far rank have no move; a6, b6, b7 are blocked by their own
// side), and Black's on h2 likewise. With 1 passage each, both pursuits are
// still open under Standard Play (1 + 1 Sovereign = 2 needed).
const char* const kLocked = "RN6/PR6/BQ6/8/8/6bq/6rp/6nr w - 1 1 0 0 5";

// Parses an MFEN a test relies on; a refusal fails the test with the reason.
Game at(const std::string& mfen, Rules rules = kStandard) {
  std::string error;
  auto game = Game::from_mfen(mfen, rules, &error);
  if (!game) {
    ADD_FAILURE() << "refused '" << mfen << "': " << error;
    return Game::start(rules);
  }
  return *game;
}

bool has(const Moves& moves, const std::string& move) {
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The legal moves that start on the given square.
Moves from(const Game& game, const std::string& square) {
  Moves out;
  for (const auto& m : game.legal_moves()) {
    if (m.substr(0, 2) == square) out.push_back(m);
  }
  return out;
}

// The error for an MFEN that must be refused ("" if it was accepted).
std::string refusal(const std::string& mfen, Rules rules = kStandard) {
  std::string error;
  auto game = Game::from_mfen(mfen, rules, &error);
  return game ? std::string() : error;
}

// The field named by the refusal of an MFEN ("accepted" if it was accepted).
std::string refused_field(const std::string& mfen, Rules rules = kStandard) {
  std::string error = refusal(mfen, rules);
  if (error.empty()) return "accepted";
  return error.substr(0, error.find(':'));
}

// --- Start position and perft ----------------------------------------------

TEST(PlaytestStart, TheStartPositionIsTheOneInTheContract) {
  Game game = Game::start(kStandard);
  EXPECT_EQ(game.mfen(), kStart);
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.side(), 'w');
  EXPECT_EQ(game.first(), "WB");
  EXPECT_TRUE(game.owes_first_move('w'));
  EXPECT_TRUE(game.owes_first_move('b'));
  EXPECT_EQ(game.white_passages(), 0);
  EXPECT_EQ(game.black_passages(), 0);
  EXPECT_EQ(game.quiet(), 0);
  EXPECT_EQ(game.passes(), 0);
  EXPECT_EQ(game.move_number(), 1);
  EXPECT_EQ(game.piece_at("a1"), 'P');
  EXPECT_EQ(game.piece_at("e2"), 'K');
  EXPECT_EQ(game.piece_at("d2"), 'Q');
  EXPECT_EQ(game.piece_at("e7"), 'k');
  EXPECT_EQ(game.piece_at("h8"), 'p');
  EXPECT_EQ(game.piece_at("e4"), '.');
  EXPECT_EQ(game.piece_at("i9"), '?');
  EXPECT_EQ(Game::start(kContemplative).mfen(), kStart);
}

TEST(PlaytestPerft, StandardPerftFromTheStartMatchesTheContract) {
  Game game = Game::start(kStandard);
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 2u);
  EXPECT_EQ(game.perft(2), 4u);
  EXPECT_EQ(game.perft(3), 101u);
  EXPECT_EQ(game.perft(4), 2536u);
  EXPECT_EQ(game.perft(5), 79661u);
}

TEST(PlaytestPerft, ContemplativePerftFromTheStartMatchesTheContract) {
  Game game = Game::start(kContemplative);
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 2u);
  EXPECT_EQ(game.perft(2), 4u);
  EXPECT_EQ(game.perft(3), 81u);
  EXPECT_EQ(game.perft(4), 1642u);
  EXPECT_EQ(game.perft(5), 39409u);
}

TEST(PlaytestPerft, AForcedPassCountsAsOneMoveAndAFinishedPositionAsALeaf) {
  // Pass, pass, then finished (two passes in a row).
  Game game = at(kLocked);
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 1u);
  EXPECT_EQ(game.perft(2), 1u);
  EXPECT_EQ(game.perft(3), 0u);
  Game over = at("8/8/8/8/8/8/8/8 w - 0 2 0 0 1");
  EXPECT_EQ(over.perft(0), 1u);
  EXPECT_EQ(over.perft(1), 0u);
}

// --- The King's first move --------------------------------------------------

TEST(PlaytestFirstMove, AKingMustMakeTheFirstMove) {
  Game game = Game::start(kStandard);
  EXPECT_EQ(game.legal_moves(), (Moves{"e2e3", "e2e4"}));
  EXPECT_FALSE(game.play("d2d4"));
  ASSERT_TRUE(game.play("e2e4"));
  EXPECT_EQ(game.first(), "B");  // only the mover's obligation is cleared
  EXPECT_EQ(game.legal_moves(), (Moves{"e7e5", "e7e6"}));
  ASSERT_TRUE(game.play("e7e6"));
  EXPECT_EQ(game.first(), "-");
  EXPECT_EQ(game.mfen(), "pppppppp/rnbq1bnr/4k3/8/4K3/8/RNBQ1BNR/PPPPPPPP w - 0 0 2 0 2");
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "d2d4"));
  EXPECT_TRUE(has(moves, "e4e5"));
  EXPECT_TRUE(has(moves, "e1e2"));  // the Sovereign behind the King
}

TEST(PlaytestFirstMove, TheKingsFirstMoveMayBeACapture) {
  // The Queen blocks e3; the King's only move captures the rook on d3.
  Game game = at("p6p/8/8/8/8/3rQ3/4K3/P6P w W 0 0 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"e2d3"}));
}

TEST(PlaytestFirstMove, TheObligationLapsesWhenTheKingIsGone) {
  Game game = at("p6p/8/8/8/8/8/R7/P6P w W 0 0 0 0 1");
  Moves moves = game.legal_moves();
  EXPECT_TRUE(has(moves, "a2a4"));
  EXPECT_TRUE(has(moves, "h1h7"));
  ASSERT_TRUE(game.play("h1h7"));
  EXPECT_EQ(game.first(), "-");  // any move clears it
}

TEST(PlaytestFirstMove, TheObligationLapsesWhenTheKingCannotMove) {
  Game game = at("p6p/8/8/8/8/4Q3/4K3/P6P w W 0 0 0 0 1");
  EXPECT_TRUE(from(game, "e2").empty());
  EXPECT_EQ(from(game, "e3"), (Moves{"e3e4"}));
  ASSERT_TRUE(game.play("e3e4"));
  EXPECT_EQ(game.mfen(), "p6p/8/8/8/4Q3/8/4K3/P6P b - 0 0 1 0 1");
}

TEST(PlaytestFirstMove, AForcedPassKeepsTheObligation) {
  // White cannot move at all: its King is blocked by a Black Sovereign, its
  // other pieces are walled in. Black's Sovereign then takes the Queen on b6,
  // freeing both the King and White's Sovereign on a7; White still owes the
  // King's move, so only the King may move.
  Game game = at("RN5p/PR6/BQ6/8/8/4p3/4K3/8 w W 1 0 0 0 5");
  EXPECT_EQ(game.legal_moves(), (Moves{"pass"}));
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.mfen(), "RN5p/PR6/BQ6/8/8/4p3/4K3/8 b W 1 0 1 1 5");
  ASSERT_TRUE(game.play("e3b6"));
  EXPECT_EQ(game.mfen(), "RN5p/PR6/Bp6/8/8/8/4K3/8 w W 1 0 0 0 6");
  EXPECT_EQ(game.legal_moves(), (Moves{"e2e3", "e2e4"}));
  EXPECT_FALSE(game.play("a7b6"));
}

// --- Traditional pieces -----------------------------------------------------

TEST(PlaytestTraditional, ATwoSquareAdvanceOnlyFromTheStartingRankWithBothSquaresEmpty) {
  Game game = at("p6p/8/8/8/2n5/4b1Q1/R1N1B3/P6P w - 0 0 0 0 1");
  EXPECT_EQ(from(game, "a2"), (Moves{"a2a3", "a2a4"}));
  EXPECT_EQ(from(game, "c2"), (Moves{"c2c3"}));  // c4 is occupied
  EXPECT_TRUE(from(game, "e2").empty());         // e3 is occupied
  EXPECT_EQ(from(game, "g3"), (Moves{"g3g4"}));  // not on the starting rank
  Game black = at("p6p/7r/1n6/8/8/8/8/P6P b - 0 0 0 0 1");
  EXPECT_EQ(from(black, "h7"), (Moves{"h7h5", "h7h6"}));
  EXPECT_EQ(from(black, "b6"), (Moves{"b6b5"}));
}

TEST(PlaytestTraditional, CapturesOnlyDiagonallyForward) {
  // The knight on d4 is surrounded by Black pieces: it takes c5 (a Sovereign)
  // and e5, never straight ahead, sideways or backwards.
  Game game = at("p6p/8/8/2pnr3/2bNq3/2rnb3/8/P6P w - 0 0 0 0 1");
  EXPECT_EQ(from(game, "d4"), (Moves{"d4c5", "d4e5"}));
  Game black = at("p6p/8/8/2RNQ3/2BnB3/2RPK3/8/P6P b - 0 0 0 0 1");
  EXPECT_EQ(from(black, "d4"), (Moves{"d4c3", "d4e3"}));
}

TEST(PlaytestTraditional, NeverCapturesItsOwnPlayersPieces) {
  Game game = at("p6p/8/8/2P1N3/3B4/8/8/7P w - 0 0 0 0 1");
  EXPECT_EQ(from(game, "d4"), (Moves{"d4d5"}));
}

TEST(PlaytestTraditional, AFarRankTraditionalPieceHasNoMove) {
  Game white = at("p2N3p/8/8/8/8/8/8/P6P w - 0 0 0 0 1");
  EXPECT_TRUE(from(white, "d8").empty());
  Game black = at("p6p/8/8/8/8/8/8/P2n3P b - 0 0 0 0 1");
  EXPECT_TRUE(from(black, "d1").empty());
}

TEST(PlaytestTraditional, ReachingTheFarRankIsNoPassage) {
  Game game = at("p6p/1R6/8/8/8/8/8/P6P w - 0 0 4 0 3");
  Game capture = game;
  ASSERT_TRUE(game.play("b7b8"));
  EXPECT_EQ(game.mfen(), "pR5p/8/8/8/8/8/8/P6P b - 0 0 5 0 3");  // stays, no passage
  ASSERT_TRUE(capture.play("b7a8"));
  EXPECT_EQ(capture.mfen(), "R6p/8/8/8/8/8/8/P6P b - 0 0 0 0 3");  // a capture, no passage
}

// --- Sovereigns -------------------------------------------------------------

TEST(PlaytestSovereign, ASovereignCannotJump) {
  Game game = at("p6p/8/8/8/8/n7/8/P6P w - 0 0 0 0 1");
  Moves moves = from(game, "a1");
  EXPECT_TRUE(has(moves, "a1a2"));
  EXPECT_TRUE(has(moves, "a1a3"));  // captures the knight
  EXPECT_FALSE(has(moves, "a1a4"));
  EXPECT_TRUE(has(moves, "a1g1"));
  EXPECT_FALSE(has(moves, "a1h1"));  // its own Sovereign
  EXPECT_TRUE(has(moves, "a1h8"));   // captures a Sovereign at any distance
  EXPECT_EQ(moves.size(), 15u);      // 2 up, 6 along the rank, 7 on the diagonal
  Game walled = at("p6p/8/8/8/8/8/RN6/PP5P w - 0 0 0 0 1");
  EXPECT_TRUE(from(walled, "a1").empty());
}

TEST(PlaytestSovereign, AStandardSovereignMovesAnyDistance) {
  Game game = at("7p/8/8/8/3P4/8/8/8 w - 1 1 0 0 1");
  EXPECT_EQ(game.legal_moves().size(), 27u);  // a Queen on d4; h8 is a capture
  EXPECT_TRUE(has(game.legal_moves(), "d4d8"));
  EXPECT_TRUE(has(game.legal_moves(), "d4a1"));
}

TEST(PlaytestSovereign, AContemplativeSovereignMovesAtMostTwoSquares) {
  Game game = at("7p/8/8/8/3P4/8/8/8 w - 0 0 0 0 1", kContemplative);
  EXPECT_EQ(game.legal_moves(),
            (Moves{"d4b2", "d4b4", "d4b6", "d4c3", "d4c4", "d4c5", "d4d2", "d4d3", "d4d5", "d4d6",
                   "d4e3", "d4e4", "d4e5", "d4f2", "d4f4", "d4f6"}));
}

TEST(PlaytestSovereign, ASovereignMovesBackwardsAndSideways) {
  Game game = at("7p/8/8/4p3/8/8/8/P7 b - 0 0 0 0 1", kContemplative);
  Moves moves = from(game, "e5");
  EXPECT_EQ(moves.size(), 16u);
  EXPECT_TRUE(has(moves, "e5e7"));  // backwards for Black
  EXPECT_TRUE(has(moves, "e5g7"));
  EXPECT_TRUE(has(moves, "e5c5"));  // sideways
  EXPECT_TRUE(has(moves, "e5e3"));
  EXPECT_EQ(from(game, "h8"), (Moves{"h8f6", "h8f8", "h8g7", "h8g8", "h8h6", "h8h7"}));
}

// --- Passages and sovereignty ----------------------------------------------

TEST(PlaytestPassage, AQuietPassageRemovesTheSovereignCountsAndResetsQuiet) {
  Game game = at("p6p/8/3P4/8/8/8/8/P6P w - 0 0 7 0 4");
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_EQ(game.piece_at("d8"), '.');
  EXPECT_EQ(game.white_passages(), 1);
  EXPECT_EQ(game.mfen(), "p6p/8/8/8/8/8/8/P6P b - 1 0 0 0 4");
  EXPECT_EQ(game.result(), "ongoing");
}

TEST(PlaytestPassage, APassageByCaptureCountsAndResetsQuiet) {
  Game game = at("p2p3p/8/3P4/8/8/8/8/P6P w - 0 0 7 0 4");  // takes a Sovereign
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_EQ(game.mfen(), "p6p/8/8/8/8/8/8/P6P b - 1 0 0 0 4");
  // Black's Sovereign takes White's on a1, its far rank: a passage for Black.
  Game black = at("p6p/8/8/8/8/8/1p6/P6P b - 0 0 12 0 20");
  ASSERT_TRUE(black.play("b2a1"));
  EXPECT_EQ(black.mfen(), "p6p/8/8/8/8/8/8/7P w - 0 1 0 0 21");
}

TEST(PlaytestPassage, AQuietMoveShortOfTheFarRankIsNoPassage) {
  Game game = at("p6p/8/3P4/8/8/8/8/P6P w - 0 0 7 0 4");
  ASSERT_TRUE(game.play("d6d7"));
  EXPECT_EQ(game.mfen(), "p6p/3P4/8/8/8/8/8/P6P b - 0 0 8 0 4");
}

TEST(PlaytestSovereignty, AKingAbdicatesWhenTheCountReachesTheNumberNeeded) {
  Game game = at("p6p/4k3/3P4/8/8/8/4K3/7P w - 1 0 3 0 9");
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_TRUE(game.achieved('w'));
  // White's King is gone; Black's stays.
  EXPECT_EQ(game.mfen(), "p6p/4k3/8/8/8/8/8/7P b - 2 0 0 0 9");
  EXPECT_EQ(game.result(), "ongoing");  // Black can still reach 2
}

TEST(PlaytestSovereignty, NoAbdicationBeforeTheCountReachesTheNumberNeeded) {
  Game game = at("p6p/8/3P4/8/8/8/4K3/7P w - 0 0 3 0 9");
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_FALSE(game.achieved('w'));
  EXPECT_EQ(game.mfen(), "p6p/8/8/8/8/8/4K3/7P b - 1 0 0 0 9");
}

TEST(PlaytestSovereignty, OnePassageAbdicatesInContemplativePlay) {
  Game game = at("7p/4k3/3P4/8/8/8/4K3/8 w - 0 0 0 0 2", kContemplative);
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_EQ(game.mfen(), "7p/4k3/8/8/8/8/8/8 b - 1 0 0 0 2");
  EXPECT_EQ(game.result(), "ongoing");
  // White has achieved and keeps taking turns: with no piece, a forced pass.
  ASSERT_TRUE(game.play("e7e6"));
  EXPECT_EQ(game.legal_moves(), (Moves{"pass"}));
}

TEST(PlaytestSovereignty, AKingLeftWithEnoughPassagesIsAcceptedAndStays) {
  // Cannot arise in play; abdication happens only when a passage makes the
  // count reach the number needed, so a third passage leaves the King.
  Game game = at("p6p/8/3P4/8/8/8/4K3/7P w - 2 0 3 0 9");
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_EQ(game.mfen(), "p6p/8/8/8/8/8/4K3/7P b - 3 0 0 0 9");
}

// --- The end ----------------------------------------------------------------

TEST(PlaytestEnd, BothPassagesMakeMutualSovereignty) {
  // White has achieved; Black's passage on b1 achieves too. Black's King
  // abdicates, and the move number goes up after Black's final turn.
  Game game = at("7p/4k3/8/8/8/8/1p6/8 b - 1 0 4 0 7", kContemplative);
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("b2b1"));
  EXPECT_EQ(game.result(), "mutual-sovereignty");
  EXPECT_EQ(game.mfen(), "7p/8/8/8/8/8/8/8 w - 1 1 0 0 8");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_FALSE(game.play("h8h7"));
  EXPECT_FALSE(game.play("pass"));
}

TEST(PlaytestEnd, OnePlayersPassageEndsTheGameWhenTheOtherCanNoLonger) {
  // Black has 0 passages and 1 Sovereign (fewer than 2): it can no longer.
  Game game = at("7p/8/3P4/8/8/8/8/7P w - 1 0 7 0 4");
  EXPECT_TRUE(game.can_no_longer('b'));
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("d6d8"));
  EXPECT_EQ(game.result(), "white-sovereignty");
  EXPECT_EQ(game.mfen(), "7p/8/8/8/8/8/8/7P b - 2 0 0 0 4");
}

TEST(PlaytestEnd, UnrealizedWhenBothCanNoLonger) {
  // White (1 Sovereign, 0 passages) already can no longer; taking one of
  // Black's two Sovereigns leaves Black unable too.
  Game game = at("7p/8/8/p7/8/8/8/P7 w - 0 0 5 0 3");
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("a1a5"));
  EXPECT_EQ(game.result(), "unrealized-sovereignty");
  EXPECT_EQ(game.mfen(), "7p/8/8/P7/8/8/8/8 b - 0 0 0 0 3");
}

TEST(PlaytestEnd, AFinishedGameIsRecognisedOnInput) {
  EXPECT_EQ(at("8/8/8/8/8/8/8/8 w - 0 2 0 0 1").result(), "black-sovereignty");
  EXPECT_EQ(at("8/8/8/8/8/8/8/8 w - 2 0 0 0 1").result(), "white-sovereignty");
  EXPECT_EQ(at("8/8/8/8/8/8/8/8 w - 0 0 0 0 1").result(), "unrealized-sovereignty");
  EXPECT_EQ(at("8/8/8/8/8/8/8/8 w - 1 1 0 0 1", kContemplative).result(), "mutual-sovereignty");
  EXPECT_EQ(at(kLocked).result(), "ongoing");
  EXPECT_EQ(at("RN6/PR6/BQ6/8/8/6bq/6rp/6nr w - 1 1 2 2 6").result(), "unrealized-sovereignty");
  EXPECT_TRUE(at("8/8/8/8/8/8/8/8 w - 0 2 0 0 1").legal_moves().empty());
}

TEST(PlaytestEnd, TwoPassesEndTheGame) {
  Game game = at(kLocked);
  EXPECT_EQ(game.legal_moves(), (Moves{"pass"}));
  EXPECT_FALSE(game.play("a7a6"));
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.mfen(), "RN6/PR6/BQ6/8/8/6bq/6rp/6nr b - 1 1 1 1 5");
  ASSERT_TRUE(game.play("0000"));
  EXPECT_EQ(game.result(), "unrealized-sovereignty");
  EXPECT_EQ(game.mfen(), "RN6/PR6/BQ6/8/8/6bq/6rp/6nr w - 1 1 2 2 6");
  EXPECT_TRUE(game.legal_moves().empty());
}

TEST(PlaytestEnd, TheOutcomeFollowsFromTheAchievementsAlone) {
  // The same two passes with White already sovereign.
  Game game = at("RN6/PR6/BQ6/8/8/6bq/6rp/6nr w - 2 1 0 0 5");
  EXPECT_EQ(game.result(), "ongoing");  // Black's pursuit is still open
  ASSERT_TRUE(game.play("pass"));
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.result(), "white-sovereignty");
}

TEST(PlaytestEnd, AMoveResetsThePassCounter) {
  Game game = at("RN5p/PR6/BQ6/8/8/4p3/4K3/8 w W 1 0 0 0 5");
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.passes(), 1);
  ASSERT_TRUE(game.play("h8h7"));
  EXPECT_EQ(game.passes(), 0);
  EXPECT_EQ(game.quiet(), 2);
}

TEST(PlaytestEnd, AntiStallEndsTheGameAtQuietOneHundred) {
  Game game = at("p6p/8/8/8/8/8/R7/P6P w - 0 0 99 0 50");
  ASSERT_TRUE(game.play("a2a3"));
  EXPECT_EQ(game.result(), "unrealized-sovereignty");
  EXPECT_EQ(game.mfen(), "p6p/8/8/8/8/R7/8/P6P b - 0 0 100 0 50");
  EXPECT_TRUE(game.legal_moves().empty());
  // A forced pass is a turn without a capture too.
  Game locked = at("RN6/PR6/BQ6/8/8/6bq/6rp/6nr w - 2 1 99 0 60");
  ASSERT_TRUE(locked.play("pass"));
  EXPECT_EQ(locked.result(), "white-sovereignty");
}

TEST(PlaytestEnd, WithoutAntiStallQuietKeepsCounting) {
  Game game = at("p6p/8/8/8/8/8/R7/P6P w - 0 0 99 0 50", kStandardNoAntiStall);
  ASSERT_TRUE(game.play("a2a3"));
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("a8a7"));
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.mfen(), "7p/p7/8/8/8/R7/8/P6P w - 0 0 101 0 51");
  EXPECT_EQ(at("p6p/8/8/8/8/8/R7/P6P w - 0 0 100 0 50", kStandardNoAntiStall).result(), "ongoing");
  EXPECT_EQ(at("p6p/8/8/8/8/8/R7/P6P w - 0 0 100 0 50").result(), "unrealized-sovereignty");
}

// --- Move input -------------------------------------------------------------

TEST(PlaytestPlay, AnIllegalOrMalformedMoveIsRefusedAndChangesNothing) {
  Game game = Game::start(kStandard);
  for (const char* bad : {"e2e5", "e2e", "E2E4", "e2e4 ", "e2-e4", "pass", "0000", "", "a1a2"}) {
    EXPECT_FALSE(game.play(bad)) << bad;
    EXPECT_EQ(game.mfen(), kStart) << bad;
  }
}

TEST(PlaytestPlay, LegalMovesAreInByteOrder) {
  Game game = Game::start(kStandard);
  ASSERT_TRUE(game.play("e2e4"));
  ASSERT_TRUE(game.play("e7e5"));
  Moves moves = game.legal_moves();
  EXPECT_GT(moves.size(), 10u);
  EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
}

// --- MFEN -------------------------------------------------------------------

TEST(PlaytestMfen, CanonicalPositionsRoundTrip) {
  const std::vector<std::pair<std::string, Rules>> cases = {
      {kStart, kStandard},
      {kStart, kContemplative},
      {kLocked, kStandard},
      {"RN5p/PR6/BQ6/8/8/4p3/4K3/8 b W 1 0 1 1 5", kStandard},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP b B 0 0 1 0 1", kStandard},
      {"p6p/8/8/8/8/8/R7/P6P w - 0 0 100 0 50", kStandard},
      {"p6p/8/8/8/8/8/R7/P6P w - 0 0 999999 0 999999", kStandardNoAntiStall},
      {"8/8/8/8/8/8/8/8 w - 8 8 0 0 1", kContemplative},
      {"7p/PPPPPPP1/8/8/8/8/8/8 b - 1 0 3 0 12", kStandard},
  };
  for (const auto& [mfen, rules] : cases) {
    EXPECT_EQ(at(mfen, rules).mfen(), mfen);
  }
}

TEST(PlaytestMfen, EachRefusalNamesItsField) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      // MFEN: the fields themselves.
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0", "MFEN"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1 1", "MFEN"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0  1", "MFEN"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1 ", "MFEN"},
      {" pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "MFEN"},
      {"", "MFEN"},
      // board: shape and letters.
      {"pppppppp/rnbqkbnr/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"ppppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPP1 w WB 0 0 0 0 1", "board"},
      {"ppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/44/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/9/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/08/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/7x/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      // board: too many pieces of a kind for one player.
      {"pppppppp/rnbqkbnr/8/8/P7/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/8/K7/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/8/q7/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/8/R7/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/8/b7/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      {"pppppppp/rnbqkbnr/8/8/N7/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1", "board"},
      // board: places no piece can stand.
      {"P6p/8/8/8/8/8/8/7P w - 0 0 0 0 1", "board"},
      {"p6p/8/8/8/8/8/8/p6P w - 0 0 0 0 1", "board"},
      {"p6p/8/8/8/8/8/8/P3K2P w - 0 0 0 0 1", "board"},
      {"p3k2p/8/8/8/8/8/8/P6P w - 0 0 0 0 1", "board"},
      // side.
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP W WB 0 0 0 0 1", "side"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP wb WB 0 0 0 0 1", "side"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP s WB 0 0 0 0 1", "side"},
      // first.
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w BW 0 0 0 0 1", "first"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w wb 0 0 0 0 1", "first"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w -- 0 0 0 0 1", "first"},
      {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w 0 0 0 0 0 1", "first"},
      // passages: range, canonical form, and passages + Sovereigns over 8.
      {"p6p/8/8/8/8/8/8/P6P w - 9 0 0 0 1", "white-passages"},
      {"p6p/8/8/8/8/8/8/P6P w - 01 0 0 0 1", "white-passages"},
      {"p6p/8/8/8/8/8/8/P6P w - -1 0 0 0 1", "white-passages"},
      {"pppppppp/8/8/8/8/8/8/PPPPPPPP w - 1 0 0 0 1", "white-passages"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 9 0 0 1", "black-passages"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 +1 0 0 1", "black-passages"},
      {"pppppppp/8/8/8/8/8/8/PPPPPPPP w - 0 1 0 0 1", "black-passages"},
      // quiet.
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 101 0 1", "quiet"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 07 0 1", "quiet"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 x 0 1", "quiet"},
      // passes.
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 5 3 1", "passes"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 0 1 1", "passes"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 1 2 1", "passes"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 5 00 1", "passes"},
      // move.
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 0 0 0", "move"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 0 0 1000000", "move"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 0 0 01", "move"},
      {"p6p/8/8/8/8/8/8/P6P w - 0 0 0 0 -3", "move"},
  };
  for (const auto& [mfen, field] : cases) {
    EXPECT_EQ(refused_field(mfen), field) << mfen << " -> " << refusal(mfen);
    std::string error = refusal(mfen);
    EXPECT_GT(error.size(), field.size() + 2) << "no reason given for " << mfen;
  }
}

TEST(PlaytestMfen, TheQuietRangeDependsOnTheAntiStallRule) {
  const std::string quiet101 = "p6p/8/8/8/8/8/8/P6P w - 0 0 101 0 1";
  EXPECT_EQ(refused_field(quiet101, kStandard), "quiet");
  EXPECT_EQ(refused_field(quiet101, kStandardNoAntiStall), "accepted");
  EXPECT_EQ(refused_field("p6p/8/8/8/8/8/8/P6P w - 0 0 1000000 0 1", kStandardNoAntiStall),
            "quiet");
  EXPECT_EQ(refused_field("p6p/8/8/8/8/8/8/P6P w - 0 0 100 0 1", kStandard), "accepted");
}

TEST(PlaytestMfen, TheLimitsThemselvesAreAccepted) {
  // Exactly 8 passages + Sovereigns, a full start army, the highest numbers.
  EXPECT_EQ(refused_field("ppppppp1/8/8/8/8/8/8/PPPPPP2 w - 2 1 0 0 1"), "accepted");
  EXPECT_EQ(refused_field("8/8/8/8/8/8/8/8 w - 8 8 0 0 999999"), "accepted");
  EXPECT_EQ(refused_field("p6p/8/8/8/8/8/8/P6P w - 0 0 2 2 1"), "accepted");
  // White traditional pieces on rank 8 and Black ones on rank 1 are fine.
  EXPECT_EQ(refused_field("K6p/8/8/8/8/8/8/P6k w - 0 0 0 0 1"), "accepted");
}

}  // namespace
}  // namespace minnaar::model::playtest

// --- Through the one textual interface (verify/model/text_model.h) -----------

namespace minnaar::model {
namespace {

MINNAAR_TEXT_MODEL_CASE(RuleSetCase{
    "playtest-standard",
    "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1",
    {"e2e3", "e2e4"},
    2,
    {2, 4, 101},
    "7p/8/3P4/8/8/8/8/7P w - 1 0 7 0 4",
    "d6d8",
    "white-sovereignty",
    "7p/8/8/8/8/8/8/7P b - 2 0 0 0 4",
    {{"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0", "MFEN"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPPP w WB 0 0 0 0 1", "board"},
     {"Ppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPP1 w WB 0 0 0 0 1", "board"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP s WB 0 0 0 0 1", "side"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w BW 0 0 0 0 1", "first"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 1 0 0 0 1", "white-passages"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 9 0 0 1", "black-passages"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 101 0 1", "quiet"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 5 3 1", "passes"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 0", "move"}}});
MINNAAR_TEXT_MODEL_CASE(RuleSetCase{
    "playtest-contemplative",
    "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1",
    {"e2e3", "e2e4"},
    2,
    {2, 4, 81},
    // Black has its one passage; White's completes the pair (a Sovereign
    // moves at most two squares here, d6 to d8).
    "7p/8/3P4/8/8/8/8/7P w - 0 1 7 0 4",
    "d6d8",
    "mutual-sovereignty",
    "7p/8/8/8/8/8/8/7P b - 1 1 0 0 4",
    {{"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1 1", "MFEN"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 x", "move"},
     {"pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w - 0 0 100 1 1", "accepted"}}});

TEST(TextModel, PlayMovesPlaysThemAllOrStopsAtTheFirstThatIsNotLegal) {
  auto model = make_text_model("playtest-standard");
  ASSERT_NE(model, nullptr);
  auto pos = model->start();
  EXPECT_EQ(play_moves(*pos, ""), 0);
  EXPECT_EQ(play_moves(*pos, " \t\n"), 0);
  EXPECT_EQ(pos->mfen(), model->start()->mfen());
  // The King's first move is owed by each player.
  EXPECT_EQ(play_moves(*pos, "  e2e4\te7e5\n"), 0);
  EXPECT_EQ(pos->mfen(), "pppppppp/rnbq1bnr/8/4k3/4K3/8/RNBQ1BNR/PPPPPPPP w - 0 0 2 0 2");
  auto other = model->start();
  EXPECT_EQ(play_moves(*other, "e2e3 a7a6 d2d3"), 2);  // Black owes the King's move
  EXPECT_EQ(other->mfen(), "pppppppp/rnbqkbnr/8/8/8/4K3/RNBQ1BNR/PPPPPPPP b B 0 0 1 0 1");
}

TEST(TextModel, TheAntiStallRuleCanBeTurnedOffInBothPlayTestRuleSets) {
  const std::string quiet101 = "p6p/8/8/8/8/8/R7/P6P w - 0 0 101 0 50";
  for (const char* name : {"playtest-standard", "playtest-contemplative"}) {
    auto on = make_text_model(name, {{"anti_stall", "true"}});
    auto off = make_text_model(name, {{"anti_stall", "false"}});
    ASSERT_NE(on, nullptr);
    ASSERT_NE(off, nullptr);
    EXPECT_EQ(off->name(), name);
    EXPECT_EQ(refused_field(*on, quiet101), "quiet") << name;
    EXPECT_EQ(refused_field(*off, quiet101), "accepted") << name;
    auto stalled = off->from_mfen("p6p/8/8/8/8/8/R7/P6P w - 0 0 100 0 50", nullptr);
    ASSERT_NE(stalled, nullptr);
    EXPECT_EQ(stalled->result(), "ongoing") << name;
  }
  EXPECT_EQ(make_text_model("playtest-standard", {{"anti_stall", "maybe"}}), nullptr);
}

}  // namespace
}  // namespace minnaar::model
