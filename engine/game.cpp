#include "engine/game.h"

#include <algorithm>
#include <mutex>

#include "engine/parallel.h"
#include "engine/words.h"

namespace minnaar::game {
namespace {

struct Entry {
  GameInfo info;
  GameFactory make;
};

// Filled during static initialisation (one registrar per game), read only
// afterwards; the lock covers registrations from several translation units.
std::map<std::string, Entry>& registry() {
  static std::map<std::string, Entry> entries;
  return entries;
}
std::mutex& registry_lock() {
  static std::mutex lock;
  return lock;
}

std::uint64_t perft_of(const State& state, int depth) {
  if (depth == 0) return 1;
  if (state.is_over()) return 0;
  std::vector<Action> moves;
  state.legal_moves(moves);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const Action m : moves) {
    auto child = state.clone();
    child->apply(m);
    nodes += perft_of(*child, depth - 1);
  }
  return nodes;
}

}  // namespace

Expected<std::unique_ptr<State>, NotationError> Game::sample(std::string_view observation, Seat,
                                                             std::uint64_t) const {
  return parse(observation);
}

std::optional<std::string> Game::endless_reason() const {
  for (const ParameterInfo& p : info().parameters) {
    if (p.endless_value.empty()) continue;
    const auto value = parameters().find(p.name);
    if (value != parameters().end() && value->second == p.endless_value)
      return "with " + p.name + "=" + p.endless_value + " a game may never end";
  }
  return std::nullopt;
}

std::string Game::parameter_text() const {
  std::string text;
  for (const ParameterInfo& p : info().parameters) {
    const auto value = parameters().find(p.name);
    if (value == parameters().end() || value->second == p.default_value) continue;
    if (!text.empty()) text += ',';
    text += p.name + '=' + value->second;
  }
  return text;
}

std::uint64_t State::hash() const {
  // FNV-1a over the notation.
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : notation()) h = (h ^ std::uint8_t(c)) * 0x100000001b3ull;
  return h;
}

std::uint64_t State::perft(int depth, int threads, bool bulk) const {
  if (threads <= 1 || depth <= 1) return perft_of(*this, depth);
  std::uint64_t total = 0;
  for (const auto& entry : divide(depth, threads, bulk)) total += entry.second;
  return total;
}

std::vector<std::pair<std::string, std::uint64_t>> State::divide(int depth, int threads,
                                                                 bool) const {
  std::vector<std::pair<std::string, std::uint64_t>> rows;
  if (depth == 0 || is_over()) return rows;
  std::vector<Action> moves;
  legal_moves(moves);
  rows.resize(moves.size());
  for_each_index(threads, moves.size(), [&](std::size_t i) {
    auto child = clone();
    child->apply(moves[i]);
    rows[i] = {move_text(moves[i]), perft_of(*child, depth - 1)};
  });
  std::sort(rows.begin(), rows.end());
  return rows;
}

