// The parts every 8x8 rule set's perft shares (SPEC §6), over its position
// and move-list types: a divide entry, the sum over the legal moves, leaf
// counting by making every move, and the root moves shared among threads.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/board8/types.h"
#include "engine/parallel.h"

namespace minnaar {

struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};

// The pieces every rule set's perft shares, over its position and move-list
// types: `generate(pos, list)` lists the legal moves.

// The sum of count(pos after m) over the legal moves m, each made and
// unmade in turn.
template <class AnyMoveList, class AnyPosition, class Generate, class Count>
std::uint64_t sum_over_moves(AnyPosition& pos, const Generate& generate, const Count& count) {
  AnyMoveList moves;
  generate(pos, moves);
  std::uint64_t nodes = 0;
  for (const Move m : moves) {
    const auto undo = pos.make(m);
    nodes += count(pos);
    pos.unmake(m, undo);
  }
  return nodes;
}

// Makes every move down to the leaves (no recursion at the last ply: each
// leaf is still made and unmade).
template <class AnyMoveList, class AnyPosition, class Generate>
std::uint64_t count_leaves_by_making(AnyPosition& pos, int depth, const Generate& generate) {
  if (depth == 0) return 1;
  return sum_over_moves<AnyMoveList>(pos, generate, [depth, &generate](AnyPosition& after) {
    return depth == 1 ? 1 : count_leaves_by_making<AnyMoveList>(after, depth - 1, generate);
  });
}

// count(pos after m, depth - 1) per legal move m, the moves shared out
// among `threads` threads, each on its own copy of the position.
template <class AnyMoveList, class AnyPosition, class Generate, class Count>
std::vector<DivideEntry> divide_among_threads(const AnyPosition& pos, int depth, int threads,
                                              const Generate& generate, const Count& count) {
  std::vector<DivideEntry> entries;
  if (depth == 0) return entries;
  AnyMoveList moves;
  generate(pos, moves);
  for (const Move m : moves) entries.push_back({m, 0});
  for_each_index(threads, entries.size(), [&](std::size_t i) {
    AnyPosition child = pos;
    child.make(entries[i].move);
    entries[i].nodes = count(child, depth - 1);
  });
  return entries;
}

}  // namespace minnaar
