// Legal move generation of Minotaur Chess (docs/rules/minotaur.md#pieces, #notation).
//
// There is no check, so a move is legal when the piece can make it: a
// player still to place its Vanguard places it on an empty dark square of
// its bands 1-6 and does nothing else; otherwise each piece moves as docs/rules/minotaur.md#pieces
// says (the Totem never, Defenders only when awake, Warriors by the
// board's directions). A player with no move has exactly one: pass. A
// finished game has none.
#pragma once

#include <string>

#include "engine/board8/move_list.h"
#include "engine/minotaur/position.h"

namespace minnaar::minotaur {

// A Chieftain (8), two Champions (14 each), Shaman and Vanguard (13 each),
// two Defenders (8 each) and eight Warriors (5 each) bound a side's moves.
inline constexpr int kMaxMoves = 8 + 2 * 14 + 2 * 13 + 2 * 8 + 8 * 5;
using MoveList = BasicMoveList<kMaxMoves>;

// A Warrior's steps without capturing (forward and sideways onto empty
// squares) and its captures (orthogonally forward), by colour and square.
Bitboard warrior_steps(Color c, Square s);
Bitboard warrior_captures(Color c, Square s);

// What the piece on `s` could reach on an empty part of the board and
// capture, ignoring whose turn it is: its targets under `occupied`, own
// pieces included (a Warrior's: steps and captures both). Empty for the
// Totem and for asleep Defenders.
Bitboard piece_reach(const Position& pos, Square s);

void generate_moves(const Position& pos, MoveList& list);
// The size generate_moves() would give, without listing the moves.
int count_moves(const Position& pos);

// Why `m` is not legal in `pos`, in words; empty when it is legal.
std::string why_illegal(const Position& pos, Move m);

}  // namespace minnaar::minotaur
