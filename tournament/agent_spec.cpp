#include "tournament/agent_spec.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>
#include <vector>

#include "tournament/alphabeta_agent.h"
#include "tournament/human_agent.h"
#include "tournament/mcts_agent.h"
#include "tournament/simple_agents.h"

namespace minnaar::tournament {
namespace {

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

template <class AnyAgent>
struct AgentType {
  std::string_view name;
  std::string_view help;
  std::vector<ParamSpec> params;
  std::function<std::unique_ptr<AnyAgent>(const Params&, std::uint64_t)> make;
};

// The evaluation's weights, shared by every agent that evaluates.
std::vector<ParamSpec> eval_params() {
  const EvalWeights d;
  return {
      {"sovereign", double(d.sovereign), 0, 10000, "value of a Sovereign"},
      {"king", double(d.king), 0, 10000, "value of a King"},
      {"queen", double(d.queen), 0, 10000, "value of a Queen"},
      {"rook", double(d.rook), 0, 10000, "value of a Rook"},
      {"bishop", double(d.bishop), 0, 10000, "value of a Bishop"},
      {"knight", double(d.knight), 0, 10000, "value of a Knight"},
      {"smaller_group", double(d.smaller_group), 0, 10000, "per Sovereign of the smaller group"},
      {"mobility", double(d.mobility), 0, 1000, "per legal move more than the other side"},
      {"threatened", double(d.threatened), 0, 1000,
       "per mille of the value of each attacked piece"},
      {"tally", double(d.tally), 0, 100,
       "percent the score shrinks towards undecided as the tally nears 80"},
  };
}

// The Play-Test Edition's weights.
std::vector<ParamSpec> playtest_eval_params() {
  const PlaytestWeights d;
  return {
      {"sovereign", double(d.sovereign), 0, 10000, "per Sovereign on the board"},
      {"traditional", double(d.traditional), 0, 10000, "per traditional piece"},
      {"passage", double(d.passage), 0, 100000, "per completed passage"},
      {"advance", double(d.advance), 0, 1000, "per rank a Sovereign has advanced"},
      {"threat", double(d.threat), 0, 10000, "per Sovereign that can reach the far rank next move"},
      {"mobility", double(d.mobility), 0, 1000, "per Sovereign move more than the opponent"},
      {"rival", double(d.rival), 0, 100,
       "percent of the opponent's progress subtracted (a tie-break: its sovereignty does not "
       "cost a player its own)"},
  };
}

std::vector<ParamSpec> with(std::vector<ParamSpec> own, const std::vector<ParamSpec>& more) {
  for (const ParamSpec& p : more) own.push_back(p);
  return own;
}
std::vector<ParamSpec> with_eval(std::vector<ParamSpec> own) {
  return with(std::move(own), eval_params());
}

// The search and budget parameters every rule set's agents share.
std::vector<ParamSpec> alphabeta_params() {
  return {
      {"depth", 4, 1, 64, "maximum depth in plies"},
      {"nodes", 0, 0, 1e12, "node budget per move (0: none); deterministic"},
      {"time_ms", 0, 0, 3.6e6, "time budget per move in ms (0: none); not deterministic"},
      {"tt_mb", 16, 1, 4096, "transposition table size in MiB"},
      {"quiescence", 4, 0, 32, "plies of captures searched past the depth (0: evaluate there)"},
  };
}
std::vector<ParamSpec> mcts_params() {
  return {
      {"iterations", 2000, 1, 1e9, "playouts per move (time_ms can stop it sooner)"},
      {"time_ms", 0, 0, 3.6e6, "time budget per move in ms (0: none); not deterministic"},
      {"c", 1.4, 0, 100, "exploration constant of UCB1", false},
      {"playout", 0, 0, 1, "playout policy", true, {"random", "greedy"}},
      {"playout_plies", 0, 0, 10000,
       "stop a playout after this many plies and score it by the evaluation (0: play to the "
       "end)"},
  };
}
constexpr std::string_view kRandomHelp = "uniform over the legal moves";
constexpr std::string_view kGreedyHelp =
    "one ply: the move with the best evaluation, seeded tie-break";
constexpr std::string_view kAlphabetaHelp =
    "negamax alpha-beta, iterative deepening, transposition table, quiescence on captures";
constexpr std::string_view kMctsHelp =
    "Monte Carlo tree search (UCT) with random or greedy playouts";
ParamSpec capture_bias() {
  return {"capture_bias", 0, 0, 1000, "per mille of turns that take a capture when there is one"};
}

const std::vector<AgentType<PlaytestAgent>>& playtest_agent_types() {
  static const std::vector<AgentType<PlaytestAgent>> types = {
      {"random", kRandomHelp, {capture_bias()}, make_playtest_random_agent},
      {"greedy", kGreedyHelp, playtest_eval_params(), make_playtest_greedy_agent},
      {"alphabeta", kAlphabetaHelp, with(alphabeta_params(), playtest_eval_params()),
       make_playtest_alphabeta_agent},
      {"mcts", kMctsHelp, with(mcts_params(), playtest_eval_params()), make_playtest_mcts_agent},
  };
  return types;
}

const std::vector<AgentType<Agent>>& agent_types() {
  static const std::vector<AgentType<Agent>> types = {
      {"random", kRandomHelp, {capture_bias()}, make_random_agent},
      {"greedy", kGreedyHelp, with_eval({}), make_greedy_agent},
      {"alphabeta", kAlphabetaHelp, with_eval(alphabeta_params()), make_alphabeta_agent},
      {"mcts", kMctsHelp, with_eval(mcts_params()), make_mcts_agent},
      {"human",
       "a person at the terminal: the board is drawn, moves are typed in SPEC notation",
       {},
       [](const Params& p, std::uint64_t seed) { return make_human_agent(p, seed); }},
  };
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

std::string names_of(const std::vector<ParamSpec>& params) {
  const std::string names = join(
      params, [](const ParamSpec& p) { return p.name; }, ", ");
  return names.empty() ? "none" : names;
}

template <class AnyAgent>
std::string type_names(const std::vector<AgentType<AnyAgent>>& types) {
  return join(
      types, [](const AgentType<AnyAgent>& t) { return t.name; }, ", ");
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

// A spec read against a table: its type and its parameters (defaults filled
// in, canonical spec text), or why it is invalid. Builds no agent.
template <class AnyAgent>
struct ParsedSpec {
  const AgentType<AnyAgent>* type;
  Params params;
};

template <class AnyAgent>
Expected<ParsedSpec<AnyAgent>, std::string> parse_spec(
    const std::vector<AgentType<AnyAgent>>& types, std::string_view spec) {
  using Error = Unexpected<std::string>;
  const std::size_t colon = spec.find(':');
  const std::string_view type_name = spec.substr(0, colon);
  const AgentType<AnyAgent>* type = nullptr;
  for (const AgentType<AnyAgent>& t : types)
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
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
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
  std::string canonical = canonical_spec(type->name, type->params, values);
  return ParsedSpec<AnyAgent>{type, Params(std::move(values), std::move(canonical))};
}

template <class AnyAgent>
Expected<std::unique_ptr<AnyAgent>, std::string> make_from(
    const std::vector<AgentType<AnyAgent>>& types, std::string_view spec, std::uint64_t seed) {
  auto parsed = parse_spec(types, spec);
  if (!parsed) return Unexpected<std::string>{parsed.error()};
  return parsed->type->make(parsed->params, seed);
}

template <class AnyAgent>
std::string catalogue(const std::vector<AgentType<AnyAgent>>& types) {
  std::string text;
  for (const AgentType<AnyAgent>& t : types) {
    text += std::string(t.name) + ": " + std::string(t.help) + "\n";
    for (const ParamSpec& p : t.params) {
      std::string range = number_text(p.low) + " to " + number_text(p.high);
      std::string fallback = number_text(p.fallback);
      if (!p.choices.empty()) {
        range = join(p.choices, itself, "|");
        fallback = std::string(p.choices[std::size_t(p.fallback)]);
      }
      text.append("    ").append(p.name).append("=").append(fallback).append("  (").append(range);
      text.append(") ").append(p.help).append("\n");
    }
  }
  return text;
}

template <class AnyAgent>
bool accepts(const std::vector<AgentType<AnyAgent>>& types, std::string_view type,
             std::string_view name) {
  for (const AgentType<AnyAgent>& t : types)
    if (t.name == type)
      for (const ParamSpec& p : t.params)
        if (p.name == name) return true;
  return false;
}

template <class AnyAgent>
std::vector<std::string_view> names(const std::vector<AgentType<AnyAgent>>& types) {
  std::vector<std::string_view> all;
  for (const AgentType<AnyAgent>& t : types) all.push_back(t.name);
  return all;
}

}  // namespace

EvalWeights Params::weights() const {
  EvalWeights w;
  w.sovereign = get_int("sovereign");
  w.king = get_int("king");
  w.queen = get_int("queen");
  w.rook = get_int("rook");
  w.bishop = get_int("bishop");
  w.knight = get_int("knight");
  w.smaller_group = get_int("smaller_group");
  w.mobility = get_int("mobility");
  w.threatened = get_int("threatened");
  w.tally = get_int("tally");
  return w;
}

PlaytestWeights Params::playtest_weights() const {
  PlaytestWeights w;
  w.sovereign = get_int("sovereign");
  w.traditional = get_int("traditional");
  w.passage = get_int("passage");
  w.advance = get_int("advance");
  w.threat = get_int("threat");
  w.mobility = get_int("mobility");
  w.rival = get_int("rival");
  return w;
}

Expected<std::unique_ptr<Agent>, std::string> make_agent(std::string_view spec,
                                                         std::uint64_t seed) {
  return make_from(agent_types(), spec, seed);
}

Expected<std::unique_ptr<PlaytestAgent>, std::string> make_playtest_agent(std::string_view spec,
                                                                          std::uint64_t seed) {
  return make_from(playtest_agent_types(), spec, seed);
}

Expected<std::string, std::string> canonical_agent_spec(std::string_view spec, bool playtest) {
  auto canonical = [](const auto& parsed) -> Expected<std::string, std::string> {
    if (!parsed) return Unexpected<std::string>{parsed.error()};
    return parsed->params.spec();
  };
  return playtest ? canonical(parse_spec(playtest_agent_types(), spec))
                  : canonical(parse_spec(agent_types(), spec));
}

bool accepts_parameter(std::string_view type, std::string_view name, bool playtest) {
  return playtest ? accepts(playtest_agent_types(), type, name)
                  : accepts(agent_types(), type, name);
}

std::vector<std::string_view> agent_type_names(bool playtest) {
  return playtest ? names(playtest_agent_types()) : names(agent_types());
}

std::string agent_catalogue(bool playtest) {
  return playtest ? catalogue(playtest_agent_types()) : catalogue(agent_types());
}

}  // namespace minnaar::tournament
