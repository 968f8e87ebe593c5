#include "engine/perft.h"

#include "engine/movegen.h"

namespace minnaar {

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
    nodes += perft_without_bulk(pos, depth - 1);
    pos.unmake(m, undo);
  }
  return nodes;
}

std::vector<DivideEntry> perft_divide(Position& pos, int depth) {
  std::vector<DivideEntry> entries;
  if (depth == 0) return entries;
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move m : moves) {
    const Position::Undo undo = pos.make(m);
    entries.push_back({m, perft(pos, depth - 1)});
    pos.unmake(m, undo);
  }
  return entries;
}

}  // namespace minnaar
