#include "tournament/opening.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "engine/random.h"

namespace minnaar::tournament {

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

}  // namespace minnaar::tournament
