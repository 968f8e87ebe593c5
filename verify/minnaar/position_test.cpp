// Position::make / unmake and the end-of-turn update of docs/rules/minnaar.md#after-every-turn:
// counters, the result (first match wins), the next faction and the round.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "engine/minnaar/movegen.h"
#include "engine/minnaar/position.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::current {
namespace {

using test::mfen;
using test::move_names;
using test::mv;
using test::play;

// Plays `move` (which must be legal) and returns the MFEN afterwards.
std::string after(const std::string& start, const std::string& move) {
  Position pos = mfen(start);
  play(pos, move);
  return to_mfen(pos);
}

std::string outcome_after(const std::string& start, const std::string& move) {
  Position pos = mfen(start);
  play(pos, move);
  return std::string(outcome_token(pos.outcome()));
}

// --- Turn order and round --------------------------------------------------

TEST(TurnOrder, SouthWhiteNorthBlackThenTheRoundGoesUp) {
  Position pos = Position::start();
  const struct {
    const char* move;
    Faction next;
    int round;
  } turns[] = {
      {"a1a2", kWhite, 1},  // South
      {"a5a6", kNorth, 1},  // White
      {"a8a7", kBlack, 1},  // North
      {"a4a3", kSouth, 2},  // Black: the round is complete
      {"a2a1", kWhite, 2},
  };
  for (const auto& t : turns) {
    play(pos, t.move);
    EXPECT_EQ(pos.side_to_move(), t.next) << t.move;
    EXPECT_EQ(pos.round(), t.round) << t.move;
  }
}

TEST(TurnOrder, FourQuietMovesFromTheStartGiveThisMfen) {
  Position pos = Position::start();
  for (const char* m : {"a1a2", "a5a6", "a8a7", "a4a3"}) play(pos, m);
  const std::string expected = "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2";
  EXPECT_EQ(to_mfen(pos), expected);
  // The incrementally updated position is the one the parser builds.
  const Position parsed = mfen(expected);
  EXPECT_TRUE(pos == parsed);
  EXPECT_EQ(pos.hash(), parsed.hash());
}

// --- The tally -------------------------------------------------------------

TEST(Tally, QuietMoveAddsOneAndCaptureResetsToZero) {
  Position pos = mfen("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 6 0 2");
  play(pos, "b1b2");  // South, quiet
  EXPECT_EQ(pos.tally(), 7);
  play(pos, "a5a6");  // White, quiet
  EXPECT_EQ(pos.tally(), 8);
  play(pos, "a8a7");  // North, quiet
  EXPECT_EQ(pos.tally(), 9);
  play(pos, "a4a1");  // Black's rook takes the P on a1
  EXPECT_EQ(pos.tally(), 0);
  EXPECT_EQ(pos.passes(), 0);
  play(pos, "c1c2");  // South, quiet: the count starts again from one
  EXPECT_EQ(pos.tally(), 1);
  EXPECT_EQ(to_mfen(pos), "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/8/1PP5/r2PPPPP w 1 0 3");
}

TEST(Tally, SeventyNineThenAQuietMoveEndsUndecided) {
  const std::string start = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20";
  EXPECT_EQ(after(start, "a1a2"), "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 80 0 20");
  EXPECT_EQ(outcome_after(start, "a1a2"), "undecided-80-turns");
  Position pos = mfen(start);
  play(pos, "a1a2");
  EXPECT_TRUE(pos.is_over());
  EXPECT_TRUE(move_names(pos).empty());
}

TEST(Tally, SeventyNineThenBlacksQuietMoveEndsAtTheEndOfTheRound) {
  const std::string start = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP b 79 0 20";
  EXPECT_EQ(after(start, "a4a3"), "pppppppp/8/8/RNBQKBNR/1nbqkbnr/r7/8/PPPPPPPP s 80 0 21");
  EXPECT_EQ(outcome_after(start, "a4a3"), "undecided-80-turns");
}

TEST(Tally, SeventyNineThenACaptureGoesOnWithTallyZero) {
  // a1a4 takes Black's rook: the 80th turn is a capture, the count restarts.
  const std::string start = "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20";
  EXPECT_EQ(after(start, "a1a4"), "pppppppp/8/8/RNBQKBNR/Pnbqkbnr/8/8/1PPPPPPP w 0 0 20");
  EXPECT_EQ(outcome_after(start, "a1a4"), "ongoing");
}

TEST(Tally, ACaptureByTheEstablishmentResetsTallyAndPasses) {
  // h1 R takes the P on b1 along the rank; a1 P is left, so the game goes on.
  const std::string start = "p7/8/8/8/8/8/8/PP5R w 50 2 13";
  EXPECT_EQ(after(start, "h1b1"), "p7/8/8/8/8/8/8/PR6 n 0 0 13");
  EXPECT_EQ(outcome_after(start, "h1b1"), "ongoing");
}

// --- Passes --------------------------------------------------------------------

TEST(Passes, AForcedPassCountsAsATurnForTheTallyAndThePasses) {
  // Black has no piece: it must pass.
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 5 0 3");
  play(pos, "pass");
  EXPECT_EQ(to_mfen(pos), "p7/8/8/8/8/8/8/P6K s 6 1 4");
  EXPECT_EQ(pos.outcome(), Outcome::kOngoing);
  // A move, even a quiet one, ends the run of passes.
  play(pos, "a1a2");
  EXPECT_EQ(to_mfen(pos), "p7/8/8/8/8/8/P7/7K w 7 0 4");
}

TEST(Passes, AForcedPassAsTheEightiethTurnEndsTheBattle) {
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 79 0 20");
  play(pos, "pass");
  EXPECT_EQ(to_mfen(pos), "p7/8/8/8/8/8/8/P6K s 80 1 21");
  EXPECT_EQ(pos.outcome(), Outcome::kUndecided80Turns);
}

TEST(Passes, TheThirdPassInARowDoesNotEndTheBattle) {
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 2 2 1");
  play(pos, "pass");
  EXPECT_EQ(to_mfen(pos), "p7/8/8/8/8/8/8/P6K s 3 3 2");
  EXPECT_EQ(pos.outcome(), Outcome::kOngoing);
}

TEST(Passes, TheFourthPassInARowEndsUndecided) {
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 3 3 1");
  play(pos, "pass");
  EXPECT_EQ(to_mfen(pos), "p7/8/8/8/8/8/8/P6K s 4 4 2");
  EXPECT_EQ(pos.outcome(), Outcome::kUndecidedFourPasses);
  EXPECT_TRUE(move_names(pos).empty());
}

TEST(Passes, EightyTurnsIsJudgedBeforeFourPasses) {
  // The pass makes tally 80 and passes 4 at once: rule 3 matches first.
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 79 3 20");
  play(pos, "pass");
  EXPECT_EQ(to_mfen(pos), "p7/8/8/8/8/8/8/P6K s 80 4 21");
  EXPECT_EQ(pos.outcome(), Outcome::kUndecided80Turns);
}

// --- Victories -------------------------------------------------------------------

TEST(Liberation, CapturingTheLastEstablishmentPieceWinsForTheAlliance) {
  // d1 P takes Black's last piece, the king on d4 (three squares).
  const std::string start = "p7/8/8/8/3k4/8/8/3P4 s 10 0 5";
  EXPECT_EQ(after(start, "d1d4"), "p7/8/8/8/3P4/8/8/8 w 0 0 5");
  EXPECT_EQ(outcome_after(start, "d1d4"), "alliance-wins");
}

TEST(Liberation, ByTheNorthernSovereignsToo) {
  // a8 p takes White's last piece, the bishop on a4 (four squares).
  const std::string start = "p7/8/8/8/B7/8/8/P7 n 33 0 9";
  EXPECT_EQ(after(start, "a8a4"), "8/8/8/8/p7/8/8/P7 b 0 0 9");
  EXPECT_EQ(outcome_after(start, "a8a4"), "alliance-wins");
}

TEST(Liberation, OnTheTurnThatWouldHaveCompletedTheCountStillWins) {
  // Rules §9: "a capture that wins the battle wins it". The tally resets to 0
  // and the win is judged, not the 80-turn count.
  const std::string start = "p7/8/8/8/3k4/8/8/3P4 s 79 0 20";
  EXPECT_EQ(after(start, "d1d4"), "p7/8/8/8/3P4/8/8/8 w 0 0 20");
  EXPECT_EQ(outcome_after(start, "d1d4"), "alliance-wins");
}

TEST(DivideAndConquer, EmptyingTheSouthernGroupWinsForTheEstablishment) {
  // h1 R takes the last South Sovereign on d1 (along the rank).
  const std::string start = "p7/8/8/8/8/8/8/3P3R w 3 0 4";
  EXPECT_EQ(after(start, "h1d1"), "p7/8/8/8/8/8/8/3R4 n 0 0 4");
  EXPECT_EQ(outcome_after(start, "h1d1"), "establishment-wins");
}

TEST(DivideAndConquer, EmptyingTheNorthernGroupWinsEvenWithTheSouthUntouched) {
  // d5 r takes the last North Sovereign on d8; all eight South remain.
  const std::string start = "3p4/8/8/3r4/8/8/8/PPPPPPPP b 7 0 9";
  EXPECT_EQ(after(start, "d5d8"), "3r4/8/8/8/8/8/8/PPPPPPPP s 0 0 10");
  EXPECT_EQ(outcome_after(start, "d5d8"), "establishment-wins");
}

TEST(DivideAndConquer, OnTheTurnThatWouldHaveCompletedTheCountStillWins) {
  const std::string start = "3p4/8/8/3r4/8/8/8/PPPPPPPP b 79 0 20";
  EXPECT_EQ(after(start, "d5d8"), "3r4/8/8/8/8/8/8/PPPPPPPP s 0 0 21");
  EXPECT_EQ(outcome_after(start, "d5d8"), "establishment-wins");
}

TEST(Kings, CapturingAKingDoesNotEndTheGame) {
  // d1 P takes White's king on d4; Black's king on h1 is still there.
  const std::string start = "p7/8/8/8/3K4/8/8/3P3k s 0 0 1";
  EXPECT_EQ(after(start, "d1d4"), "p7/8/8/8/3P4/8/8/7k w 0 0 1");
  EXPECT_EQ(outcome_after(start, "d1d4"), "ongoing");
}

// --- A whole game without a capture --------------------------------------------

// Each faction shuffles one piece back and forth: P a1<->a2, K h1<->h2,
// p a8<->a7, k h8<->h7. Nothing is ever captured, so the battle ends after
// Black's 20th turn, and the MFEN names South (next) and round 21.
TEST(QuietGame, EndsAfterBlacksTwentiethTurnAsS80021) {
  Position pos = mfen("p6k/8/8/8/8/8/8/P6K s 0 0 1");
  const std::array<std::array<const char*, 2>, 4> shuffle = {{
      {"a1a2", "a2a1"},  // South
      {"h1h2", "h2h1"},  // White
      {"a8a7", "a7a8"},  // North
      {"h8h7", "h7h8"},  // Black
  }};
  for (int turn = 0; turn < 80; ++turn) {
    ASSERT_FALSE(pos.is_over()) << "ended early, before turn " << turn + 1;
    ASSERT_EQ(pos.side_to_move(), Faction(turn % 4));
    ASSERT_EQ(pos.round(), turn / 4 + 1);
    if (turn == 79) {
      EXPECT_EQ(to_mfen(pos), "p7/7k/8/8/8/8/8/P6K b 79 0 20");
    }
    play(pos, shuffle[turn % 4][(turn / 4) % 2]);
    ASSERT_EQ(pos.tally(), turn + 1);
  }
  EXPECT_EQ(to_mfen(pos), "p6k/8/8/8/8/8/8/P6K s 80 0 21");
  EXPECT_EQ(pos.outcome(), Outcome::kUndecided80Turns);
  EXPECT_TRUE(move_names(pos).empty());
}

// --- make / unmake and the hash ----------------------------------------------------

void expect_every_move_unmakes(const Position& start) {
  Position pos = start;
  for (Move m : test::moves_of(start)) {
    SCOPED_TRACE(to_mfen(start) + " " + test::name_of(m));
    const Position::Undo undo = pos.make(m);
    EXPECT_EQ(pos.hash(), pos.compute_hash());
    EXPECT_NE(pos.hash(), start.hash());
    // What make() built incrementally is what the parser builds from its MFEN.
    EXPECT_TRUE(pos == mfen(to_mfen(pos)));
    pos.unmake(m, undo);
    EXPECT_TRUE(pos == start);
    EXPECT_EQ(pos.hash(), start.hash());
    EXPECT_EQ(to_mfen(pos), to_mfen(start));
  }
}

// Positions where every kind of turn happens: quiet moves, captures, passes,
// and each way a game ends.
const char* const kEveryKindOfTurn[] = {
    "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1",
    "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20",  // quiet moves end it
    "p7/8/8/8/8/8/8/P6K b 3 3 1",                             // a pass that ends it
    "p7/8/8/8/8/8/8/P6K b 5 0 3",                             // an ordinary pass
    "p7/8/8/8/3k4/8/8/3P4 s 10 0 5",                          // Liberation
    "3p4/8/8/3r4/8/8/8/PPPPPPPP b 7 0 9",                     // Divide and Conquer
    "8/8/2p5/1PRBk3/2QNN3/2KRBq2/4r3/8 w 0 0 1",
    "3p4/2P5/8/1b1N4/5q2/8/6R1/4p3 b 61 0 33",
    "3p4/2P5/8/1b1N4/5q2/8/6R1/4p3 n 79 0 33",  // a capture on the turn that would end it
};

// Calls check(pos) on every position of 30 random games from the start.
template <class Check>
void along_random_games(Check check) {
  std::mt19937 rng(4242);
  for (int game = 0; game < 30; ++game) {
    Position pos = Position::start();
    int turns = 0;
    while (!pos.is_over()) {
      check(pos);
      if (::testing::Test::HasFailure()) return;
      MoveList list;
      generate_moves(pos, list);
      pos.make(list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)]);
      ++turns;
    }
    EXPECT_GT(turns, 0);
  }
}

