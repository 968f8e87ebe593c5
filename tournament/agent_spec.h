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

namespace minnaar::tournament {

// The values of one agent's parameters, defaults filled in.
class Params {
 public:
  explicit Params(std::map<std::string, double> values) : values_(std::move(values)) {}
  double get(const std::string& name) const { return values_.at(name); }
  int get_int(const std::string& name) const { return int(values_.at(name)); }
  // Rebuilds the "key=value,..." part of a spec, defaults left out.
  std::string to_text(std::string_view type) const;
  // Evaluation weights from the parameters named as EvalWeights' members.
  EvalWeights weights() const;

 private:
  std::map<std::string, double> values_;
};

Expected<std::unique_ptr<Agent>, std::string> make_agent(std::string_view spec, std::uint64_t seed);

// Whether agents of `type` take a parameter called `name` (tournament
// configs apply a shared budget to the agents that take it).
bool accepts_parameter(std::string_view type, std::string_view name);
// The agent types, in the order help texts list them.
std::vector<std::string_view> agent_type_names();

// Every agent type with its parameters, defaults and ranges, for help texts.
std::string agent_catalogue();

}  // namespace minnaar::tournament
