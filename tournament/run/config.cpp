#include "tournament/run/config.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "tournament/players/agent_spec.h"
#include "tournament/run/config_reader.h"

namespace minnaar::tournament {

// Parameters as "key=value" items; a YAML value is written as it stands, so
// that make_agent() checks it with the same messages as on the command line.
std::string spec_of(const Reader& r, const std::string& type, const YAML::Node& params,
                    const std::string& key, const std::map<std::string, std::string>& budget,
                    const game::Game& game) {
  std::string spec = type;
  std::set<std::string> given;
  if (params) {
    if (!params.IsMap()) r.fail(params, key, "expected a mapping of parameter: value");
    for (const auto& item : params) {
      const std::string name = item.first.Scalar();
      spec += (given.empty() ? ":" : ",") + name + "=" + r.text(item.second, key + "." + name);
      given.insert(name);
    }
  }
  for (const auto& [name, value] : budget) {
    if (given.count(name) || !accepts_parameter(game, type, name)) continue;
    spec += (given.empty() ? ":" : ",") + name + "=" + value;
    given.insert(name);
  }
  return spec;
}

namespace {

// A line of a file as an error quotes it: at most about 80 characters,
// cut (between UTF-8 characters) with an ellipsis.
std::string quoted_line(const std::string& line) {
  constexpr std::size_t kMost = 80;
  if (line.size() <= kMost) return "'" + line + "'";
  std::size_t cut = kMost - 1;
  while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
  return "'" + line.substr(0, cut) + "\u2026'";
}

}  // namespace

Expected<std::vector<std::string>, ConfigError> read_openings_file(const std::string& path,
                                                                   const game::Game& game) {
  std::ifstream in(path);
  if (!in) return Unexpected{ConfigError{path, 0, "", "cannot read the openings file"}};
  std::vector<std::string> positions;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const auto parsed = game.parse(line);
    if (!parsed)
      return Unexpected{ConfigError{path, number, "",
                                    "invalid " + game.info().notation_name + " " +
                                        quoted_line(line) + ": " + parsed.error().message()}};
    if ((*parsed)->is_over())
      return Unexpected{
          ConfigError{path, number, "", "the position is already decided: " + quoted_line(line)}};
    positions.push_back(line);
  }
  if (positions.empty())
    return Unexpected{ConfigError{path, 0, "", "the openings file has no position"}};
  return positions;
}

std::vector<std::string> read_openings(const Reader& r, const YAML::Node& at,
                                       const std::string& key, const std::string& path,
                                       const game::Game& game) {
  auto positions = read_openings_file(path, game);
  if (positions) return std::move(*positions);
  // A file that cannot be read or holds nothing is the key's fault; a bad
  // line is the file's, at its line.
  if (positions.error().line == 0) r.fail(at, key, positions.error().what + " '" + path + "'");
  throw Invalid{positions.error()};
}