TEST(MakeUnmake, RestoresThePositionExactlyForEveryMove) {
  for (const char* text : kEveryKindOfTurn) expect_every_move_unmakes(mfen(text));
}

TEST(MakeUnmake, HoldsAlongRandomGames) { along_random_games(expect_every_move_unmakes); }

// for_each_child() visits each legal move once, with the position make()
// builds for it.
void expect_children_are_what_make_builds(const Position& start) {
  std::vector<Move> visited;
  for_each_child(start, [&](Move m, const Position& child) {
    SCOPED_TRACE(to_mfen(start) + " " + test::name_of(m));
    visited.push_back(m);
    Position made = start;
    made.make(m);
    EXPECT_TRUE(child == made) << to_mfen(child) << " vs " << to_mfen(made);
    EXPECT_EQ(child.hash(), child.compute_hash());
  });
  std::vector<Move> generated = test::moves_of(start);
  auto by_bits = [](Move a, Move b) { return a.raw() < b.raw(); };
  std::sort(visited.begin(), visited.end(), by_bits);
  std::sort(generated.begin(), generated.end(), by_bits);
  EXPECT_EQ(visited, generated) << to_mfen(start);
}

TEST(CopyMake, EveryChildIsWhatMakeBuildsForEveryKindOfTurn) {
  for (const char* text : kEveryKindOfTurn) expect_children_are_what_make_builds(mfen(text));
}

