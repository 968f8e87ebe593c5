#include "engine/playtest/perft.h"

#include "engine/playtest/movegen.h"

namespace minnaar::playtest {

std::uint64_t perft(Position& pos, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) return std::uint64_t(count_moves(pos));
  MoveList moves;
  generate_moves(pos, moves);
  std::uint64_t nodes = 0;
  for (const Move m : moves) {
    const Position::Undo undo = pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake(m, undo);
  }
  return nodes;
}

std::uint64_t perft_without_bulk(Position& pos, int depth) {
  return count_leaves_by_making<MoveList>(pos, depth, generate_moves);
}

std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads, bool bulk) {
  return divide_among_threads<MoveList>(
      pos, depth, threads, generate_moves,
      [bulk](Position& p, int d) { return bulk ? perft(p, d) : perft_without_bulk(p, d); });
}

}  // namespace minnaar::playtest
