// Minotaur Chess's positions of the board's edges (game::Game::edge_positions): every one is an
// MFEN the rule set reads, of a game still on, with the piece under test on its square; every
// kind of piece stands, for each side, on every corner MFEN lets it stand on.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/move_description.h"

namespace minnaar {
namespace {

TEST(MinotaurEdges,
     PutEveryKindOfPieceOfEachSideOnEveryCornerItMayStandOnInPositionsItsParserReads) {
  const std::shared_ptr<const game::Game> minotaur = *game::load("minotaur");
  const std::vector<game::EdgePosition> positions = minotaur->edge_positions();
  std::map<std::string, std::set<std::string>> corners;  // each mover's letter: its corners
  for (const game::EdgePosition& edge : positions) {
    const auto state = minotaur->parse(edge.notation);
    ASSERT_TRUE(state) << edge.name << ": " << edge.notation << ": " << state.error().message();
    EXPECT_FALSE((*state)->is_over()) << edge.name << ": " << edge.notation;
    EXPECT_TRUE((*state)->picture().look_on(edge.square)) << edge.name << ": " << edge.notation;
    if (edge.corner)
      corners[edge.name.substr(0, edge.name.find(' '))].insert(game::square_label(edge.square));
  }
  // A Shaman stands on light squares only, a Vanguard on dark ones (docs/rules/minotaur.md#mfen);
  // a Totem, which never moves, and an Avenger, alone of its side, are tested too.
  const std::set<std::string> all = {"a1", "a8", "h1", "h8"}, light = {"a8", "h1"},
                              dark = {"a1", "h8"};
  const std::map<std::string, std::set<std::string>> expected = {
      {"Q", all},  {"q", all}, {"K", all}, {"R", all}, {"B", light}, {"V", dark},
      {"N", all},  {"P", all}, {"A", all}, {"k", all}, {"r", all},   {"b", light},
      {"v", dark}, {"n", all}, {"p", all}, {"a", all}};
  EXPECT_EQ(corners, expected);
}

}  // namespace
}  // namespace minnaar
