// Perfect-information Monte Carlo (determinization) for games of hidden
// information, over any Search (search_traits.h): the agent draws
// `samples` states consistent with what its seat sees (Game::sample),
// searches each by alpha-beta as if it were the whole truth, and plays the
// move most samples chose (the first to reach the most votes on a tie).
//
// A move chosen on one sample is legal in every other: the mover sees the
// same in all of them (engine/game.h, Action). The samples are drawn from
// the agent's seed, so the same seed and budget give the same choice.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/random.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/alphabeta_agent.h"

namespace minnaar::tournament {

template <class Search>
class PimcAgent : public Agent {
 public:
  PimcAgent(const Params& params, TeamWeights<typename Search::Weights> weights, std::uint64_t seed)
      : params_(params),
        samples_(params.get_int("samples")),
        search_(params, std::move(weights), derive_seed(seed, kSearchStream, 0)),
        random_(derive_seed(seed, kSampleStream, 0)) {}

  std::string spec() const override { return params_.spec(); }
  // The nodes of every sample's search and how many samples chose the move.
  MoveInfo last_info() const override { return info_; }

  game::Action choose_move(const game::State& state) override {
    const game::Game& game = state.game();
    const game::Seat seat = state.to_move();
    const std::string seen = state.observation(seat);
    std::vector<std::pair<game::Action, int>> votes;  // in the order of their first vote
    nodes_ = 0;
    for (int i = 0; i < samples_; ++i) {
      const auto world = game.sample(seen, seat, random_.next());
      if (!world)
        throw std::logic_error(game.name() +
                               ": no sample of its own observation: " + world.error().message());
      const game::Action choice = search_.choose_move(**world);
      nodes_ += search_.last_info().nodes;
      auto at = std::find_if(votes.begin(), votes.end(),
                             [&](const auto& v) { return v.first == choice; });
      if (at == votes.end())
        votes.emplace_back(choice, 1);
      else
        ++at->second;
    }
    const auto best =
        std::max_element(votes.begin(), votes.end(),
                         [](const auto& a, const auto& b) { return a.second < b.second; });
    info_ = {};
    info_.nodes = nodes_;
    info_.extra = "votes " + std::to_string(best->second) + "/" + std::to_string(samples_);
    return best->first;
  }

 private:
  static constexpr std::uint64_t kSearchStream = 0x7365'6172'0000'0000ull;  // "sear"
  static constexpr std::uint64_t kSampleStream = 0x7361'6D70'0000'0000ull;  // "samp"

  Params params_;
  int samples_;
  AlphaBetaAgent<Search> search_;
  MoveInfo info_;
  SplitMix64 random_;
  std::uint64_t nodes_ = 0;
};

}  // namespace minnaar::tournament