// An agent of `type: external`: its command, options, budget and
// timeouts. Without a budget of its own it takes the tournament's nodes or
// depth, else a movetime of 1000 ms.
ExternalPlayer read_external(const Reader& r, const YAML::Node& a, const std::string& key,
                             const std::map<std::string, std::string>& shared_budget) {
  ExternalPlayer player;
  if (a["params"])
    r.fail(a["params"], key + ".params",
           "an external agent takes command, options, budget and timeouts, not params");
  const YAML::Node command = a["command"];
  if (!command)
    r.fail(a, key + ".command",
           "missing: the program and its arguments, e.g. [python3, player.py]");
  if (command.IsScalar()) {
    player.command.push_back(command.Scalar());
  } else if (command.IsSequence()) {
    for (std::size_t i = 0; i < command.size(); ++i)
      player.command.push_back(r.text(command[i], key + ".command[" + std::to_string(i) + "]"));
  } else {
    r.fail(command, key + ".command", "expected a list such as [python3, player.py]");
  }
  if (player.command.empty() || player.command[0].empty())
    r.fail(command, key + ".command", "must name a program");
  if (const YAML::Node options = a["options"]) {
    if (!options.IsMap()) r.fail(options, key + ".options", "expected a mapping of option: value");
    for (const auto& item : options) {
      const std::string name = item.first.Scalar();
      if (name.empty() || name.find(' ') != std::string::npos)
        r.fail(item.first, key + ".options", "an option's name is one word, got '" + name + "'");
      player.options.emplace_back(name, r.text(item.second, key + ".options." + name));
    }
  }
  const std::string bkey = key + ".budget";
  if (const YAML::Node b = a["budget"]) {
    r.expect_map(b, bkey, {"nodes", "depth", "movetime_ms", "clock"});
    if (b.size() != 1) r.fail(b, bkey, "give exactly one of nodes, depth, movetime_ms or clock");
    using Kind = PlayerBudget::Kind;
    if (b["nodes"]) {
      player.budget = {Kind::kNodes, r.integer(b["nodes"], bkey + ".nodes", 1, 1'000'000'000'000)};
    } else if (b["depth"]) {
      player.budget = {Kind::kDepth, r.integer(b["depth"], bkey + ".depth", 1, 1000)};
    } else if (b["movetime_ms"]) {
      player.budget = {Kind::kMovetime,
                       r.integer(b["movetime_ms"], bkey + ".movetime_ms", 1, 86'400'000)};
    } else {
      const YAML::Node clock = b["clock"];
      r.expect_map(clock, bkey + ".clock", {"base_ms", "inc_ms"});
      if (!clock["base_ms"]) r.fail(clock, bkey + ".clock.base_ms", "missing");
      player.budget.kind = Kind::kClock;
      player.budget.base_ms = r.integer(clock["base_ms"], bkey + ".clock.base_ms", 1, 86'400'000);
      if (clock["inc_ms"])
        player.budget.inc_ms = r.integer(clock["inc_ms"], bkey + ".clock.inc_ms", 0, 86'400'000);
    }
  } else {
    // (A shared value that is not a number is reported by the built-in
    // agents that take it.)
    auto shared = [&](const char* name, PlayerBudget::Kind kind) {
      const auto it = shared_budget.find(name);
      std::int64_t value = 0;
      if (it == shared_budget.end()) return false;
      const auto [end, error] =
          std::from_chars(it->second.data(), it->second.data() + it->second.size(), value);
      if (error != std::errc() || end != it->second.data() + it->second.size() || value < 1)
        return false;
      player.budget = {kind, value};
      return true;
    };
    if (!shared("nodes", PlayerBudget::Kind::kNodes)) shared("depth", PlayerBudget::Kind::kDepth);
  }
  if (const YAML::Node t = a["timeouts"]) {
    const std::string tkey = key + ".timeouts";
    r.expect_map(t, tkey, {"start_ms", "margin_ms", "move_ms"});
    if (t["start_ms"])
      player.timeouts.start_ms = int(r.integer(t["start_ms"], tkey + ".start_ms", 1, 3'600'000));
    if (t["margin_ms"])
      player.timeouts.margin_ms = int(r.integer(t["margin_ms"], tkey + ".margin_ms", 0, 3'600'000));
    if (t["move_ms"])
      player.timeouts.move_ms = int(r.integer(t["move_ms"], tkey + ".move_ms", 1, 86'400'000));
  }
  return player;
}

ConfigHead read_head(const Reader& r, const YAML::Node& root, const std::string& what,
                     const std::string& base_dir) {
  ConfigHead head;
  if (!root["version"]) r.fail(root, "version", "missing (write 'version: 1')");
  const auto version = r.integer(root["version"], "version", 1, 1'000'000);
  if (version != kConfigVersion)
    r.fail(root["version"], "version",
           "this program reads version " + std::to_string(kConfigVersion) + ", not " +
               std::to_string(version));
  if (!root["name"]) r.fail(root, "name", "missing: the " + what + "'s name in the database");
  head.name = r.text(root["name"], "name");
  if (head.name.empty()) r.fail(root["name"], "name", "must not be empty");
  // Relative to the config's folder, as every path a config names.
  const std::string database =
      root["database"] ? r.text(root["database"], "database") : "minnaar.sqlite";
  if (database.empty()) r.fail(root["database"], "database", "must not be empty");
  head.database = std::filesystem::path(database).is_absolute() || base_dir.empty()
                      ? database
                      : (std::filesystem::path(base_dir) / database).lexically_normal().string();
  const std::string rules =
      root["rules"] ? r.text(root["rules"], "rules") : game::default_game_name();
  auto loaded = game::load_text(rules);
  if (!loaded) r.fail(root["rules"], "rules", loaded.error());
  if (const auto endless = (*loaded)->endless_reason())
    r.fail(root["rules"], "rules", *endless + ", so " + what + "s keep the default");
  head.game = *loaded;
  return head;
}

