#include "tournament/report/html_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/json_text.h"
#include "engine/random.h"
#include "engine/svg.h"
#include "engine/words.h"
#include "tournament/report/plot.h"
#include "tournament/report/printed_number.h"
#include "tournament/report/report.css.h"
#include "tournament/report/standings_report.h"
#include "tournament/report/viewer.js.h"
#include "tournament/store/fingerprint.h"

namespace minnaar::tournament {
namespace {

std::string percent(double share) { return fmt::format("{:.1f}%", 100 * share); }

// A score with its games; the tooltip counts wins, draws (by the game's word
// for them) and losses.
std::string score_cell(const Score& s, const game::GameInfo& game) {
  if (!s.games) return "<td class=\"num\">-</td>";
  return fmt::format(
      "<td class=\"num\" title=\"{} won, {} {}, {} lost\">{:.3f} "
      "<span class=\"note\">({})</span></td>",
      s.wins, s.draws, xml_escape(draws_label(game)), s.losses, s.mean(), s.games);
}

// A mean margin and its 95% interval.
std::string margin_cell(const Score& s) {
  if (!s.games) return "<td class=\"num margin\">-</td>";
  return fmt::format("<td class=\"num margin\">{:.3f} &#177; {:.3f}</td>", printed(s.mean(), 3),
                     s.margin95());
}

std::string elo_cell(const AgentRating& r) {
  if (!std::isfinite(r.margin95))
    return fmt::format("<td class=\"num\">{:+.0f}</td>", printed(r.elo, 0));
  return fmt::format("<td class=\"num\">{:+.0f} &#177; {:.0f}</td>", printed(r.elo, 0), r.margin95);
}

// Who holds which seat: "white alphabeta, black greedy".
std::string seating(const game::GameInfo& info, const StoredGame& g) {
  std::string out;
  for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
    if (!out.empty()) out += ", ";
    out += (seat < info.seats.size() ? info.seats[seat].name : std::to_string(seat)) + " " +
           g.seats[seat].agent;
  }
  return out;
}

// Counter values, numbered as they are first met: the viewer data names a
// value by its number ("South", "0", "1" recur in every game).
class ValueTable {
 public:
  int number(const std::string& value) {
    const auto [at, added] = numbers_.try_emplace(value, int(values_.size()));
    if (added) values_.push_back(value);
    return at->second;
  }
  const std::vector<std::string>& values() const { return values_; }

