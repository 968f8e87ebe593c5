#include "tournament/store/export.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "engine/game.h"
#include "engine/json_text.h"
#include "tournament/store/replay.h"

namespace minnaar::tournament {
namespace {

// A stored game's rule set, loaded once per tournament.
struct Rules {
  std::shared_ptr<const game::Game> game;
  const game::GameInfo& info() const { return game->info(); }
  std::string seat_name(int seat) const {
    return seat >= 0 && seat < game->seat_count() ? info().seats[std::size_t(seat)].name
                                                  : std::string();
  }
};

template <class T>
nlohmann::ordered_json or_null(const std::optional<T>& v) {
  return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json();
}

template <class T>
std::string or_empty(const std::optional<T>& v) {
  return v ? fmt::format("{}", *v) : std::string();
}

std::string time_ms(const MoveInfo& info) {
  return info.time_us ? fmt::format("{:.3f}", double(*info.time_us) / 1000) : std::string();
}

// The info of ply i (an empty one where the game stored none).
const MoveInfo& info_at(const StoredGame& g, std::size_t ply) {
  static const MoveInfo kNone;
  return ply < g.infos.size() ? g.infos[ply] : kNone;
}

void write_jsonl(const Rules& rules, const StoredTournament& t, const StoredGame& g,
                 std::ostream& out) {
  nlohmann::ordered_json seats = nlohmann::ordered_json::array();
  for (std::size_t s = 0; s < g.seats.size(); ++s)
    seats.push_back({{"seat", rules.seat_name(int(s))},
                     {"team", s < rules.info().seats.size()
                                  ? nlohmann::ordered_json(
                                        rules.info().teams[std::size_t(rules.info().seats[s].team)])
                                  : nlohmann::ordered_json()},
                     {"agent", g.seats[s].agent},
                     {"return", g.seats[s].result},
                     {"margin", g.seats[s].margin},
                     {"nodes", g.seats[s].nodes}});
  nlohmann::ordered_json moves = nlohmann::ordered_json::array();
  const std::vector<std::string>& texts = g.moves;
  for (std::size_t ply = 0; ply < texts.size(); ++ply) {
    const MoveInfo& info = info_at(g, ply);
    nlohmann::ordered_json m = {{"move", texts[ply]}, {"seat", rules.seat_name(info.seat)}};
    if (info.score) m["score"] = *info.score;
    if (info.depth) m["depth"] = *info.depth;
    if (info.seldepth) m["seldepth"] = *info.seldepth;
    if (info.nodes) m["nodes"] = info.nodes;
    if (info.visits) m["visits"] = *info.visits;
    if (info.value) m["value"] = *info.value;
    if (info.time_us) m["time_ms"] = double(*info.time_us) / 1000;
    if (info.clock_ms) m["clock_ms"] = *info.clock_ms;
    if (!info.pv.empty()) m["pv"] = info.pv;
    if (!info.extra.empty()) m["extra"] = info.extra;
    moves.push_back(std::move(m));
  }
  const nlohmann::ordered_json game = {{"tournament", t.name},
                                       {"slot", g.slot},
                                       {"rules", g.rules},
                                       {"rule_parameters", g.rule_parameters},
                                       {"pairing", g.pairing},
                                       {"opening", g.opening},
                                       {"seed", g.seed},
                                       {"start", g.start_state},
                                       {"seats", std::move(seats)},
                                       {"moves", std::move(moves)},
                                       {"final", g.final_state},
                                       {"result", g.result},
                                       {"termination", g.termination},
                                       {"detail", g.detail},
                                       {"plies", g.plies},
                                       {"duration_ms", g.duration_ms},
                                       {"started_at", g.started_at},
                                       {"finished_at", g.finished_at}};
  out << json_text(game) << '\n';
}

constexpr const char* kCsvHeader =
    "tournament,slot,ply,seat,agent,move,score,depth,seldepth,nodes,visits,value,time_ms,"
    "clock_ms,pv,extra,result,termination\n";

std::int64_t write_csv(const Rules& rules, const StoredTournament& t, const StoredGame& g,
                       std::ostream& out) {
  const std::vector<std::string>& texts = g.moves;
  const std::string game_part = csv_field(t.name) + "," + std::to_string(g.slot) + ",";
  const std::string outcome = csv_field(g.result) + "," + csv_field(g.termination) + "\n";
  for (std::size_t ply = 0; ply < texts.size(); ++ply) {
    const MoveInfo& info = info_at(g, ply);
    const std::string agent =
        info.seat >= 0 && std::size_t(info.seat) < g.seats.size() ? g.seats[info.seat].agent : "";
    out << game_part << ply + 1 << ',' << csv_field(rules.seat_name(info.seat)) << ','
        << csv_field(agent) << ',' << csv_field(texts[ply]) << ',' << or_empty(info.score) << ','
        << or_empty(info.depth) << ',' << or_empty(info.seldepth) << ','
        << (info.nodes ? std::to_string(info.nodes) : "") << ',' << or_empty(info.visits) << ','
        << or_empty(info.value) << ',' << time_ms(info) << ',' << or_empty(info.clock_ms) << ','
        << csv_field(info.pv) << ',' << csv_field(info.extra) << ',' << outcome;
  }
  return std::int64_t(texts.size());
}

constexpr const char* kSamplesHeader = "tournament,slot,ply,position,seat,score,return,margin\n";

std::int64_t write_samples(const Rules& rules, const StoredTournament& t, const StoredGame& g,
                           std::ostream& out) {
  std::int64_t lines = 0;
  each_sample(*rules.game, g, [&](const Sample& sample) {
    out << csv_field(t.name) << ',' << sample.slot << ',' << sample.ply << ','
        << csv_field(sample.position) << ',' << csv_field(rules.seat_name(sample.seat)) << ','
        << sample.score << ',' << fmt::format("{}", sample.result) << ','
        << fmt::format("{}", sample.margin) << '\n';
    ++lines;
  });
  return lines;
}

}  // namespace

// Only moves whose player reported a score make samples.
void each_sample(const game::Game& game, const StoredGame& g,
                 const std::function<void(const Sample&)>& visit) {
  each_position(game, g, [&](const game::State& state, std::size_t ply) {
    const MoveInfo& info = info_at(g, ply);
    const game::Seat seat = state.to_move();
    if (info.score && seat >= 0 && std::size_t(seat) < g.seats.size()) {
      const SeatOutcome& outcome = g.seats[std::size_t(seat)];
      visit(Sample{g.slot, int(ply + 1), state.notation(), seat, *info.score, outcome.result,
                   outcome.margin});
    }
    return true;
  });
}

std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\n\r") == std::string_view::npos) return std::string(text);
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + '"';
}

ExportCount export_games(GameStore& store, const StoredTournament& tournament, ExportFormat format,
                         std::ostream& out, const std::function<void(int, int)>& on_progress) {
  auto loaded = game::load_stored(tournament.rules, tournament.rule_parameters);
  if (!loaded) throw std::runtime_error("tournament '" + tournament.name + "': " + loaded.error());
  const Rules rules{*loaded};
  if (format == ExportFormat::kCsv) out << kCsvHeader;
  if (format == ExportFormat::kSamples) out << kSamplesHeader;
  ExportCount count;
  const int total = store.game_count(tournament.id);
  store.each_game(tournament.id, [&](const StoredGame& g) {
    switch (format) {
      case ExportFormat::kJsonl:
        write_jsonl(rules, tournament, g, out);
        ++count.lines;
        break;
      case ExportFormat::kCsv:
        count.lines += write_csv(rules, tournament, g, out);
        break;
      case ExportFormat::kSamples:
        count.lines += write_samples(rules, tournament, g, out);
        break;
    }
    ++count.games;
    if (!out) throw std::runtime_error("the output could not be written");
    if (on_progress) on_progress(count.games, total);
  });
  return count;
}

}  // namespace minnaar::tournament