TEST(CopyMake, EveryChildIsWhatMakeBuildsAlongRandomGames) {
  along_random_games(expect_children_are_what_make_builds);
}

TEST(CopyMake, AFinishedGameHasNoChildren) {
  int children = 0;
  for_each_child(mfen("p7/8/8/8/8/8/8/P6K s 80 0 21"), [&](Move, const Position&) { ++children; });
  EXPECT_EQ(children, 0);
}

TEST(CopyMake, ASideWithNoMoveHasTheOnePassChild) {
  std::vector<std::string> moves;
  for_each_child(mfen("p7/8/8/8/8/8/8/P6K b 5 0 3"), [&](Move m, const Position& child) {
    moves.push_back(test::name_of(m));
    EXPECT_EQ(child.passes(), 1);
    EXPECT_EQ(child.side_to_move(), kSouth);
  });
  EXPECT_EQ(moves, std::vector<std::string>{"pass"});
}

TEST(Hash, CoversPlacementSideTallyAndPassesButNotTheRound) {
  const Position base = mfen("p6k/8/8/8/8/8/8/P6K s 10 2 3");
  EXPECT_EQ(base.hash(), base.compute_hash());
  EXPECT_NE(base.hash(), mfen("p6k/8/8/8/8/8/8/P6K w 10 2 3").hash());
  EXPECT_NE(base.hash(), mfen("p6k/8/8/8/8/8/8/P6K s 11 2 3").hash());
  EXPECT_NE(base.hash(), mfen("p6k/8/8/8/8/8/8/P6K s 10 3 3").hash());
  EXPECT_NE(base.hash(), mfen("p6k/8/8/8/8/8/P7/7K s 10 2 3").hash());
  EXPECT_NE(base.hash(), mfen("p6k/8/8/8/8/8/8/P6Q s 10 2 3").hash());  // K vs Q
  EXPECT_NE(base.hash(), mfen("p6k/8/8/8/8/8/8/p6K s 10 2 3").hash());  // P vs p
  EXPECT_EQ(base.hash(), mfen("p6k/8/8/8/8/8/8/P6K s 10 2 4").hash());
}

