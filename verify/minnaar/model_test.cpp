// Tests of the independent rules model. Every expectation here was worked out
// by hand from the rules text (seeds/000_a23fdeddbf84f1e9.txt) and docs/rules/minnaar.md,
// except the published perft numbers of the start position.
#include "verify/minnaar/model.h"
#include "verify/model/text_model.h"
#include "verify/model/text_model_test.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace minnaar::model {
namespace {

using Moves = std::vector<std::string>;

const char* const kStart = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1";

// Parses an MFEN a test relies on; a refusal fails the test with the reason.
Game at(const std::string& mfen) {
  std::string error;
  auto game = Game::from_mfen(mfen, &error);
  if (!game) {
    ADD_FAILURE() << "refused '" << mfen << "': " << error;
    return Game::start();
  }
  return *game;
}

bool has(const Moves& moves, const std::string& move) {
  for (const auto& m : moves) {
    if (m == move) return true;
  }
  return false;
}

// The error for an MFEN that must be refused ("" if it was accepted).
std::string refusal(const std::string& mfen) {
  std::string error;
  auto game = Game::from_mfen(mfen, &error);
  return game ? std::string() : error;
}

// The field named by the refusal of an MFEN ("accepted" if it was accepted).
std::string refused_field(const std::string& mfen) {
  std::string error = refusal(mfen);
  if (error.empty()) return "accepted";
  return error.substr(0, error.find(':'));
}

// --- Start position and perft ----------------------------------------------

TEST(ModelStart, TheStartPositionIsTheOneInTheSpec) {
  Game game = Game::start();
  EXPECT_EQ(game.mfen(), kStart);
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.side(), 's');
  EXPECT_EQ(game.tally(), 0);
  EXPECT_EQ(game.passes(), 0);
  EXPECT_EQ(game.round(), 1);
  EXPECT_EQ(game.piece_at("a1"), 'P');
  EXPECT_EQ(game.piece_at("h8"), 'p');
  EXPECT_EQ(game.piece_at("d5"), 'Q');
  EXPECT_EQ(game.piece_at("e5"), 'K');
  EXPECT_EQ(game.piece_at("d4"), 'q');
  EXPECT_EQ(game.piece_at("e4"), 'k');
  EXPECT_EQ(game.piece_at("e3"), '.');
}

TEST(ModelStart, TheSouthernSovereignsHaveSixtyFirstMoves) {
  // a1: up a2 a3 a4 (a4 takes the rook) and up-right b2 c3 d4 = 6; b1: 1 + 3 + 3
  // = 7; c1: 2 + 3 + 3 = 8; d1 and e1: 9 each; then 8, 7, 6 by symmetry.
  Moves moves = Game::start().legal_moves();
  EXPECT_EQ(moves.size(), 60u);
  EXPECT_TRUE(has(moves, "a1a4"));
  EXPECT_TRUE(has(moves, "d1a4"));
  EXPECT_TRUE(has(moves, "h1e4"));
  EXPECT_FALSE(has(moves, "a1a5"));
  EXPECT_FALSE(has(moves, "a1b1"));
  EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
}

TEST(ModelPerft, PerftFromTheStartMatchesThePublishedNumbers) {
  Game game = Game::start();
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 60u);
  EXPECT_EQ(game.perft(2), 2316u);
  EXPECT_EQ(game.perft(3), 134712u);
}

TEST(ModelPerft, PerftDepthFourFromTheStartIsFiveMillionThreeHundredThousand767) {
#ifndef NDEBUG
  GTEST_SKIP() << "depth 4 runs only in optimised builds";
#endif
  EXPECT_EQ(Game::start().perft(4), 5300767u);
}

TEST(ModelPerft, AForcedPassCountsAsOneMoveInPerft) {
  // White has no piece: its only move is the pass; then North's Sovereign on a8
  // has 4 + 4 + 4 moves (down, right, down-right).
  Game game = at("p7/8/8/8/8/8/8/P6k w 0 0 1");
  EXPECT_EQ(game.perft(1), 1u);
  EXPECT_EQ(game.perft(2), 12u);
}

