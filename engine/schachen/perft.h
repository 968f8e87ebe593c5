// Perft of Schachen (docs/rules/schachen.md#perft): each compound turn is one move, so
// a legal move followed by k possible placements counts 1 + k at the last
// ply. The last ply is counted without making the turns (bulk) or by making
// each; the counts below the root turns can be shared among threads.
//
//   Position pos = Position::deal(0);
//   perft(pos, 3);                     // 223297
#pragma once

#include <cstdint>
#include <vector>

#include "engine/perft.h"
#include "engine/schachen/position.h"

namespace minnaar::schachen {

std::uint64_t perft(Position& pos, int depth, bool bulk = true);

// perft(depth - 1) after one root turn.
using DivideEntry = game::DivideEntry<Turn>;
// perft(depth - 1) after each turn, in generation order.
std::vector<DivideEntry> perft_divide(const Position& pos, int depth, int threads, bool bulk);

}  // namespace minnaar::schachen
