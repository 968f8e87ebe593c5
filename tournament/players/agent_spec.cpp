#include "tournament/players/agent_spec.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <stdexcept>

#include "engine/decimal.h"
#include "engine/listing.h"
#include "tournament/players/agent_kit.h"
#include "tournament/players/alphabeta_agent.h"
#include "tournament/players/human_agent.h"
#include "tournament/players/mcts_agent.h"
#include "tournament/players/pimc_agent.h"
#include "tournament/players/search_traits.h"
#include "tournament/players/simple_agents.h"

namespace minnaar::tournament {
namespace {

struct AgentType {
  std::string name;
  std::string_view help;
  std::vector<ParamSpec> params;
  AgentBuilder make;
};

std::vector<ParamSpec> with(std::vector<ParamSpec> own, const std::vector<ParamSpec>& more) {
  for (const ParamSpec& p : more) own.push_back(p);
  return own;
}

// The search and budget parameters every game's agents share.
std::vector<ParamSpec> alphabeta_params() {
  return {
      {"depth", 4, 1, 64, "maximum depth in plies"},
      {"nodes", 0, 0, 1e12, "node budget per move (0: none); deterministic"},
      {"time_ms", 0, 0, 3.6e6, "time budget per move in ms (0: none); not deterministic"},
      {"tt_mb", 16, 1, 4096, "transposition table size in MiB"},
      {"quiescence", 4, 0, 32, "plies of captures searched past the depth (0: evaluate there)"},
      {"level", 0, 0, alphabeta::kLevels,
       "strength preset 1 (weakest) to 8: a node budget, no depth limit (0: depth and nodes as "
       "given)"},
      {"pvs",
       0,
       0,
       1,
       "principal variation search: moves after the first on a null window",
       true,
       {"off", "on"}},
      {"lmr",
       1,
       0,
       1,
       "late move reductions: quiet moves late in the order searched a ply less",
       true,
       {"off", "on"}},
      {"partial",
       1,
       0,
       1,
       "a budget that stops an iteration keeps the move it found better",
       true,
       {"off", "on"}},
      {"aspiration",
       1,
       0,
       1,
       "aspiration windows: from depth 4, a window around the previous iteration's score",
       true,
       {"off", "on"}},
  };
}
// Determinization's: the samples, then alpha-beta's for each (shallower).
std::vector<ParamSpec> pimc_params() {
  std::vector<ParamSpec> params = {
      {"samples", 8, 1, 100000, "states drawn per move from what the seat sees, each searched"}};
  for (ParamSpec p : alphabeta_params()) {
    if (p.name == "depth") p.fallback = 2;
    params.push_back(p);
  }
  return params;
}
// MCTS's parameters; the playout policy and cut playouts need an evaluation.
std::vector<ParamSpec> mcts_params(bool evaluated) {
  std::vector<ParamSpec> params = {
      {"iterations", 2000, 1, 1e9, "playouts per move (time_ms can stop it sooner)"},
      {"time_ms", 0, 0, 3.6e6, "time budget per move in ms (0: none); not deterministic"},
      {"c", 1.4, 0, 100, "exploration constant of UCB1", false},
  };
  if (evaluated) {
    params.push_back({"playout", 0, 0, 1, "playout policy", true, {"random", "greedy"}});
    params.push_back({"playout_plies", 0, 0, 10000,
                      "stop a playout after this many plies and score it by the evaluation (0: "
                      "play to the end)"});
  }
  return params;
}
constexpr std::string_view kRandomHelp = "uniform over the legal moves";
constexpr std::string_view kGreedyHelp =
    "one ply: the move with the best evaluation, seeded tie-break";
constexpr std::string_view kAlphabetaHelp =
    "negamax alpha-beta, iterative deepening, transposition table, quiescence on captures";
constexpr std::string_view kMctsHelp =
    "Monte Carlo tree search (UCT) with random or greedy playouts";
constexpr std::string_view kPimcHelp =
    "determinization: alpha-beta on states drawn from what the seat sees, the most chosen move";
constexpr std::string_view kIsmctsHelp =
    "information-set MCTS: one tree over states drawn from what the seat sees";
constexpr std::string_view kHumanHelp =
    "a person at the terminal: the position is shown, moves are typed in the game's notation";

// The generic players over the interface, with the game's evaluation if any.
InterfaceWeights interface_weights(const AgentKit* kit, const Params& params) {
  return {kit && kit->evaluation ? kit->evaluation(params) : nullptr};
}

// The builder of `type`: the kit's fast one, else `generic`.
AgentBuilder pick(const AgentKit* kit, const std::string& type, AgentBuilder generic) {
  if (kit) {
    const auto fast = kit->fast.find(type);
    if (fast != kit->fast.end()) return fast->second;
  }
  return generic;
}

// Every agent type of a game, in the order help texts list them.
std::vector<AgentType> agent_types(const game::Game& game) {
  const AgentKit* kit = agent_kit(game.name());
  const bool evaluated = kit && (kit->evaluation || !kit->fast.empty());
  const std::vector<ParamSpec> weights = kit ? kit->weights : std::vector<ParamSpec>{};
  std::vector<AgentType> types;
  types.push_back(
      {"random",
       kRandomHelp,
       {{"capture_bias", 0, 0, 1000, "per mille of turns that take a capture when there is one"}},
       pick(kit, "random", [](const game::Game&, const Params& p, std::uint64_t seed) {
         return std::unique_ptr<Agent>(std::make_unique<RandomAgent<InterfaceSearch>>(p, seed));
       })});
  if (evaluated) {
    types.push_back(
        {"greedy", kGreedyHelp, weights,
         pick(kit, "greedy", [kit](const game::Game&, const Params& p, std::uint64_t seed) {
           return std::unique_ptr<Agent>(
               std::make_unique<GreedyAgent<InterfaceSearch>>(p, interface_weights(kit, p), seed));
         })});
    types.push_back(
        {"alphabeta", kAlphabetaHelp, with(alphabeta_params(), weights),
         pick(kit, "alphabeta", [kit](const game::Game&, const Params& p, std::uint64_t seed) {
           return std::unique_ptr<Agent>(std::make_unique<AlphaBetaAgent<InterfaceSearch>>(
               p, interface_weights(kit, p), seed));
         })});
  }
  types.push_back({"mcts", kMctsHelp,
                   with(mcts_params(evaluated), evaluated ? weights : std::vector<ParamSpec>{}),
                   pick(kit, "mcts", [kit](const game::Game&, const Params& p, std::uint64_t seed) {
                     return std::unique_ptr<Agent>(std::make_unique<MctsAgent<InterfaceSearch>>(
                         p, interface_weights(kit, p), seed));
                   })});
  if (!game.info().perfect_information) {
    if (evaluated)
      types.push_back(
          {"pimc", kPimcHelp, with(pimc_params(), weights),
           pick(kit, "pimc", [kit](const game::Game&, const Params& p, std::uint64_t seed) {
             return std::unique_ptr<Agent>(
                 std::make_unique<PimcAgent<InterfaceSearch>>(p, interface_weights(kit, p), seed));
           })});
    // Over the interface an action need not name one move across samples
    // (only the mover's are alike), so ISMCTS plays only where a kit brings
    // moves that do.
    if (kit && kit->fast.count("ismcts"))
      types.push_back({"ismcts", kIsmctsHelp,
                       with(mcts_params(evaluated), evaluated ? weights : std::vector<ParamSpec>{}),
                       kit->fast.at("ismcts")});
  }
  types.push_back({"human", kHumanHelp, {}, [](const game::Game&, const Params&, std::uint64_t) {
                     return make_human_agent();
                   }});
  return types;
}

template <class Items, class Name>
std::string join(const Items& items, Name name, std::string_view separator) {
  std::string text;
  for (const auto& item : items) {
    if (!text.empty()) text.append(separator);
    text.append(name(item));
  }
  return text;
}

std::string_view itself(std::string_view s) { return s; }

// The parameter names of a type for a one-line message: as many as fit,
// then how many more and where they all are.
std::string names_of(const std::vector<ParamSpec>& params) {
  std::vector<std::string> names;
  for (const ParamSpec& p : params) names.emplace_back(p.name);
  if (names.empty()) return "none";
  constexpr std::size_t kBudget = 110;
  const std::string all = bounded_list(names, std::string::npos);
  return all.size() <= kBudget ? all : bounded_list(names, kBudget) + "; see `minnaar agents`";
}

std::string type_names(const std::vector<AgentType>& types) {
  return join(
      types, [](const AgentType& t) { return std::string_view(t.name); }, ", ");
}

std::string number_text(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.10g", v);
  return buffer;
}

// "type:key=value,...", the parameters in the table's order, defaults left out.
std::string canonical_spec(std::string_view type, const std::vector<ParamSpec>& params,
                           const std::map<std::string, double>& values) {
  std::string text(type);
  bool first = true;
  for (const ParamSpec& p : params) {
    const double v = values.at(std::string(p.name));
    if (v == p.fallback) continue;
    text.append(first ? ":" : ",").append(p.name).append("=");
    text.append(p.choices.empty() ? number_text(v) : std::string(p.choices[std::size_t(v)]));
    first = false;
  }
  return text;
}

// A spec read against a game's types: its type and its parameters
// (defaults filled in, canonical spec text), or why it is invalid. Builds
// no agent.
struct ParsedSpec {
  const AgentType* type;
  Params params;
};

Expected<ParsedSpec, std::string> parse_spec(const std::vector<AgentType>& types,
                                             std::string_view spec) {
  using Error = Unexpected<std::string>;
  const std::size_t colon = spec.find(':');
  const std::string_view type_name = spec.substr(0, colon);
  const AgentType* type = nullptr;
  for (const AgentType& t : types)
    if (t.name == type_name) type = &t;
  if (!type)
    return Error{"unknown agent type '" + std::string(type_name) + "' in '" + std::string(spec) +
                 "' (valid: " + type_names(types) + ")"};

  std::map<std::string, double> values;
  for (const ParamSpec& p : type->params) values[std::string(p.name)] = p.fallback;
  std::string_view rest = colon == std::string_view::npos ? "" : spec.substr(colon + 1);
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? "" : rest.substr(comma + 1);
    const std::size_t equals = item.find('=');
    const std::string key(item.substr(0, equals));
    const ParamSpec* param = nullptr;
    for (const ParamSpec& p : type->params)
      if (p.name == key) param = &p;
    if (!param)
      return Error{"unknown parameter '" + key + "' for " + std::string(type->name) +
                   " (valid: " + names_of(type->params) + ")"};
    if (equals == std::string_view::npos)
      return Error{"parameter '" + key + "' of " + std::string(type->name) +
                   " has no value (write " + key + "=N)"};
    const std::string_view text = item.substr(equals + 1);
    if (!param->choices.empty()) {
      const auto found = std::find(param->choices.begin(), param->choices.end(), text);
      if (found == param->choices.end()) {
        return Error{"parameter '" + key + "' of " + std::string(type->name) + ": '" +
                     std::string(text) + "' is not one of " + join(param->choices, itself, ", ")};
      }
      values[key] = double(found - param->choices.begin());
      continue;
    }
    const std::optional<double> read = read_double(text);
    const double value = read.value_or(0);
    if (!read || !std::isfinite(value))
      return Error{"parameter '" + key + "' of " + std::string(type->name) + ": '" +
                   std::string(text) + "' is not a number"};
    if (param->whole && value != std::floor(value))
      return Error{"parameter '" + key + "' of " + std::string(type->name) + ": '" +
                   std::string(text) + "' is not a whole number"};
    if (value < param->low || value > param->high)
      return Error{"parameter '" + key + "' of " + std::string(type->name) + ": " +
                   number_text(value) + " is outside " + number_text(param->low) + " to " +
                   number_text(param->high)};
    values[key] = value;
  }
  // A level is a budget of its own: with it, a depth or node budget has no say.
  if (const auto level = values.find("level"); level != values.end() && level->second > 0)
    for (const char* budget : {"depth", "nodes"})
      for (const ParamSpec& p : type->params)
        if (p.name == budget && values[budget] != p.fallback)
          return Error{"parameter 'level' of " + std::string(type->name) +
                       " sets the budget: give " + budget + " or level, not both"};
  std::string canonical = canonical_spec(type->name, type->params, values);
  return ParsedSpec{type, Params(std::move(values), std::move(canonical))};
}

std::mutex& kits_lock() {
  static std::mutex lock;
  return lock;
}
std::map<std::string, AgentKit>& kits() {
  static std::map<std::string, AgentKit> all;
  return all;
}

}  // namespace