TEST(ModelPerft, AFinishedPositionCountsZeroAtDepthOneAndOneAtDepthZero) {
  Game game = at("p7/8/8/8/8/8/P7/7k w 80 0 20");
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 0u);
  EXPECT_EQ(game.perft(3), 0u);
}

// --- How pieces move ------------------------------------------------------

TEST(ModelSovereign, ASovereignMovesAtMostFourSquaresAlongEachLine) {
  Game game = at("p7/8/8/8/8/8/8/P6k s 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"a1a2", "a1a3", "a1a4", "a1a5", "a1b1", "a1b2", "a1c1",
                                       "a1c3", "a1d1", "a1d4", "a1e1", "a1e5"}));
}

TEST(ModelSovereign, ASovereignCapturesOnTheFourthSquareButNotTheFifth) {
  EXPECT_TRUE(has(at("p7/8/8/4k3/8/8/8/P7 s 0 0 1").legal_moves(), "a1e5"));
  Moves far = at("p7/8/5k2/8/8/8/8/P7 s 0 0 1").legal_moves();
  EXPECT_FALSE(has(far, "a1f6"));
  EXPECT_TRUE(has(far, "a1e5"));
  EXPECT_EQ(far.size(), 12u);
}

TEST(ModelSovereign, ASovereignCannotJumpOverAPieceItCaptures) {
  Moves moves = at("p7/8/8/8/8/n7/8/P6k s 0 0 1").legal_moves();
  EXPECT_TRUE(has(moves, "a1a2"));
  EXPECT_TRUE(has(moves, "a1a3"));
  EXPECT_FALSE(has(moves, "a1a4"));
}

TEST(ModelSovereign, ASovereignCapturesEstablishmentPiecesOfEitherColour) {
  Moves moves = at("p7/8/3R4/8/3P1r2/8/8/7k s 0 0 1").legal_moves();
  EXPECT_TRUE(has(moves, "d4d6"));  // White rook
  EXPECT_TRUE(has(moves, "d4f4"));  // Black rook
  EXPECT_FALSE(has(moves, "d4d7"));
  EXPECT_FALSE(has(moves, "d4g4"));
}

TEST(ModelSovereign, ASouthernSovereignNeverCapturesASovereignOfEitherGroup) {
  Moves moves = at("p6P/8/8/8/8/p7/8/P2P3k s 0 0 1").legal_moves();
  EXPECT_TRUE(has(moves, "a1a2"));
  EXPECT_FALSE(has(moves, "a1a3"));  // a Northern ally
  EXPECT_FALSE(has(moves, "a1d1"));  // a Southern ally
  EXPECT_TRUE(has(moves, "a1c1"));
}

TEST(ModelSovereign, ANorthernSovereignNeverCapturesASovereignOfEitherGroup) {
  Moves moves = at("p2p3k/8/P7/8/8/8/8/7P n 0 0 1").legal_moves();
  EXPECT_TRUE(has(moves, "a8a7"));
  EXPECT_FALSE(has(moves, "a8a6"));  // a Southern ally
  EXPECT_FALSE(has(moves, "a8d8"));  // a Northern ally
  EXPECT_TRUE(has(moves, "a8c8"));
}

TEST(ModelEstablishment, ASliderStopsAtAnAllyAndOnTheSovereignItCaptures) {
  // White rook a1, White king c1, Southern Sovereign a4.
  Game game = at("p7/8/8/8/P7/8/8/R1K4k w 0 0 1");
  EXPECT_EQ(game.legal_moves(),
            (Moves{"a1a2", "a1a3", "a1a4", "a1b1", "c1b1", "c1b2", "c1c2", "c1d1", "c1d2"}));
}

TEST(ModelEstablishment, WhiteNeverCapturesBlack) {
  Game game = at("p6P/8/8/8/8/r7/8/R6k w 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"a1a2", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1"}));
}

