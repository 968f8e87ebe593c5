// Perft of the Play-Test Edition, with docs/rules/minnaar.md#perft's convention: perft(pos, 0)
// = 1; for depth >= 1 a finished position counts 0, a forced pass is one
// move. The position is restored on return.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/perft.h"
#include "engine/playtest/position.h"

namespace minnaar::playtest {

// Counts the last ply with count_moves() instead of making each move.
std::uint64_t perft(Position& pos, int depth);
// Makes every move down to the leaves; the reference for perft().
std::uint64_t perft_without_bulk(Position& pos, int depth);
// perft(depth - 1) after one root move.
using DivideEntry = game::DivideEntry<Move>;
// As current::perft_divide: per legal move, on `threads` threads.
std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads = 1, bool bulk = true);

}  // namespace minnaar::playtest
