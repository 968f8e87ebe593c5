#include "engine/minnaar/perft.h"

#include <algorithm>

#include "engine/minnaar/attacks.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/rules.h"

namespace minnaar::current {
namespace {

// perft(pos, 2) without making the moves of the side to move. The side to
// move (f) and the next faction (g) are always on opposite sides, so g's
// targets are the empty squares and f's side. A move from -> to changes g's
// move count only through
//   * a slider of g whose attacks contain `from` (its ray now goes further)
//     or `to` (its ray now stops there): its attacks are recomputed;
//   * a capture on `to`: the victim is of g's side, so `to` turns from ally
//     to target for every g leaper attacking it (sliders through `to` are
//     recomputed anyway), and a captured g piece loses its own moves.
// Returns -1 when f must pass; the caller then takes the general path.
std::int64_t perft_two_plies(const Position& pos) {
  if (pos.is_over()) return 0;
  const Faction f = pos.side_to_move();
  const Faction g = next_faction(f);
  const Bitboard occupied = pos.occupied();
  const Bitboard g_side = ~landing_squares(pos, g);

  struct Slider {
    Square square;
    PieceType type;
    int moves;
  };
  Slider sliders[16];
  int slider_count = 0;
  std::uint16_t touched_by[kSquareCount] = {};  // bit i: slider i's attacks contain the square
  std::uint16_t slider_bit_on[kSquareCount];    // valid on g's squares only
  int moves_on[kSquareCount];                   // valid on g's squares only
  int g_moves = 0;
  for (Bitboard b = pos.pieces(g); b;) {
    const Square s = pop_lsb(b);
    const PieceType t = type_of(pos.piece_on(s));
    const Bitboard a = attacks::of(t, s, occupied);
    moves_on[s] = popcount(a & ~g_side);
    g_moves += moves_on[s];
    slider_bit_on[s] = 0;
    if (attacks::is_slider(t)) {
      const std::uint16_t bit = std::uint16_t(1u << slider_count);
      sliders[slider_count++] = {s, t, moves_on[s]};
      slider_bit_on[s] = bit;
      for (Bitboard squares = a; squares;) touched_by[pop_lsb(squares)] |= bit;
    }
  }
  const Bitboard g_knights = pos.pieces(g, kKnight);
  const Bitboard g_kings = pos.pieces(g, kKing);

  // A quiet move that brings the tally to the limit ends the game.
  const bool quiet_move_ends = pos.tally() + 1 >= rules::kQuietTurnLimit;
  // A capture that empties a faction ends it too (Liberation needs the whole
  // Establishment gone, Divide and Conquer one Sovereign group).
  const bool last_establishment = popcount(pos.establishment()) == 1;
  const Bitboard f_targets = landing_squares(pos, f);

  std::int64_t leaves = 0;
  int f_moves = 0;
  for (Bitboard b = pos.pieces(f); b;) {
    const Square from = pop_lsb(b);
    const PieceType t = type_of(pos.piece_on(from));
    Bitboard targets = attacks::of(t, from, occupied) & f_targets;
    f_moves += popcount(targets);
    const Bitboard after_from = occupied ^ square_bb(from);
    while (targets) {
      const Square to = pop_lsb(targets);
      const Bitboard to_bb = square_bb(to);
      const Piece victim = pos.piece_on(to);
      int moves = g_moves;
      std::uint16_t recompute = touched_by[from] | touched_by[to];
      Bitboard new_g_side = g_side;
      if (victim == kNoPiece) {
        if (quiet_move_ends) continue;
      } else {
        if (is_alliance(f) ? last_establishment : popcount(pos.pieces(faction_of(victim))) == 1)
          continue;
        if (faction_of(victim) == g) {
          moves -= moves_on[to];
          recompute &= std::uint16_t(~slider_bit_on[to]);
        }
        moves += popcount(attacks::knight[to] & g_knights) + popcount(attacks::king[to] & g_kings);
        new_g_side ^= to_bb;
      }
      const Bitboard new_occupied = after_from | to_bb;
      while (recompute) {
        const Slider& sl = sliders[std::countr_zero(recompute)];
        recompute &= recompute - 1;
        moves += popcount(attacks::of(sl.type, sl.square, new_occupied) & ~new_g_side) - sl.moves;
      }
      leaves += std::max(moves, 1);
    }
  }
  return f_moves == 0 ? -1 : leaves;
}

// Nothing reads a leaf once it is built; this tells the compiler that its
// bytes are read, so that the stores which build it cannot be dropped (which
// would turn the count into bulk counting in disguise).
inline void keep_in_memory(const Position& leaf) {
#if defined(__GNUC__)
  asm volatile("" : : "m"(leaf));
#else
  static volatile std::uint64_t sink;
  sink = leaf.hash();
#endif
}

}  // namespace

std::uint64_t perft(Position& pos, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) return std::uint64_t(count_moves(pos));
  if (depth == 2) {
    const std::int64_t leaves = perft_two_plies(pos);
    if (leaves >= 0) return std::uint64_t(leaves);
  }
  return game::sum_over_moves<MoveList>(
      pos, generate_moves, [depth](Position& after) { return perft(after, depth - 1); });
}

std::uint64_t perft_without_bulk(Position& pos, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) {
    std::uint64_t leaves = 0;
    for_each_child(pos, [&leaves](Move, const Position& leaf) {
      keep_in_memory(leaf);
      ++leaves;
    });
    return leaves;
  }
  return game::sum_over_moves<MoveList>(pos, generate_moves, [depth](Position& after) {
    return perft_without_bulk(after, depth - 1);
  });
}

std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads, bool bulk) {
  return game::divide_among_threads<MoveList>(
      pos, depth, threads, generate_moves,
      [bulk](Position& p, int d) { return bulk ? perft(p, d) : perft_without_bulk(p, d); });
}

}  // namespace minnaar::current
