#include "engine/schachen/perft.h"

#include "engine/schachen/movegen.h"

namespace minnaar::schachen {

std::uint64_t perft(Position& pos, int depth, bool bulk) {
  return game::count_paths<std::vector<Turn>>(pos, depth, bulk, generate_turns, count_turns);
}

std::vector<DivideEntry> perft_divide(const Position& pos, int depth, int threads, bool bulk) {
  return game::divide_among_threads<std::vector<Turn>>(
      pos, depth, threads, generate_turns,
      [bulk](Position& p, int d) { return perft(p, d, bulk); });
}

}  // namespace minnaar::schachen
