// Sovereign Chess's picture of its start (engine/picture.h), part of the
// report_test program.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include "engine/game.h"
#include "engine/picture.h"

namespace minnaar {
namespace {

using game::Box;
using game::Picture;

std::shared_ptr<const game::Game> rules_or_die(const std::string& name) {
  auto loaded = game::load(name);
  if (!loaded) throw std::runtime_error(loaded.error());
  return *loaded;
}

TEST(RuleSetPictures, SovereignChessColoursItsTwentyFourSquaresAndNamesControl) {
  const Picture p = rules_or_die("sovereign")->start()->picture();
  EXPECT_EQ(*p.board, (Box{0, 0, 15, 15}));
  EXPECT_EQ(p.tints.size(), 24u);
  EXPECT_EQ(p.looks.size(), 72u);
  EXPECT_EQ(p.pieces.size(), 112u);
  EXPECT_EQ(p.counters[1], (std::pair<std::string, std::string>{"White owns", "white"}));
}

}  // namespace
}  // namespace minnaar
