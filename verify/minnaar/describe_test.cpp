// The current edition's moves described in its own terms
// (State::describe_move), legal or not: what moves, what kind of move, its
// geometry.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/game.h"

namespace minnaar {
namespace {

std::unique_ptr<game::State> start_after(const std::string& moves) {
  auto game = game::load("minnaar");
  EXPECT_TRUE(game.has_value());
  auto state = (*game)->start();
  EXPECT_TRUE(state->play(moves).has_value()) << moves;
  return state;
}

std::string described(const game::State& state, const std::string& move) {
  const auto d = state.describe_move(move);
  return d ? game::describe_text(*d) : "(nothing)";
}

TEST(MinnaarDescribeMove, NamesASovereignsQuietMoveAndItsCaptureByTheirLines) {
  const auto state = start_after("");
  const auto quiet = state->describe_move("a1a3");
  ASSERT_TRUE(quiet.has_value());
  EXPECT_EQ(*quiet,
            (game::MoveDescription{"Sovereign", "quiet", "straight", 2, "north", "a1", "a3"}));
  EXPECT_EQ(described(*state, "a1a4"), "Sovereign, capture, 3 squares straight north");
  EXPECT_EQ(described(*state, "c1f4"), "Sovereign, capture, 3 squares diagonal north-east");
}

TEST(MinnaarDescribeMove, DescribesMovesTheRulesRefuseAsTheyWouldBe) {
  const auto state = start_after("");
  // Five squares (a Sovereign moves at most four), over pieces.
  EXPECT_EQ(described(*state, "a1a6"), "Sovereign, quiet, 5 squares straight north");
  EXPECT_EQ(described(*state, "b1a1"), "Sovereign, capture of an ally, 1 square straight west");
  EXPECT_EQ(described(*state, "a8a7"),
            "Sovereign, move of a piece not to move, 1 square straight south");
  EXPECT_EQ(described(*state, "c3c2"), "move of no piece, 1 square straight south");
}

TEST(MinnaarDescribeMove, NamesAKnightsJumpAndAnEstablishmentCaptureOfItsAlly) {
  const auto state = start_after("a1a2");  // White to move
  EXPECT_EQ(*state->describe_move("b5c7"), (game::MoveDescription{"Knight", "quiet", "jump 2-1", 1,
                                                                  "2 north 1 east", "b5", "c7"}));
  EXPECT_EQ(described(*state, "b5d4"), "Knight, capture of an ally, jump 2-1 (2 east 1 south)");
  EXPECT_EQ(described(*state, "d5d4"), "Queen, capture of an ally, 1 square straight south");
}

TEST(MinnaarDescribeMove, DescribesAPassAndNothingForATextThatIsNotAMove) {
  const auto state = start_after("");
  EXPECT_EQ(*state->describe_move("pass"), game::move_without_path("", "pass"));
  EXPECT_EQ(described(*state, "pass"), "pass");
  EXPECT_FALSE(state->describe_move("a1").has_value());
  EXPECT_FALSE(state->describe_move("a1a9").has_value());
  EXPECT_FALSE(state->describe_move("").has_value());
  EXPECT_FALSE(state->describe_move("Sovereign").has_value());
}

}  // namespace
}  // namespace minnaar