TEST(ModelEstablishment, BlackNeverCapturesWhite) {
  Game game = at("p6P/8/8/8/8/R7/8/r6K b 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"a1a2", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1"}));
}

TEST(ModelEstablishment, AnEstablishmentPieceCapturesSovereignsOfEitherGroup) {
  Moves moves = at("7P/8/8/8/8/P7/8/R1p4k w 0 0 1").legal_moves();
  EXPECT_TRUE(has(moves, "a1a3"));  // Southern
  EXPECT_TRUE(has(moves, "a1c1"));  // Northern
  EXPECT_FALSE(has(moves, "a1a4"));
  EXPECT_FALSE(has(moves, "a1d1"));
}

TEST(ModelEstablishment, AKnightJumpsOverPieces) {
  Game game = at("p7/8/8/8/8/8/PPP5/1N5k w 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"b1a3", "b1c3", "b1d2"}));
}

TEST(ModelEstablishment, EachPieceMovesAsInChessFromTheFirstTurn) {
  // On d4 of an otherwise empty board: king 8, queen 27, rook 14, bishop 13,
  // knight 8. The Sovereign on a8 is on none of d4's lines; the one on h8 is
  // on the long diagonal, where it is captured (still one move); the other
  // colour's king on h1 is on none of them.
  EXPECT_EQ(at("p6P/8/8/8/3K4/8/8/7k w 0 0 1").legal_moves().size(), 8u);
  EXPECT_EQ(at("p6P/8/8/8/3Q4/8/8/7k w 0 0 1").legal_moves().size(), 27u);
  EXPECT_EQ(at("p6P/8/8/8/3r4/8/8/7K b 0 0 1").legal_moves().size(), 14u);
  EXPECT_EQ(at("p6P/8/8/8/3b4/8/8/7K b 0 0 1").legal_moves().size(), 13u);
  EXPECT_EQ(at("p6P/8/8/8/3N4/8/8/7k w 0 0 1").legal_moves().size(), 8u);
}

TEST(ModelEstablishment, CapturingAKingDoesNotEndTheGame) {
  Game game = at("p7/8/8/8/8/8/8/P2k3K s 7 0 3");
  ASSERT_TRUE(game.play("a1d1"));
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/8/3P3K w 0 0 3");
}

// --- Passes ---------------------------------------------------------------

TEST(ModelPass, AnArmyWithNoPiecesMustPass) {
  Game game = at("p7/8/8/8/8/8/8/P6k w 5 0 2");
  EXPECT_EQ(game.legal_moves(), (Moves{"pass"}));
  Game copy = game;
  EXPECT_FALSE(game.play("a1a2"));
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/8/P6k n 6 1 2");
  ASSERT_TRUE(copy.play("0000"));
  EXPECT_EQ(copy.mfen(), game.mfen());
}

TEST(ModelPass, AGroupWhosePiecesAreAllBoxedInMustPass) {
  // North's only Sovereign, on a8, is surrounded by Southern Sovereigns.
  Game game = at("pP6/PP6/8/8/8/8/8/7k n 0 0 1");
  EXPECT_EQ(game.legal_moves(), (Moves{"pass"}));
}

TEST(ModelPass, AGroupThatCanMoveCannotPass) {
  Game game = Game::start();
  EXPECT_FALSE(game.play("pass"));
  EXPECT_FALSE(game.play("0000"));
  EXPECT_EQ(game.mfen(), kStart);
}

TEST(ModelPass, FourForcedPassesInARowEndTheGameUndecided) {
  // Two passes already made; North is boxed in and Black has no piece.
  Game game = at("pP6/PP6/8/8/8/8/8/7K n 2 2 5");
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.mfen(), "pP6/PP6/8/8/8/8/8/7K b 3 3 5");
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.result(), "undecided-four-passes");
  EXPECT_EQ(game.mfen(), "pP6/PP6/8/8/8/8/8/7K s 4 4 6");
  EXPECT_TRUE(game.legal_moves().empty());
}

