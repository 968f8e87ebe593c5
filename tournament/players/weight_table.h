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
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
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

}  // namespace minnaar::tournament
