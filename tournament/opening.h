// Random openings: a few uniformly random legal moves from the start, so
// that games between near-deterministic players still differ. An opening
// is a function of (seed, index) alone: the same pair always gives the same
// position, whatever the threads or the shard.
//
//   auto start = random_opening(game, seed, pair, 4);  // 4 random plies
#pragma once

#include <cstdint>
#include <memory>

#include "engine/game.h"

namespace minnaar::tournament {

// `plies` random legal moves from `from`, or from the game's start dealt
// from the opening's own seed when `from` is null. A sequence that ends the
// game is drawn again from the same stream. Throws std::runtime_error when
// 1000 sequences in a row end the game (a start a few moves from its end).
std::unique_ptr<game::State> random_opening(const game::Game& game, std::uint64_t seed,
                                            std::uint64_t index, int plies,
                                            const game::State* from = nullptr);

}  // namespace minnaar::tournament
