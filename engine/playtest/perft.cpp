#include "engine/playtest/perft.h"

#include "engine/playtest/movegen.h"

namespace minnaar::playtest {

std::uint64_t perft(Position& pos, int depth) {
  return game::count_paths<MoveList>(pos, depth, /*bulk=*/true, generate_moves, count_moves);
}

std::uint64_t perft_without_bulk(Position& pos, int depth) {
  return game::count_leaves_by_making<MoveList>(pos, depth, generate_moves);
}

std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads, bool bulk) {
  return game::divide_among_threads<MoveList>(
      pos, depth, threads, generate_moves,
      [bulk](Position& p, int d) { return bulk ? perft(p, d) : perft_without_bulk(p, d); });
}

}  // namespace minnaar::playtest
