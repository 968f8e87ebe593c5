// Reading a tune's YAML (tune.h), with the tournament config's reader:
// every error names file:line:key.
#include <yaml-cpp/yaml.h>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "tournament/players/agent_spec.h"
#include "tournament/protocol/referee.h"
#include "tournament/run/config_reader.h"
#include "tournament/run/runner.h"
#include "tournament/tune/tune.h"

namespace minnaar::tournament {
namespace {

std::string number_text(double v) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", v);
  return text;
}

// One entry of `tune:`, checked against the agent's own parameter.
// `owner` words whose range it is ("the agent's", "the program's announced").
SpsaParameter read_parameter(const Reader& r, const YAML::Node& node, const std::string& key,
                             const ParamSpec& spec, double current,
                             const std::string& owner = "the agent's") {
  r.expect_map(node, key, {"start", "min", "max", "c_end", "r_end"});
  SpsaParameter p;
  p.name = std::string(spec.name);
  p.whole = spec.whole;
  const std::string range = Reader::number(spec.low) + " to " + Reader::number(spec.high);
  auto bound = [&](const char* name, double fallback) {
    if (!node[name]) return fallback;
    const double v = r.real(node[name], key + "." + name, -1e300, 1e300);
    if (v < spec.low || v > spec.high)
      r.fail(
          node[name], key + "." + name,
          Reader::number(v) + " is outside " + owner + " range for " + p.name + " (" + range + ")");
    return v;
  };
  p.min = bound("min", spec.low);
  p.max = bound("max", spec.high);
  if (p.max < p.min) r.fail(node["max"] ? node["max"] : node, key + ".max", "is below min");
  if (p.max == p.min)
    r.fail(node["max"] ? node["max"] : node, key + ".max",
           "the range has zero width (min = max = " + Reader::number(p.min) + "): nothing to tune");
  p.start = node["start"] ? r.real(node["start"], key + ".start", -1e300, 1e300) : current;
  if (p.start < p.min || p.start > p.max)
    r.fail(node["start"] ? node["start"] : node, key + ".start",
           Reader::number(p.start) + " is outside the range " + Reader::number(p.min) + " to " +
               Reader::number(p.max));
  if (!node["c_end"])
    r.fail(node, key + ".c_end", "missing: the perturbation at the last iteration, e.g. 10");
  p.c_end = r.real(node["c_end"], key + ".c_end", 1e-300, 1e300);
  p.r_end = node["r_end"] ? r.real(node["r_end"], key + ".r_end", 0, 1e300) : 0.002;
  return p;
}

// The key node of `name` in a mapping (for its line), else the mapping.
YAML::Node key_node(const YAML::Node& map, const std::string& name) {
  if (map && map.IsMap())
    for (const auto& item : map)
      if (item.first.Scalar() == name) return item.first;
  return map;
}

// A program to tune (`agent: {type: external, ...}`): its command, fixed
// options, budget and timeouts as a tournament reads them, then `tune:`
// checked against the options it announces. The program is started once
// here, as the referee starts it for a game (handshake, no options), to
// read its option list: a tuned option's type and range are the program's
// own, as a built-in agent's are its parameter list's, so they are known
// only by asking it. A program that cannot be started is refused here
// rather than forfeiting every game of the tune.
void read_external_agent(const Reader& r, const YAML::Node& root, const YAML::Node& agent,
                         const std::map<std::string, std::string>& budget,
                         const std::string& base_dir, TuneConfig& c) {
  r.expect_map(agent, "agent", {"type", "command", "options", "budget", "timeouts"});
  ExternalPlayer player = read_external(r, agent, "agent", budget);
  player.directory = std::filesystem::absolute(base_dir).lexically_normal().string();
  std::string command;
  for (const std::string& word : player.command) command += (command.empty() ? "" : " ") + word;

  std::vector<AnnouncedOption> announced;
  {
    ExternalPlayer bare = player;
    bare.options.clear();
    Transcript transcript;
    auto started = Player::start(bare, transcript);
    if (!started) {
      std::string why = started.error().detail;
      // The last line it wrote on standard error, if any (one line only).
      std::string errors = started.error().errors;
      while (!errors.empty() && (errors.back() == '\n' || errors.back() == '\r')) errors.pop_back();
      if (const auto nl = errors.rfind('\n'); nl != std::string::npos) errors.erase(0, nl + 1);
      if (!errors.empty()) why += "; its standard error: " + errors;
      r.fail(agent["command"], "agent.command",
             "cannot start '" + command + "' (in " + player.directory +
                 ") to read the options it announces: " + why);
    }
    Player& program = **started;
    if (!program.plays(c.game->name())) {
      std::string listed;
      for (const std::string& rules : program.rules())
        listed += (listed.empty() ? "" : " ") + rules;
      program.quit(std::chrono::milliseconds(2000));
      r.fail(agent["command"], "agent.command",
             "'" + command + "' does not play " + c.game->name() +
                 " (it plays: " + (listed.empty() ? std::string("none") : listed) + ")");
    }
    announced = program.announced();
    program.quit(std::chrono::milliseconds(2000));
  }
  for (const auto& [name, value] : player.options)
    if (auto problem = option_problem(announced, name, value))
      r.fail(key_node(agent["options"], name), "agent.options." + name, *problem);
  c.agent = player.spec();

  std::string spins;
  for (const AnnouncedOption& o : announced)
    if (o.type == "spin") spins += (spins.empty() ? "" : ", ") + o.name;
  if (spins.empty())
    r.fail(agent["command"], "agent.command",
           "'" + command + "' announces no spin (whole number) option: nothing to tune");
  const YAML::Node tune = root["tune"];
  if (!tune)
    r.fail(root, "tune",
           "missing: the options to tune, e.g. {" + spins.substr(0, spins.find(',')) +
               ": {start: 10, min: 0, max: 50, c_end: 4}}");
  if (!tune.IsMap() || tune.size() == 0)
    r.fail(tune, "tune", "expected a mapping of option: {start, min, max, c_end, r_end}");
  for (const auto& item : tune) {
    const std::string name = item.first.Scalar();
    const std::string key = "tune." + name;
    const auto found = std::find_if(announced.begin(), announced.end(),
                                    [&](const AnnouncedOption& o) { return o.name == name; });
    if (found == announced.end())
      r.fail(item.first, key,
             "not an option '" + command + "' announces (its numeric options: " + spins + ")");
    if (found->type != "spin")
      r.fail(item.first, key,
             "a " + found->type + " option of '" + command +
                 "'; only spin (whole number) options are tuned (its numeric options: " + spins +
                 ")");
    if (std::any_of(player.options.begin(), player.options.end(),
                    [&](const auto& o) { return o.first == name; }))
      r.fail(item.first, key, "also fixed in agent.options: give it in one place");
    // The announced bounds and default; a bound not announced must be given.
    auto announced_number = [&](const std::string& text, const char* field, const char* word) {
      double v = 0;
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        if (!item.second[field])
          r.fail(item.second, key + "." + field,
                 "missing: '" + command + "' announces no " + word + " for " + name);
        return std::string_view(field) == "min" ? -1e300 : 1e300;  // the config's own bound
      }
      return v;
    };
    r.expect_map(item.second, key, {"start", "min", "max", "c_end", "r_end"});
    const double low = announced_number(found->min, "min", "min");
    const double high = announced_number(found->max, "max", "max");
    const double fallback = announced_number(found->fallback, "start", "default");
    const ParamSpec spec(found->name, fallback, low, high, "", true);
    c.parameters.push_back(
        read_parameter(r, item.second, key, spec, fallback, "the program's announced"));
  }
  c.external = std::move(player);
}

