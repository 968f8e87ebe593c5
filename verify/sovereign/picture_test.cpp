// Sovereign Chess's picture of its start (engine/picture.h), part of the
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

TEST(RuleSetPictures, SovereignChessColoursItsTwentyFourSquaresAndNamesControl) {
  const Picture p = test::load_or_die("sovereign")->start()->picture();
  EXPECT_EQ(*p.board, (Box{0, 0, 15, 15}));
  EXPECT_EQ(p.tints.size(), 24u);
  EXPECT_EQ(p.looks.size(), 72u);
  EXPECT_EQ(p.pieces.size(), 112u);
  EXPECT_EQ(p.counters[1], (std::pair<std::string, std::string>{"White owns", "white"}));
}

}  // namespace
}  // namespace minnaar