 private:
  std::map<std::string, int> numbers_;
  std::vector<std::string> values_;
};

// The viewer data of one game (see viewer_json): replayed through the
// game interface, its pictures kept as the squares each ply changed.
nlohmann::json game_frames(const game::Game& game, const StoredGame& g,
                           const std::vector<std::string>& labels, ValueTable& table) {
  nlohmann::json j;
  j["slot"] = g.slot;
  std::vector<std::string> agents;
  for (const SeatOutcome& seat : g.seats) agents.push_back(seat.agent);
  j["s"] = agents;
  j["res"] = g.result;
  j["t"] = g.termination;
  j["n"] = g.plies;
  auto parsed = game.parse(g.start_state);
  if (!parsed) {
    j["e"] = "the start does not parse: " + parsed.error().message();
    j["f"] = {0, 0, 0, 0};
    j["p"] = nlohmann::json::array();
    j["c"] = std::vector<int>(labels.size(), table.number(""));
    j["m"] = j["d"] = j["k"] = nlohmann::json::array();
    return j;
  }
  std::unique_ptr<game::State> state = std::move(*parsed);
  game::Picture before = state->picture();
  game::Box box = before.frame();
  nlohmann::json start = nlohmann::json::array();
  for (const game::PlacedPiece& p : before.pieces)
    start.insert(start.end(), {p.square.file, p.square.rank, p.look});
  std::vector<std::string> values;
  std::vector<int> numbers;
  for (const auto& [label, value] : before.counters) {
    values.push_back(value);
    numbers.push_back(table.number(value));
  }
  j["p"] = std::move(start);
  j["c"] = numbers;

  nlohmann::json moves = nlohmann::json::array(), diffs = nlohmann::json::array(),
                 counter_diffs = nlohmann::json::array();
  for (const std::string& move : g.moves) {
    const auto action = state->parse_move(move);
    if (!action) {
      j["e"] = fmt::format("move {} ({}) does not replay: {}", moves.size() + 1, move,
                           action.error().reason);
      break;
    }
    state->apply(*action);
    game::Picture after = state->picture();
    nlohmann::json diff = nlohmann::json::array();
    for (const game::Square& s : game::changed_squares(before, after)) {
      const auto look = after.look_on(s);
      diff.insert(diff.end(), {s.file, s.rank, look ? *look : -1});
      box = box.including(s);
    }
    nlohmann::json changed = nlohmann::json::array();
    for (std::size_t i = 0; i < after.counters.size() && i < values.size(); ++i)
      if (after.counters[i].second != values[i]) {
        values[i] = after.counters[i].second;
        changed.insert(changed.end(), {int(i), table.number(values[i])});
      }
    moves.push_back(move);
    diffs.push_back(std::move(diff));
    counter_diffs.push_back(std::move(changed));
    before = std::move(after);
  }
  const game::Box frame = viewer_frame(box, before);
  j["f"] = {frame.min_file, frame.min_rank, frame.max_file, frame.max_rank};
  // What each move's player reported, when any did: per ply [seat, score,
  // depth, nodes, time in ms, pv, value], null where absent.
  if (std::any_of(g.infos.begin(), g.infos.end(), [](const MoveInfo& i) { return !i.empty(); })) {
    nlohmann::json reports = nlohmann::json::array();
    const auto or_null = [](const auto& v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
    for (const MoveInfo& i : g.infos)
      reports.push_back({i.seat, or_null(i.score), or_null(i.depth),
                         i.nodes ? nlohmann::json(i.nodes) : nlohmann::json(),
                         i.time_us ? nlohmann::json(double(*i.time_us) / 1000) : nlohmann::json(),
                         i.pv.empty() ? nlohmann::json() : nlohmann::json(i.pv), or_null(i.value)});
    j["i"] = std::move(reports);
  }
  j["m"] = std::move(moves);
  j["d"] = std::move(diffs);
  j["k"] = std::move(counter_diffs);
  return j;
}

// JSON text that is safe inside <script>: no '<' to end the element
// (strings keep it as \u003c); bad UTF-8 as every JSON output (json_text).
std::string script_json(const nlohmann::json& value) {
  const std::string json = json_text(value);
  std::string out;
  out.reserve(json.size());
  for (char c : json) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

plot::BarStyle bar_style(std::string title, std::string axis, std::string colour = "#4e79a7") {
  plot::BarStyle style;
  style.title = std::move(title);
  style.axis_label = std::move(axis);
  style.colour = std::move(colour);
  return style;
}

// A board without counters (the report prints them beside it).
game::BoardStyle board_style(std::string id, int cell = 40, std::string title = "",
                             std::optional<game::Box> frame = std::nullopt) {
  game::BoardStyle style;
  style.counters = false;
  style.id = std::move(id);
  style.cell = cell;
  style.title = std::move(title);
  style.frame = frame;
  return style;
}

int floor_to(int n, int step) {
  return n >= 0 ? n / step * step : -((-n + step - 1) / step) * step;
}

// The viewer's data as JSON (see viewer_json).
nlohmann::json viewer_data(const game::Game& game, const std::vector<StoredGame>& games) {
  const game::Picture start = game.start()->picture();
  std::vector<std::string> labels, looks;
  for (const auto& [label, value] : start.counters) labels.push_back(label);
  for (const game::PieceLook& look : start.looks) looks.push_back(look.name);
  nlohmann::json j;
  j["counters"] = labels;
  j["looks"] = looks;
  j["numbers"] = start.coordinates == game::Coordinates::kNumbers;
  std::vector<std::string> seats;
  for (const game::SeatInfo& seat : game.info().seats) seats.push_back(seat.name);
  j["seats"] = seats;
  std::vector<int> seat_teams;
  for (const game::SeatInfo& seat : game.info().seats) seat_teams.push_back(seat.team);
  j["seat_teams"] = seat_teams;
  j["teams"] = game.info().teams;
  j["page"] = kListedGames;
  j["games"] = nlohmann::json::array();
  ValueTable table;
  for (const StoredGame& g : games) j["games"].push_back(game_frames(game, g, labels, table));
  j["values"] = table.values();
  return j;
}

// ----- Sections -----

std::string summary_section(const ReportSource& r) {
  const StoredTournament& t = r.tournament;
  const Standings& s = r.standings;
  std::string part;
  if (!t.shard.whole())
    part = fmt::format(", shard {} of {} games", xml_escape(t.shard.text()), t.total_games);
  return fmt::format(
      "<header id=\"summary\"><h1>Tournament {}</h1>\n<p class=\"facts\">rules <b>{}</b> &#183; "
      "status <b>{}</b> &#183; <b>{}</b> of {} games{} &#183; created {} by minnaar {} &#183; "
      "read from {}</p>\n",
      xml_escape(t.name), xml_escape(game::game_text(*r.game)), xml_escape(t.status), s.games,
      t.shard_games, part, xml_escape(t.created_at), xml_escape(t.program_version),
      xml_escape(r.location));
}

std::string nav(bool sprt, bool pairings, bool time) {
  std::string out = "<nav>";
  const std::vector<std::pair<const char*, const char*>> links = {
      {"standings", "Standings"}, {"elo", "Elo"},         {"matrix", "Score matrix"},
      {"seats", "By seat"},       {"lengths", "Lengths"}, {"endings", "Endings"},
      {"time", "Time"},           {"sprt", "SPRT"},       {"pairings", "Pairs"},
      {"openings", "Openings"},   {"games", "Games"},     {"config", "Config"}};
  for (const auto& [id, name] : links) {
    if ((std::string(id) == "sprt" && !sprt) || (std::string(id) == "pairings" && !pairings) ||
        (std::string(id) == "time" && !time))
      continue;
    out += fmt::format("<a href=\"#{}\">{}</a>", id, name);
  }
  return out + "</nav></header>\n";
}

std::string standings_section(const Standings& s) {
  const game::GameInfo& info = s.game;
  const bool own = !info.constant_sum;
  std::string out = "<section id=\"standings\"><h2>Standings</h2>\n<table class=\"standings\">";
  out +=
      "<thead><tr><th class=\"num\">#</th><th>agent</th><th class=\"num\">games</th>"
      "<th class=\"num\">score</th><th class=\"num\">won</th><th class=\"num\">" +
      xml_escape(draws_label(info)) + "</th><th class=\"num\">lost</th>";
  for (const std::string& team : info.teams)
    out += "<th class=\"num\">as " + xml_escape(game::display_name(team)) + "</th>";
  out += "<th class=\"num\">Elo (95%)</th>";
  const bool seats = info.teams.size() == 2;
  if (seats)
    for (const std::string& team : info.teams)
      out += "<th class=\"num\">Elo as " + xml_escape(game::display_name(team)) + "</th>";
  out += "<th class=\"num\">margin (95%)</th>";
  if (own) out += "<th class=\"num\">" + xml_escape(info.achievement) + "</th>";
  out += "</tr></thead><tbody>\n";
  int rank = 0;
  for (const AgentStanding& a : s.agents) {
    out += fmt::format(
        "<tr><td class=\"num\">{}</td><td class=\"agent\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td>",
        ++rank, xml_escape(a.name), a.overall.games,
        a.overall.games ? fmt::format("{:.3f}", a.overall.mean()) : "-", a.overall.wins,
        a.overall.draws, a.overall.losses);
    for (const Score& team : a.by_team) out += score_cell(team, info);
    out += elo_cell(a.rating);
    if (seats)
      for (const AgentRating* r : {&a.seat_rating.as_first_team, &a.seat_rating.as_second_team})
        out += std::isfinite(r->margin95) ? elo_cell(*r) : "<td class=\"num\">-</td>";
    out += margin_cell(a.margins);
    if (own)
      out += fmt::format("<td class=\"num\">{} ({})</td>",
                         a.overall.games ? percent(double(a.achieved) / a.overall.games) : "-",
                         a.achieved);
    out += "</tr>\n";
  }
  out += fmt::format(
      "</tbody></table>\n<p class=\"note\">score: the mean points per game, head to head "
      "(a win 1, {} 1/2, a loss 0); the seat columns are the games it played holding "
      "that side. margin: the mean of a score finer than the result, by how much a game was "
      "won or lost (the rule set's margins; a rule set without them scores its results), with "
      "its 95% interval.</p></section>\n",
      xml_escape(info.draw_name));
  return out;
}

// Each agent's rating holding each team (an asymmetric game makes them
// different strengths), one plot per team, and the strongest of each.
std::string seat_ratings_html(const Standings& s) {
  std::string out = "<h3>Ratings by seat</h3>\n<div class=\"plots\">";
  for (int team = 0; team < 2; ++team) {
    const std::string name = game::display_name(s.game.teams[std::size_t(team)]);
    std::vector<plot::IntervalRow> rows;
    for (const AgentStanding& a : s.agents) {
      const AgentRating& r = team == 0 ? a.seat_rating.as_first_team : a.seat_rating.as_second_team;
      if (std::isfinite(r.margin95))
        rows.push_back({a.name, r.elo, r.elo - r.margin95, r.elo + r.margin95});
    }
    if (rows.empty()) continue;
    plot::IntervalStyle style;
    style.title = "Elo as the " + name + ", 95% intervals";
    style.axis_label = "Elo";
    out += plot::interval_svg(rows, style);
  }
  out += "</div>\n<p class=\"note\">";
  for (int team = 0; team < 2; ++team) {
    const std::string name = xml_escape(game::display_name(s.game.teams[std::size_t(team)]));
    if (const AgentStanding* best = strongest_holding(s, team))
      out += fmt::format("Strongest as the {}: <strong class=\"strongest\">{}</strong>. ", name,
                         xml_escape(best->name));
    else if (!s.seat_ratings_comparable[team])
      out += fmt::format(
          "Ratings as the {} fall in groups that never met (a third agent joins them): none is "
          "named strongest. ",
          name);
  }
  const std::string first = xml_escape(game::display_name(s.game.teams[0])),
                    second = xml_escape(game::display_name(s.game.teams[1]));
  out += fmt::format(
      "Each agent is rated once per seat, in one model where the {0} player's rating against the "
      "{1} player's gives the outcome. A seat an agent never held is not rated.",
      first, second);
  if (std::isfinite(s.seat_ratings.first_team_advantage_margin95))
    out += fmt::format(" {} seats are rated {:+.0f} &#177; {:.0f} Elo above {} seats on average.",
                       first, printed(s.seat_ratings.first_team_advantage, 0),
                       s.seat_ratings.first_team_advantage_margin95, second);
  return out + "</p>\n";
}

std::string elo_section(const Standings& s) {
  std::vector<plot::IntervalRow> rows;
  for (const AgentStanding& a : s.agents)
    rows.push_back(
        {a.name, a.rating.elo, a.rating.elo - a.rating.margin95, a.rating.elo + a.rating.margin95});
  std::string out = "<section id=\"elo\"><h2>Elo with 95% intervals</h2>\n";
  plot::IntervalStyle style;
  style.title = "Elo (mean 0), 95% intervals";
  style.axis_label = "Elo";
  out += plot::interval_svg(rows, style);
  if (s.game.teams.size() == 2)
    out += fmt::format(
        "<p class=\"note\">Rated together with the side advantage: {0} {1:+.0f} &#177; {2:.0f} "
        "Elo, {4} band {3:.0f} Elo (a win/{4}/loss model; intervals from the "
        "curvature at the estimate).</p>",
        xml_escape(game::display_name(s.game.teams[0])), s.ratings.first_team_advantage,
        s.ratings.first_team_advantage_margin95, s.ratings.draw_elo, xml_escape(s.game.draw_name));
  if (s.game.teams.size() == 2) out += seat_ratings_html(s);
  return out + "</section>\n";
}

// Each agent's mean points against each other agent, over the games in
// which both played (on different teams).
std::string matrix_section(const Standings& s, const ReportDigest& d) {
  std::vector<std::string> names;
  for (const AgentStanding& a : s.agents) names.push_back(a.name);
  // The digest counts by configured agent; the rows go by rank.
  std::vector<std::size_t> at;
  for (const std::string& name : names)
    at.push_back(std::size_t(std::find(d.names.begin(), d.names.end(), name) - d.names.begin()));
  const std::size_t n = names.size();
  std::vector<std::vector<std::optional<double>>> values(n, std::vector<std::optional<double>>(n));
  std::vector<std::vector<std::string>> texts(n, std::vector<std::string>(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t k = 0; k < n; ++k) {
      if (at[i] >= d.matrix.size() || at[k] >= d.matrix.size()) continue;
      const Score& met = d.matrix[at[i]][at[k]];
      if (met.games) {
        values[i][k] = met.mean();
        texts[i][k] = fmt::format("{:.2f} ({})", met.mean(), met.games);
      }
    }
  std::string out = "<section id=\"matrix\"><h2>Score matrix</h2>\n";
  plot::HeatStyle style;
  style.title = "Row agent's mean points against the column agent";
  style.row_label = "agent";
  style.column_label = "opponent";
  out += plot::heat_map_svg(names, names, values, texts, style);
  return out +
         "<p class=\"note\">Each cell: the row agent's mean points per game against "
         "the column agent, and the number of games.</p></section>\n";
}

std::string seats_section(const Standings& s, const ReportDigest& d) {
  const game::GameInfo& info = s.game;
  std::string out = "<section id=\"seats\"><h2>Scores by seat</h2>\n<div class=\"plots\">";
  // Which side won the games.
  std::vector<plot::Bar> sides;
  for (std::size_t t = 0; t < info.teams.size() && t < s.team_wins.size(); ++t)
    sides.push_back({game::display_name(info.teams[t]) + " won", double(s.team_wins[t]),
                     fmt::format("{} ({})", s.team_wins[t],
                                 s.games ? percent(double(s.team_wins[t]) / s.games) : "-")});
  sides.push_back(
      {draws_label(info), double(s.draws),
       fmt::format("{} ({})", s.draws, s.games ? percent(double(s.draws) / s.games) : "-")});
  out += plot::bar_svg(sides, bar_style("Games won by each side", "games"));
  // Each seat's mean return, whoever held it.
  std::vector<Score> by_seat = d.by_seat;
  by_seat.resize(info.seats.size());
  std::vector<plot::Bar> seats;
  for (std::size_t seat = 0; seat < info.seats.size(); ++seat)
    seats.push_back({game::display_name(info.seats[seat].name), by_seat[seat].mean(),
                     by_seat[seat].games ? fmt::format("{:.3f}", by_seat[seat].mean()) : "-"});
  plot::BarStyle returns = bar_style("Mean return of each seat", "return", "#f28e2b");
  returns.max = 1.0;
  out += plot::bar_svg(seats, returns);
  out += "</div>\n<table><thead><tr><th>agent</th>";
  for (const std::string& team : info.teams)
    out += "<th class=\"num\">as " + xml_escape(game::display_name(team)) + "</th>";
  for (const std::string& team : info.teams)
    out += "<th class=\"num\">margin as " + xml_escape(game::display_name(team)) + "</th>";
  out += "</tr></thead><tbody>";
  for (const AgentStanding& a : s.agents) {
    out += "<tr><td>" + xml_escape(a.name) + "</td>";
    for (const Score& team : a.by_team) out += score_cell(team, info);
    for (const Score& team : a.margins_by_team) out += margin_cell(team);
    out += "</tr>";
  }
  return out + "</tbody></table></section>\n";
}

std::string lengths_section(const ReportDigest& d) {
  std::string out = "<section id=\"lengths\"><h2>Game lengths</h2>\n";
  plot::HistogramStyle style;
  style.title = "Plies per game";
  style.x_label = "plies";
  out += plot::counted_histogram_svg(d.plies, style);
  long long games = 0;
  double sum = 0;
  for (const auto& [plies, count] : d.plies) games += count, sum += plies * double(count);
  if (games > 0) {
    // The median as a sorted list of the lengths would have it: element games / 2.
    double median = 0;
    long long seen = 0;
    for (const auto& [plies, count] : d.plies) {
      seen += count;
      if (seen > games / 2) {
        median = plies;
        break;
      }
    }
    out += fmt::format(
        "<p class=\"note\">shortest {:.0f}, median {:.0f}, mean {:.1f}, longest {:.0f} "
        "plies</p>",
        d.plies.begin()->first, median, sum / double(games), d.plies.rbegin()->first);
  }
  return out + "</section>\n";
}

// Each agent's time per move and its games lost on time, when the games
// recorded their moves' times.
std::string time_section(const Standings& s) {
  if (std::none_of(s.agents.begin(), s.agents.end(),
                   [](const AgentStanding& a) { return a.time.moves > 0; }))
    return "";
  std::string out =
      "<section id=\"time\"><h2>Time per move</h2>\n<table><thead><tr><th>agent</th>"
      "<th class=\"num\">moves</th><th class=\"num\">mean ms</th><th class=\"num\">max ms"
      "</th><th class=\"num\">time-outs</th></tr></thead><tbody>";
  for (const AgentStanding& a : s.agents)
    out += fmt::format(
        "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{:.3f}</td><td "
        "class=\"num\">{:.3f}</td><td class=\"num\">{}</td></tr>",
        xml_escape(a.name), a.time.moves, a.time.mean_ms(), a.time.max_ms, a.time.timeouts);
  return out +
         "</tbody></table>\n<p class=\"note\">The time each move took, measured by the runner "
         "from asking to answer (forced moves aside); time-outs are games lost on time "
         "(forfeit-time).</p></section>\n";
}

std::string endings_section(const Standings& s) {
  auto bars = [&](const std::vector<std::pair<std::string, int>>& counts) {
    std::vector<plot::Bar> out;
    for (const auto& [name, count] : counts)
      out.push_back(
          {name, double(count),
           fmt::format("{} ({})", count, s.games ? percent(double(count) / s.games) : "-")});
    return out;
  };
  std::string out =
      "<section id=\"endings\"><h2>Terminations and results</h2>\n<div class=\"plots\">";
  out += plot::bar_svg(bars(s.terminations), bar_style("How the games ended", "games", "#76b7b2"));
  out += plot::bar_svg(bars(s.results), bar_style("Result tokens", "games", "#b07aa1"));
  return out + "</div></section>\n";
}

// The log-likelihood ratio after each complete pair, against its bounds.
std::string sprt_section(const Standings& s, const ReportDigest& d) {
  if (!s.sprt || !s.sprt_bounds) return "";
  const SprtStop& b = *s.sprt_bounds;
  std::vector<std::pair<double, double>> points{{0, 0}};
  points.insert(points.end(), d.sprt.begin(), d.sprt.end());
  if (points.back().first != double(d.games) && s.sprt)
    points.push_back({double(d.games), s.sprt->llr});
  std::string out = "<section id=\"sprt\"><h2>SPRT</h2>\n";
  plot::Series llr;
  llr.name = "LLR";
  llr.points = points;
  plot::Reference upper, lower;
  upper.label = fmt::format("accept H1 ({:.2f})", s.sprt->upper);
  upper.y = s.sprt->upper;
  upper.colour = "#59a14f";
  lower.label = fmt::format("accept H0 ({:.2f})", s.sprt->lower);
  lower.y = s.sprt->lower;
  plot::LineStyle style;
  style.title = "Log-likelihood ratio over the games";
  style.x_label = "games";
  style.y_label = "LLR";
  out += plot::line_svg({llr}, {upper, lower}, {}, style);
  out += fmt::format(
      "<p>elo0 {} elo1 {} alpha {} beta {} (normalized Elo, game pairs, score: {}): LLR "
      "<b>{:.2f}</b> in [{:.2f}, {:.2f}]: <b>{}</b></p>",
      b.elo0, b.elo1, b.alpha, b.beta, sprt_score_name(b.score), s.sprt->llr, s.sprt->lower,
      s.sprt->upper, verdict_name(s.sprt->verdict));
  if (s.pairings.size() == 1 && s.pairings[0].panel_team >= 0) {
    // A panel's SPRT: the two candidates against the panel as a common
    // opponent.
    const PairingResult& p = s.pairings[0];
    const std::string team = game::display_name(s.game.teams[std::size_t(p.panel_team)]);
    out += fmt::format(
        "<p><b>{0}</b> against <b>{1}</b> as the {2}: {3} pairs ({4} games), pair score "
        "{5:.3f} &#177; {6:.3f}{7}; Elo of {0} over {1} as the {2}: {8}</p>",
        xml_escape(p.first), xml_escape(p.second), xml_escape(team), p.pairs.pairs(),
        2 * p.pairs.pairs(), p.pair_score, p.pair_score_margin95,
        b.score == SprtScore::kMargin
            ? fmt::format(", pair margin {:.3f} &#177; {:.3f}", printed(p.pair_margin_score, 3),
                          p.pair_margin_score_margin95)
            : std::string(),
        std::isfinite(p.elo.margin95)
            ? fmt::format("{:+.0f} &#177; {:.0f}", printed(p.elo.elo, 0), p.elo.margin95)
            : fmt::format("{:+.0f}", printed(p.elo.elo, 0)));
    out += fmt::format(
        "<p class=\"note\">A paired comparison against a common opponent: each candidate held "
        "the {0} against the same panel; a pair is {1}'s and {2}'s game i against one panel "
        "member (same opening, same seeds), worth s<sub>A</sub> + 1 &#8722; s<sub>B</sub> to "
        "{1}, s being a candidate's {3} in its game.</p>",
        xml_escape(team), xml_escape(p.first), xml_escape(p.second),
        b.score == SprtScore::kMargin ? "margin" : "points");
  } else {
    out += b.score == SprtScore::kMargin
               ? "<p class=\"note\">The test is on each pair's margin score: the mean of the "
                 "first agent's margins in the pair's two games.</p>"
               : "<p class=\"note\">The test is on each pair's result: the pentanomial.</p>";
  }
  out += "</section>\n";
  return out;
}

std::string pairings_section(const Standings& s) {
  if (s.pairings.empty()) return "";
  std::string out =
      "<section id=\"pairings\"><h2>Game pairs</h2>\n<table><thead><tr><th>pairing (first "
      "agent's view)</th><th class=\"num\">pairs</th><th class=\"num\">pentanomial 0, "
      "&#189;, 1, 1&#189;, 2</th><th class=\"num\">pair score</th><th class=\"num\">Elo</th>"
      "<th class=\"num\">LOS</th><th class=\"num\">pair margin</th></tr></thead><tbody>";
  for (const PairingResult& p : s.pairings) {
    const auto& c = p.pairs.counts;
    out += fmt::format(
        "<tr><td>{} vs {}{}</td><td class=\"num\">{}</td><td class=\"num\">{} {} {} {} {}</td>"
        "<td class=\"num\">{:.3f} &#177; {:.3f}</td>{}<td class=\"num\">{:.1f}%</td>"
        "<td class=\"num margin\">{:.3f} &#177; {:.3f}</td></tr>",
        xml_escape(p.first), xml_escape(p.second),
        p.panel_team >= 0
            ? " as the " + xml_escape(game::display_name(s.game.teams[std::size_t(p.panel_team)]))
            : std::string(),
        p.pairs.pairs(), c[0], c[1], c[2], c[3], c[4], p.pair_score, p.pair_score_margin95,
        elo_cell({p.elo.elo, p.elo.margin95}), 100 * p.likelihood_of_superiority,
        printed(p.pair_margin_score, 3), p.pair_margin_score_margin95);
  }
  return out + "</tbody></table></section>\n";
}

std::string openings_section(const ReportSource& r) {
  const game::GameInfo& info = r.standings.game;
  const std::map<int, ReportDigest::OpeningRow>& rows = r.digest.openings;
  const bool draw_boards = rows.size() <= 24;
  std::string out =
      "<section id=\"openings\" class=\"openings\"><h2>Openings</h2>\n<table>"
      "<thead><tr><th class=\"num\">opening</th><th>start</th><th class=\"num\">"
      "games</th>";
  for (const std::string& team : info.teams)
    out += "<th class=\"num\">" + xml_escape(game::display_name(team)) + " won</th>";
  out += "<th class=\"num\">" + xml_escape(draws_label(info)) +
         "</th><th class=\"num\">mean plies</th></tr></thead><tbody>";
  for (const auto& [opening, row] : rows) {
    std::string start = "<code>" + xml_escape(row.start) + "</code>";
    if (draw_boards)
      if (auto state = r.game->parse(row.start)) {
        // Large boards (16 files) get larger squares, so their pieces' letters read.
        const game::Picture picture = (*state)->picture();
        const int cell = picture.frame().files() > 8 ? 24 : 14;
        start =
            game::board_svg(picture, board_style(fmt::format("o{}-", opening), cell, row.start)) +
            "<br>" + start;
      }
    out += fmt::format("<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td>", opening,
                       start, row.games);
    for (int w : row.wins) out += fmt::format("<td class=\"num\">{}</td>", w);
    out += fmt::format("<td class=\"num\">{}</td><td class=\"num\">{:.1f}</td></tr>\n", row.draws,
                       row.games ? row.plies / row.games : 0.0);
  }
  out += "</tbody></table>";
  if (r.digest.opening_count > int(rows.size()))
    out += fmt::format("<p class=\"note\">The first {} of the {} openings played.</p>", rows.size(),
                       r.digest.opening_count);
  return out + "</section>\n";
}

// The game list and viewer over `shown` (in slot order) of a tournament's
// `total` games; `results` fills the result filter, `agents` the agent one.
std::string games_section(const game::Game& game,
                          const std::vector<std::pair<std::string, std::string>>& agents,
                          const std::vector<StoredGame>& shown, int total,
                          const std::set<std::string>& results) {
  const game::GameInfo& info = game.info();
  std::string out = "<section id=\"games\" class=\"viewer\"><h2>Games</h2>\n";
  out +=
      "<div class=\"filters\"><label>agent <select id=\"filter-agent\"><option value=\"\">"
      "all</option>";
  for (const auto& [name, spec] : agents)
    out += "<option value=\"" + xml_escape(name) + "\">" + xml_escape(name) + "</option>";
  out +=
      "</select></label><label>result <select id=\"filter-result\"><option value=\"\">all"
      "</option>";
  for (const std::string& result : results)
    out += "<option value=\"" + xml_escape(result) + "\">" + xml_escape(result) + "</option>";
  out += fmt::format(
      "</select></label><span id=\"filter-count\" class=\"note\">{} games</span>"
      "</div>\n",
      shown.size());
  if (int(shown.size()) < total)
    out += fmt::format(
        "<p class=\"note\">The viewer holds {} of the {} games: each ending's first, the "
        "shortest and the longest, each pairing's first and a sample. Any game opens on a "
        "page of its own with <code>minnaar tournament show --game N --format html</code>.</p>",
        shown.size(), total);

  out +=
      "<div class=\"viewer-body\"><div class=\"list-pane\"><div class=\"game-list\">"
      "<table id=\"game-list\"><thead>"
      "<tr><th class=\"num\">game</th>";
  for (const game::SeatInfo& seat : info.seats)
    out += "<th>" + xml_escape(game::display_name(seat.name)) + "</th>";
  out += "<th>result</th><th>ended by</th><th class=\"num\">plies</th></tr></thead><tbody>\n";
  for (const StoredGame& g : shown) {
    if (&g - shown.data() >= kListedGames) break;
    out += fmt::format("<tr id=\"game-{0}\" data-slot=\"{0}\"><td class=\"num\">{0}</td>", g.slot);
    for (const SeatOutcome& seat : g.seats) out += "<td>" + xml_escape(seat.agent) + "</td>";
    out += fmt::format("<td>{}</td><td>{}</td><td class=\"num\">{}</td></tr>\n",
                       xml_escape(g.result), xml_escape(g.termination), g.plies);
  }
  out += "</tbody></table></div>\n";
  out += fmt::format(
      "<div class=\"pager\"><button id=\"page-prev\">&#9664; earlier</button> <span "
      "id=\"page-text\">games 1&#8211;{} of {}</span> <button id=\"page-next\">later "
      "&#9654;</button></div></div>\n",
      std::min<std::size_t>(shown.size(), kListedGames), shown.size());

  // The viewer, showing the first game's end without script.
  out += "<div class=\"game-view\" id=\"game-view\">";
  if (shown.empty()) {
    out +=
        "<h3 id=\"view-title\">No game is stored yet</h3><div id=\"view-board\"></div>"
        "<p id=\"view-ply\"></p><dl id=\"view-counters\"></dl><p id=\"view-result\"></p>"
        "<ol id=\"view-moves\"></ol></div></div></section>\n";
    return out;
  }
  const StoredGame& first = shown.front();
  std::string board;
  if (auto state = game.parse(first.final_state))
    board = game::board_svg((*state)->picture(), board_style("v-"));
  out += fmt::format(
      "<h3 id=\"view-title\">Game {}: {}</h3><div id=\"view-board\">{}</div>"
      "<div class=\"controls\"><button id=\"step-first\" title=\"start (Home)\">&#171;</button>"
      "<button id=\"step-prev\" title=\"back (left arrow)\">&#9664;</button>"
      "<span id=\"view-ply\">ply {} of {}</span>"
      "<button id=\"step-next\" title=\"forward (right arrow)\">&#9654;</button>"
      "<button id=\"step-last\" title=\"end (End)\">&#187;</button></div>"
      "<p id=\"view-report\" class=\"note\"></p><div id=\"view-scores\"></div>"
      "<dl id=\"view-counters\"></dl><p id=\"view-result\">{} ({})</p><ol id=\"view-moves\">",
      first.slot, xml_escape(seating(info, first)), board, first.plies, first.plies,
      xml_escape(first.result), xml_escape(first.termination));
  for (std::size_t ply = 0; ply < first.moves.size(); ++ply)
    out += fmt::format("<li data-ply=\"{}\">{}</li>", ply + 1, xml_escape(first.moves[ply]));
  out += "</ol></div></div>\n";

  // One empty board per frame the games are drawn in.
  std::set<std::vector<int>> frames;
  const nlohmann::json data = viewer_data(game, shown);
  for (const auto& g : data["games"]) frames.insert(g["f"].get<std::vector<int>>());
  const auto start = game.parse(first.start_state);
  game::Picture empty = start ? (*start)->picture() : game.start()->picture();
  empty.pieces.clear();
  for (const std::vector<int>& f : frames)
    out += fmt::format(
        "<template class=\"board-template\" data-frame=\"{},{},{},{}\">{}"
        "</template>\n",
        f[0], f[1], f[2], f[3],
        game::board_svg(empty, board_style("v-", 40, "", game::Box{f[0], f[1], f[2], f[3]})));
  out +=
      "<script type=\"application/json\" id=\"viewer-data\">" + script_json(data) + "</script>\n";
  return out + "</section>\n";
}

std::string config_section(const ReportSource& r) {
  const StoredTournament& t = r.tournament;
  std::string out =
      "<section id=\"config\"><h2>Configuration</h2>\n<table><thead><tr><th>"
      "agent</th><th>spec</th></tr></thead><tbody>";
  for (const auto& [name, spec] : r.agents)
    out +=
        "<tr><td>" + xml_escape(name) + "</td><td><code>" + xml_escape(spec) + "</code></td></tr>";
  out += "</tbody></table>\n";
  out += fmt::format(
      "<p>fingerprint <code>{}</code> &#183; played by minnaar {} &#183; report by minnaar {}"
      "</p>\n<pre class=\"config\">{}</pre></section>\n",
      xml_escape(t.fingerprint), xml_escape(t.program_version), xml_escape(r.program_version),
      xml_escape(t.config_source));
  return out;
}

}  // namespace

game::Box viewer_frame(const game::Box& pieces_box, const game::Picture& picture) {
  if (picture.board) return *picture.board;
  game::Box box = pieces_box;
  box = {floor_to(box.min_file - 1, 4), floor_to(box.min_rank - 1, 4),
         floor_to(box.max_file + 1, 4) + 3, floor_to(box.max_rank + 1, 4) + 3};
  return box;
}

std::string viewer_json(const game::Game& game, const std::vector<StoredGame>& games) {
  return script_json(viewer_data(game, games));
}

ReportDigestBuilder::ReportDigestBuilder(const game::GameInfo& game,
                                         const std::vector<std::string>& names, int total,
                                         const std::optional<SprtStop>& sprt)
    : game_(game), sprt_(sprt), step_(std::max(1, total / 400)), sample_state_(0x5eed) {
  d_.names = names;
  d_.matrix.assign(names.size(), std::vector<Score>(names.size()));
  d_.by_seat.resize(game.seats.size());
  for (std::size_t i = 0; i < names.size(); ++i) index_.emplace(names[i], i);
}

void ReportDigestBuilder::add(const ScoredGame& g, const Scoreboard& board) {
  const int seen = d_.games++;
  // The matrix: each pair of configured agents that met, by their points.
  const auto points = agent_points(game_, g);
  for (const auto& [a, pa] : points)
    for (const auto& [b, pb] : points) {
      if (a == b) continue;
      const auto i = index_.find(a), k = index_.find(b);
      if (i == index_.end() || k == index_.end()) continue;
      d_.matrix[i->second][k->second].add(pa);
    }
  for (std::size_t seat = 0; seat < g.seats.size() && seat < d_.by_seat.size(); ++seat)
    d_.by_seat[seat].add(g.seats[seat].result);
  ++d_.plies[double(g.plies)];
  d_.results.insert(g.result);

  // Openings: counted while among the first kShownOpenings met.
  if (!d_.openings.count(g.opening)) {
    ++d_.opening_count;
    if (int(d_.openings.size()) < kShownOpenings) {
      ReportDigest::OpeningRow& row = d_.openings[g.opening];
      row.first_slot = g.slot;
      row.wins.assign(game_.teams.size(), 0);
    }
  }
  if (const auto it = d_.openings.find(g.opening); it != d_.openings.end()) {
    ReportDigest::OpeningRow& row = it->second;
    ++row.games;
    row.plies += g.plies;
    if (const int winner = winning_team(game_, g); winner < 0)
      ++row.draws;
    else
      ++row.wins[std::size_t(winner)];
  }

  // The SPRT's course: at every step_-th game where the pairs grew.
  if (sprt_ && d_.games % step_ == 0) {
    const auto pairs = board.pairings();
    const auto result = sprt_of(pairs, sprt_);
    const int count = pairs.empty() ? 0 : pairs.front().pairs.pairs();
    if (result && count != last_pairs_) {
      last_pairs_ = count;
      d_.sprt.push_back({double(d_.games), result->llr});
    }
  }

  // The games worth showing.
  if (d_.games <= kAllGamesShown) all_.push_back(g.slot);
  first_of_ending_.try_emplace(g.termination, g.slot);
  if (int(first_of_pairing_.size()) < kShownPairings)
    first_of_pairing_.try_emplace(g.pairing, g.slot);
  if (shortest_ < 0 || g.plies < shortest_plies_) shortest_ = g.slot, shortest_plies_ = g.plies;
  if (longest_ < 0 || g.plies > longest_plies_) longest_ = g.slot, longest_plies_ = g.plies;
  // A uniform sample (reservoir sampling), the same for the same games.
  SplitMix64 draw(sample_state_ ^ std::uint64_t(seen));
  if (int(sample_.size()) < kSampledGames)
    sample_.push_back(g.slot);
  else if (const std::uint64_t j = draw.below(std::uint64_t(seen) + 1); j < kSampledGames)
    sample_[std::size_t(j)] = g.slot;
}

ReportDigest ReportDigestBuilder::finish() {
  std::set<int> chosen;
  if (d_.games <= kAllGamesShown) {
    chosen.insert(all_.begin(), all_.end());
  } else {
    for (const auto& [ending, slot] : first_of_ending_) chosen.insert(slot);
    for (const auto& [pairing, slot] : first_of_pairing_) chosen.insert(slot);
    if (shortest_ >= 0) chosen.insert(shortest_);
    if (longest_ >= 0) chosen.insert(longest_);
    chosen.insert(sample_.begin(), sample_.end());
  }
  d_.shown_slots.assign(chosen.begin(), chosen.end());
  return std::move(d_);
}

namespace {

// The one way a report is gathered: `each_scored` feeds every game's scored
// view in slot order, `game_at` reads one game whole (the shown ones and the
// kept openings' first games).
ReportSource gather(
    const StoredTournament& t, std::shared_ptr<const game::Game> game,
    std::vector<std::pair<std::string, std::string>> agents, const std::optional<SprtStop>& sprt,
    int total,
    const std::function<void(const std::function<void(const ScoredGame&)>&)>& each_scored,
    const std::function<std::optional<StoredGame>(int)>& game_at, const std::string& location,
    const std::string& program_version) {
  const game::GameInfo& info = game->info();
  std::vector<std::string> names;
  for (const auto& [name, spec] : agents) names.push_back(name);
  Scoreboard board(info, names, sprt);
  ReportDigestBuilder digest(info, names, total, sprt);
  each_scored([&](const ScoredGame& g) {
    board.add(g);
    digest.add(g, board);
  });
  ReportSource r;
  r.tournament = t;
  r.location = location;
  r.agents = std::move(agents);
  r.standings = board.standings();
  r.digest = digest.finish();
  for (const int slot : r.digest.shown_slots)
    if (auto g = game_at(slot)) r.shown.push_back(std::move(*g));
  for (auto& [opening, row] : r.digest.openings)
    if (auto g = game_at(row.first_slot)) row.start = g->start_state;
  r.game = std::move(game);
  r.program_version = program_version;
  return r;
}

}  // namespace

ReportSource gather_report(GameStore& store, const StoredTournament& t,
                           std::shared_ptr<const game::Game> game, const std::string& location,
                           const std::string& program_version) {
  return gather(
      t, std::move(game), store.agents(t.id), fingerprint_sprt(t.fingerprint),
      store.game_count(t.id),
      [&](const std::function<void(const ScoredGame&)>& visit) { store.each_scored(t.id, visit); },
      [&](int slot) { return store.game(t.id, slot); }, location, program_version);
}

ReportSource report_of_games(const StoredTournament& t, std::shared_ptr<const game::Game> game,
                             std::vector<std::pair<std::string, std::string>> agents,
                             const std::vector<StoredGame>& games,
                             const std::optional<SprtStop>& sprt, const std::string& location,
                             const std::string& program_version) {
  return gather(
      t, std::move(game), std::move(agents), sprt, int(games.size()),
      [&](const std::function<void(const ScoredGame&)>& visit) {
        for (const StoredGame& g : games) visit(scored(g));
      },
      [&](int slot) -> std::optional<StoredGame> {
        for (const StoredGame& g : games)
          if (g.slot == slot) return g;
        return std::nullopt;
      },
      location, program_version);
}

std::string game_html(const StoredTournament& t, const game::Game& game, const StoredGame& g,
                      const std::string& program_version) {
  std::vector<std::pair<std::string, std::string>> agents;
  for (const SeatOutcome& seat : g.seats)
    if (std::none_of(agents.begin(), agents.end(), [&](auto& a) { return a.first == seat.agent; }))
      agents.push_back({seat.agent, ""});
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
      "<meta name=\"generator\" content=\"minnaar {}\">"
      "<title>{} &#8212; game {}</title>\n<style>{}</style></head>\n<body>\n",
      xml_escape(program_version), xml_escape(t.name), g.slot, kReportStyle);
  out += fmt::format(
      "<header id=\"summary\"><h1>Tournament {}, game {}</h1>\n<p class=\"facts\">rules "
      "<b>{}</b> &#183; {} &#183; {} ({}) &#183; seed {} &#183; opening {}</p></header>\n<main>\n",
      xml_escape(t.name), g.slot, xml_escape(game::game_text(game)),
      xml_escape(seating(game.info(), g)), xml_escape(g.result), xml_escape(g.termination), g.seed,
      g.opening);
  out += games_section(game, agents, {g}, 1, {g.result});
  out += "</main>\n<footer>Written by minnaar " + xml_escape(program_version) + ".</footer>\n";
  out += std::string("<script>") + kViewerScript + "</script>\n</body></html>\n";
  return out;
}

std::string tournament_html(const ReportSource& r) {
  const Standings& s = r.standings;
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
      "<meta name=\"generator\" content=\"minnaar {}\">"
      "<title>{} &#8212; tournament report</title>\n<style>{}</style></head>\n<body>\n",
      xml_escape(r.program_version), xml_escape(r.tournament.name), kReportStyle);
  out += summary_section(r);
  out += nav(s.sprt.has_value(), !s.pairings.empty(),
             std::any_of(s.agents.begin(), s.agents.end(),
                         [](const AgentStanding& a) { return a.time.moves > 0; }));
  out += "<main>\n";
  out += standings_section(s);
  out += elo_section(s);
  out += matrix_section(s, r.digest);
  out += seats_section(s, r.digest);
  out += lengths_section(r.digest);
  out += endings_section(s);
  out += time_section(s);
  out += sprt_section(s, r.digest);
  out += pairings_section(s);
  out += openings_section(r);
  out += games_section(*r.game, r.agents, r.shown, r.digest.games, r.digest.results);
  out += config_section(r);
  out += "</main>\n<footer>Written by minnaar " + xml_escape(r.program_version) +
         " from the games stored in " + xml_escape(r.location) + ".</footer>\n";
  out += std::string("<script>") + kViewerScript + "</script>\n</body></html>\n";
  return out;
}

}  // namespace minnaar::tournament
