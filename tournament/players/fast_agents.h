// The agent kit of a rule set that brings its own fast types: random,
// greedy, alpha-beta and MCTS instantiated over its Search
// (search_traits.h), its evaluation's weights as their parameters; for a
// game of hidden information also determinization and ISMCTS.
//
//   MINNAAR_REGISTER_AGENT_KIT("minnaar", fast_agent_kit<MinnaarSearch>(kWeights));
//
// where kWeights is the rule set's weight table (weight_table.h).
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "tournament/players/agent_kit.h"
#include "tournament/players/alphabeta_agent.h"
#include "tournament/players/ismcts_agent.h"
#include "tournament/players/mcts_agent.h"
#include "tournament/players/pimc_agent.h"
#include "tournament/players/simple_agents.h"
#include "tournament/players/weight_table.h"

namespace minnaar::tournament {

// The Search's evaluation under one set of weights, over the game
// interface (what tuning from stored positions scores them with).
template <class Search>
class SearchEvaluation : public Evaluation {
 public:
  explicit SearchEvaluation(typename Search::Weights weights) : weights_(weights) {}
  int score(const game::State& state, int team) const override {
    return Search::utility(Search::from_state(state), weights_, team);
  }

 private:
  typename Search::Weights weights_;
};

// The agents over the Search, each playing with `weights_of` its
// parameters; the evaluation scores with the weights the parameters set.
template <class Search, class Weights, std::size_t N, class WeightsOf>
AgentKit agent_kit_over(const WeightTable<Weights, N>& table, WeightsOf weights_of) {
  AgentKit kit;
  kit.weights = weight_params(table);
  kit.evaluation = [table](const Params& p) -> std::shared_ptr<const Evaluation> {
    return std::make_shared<SearchEvaluation<Search>>(tournament::weights_of(table, p));
  };
  kit.fast["random"] = [](const game::Game&, const Params& p, std::uint64_t seed) {
    return std::unique_ptr<Agent>(std::make_unique<RandomAgent<Search>>(p, seed));
  };
  kit.fast["greedy"] = [weights_of](const game::Game&, const Params& p, std::uint64_t seed) {
    return std::unique_ptr<Agent>(std::make_unique<GreedyAgent<Search>>(p, weights_of(p), seed));
  };
  kit.fast["alphabeta"] = [weights_of](const game::Game&, const Params& p, std::uint64_t seed) {
    return std::unique_ptr<Agent>(std::make_unique<AlphaBetaAgent<Search>>(p, weights_of(p), seed));
  };
  kit.fast["mcts"] = [weights_of](const game::Game&, const Params& p, std::uint64_t seed) {
    return std::unique_ptr<Agent>(std::make_unique<MctsAgent<Search>>(p, weights_of(p), seed));
  };
  return kit;
}

// The table's weights are the agents' parameters; each agent plays with
// the weights its parameters set.
template <class Search, class Weights, std::size_t N>
AgentKit fast_agent_kit(const WeightTable<Weights, N>& table) {
  return agent_kit_over<Search>(
      table, [table](const Params& p) { return TeamWeights<Weights>(weights_of(table, p)); });
}

// The same where each team has its own default table (weight_table.h):
// the agents take `weights` (team or a team's name) and play each team
// with its weights.
template <class Search, class Weights, std::size_t N, std::size_t T>
AgentKit fast_agent_kit(const WeightTable<Weights, N>& table,
                        const std::array<TeamDefaults<Weights>, T>& teams) {
  AgentKit kit = agent_kit_over<Search>(
      table, [table, teams](const Params& p) { return team_weights_of(table, teams, p); });
  kit.weights.insert(kit.weights.begin(), team_choice_param(teams));
  kit.team_weights = team_tables(table, teams);
  return kit;
}

// The same for a game of hidden information, with determinization and
// ISMCTS over the Search (whose moves must name one move in every sample).
template <class Search, class Weights, std::size_t N>
AgentKit hidden_information_agent_kit(const WeightTable<Weights, N>& table) {
  AgentKit kit = fast_agent_kit<Search>(table);
  auto weights_of = [table](const Params& p) {
    return TeamWeights<Weights>(tournament::weights_of(table, p));
  };
  kit.fast["pimc"] = [weights_of](const game::Game&, const Params& p, std::uint64_t seed) {
    return std::unique_ptr<Agent>(std::make_unique<PimcAgent<Search>>(p, weights_of(p), seed));
  };
  kit.fast["ismcts"] = [weights_of](const game::Game&, const Params& p, std::uint64_t seed) {
    return std::unique_ptr<Agent>(std::make_unique<IsmctsAgent<Search>>(p, weights_of(p), seed));
  };
  return kit;
}

}  // namespace minnaar::tournament
