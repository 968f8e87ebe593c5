// Schachen's picture of its start (engine/picture.h), part of the
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

TEST(RuleSetPictures, SchachenUsesCoordinatesAndShowsHandsPilesAndPools) {
  const Picture p = test::load_or_die("schachen")->start(0)->picture();
  EXPECT_FALSE(p.board);
  EXPECT_EQ(p.coordinates, game::Coordinates::kNumbers);
  EXPECT_EQ(p.pieces.size(), 10u);
  EXPECT_EQ(p.frame(), (Box{-1, -1, 4, 6}));
  std::map<std::string, std::string> counters(p.counters.begin(), p.counters.end());
  // Seed 0 (docs/rules/schachen.md#set-up): White's hand N P P, its pile NBPRBPQR.
  EXPECT_EQ(counters["White hand"], "N P P");
  EXPECT_EQ(counters["White pile"], "8 cards, next N");
  EXPECT_EQ(counters["Black hand"], "b n p");
  EXPECT_EQ(counters["White pool"], "-");
}

}  // namespace
}  // namespace minnaar