bool register_agent_kit(const std::string& game_name, AgentKit kit) {
  std::lock_guard guard(kits_lock());
  kits().insert_or_assign(game_name, std::move(kit));
  return true;
}

const AgentKit* agent_kit(const std::string& game_name) {
  std::lock_guard guard(kits_lock());
  const auto found = kits().find(game_name);
  return found == kits().end() ? nullptr : &found->second;
}

Expected<std::unique_ptr<Agent>, std::string> make_agent(const game::Game& game,
                                                         std::string_view spec,
                                                         std::uint64_t seed) {
  const std::vector<AgentType> types = agent_types(game);
  auto parsed = parse_spec(types, spec);
  if (!parsed) return Unexpected<std::string>{parsed.error()};
  return parsed->type->make(game, parsed->params, seed);
}

std::unique_ptr<Agent> make_agent_or_throw(const game::Game& game, std::string_view spec,
                                           std::uint64_t seed) {
  auto agent = make_agent(game, spec, seed);
  if (!agent) throw std::runtime_error("agent '" + std::string(spec) + "': " + agent.error());
  return std::move(*agent);
}

Expected<std::string, std::string> canonical_agent_spec(const game::Game& game,
                                                        std::string_view spec) {
  auto parsed = parse_spec(agent_types(game), spec);
  if (!parsed) return Unexpected<std::string>{parsed.error()};
  return parsed->params.spec();
}