RecordKeys read_record_keys(const Reader& r, const YAML::Node& root) {
  RecordKeys keys;
  if (root["record"])
    keys.transcripts =
        r.choice<bool>(root["record"], "record", {{"transcript", true}, {"forfeits", false}});
  if (root["move_data"])
    keys.move_data =
        r.choice<bool>(root["move_data"], "move_data", {{"true", true}, {"false", false}});
  return keys;
}

OpeningKeys read_opening_keys(const Reader& r, const YAML::Node& root, const std::string& base_dir,
                              const game::Game& game) {
  OpeningKeys keys;
  const YAML::Node openings = root["openings"];
  if (!openings) return keys;
  r.expect_map(openings, "openings", {"random_plies", "file", "order", "start"});
  // Order and start choose among a file's positions.
  for (const char* only : {"order", "start"})
    if (openings[only] && !openings["file"])
      r.fail(openings[only], std::string("openings.") + only,
             "only with a file (it orders the file's positions)");
  if (openings["random_plies"])
    keys.plies = int(r.integer(openings["random_plies"], "openings.random_plies", 0, 1000));
  if (openings["order"])
    keys.order = r.choice<OpeningOrder>(
        openings["order"], "openings.order",
        {{"sequential", OpeningOrder::kSequential}, {"random", OpeningOrder::kRandom}});
  if (openings["start"])
    keys.start = int(r.integer(openings["start"], "openings.start", 1, 1'000'000'000));
  if (openings["file"]) {
    keys.file = r.text(openings["file"], "openings.file");
    const auto path = std::filesystem::path(base_dir) / keys.file;
    keys.positions = read_openings(r, openings["file"], "openings.file", path.string(), game);
    if (std::size_t(keys.start) > keys.positions.size())
      r.fail(openings["start"], "openings.start",
             "the file has " + std::to_string(keys.positions.size()) + " position" +
                 (keys.positions.size() == 1 ? "" : "s") + ", so start is 1 to " +
                 std::to_string(keys.positions.size()) + ", not " + std::to_string(keys.start));
  }
  return keys;
}

std::string openings_fingerprint(int plies, const std::vector<std::string>& positions,
                                 OpeningOrder order, int start) {
  std::string out;
  if (positions.empty()) return "opening_plies " + std::to_string(plies) + "\n";
  for (const std::string& o : positions) out += "opening " + o + "\n";
  if (order != OpeningOrder::kSequential) out += "opening_order random\n";
  if (start != 1) out += "opening_start " + std::to_string(start) + "\n";
  if (plies != 0) out += "opening_plies " + std::to_string(plies) + "\n";
  return out;
}

std::map<std::string, std::string> read_budget(const Reader& r, const YAML::Node& root,
                                               const game::Game& game) {
  std::map<std::string, std::string> budget;
  const YAML::Node b = root["budget"];
  if (!b) return budget;
  if (!b.IsMap()) r.fail(b, "budget", "expected a mapping such as {nodes: 20000}");
  for (const auto& item : b) {
    const std::string name = item.first.Scalar();
    bool anyone = false;
    for (const std::string& type : agent_type_names(game))
      anyone |= accepts_parameter(game, type, name);
    if (!anyone) r.fail(item.first, "budget." + name, "no agent type takes this parameter");
    budget[name] = r.text(item.second, "budget." + name);
  }
  return budget;
}

std::vector<TournamentAgent> read_agent_entries(const Reader& r, const YAML::Node& list,
                                                const std::string& key,
                                                const std::map<std::string, std::string>& budget,
                                                const std::string& base_dir, const game::Game& game,
                                                const std::string& noun, const std::string& where,
                                                const std::vector<std::string>& reserved) {
  std::vector<TournamentAgent> agents;
  std::set<std::string> names;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const YAML::Node a = list[i];
    const std::string item = key + "[" + std::to_string(i) + "]";
    r.expect_map(a, item, {"name", "type", "params", "command", "options", "budget", "timeouts"});
    if (!a["type"])
      r.fail(a, item + ".type", "missing (random, greedy, alphabeta, mcts or external)");
    const std::string type = r.text(a["type"], item + ".type");
    if (type != "external")
      for (const char* only : {"command", "options", "budget", "timeouts"})
        if (a[only])
          r.fail(a[only], item + "." + only,
                 "only for type: external (a built-in agent takes params)");
    if (type == "human") r.fail(a["type"], item + ".type", "a human cannot play in " + where);
    const std::string name = a["name"] ? r.text(a["name"], item + ".name") : type;
    if (name.empty()) r.fail(a["name"], item + ".name", "must not be empty");
    if (std::find(reserved.begin(), reserved.end(), name) != reserved.end())
      r.fail(
          a["name"] ? a["name"] : a, item + ".name",
          "'" + name + "' is not a name " + (noun == "agent" ? "an " : "a ") + noun + " may take");
    if (!names.insert(name).second)
      r.fail(a["name"] ? a["name"] : a, item + ".name",
             "'" + name + "' is already the name of another " + noun);
    if (type == "external") {
      ExternalPlayer player = read_external(r, a, item, budget);
      player.directory = std::filesystem::absolute(base_dir).lexically_normal().string();
      const std::string spec = player.spec();
      agents.push_back({name, spec, std::move(player)});
      continue;
    }
    const std::string spec = spec_of(r, type, a["params"], item + ".params", budget, game);
    const auto canonical = canonical_agent_spec(game, spec);
    if (!canonical) r.fail(a["params"] ? a["params"] : a["type"], item, canonical.error());
    agents.push_back({name, *canonical, std::nullopt});
  }
  return agents;
}

Expected<std::string, ConfigError> read_config_text(const std::string& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    return Unexpected{ConfigError{path, 0, "", "is a folder, not a config file"}};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Unexpected{ConfigError{path, 0, "", "cannot read the file"}};
  // In chunks up to one byte past the limit: a file's size is not asked
  // for (a FIFO has none, and asking would be a second look at the file).
  std::string text;
  char chunk[65536];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, std::size_t(in.gcount()));
    if (text.size() > kMaxConfigBytes)
      return Unexpected{ConfigError{path, 0, "",
                                    "the config is larger than 1 MiB, the most a config may "
                                    "hold (is it the right file?)"}};
  }
  if (in.bad()) return Unexpected{ConfigError{path, 0, "", "cannot read the file"}};
  return text;
}

