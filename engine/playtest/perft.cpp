#include "engine/playtest/perft.h"

#include <atomic>
#include <thread>

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
  if (depth == 0) return 1;
  MoveList moves;
  generate_moves(pos, moves);
  std::uint64_t nodes = 0;
  for (const Move m : moves) {
    const Position::Undo undo = pos.make(m);
    nodes += depth == 1 ? 1 : perft_without_bulk(pos, depth - 1);
    pos.unmake(m, undo);
  }
  return nodes;
}

std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads, bool bulk) {
  std::vector<DivideEntry> entries;
  if (depth == 0) return entries;
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move m : moves) entries.push_back({m, 0});
  std::atomic<std::size_t> next{0};
  auto worker = [&, root = pos]() mutable {
    for (std::size_t i; (i = next++) < entries.size();) {
      const Move m = entries[i].move;
      const Position::Undo undo = root.make(m);
      entries[i].nodes = bulk ? perft(root, depth - 1) : perft_without_bulk(root, depth - 1);
      root.unmake(m, undo);
    }
  };
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(worker);
  worker();
  for (std::thread& t : helpers) t.join();
  return entries;
}

}  // namespace minnaar::playtest
