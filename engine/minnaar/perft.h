// Perft (docs/rules/minnaar.md#perft): the number of move paths of a given length.
//
// perft(pos, 0) = 1; for depth >= 1 a finished position counts 0, a side
// with no move passes (the pass is one move), otherwise the paths through
// every legal move are summed. The position is restored on return.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/minnaar/position.h"
#include "engine/minnaar/types.h"
#include "engine/perft.h"

namespace minnaar::current {

// Counts the last ply with count_moves() instead of making each move.
std::uint64_t perft(Position& pos, int depth);

// Builds every position down to the leaves; the reference for perft().
// Inner plies make and unmake each move; the last builds each leaf whole by
// copy-make (for_each_child in movegen.h), which needs no unmake.
std::uint64_t perft_without_bulk(Position& pos, int depth);

// perft(depth - 1) after one root move.
using DivideEntry = game::DivideEntry<Move>;

// perft(pos after m, depth - 1) for each legal move m (a single pass when
// the side must pass), in generation order; empty when depth is 0 or the
// game is over. With threads > 1 the moves are shared out among that many
// threads (each on its own copy of the position); the counts are the same.
// `bulk` false makes every leaf, as perft_without_bulk().
std::vector<DivideEntry> perft_divide(Position& pos, int depth, int threads = 1, bool bulk = true);

}  // namespace minnaar::current
