#include "engine/minotaur/perft.h"

#include "engine/minotaur/movegen.h"

namespace minnaar::minotaur {

std::uint64_t perft(Position& pos, int depth, bool bulk) {
  return game::count_paths<MoveList>(pos, depth, bulk, generate_moves, count_moves);
}

std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads, bool bulk) {
  return game::divide_among_threads<MoveList>(
      pos, depth, threads, generate_moves,
      [bulk](Position& p, int d) { return perft(p, d, bulk); });
}

}  // namespace minnaar::minotaur
