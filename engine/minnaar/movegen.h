// Legal move generation for the side to move.
//
// There is no check in Minnaar Chess, so every pseudo-legal move is legal:
// a Sovereign goes up to four squares along a line onto an empty square or
// an Establishment piece; an Establishment piece moves as in chess onto an
// empty square or a Sovereign. A side with no move has exactly one: pass.
// A finished game has none.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <utility>

#include "engine/board8/move_list.h"
#include "engine/minnaar/attacks.h"
#include "engine/minnaar/position.h"
#include "engine/minnaar/types.h"

namespace minnaar::current {

// The most moves one faction can have: a Sovereign in the centre reaches 27
// squares and a faction has at most 8 Sovereigns (216); an Establishment
// army (Q 27 + 2R 28 + 2B 26 + 2N 16 + K 8 = 105) has fewer.
inline constexpr int kMaxMoves = 216;

// One list per ply of a search: 216 two-byte moves and a count (440 bytes
// where a size_t is 8 bytes, 436 in WebAssembly).
using MoveList = BasicMoveList<kMaxMoves>;

// The squares a piece of faction f may land on: empty, or holding a piece of
// the other side (Sovereigns take Establishment pieces of either colour, the
// Establishment takes Sovereigns of either group). Never an ally. How a piece
// travels is attacks::of() in minnaar/attacks.h; a move is a square of both.
inline Bitboard landing_squares(const Position& pos, Faction f) {
  return ~(is_alliance(f) ? pos.alliance() : pos.establishment());
}

static_assert(sizeof(MoveList) == kMaxMoves * sizeof(Move) + sizeof(std::size_t),
              "update the size note above class MoveList");

// Calls visit(from, targets) once per piece of the side to move, with the
// squares that piece may move to. The one definition of how pieces move:
// generation, counting, legality checks and for_each_child() all go
// through it.
template <class Visit>
void for_each_piece_moves(const Position& pos, Visit&& visit) {
  const Faction side = pos.side_to_move();
  const Bitboard occupied = pos.occupied();
  const Bitboard targets = landing_squares(pos, side);
  const Bitboard own = pos.pieces(side);
  if (is_alliance(side)) {
    for (Bitboard b = own; b;) {
      const Square s = pop_lsb(b);
      visit(s, attacks::sovereign(s, occupied) & targets);
    }
    return;
  }
  for (Bitboard b = own & pos.pieces(kKnight); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::knight[s] & targets);
  }
  for (Bitboard b = own & pos.pieces(kKing); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::king[s] & targets);
  }
  for (Bitboard b = own & (pos.pieces(kBishop) | pos.pieces(kQueen)); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::bishop(s, occupied) & targets);
  }
  for (Bitboard b = own & (pos.pieces(kRook) | pos.pieces(kQueen)); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::rook(s, occupied) & targets);
  }
}

// Calls visit(move, child) for every legal move of the side to move (the
// pass when it has none; nothing when the game is over), with `child` the
// position after it, built by copy-make (Position::for_each_child). The
// moves come piece by piece, quiet moves before captures: not in
// generate_moves() order.
template <class Visit>
void for_each_child(const Position& pos, Visit&& visit) {
  pos.for_each_child([&pos](auto&& on_piece) { for_each_piece_moves(pos, on_piece); }, visit);
}

// Fills `list` with the legal moves of the side to move: {pass} when it has
// no move, nothing when the game is over.
void generate_moves(const Position& pos, MoveList& list);

// The size generate_moves() would give, without listing the moves.
int count_moves(const Position& pos);

bool is_legal(const Position& pos, Move m);

// Why `m` is not legal in `pos`, in words for a person ("a Sovereign moves
// at most 4 squares"); empty when it is legal.
std::string why_illegal(const Position& pos, Move m);

}  // namespace minnaar::current