// A built-in agent to tune: its type, its fixed parameters, then `tune:`
// checked against the type's own parameter list.
void read_builtin_agent(const Reader& r, const YAML::Node& root, const YAML::Node& agent,
                        const std::string& type, const std::map<std::string, std::string>& budget,
                        TuneConfig& c) {
  const game::Game& game = *c.game;
  r.expect_map(agent, "agent", {"type", "params"});
  const auto params = agent_parameters(game, type);
  if (!params) r.fail(agent["type"], "agent.type", params.error());
  std::vector<const ParamSpec*> numeric;
  for (const ParamSpec& p : *params)
    if (p.choices.empty()) numeric.push_back(&p);
  if (numeric.empty())
    r.fail(agent["type"], "agent.type", type + " has no tunable parameter in " + game.name());
  const std::string fixed = spec_of(r, type, agent["params"], "agent.params", budget, game);
  if (const auto canonical = canonical_agent_spec(game, fixed); !canonical)
    r.fail(agent["params"] ? agent["params"] : agent["type"], "agent.params", canonical.error());
  c.agent = fixed;

  const YAML::Node tune = root["tune"];
  if (!tune)
    r.fail(root, "tune",
           "missing: the parameters to tune, e.g. {mobility: {start: 10, min: 0, max: 50, "
           "c_end: 4}}");
  if (!tune.IsMap() || tune.size() == 0)
    r.fail(tune, "tune", "expected a mapping of parameter: {start, min, max, c_end, r_end}");
  std::string valid;
  for (const ParamSpec* p : numeric) valid += (valid.empty() ? "" : ", ") + std::string(p->name);
  for (const auto& item : tune) {
    const std::string name = item.first.Scalar();
    const std::string key = "tune." + name;
    const auto found = std::find_if(numeric.begin(), numeric.end(),
                                    [&](const ParamSpec* p) { return p->name == name; });
    if (found == numeric.end())
      r.fail(item.first, key, "unknown parameter of " + type + " (tunable: " + valid + ")");
    if (agent["params"] && agent["params"].IsMap() && agent["params"][name])
      r.fail(item.first, key, "also fixed in agent.params: give it in one place");
    // The agent's value as configured (a shared budget may set it).
    double current = (*found)->fallback;
    if (const auto parsed = canonical_agent_spec(game, fixed); parsed) {
      const std::string needle = name + "=";
      for (std::size_t at = parsed->find(':'); at != std::string::npos;
           at = parsed->find(',', at + 1))
        if (parsed->compare(at + 1, needle.size(), needle) == 0)
          current = std::strtod(parsed->c_str() + at + 1 + needle.size(), nullptr);
    }
    c.parameters.push_back(read_parameter(r, item.second, key, **found, current));
  }
}