Expected<std::string, std::string> spec_with_budget(const game::Game& game, std::string_view spec,
                                                    const ChoiceBudget& budget) {
  const std::vector<AgentType> types = agent_types(game);
  auto parsed = parse_spec(types, spec);
  if (!parsed) return Unexpected<std::string>{parsed.error()};
  if (budget.empty()) return parsed->params.spec();
  // Each budget parameter and whether its unbounded value is its highest
  // (a depth, a number of playouts) or its lowest (0: no budget, no level).
  constexpr std::pair<std::string_view, bool> kBounds[] = {{"depth", true},
                                                           {"nodes", false},
                                                           {"time_ms", false},
                                                           {"iterations", true},
                                                           {"level", false}};
  for (const auto& item : budget)
    if (std::none_of(std::begin(kBounds), std::end(kBounds),
                     [&](const auto& bound) { return bound.first == item.first; }))
      return Unexpected<std::string>{"budget: '" + item.first +
                                     "' bounds no search (a budget gives depth, nodes, time_ms, "
                                     "iterations or level)"};
  const bool level = std::any_of(budget.begin(), budget.end(),
                                 [](const auto& item) { return item.first == "level"; });
  std::map<std::string, double> values = parsed->params.values();
  for (const ParamSpec& p : parsed->type->params)
    for (const auto& [name, high] : kBounds)
      if (p.name == name) values[std::string(name)] = level ? p.fallback : high ? p.high : p.low;
  std::string text = canonical_spec(parsed->type->name, parsed->type->params, values);
  bool first = text.find(':') == std::string::npos;
  for (const auto& [name, value] : budget) {
    text.append(first ? ":" : ",").append(name).append("=").append(number_text(value));
    first = false;
  }
  auto replaced = parse_spec(types, text);
  if (!replaced) return Unexpected<std::string>{"budget: " + replaced.error()};
  return replaced->params.spec();
}

