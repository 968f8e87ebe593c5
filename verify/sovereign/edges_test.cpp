// Sovereign Chess's positions of the board's edges (game::Game::edge_positions): every one is an
// MFEN the rule set reads, of a game still on, with the piece under test on its square; a piece
// of every role of each player's owned colour stands, that player to move, on every corner, and so
// does every piece of the start of the other colours.
#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/move_description.h"

namespace minnaar {
namespace {

TEST(SovereignEdges, PutEveryKindOfPieceOfTheStartOnEveryCornerInPositionsItsParserReads) {
  const std::shared_ptr<const game::Game> sovereign = *game::load("sovereign");
  const std::vector<game::EdgePosition> positions = sovereign->edge_positions();
  std::map<std::string, std::set<std::string>> corners;  // each mover's colour and role: corners
  for (const game::EdgePosition& edge : positions) {
    const auto state = sovereign->parse(edge.notation);
    ASSERT_TRUE(state) << edge.name << ": " << edge.notation << ": " << state.error().message();
    EXPECT_FALSE((*state)->is_over()) << edge.name << ": " << edge.notation;
    EXPECT_TRUE((*state)->picture().look_on(edge.square)) << edge.name << ": " << edge.notation;
    if (edge.corner)
      corners[edge.name.substr(0, edge.name.find(' '))].insert(game::square_label(edge.square));
  }
  // Every piece of the start, whatever its colour, on every corner.
  const std::set<std::string> all = {"a1", "a16", "p1", "p16"};
  std::map<std::string, std::set<std::string>> expected;
  const std::string board = sovereign->start()->notation();
  for (std::size_t at = 0; at < board.size() && board[at] != ' ';) {
    if (std::isalpha(static_cast<unsigned char>(board[at]))) {
      expected[board.substr(at, 2)] = all;
      at += 2;
    } else {
      ++at;
    }
  }
  ASSERT_EQ(expected.size(), 60u);  // six roles of w and b, 48 pieces of the ten other colours
  EXPECT_EQ(corners, expected);
}

}  // namespace
}  // namespace minnaar
