// Legal move generation of the Play-Test Edition (docs/rules/playtest.md#moves).
//
// No check exists, so a move is legal when the piece can make it: a
// Sovereign along a line up to the rule set's range over empty squares onto
// an empty square or an opposing piece; a traditional piece one square
// forward onto an empty square, two from its home rank over two empty
// squares, or one square diagonally forward onto an opposing piece. While a
// player owes its King's first move and the King can move, only the King's
// moves are legal. A player with no move has exactly one: pass. A finished
// game has none.
#pragma once

#include <string>

#include "engine/board8/move_list.h"
#include "engine/playtest/position.h"

namespace minnaar::playtest {

// Eight Sovereigns reaching 27 squares each and eight traditional pieces
// with three moves each bound a player's moves.
inline constexpr int kMaxMoves = 8 * 27 + 8 * 3;
using MoveList = BasicMoveList<kMaxMoves>;

void generate_moves(const Position& pos, MoveList& list);
// The size generate_moves() would give, without listing the moves.
int count_moves(const Position& pos);

// Why `m` is not legal in `pos`, in words; empty when it is legal.
std::string why_illegal(const Position& pos, Move m);

}  // namespace minnaar::playtest
