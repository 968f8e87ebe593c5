// The current edition's picture of its start (engine/picture.h), part of the
// report_test program.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>

#include "engine/game.h"
#include "engine/picture.h"
#include "verify/game_support.h"

namespace minnaar {
namespace {

using game::Box;
using game::Picture;

TEST(RuleSetPictures, TheCurrentEditionShowsSixteenSovereignsAndSixteenPiecesWithItsCounters) {
  const auto state = test::load_or_die("minnaar")->start();
  const Picture p = state->picture();
  ASSERT_TRUE(p.board);
  EXPECT_EQ(*p.board, (Box{0, 0, 7, 7}));
  EXPECT_EQ(p.pieces.size(), 32u);
  int sovereigns = 0;
  for (const auto& piece : p.pieces) sovereigns += p.looks[std::size_t(piece.look)].letter == "S";
  EXPECT_EQ(sovereigns, 16);
  ASSERT_EQ(p.counters.size(), 4u);
  EXPECT_EQ(p.counters[0], (std::pair<std::string, std::string>{"to move", "South"}));
  EXPECT_EQ(p.counters[1].first, "tally");
  EXPECT_EQ(p.counters[3], (std::pair<std::string, std::string>{"round", "1"}));
}

}  // namespace
}  // namespace minnaar
