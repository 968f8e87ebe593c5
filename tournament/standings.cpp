#include "tournament/standings.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

namespace minnaar::tournament {
namespace {

// Each team's head-to-head points in a game: 1/2 + (the team's mean return
// - the other teams' mean return) / 2; from the seats' margins instead of
// their returns when `value` is &StoredSeat::margin.
std::vector<double> team_points(const game::GameInfo& game, const StoredGame& g,
                                double StoredSeat::*value = &StoredSeat::result) {
  const std::size_t teams = game.teams.size();
  std::vector<double> sum(teams, 0), count(teams, 0);
  for (std::size_t seat = 0; seat < g.seats.size() && seat < game.seats.size(); ++seat) {
    sum[std::size_t(game.seats[seat].team)] += g.seats[seat].*value;
    count[std::size_t(game.seats[seat].team)] += 1;
  }
  double all = 0, all_count = 0;
  for (std::size_t t = 0; t < teams; ++t) all += sum[t], all_count += count[t];
  std::vector<double> points(teams, 0.5);
  for (std::size_t t = 0; t < teams; ++t) {
    if (count[t] == 0 || all_count == count[t]) continue;
    const double own = sum[t] / count[t];
    const double others = (all - sum[t]) / (all_count - count[t]);
    points[t] = 0.5 + (own - others) / 2;
  }
  return points;
}

// An agent's seat rating holding team 0 (the first team) or team 1 (the second).
const AgentRating& seat_rating_holding(const AgentStanding& a, int team) {
  return team == 0 ? a.seat_rating.as_first_team : a.seat_rating.as_second_team;
}

// The team with the strictly highest points, or -1 when none has them.
int winning_team_of(const std::vector<double>& points) {
  int best = 0;
  bool tie = false;
  for (int t = 1; t < int(points.size()); ++t) {
    if (points[std::size_t(t)] > points[std::size_t(best)]) {
      best = t;
      tie = false;
    } else if (points[std::size_t(t)] == points[std::size_t(best)]) {
      tie = true;
    }
  }
  return tie || points.empty() ? -1 : best;
}

// The team of the first seat an agent holds in a game; -1 if it holds none.
int team_of_agent(const game::GameInfo& game, const StoredGame& g, const std::string& agent) {
  for (std::size_t seat = 0; seat < g.seats.size() && seat < game.seats.size(); ++seat)
    if (g.seats[seat].agent == agent) return game.seats[seat].team;
  return -1;
}

// The agent holding a team's first seat.
const std::string& lead_agent(const game::GameInfo& game, const StoredGame& g, int team) {
  static const std::string kNone;
  for (std::size_t seat = 0; seat < g.seats.size() && seat < game.seats.size(); ++seat)
    if (game.seats[seat].team == team) return g.seats[seat].agent;
  return kNone;
}

// The distinct agents of a game, in seat order.
std::vector<std::string> agents_of(const StoredGame& g) {
  std::vector<std::string> agents;
  for (const StoredSeat& seat : g.seats)
    if (std::find(agents.begin(), agents.end(), seat.agent) == agents.end())
      agents.push_back(seat.agent);
  return agents;
}

// The mean pair score and the half-width of its 95% interval from the
// spread of the pair scores (1 with fewer than two pairs).
std::pair<double, double> pair_score_and_margin95(const PairScores& scores) {
  const int n = scores.pairs();
  if (n == 0) return {0.5, 1};
  double mean = 0, variance = 0;
  for (const auto& [x, count] : scores.counts) mean += count * x / n;
  for (const auto& [x, count] : scores.counts) variance += count * (x - mean) * (x - mean) / n;
  return {mean, n > 1 ? 1.96 * std::sqrt(variance / n) : 1};
}

std::string score_text(const Score& s) {
  if (!s.games) return "-";
  return fmt::format("{:.3f} ({:+d} ={:d} -{:d})", s.mean(), s.wins, s.draws, s.losses);
}

// "+120 +-35"; an estimate without a finite interval shows no interval.
// An Elo that rounds to zero is "+0" whatever the sign of its rounding
// noise.
double rounded_elo(double elo) { return std::abs(elo) < 0.5 ? 0.0 : elo; }

std::string elo_text(double elo, double margin) {
  elo = rounded_elo(elo);
  if (!std::isfinite(margin)) return fmt::format("{:+.0f}", elo);
  return fmt::format("{:+.0f} +-{:.0f}", elo, margin);
}

// "0.612 +-0.020": a mean margin and its 95% interval.
std::string margin_text(const Score& s) {
  if (!s.games) return "-";
  return fmt::format("{:.3f} +-{:.3f}", s.mean(), s.margin95());
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

int winning_team(const game::GameInfo& game, const StoredGame& stored) {
  return winning_team_of(team_points(game, stored));
}

std::vector<std::pair<std::string, double>> agent_points(const game::GameInfo& game,
                                                         const StoredGame& g) {
  const std::vector<double> points = team_points(game, g);
  std::vector<std::pair<std::string, double>> all;
  for (const std::string& agent : agents_of(g))
    all.emplace_back(agent, points[std::size_t(team_of_agent(game, g, agent))]);
  return all;
}

std::vector<std::pair<std::string, double>> agent_margins(const game::GameInfo& game,
                                                          const StoredGame& g) {
  const std::vector<double> margins = team_points(game, g, &StoredSeat::margin);
  std::vector<std::pair<std::string, double>> all;
  for (const std::string& agent : agents_of(g))
    all.emplace_back(agent, margins[std::size_t(team_of_agent(game, g, agent))]);
  return all;
}

namespace {

// The derived statistics of a pairing whose pairs are counted.
void finish_pairing(PairingResult& p) {
  std::tie(p.pair_score, p.pair_score_margin95) = pair_score_and_margin95(PairScores(p.pairs));
  std::tie(p.pair_margin_score, p.pair_margin_score_margin95) =
      pair_score_and_margin95(p.margin_pairs);
  p.likelihood_of_superiority = likelihood_of_superiority(p.first_score.wins, p.first_score.losses);
  p.elo = logistic_elo(p.pairs);
}

// A panel's two candidates compared against a common opponent (see
// PairingResult): candidate k's game against opponent X from opening i is
// the k-th game of pair (i, X). Only games of exactly two agents, one a
// candidate and the other neither, count; a pair whose candidates held
// different teams (a database that numbers them otherwise) does not.
std::vector<PairingResult> panel_pairing_results(const game::GameInfo& game,
                                                 const std::vector<StoredGame>& games,
                                                 const std::string& a, const std::string& b) {
  std::map<std::pair<int, std::string>, std::array<const StoredGame*, 2>> pairs;
  for (const StoredGame& g : games) {
    const std::vector<std::string> agents = agents_of(g);
    if (agents.size() != 2) continue;
    for (std::size_t k = 0; k < 2; ++k) {
      const std::string& candidate = k == 0 ? a : b;
      const auto it = std::find(agents.begin(), agents.end(), candidate);
      if (it == agents.end()) continue;
      const std::string& opponent = agents[it == agents.begin() ? 1 : 0];
      if (opponent == a || opponent == b) continue;
      auto& pair = pairs[{g.opening, opponent}];
      if (!pair[k] || g.slot < pair[k]->slot) pair[k] = &g;
    }
  }
  PairingResult p;
  p.first = a;
  p.second = b;
  for (const auto& [key, pair] : pairs) {
    if (!pair[0] || !pair[1]) continue;  // a pair counts once both games are stored
    const int team = team_of_agent(game, *pair[0], a);
    if (team < 0 || team != team_of_agent(game, *pair[1], b)) continue;
    const std::size_t t = std::size_t(team);
    const double s_a = team_points(game, *pair[0])[t], s_b = team_points(game, *pair[1])[t];
    const double m_a = team_points(game, *pair[0], &StoredSeat::margin)[t];
    const double m_b = team_points(game, *pair[1], &StoredSeat::margin)[t];
    p.panel_team = team;
    // B's game read from the panel's side: a seat-swapped pair's second game.
    p.first_score.add(s_a);
    p.first_score.add(1 - s_b);
    p.first_margins.add(m_a);
    p.first_margins.add(1 - m_b);
    ++p.pairs.counts[std::size_t(std::clamp(std::lround((s_a + 1 - s_b) * 2), 0L, 4L))];
    p.margin_pairs.add(std::clamp((m_a + 1 - m_b) / 2, 0.0, 1.0));
  }
  if (p.pairs.pairs() == 0) return {};
  finish_pairing(p);
  return {p};
}

}  // namespace

std::vector<PairingResult> pairing_results(const game::GameInfo& game,
                                           const std::vector<StoredGame>& games,
                                           const std::optional<SprtStop>& stop) {
  if (stop && stop->panel_candidates.size() == 2)
    return game.teams.size() == 2 ? panel_pairing_results(game, games, stop->panel_candidates[0],
                                                          stop->panel_candidates[1])
                                  : std::vector<PairingResult>{};
  // (pairing, opening) -> the pair's games (two agents, one per team).
  std::map<std::pair<int, int>, std::vector<const StoredGame*>> pairs;
  if (game.teams.size() == 2)
    for (const StoredGame& g : games)
      if (agents_of(g).size() == 2) pairs[{g.pairing, g.opening}].push_back(&g);

  // Pairings in schedule order: the first agent is the one holding team 0
  // in the pair's first game (the lower slot).
  std::map<int, PairingResult> by_pairing;
  for (const auto& [key, pair] : pairs) {
    const StoredGame& first_game = **std::min_element(
        pair.begin(), pair.end(), [](auto* a, auto* b) { return a->slot < b->slot; });
    auto [it, inserted] = by_pairing.try_emplace(key.first);
    PairingResult& p = it->second;
    if (inserted) {
      p.first = lead_agent(game, first_game, 0);
      p.second = lead_agent(game, first_game, 1);
    }
    double pair_points = 0, pair_margins = 0;
    int counted = 0;
    for (const StoredGame* g : pair) {
      // A game of the pairing's number between other agents (a database
      // that numbers pairings otherwise) is no part of it.
      const int first_team = team_of_agent(game, *g, p.first);
      if (first_team < 0 || team_of_agent(game, *g, p.second) < 0) continue;
      const std::size_t team = std::size_t(first_team);
      const double first = team_points(game, *g)[team];
      const double margin = team_points(game, *g, &StoredSeat::margin)[team];
      p.first_score.add(first);
      p.first_margins.add(margin);
      pair_points += first;
      pair_margins += margin;
      ++counted;
    }
    if (pair.size() == 2 && counted == 2) {
      ++p.pairs.counts[std::size_t(std::lround(pair_points * 2))];
      p.margin_pairs.add(std::clamp(pair_margins / 2, 0.0, 1.0));
    }
  }
  std::vector<PairingResult> results;
  for (auto& [number, p] : by_pairing) {
    // A pairing without a single complete pair has nothing to say here (a
    // panel's games, one per opening, never pair up).
    if (p.pairs.pairs() == 0) continue;
    finish_pairing(p);
    results.push_back(p);
  }
  return results;
}

std::optional<SprtResult> sprt_of(const std::vector<PairingResult>& pairings,
                                  const std::optional<SprtStop>& stop) {
  if (!stop || pairings.size() != 1) return std::nullopt;
  SprtBounds bounds;
  bounds.elo0 = stop->elo0;
  bounds.elo1 = stop->elo1;
  bounds.alpha = stop->alpha;
  bounds.beta = stop->beta;
  // Margin scores spread far less than results: the normalized bounds
  // (SprtBounds' default) measure in standard deviations, whatever the spread.
  if (stop->score == SprtScore::kMargin) return sprt(pairings[0].margin_pairs, bounds);
  return sprt(pairings[0].pairs, bounds);
}

Standings compute_standings(const game::GameInfo& game, const std::vector<std::string>& names,
                            const std::vector<StoredGame>& games,
                            const std::optional<SprtStop>& sprt) {
  Standings s;
  s.game = game;
  const std::size_t teams = game.teams.size();
  s.team_wins.assign(teams, 0);
  std::map<std::string, int> index;
  for (const std::string& n : names) {
    index.emplace(n, int(s.agents.size()));
    AgentStanding a;
    a.name = n;
    a.by_team.resize(teams);
    a.margins_by_team.resize(teams);
    s.agents.push_back(std::move(a));
  }
  std::map<std::string, int> terminations, results;
  std::vector<RatedGame> rated;
  for (const StoredGame& g : games) {
    ++s.games;
    const std::vector<double> points = team_points(game, g);
    const std::vector<double> margins = team_points(game, g, &StoredSeat::margin);
    const int winner = winning_team_of(points);
    if (winner >= 0)
      ++s.team_wins[std::size_t(winner)];
    else
      ++s.draws;
    ++terminations[g.termination];
    ++results[g.result];
    bool known = true;
    for (const StoredSeat& seat : g.seats) known &= index.count(seat.agent) != 0;
    if (!known || g.seats.size() != game.seats.size()) continue;
    for (const MoveInfo& info : g.infos) {
      if (info.seat < 0 || std::size_t(info.seat) >= g.seats.size() || !info.time_us) continue;
      AgentStanding::TimeUse& use =
          s.agents[std::size_t(index[g.seats[std::size_t(info.seat)].agent])].time;
      const double ms = double(*info.time_us) / 1000;
      ++use.moves;
      use.total_ms += ms;
      use.max_ms = std::max(use.max_ms, ms);
    }
    if (g.termination == "forfeit-time")
      for (const StoredSeat& seat : g.seats)
        if (seat.result == 0) ++s.agents[std::size_t(index[seat.agent])].time.timeouts;
    for (const std::string& agent : agents_of(g)) {
      AgentStanding& a = s.agents[std::size_t(index[agent])];
      const int team = team_of_agent(game, g, agent);
      a.overall.add(points[std::size_t(team)]);
      a.by_team[std::size_t(team)].add(points[std::size_t(team)]);
      a.margins.add(margins[std::size_t(team)]);
      a.margins_by_team[std::size_t(team)].add(margins[std::size_t(team)]);
      bool achieved = false;
      for (std::size_t seat = 0; seat < g.seats.size(); ++seat)
        achieved |= g.seats[seat].agent == agent && g.seats[seat].result == 1;
      a.achieved += achieved;
    }
    if (teams == 2) {
      // The first side's lead and partner seats, and the second side's lead.
      int first = -1, partner = -1, second = -1;
      for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
        const int agent = index[g.seats[seat].agent];
        if (game.seats[seat].team == 0) {
          if (first < 0)
            first = agent;
          else if (agent != first && partner < 0)
            partner = agent;
        } else if (second < 0) {
          second = agent;
        }
      }
      const SideResult side = points[0] > 0.5   ? SideResult::kFirstTeamWins
                              : points[0] < 0.5 ? SideResult::kSecondTeamWins
                                                : SideResult::kDraw;
      rated.push_back({first, second, side, partner});
    }
  }
  for (const auto& [reason, count] : terminations) s.terminations.emplace_back(reason, count);
  for (const auto& [token, count] : results) s.results.emplace_back(token, count);
  s.ratings = fit_ratings(int(names.size()), rated);
  for (std::size_t i = 0; i < s.agents.size(); ++i) s.agents[i].rating = s.ratings.agents[i];
  if (teams == 2) {
    s.seat_ratings = fit_seat_ratings(int(names.size()), rated);
    for (std::size_t i = 0; i < s.agents.size(); ++i)
      s.agents[i].seat_rating = s.seat_ratings.agents[i];
    // Seat ratings compare within one group of seats connected by games.
    for (int team = 0; team < 2; ++team) {
      std::set<int> groups;
      for (const AgentStanding& a : s.agents) {
        if (const AgentRating& r = seat_rating_holding(a, team); r.group >= 0)
          groups.insert(r.group);
      }
      s.seat_ratings_comparable[team] = groups.size() == 1;
    }
  }

  s.pairings = pairing_results(game, games, sprt);
  s.sprt = sprt_of(s.pairings, sprt);
  if (s.sprt) s.sprt_bounds = sprt;
  std::stable_sort(s.agents.begin(), s.agents.end(), [](const auto& a, const auto& b) {
    return a.overall.mean() > b.overall.mean();
  });
  return s;
}

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

const AgentStanding* strongest_holding(const Standings& s, int team) {
  if (s.game.teams.size() != 2 || !s.seat_ratings_comparable[team]) return nullptr;
  const AgentStanding* best = nullptr;
  for (const AgentStanding& a : s.agents) {
    const AgentRating& r = seat_rating_holding(a, team);
    if (std::isfinite(r.margin95) && (!best || r.elo > seat_rating_holding(*best, team).elo))
      best = &a;
  }
  return best;
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
    out += fmt::format(", pair margin {:.3f} +-{:.3f}", p.pair_margin_score,
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
                        rounded_elo(s.ratings.first_team_advantage),
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
                         p.margin_pairs.pairs(), p.pair_margin_score, p.pair_margin_score_margin95);
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
  return j.dump(2) + "\n";
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
    out += fmt::format(",{:.1f},{}", a.rating.elo,
                       std::isfinite(a.rating.margin95) ? fmt::format("{:.1f}", a.rating.margin95)
                                                        : std::string());
    out += fmt::format(",{:.4f},{:.4f}", a.margins.mean(), a.margins.margin95());
    for (const Score& team : a.margins_by_team) out += fmt::format(",{:.4f}", team.mean());
    if (seats)
      for (const AgentRating& r : {a.seat_rating.as_first_team, a.seat_rating.as_second_team})
        out += fmt::format(
            ",{:.1f},{}", r.elo,
            std::isfinite(r.margin95) ? fmt::format("{:.1f}", r.margin95) : std::string());
    out += '\n';
  }
  return out;
}

}  // namespace minnaar::tournament
