#include "tournament/report/standings_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "engine/json_text.h"
#include "tournament/report/printed_number.h"

namespace minnaar::tournament {
namespace {

std::string score_text(const Score& s) {
  if (!s.games) return "-";
  return fmt::format("{:.3f} ({:+d} ={:d} -{:d})", s.mean(), s.wins, s.draws, s.losses);
}

// "+120 +-35"; an estimate without a finite interval shows no interval.
// An Elo that rounds to zero is "+0" whatever the sign of its rounding
// noise.
std::string elo_text(double elo, double margin) {
  elo = printed(elo, 0);
  if (!std::isfinite(margin)) return fmt::format("{:+.0f}", elo);
  return fmt::format("{:+.0f} +-{:.0f}", elo, margin);
}

// "0.612 +-0.020": a mean margin and its 95% interval.
std::string margin_text(const Score& s) {
  if (!s.games) return "-";
  return fmt::format("{:.3f} +-{:.3f}", printed(s.mean(), 3), s.margin95());
}

nlohmann::json margin_json(const Score& s) {
  return {{"games", s.games}, {"mean", s.mean()}, {"margin95", s.margin95()}};
}

nlohmann::json score_json(const Score& s) {
  return {{"games", s.games},
          {"wins", s.wins},
          {"draws", s.draws},
          {"losses", s.losses},
          {"score", s.mean()}};
}

// What an SPRT tests, as the reports say it.
std::string_view sprt_score_text(SprtScore score) {
  return score == SprtScore::kMargin ? "pair margin scores" : "pentanomial";
}

// A pairing as the reports name it: "a vs b", and for a panel's
// comparison the team both candidates held, "a vs b as the Establishment".
std::string pairing_label(const game::GameInfo& game, const PairingResult& p) {
  std::string label = p.first + " vs " + p.second;
  if (p.panel_team >= 0 && std::size_t(p.panel_team) < game.teams.size())
    label += " as the " + game::display_name(game.teams[std::size_t(p.panel_team)]);
  return label;
}

// JSON has no infinity: an unknown margin is null.
nlohmann::json finite(double v) { return std::isfinite(v) ? nlohmann::json(v) : nullptr; }

}  // namespace

std::string draws_label(const game::GameInfo& game) {
  const std::string& word = game.draw_name;
  return word.ends_with("ed") ? word : word + "s";
}

std::string team_key(std::size_t team) {
  static constexpr const char* kOrdinals[] = {"first", "second", "third",   "fourth",
                                              "fifth", "sixth",  "seventh", "eighth"};
  if (team < std::size(kOrdinals)) return std::string(kOrdinals[team]) + "_team";
  return "team_" + std::to_string(team + 1);
}

namespace {

// The seat ratings' block of the text report: each agent's rating holding
// each team, the first team's advantage, and the strongest of each team.
std::string seat_ratings_text(const Standings& s) {
  const game::GameInfo& game = s.game;
  if (game.teams.size() != 2) return "";
  std::string out = fmt::format("\n{:<24}{:>18}{:>22}\n", "seat rating (Elo, 95%)",
                                "as " + game::display_name(game.teams[0]),
                                "as " + game::display_name(game.teams[1]));
  // A seat the agent never held is not rated: "-".
  const auto seat_text = [](const AgentRating& r) {
    return std::isfinite(r.margin95) ? elo_text(r.elo, r.margin95) : std::string("-");
  };
  for (const AgentStanding& a : s.agents)
    out += fmt::format("{:<24}{:>18}{:>22}\n", a.name, seat_text(a.seat_rating.as_first_team),
                       seat_text(a.seat_rating.as_second_team));
  out += fmt::format(
      "{} seats rated {} Elo above {} seats on average\n", game::display_name(game.teams[0]),
      elo_text(s.seat_ratings.first_team_advantage, s.seat_ratings.first_team_advantage_margin95),
      game::display_name(game.teams[1]));
  for (int team = 0; team < 2; ++team) {
    const std::string name = game::display_name(game.teams[std::size_t(team)]);
    if (const AgentStanding* best = strongest_holding(s, team))
      out += fmt::format("strongest as the {}: {}\n", name, best->name);
    else if (!s.seat_ratings_comparable[team] && s.games > 0)
      out += fmt::format(
          "ratings as the {} fall in groups that never met (a third agent joins them): none "
          "is named strongest\n",
          name);
  }
  return out;
}

}  // namespace

std::string panel_sprt_text(const Standings& s) {
  if (!s.sprt || !s.sprt_bounds || s.pairings.size() != 1 || s.pairings[0].panel_team < 0)
    return "";
  const PairingResult& p = s.pairings[0];
  const auto& c = p.pairs.counts;
  std::string out = fmt::format(
      "{} against the panel: {} pairs ({} games), pentanomial {} {} {} {} {}, pair score "
      "{:.3f} +-{:.3f}",
      pairing_label(s.game, p), p.pairs.pairs(), 2 * p.pairs.pairs(), c[0], c[1], c[2], c[3], c[4],
      p.pair_score, p.pair_score_margin95);
  if (s.sprt_bounds->score == SprtScore::kMargin)
    out += fmt::format(", pair margin {:.3f} +-{:.3f}", printed(p.pair_margin_score, 3),
                       p.pair_margin_score_margin95);
  return out + fmt::format("; Elo of {} over {} {}\n", p.first, p.second,
                           elo_text(p.elo.elo, p.elo.margin95));
}

// Each agent's time per move, when the games recorded it.
std::string time_use_text(const Standings& s) {
  if (std::none_of(s.agents.begin(), s.agents.end(),
                   [](const AgentStanding& a) { return a.time.moves > 0; }))
    return "";
  std::string out = fmt::format("\n{:<24}{:>8}  {:>12}{:>12}{:>10}\n", "time per move", "moves",
                                "mean ms", "max ms", "time-outs");
  for (const AgentStanding& a : s.agents)
    out += fmt::format("{:<24}{:>8}  {:>12.3f}{:>12.3f}{:>10}\n", a.name, a.time.moves,
                       a.time.mean_ms(), a.time.max_ms, a.time.timeouts);
  return out;
}

std::string standings_text(const Standings& s) {
  const game::GameInfo& game = s.game;
  // Games whose returns are not constant-sum also show each agent's own
  // results (the Play-Test Edition's sovereignty).
  const bool own_results = !game.constant_sum;
  std::string out = fmt::format("{:<4}{:<20}{:>6}  {:<24}", "#", "agent", "games", "score");
  for (const std::string& team : game.teams)
    out += fmt::format("{:<24}", "as " + game::display_name(team));
  out += fmt::format("{:>14}{}\n", "Elo", own_results ? "  " + game.achievement : "");
  int rank = 0;
  for (const AgentStanding& a : s.agents) {
    out += fmt::format("{:<4}{:<20}{:>6}  {:<24}", ++rank, a.name, a.overall.games,
                       score_text(a.overall));
    for (const Score& team : a.by_team) out += fmt::format("{:<24}", score_text(team));
    out += fmt::format("{:>14}", elo_text(a.rating.elo, a.rating.margin95));
    if (own_results)
      out += fmt::format("  {:.3f} ({})",
                         a.overall.games ? double(a.achieved) / a.overall.games : 0.0, a.achieved);
    out += '\n';
  }
  const std::string first_team = game.teams.empty() ? "" : game::display_name(game.teams[0]);
  const std::string advantage =
      game.teams.size() == 2
          ? fmt::format("{} advantage {:+.0f} +-{:.0f} Elo, draw band {:.0f} Elo", first_team,
                        printed(s.ratings.first_team_advantage, 0),
                        s.ratings.first_team_advantage_margin95, s.ratings.draw_elo)
          : std::string();
  if (own_results) {
    out += fmt::format(
        "\nscore: head to head ({0} for one player is a win; for both or neither, a draw); {0}: "
        "the share of games in which the agent achieved it\n{1} games; {2}\n",
        game.achievement, s.games, advantage);
  } else {
    out += fmt::format("\n{} games:", s.games);
    for (std::size_t t = 0; t < game.teams.size(); ++t)
      out += fmt::format(" {} won {},", game::display_name(game.teams[t]), s.team_wins[t]);
    out += fmt::format(" {} {}{}\n", draws_label(game), s.draws,
                       advantage.empty() ? "" : "; " + advantage);
  }
  if (!s.results.empty()) {
    out += "results:";
    for (const auto& [token, count] : s.results) out += fmt::format(" {} {},", token, count);
    out.back() = '\n';
  }
  if (!s.terminations.empty()) {
    out += "ended by:";
    for (const auto& [reason, count] : s.terminations) out += fmt::format(" {} {},", reason, count);
    out.back() = '\n';
  }
  if (!s.pairings.empty()) {
    out += fmt::format("\n{:<36}{:>6}  {:<26}{:<16}{:<14}{:>6}\n", "pairing (first agent's view)",
                       "pairs", "pentanomial 0,.5,1,1.5,2", "pair score", "Elo", "LOS");
    for (const PairingResult& p : s.pairings) {
      const auto& c = p.pairs.counts;
      out +=
          fmt::format("{:<36}{:>6}  {:<26}{:<16}{:<14}{:>5.1f}%\n", pairing_label(game, p),
                      p.pairs.pairs(), fmt::format("{} {} {} {} {}", c[0], c[1], c[2], c[3], c[4]),
                      fmt::format("{:.3f} +-{:.3f}", p.pair_score, p.pair_score_margin95),
                      elo_text(p.elo.elo, p.elo.margin95), 100 * p.likelihood_of_superiority);
    }
  }
  if (s.sprt && s.sprt_bounds) {
    out += fmt::format(
        "\nSPRT elo0={} elo1={} alpha={} beta={} (normalized Elo, {}): LLR {:.2f} "
        "[{:.2f}, {:.2f}]: {}\n",
        s.sprt_bounds->elo0, s.sprt_bounds->elo1, s.sprt_bounds->alpha, s.sprt_bounds->beta,
        sprt_score_text(s.sprt_bounds->score), s.sprt->llr, s.sprt->lower, s.sprt->upper,
        verdict_name(s.sprt->verdict));
    out += panel_sprt_text(s);
  }
  // The margins, last: the lines above read as they did before margins.
  out += fmt::format("\n{:<24}{:>6}  {:<16}", "margin (95%)", "games", "overall");
  for (const std::string& team : game.teams)
    out += fmt::format("{:<24}", "as " + game::display_name(team));
  out += '\n';
  for (const AgentStanding& a : s.agents) {
    out += fmt::format("{:<24}{:>6}  {:<16}", a.name, a.margins.games, margin_text(a.margins));
    for (const Score& team : a.margins_by_team) out += fmt::format("{:<24}", margin_text(team));
    out += '\n';
  }
  if (!s.pairings.empty()) {
    out += fmt::format("\n{:<36}{:>6}  {}\n", "pair margin (first agent's view)", "pairs",
                       "mean per game (95%)");
    for (const PairingResult& p : s.pairings)
      out += fmt::format("{:<36}{:>6}  {:.3f} +-{:.3f}\n", pairing_label(game, p),
                         p.margin_pairs.pairs(), printed(p.pair_margin_score, 3),
                         p.pair_margin_score_margin95);
  }
  return out + seat_ratings_text(s) + time_use_text(s);
}

std::string standings_json(const Standings& s) {
  const game::GameInfo& game = s.game;
  nlohmann::json j;
  j["rules"] = game.name;
  j["games"] = s.games;
  // The keys name teams by number (team_key); these say which team is which
  // and what the game calls a draw.
  j["teams"] = game.teams;
  for (std::size_t t = 0; t < game.teams.size(); ++t) j[team_key(t)] = game.teams[t];
  j["draw_name"] = game.draw_name;
  j["sides"] = nlohmann::json::object();
  for (std::size_t t = 0; t < game.teams.size(); ++t)
    j["sides"][team_key(t) + "_wins"] = s.team_wins[t];
  j["sides"]["draws"] = s.draws;
  if (game.teams.size() == 2) {
    j["first_team_advantage"] = {{"elo", s.ratings.first_team_advantage},
                                 {"margin95", finite(s.ratings.first_team_advantage_margin95)}};
    j["draw_elo"] = s.ratings.draw_elo;
    j["seat_ratings"] = {{"first_team_advantage",
                          {{"elo", s.seat_ratings.first_team_advantage},
                           {"margin95", finite(s.seat_ratings.first_team_advantage_margin95)}}},
                         {"draw_elo", s.seat_ratings.draw_elo}};
    for (int t = 0; t < 2; ++t) {
      const AgentStanding* best = strongest_holding(s, t);
      j["seat_ratings"]["strongest_" + team_key(std::size_t(t))] =
          best ? nlohmann::json(best->name) : nlohmann::json();
    }
  }
  j["results"] = nlohmann::json::object();
  for (const auto& [token, count] : s.results) j["results"][token] = count;
  j["terminations"] = nlohmann::json::object();
  for (const auto& [reason, count] : s.terminations) j["terminations"][reason] = count;
  j["agents"] = nlohmann::json::array();
  for (const AgentStanding& a : s.agents) {
    nlohmann::json agent = {{"name", a.name},
                            {"time",
                             {{"moves", a.time.moves},
                              {"mean_ms", a.time.mean_ms()},
                              {"max_ms", a.time.max_ms},
                              {"timeouts", a.time.timeouts}}},
                            {"overall", score_json(a.overall)},
                            {"elo", a.rating.elo},
                            {"elo_margin95", finite(a.rating.margin95)},
                            {"achieved", a.achieved},
                            {"margin", margin_json(a.margins)}};
    for (std::size_t t = 0; t < game.teams.size(); ++t) {
      agent["as_" + team_key(t)] = score_json(a.by_team[t]);
      agent["margin_as_" + team_key(t)] = margin_json(a.margins_by_team[t]);
    }
    if (game.teams.size() == 2) {
      for (int t = 0; t < 2; ++t) {
        const AgentRating& r = seat_rating_holding(a, t);
        agent["elo_as_" + team_key(std::size_t(t))] = {{"elo", r.elo},
                                                       {"margin95", finite(r.margin95)}};
      }
    }
    j["agents"].push_back(agent);
  }
  j["pairings"] = nlohmann::json::array();
  for (const PairingResult& p : s.pairings)
    j["pairings"].push_back(
        {{"first", p.first},
         {"second", p.second},
         {"first_score", score_json(p.first_score)},
         {"pentanomial", p.pairs.counts},
         {"pair_score", p.pair_score},
         {"pair_score_margin95", p.pair_score_margin95},
         {"elo", p.elo.elo},
         {"elo_margin95", finite(p.elo.margin95)},
         {"los", p.likelihood_of_superiority},
         {"first_margin", margin_json(p.first_margins)},
         {"pair_margin_score", p.pair_margin_score},
         {"pair_margin_score_margin95", p.pair_margin_score_margin95},
         {"panel_team", p.panel_team >= 0 ? nlohmann::json(game.teams[std::size_t(p.panel_team)])
                                          : nlohmann::json()}});
  if (s.sprt && s.sprt_bounds)
    j["sprt"] = {{"elo0", s.sprt_bounds->elo0},
                 {"elo1", s.sprt_bounds->elo1},
                 {"alpha", s.sprt_bounds->alpha},
                 {"beta", s.sprt_bounds->beta},
                 {"score", sprt_score_name(s.sprt_bounds->score)},
                 {"llr", s.sprt->llr},
                 {"lower", s.sprt->lower},
                 {"upper", s.sprt->upper},
                 {"verdict", verdict_name(s.sprt->verdict)}};
  // A panel's SPRT: which candidates it compares, as which team, and the
  // pair statistics it rests on (the first, A, over the second, B).
  if (s.sprt && s.sprt_bounds && s.pairings.size() == 1 && s.pairings[0].panel_team >= 0) {
    const PairingResult& p = s.pairings[0];
    j["sprt"]["panel"] = {{"first", p.first},
                          {"second", p.second},
                          {"team", game.teams[std::size_t(p.panel_team)]},
                          {"pairs", p.pairs.pairs()},
                          {"games", 2 * p.pairs.pairs()},
                          {"pentanomial", p.pairs.counts},
                          {"pair_score", p.pair_score},
                          {"pair_score_margin95", p.pair_score_margin95},
                          {"pair_margin_score", p.pair_margin_score},
                          {"pair_margin_score_margin95", p.pair_margin_score_margin95},
                          {"elo", p.elo.elo},
                          {"elo_margin95", finite(p.elo.margin95)}};
  }
  return json_text(j, 2) + "\n";
}

std::string standings_csv(const Standings& s) {
  std::string out = "rank,agent,games,score,wins,draws,losses";
  for (std::size_t t = 0; t < s.game.teams.size(); ++t)
    out += fmt::format(",{0}_games,{0}_score", team_key(t));
  out += ",elo,elo_margin95,margin,margin_margin95";
  for (std::size_t t = 0; t < s.game.teams.size(); ++t)
    out += fmt::format(",{}_margin", team_key(t));
  const bool seats = s.game.teams.size() == 2;
  if (seats)
    for (std::size_t t = 0; t < 2; ++t)
      out += fmt::format(",{0}_elo,{0}_elo_margin95", team_key(t));
  out += "\n";
  int rank = 0;
  for (const AgentStanding& a : s.agents) {
    // Agent names come from the config: quote them as CSV requires.
    std::string name = "\"";
    for (char c : a.name) name += c == '"' ? std::string("\"\"") : std::string(1, c);
    name += '"';
    out += fmt::format("{},{},{},{:.4f},{},{},{}", ++rank, name, a.overall.games, a.overall.mean(),
                       a.overall.wins, a.overall.draws, a.overall.losses);
    for (const Score& team : a.by_team) out += fmt::format(",{},{:.4f}", team.games, team.mean());
    out += fmt::format(",{:.1f},{}", printed(a.rating.elo, 1),
                       std::isfinite(a.rating.margin95) ? fmt::format("{:.1f}", a.rating.margin95)
                                                        : std::string());
    out += fmt::format(",{:.4f},{:.4f}", printed(a.margins.mean(), 4), a.margins.margin95());
    for (const Score& team : a.margins_by_team)
      out += fmt::format(",{:.4f}", printed(team.mean(), 4));
    if (seats)
      for (const AgentRating& r : {a.seat_rating.as_first_team, a.seat_rating.as_second_team})
        out += fmt::format(
            ",{:.1f},{}", printed(r.elo, 1),
            std::isfinite(r.margin95) ? fmt::format("{:.1f}", r.margin95) : std::string());
    out += '\n';
  }
  return out;
}

}  // namespace minnaar::tournament