TEST(ModelPass, AMoveResetsTheCountOfPassesButNotTheTally) {
  Game game = at("p7/8/8/8/8/8/8/P6k w 3 2 2");
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.passes(), 3);
  ASSERT_TRUE(game.play("a8a7"));
  EXPECT_EQ(game.passes(), 0);
  EXPECT_EQ(game.tally(), 5);
}

// --- The tally ------------------------------------------------------------

TEST(ModelTally, AQuietMoveAtTally79EndsTheGameUndecided) {
  Game game = at("p7/8/8/8/8/8/8/P6k s 79 0 20");
  ASSERT_TRUE(game.play("a1a2"));
  EXPECT_EQ(game.result(), "undecided-80-turns");
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/P7/7k w 80 0 20");
}

TEST(ModelTally, AForcedPassAtTally79EndsTheGameUndecided) {
  Game game = at("p7/8/8/8/8/8/8/P6k w 79 0 20");
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.result(), "undecided-80-turns");
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/8/P6k n 80 1 20");
}

TEST(ModelTally, EightyTurnsAreCheckedBeforeFourPasses) {
  Game game = at("p7/8/8/8/8/8/8/P6k w 79 3 20");
  ASSERT_TRUE(game.play("pass"));
  EXPECT_EQ(game.result(), "undecided-80-turns");
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/8/P6k n 80 4 20");
}

TEST(ModelTally, ACaptureAtTally79RestartsTheCountAndTheGameGoesOn) {
  Game game = at("p7/8/8/8/8/8/8/P2k3K s 79 0 20");
  ASSERT_TRUE(game.play("a1d1"));
  EXPECT_EQ(game.result(), "ongoing");
  EXPECT_EQ(game.tally(), 0);
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/8/3P3K w 0 0 20");
}

TEST(ModelTally, AGameWithoutCapturesEndsAfterBlacksTwentiethTurn) {
  Game game = Game::start();
  for (int turn = 1; turn <= 80; ++turn) {
    ASSERT_EQ(game.result(), "ongoing") << "turn " << turn;
    std::string quiet;
    for (const auto& m : game.legal_moves()) {
      if (m != "pass" && game.piece_at(m.substr(2, 2)) == '.') {
        quiet = m;
        break;
      }
    }
    ASSERT_FALSE(quiet.empty()) << "no quiet move at turn " << turn << " in " << game.mfen();
    ASSERT_TRUE(game.play(quiet));
    EXPECT_EQ(game.tally(), turn);
  }
  EXPECT_EQ(game.result(), "undecided-80-turns");
  std::string mfen = game.mfen();
  EXPECT_EQ(mfen.substr(mfen.find(' ')), " s 80 0 21");
}

TEST(ModelTally, TheMarkerMethodEndsEveryGameOnTheSameTurnAsTheTally) {
  // Random games that mostly avoid captures. Rules §9: the marker starts beside
  // Black with a count of 0; a capture moves it to the capturing faction with a
  // count of 0; each capture-less turn of the faction beside it adds one.
  std::mt19937 random(20240601);
  int ended_by_tally = 0;
  for (int game_number = 0; game_number < 200; ++game_number) {
    Game game = Game::start();
    char marker = 'b';
    int count = 0;
    while (game.result() == "ongoing") {
      Moves moves = game.legal_moves();
      Moves quiet, captures;
      for (const auto& m : moves) {
        (m == "pass" || game.piece_at(m.substr(2, 2)) == '.' ? quiet : captures).push_back(m);
      }
      bool capture = !captures.empty() && (quiet.empty() || random() % 50 == 0);
      const Moves& pool = capture ? captures : quiet;
      const std::string& move = pool[random() % pool.size()];
      char mover = game.side();
      ASSERT_TRUE(game.play(move));
      if (capture) {
        marker = mover;
        count = 0;
      } else if (mover == marker) {
        ++count;
      }
      ASSERT_EQ(game.tally() == 80, count == 20) << game.mfen();
    }
    if (game.result() == "undecided-80-turns") ++ended_by_tally;
  }
  EXPECT_GT(ended_by_tally, 0);
}