Expected<Params, std::string> agent_params(const game::Game& game, std::string_view spec) {
  auto parsed = parse_spec(agent_types(game), spec);
  if (!parsed) return Unexpected<std::string>{parsed.error()};
  return parsed->params;
}

Expected<std::vector<ParamSpec>, std::string> evaluation_weights(const game::Game& game) {
  const AgentKit* kit = agent_kit(game.name());
  if (!kit || !kit->evaluation || kit->weights.empty())
    return Unexpected<std::string>{game.name() + " has no evaluation with weights"};
  std::vector<ParamSpec> numeric;  // a choice of table is no weight
  for (const ParamSpec& w : kit->weights)
    if (w.choices.empty()) numeric.push_back(w);
  return numeric;
}

std::shared_ptr<const Evaluation> evaluation_with(const game::Game& game,
                                                  const std::map<std::string, double>& values) {
  const AgentKit* kit = agent_kit(game.name());
  if (!kit || !kit->evaluation) return nullptr;
  std::map<std::string, double> all;
  for (const ParamSpec& w : kit->weights) all[std::string(w.name)] = w.fallback;
  for (const auto& [name, value] : values) all[name] = value;
  return kit->evaluation(Params(std::move(all), ""));
}

std::map<std::string, double> team_weight_values(const game::Game& game,
                                                 std::map<std::string, double> values,
                                                 const std::string& team) {
  const AgentKit* kit = agent_kit(game.name());
  if (!kit) return values;
  const auto table = kit->team_weights.find(team);
  if (table == kit->team_weights.end()) return values;
  for (const ParamSpec& w : kit->weights) {
    const auto value = values.find(std::string(w.name));
    const auto own = table->second.find(std::string(w.name));
    if (value != values.end() && own != table->second.end() && value->second == w.fallback)
      value->second = own->second;
  }
  return values;
}