std::vector<std::string> State::sorted_move_texts() const {
  std::vector<Action> moves;
  legal_moves(moves);
  std::vector<std::string> texts;
  texts.reserve(moves.size());
  for (const Action m : moves) texts.push_back(move_text(m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

Expected<bool, std::string> State::play(std::string_view moves) {
  std::string error;
  for_each_word(moves, [&](std::string_view text, int ply) {
    const auto move = parse_move(text);
    if (!move) {
      error = std::string(move.error().unknown ? "unknown" : "illegal") + " move '" +
              std::string(text) + "' at ply " + std::to_string(ply) + ": " + move.error().reason;
      return false;
    }
    apply(*move);
    return true;
  });
  if (!error.empty()) return Unexpected<std::string>{error};
  return true;
}

std::vector<double> State::play_returns() const {
  if (!is_over())
    if (auto ruling = adjudication()) return ruling->returns;
  return returns();
}

std::vector<double> State::play_margins() const {
  if (!is_over())
    if (auto ruling = adjudication())
      return ruling->margins.empty() ? ruling->returns : ruling->margins;
  return margins();
}

std::optional<Seat> find_seat(const GameInfo& info, std::string_view name) {
  std::optional<Seat> by_initial;
  int initials = 0;
  for (Seat s = 0; s < Seat(info.seats.size()); ++s) {
    const std::string& seat = info.seats[std::size_t(s)].name;
    if (seat == name) return s;
    if (name.size() == 1 && !seat.empty() && seat[0] == name[0]) {
      by_initial = s;
      ++initials;
    }
  }
  if (initials == 1) return by_initial;
  return std::nullopt;
}

std::string display_name(std::string_view name) {
  std::string shown(name);
  if (!shown.empty() && shown[0] >= 'a' && shown[0] <= 'z') shown[0] = char(shown[0] - 'a' + 'A');
  return shown;
}

bool register_game(GameInfo info, GameFactory make) {
  std::lock_guard guard(registry_lock());
  std::string name = info.name;
  registry().insert_or_assign(std::move(name), Entry{std::move(info), std::move(make)});
  return true;
}

std::vector<const GameInfo*> registered_games() {
  std::lock_guard guard(registry_lock());
  std::vector<const GameInfo*> all;
  for (const auto& [name, entry] : registry()) all.push_back(&entry.info);
  return all;
}

std::string registered_names() {
  std::string names;
  for (const GameInfo* info : registered_games()) {
    if (!names.empty()) names += ", ";
    names += info->name;
  }
  return names;
}

std::string default_game_name() {
  const std::vector<const GameInfo*> all = registered_games();
  for (const GameInfo* info : all)
    if (info->is_default) return info->name;
  return all.empty() ? "" : all.front()->name;
}

Expected<std::shared_ptr<const Game>, std::string> load(std::string_view name,
                                                        const ParameterValues& values) {
  GameFactory make;
  {
    std::lock_guard guard(registry_lock());
    const auto found = registry().find(std::string(name));
    if (found != registry().end()) make = found->second.make;
  }
  if (!make)
    return Unexpected<std::string>{"unknown rule set '" + std::string(name) +
                                   "' (valid: " + registered_names() + ")"};
  auto game = make(values);
  if (!game) return Unexpected<std::string>{game.error()};
  return std::shared_ptr<const Game>(std::move(*game));
}

Expected<std::shared_ptr<const Game>, std::string> load_text(std::string_view text) {
  const std::size_t open = text.find('(');
  if (open == std::string_view::npos) return load(text);
  if (text.back() != ')')
    return Unexpected<std::string>{"rule set '" + std::string(text) +
                                   "': expected name(key=value,...)"};
  const auto values = parse_parameters(text.substr(open + 1, text.size() - open - 2));
  if (!values)
    return Unexpected<std::string>{"rule set '" + std::string(text) + "': " + values.error()};
  return load(text.substr(0, open), *values);
}

Expected<std::shared_ptr<const Game>, std::string> load_stored(std::string_view name,
                                                               std::string_view parameter_text) {
  const auto values = parse_parameters(parameter_text);
  if (!values) return Unexpected<std::string>{"rule_parameters: " + values.error()};
  return load(name, *values);
}

std::string game_text(const Game& game) {
  const std::string params = game.parameter_text();
  return params.empty() ? game.name() : game.name() + "(" + params + ")";
}

Expected<ParameterValues, std::string> parse_parameters(std::string_view text) {
  ParameterValues values;
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view item = text.substr(0, comma);
    text = comma == std::string_view::npos ? "" : text.substr(comma + 1);
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos || equals == 0)
      return Unexpected<std::string>{"parameter '" + std::string(item) + "' is not key=value"};
    values[std::string(item.substr(0, equals))] = std::string(item.substr(equals + 1));
  }
  return values;
}

Expected<ParameterValues, std::string> resolve_parameters(const GameInfo& info,
                                                          const ParameterValues& values) {
  ParameterValues all;
  for (const ParameterInfo& p : info.parameters) all[p.name] = p.default_value;
  for (const auto& [name, value] : values) {
    if (!all.count(name)) {
      std::string valid;
      for (const ParameterInfo& p : info.parameters) valid += (valid.empty() ? "" : ", ") + p.name;
      return Unexpected<std::string>{"rule set " + info.name + " has no parameter '" + name +
                                     "' (valid: " + (valid.empty() ? "none" : valid) + ")"};
    }
    all[name] = value;
  }
  return all;
}

Expected<bool, std::string> parameter_bool(const ParameterValues& values, const std::string& name) {
  const auto found = values.find(name);
  if (found != values.end() && found->second == "true") return true;
  if (found != values.end() && found->second == "false") return false;
  return Unexpected<std::string>{"parameter '" + name + "': '" +
                                 (found == values.end() ? std::string() : found->second) +
                                 "' is not true or false"};
}

std::vector<double> State::adjudicated_margins(std::optional<int> losing_team) const {
  if (losing_team) return game().forfeit_returns(*losing_team);
  return std::vector<double>(std::size_t(game().seat_count()), 0.5);
}

Expected<int, std::string> Game::team_named(std::string_view name) const {
  const std::vector<std::string>& teams = info().teams;
  for (std::size_t t = 0; t < teams.size(); ++t)
    if (teams[t] == name) return int(t);
  std::string valid;
  for (const std::string& t : teams) valid += (valid.empty() ? "" : ", ") + t;
  return Unexpected<std::string>{this->name() + " has no team '" + std::string(name) +
                                 "' (valid: " + valid + ")"};
}

std::string Game::forfeit_result(int losing_team) const {
  const std::vector<std::string>& teams = info().teams;
  if (teams.size() == 2) return teams[std::size_t(1 - losing_team)] + "-wins";
  return teams[std::size_t(losing_team)] + "-forfeits";
}

std::vector<double> Game::forfeit_returns(int losing_team) const {
  std::vector<double> returns;
  for (Seat s = 0; s < seat_count(); ++s) returns.push_back(team_of(s) == losing_team ? 0.0 : 1.0);
  return returns;
}

}  // namespace minnaar::game
