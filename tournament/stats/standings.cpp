#include "tournament/stats/standings.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <tuple>

namespace minnaar::tournament {
namespace {

// Each team's head-to-head points in a game: 1/2 + (the team's mean return
// - the other teams' mean return) / 2; from the seats' margins instead of
// their returns when `value` is &ScoredSeat::margin.
std::vector<double> team_points(const game::GameInfo& game, const ScoredGame& g,
                                double ScoredSeat::*value = &ScoredSeat::result) {
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
int team_of_agent(const game::GameInfo& game, const ScoredGame& g, const std::string& agent) {
  for (std::size_t seat = 0; seat < g.seats.size() && seat < game.seats.size(); ++seat)
    if (g.seats[seat].agent == agent) return game.seats[seat].team;
  return -1;
}

// The agent holding a team's first seat.
const std::string& lead_agent(const game::GameInfo& game, const ScoredGame& g, int team) {
  static const std::string kNone;
  for (std::size_t seat = 0; seat < g.seats.size() && seat < game.seats.size(); ++seat)
    if (game.seats[seat].team == team) return g.seats[seat].agent;
  return kNone;
}

// The distinct agents of a game, in seat order.
std::vector<std::string> agents_of(const ScoredGame& g) {
  std::vector<std::string> agents;
  for (const ScoredSeat& seat : g.seats)
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

// The derived statistics of a pairing whose pairs are counted.
void finish_pairing(PairingResult& p) {
  std::tie(p.pair_score, p.pair_score_margin95) = pair_score_and_margin95(PairScores(p.pairs));
  std::tie(p.pair_margin_score, p.pair_margin_score_margin95) =
      pair_score_and_margin95(p.margin_pairs);
  p.likelihood_of_superiority = likelihood_of_superiority(p.first_score.wins, p.first_score.losses);
  p.elo = logistic_elo(p.pairs);
}

bool panel_stop(const std::optional<SprtStop>& stop) {
  return stop && stop->panel_candidates.size() == 2;
}

}  // namespace

const AgentRating& seat_rating_holding(const AgentStanding& a, int team) {
  return team == 0 ? a.seat_rating.as_first_team : a.seat_rating.as_second_team;
}

int winning_team(const game::GameInfo& game, const ScoredGame& g) {
  return winning_team_of(team_points(game, g));
}

std::vector<std::pair<std::string, double>> agent_points(const game::GameInfo& game,
                                                         const ScoredGame& g) {
  const std::vector<double> points = team_points(game, g);
  std::vector<std::pair<std::string, double>> all;
  for (const std::string& agent : agents_of(g))
    all.emplace_back(agent, points[std::size_t(team_of_agent(game, g, agent))]);
  return all;
}

std::vector<std::pair<std::string, double>> agent_margins(const game::GameInfo& game,
                                                          const ScoredGame& g) {
  const std::vector<double> margins = team_points(game, g, &ScoredSeat::margin);
  std::vector<std::pair<std::string, double>> all;
  for (const std::string& agent : agents_of(g))
    all.emplace_back(agent, margins[std::size_t(team_of_agent(game, g, agent))]);
  return all;
}

Scoreboard::Scoreboard(const game::GameInfo& game, const std::vector<std::string>& names,
                       const std::optional<SprtStop>& sprt)
    : game_(game), names_(names), sprt_(sprt) {
  counts_.game = game;
  counts_.team_wins.assign(game.teams.size(), 0);
  for (const std::string& n : names) {
    index_.emplace(n, int(counts_.agents.size()));
    AgentStanding a;
    a.name = n;
    a.by_team.resize(game.teams.size());
    a.margins_by_team.resize(game.teams.size());
    counts_.agents.push_back(std::move(a));
  }
  if (panel_stop(sprt_)) {
    panel_.first = sprt_->panel_candidates[0];
    panel_.second = sprt_->panel_candidates[1];
  }
}

void Scoreboard::orient_pairing(int pairing, const std::string& first, const std::string& second) {
  Pairing& p = pairings_[pairing];
  if (p.oriented) return;
  p.oriented = true;
  p.result.first = first;
  p.result.second = second;
}

void Scoreboard::add(const ScoredGame& g) {
  ++games_;
  const std::size_t teams = game_.teams.size();
  const std::vector<double> points = team_points(game_, g);
  const std::vector<double> margins = team_points(game_, g, &ScoredSeat::margin);
  const int winner = winning_team_of(points);
  if (winner >= 0)
    ++counts_.team_wins[std::size_t(winner)];
  else
    ++counts_.draws;
  ++terminations_[g.termination];
  ++results_[g.result];
  if (teams == 2) {
    if (panel_stop(sprt_))
      add_to_panel(g);
    else
      add_to_pairing(g);
  }

  // The agents' own statistics: games between the configured agents only.
  bool known = g.seats.size() == game_.seats.size();
  std::vector<int> agent_at(g.seats.size(), -1);
  for (std::size_t seat = 0; seat < g.seats.size() && known; ++seat) {
    const auto it = index_.find(g.seats[seat].agent);
    known = it != index_.end();
    if (known) agent_at[seat] = it->second;
  }
  if (!known) return;
  for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
    const SeatTime& time = g.seats[seat].time;
    AgentStanding::TimeUse& use = counts_.agents[std::size_t(agent_at[seat])].time;
    use.moves += time.timed_moves;
    use.total_us += time.total_us;
    use.max_ms = std::max(use.max_ms, double(time.max_us) / 1000);
  }
  if (g.termination == "forfeit-time")
    for (std::size_t seat = 0; seat < g.seats.size(); ++seat)
      if (g.seats[seat].result == 0) ++counts_.agents[std::size_t(agent_at[seat])].time.timeouts;
  for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
    // Once per agent: at the first seat it holds.
    if (std::find(agent_at.begin(), agent_at.begin() + std::ptrdiff_t(seat), agent_at[seat]) !=
        agent_at.begin() + std::ptrdiff_t(seat))
      continue;
    AgentStanding& a = counts_.agents[std::size_t(agent_at[seat])];
    const std::size_t team = std::size_t(game_.seats[seat].team);
    a.overall.add(points[team]);
    a.by_team[team].add(points[team]);
    a.margins.add(margins[team]);
    a.margins_by_team[team].add(margins[team]);
    bool achieved = false;
    for (std::size_t other = 0; other < g.seats.size(); ++other)
      achieved |= agent_at[other] == agent_at[seat] && g.seats[other].result == 1;
    a.achieved += achieved;
  }
  if (teams == 2) {
    // The first side's lead and partner seats, and the second side's lead.
    int first = -1, partner = -1, second = -1;
    for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
      const int agent = agent_at[seat];
      if (game_.seats[seat].team == 0) {
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
    ++rated_[{first, partner, second, int(side)}];
  }
}

// Pairs mode: a pair is a pairing's two games from one opening, between two
// agents, one per team; the pairing's first agent is the one holding the
// first team in its first game. A game of the pairing's number between
// other agents (a database that numbers pairings otherwise) is no part of
// it, but fills its pair's place.
void Scoreboard::add_to_pairing(const ScoredGame& g) {
  if (agents_of(g).size() != 2) return;
  Pairing& pairing = pairings_[g.pairing];
  PairingResult& p = pairing.result;
  if (!pairing.oriented) {
    pairing.oriented = true;
    p.first = lead_agent(game_, g, 0);
    p.second = lead_agent(game_, g, 1);
  }
  OpenPair& pair = open_pairs_[{g.pairing, g.opening}];
  ++pair.games;
  const int first_team = team_of_agent(game_, g, p.first);
  if (first_team >= 0 && team_of_agent(game_, g, p.second) >= 0) {
    const std::size_t team = std::size_t(first_team);
    const double first = team_points(game_, g)[team];
    const double margin = team_points(game_, g, &ScoredSeat::margin)[team];
    p.first_score.add(first);
    p.first_margins.add(margin);
    pair.points += first;
    pair.margins += margin;
    ++pair.counted;
  }
  if (pair.games < 2) return;
  if (pair.counted == 2) {
    ++p.pairs.counts[std::size_t(std::lround(pair.points * 2))];
    p.margin_pairs.add(std::clamp(pair.margins / 2, 0.0, 1.0));
  }
  open_pairs_.erase({g.pairing, g.opening});
}

// A panel's two candidates compared against a common opponent (see
// PairingResult): candidate k's game against opponent X from opening i is
// the k-th game of pair (i, X). Only games of exactly two agents, one a
// candidate and the other neither, count; a pair whose candidates held
// different teams (a database that numbers them otherwise) does not.
void Scoreboard::add_to_panel(const ScoredGame& g) {
  const std::vector<std::string> agents = agents_of(g);
  if (agents.size() != 2) return;
  const std::string& a = panel_.first;
  const std::string& b = panel_.second;
  for (std::size_t k = 0; k < 2; ++k) {
    const std::string& candidate = k == 0 ? a : b;
    const auto it = std::find(agents.begin(), agents.end(), candidate);
    if (it == agents.end()) continue;
    const std::string& opponent = agents[it == agents.begin() ? 1 : 0];
    if (opponent == a || opponent == b) continue;
    const std::pair<int, std::string> key{g.opening, opponent};
    OpenPanelPair& pair = open_panel_pairs_[key];
    if (pair.have[k]) continue;  // the pair's game of this candidate came first
    pair.have[k] = true;
    pair.team[k] = team_of_agent(game_, g, candidate);
    if (pair.team[k] >= 0) {
      const std::size_t t = std::size_t(pair.team[k]);
      pair.points[k] = team_points(game_, g)[t];
      pair.margins[k] = team_points(game_, g, &ScoredSeat::margin)[t];
    }
    if (!pair.have[1 - k]) continue;
    const OpenPanelPair done = pair;
    open_panel_pairs_.erase(key);
    if (done.team[0] < 0 || done.team[0] != done.team[1]) continue;
    const double s_a = done.points[0], s_b = done.points[1];
    const double m_a = done.margins[0], m_b = done.margins[1];
    panel_.panel_team = done.team[0];
    // B's game read from the panel's side: a seat-swapped pair's second game.
    panel_.first_score.add(s_a);
    panel_.first_score.add(1 - s_b);
    panel_.first_margins.add(m_a);
    panel_.first_margins.add(1 - m_b);
    ++panel_.pairs.counts[std::size_t(std::clamp(std::lround((s_a + 1 - s_b) * 2), 0L, 4L))];
    panel_.margin_pairs.add(std::clamp((m_a + 1 - m_b) / 2, 0.0, 1.0));
  }
}

std::vector<PairingResult> Scoreboard::pairings() const {
  std::vector<PairingResult> results;
  if (game_.teams.size() != 2) return results;
  if (panel_stop(sprt_)) {
    if (panel_.pairs.pairs() == 0) return results;
    results.push_back(panel_);
  } else {
    // A pairing without a single complete pair has nothing to say here (a
    // panel's games, one per opening, never pair up).
    for (const auto& [number, p] : pairings_)
      if (p.result.pairs.pairs() > 0) results.push_back(p.result);
  }
  for (PairingResult& p : results) finish_pairing(p);
  return results;
}

std::optional<SprtResult> Scoreboard::sprt() const {
  if (!sprt_ || game_.teams.size() != 2) return std::nullopt;
  // sprt_of() on the counts, without finishing every pairing.
  const PairingResult* only = nullptr;
  if (panel_stop(sprt_)) {
    if (panel_.pairs.pairs() > 0) only = &panel_;
  } else {
    for (const auto& [number, p] : pairings_) {
      if (p.result.pairs.pairs() == 0) continue;
      if (only) return std::nullopt;
      only = &p.result;
    }
  }
  if (!only) return std::nullopt;
  // On the pairing as counted (a copy would cost the distinct margin
  // scores seen so far, at every game).
  return sprt_of(*only, sprt_);
}

std::optional<std::pair<std::string, double>> Scoreboard::leader() const {
  std::optional<std::pair<std::string, double>> best;
  for (const AgentStanding& a : counts_.agents) {
    if (!a.overall.games) continue;
    const double mean = a.overall.mean();
    if (!best || mean > best->second || (mean == best->second && a.name < best->first))
      best = {a.name, mean};
  }
  return best;
}

Standings Scoreboard::standings() const {
  Standings s = counts_;
  s.games = games_;
  for (const auto& [reason, count] : terminations_) s.terminations.emplace_back(reason, count);
  for (const auto& [token, count] : results_) s.results.emplace_back(token, count);
  std::vector<RatedGame> rated;
  for (const auto& [key, count] : rated_) {
    const auto& [first, partner, second, side] = key;
    rated.push_back({first, second, SideResult(side), partner, count});
  }
  const int n = int(names_.size());
  s.ratings = fit_ratings(n, rated);
  for (std::size_t i = 0; i < s.agents.size(); ++i) s.agents[i].rating = s.ratings.agents[i];
  if (game_.teams.size() == 2) {
    s.seat_ratings = fit_seat_ratings(n, rated);
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
  s.pairings = pairings();
  s.sprt = sprt_of(s.pairings, sprt_);
  if (s.sprt) s.sprt_bounds = sprt_;
  std::stable_sort(s.agents.begin(), s.agents.end(), [](const auto& a, const auto& b) {
    return a.overall.mean() > b.overall.mean();
  });
  return s;
}

std::vector<PairingResult> pairing_results(const game::GameInfo& game,
                                           const std::vector<ScoredGame>& games,
                                           const std::optional<SprtStop>& stop) {
  Scoreboard board(game, {}, stop);
  for (const ScoredGame& g : games) board.add(g);
  return board.pairings();
}

std::optional<SprtResult> sprt_of(const std::vector<PairingResult>& pairings,
                                  const std::optional<SprtStop>& stop) {
  if (pairings.size() != 1) return std::nullopt;
  return sprt_of(pairings[0], stop);
}

std::optional<SprtResult> sprt_of(const PairingResult& pairing,
                                  const std::optional<SprtStop>& stop) {
  if (!stop) return std::nullopt;
  SprtBounds bounds;
  bounds.elo0 = stop->elo0;
  bounds.elo1 = stop->elo1;
  bounds.alpha = stop->alpha;
  bounds.beta = stop->beta;
  // Margin scores spread far less than results: the normalized bounds
  // (SprtBounds' default) measure in standard deviations, whatever the spread.
  if (stop->score == SprtScore::kMargin) return sprt(pairing.margin_pairs, bounds);
  return sprt(pairing.pairs, bounds);
}

Standings compute_standings(const game::GameInfo& game, const std::vector<std::string>& names,
                            const std::vector<ScoredGame>& games,
                            const std::optional<SprtStop>& sprt) {
  Scoreboard board(game, names, sprt);
  for (const ScoredGame& g : games) board.add(g);
  return board.standings();
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

}  // namespace minnaar::tournament