namespace {

// The walk of refuse_duplicate_keys(). `seen` holds the collections walked
// already: an alias shares its anchor's node, and walking it again could
// take exponential time on a small file of nested aliases.
void refuse_duplicates_under(const YAML::Node& node, const std::string& key,
                             const std::string& source,
                             std::set<std::pair<int, YAML::NodeType::value>>& seen) {
  if (!node.IsMap() && !node.IsSequence()) return;
  if (!seen.insert({node.Mark().pos, node.Type()}).second) return;
  if (node.IsSequence()) {
    std::size_t i = 0;
    for (const YAML::Node& item : node)
      refuse_duplicates_under(item, key + "[" + std::to_string(i++) + "]", source, seen);
    return;
  }
  // Keys compare as written, as the readers look them up (node["seed"]);
  // a key that is itself a collection is walked but not compared.
  std::map<std::string, int> first_line;
  for (const auto& item : node) {
    const int line = item.first.Mark().line + 1;
    if (item.first.IsScalar()) {
      const std::string name = Reader::join(key, item.first.Scalar());
      const auto [at, fresh] = first_line.emplace(item.first.Scalar(), line);
      if (!fresh)
        throw Invalid{{source, line, "",
                       "key '" + name + "' appears twice (first at line " +
                           std::to_string(at->second) + ")"}};
      refuse_duplicates_under(item.second, name, source, seen);
    } else {
      refuse_duplicates_under(item.first, key, source, seen);
      refuse_duplicates_under(item.second, key, source, seen);
    }
  }
}

}  // namespace

