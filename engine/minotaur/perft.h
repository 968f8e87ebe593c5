// Perft of Minotaur Chess (docs/rules/minotaur.md#perft, as docs/rules/minnaar.md#perft):
// perft(pos, 0) = 1; for depth >= 1 a finished position counts 0 and a forced pass is one move. The
// position is restored on return.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/minotaur/position.h"
#include "engine/perft.h"

namespace minnaar::minotaur {

// With `bulk` the last ply is counted by count_moves() instead of making
// each move; without, every leaf is made (the reference for bulk).
std::uint64_t perft(Position& pos, int depth, bool bulk = true);
using DivideEntry = game::DivideEntry<Move>;
// perft(depth - 1) after each legal move, the moves shared by `threads`.
std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads = 1, bool bulk = true);

}  // namespace minnaar::minotaur
