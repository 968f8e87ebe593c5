#include "tournament/play/opening.h"

#include <numeric>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/random.h"

namespace minnaar::tournament {
namespace {

// The stream of a suite's shuffle ("ordr"), apart from the random plies'.
constexpr std::uint64_t kSuiteOrderSeedStream = 0x6F72'6472'0000'0000ull;

}  // namespace

std::unique_ptr<game::State> random_opening(const game::Game& game, std::uint64_t seed,
                                            std::uint64_t index, int plies,
                                            const game::State* from) {
  SplitMix64 rng(derive_seed(seed, kOpeningSeedStream, index));
  std::vector<game::Action> moves;
  constexpr int kAttempts = 1000;
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    auto state = from ? from->clone() : game.start(derive_seed(seed, kOpeningSeedStream, ~index));
    for (int ply = 0; ply < plies && !state->is_over(); ++ply) {
      state->legal_moves(moves);
      state->apply(moves[std::size_t(rng.below(moves.size()))]);
    }
    if (!state->is_over()) return state;
  }
  throw std::runtime_error("no random opening of " + std::to_string(plies) +
                           " plies keeps the game going in " + std::to_string(kAttempts) +
                           " attempts");
}

std::size_t suite_index(std::uint64_t seed, std::size_t size, OpeningOrder order, int start,
                        std::uint64_t index) {
  const std::size_t place = (std::size_t(start - 1) + std::size_t(index % size)) % size;
  if (order == OpeningOrder::kSequential) return place;
  // The whole shuffle is drawn again for each opening: a few microseconds
  // for a suite of thousands, against a game's milliseconds, and no state
  // to share between threads.
  std::vector<std::size_t> shuffled(size);
  std::iota(shuffled.begin(), shuffled.end(), std::size_t{0});
  SplitMix64 rng(derive_seed(seed, kSuiteOrderSeedStream, size));
  for (std::size_t i = size - 1; i > 0; --i) std::swap(shuffled[i], shuffled[rng.below(i + 1)]);
  return shuffled[place];
}

}  // namespace minnaar::tournament