void refuse_duplicate_keys(const YAML::Node& root, const std::string& source) {
  std::set<std::pair<int, YAML::NodeType::value>> seen;
  refuse_duplicates_under(root, "", source, seen);
}

std::string directory_of(const std::string& path) {
  const std::string dir = std::filesystem::path(path).parent_path().string();
  return dir.empty() ? "." : dir;
}

namespace {

// The `panel:` of format: panel, once the agents are read: a team of the
// rule set, and names of agents, leaving at least one candidate.
Panel read_panel(const Reader& r, const YAML::Node& node, const YAML::Node& root,
                 const TournamentConfig& c) {
  if (!node)
    r.fail(root["format"], "panel",
           "missing: format: panel needs a panel, e.g. {team: alliance, agents: [greedy]}");
  r.expect_map(node, "panel", {"team", "agents"});
  const std::vector<std::string>& teams = c.game->info().teams;
  std::string team_list;
  for (const std::string& t : teams) team_list += (team_list.empty() ? "" : ", ") + t;
  Panel panel;
  if (!node["team"])
    r.fail(node, "panel.team", "missing: the team the panel holds (" + team_list + ")");
  const std::string team = r.text(node["team"], "panel.team");
  const auto found = std::find(teams.begin(), teams.end(), team);
  if (found == teams.end())
    r.fail(node["team"], "panel.team",
           "expected a team of " + c.game->name() + " (" + team_list + "), got '" + team + "'");
  panel.team = int(found - teams.begin());

  const YAML::Node agents = node["agents"];
  if (!agents) r.fail(node, "panel.agents", "missing: the names of the panel's agents");
  if (!agents.IsSequence() || agents.size() == 0)
    r.fail(agents, "panel.agents", "expected a list of at least one agent's name");
  for (std::size_t i = 0; i < agents.size(); ++i) {
    const std::string key = "panel.agents[" + std::to_string(i) + "]";
    const std::string name = r.text(agents[i], key);
    const auto agent = std::find_if(c.agents.begin(), c.agents.end(),
                                    [&](const TournamentAgent& a) { return a.name == name; });
    if (agent == c.agents.end())
      r.fail(agents[i], key, "no agent is named '" + name + "' in agents");
    const int index = int(agent - c.agents.begin());
    if (panel.holds(index)) r.fail(agents[i], key, "'" + name + "' is already in the panel");
    panel.agents.push_back(index);
  }
  if (panel.agents.size() == c.agents.size())
    r.fail(agents, "panel.agents",
           "every agent is in the panel: leave at least one out as a candidate");
  return panel;
}

// `adjudication: {resign: {score, moves}, draw: {after, score, moves}}`
// (adjudication.h). Scores are in the game's units, as players report them.
AdjudicationRules read_adjudication(const Reader& r, const YAML::Node& node,
                                    const game::Game& game) {
  r.expect_map(node, "adjudication", {"resign", "draw"});
  AdjudicationRules rules;
  if (const YAML::Node resign = node["resign"]) {
    r.expect_map(resign, "adjudication.resign", {"score", "moves"});
    if (!resign["score"] || !resign["moves"])
      r.fail(resign, "adjudication.resign", "needs score and moves, e.g. {score: 600, moves: 4}");
    rules.resign = AdjudicationRules::Resign{
        r.integer(resign["score"], "adjudication.resign.score", 1, kAdjudicationScoreMax),
        int(r.integer(resign["moves"], "adjudication.resign.moves", 1, kAdjudicationMovesMax))};
  }
  if (const YAML::Node draw = node["draw"]) {
    r.expect_map(draw, "adjudication.draw", {"after", "score", "moves"});
    if (!draw["after"] || !draw["score"] || !draw["moves"])
      r.fail(draw, "adjudication.draw",
             "needs after, score and moves, e.g. {after: 80, score: 20, moves: 8}");
    rules.draw = AdjudicationRules::Draw{
        int(r.integer(draw["after"], "adjudication.draw.after", 0, kAdjudicationAfterMax)),
        r.integer(draw["score"], "adjudication.draw.score", 0, kAdjudicationScoreMax),
        int(r.integer(draw["moves"], "adjudication.draw.moves", 1, kAdjudicationMovesMax))};
  }
  if (!rules.any())
    r.fail(node, "adjudication", "give resign, draw or both (or leave the key out)");
  if (const auto unfit = adjudication_unfit(rules, game))
    r.fail(unfit->rule.empty() ? node : node[unfit->rule],
           unfit->rule.empty() ? "adjudication" : "adjudication." + unfit->rule, unfit->why);
  return rules;
}

TournamentConfig read(const YAML::Node& root, const Reader& r, const std::string& base_dir) {
  r.expect_map(root, "",
               {"version", "name", "rules", "anti_stall", "database", "seed", "agents", "format",
                "panel", "seats", "games_per_pairing", "openings", "budget", "parallel", "stop",
                "record", "move_data", "adjudication"});
  TournamentConfig c;
  c.source = r.source();
  {
    ConfigHead head = read_head(r, root, "tournament", base_dir);
    c.name = std::move(head.name);
    c.database = std::move(head.database);
    c.game = std::move(head.game);
    if (root["anti_stall"]) {
      const bool anti_stall =
          r.choice<bool>(root["anti_stall"], "anti_stall", {{"true", true}, {"false", false}});
      if (!c.game->parameters().count("anti_stall"))
        r.fail(root["anti_stall"], "anti_stall",
               "rule set " + c.game->name() + " has no anti-stall rule");
      if (!anti_stall)
        r.fail(root["anti_stall"], "anti_stall",
               "a game without the anti-stall rule may never end (Sovereigns can move back and "
               "forth for ever), so tournaments keep it on");
    }
  }
  if (root["seed"]) c.seed = r.seed(root["seed"], "seed");
  if (root["format"])
    c.format = r.choice<Format>(root["format"], "format",
                                {{"round-robin", Format::kRoundRobin},
                                 {"gauntlet", Format::kGauntlet},
                                 {"panel", Format::kPanel}});
  if (root["seats"])
    c.seats = r.choice<SeatMode>(root["seats"], "seats",
                                 {{"pairs", SeatMode::kPairs}, {"trios", SeatMode::kTrios}});
  if (c.seats == SeatMode::kTrios && c.game->seat_count() != 3)
    r.fail(root["seats"], "seats",
           "trios seat three agents in a game of three seats (the current edition's South, "
           "North and Establishment); " +
               c.game->name() + " has " + std::to_string(c.game->seat_count()));
  const bool panel = c.format == Format::kPanel;
  if (!panel && root["panel"])
    r.fail(root["panel"], "panel",
           "only with format: panel (the format is " + std::string(format_name(c.format)) + ")");
  if (panel && c.seats == SeatMode::kTrios)
    r.fail(root["seats"], "seats",
           "a panel holds one team in every game: format: panel takes no seats: trios");
  if (panel && c.game->info().teams.size() != 2)
    r.fail(root["format"], "format",
           "a panel needs a game of two teams (the panel's and the candidates'); " +
               c.game->name() + " has " + std::to_string(c.game->info().teams.size()));
  if (!panel && c.seats == SeatMode::kPairs && c.game->info().teams.size() != 2)
    r.fail(root["seats"] ? root["seats"] : root["rules"], "seats",
           "pairs need a game of two teams; " + c.game->name() + " has " +
               std::to_string(c.game->info().teams.size()));
  const RecordKeys record = read_record_keys(r, root);
  c.record_transcripts = record.transcripts;
  c.store_move_data = record.move_data;
  if (root["parallel"]) c.parallel = int(r.integer(root["parallel"], "parallel", 0, 1024));
  if (root["games_per_pairing"]) {
    c.games_per_pairing =
        int(r.integer(root["games_per_pairing"], "games_per_pairing", 1, 10'000'000));
    if (c.games_per_pairing % c.games_per_group() != 0)  // (any number for a panel)
      r.fail(root["games_per_pairing"], "games_per_pairing",
             std::string("expected a multiple of ") + (c.seats == SeatMode::kPairs ? "2" : "3") +
                 " (every opening is played with the seats " +
                 (c.seats == SeatMode::kPairs ? "swapped)" : "rotated)"));
  }

  if (root["adjudication"]) c.adjudication = read_adjudication(r, root["adjudication"], *c.game);
  if (c.adjudication.any() && !c.store_move_data)
    r.fail(root["move_data"], "move_data",
           "adjudicated games are verified from their stored scores: keep move_data with "
           "adjudication");

  const OpeningKeys openings = read_opening_keys(r, root, base_dir, *c.game);
  c.opening_plies = openings.plies;
  c.openings_file = openings.file;
  c.openings = openings.positions;
  c.opening_order = openings.order;
  c.opening_start = openings.start;
  const std::map<std::string, std::string> budget = read_budget(r, root, *c.game);

  const YAML::Node agents = root["agents"];
  if (!agents) r.fail(root, "agents", "missing: the list of agents");
  if (!agents.IsSequence()) r.fail(agents, "agents", "expected a list (lines starting with '-')");
  c.agents = read_agent_entries(r, agents, "agents", budget, base_dir, *c.game, "agent",
                                "a tournament (use minnaar play)");
  const std::size_t needed = c.seats == SeatMode::kTrios ? 3 : 2;
  if (c.agents.size() < needed)
    r.fail(agents, "agents",
           "expected at least " + std::to_string(needed) + " agents, got " +
               std::to_string(c.agents.size()));
  if (c.seats == SeatMode::kTrios && c.format == Format::kGauntlet)
    r.fail(root["seats"], "seats", "trios need format: round-robin");
  if (panel) c.panel = read_panel(r, root["panel"], root, c);
  // A game's place in the schedule must fit the store's 32-bit slot.
  const double n = double(c.agents.size());
  const double members = panel ? double(c.panel->agents.size()) : 0;
  const double groups = panel                           ? members * (n - members)
                        : c.seats == SeatMode::kTrios   ? n * (n - 1) * (n - 2) / 6
                        : c.format == Format::kGauntlet ? n - 1
                                                        : n * (n - 1) / 2;
  if (groups * c.games_per_pairing > 2e9)
    r.fail(root["games_per_pairing"] ? root["games_per_pairing"] : agents, "games_per_pairing",
           "the tournament would have more than 2 billion games");

  if (const YAML::Node stop = root["stop"]) {
    r.expect_map(stop, "stop", {"sprt"});
    if (const YAML::Node s = stop["sprt"]) {
      r.expect_map(s, "stop.sprt", {"elo0", "elo1", "alpha", "beta", "score"});
      SprtStop sprt;
      if (!s["elo0"] || !s["elo1"]) r.fail(s, "stop.sprt", "needs elo0 and elo1");
      sprt.elo0 = r.real(s["elo0"], "stop.sprt.elo0", -1000, 1000);
      sprt.elo1 = r.real(s["elo1"], "stop.sprt.elo1", -1000, 1000);
      if (sprt.elo1 <= sprt.elo0) r.fail(s["elo1"], "stop.sprt.elo1", "must be above elo0");
      if (s["alpha"]) sprt.alpha = r.real(s["alpha"], "stop.sprt.alpha", 1e-6, 0.5);
      if (s["beta"]) sprt.beta = r.real(s["beta"], "stop.sprt.beta", 1e-6, 0.5);
      if (s["score"])
        sprt.score =
            r.choice<SprtScore>(s["score"], "stop.sprt.score",
                                {{"result", SprtScore::kResult}, {"margin", SprtScore::kMargin}});
      if (panel) {
        // Two candidates against a common opponent: A's and B's game i
        // against one member form a pair.
        std::string names;
        for (std::size_t a = 0; a < c.agents.size(); ++a) {
          if (c.panel->holds(int(a))) continue;
          sprt.panel_candidates.push_back(c.agents[a].name);
          names += (names.empty() ? "" : ", ") + c.agents[a].name;
        }
        if (sprt.panel_candidates.size() != 2)
          r.fail(s, "stop.sprt",
                 "an SPRT with a panel compares exactly two candidates (the agents not in the "
                 "panel); this panel has " +
                     std::to_string(sprt.panel_candidates.size()) + ": " + names);
      } else if (c.agents.size() != 2 || c.seats != SeatMode::kPairs) {
        r.fail(s, "stop.sprt", "an SPRT compares exactly two agents playing game pairs");
      }
      c.sprt = sprt;
    }
  }
  return c;
}

}  // namespace

