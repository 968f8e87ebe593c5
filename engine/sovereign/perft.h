// Perft of Sovereign Chess (docs/rules/sovereign.md#perft, as docs/rules/minnaar.md#perft): the
// number of move paths of a depth, the last ply counted without making the moves (bulk) or by
// making each, and the count after each root move shared among threads.
//
//   Position pos = Position::start();
//   perft(pos, 4);                     // 247005
#pragma once

#include <cstdint>
#include <vector>

#include "engine/perft.h"
#include "engine/sovereign/position.h"

namespace minnaar::sovereign {

std::uint64_t perft(Position& pos, int depth, bool bulk = true);

// perft(depth - 1) after one root move.
using DivideEntry = game::DivideEntry<Move>;
// perft(depth - 1) after each legal move, in generation order.
std::vector<DivideEntry> perft_divide(const Position& pos, int depth, int threads, bool bulk);

}  // namespace minnaar::sovereign