TuneConfig read(const YAML::Node& root, const Reader& r, const std::string& base_dir) {
  r.expect_map(root, "", {"version",  "name",   "rules",    "database",  "seed",     "iterations",
                          "A",        "alpha",  "gamma",    "batch",     "pairs",    "score",
                          "seat",     "agent",  "tune",     "opponents", "openings", "budget",
                          "parallel", "record", "move_data"});
  TuneConfig c;
  c.source = r.source();
  ConfigHead head = read_head(r, root, "tune", base_dir);
  c.name = std::move(head.name);
  c.database = std::move(head.database);
  c.game = std::move(head.game);
  const game::Game& game = *c.game;
  const std::vector<std::string>& teams = game.info().teams;
  if (teams.size() != 2)
    r.fail(root["rules"] ? root["rules"] : root, "rules",
           "a tune needs a game of two teams; " + game.name() + " has " +
               std::to_string(teams.size()));
  if (root["seed"]) c.seed = r.seed(root["seed"], "seed");
  if (!root["iterations"])
    r.fail(root, "iterations", "missing: the number of SPSA iterations N, e.g. 1000");
  c.schedule.iterations = int(r.integer(root["iterations"], "iterations", 1, 100'000'000));
  c.schedule.A = root["A"] ? r.real(root["A"], "A", 0, 1e12) : 0.1 * c.schedule.iterations;
  if (root["alpha"]) c.schedule.alpha = r.real(root["alpha"], "alpha", 0, 10);
  if (root["gamma"]) c.schedule.gamma = r.real(root["gamma"], "gamma", 0, 10);
  if (root["batch"]) c.batch = int(r.integer(root["batch"], "batch", 1, 100'000));
  if (root["pairs"]) c.pairs = int(r.integer(root["pairs"], "pairs", 1, 100'000));
  if (double(c.schedule.iterations) * c.games_per_iteration() > 2e9)
    r.fail(root["iterations"], "iterations", "the tune would have more than 2 billion games");
  if (root["score"])
    c.score = r.choice<TuneScore>(root["score"], "score",
                                  {{"result", TuneScore::kResult}, {"margin", TuneScore::kMargin}});
  if (root["seat"]) {
    const auto team = game.team_named(r.text(root["seat"], "seat"));
    if (!team) r.fail(root["seat"], "seat", team.error());
    c.seat_team = *team;
  }
  const RecordKeys record = read_record_keys(r, root);
  c.record_transcripts = record.transcripts;
  c.store_move_data = record.move_data;
  if (root["parallel"]) c.parallel = int(r.integer(root["parallel"], "parallel", 0, 1024));

  const OpeningKeys openings = read_opening_keys(r, root, base_dir, game);
  c.opening_plies = openings.plies;
  c.openings_file = openings.file;
  c.openings = openings.positions;
  c.opening_order = openings.order;
  c.opening_start = openings.start;
  const std::map<std::string, std::string> budget = read_budget(r, root, game);

  // The tuned agent: a built-in type with its fixed parameters, or a
  // program with its fixed options; then `tune:`.
  const YAML::Node agent = root["agent"];
  if (!agent) r.fail(root, "agent", "missing: the agent to tune, e.g. {type: alphabeta}");
  if (!agent.IsMap()) r.fail(agent, "agent", "expected a mapping such as {type: alphabeta}");
  if (!agent["type"]) r.fail(agent, "agent.type", "missing, e.g. alphabeta");
  const std::string type = r.text(agent["type"], "agent.type");
  if (type == "external")
    read_external_agent(r, root, agent, budget, base_dir, c);
  else
    read_builtin_agent(r, root, agent, type, budget, c);
  // The panel of the seat design.
  const YAML::Node opponents = root["opponents"];
  if (!c.seat_team && opponents)
    r.fail(opponents, "opponents",
           "only with seat: <team> (the symmetric design plays θ+ against θ−)");
  if (c.seat_team) {
    if (!opponents)
      r.fail(root["seat"], "opponents",
             "missing: the agents that hold the other team against θ+ and θ−");
    if (!opponents.IsSequence() || opponents.size() == 0)
      r.fail(opponents, "opponents", "expected a list of at least one agent");
    c.opponents = read_agent_entries(r, opponents, "opponents", budget, base_dir, game, "opponent",
                                     "a tune", {"theta+", "theta-"});
  }
  // The first opening is drawn now, so that a start that cannot be drawn
  // is refused before any game.
  if (c.opening_plies > 0) {
    std::vector<double> start;
    for (const SpsaParameter& p : c.parameters) start.push_back(p.start);
    TournamentConfig probe = c.games_config(start, start);
    try {
      opening_position(probe, 0);
    } catch (const std::runtime_error& e) {
      r.fail(root["openings"], "openings.random_plies", e.what());
    }
  }
  return c;
}

}  // namespace

std::string_view tune_score_name(TuneScore s) {
  return s == TuneScore::kResult ? "result" : "margin";
}

std::string TuneConfig::fingerprint() const {
  std::ostringstream out;
  out << "tune version " << kConfigVersion << "\nname " << name << "\nrules "
      << game::game_text(*game) << "\nseed " << seed << "\niterations " << schedule.iterations
      << "\nA " << number_text(schedule.A) << "\nalpha " << number_text(schedule.alpha)
      << "\ngamma " << number_text(schedule.gamma) << "\nbatch " << batch << "\npairs " << pairs
      << "\nscore " << tune_score_name(score) << "\ndesign "
      << (seat_team ? game->info().teams[std::size_t(*seat_team)] : "symmetric") << "\nagent "
      << agent << "\n";
  for (const SpsaParameter& p : parameters)
    out << "parameter " << p.name << " " << number_text(p.start) << " " << number_text(p.min) << " "
        << number_text(p.max) << " " << number_text(p.c_end) << " " << number_text(p.r_end) << "\n";
  for (const TournamentAgent& a : opponents) out << "opponent " << a.name << " " << a.spec << "\n";
  out << openings_fingerprint(opening_plies, openings, opening_order, opening_start);
  return out.str();
}

std::string TuneConfig::spec_with(const std::vector<double>& values) const {
  // A program's options follow its spec as " option:name=value" (as
  // ExternalPlayer::spec() writes them); a built-in agent's parameters as
  // ":name=value,...".
  const bool program = agent.rfind("external:", 0) == 0;
  std::string spec = agent;
  bool first = spec.find(':') == std::string::npos;
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    spec += (program ? " option:"
             : first ? ":"
                     : ",") +
            parameters[i].name + "=" + number_text(played(parameters[i], values[i]));
    first = false;
  }
  return spec;
}

ExternalPlayer TuneConfig::external_with(const std::vector<double>& values) const {
  ExternalPlayer player = *external;
  for (std::size_t i = 0; i < parameters.size(); ++i)
    player.options.emplace_back(parameters[i].name, number_text(played(parameters[i], values[i])));
  return player;
}

TournamentConfig TuneConfig::games_config(const std::vector<double>& plus,
                                          const std::vector<double>& minus) const {
  TournamentConfig t;
  t.source = source;
  t.name = name;
  t.game = game;
  t.database = database;
  t.seed = seed;
  auto tuned = [&](const char* name, const std::vector<double>& values) {
    if (!external) return TournamentAgent{name, spec_with(values), std::nullopt};
    ExternalPlayer player = external_with(values);
    std::string spec = player.spec();
    return TournamentAgent{name, std::move(spec), std::move(player)};
  };
  t.agents.push_back(tuned("theta+", plus));
  t.agents.push_back(tuned("theta-", minus));
  for (const TournamentAgent& a : opponents) t.agents.push_back(a);
  t.opening_plies = opening_plies;
  t.openings_file = openings_file;
  t.openings = openings;
  t.opening_order = opening_order;
  t.opening_start = opening_start;
  t.parallel = parallel;
  t.record_transcripts = record_transcripts;
  t.store_move_data = store_move_data;
  // The schedule of every iteration's games, k's being its slots
  // [(k - 1) · per, k · per): the symmetric design's is the round robin of
  // θ+ and θ− (a pair per opening, the teams swapped), the seat design's
  // the comparisons of θ+ and θ− against the opponents in turn.
  t.games_per_pairing = schedule.iterations * games_per_iteration();
  t.comparison_team = seat_team;
  return t;
}

Expected<TuneConfig, ConfigError> parse_tune_config(const std::string& text,
                                                    const std::string& source,
                                                    const std::string& base_dir) {
  return read_single_document<TuneConfig>(
      text, source, "tune",
      [&](const YAML::Node& root, const Reader& r) { return read(root, r, base_dir); });
}

Expected<TuneConfig, ConfigError> load_tune_config(const std::string& path) {
  const auto text = read_config_text(path);
  if (!text) return Unexpected{text.error()};
  return parse_tune_config(*text, path, directory_of(path));
}

}  // namespace minnaar::tournament
