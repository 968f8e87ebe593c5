// Openings: a few uniformly random legal moves from the start, so that
// games between near-deterministic players still differ, and the order in
// which a tournament takes the positions of a suite (an openings file). An
// opening is a function of (seed, index) alone: the same pair always gives
// the same position, whatever the threads or the shard.
//
//   auto start = random_opening(game, seed, pair, 4);  // 4 random plies
//   auto line = suite_index(seed, suite.size(), OpeningOrder::kRandom, 1, pair);
#pragma once

#include <cstddef>
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

// How a tournament takes the positions of a suite: in the file's order, or
// in one shuffle of the suite drawn from the tournament's seed.
enum class OpeningOrder { kSequential, kRandom };

// The suite position (0-based, in the file's order) that opening `index`
// starts from: the suite's order, from its `start`-th position (1-based,
// 1 <= start <= size) on, wrapping around. Random order is a Fisher-Yates
// shuffle of the suite drawn from `seed` alone, the same on every machine.
std::size_t suite_index(std::uint64_t seed, std::size_t size, OpeningOrder order, int start,
                        std::uint64_t index);

}  // namespace minnaar::tournament
