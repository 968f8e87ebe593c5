// Agents by name, for any registered game: "type:key=value,key=value"
// builds a configured agent.
//
//   auto agent = make_agent(*game, "alphabeta:depth=4,mobility=0", /*seed=*/7);
//   if (!agent) fail(agent.error());   // names the valid types or parameters
//
// The types are random, greedy, alphabeta, mcts and human. random, mcts
// and human play every game through the game interface; greedy and
// alphabeta need the game's evaluation, and a game's agent kit
// (agent_kit.h) may put searches over its own fast types in their place.
// Every parameter is a number with a default and a range (or a choice of
// names); agent_catalogue() describes them all for `minnaar agents`.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/players/agent.h"
#include "tournament/players/evaluation.h"

namespace minnaar::tournament {

// One parameter of an agent type.
struct ParamSpec {
  ParamSpec(std::string_view name, double fallback, double low, double high, std::string_view help,
            bool whole = true, std::vector<std::string_view> choices = {})
      : name(name),
        fallback(fallback),
        low(low),
        high(high),
        help(help),
        whole(whole),
        choices(std::move(choices)) {}

  std::string_view name;
  double fallback;
  double low, high;
  std::string_view help;
  bool whole;                             // only whole numbers
  std::vector<std::string_view> choices;  // if set: the value is a name, stored as its index
};

// The values of one agent's parameters, defaults filled in.
class Params {
 public:
  Params(std::map<std::string, double> values, std::string spec)
      : values_(std::move(values)), spec_(std::move(spec)) {}
  double get(const std::string& name) const { return values_.at(name); }
  const std::map<std::string, double>& values() const { return values_; }
  int get_int(const std::string& name) const { return int(values_.at(name)); }
  bool has(const std::string& name) const { return values_.count(name) != 0; }
  // The canonical spec: "type:key=value,...", defaults left out.
  const std::string& spec() const { return spec_; }

 private:
  std::map<std::string, double> values_;
  std::string spec_;
};

Expected<std::unique_ptr<Agent>, std::string> make_agent(const game::Game& game,
                                                         std::string_view spec, std::uint64_t seed);

// The same where a bad spec is the caller's error: throws std::runtime_error
// "agent '<spec>': <why>".
std::unique_ptr<Agent> make_agent_or_throw(const game::Game& game, std::string_view spec,
                                           std::uint64_t seed);

// The canonical form of a spec (defaults left out), or why it is invalid.
Expected<std::string, std::string> canonical_agent_spec(const game::Game& game,
                                                        std::string_view spec);

// A choice's budget: values of the parameters that bound a search (depth,
// nodes, time_ms, iterations, level), e.g. {{"nodes", 5000}}.
using ChoiceBudget = std::vector<std::pair<std::string, double>>;

// `spec` with its budget replaced by `budget` (canonical), or why that is
// no agent of `game`. Each budget parameter of the type that `budget` does
// not give is set where it bounds nothing (no depth limit, no node or time
// budget, no level), so `{{"nodes", 5000}}` is a search of 5,000 nodes
// whatever the spec said; with a `level` the others keep their defaults.
// A budget parameter the type lacks is refused naming the valid ones; an
// empty budget leaves the spec as it is.
Expected<std::string, std::string> spec_with_budget(const game::Game& game, std::string_view spec,
                                                    const ChoiceBudget& budget);

// The parameters of `spec` in `game`, its type's defaults filled in, or
// why it is not a valid spec there.
Expected<Params, std::string> agent_params(const game::Game& game, std::string_view spec);

// The weights of `game`'s evaluation (its agent kit's numeric ones, not
// the choice of a team's table), or why it has none.
Expected<std::vector<ParamSpec>, std::string> evaluation_weights(const game::Game& game);
// `game`'s evaluation under these weights (each weight missing from
// `values` at its default), or null when the game has no evaluation.
std::shared_ptr<const Evaluation> evaluation_with(const game::Game& game,
                                                  const std::map<std::string, double>& values);

// `values` (an agent's parameters) as `team` plays them where the game's
// kit gives each team its own default weights (weight_table.h): each
// weight left at its listed default takes the team's own. Unchanged for a
// game whose teams share one table.
std::map<std::string, double> team_weight_values(const game::Game& game,
                                                 std::map<std::string, double> values,
                                                 const std::string& team);
// The team whose own default weights are the listed defaults, if the
// game's teams have their own tables (with `weights=` that team, a spec's
// weights are used as written for every team); else empty.
std::string listed_weights_team(const game::Game& game);

// Why `spec` is not an agent any registered rule set can seat ("'<spec>' is
// not an agent of any rule set; the default rule set, <name>, says: <why>"),
// or "" when some rule set takes it (each with its default parameters).
std::string agent_spec_problem(std::string_view spec);

// The registered rule sets (with their default parameters) that take `spec`.
std::vector<std::string> rule_sets_taking(std::string_view spec);

// Whether agents of `type` take a parameter called `name` in `game`
// (tournament configs apply a shared budget to the agents that take it).
bool accepts_parameter(const game::Game& game, std::string_view type, std::string_view name);
// The parameters of agent type `type` in `game`, in the order its specs
// list them, or why there is no such type (naming the valid ones).
Expected<std::vector<ParamSpec>, std::string> agent_parameters(const game::Game& game,
                                                               std::string_view type);

// The agent types `game` has, in the order help texts list them.
std::vector<std::string> agent_type_names(const game::Game& game);

// Every agent type of `game` with its parameters, defaults and ranges.
std::string agent_catalogue(const game::Game& game);

}  // namespace minnaar::tournament
