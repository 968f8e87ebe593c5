// A rule set's evaluation weights as one table: each weight's parameter
// name, the member of the kit's weights struct it sets (whose initializer
// is its default), its range and what it means. The kit lists each weight
// once; the agents' parameters (weight_params: what specs accept, `minnaar
// agents` lists and tunes may name) and the weights an agent plays with
// (weights_of) are both read from that table.
//
//   constexpr WeightTable<EvalWeights, 2> kWeights{{
//       {"sovereign", &EvalWeights::sovereign, 0, 10000, "value of a Sovereign"},
//       {"mobility", &EvalWeights::mobility, 0, 1000, "per legal move"},
//   }};
//   MINNAAR_REGISTER_AGENT_KIT("minnaar", fast_agent_kit<MinnaarSearch>(kWeights));
//
// Where a rule set's teams differ, the kit may also give each team its own
// default table (TeamDefaults, in the game's team order). Its agents then
// take a `weights` parameter: `team` (the default) plays each team with its
// own table, a team's name plays every team with that one. A weight
// parameter set to anything but its listed default (the Weights
// initializer) replaces that weight in every table; left at it, it follows
// the table.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tournament/players/agent_spec.h"

namespace minnaar::tournament {

template <class Weights>
struct Weight {
  std::string_view name;
  int Weights::*member;
  int low, high;  // the range a spec or a tune may set it in
  std::string_view help;
};

template <class Weights, std::size_t N>
using WeightTable = std::array<Weight<Weights>, N>;

// One team's default weights.
template <class Weights>
struct TeamDefaults {
  std::string_view team;  // the team's name in the game
  Weights weights;
};

// The weights an agent plays each team with: one table for all, or one per
// team (by the game's team number).
template <class Weights>
class TeamWeights {
 public:
  TeamWeights(Weights all) : by_team_{std::move(all)} {}  // NOLINT: one table serves all
  explicit TeamWeights(std::vector<Weights> by_team) : by_team_(std::move(by_team)) {}
  const Weights& of(int team) const {
    return by_team_[std::size_t(team) < by_team_.size() ? std::size_t(team) : 0];
  }

 private:
  std::vector<Weights> by_team_;
};

// The weights as agent parameters, defaults from a default-made Weights.
template <class Weights, std::size_t N>
std::vector<ParamSpec> weight_params(const WeightTable<Weights, N>& table) {
  const Weights defaults{};
  std::vector<ParamSpec> params;
  params.reserve(N);
  for (const Weight<Weights>& w : table)
    params.emplace_back(w.name, double(defaults.*w.member), double(w.low), double(w.high), w.help);
  return params;
}

// The weights an agent with parameters `p` plays with (p holds every
// weight: its value or the default).
template <class Weights, std::size_t N>
Weights weights_of(const WeightTable<Weights, N>& table, const Params& p) {
  Weights weights{};
  for (const Weight<Weights>& w : table) weights.*w.member = p.get_int(std::string(w.name));
  return weights;
}

// The `weights` parameter of a kit with team tables: `team`, then each
// team's name.
template <class Weights, std::size_t T>
ParamSpec team_choice_param(const std::array<TeamDefaults<Weights>, T>& teams) {
  std::vector<std::string_view> choices{"team"};
  for (const TeamDefaults<Weights>& t : teams) choices.push_back(t.team);
  return ParamSpec("weights", 0, 0, double(T),
                   "default table: team (each team its own) or a team's", true, std::move(choices));
}

// Each team's weights under `p`: the table `p`'s `weights` names (each
// team's own for `team`), with every weight `p` sets away from its listed
// default in place.
template <class Weights, std::size_t N, std::size_t T>
TeamWeights<Weights> team_weights_of(const WeightTable<Weights, N>& table,
                                     const std::array<TeamDefaults<Weights>, T>& teams,
                                     const Params& p) {
  const Weights listed{};
  const std::size_t chosen = std::size_t(p.get_int("weights"));
  std::vector<Weights> by_team;
  for (std::size_t t = 0; t < T; ++t) {
    Weights weights = teams[chosen == 0 ? t : chosen - 1].weights;
    for (const Weight<Weights>& w : table)
      if (const int value = p.get_int(std::string(w.name)); value != listed.*w.member)
        weights.*w.member = value;
    by_team.push_back(weights);
  }
  return TeamWeights<Weights>(std::move(by_team));
}

// Each team's table as parameter values, for the kit (AgentKit::team_weights).
template <class Weights, std::size_t N, std::size_t T>
std::map<std::string, std::map<std::string, double>> team_tables(
    const WeightTable<Weights, N>& table, const std::array<TeamDefaults<Weights>, T>& teams) {
  std::map<std::string, std::map<std::string, double>> tables;
  for (const TeamDefaults<Weights>& t : teams)
    for (const Weight<Weights>& w : table)
      tables[std::string(t.team)][std::string(w.name)] = double(t.weights.*w.member);
  return tables;
}

}  // namespace minnaar::tournament
