// Perft (SPEC §6): the number of move paths of a given length.
//
// perft(pos, 0) = 1; for depth >= 1 a finished position counts 0, a side
// with no move passes (the pass is one move), otherwise the paths through
// every legal move are summed. The position is restored on return.
#pragma once

#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "engine/position.h"
#include "engine/types.h"

namespace minnaar {

// Counts the last ply with count_moves() instead of making each move.
std::uint64_t perft(Position& pos, int depth);

// Builds every position down to the leaves; the reference for perft().
// Inner plies make and unmake each move; the last builds each leaf whole by
// copy-make (for_each_child in movegen.h), which needs no unmake.
std::uint64_t perft_without_bulk(Position& pos, int depth);

struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};

// perft(pos after m, depth - 1) for each legal move m (a single pass when
// the side must pass), in generation order; empty when depth is 0 or the
// game is over. With threads > 1 the moves are shared out among that many
// threads (each on its own copy of the position); the counts are the same.
// `bulk` false makes every leaf, as perft_without_bulk().
std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads = 1, bool bulk = true);

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
  std::atomic<std::size_t> next{0};
  auto worker = [&, root = pos]() mutable {
    for (std::size_t i; (i = next++) < entries.size();) {
      const Move m = entries[i].move;
      const auto undo = root.make(m);
      entries[i].nodes = count(root, depth - 1);
      root.unmake(m, undo);
    }
  };
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(worker);
  worker();
  for (std::thread& t : helpers) t.join();
  return entries;
}

}  // namespace minnaar
