// The Play-Test Edition's moves described in its own terms
// (State::describe_move), legal or not: passages included.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/game.h"

namespace minnaar {
namespace {

std::string described(const std::string& rules, const std::string& move) {
  auto game = game::load(rules);
  EXPECT_TRUE(game.has_value());
  const auto d = (*game)->start()->describe_move(move);
  return d ? game::describe_text(*d) : "(nothing)";
}

TEST(PlaytestDescribeMove, NamesTheKingsFirstMoveAndTheTraditionalPiecesPawnSteps) {
  for (const std::string rules : {"playtest-standard", "playtest-contemplative"}) {
    EXPECT_EQ(described(rules, "e2e4"), "King, quiet, 2 squares straight north");
    // Refused before the King's first move, described all the same.
    EXPECT_EQ(described(rules, "a2a3"), "Rook, quiet, 1 square straight north");
    EXPECT_EQ(described(rules, "a1a2"), "Sovereign, capture of an ally, 1 square straight north");
    EXPECT_EQ(described(rules, "e7e6"),
              "King, move of a piece not to move, 1 square straight south");
  }
}

TEST(PlaytestDescribeMove, NamesAPassageOnTheFarRank) {
  EXPECT_EQ(described("playtest-standard", "a1a8"),
            "Sovereign, capture with passage, 7 squares straight north");
  EXPECT_EQ(described("playtest-standard", "c1h6"),
            "Sovereign, quiet, 5 squares diagonal north-east");
  EXPECT_EQ(described("playtest-standard", "pass"), "pass");
  EXPECT_EQ(described("playtest-standard", "e2"), "(nothing)");
}

}  // namespace
}  // namespace minnaar
