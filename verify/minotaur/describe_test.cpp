// Minotaur Chess's descriptions of moves (game::State::describe_move), legal or not. Every
// expectation was worked out by hand from docs/rules/minotaur.md. Geometry is read on the board's
// own squares, files growing east and ranks north, as the picture lays them out before turning
// them 45 degrees: White's forward step (file -1, rank +1) is north-west.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "verify/game_support.h"

namespace minnaar {
namespace {

std::shared_ptr<const game::Game> minotaur() { return *game::load("minotaur"); }

std::unique_ptr<game::State> start() { return minotaur()->start(); }

// The start after the placements @e3 @d6 (docs/rules/minotaur.md#commands), White to move.
std::unique_ptr<game::State> placed() {
  const std::string mfen = "qpnpp3/pbpr4/npkv4/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ w - - 2 0 2";
  auto state = minotaur()->parse(mfen);
  EXPECT_TRUE(state) << mfen << ": " << state.error().message();
  return std::move(*state);
}

using test::described;
using test::legal;

TEST(MinotaurDescribeMove, NamesAWarriorsForwardStepAsAQuietMoveNorthWest) {
  const auto state = placed();
  ASSERT_TRUE(legal(*state, "h5g6"));
  EXPECT_EQ(described(*state, "h5g6"),
            (game::MoveDescription{"Warrior", "quiet", "diagonal", 1, "north-west"}));
}

TEST(MinotaurDescribeMove, NamesTheVanguardsCaptureOfAWarrior) {
  const auto state = placed();
  ASSERT_TRUE(legal(*state, "e3b6"));
  EXPECT_EQ(described(*state, "e3b6"),
            (game::MoveDescription{"Vanguard", "capture", "diagonal", 3, "north-west"}));
}

TEST(MinotaurDescribeMove, DescribesAChampionMovingDiagonallyAndASleepingDefendersJump) {
  const auto state = placed();
  ASSERT_FALSE(legal(*state, "e2d3"));
  EXPECT_EQ(described(*state, "e2d3"),
            (game::MoveDescription{"Champion", "quiet", "diagonal", 1, "north-west"}));
  // White's Defenders sleep until Black's Vanguard reaches the Border.
  ASSERT_FALSE(legal(*state, "h3g5"));
  EXPECT_EQ(described(*state, "h3g5"),
            (game::MoveDescription{"Defender", "quiet", "jump 2-1", 1, "2 north 1 west"}));
}

TEST(MinotaurDescribeMove, NamesALandingOnAnOwnPieceAsACaptureOfAnAlly) {
  const auto state = placed();
  EXPECT_EQ(described(*state, "e2e3"),
            (game::MoveDescription{"Champion", "capture of an ally", "straight", 1, "north"}));
}

TEST(MinotaurDescribeMove, NamesAPlacementByTheVanguardWithoutAPath) {
  const auto state = start();
  ASSERT_TRUE(legal(*state, "@e3"));
  EXPECT_EQ(described(*state, "@e3"), (game::MoveDescription{"Vanguard", "placement", "", 0, ""}));
  ASSERT_FALSE(legal(*state, "@a5"));
  EXPECT_EQ(described(*state, "@a5"), (game::MoveDescription{"Vanguard", "placement", "", 0, ""}));
}

TEST(MinotaurDescribeMove, NamesAPassInBothSpellings) {
  const auto state = placed();
  ASSERT_FALSE(legal(*state, "pass"));  // legal only without another move
  EXPECT_EQ(described(*state, "pass"), (game::MoveDescription{"", "pass", "", 0, ""}));
  EXPECT_EQ(described(*state, "0000"), (game::MoveDescription{"", "pass", "", 0, ""}));
}

TEST(MinotaurDescribeMove, NamesAMoveFromAnEmptySquareAndOneOfAPieceNotToMove) {
  const auto state = placed();
  EXPECT_EQ(described(*state, "a3a4"),
            (game::MoveDescription{"", "move of no piece", "straight", 1, "north"}));
  EXPECT_EQ(described(*state, "d6e5"),
            (game::MoveDescription{"Vanguard", "move of a piece not to move", "diagonal", 1,
                                   "south-east"}));
}

TEST(MinotaurDescribeMove, DescribesNothingForTextsThatAreNotMovesOfTheNotation) {
  const auto state = placed();
  for (const std::string text : {"", "e2", "e2e2", "e2e9", "i2e3", "e2e3q", "e2e3 ", "E2E3", "@a1",
                                 "@i3", "@e", "@e33", "e3", "PASS", "000", "pass "})
    EXPECT_FALSE(state->describe_move(text).has_value()) << "'" << text << "'";
}

TEST(MinotaurDescribeMove, NamesTheSquaresLeftAndReachedAsTheNotationDoes) {
  const auto moved = placed()->describe_move("h5g6");
  ASSERT_TRUE(moved.has_value());
  EXPECT_EQ(moved->from, "h5");
  EXPECT_EQ(moved->to, "g6");
  const auto placement = start()->describe_move("@e3");
  ASSERT_TRUE(placement.has_value());
  EXPECT_EQ(placement->from, "");
  EXPECT_EQ(placement->to, "e3");
}

}  // namespace
}  // namespace minnaar