// --- Winning --------------------------------------------------------------

TEST(ModelWin, CapturingTheLastEstablishmentPieceIsLiberation) {
  Game game = at("p7/8/8/8/8/8/8/P2k4 s 5 0 3");
  ASSERT_TRUE(game.play("a1d1"));
  EXPECT_EQ(game.result(), "alliance-wins");
  EXPECT_EQ(game.mfen(), "p7/8/8/8/8/8/8/3P4 w 0 0 3");
  EXPECT_TRUE(game.legal_moves().empty());
}

TEST(ModelWin, NorthCanAchieveLiberationToo) {
  Game game = at("p2K4/8/8/8/8/8/8/P7 n 5 0 3");
  ASSERT_TRUE(game.play("a8d8"));
  EXPECT_EQ(game.result(), "alliance-wins");
  EXPECT_EQ(game.mfen(), "3p4/8/8/8/8/8/8/P7 b 0 0 3");
}

TEST(ModelWin, CapturingTheLastSouthernSovereignIsDivideAndConquer) {
  // Even with the eight Northern Sovereigns untouched.
  Game game = at("pppppppp/8/8/8/8/8/8/P2r4 b 5 0 3");
  ASSERT_TRUE(game.play("d1a1"));
  EXPECT_EQ(game.result(), "establishment-wins");
  EXPECT_EQ(game.mfen(), "pppppppp/8/8/8/8/8/8/r7 s 0 0 4");
  EXPECT_TRUE(game.legal_moves().empty());
}

TEST(ModelWin, CapturingTheLastNorthernSovereignIsDivideAndConquer) {
  Game game = at("p2R4/8/8/8/8/8/8/PPPPPPPP w 5 0 3");
  ASSERT_TRUE(game.play("d8a8"));
  EXPECT_EQ(game.result(), "establishment-wins");
  EXPECT_EQ(game.mfen(), "R7/8/8/8/8/8/8/PPPPPPPP n 0 0 3");
}

TEST(ModelWin, APositionWithAnEmptyGroupIsValidAndFinished) {
  Game game = at("8/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1");
  EXPECT_EQ(game.result(), "establishment-wins");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_EQ(at("8/8/8/8/8/8/8/8 s 0 0 1").result(), "alliance-wins");  // first match wins
}

TEST(ModelWin, AFinishedGameHasNoMovesAndRefusesEveryMove) {
  Game game = at("p7/8/8/8/8/8/P7/7k w 80 0 20");
  EXPECT_EQ(game.result(), "undecided-80-turns");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_FALSE(game.play("pass"));
  EXPECT_FALSE(game.play("0000"));
  EXPECT_FALSE(game.play("h1h2"));
  Game black = at("p7/8/8/8/8/8/P7/7k b 80 0 20");
  EXPECT_FALSE(black.play("h1h2"));
  EXPECT_EQ(black.mfen(), "p7/8/8/8/8/8/P7/7k b 80 0 20");
}

// --- Turn order -----------------------------------------------------------

TEST(ModelTurns, TheRoundGoesUpAfterBlacksTurnOnly) {
  Game game = Game::start();
  ASSERT_TRUE(game.play("a1a2"));
  EXPECT_EQ(game.side(), 'w');
  EXPECT_EQ(game.round(), 1);
  ASSERT_TRUE(game.play("a5a6"));
  EXPECT_EQ(game.side(), 'n');
  EXPECT_EQ(game.round(), 1);
  ASSERT_TRUE(game.play("a8a7"));
  EXPECT_EQ(game.side(), 'b');
  EXPECT_EQ(game.round(), 1);
  ASSERT_TRUE(game.play("a4a3"));
  EXPECT_EQ(game.side(), 's');
  EXPECT_EQ(game.round(), 2);
  EXPECT_EQ(game.mfen(), "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2");
}

