// Positions made to test a bounded board's edges (docs/conform.md#edges):
// each kind of piece of each side on the corners and edges, with pieces on
// every square its moves could reach were the board to wrap round (the
// square past the west edge read as the east edge, as a torus would, or as
// the next square in rank order, as an index that runs off a row does).
// An engine that lets a move run off one edge onto the other lists a move
// there that the rules do not have; a tool comparing two programs' `moves`
// on these positions finds it. Each rule set builds its own with
// edge_positions() below (Game::edge_positions()); a board without edges
// has none.
//
//   std::vector<game::EdgeSide> sides = {{"s 0 0 1", {"P"}, {"P", "p"}, {"K", "k"}, {"p", "K"}}};
//   auto positions = game::edge_positions({0, 0, 7, 7}, 2, {{"P", 8}, ...}, sides, accepts);
//   // {"P on a1, enemies past the edge", "P7/.../K6P s 0 0 1", (0,0)}, ...
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/picture.h"

namespace minnaar::game {

struct EdgePosition {
  std::string name;      // "N on a1, enemies past the edge"
  std::string notation;  // the position, in the rule set's notation
  Square square;         // where the piece under test stands
  bool corner = false;   // whether that square is a corner
};

// One side to move, with its pieces as the board field writes them.
struct EdgeSide {
  std::string fields;                // the notation after the board: "s 0 0 1"
  std::vector<std::string> movers;   // one of each kind of piece the side moves
  std::vector<std::string> friends;  // kinds that fill squares as the mover's own pieces
  std::vector<std::string> enemies;  // kinds that fill squares as pieces it may take
  // Pieces every position holds so that the game is still on (a piece of
  // each group the rules end the game without), put on free squares from
  // the middle of the board.
  std::vector<std::string> kept;
};

// The squares of `board` other than `at` that a piece on `at` reaches by a
// step or leap of at most `reach` files and ranks that leaves the board,
// were the board a torus or a row-major array of squares: where a wrapping
// engine's moves land.
std::vector<Square> wrapped_squares(const Box& board, Square at, int reach);

// The squares the pieces are put on: the four corners, the squares beside
// them and the middle of each edge.
std::vector<Square> edge_squares(const Box& board);

// For every side, every mover on every square of edge_squares(): one
// position with enemies on its wrapped squares and one with friends there,
// the kept pieces on free squares of the middle, the board written as FEN
// (ranks from the last, runs of empty squares as decimal numbers). Fillers
// are drawn in turn from the kinds given, never more of a kind than
// `limits` holds (pieces a board may hold: the start's count), each a kind
// `accepts` allows on its square; a mover on a square where `accepts`
// refuses it (an illegal or finished position) is left out.
std::vector<EdgePosition> edge_positions(const Box& board, int reach,
                                         const std::map<std::string, int>& limits,
                                         const std::vector<EdgeSide>& sides,
                                         const std::function<bool(const std::string&)>& accepts);

}  // namespace minnaar::game
