#include "engine/sovereign/perft.h"

#include "engine/parallel.h"
#include "engine/sovereign/movegen.h"

namespace minnaar::sovereign {

std::uint64_t perft(Position& pos, int depth, bool bulk) {
  if (depth == 0) return 1;
  if (depth == 1 && bulk) return count_moves(pos);
  MoveList moves;
  generate_moves(pos, moves);
  std::uint64_t nodes = 0;
  for (const Move m : moves) {
    const Position::Undo undo = pos.make(m);
    nodes += depth == 1 ? 1 : perft(pos, depth - 1, bulk);
    pos.unmake(m, undo);
  }
  return nodes;
}

std::vector<DivideEntry> perft_divide(const Position& pos, int depth, int threads, bool bulk) {
  std::vector<DivideEntry> entries;
  if (depth == 0) return entries;
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move m : moves) entries.push_back({m, 0});
  for_each_index(threads, entries.size(), [&](std::size_t i) {
    Position child = pos;
    child.make(entries[i].move);
    entries[i].nodes = perft(child, depth - 1, bulk);
  });
  return entries;
}

}  // namespace minnaar::sovereign
