#include "engine/schachen/perft.h"

#include "engine/parallel.h"
#include "engine/schachen/movegen.h"

namespace minnaar::schachen {

std::uint64_t perft(Position& pos, int depth, bool bulk) {
  if (depth == 0) return 1;
  if (depth == 1 && bulk) return count_turns(pos);
  std::vector<Turn> turns;
  generate_turns(pos, turns);
  std::uint64_t nodes = 0;
  for (const Turn& t : turns) {
    const Position::Undo undo = pos.make(t);
    nodes += depth == 1 ? 1 : perft(pos, depth - 1, bulk);
    pos.unmake(t, undo);
  }
  return nodes;
}

std::vector<DivideEntry> perft_divide(const Position& pos, int depth, int threads, bool bulk) {
  std::vector<DivideEntry> entries;
  if (depth == 0) return entries;
  std::vector<Turn> turns;
  generate_turns(pos, turns);
  for (const Turn& t : turns) entries.push_back({t, 0});
  for_each_index(threads, entries.size(), [&](std::size_t i) {
    Position child = pos;
    child.make(entries[i].turn);
    entries[i].nodes = perft(child, depth - 1, bulk);
  });
  return entries;
}

}  // namespace minnaar::schachen