TEST(ModelTurns, AFactionMovesOnlyItsOwnPieces) {
  Game game = Game::start();
  EXPECT_FALSE(game.play("a5a6"));  // White's rook on South's turn
  EXPECT_FALSE(game.play("a8a7"));  // North's Sovereign on South's turn
  EXPECT_EQ(game.mfen(), kStart);
}

TEST(ModelTurns, MalformedMovesAreRefusedAndLeaveTheGameUnchanged) {
  Game game = Game::start();
  for (const char* bad : {"", "a1", "a1a", "A1A2", "a1a2 ", "a1a9", "i1a2", "a1a5", "a1a1"}) {
    EXPECT_FALSE(game.play(bad)) << bad;
  }
  EXPECT_EQ(game.mfen(), kStart);
}

// --- MFEN -----------------------------------------------------------------

TEST(ModelMfen, CanonicalMfensRoundTrip) {
  for (const char* mfen : {
           kStart,
           "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2",
           "pP6/PP6/8/8/8/8/8/7K s 4 4 6",
           "p7/8/8/8/8/8/P7/7k w 80 0 20",
           "8/8/8/8/8/8/8/8 b 0 0 999999",
           "3p4/2K1k3/8/q7/7Q/8/2Nb4/P7 n 17 3 250",
       }) {
    EXPECT_EQ(at(mfen).mfen(), mfen);
  }
}

TEST(ModelMfen, AdjacentDigitsInARankAreRefusedAsNotCanonical) {
  // Only the canonical form is valid, so that writing what was read gives
  // the same text back.
  EXPECT_EQ(refused_field("pppppppp/44/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/11111111/PPPPPPPP s 0 0 1"), "board");
}

TEST(ModelMfen, AWrongFieldCountIsRefusedAsMfen) {
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0"), "MFEN");
  EXPECT_EQ(refused_field(std::string(kStart) + " 1"), "MFEN");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s  0 0 1"), "MFEN");
  EXPECT_EQ(refused_field(std::string(kStart) + " "), "MFEN");
  EXPECT_EQ(refused_field(" pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP 0 0 1"), "MFEN");
  EXPECT_EQ(refused_field(""), "MFEN");
}

TEST(ModelMfen, ARankThatIsNotEightSquaresIsRefusedAsBoard) {
  EXPECT_EQ(refused_field("ppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/9/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP1 s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/72/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8//PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP/8 s 0 0 1"), "board");
}

TEST(ModelMfen, AnUnknownLetterIsRefusedAsBoard) {
  EXPECT_EQ(refused_field("ppppppppx/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPx s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPS s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/08/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPP. s 0 0 1"), "board");
  EXPECT_NE(refusal("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPx s 0 0 1").find("'x'"),
            std::string::npos);
}

TEST(ModelMfen, MorePiecesOfAKindThanTheStartPositionHasAreRefusedAsBoard) {
  EXPECT_EQ(refused_field("pppppppp/8/P7/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/p7/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNK/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQQBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/r7/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/B7/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "board");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/n7/PPPPPPPP s 0 0 1"), "board");
  // Fewer pieces, or a piece of one kind in place of another that is missing,
  // is fine as long as no kind goes over its start count.
  EXPECT_EQ(refused_field("pppppppp/8/8/R1BQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"), "accepted");
  EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/RNBQKBNR/8/8/PPPPPPPP s 0 0 1"), "board");
}

TEST(ModelMfen, ASideLetterNotInSwnbIsRefusedAsSide) {
  for (const char* side : {"x", "S", "W", "sw", "1"}) {
    EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP " + std::string(side) +
                            " 0 0 1"),
              "side")
        << side;
  }
  for (const char* side : {"s", "w", "n", "b"}) {
    EXPECT_EQ(refused_field("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP " + std::string(side) +
                            " 0 0 1"),
              "accepted")
        << side;
  }
}

