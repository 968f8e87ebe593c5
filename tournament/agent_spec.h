// Agents by name: "type:key=value,key=value" builds a configured agent.
//
//   auto agent = make_agent("alphabeta:depth=4,mobility=0", /*seed=*/7);
//   if (!agent) fail(agent.error());   // names the valid types or parameters
//
// Every parameter is a number with a default and a range; agent_catalogue()
// describes them all for --help.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"
#include "tournament/agent.h"
#include "tournament/evaluation.h"
#include "tournament/playtest_evaluation.h"

namespace minnaar::tournament {

// The values of one agent's parameters, defaults filled in.
class Params {
 public:
  Params(std::map<std::string, double> values, std::string spec)
      : values_(std::move(values)), spec_(std::move(spec)) {}
  double get(const std::string& name) const { return values_.at(name); }
  int get_int(const std::string& name) const { return int(values_.at(name)); }
  // The canonical spec: "type:key=value,...", defaults left out.
  const std::string& spec() const { return spec_; }
  // Evaluation weights from the parameters named as the weights' members.
  EvalWeights weights() const;
  PlaytestWeights playtest_weights() const;

 private:
  std::map<std::string, double> values_;
  std::string spec_;
};

Expected<std::unique_ptr<Agent>, std::string> make_agent(std::string_view spec, std::uint64_t seed);
// The same for the Play-Test Edition (types random, greedy, alphabeta, mcts
// with that edition's evaluation weights).
Expected<std::unique_ptr<PlaytestAgent>, std::string> make_playtest_agent(std::string_view spec,
                                                                          std::uint64_t seed);

// The canonical form of a spec (defaults left out), or why it is invalid.
Expected<std::string, std::string> canonical_agent_spec(std::string_view spec, bool playtest);

// Whether agents of `type` take a parameter called `name` (tournament
// configs apply a shared budget to the agents that take it), in the current
// edition or (playtest) the Play-Test Edition.
bool accepts_parameter(std::string_view type, std::string_view name, bool playtest = false);
// The agent types, in the order help texts list them.
std::vector<std::string_view> agent_type_names(bool playtest = false);

// Every agent type with its parameters, defaults and ranges, for help texts.
std::string agent_catalogue(bool playtest = false);

}  // namespace minnaar::tournament