std::string ConfigError::message() const {
  std::string text = file;
  if (line > 0) text.append(":").append(std::to_string(line));
  text.append(": ");
  if (!key.empty()) text.append("key '").append(key).append("': ");
  return text.append(what);
}

std::string_view format_name(Format f) {
  return f == Format::kRoundRobin ? "round-robin" : f == Format::kGauntlet ? "gauntlet" : "panel";
}
std::string_view seat_mode_name(SeatMode s) { return s == SeatMode::kPairs ? "pairs" : "trios"; }
std::string TournamentConfig::fingerprint() const {
  std::ostringstream out;
  out << "version " << kConfigVersion << "\nname " << name << "\nrules " << game::game_text(*game)
      << "\nseed " << seed << "\nformat " << format_name(format) << "\nseats "
      << seat_mode_name(seats) << "\ngames_per_pairing " << games_per_pairing << "\n";
  for (const TournamentAgent& a : agents) out << "agent " << a.name << " " << a.spec << "\n";
  if (panel) {
    out << "panel " << game->info().teams[std::size_t(panel->team)];
    for (const int a : panel->agents) out << " " << agents[std::size_t(a)].name;
    out << "\n";
  }
  out << openings_fingerprint(opening_plies, openings, opening_order, opening_start);
  // Only when set: tournaments stored before the key keep their fingerprint.
  if (adjudication.resign)
    out << "adjudicate_resign " << adjudication.resign->score << " " << adjudication.resign->moves
        << "\n";
  if (adjudication.draw)
    out << "adjudicate_draw " << adjudication.draw->after << " " << adjudication.draw->score << " "
        << adjudication.draw->moves << "\n";
  // The score kind only when it is not the default: the fingerprints of
  // tournaments stored before it could be chosen stay as they were.
  if (sprt) {
    out << "sprt " << sprt->elo0 << " " << sprt->elo1 << " " << sprt->alpha << " " << sprt->beta;
    if (sprt->score != SprtScore::kResult) out << " " << sprt_score_name(sprt->score);
    out << "\n";
    // A panel's candidates, A then B, each on a line of its own (a name may
    // hold spaces).
    for (const std::string& candidate : sprt->panel_candidates)
      out << "sprt_candidate " << candidate << "\n";
  }
  return out.str();
}