TEST(ModelMfen, NumbersOutOfRangeOrNotCanonicalAreRefusedWithTheirField) {
  const std::string board = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s ";
  EXPECT_EQ(refused_field(board + "81 0 1"), "tally");
  EXPECT_EQ(refused_field(board + "-1 0 1"), "tally");
  EXPECT_EQ(refused_field(board + "+1 0 1"), "tally");
  EXPECT_EQ(refused_field(board + "07 0 1"), "tally");
  EXPECT_EQ(refused_field(board + "00 0 1"), "tally");
  EXPECT_EQ(refused_field(board + "x 0 1"), "tally");
  EXPECT_EQ(refused_field(board + "80 0 1"), "accepted");
  EXPECT_EQ(refused_field(board + "4 4 1"), "accepted");
  EXPECT_EQ(refused_field(board + "5 5 1"), "passes");
  EXPECT_EQ(refused_field(board + "5 4 1"), "accepted");
  EXPECT_EQ(refused_field(board + "9 5 1"), "passes");
  EXPECT_EQ(refused_field(board + "9 01 1"), "passes");
  EXPECT_EQ(refused_field(board + "9 -0 1"), "passes");
  EXPECT_EQ(refused_field(board + "0 0 0"), "round");
  EXPECT_EQ(refused_field(board + "0 0 01"), "round");
  EXPECT_EQ(refused_field(board + "0 0 -3"), "round");
  EXPECT_EQ(refused_field(board + "0 0 1e3"), "round");
  EXPECT_EQ(refused_field(board + "0 0 1000000"), "round");
  EXPECT_EQ(refused_field(board + "0 0 99999999999999999999999"), "round");
  EXPECT_EQ(refused_field(board + "0 0 999999"), "accepted");
}

TEST(ModelMfen, MorePassesThanTheTallyAreRefusedAsPasses) {
  const std::string board = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP w ";
  EXPECT_EQ(refused_field(board + "2 3 1"), "passes");
  EXPECT_EQ(refused_field(board + "0 1 1"), "passes");
  EXPECT_EQ(refused_field(board + "3 3 1"), "accepted");
}

TEST(ModelMfen, TheFirstInvalidFieldIsTheOneReported) {
  std::string error = refusal("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPx q 81 5 0");
  EXPECT_EQ(error.substr(0, 7), "board: ");
  EXPECT_EQ(refusal("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP q 81 5 0").substr(0, 6), "side: ");
}

}  // namespace
}  // namespace minnaar::model

// --- Through the one textual interface (verify/model/text_model.h) -----------

namespace minnaar::model {
namespace {

MINNAAR_TEXT_MODEL_CASE(RuleSetCase{
    "minnaar",
    "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1",
    {"a1a2", "a1a3", "a1a4"},
    60,
    {60, 2316, 134712},
    "p7/8/8/8/8/8/8/P2k4 s 5 0 3",
    "a1d1",
    "alliance-wins",
    "p7/8/8/8/8/8/8/3P4 w 0 0 3",
    {{"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0", "MFEN"},
     {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP  s 0 0 1", "MFEN"},
     {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPx s 0 0 1", "board"},
     {"pppppppp/8/44/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1", "board"},
     {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP q 0 0 1", "side"},
     {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 81 0 1", "tally"},
     {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 3 4 1", "passes"},
     {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 01", "round"}}});

TEST(TextModel, PlayMovesCountsPliesFromOne) {
  auto model = make_text_model("minnaar");
  ASSERT_NE(model, nullptr);
  auto pos = model->start();
  EXPECT_EQ(play_moves(*pos, "x"), 1);
  EXPECT_EQ(pos->mfen(), model->start()->mfen());
  EXPECT_EQ(play_moves(*pos, "a1a2 a1a2"), 2);  // a1 is empty by then
  EXPECT_EQ(pos->mfen(), "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 1 0 1");
}

}  // namespace
}  // namespace minnaar::model