TEST(Hash, IsTheSameWhicheverWayAPositionIsReached) {
  // The two South moves a1a3 and b1b2 played in either order, with the same
  // quiet moves of the other factions between them: same board, side,
  // tally and passes, so the same position and hash.
  Position one = Position::start();
  for (const char* m : {"a1a3", "a5a6", "a8a7", "h4h3", "b1b2", "a6a5", "a7a8", "h3h4"}) {
    play(one, m);
  }
  Position two = Position::start();
  for (const char* m : {"b1b2", "a5a6", "a8a7", "h4h3", "a1a3", "a6a5", "a7a8", "h3h4"}) {
    play(two, m);
  }
  EXPECT_EQ(to_mfen(one), "pppppppp/8/8/RNBQKBNR/rnbqkbnr/P7/1P6/2PPPPPP s 8 0 3");
  EXPECT_TRUE(one == two);
  EXPECT_EQ(one.hash(), two.hash());
}

TEST(FromParts, BuildsTheStartPositionAndJudgesTheOutcome) {
  std::array<Piece, kSquareCount> board{};
  const PieceType back_rank[8] = {kRook, kKnight, kBishop, kQueen, kKing, kBishop, kKnight, kRook};
  for (int f = 0; f < 8; ++f) {
    board[make_square(f, 0)] = kSouthSovereign;
    board[make_square(f, 3)] = make_piece(kBlack, back_rank[f]);
    board[make_square(f, 4)] = make_piece(kWhite, back_rank[f]);
    board[make_square(f, 7)] = kNorthSovereign;
  }
  EXPECT_TRUE(Position::from_parts(board, kSouth, 0, 0, 1) == Position::start());

  std::array<Piece, kSquareCount> no_north{};
  no_north[kA1] = kSouthSovereign;
  no_north[kH1] = kWhiteKing;
  const Position finished = Position::from_parts(no_north, kNorth, 0, 0, 1);
  EXPECT_EQ(finished.outcome(), Outcome::kEstablishmentWins);
  EXPECT_EQ(finished.hash(), finished.compute_hash());
}

}  // namespace
}  // namespace minnaar::current
