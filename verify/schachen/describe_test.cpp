// Schachen's descriptions of turns (game::State::describe_move), legal or not. Every expectation
// was worked out by hand from docs/rules/schachen.md: x grows east and y north (towards Black),
// a piece of the mover's own side on the target is an ally, and a turn with a placement is
// described by its placement when its move is legal here, else by its move.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "verify/game_support.h"

namespace minnaar {
namespace {

std::shared_ptr<const game::Game> schachen() { return *game::load("schachen"); }

// The start of deal 0: White's hand is N P P.
std::unique_ptr<game::State> start() { return schachen()->start(0); }

// White to move: its king on 4,0, a rook on 0,0 and a pawn on 2,8, one row below Black's king on
// 4,9, with a queen in its pool to promote to; Black's rook on 0,5 and knight on 3,9. No cards in
// hand or pile.
std::unique_ptr<game::State> endgame() {
  const std::string mfen = "k4,9/n3,9/P2,8/r0,5/R0,0/K4,0 w - - Q - - - 1";
  auto state = schachen()->parse(mfen);
  EXPECT_TRUE(state) << mfen << ": " << state.error().message();
  return std::move(*state);
}

using test::described;
using test::legal;

TEST(SchachenDescribeMove, NamesAPawnsStepTowardsBlackAsAQuietMoveNorth) {
  const auto state = start();
  ASSERT_TRUE(legal(*state, "1,1:1,2"));
  EXPECT_EQ(described(*state, "1,1:1,2"),
            (game::MoveDescription{"Pawn", "quiet", "straight", 1, "north"}));
}

TEST(SchachenDescribeMove, NamesARooksCaptureOfAnEnemyPiece) {
  const auto state = endgame();
  ASSERT_TRUE(legal(*state, "0,0:0,5"));
  EXPECT_EQ(described(*state, "0,0:0,5"),
            (game::MoveDescription{"Rook", "capture", "straight", 5, "north"}));
}

TEST(SchachenDescribeMove, DescribesARookMovingDiagonallyAndAKingGoingTooFar) {
  const auto state = endgame();
  ASSERT_FALSE(legal(*state, "0,0:3,3"));
  EXPECT_EQ(described(*state, "0,0:3,3"),
            (game::MoveDescription{"Rook", "quiet", "diagonal", 3, "north-east"}));
  ASSERT_FALSE(legal(*state, "4,0:4,2"));
  EXPECT_EQ(described(*state, "4,0:4,2"),
            (game::MoveDescription{"King", "quiet", "straight", 2, "north"}));
}

TEST(SchachenDescribeMove, NamesALandingOnAnOwnPieceAsACaptureOfAnAlly) {
  const auto state = endgame();
  EXPECT_EQ(described(*state, "0,0:4,0"),
            (game::MoveDescription{"Rook", "capture of an ally", "straight", 4, "east"}));
  EXPECT_EQ(described(*start(), "1,0:0,1"),
            (game::MoveDescription{"King", "capture of an ally", "diagonal", 1, "north-west"}));
}

TEST(SchachenDescribeMove, NamesAPromotionAndACapturingPromotionByThePieceFromThePool) {
  const auto state = endgame();
  ASSERT_TRUE(legal(*state, "2,8:2,9=Q"));
  EXPECT_EQ(described(*state, "2,8:2,9=Q"),
            (game::MoveDescription{"Pawn", "promotion to Queen", "straight", 1, "north"}));
  ASSERT_TRUE(legal(*state, "2,8:3,9=Q"));
  EXPECT_EQ(described(*state, "2,8:3,9=Q"),
            (game::MoveDescription{"Pawn", "capture with promotion to Queen", "diagonal", 1,
                                   "north-east"}));
  // Not in the pool, so illegal, but a promotion all the same.
  ASSERT_FALSE(legal(*state, "2,8:2,9=N"));
  EXPECT_EQ(described(*state, "2,8:2,9=N"),
            (game::MoveDescription{"Pawn", "promotion to Knight", "straight", 1, "north"}));
}

TEST(SchachenDescribeMove, NamesAPlacementAfterALegalMoveByThePiecePlaced) {
  const auto state = start();
  ASSERT_TRUE(legal(*state, "0,1:0,2+N@0,1"));
  EXPECT_EQ(described(*state, "0,1:0,2+N@0,1"),
            (game::MoveDescription{"Knight", "placement", "", 0, ""}));
  // Not behind a pawn, so illegal, but the move is legal: still the placement.
  ASSERT_FALSE(legal(*state, "0,1:0,2+N@5,5"));
  EXPECT_EQ(described(*state, "0,1:0,2+N@5,5"),
            (game::MoveDescription{"Knight", "placement", "", 0, ""}));
}

TEST(SchachenDescribeMove, NamesTheMoveOfATurnWhoseMoveIsIllegalWhateverItPlaces) {
  const auto state = start();
  EXPECT_EQ(described(*state, "1,0:1,3+P@-1,1"),
            (game::MoveDescription{"King", "quiet", "straight", 3, "north"}));
}

TEST(SchachenDescribeMove, NamesAMoveFromAnEmptySquareAndOneOfAPieceNotToMove) {
  const auto state = start();
  EXPECT_EQ(described(*state, "5,5:5,6"),
            (game::MoveDescription{"", "move of no piece", "straight", 1, "north"}));
  EXPECT_EQ(described(*state, "1,4:1,3"),
            (game::MoveDescription{"Pawn", "move of a piece not to move", "straight", 1, "south"}));
}

TEST(SchachenDescribeMove, NamesAMoveOntoItsOwnSquareAsGoingNowhere) {
  EXPECT_EQ(described(*start(), "1,1:1,1"), (game::MoveDescription{"Pawn", "quiet", "", 0, ""}));
}

TEST(SchachenDescribeMove, MeasuresAMoveAcrossTheWholeReadableGridWithoutOverflow) {
  EXPECT_EQ(described(*start(), "-1000000000,0:1000000000,0"),
            (game::MoveDescription{"", "move of no piece", "straight", 2000000000, "east"}));
}

TEST(SchachenDescribeMove, DescribesNothingForTextsThatAreNotTurnsOfTheNotation) {
  const auto state = start();
  for (const std::string text : {"",
                                 "1,1",
                                 "1,1:",
                                 "1,1:1",
                                 "1,1-1,2",
                                 "a,b:c,d",
                                 "01,1:1,2",
                                 "-0,1:1,2",
                                 "1,1:1,2=",
                                 "1,1:1,2=K",
                                 "1,1:1,2=P",
                                 "1,1:1,2=q",
                                 "1,1:1,2+",
                                 "1,1:1,2+N",
                                 "1,1:1,2+N@",
                                 "1,1:1,2+K@0,0",
                                 "1,1:1,2+N@0,0x",
                                 "1,1:1,2 ",
                                 "1,1:1,2=Q=R",
                                 "1,1:1,2+P@0,0=Q",
                                 "1,1:1,20000000000",
                                 "pass"})
    EXPECT_FALSE(state->describe_move(text).has_value()) << "'" << text << "'";
}

TEST(SchachenDescribeMove, NamesTheSquaresLeftAndReachedAsTheNotationDoes) {
  const auto moved = start()->describe_move("1,1:1,2");
  ASSERT_TRUE(moved.has_value());
  EXPECT_EQ(moved->from, "1,1");
  EXPECT_EQ(moved->to, "1,2");
  const auto placement = start()->describe_move("0,1:0,2+N@0,1");
  ASSERT_TRUE(placement.has_value());
  EXPECT_EQ(placement->to, "0,1");
}

}  // namespace
}  // namespace minnaar
