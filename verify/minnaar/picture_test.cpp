// The current edition's picture of its start (engine/picture.h), part of the
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

TEST(RuleSetPictures, TheCurrentEditionShowsSixteenSovereignsAndSixteenPiecesWithItsCounters) {
  const auto state = rules_or_die("minnaar")->start();
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