std::string listed_weights_team(const game::Game& game) {
  const AgentKit* kit = agent_kit(game.name());
  if (!kit) return "";
  for (const auto& [team, table] : kit->team_weights) {
    bool listed = true;
    for (const ParamSpec& w : kit->weights)
      if (const auto own = table.find(std::string(w.name)); own != table.end())
        listed = listed && own->second == w.fallback;
    if (listed) return team;
  }
  return "";
}

std::vector<std::string> rule_sets_taking(std::string_view spec) {
  std::vector<std::string> names;
  for (const game::GameInfo* info : game::registered_games())
    if (auto loaded = game::load(info->name); loaded && canonical_agent_spec(**loaded, spec))
      names.push_back(info->name);
  return names;
}

std::string agent_spec_problem(std::string_view spec) {
  if (!rule_sets_taking(spec).empty()) return "";
  std::string problem = "'" + std::string(spec) + "' is not an agent of any rule set";
  const std::string rules = game::default_game_name();
  if (auto loaded = game::load(rules)) {
    if (auto checked = canonical_agent_spec(**loaded, spec); !checked)
      return problem + "; the default rule set, " + rules + ", says: " + checked.error();
  }
  return problem + " (see minnaar agents)";
}

bool accepts_parameter(const game::Game& game, std::string_view type, std::string_view name) {
  for (const AgentType& t : agent_types(game))
    if (t.name == type)
      for (const ParamSpec& p : t.params)
        if (p.name == name) return true;
  return false;
}

Expected<std::vector<ParamSpec>, std::string> agent_parameters(const game::Game& game,
                                                               std::string_view type) {
  const std::vector<AgentType> types = agent_types(game);
  for (const AgentType& t : types)
    if (t.name == type) return t.params;
  return Unexpected<std::string>{"unknown agent type '" + std::string(type) +
                                 "' (valid: " + type_names(types) + ")"};
}

std::vector<std::string> agent_type_names(const game::Game& game) {
  std::vector<std::string> names;
  for (const AgentType& t : agent_types(game)) names.push_back(t.name);
  return names;
}

std::string agent_catalogue(const game::Game& game) {
  const std::vector<AgentType> types = agent_types(game);
  const AgentKit* kit = agent_kit(game.name());
  std::string text;
  for (const AgentType& t : types) {
    text += std::string(t.name) + ": " + std::string(t.help) + "\n";
    for (const ParamSpec& p : t.params) {
      std::string range = number_text(p.low) + " to " + number_text(p.high);
      std::string fallback = number_text(p.fallback);
      if (!p.choices.empty()) {
        range = join(p.choices, itself, "|");
        fallback = std::string(p.choices[std::size_t(p.fallback)]);
      }
      text.append("    ").append(p.name).append("=").append(fallback).append("  (").append(range);
      text.append(") ").append(p.help);
      // A team whose own table differs from the listed default.
      if (kit)
        for (const auto& [team, table] : kit->team_weights)
          if (const auto w = table.find(std::string(p.name));
              w != table.end() && w->second != p.fallback)
            text.append("; ").append(team).append("'s default ").append(number_text(w->second));
      text.append("\n");
    }
    if (kit && t.name == "alphabeta" && !kit->levels.empty()) {
      text += "    levels as measured by " + kit->levels_measured_by + ":";
      for (const LevelRating& r : kit->levels)
        text += " " + std::to_string(r.level) + ": " + (r.elo > 0 ? "+" : "") + number_text(r.elo) +
                " ± " + number_text(r.interval) + (r.level < int(kit->levels.size()) ? ";" : "");
      text += " Elo\n";
    }
  }
  return text;
}

}  // namespace minnaar::tournament
