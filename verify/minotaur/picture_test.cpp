// Minotaur Chess's picture of its start (engine/picture.h), part of the
// report_test program: the board as the players see it.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "engine/game.h"
#include "engine/picture.h"
#include "engine/svg.h"
#include "verify/game_support.h"

namespace minnaar {
namespace {

using game::Box;
using game::Picture;

TEST(RuleSetPictures, MinotaurChessIsTurnedWithEachTotemInAPlayersCornerAndTheBorderMarked) {
  const Picture p = test::load_or_die("minotaur")->start()->picture();
  EXPECT_EQ(*p.board, (Box{0, 0, 7, 7}));
  // Turned 45 degrees: h1 (White's corner) at the bottom, a8 at the top.
  EXPECT_EQ(p.turn_degrees, 45);
  // The Border is the long dark diagonal a1-h8.
  ASSERT_EQ(p.tints.size(), 8u);
  for (const game::SquareTint& t : p.tints) EXPECT_EQ(t.square.file, t.square.rank);
  // Both Totems in their corners, 15 pieces a side before the placements.
  EXPECT_EQ(p.pieces.size(), 30u);
  ASSERT_TRUE(p.look_on({7, 0}).has_value());
  ASSERT_TRUE(p.look_on({0, 7}).has_value());
  EXPECT_EQ(p.looks[std::size_t(*p.look_on({7, 0}))].name, "White Totem");
  EXPECT_EQ(p.looks[std::size_t(*p.look_on({0, 7}))].name, "Black Totem");
  EXPECT_EQ(p.counters[1], (std::pair<std::string, std::string>{"to place", "White Black"}));
  EXPECT_NE(game::board_svg(p).find("data-turn=\"45\""), std::string::npos);
}

}  // namespace
}  // namespace minnaar
