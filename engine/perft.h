// Perft's machinery (docs/rules/minnaar.md#perft), the same for every rule set over its
// own move, move-list and position types: the divide entry, the sum over
// the legal moves by make/unmake, leaf counting by making, the root moves
// shared among threads, and game::State's perft() and divide() built from a
// rule set's perft and divide functions.
//
// A position here has `Undo make(Move)` and `unmake(Move, Undo)`, and is
// copyable; a move list is a range of moves that `generate(pos, list)`
// fills with the legal moves, in the rule set's generation order.
//
//   std::uint64_t perft(Position& pos, int depth, bool bulk) {
//     return game::count_paths<MoveList>(pos, depth, bulk, generate_moves, count_moves);
//   }
//   std::vector<DivideEntry> perft_divide(const Position& pos, int depth, int threads, bool bulk) {
//     return game::divide_among_threads<MoveList>(pos, depth, threads, generate_moves,
//         [bulk](Position& p, int d) { return perft(p, d, bulk); });
//   }
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <ranges>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/parallel.h"

namespace minnaar::game {

// The count below one root move: perft(depth - 1) after `move`.
template <class Move>
struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};

// How a loop over a move list holds each move: small trivially copyable
// moves by value (a copy the compiler keeps in a register across make and
// unmake), larger ones by reference.
template <class Move>
using MoveInLoop =
    std::conditional_t<std::is_trivially_copyable_v<Move> && sizeof(Move) <= sizeof(std::uint64_t),
                       const Move, const Move&>;

// The sum of count(pos after m) over the legal moves m, each made and
// unmade in turn; the position is restored on return.
template <class MoveList, class Position, class Generate, class Count>
std::uint64_t sum_over_moves(Position& pos, const Generate& generate, const Count& count) {
  using Move = std::ranges::range_value_t<MoveList>;
  MoveList moves;
  generate(pos, moves);
  std::uint64_t nodes = 0;
  for (MoveInLoop<Move> m : moves) {
    const auto undo = pos.make(m);
    nodes += count(pos);
    pos.unmake(m, undo);
  }
  return nodes;
}

// Makes every move down to the leaves (no recursion at the last ply: each
// leaf is still made and unmade).
template <class MoveList, class Position, class Generate>
std::uint64_t count_leaves_by_making(Position& pos, int depth, const Generate& generate) {
  if (depth == 0) return 1;
  return sum_over_moves<MoveList>(pos, generate, [depth, &generate](Position& after) {
    return depth == 1 ? 1 : count_leaves_by_making<MoveList>(after, depth - 1, generate);
  });
}

// The number of move paths of length `depth`: with `bulk` the last ply is
// count_moves(pos) (the size generate() would give) instead of making each
// move; without, every leaf is made as count_leaves_by_making() does.
template <class MoveList, class Position, class Generate, class CountMoves>
std::uint64_t count_paths(Position& pos, int depth, bool bulk, const Generate& generate,
                          const CountMoves& count_moves) {
  if (depth == 0) return 1;
  if (depth == 1 && bulk) return std::uint64_t(count_moves(pos));
  return sum_over_moves<MoveList>(pos, generate, [&](Position& after) -> std::uint64_t {
    return depth == 1 ? 1 : count_paths<MoveList>(after, depth - 1, bulk, generate, count_moves);
  });
}

// count(pos after m, depth - 1) per legal move m, in generation order, the
// moves shared out among `threads` threads, each on its own copy of the
// position; empty when depth is 0.
template <class MoveList, class Position, class Generate, class Count>
std::vector<DivideEntry<std::ranges::range_value_t<MoveList>>> divide_among_threads(
    const Position& pos, int depth, int threads, const Generate& generate, const Count& count) {
  using Move = std::ranges::range_value_t<MoveList>;
  std::vector<DivideEntry<Move>> entries;
  if (depth == 0) return entries;
  MoveList moves;
  generate(pos, moves);
  for (MoveInLoop<Move> m : moves) entries.push_back({m, 0});
  for_each_index(threads, entries.size(), [&](std::size_t i) {
    Position child = pos;
    child.make(entries[i].move);
    entries[i].nodes = count(child, depth - 1);
  });
  return entries;
}

// game::State::perft() of a state at `pos`, from its rule set's
// perft(Position&, depth, bulk) and divide(Position&, depth, threads, bulk)
// (DivideEntry per root move): one thread counts with perft() on a copy of
// the position, more share the root moves through divide().
template <class Position, class Perft, class Divide>
std::uint64_t state_perft(const Position& pos, int depth, int threads, bool bulk,
                          const Perft& perft, const Divide& divide) {
  Position work = pos;
  if (threads <= 1 || depth == 0) return perft(work, depth, bulk);
  std::uint64_t total = 0;
  for (const auto& e : divide(work, depth, threads, bulk)) total += e.nodes;
  return total;
}

// game::State::divide() of a state at `pos`: each root move's text
// (move_text(Move)) and count, sorted by the text.
template <class Position, class Divide, class MoveText>
std::vector<std::pair<std::string, std::uint64_t>> state_divide(const Position& pos, int depth,
                                                                int threads, bool bulk,
                                                                const Divide& divide,
                                                                const MoveText& move_text) {
  Position work = pos;
  std::vector<std::pair<std::string, std::uint64_t>> rows;
  for (const auto& e : divide(work, depth, threads, bulk))
    rows.emplace_back(move_text(e.move), e.nodes);
  std::sort(rows.begin(), rows.end());
  return rows;
}

}  // namespace minnaar::game