Expected<std::vector<TournamentConfig>, ConfigError> parse_configs(const std::string& text,
                                                                   const std::string& source,
                                                                   const std::string& base_dir) {
  try {
    std::vector<TournamentConfig> configs;
    for (const YAML::Node& root : YAML::LoadAll(text)) {
      refuse_duplicate_keys(root, source);
      configs.push_back(read(root, Reader(source), base_dir));
      for (std::size_t i = 0; i + 1 < configs.size(); ++i)
        if (configs[i].name == configs.back().name)
          Reader(source).fail(root["name"], "name",
                              "'" + configs.back().name +
                                  "' is already the name of an earlier tournament in the file");
    }
    if (configs.empty()) return Unexpected{ConfigError{source, 0, "", "holds no tournament"}};
    return configs;
  } catch (const Invalid& invalid) {
    return Unexpected{invalid.error};
  } catch (const YAML::Exception& e) {
    return Unexpected{ConfigError{source, e.mark.line >= 0 ? e.mark.line + 1 : 0, "",
                                  "not valid YAML: " + e.msg}};
  }
}

Expected<TournamentConfig, ConfigError> parse_config(const std::string& text,
                                                     const std::string& source,
                                                     const std::string& base_dir) {
  auto configs = parse_configs(text, source, base_dir);
  if (!configs) return Unexpected{configs.error()};
  if (configs->size() != 1)
    return Unexpected{ConfigError{
        source, 0, "",
        "holds " + std::to_string(configs->size()) + " tournaments where one was expected"}};
  return std::move((*configs)[0]);
}

Expected<std::vector<TournamentConfig>, ConfigError> load_configs(const std::string& path) {
  const auto text = read_config_text(path);
  if (!text) return Unexpected{text.error()};
  return parse_configs(*text, path, directory_of(path));
}

Expected<TournamentConfig, ConfigError> load_config(const std::string& path) {
  const auto text = read_config_text(path);
  if (!text) return Unexpected{text.error()};
  return parse_config(*text, path, directory_of(path));
}

}  // namespace minnaar::tournament
