#include "tournament/standings.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

namespace minnaar::tournament {
namespace {

// The points of the first seat (the Alliance; White in the Play-Test
// Edition) against the other. In the Play-Test Edition a player wins when it
// achieves sovereignty; head to head, sovereignty for both or for neither
// is a draw, so that scores and ratings compare the two agents.
double alliance_points(const std::string& result) {
  if (result == "alliance-wins" || result == "white-sovereignty") return 1;
  if (result == "establishment-wins" || result == "black-sovereignty") return 0;
  return 0.5;
}

SideResult side_result(const std::string& result) {
  const double points = alliance_points(result);
  return points == 1   ? SideResult::kAllianceWins
         : points == 0 ? SideResult::kEstablishmentWins
                       : SideResult::kUndecided;
}

// Play-Test Edition: whether the first seat (White) / the other achieved sovereignty.
bool white_achieved(const std::string& r) {
  return r == "white-sovereignty" || r == "mutual-sovereignty";
}
bool black_achieved(const std::string& r) {
  return r == "black-sovereignty" || r == "mutual-sovereignty";
}

std::string score_text(const Score& s) {
  if (!s.games) return "-";
  return fmt::format("{:.3f} ({:+d} ={:d} -{:d})", s.mean(), s.wins, s.draws, s.losses);
}

// "+120 +-35"; an estimate without a finite interval shows no interval.
std::string elo_text(double elo, double margin) {
  if (!std::isfinite(margin)) return fmt::format("{:+.0f}", elo);
  return fmt::format("{:+.0f} +-{:.0f}", elo, margin);
}

std::string_view verdict_name(SprtVerdict v) {
  switch (v) {
    case SprtVerdict::kAcceptH0:
      return "H0 accepted";
    case SprtVerdict::kAcceptH1:
      return "H1 accepted";
    case SprtVerdict::kContinue:
      break;
  }
  return "continue";
}

nlohmann::json score_json(const Score& s) {
  return {{"games", s.games},
          {"wins", s.wins},
          {"draws", s.draws},
          {"losses", s.losses},
          {"score", s.mean()}};
}

// JSON has no infinity: an unknown margin is null.
nlohmann::json finite(double v) { return std::isfinite(v) ? nlohmann::json(v) : nullptr; }

}  // namespace

std::vector<std::pair<std::string, double>> agent_points(const StoredGame& g) {
  const double alliance = alliance_points(g.result);
  std::vector<std::pair<std::string, double>> points = {{g.south_agent, alliance}};
  if (g.north_agent != g.south_agent) points.emplace_back(g.north_agent, alliance);
  points.emplace_back(g.establishment_agent, 1 - alliance);
  return points;
}

std::vector<PairingResult> pairing_results(const std::vector<StoredGame>& games) {
  // (pairing, opening) -> the pair's games (two-seat games only).
  std::map<std::pair<int, int>, std::vector<const StoredGame*>> pairs;
  for (const StoredGame& g : games)
    if (g.north_agent == g.south_agent) pairs[{g.pairing, g.opening}].push_back(&g);

  // Pairings in schedule order: the first agent is the one holding the
  // Alliance in the pair's first game (the lower slot).
  std::map<int, PairingResult> by_pairing;
  for (const auto& [key, pair] : pairs) {
    const StoredGame& first_game = **std::min_element(
        pair.begin(), pair.end(), [](auto* a, auto* b) { return a->slot < b->slot; });
    auto [it, inserted] = by_pairing.try_emplace(key.first);
    PairingResult& p = it->second;
    if (inserted) {
      p.first = first_game.south_agent;
      p.second = first_game.establishment_agent;
    }
    double pair_points = 0;
    for (const StoredGame* g : pair) {
      const double alliance = alliance_points(g->result);
      const double first = g->south_agent == p.first ? alliance : 1 - alliance;
      p.first_score.add(first);
      pair_points += first;
    }
    if (pair.size() == 2) ++p.pairs.counts[std::size_t(std::lround(pair_points * 2))];
  }
  std::vector<PairingResult> results;
  for (auto& [number, p] : by_pairing) {
    const int n = p.pairs.pairs();
    if (n > 0) {
      double mean = 0, variance = 0;
      for (int i = 0; i < 5; ++i) mean += p.pairs.counts[std::size_t(i)] * (i / 4.0) / n;
      for (int i = 0; i < 5; ++i)
        variance += p.pairs.counts[std::size_t(i)] * (i / 4.0 - mean) * (i / 4.0 - mean) / n;
      p.pair_score = mean;
      p.pair_score_margin95 = n > 1 ? 1.96 * std::sqrt(variance / n) : 1;
    }
    p.likelihood_of_superiority =
        likelihood_of_superiority(p.first_score.wins, p.first_score.losses);
    p.elo = logistic_elo(p.pairs);
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
  return sprt(pairings[0].pairs, bounds);
}

Standings compute_standings(const std::vector<std::string>& names,
                            const std::vector<StoredGame>& games,
                            const std::optional<SprtStop>& sprt) {
  Standings s;
  std::map<std::string, int> index;
  for (const std::string& n : names) {
    index.emplace(n, int(s.agents.size()));
    s.agents.push_back({n, {}, {}, {}, {}});
  }
  std::map<std::string, int> terminations, results;
  std::vector<RatedGame> rated;
  s.playtest = !games.empty() && games[0].rules != "minnaar";
  for (const StoredGame& g : games) {
    ++s.games;
    const double alliance = alliance_points(g.result);
    s.alliance_wins += alliance == 1;
    s.establishment_wins += alliance == 0;
    s.undecided += alliance == 0.5;
    ++terminations[g.termination];
    ++results[g.result];
    const auto south = index.find(g.south_agent), north = index.find(g.north_agent),
               establishment = index.find(g.establishment_agent);
    if (south == index.end() || north == index.end() || establishment == index.end()) continue;
    for (const auto& [agent, points] : agent_points(g)) {
      AgentStanding& a = s.agents[std::size_t(index[agent])];
      a.overall.add(points);
      (agent == g.establishment_agent ? a.as_establishment : a.as_alliance).add(points);
      if (s.playtest)
        a.sovereignties +=
            agent == g.establishment_agent ? black_achieved(g.result) : white_achieved(g.result);
    }
    rated.push_back({south->second, establishment->second, side_result(g.result),
                     north->second == south->second ? -1 : north->second});
  }
  for (const auto& [reason, count] : terminations) s.terminations.emplace_back(reason, count);
  for (const auto& [token, count] : results) s.results.emplace_back(token, count);
  s.ratings = fit_ratings(int(names.size()), rated);
  for (std::size_t i = 0; i < s.agents.size(); ++i) s.agents[i].rating = s.ratings.agents[i];

  s.pairings = pairing_results(games);
  s.sprt = sprt_of(s.pairings, sprt);
  if (s.sprt) s.sprt_bounds = sprt;
  std::stable_sort(s.agents.begin(), s.agents.end(), [](const auto& a, const auto& b) {
    return a.overall.mean() > b.overall.mean();
  });
  return s;
}

std::string standings_text(const Standings& s) {
  const char* first = s.playtest ? "as White" : "as Alliance";
  const char* second = s.playtest ? "as Black" : "as Establishment";
  std::string out =
      fmt::format("{:<4}{:<20}{:>6}  {:<24}{:<24}{:<24}{:>14}{}\n", "#", "agent", "games", "score",
                  first, second, "Elo", s.playtest ? "  sovereignty" : "");
  int rank = 0;
  for (const AgentStanding& a : s.agents) {
    const std::string elo = elo_text(a.rating.elo, a.rating.margin95);
    const std::string sovereignty =
        s.playtest ? fmt::format("  {:.3f} ({})",
                                 a.overall.games ? double(a.sovereignties) / a.overall.games : 0.0,
                                 a.sovereignties)
                   : std::string();
    out += fmt::format("{:<4}{:<20}{:>6}  {:<24}{:<24}{:<24}{:>14}{}\n", ++rank, a.name,
                       a.overall.games, score_text(a.overall), score_text(a.as_alliance),
                       score_text(a.as_establishment), elo, sovereignty);
  }
  if (s.playtest) {
    out += fmt::format(
        "\nscore: head to head (sovereignty for one player is a win; for both or neither, a "
        "draw); sovereignty: the share of games in which the agent achieved it\n"
        "{} games; White advantage {:+.0f} +-{:.0f} Elo, draw band {:.0f} Elo\n",
        s.games, s.ratings.alliance_advantage, s.ratings.alliance_advantage_margin95,
        s.ratings.draw_elo);
  } else {
    out += fmt::format(
        "\n{} games: Alliance won {}, Establishment won {}, undecided {}; Alliance advantage "
        "{:+.0f} +-{:.0f} Elo, draw band {:.0f} Elo\n",
        s.games, s.alliance_wins, s.establishment_wins, s.undecided, s.ratings.alliance_advantage,
        s.ratings.alliance_advantage_margin95, s.ratings.draw_elo);
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
          fmt::format("{:<36}{:>6}  {:<26}{:<16}{:<14}{:>5.1f}%\n", p.first + " vs " + p.second,
                      p.pairs.pairs(), fmt::format("{} {} {} {} {}", c[0], c[1], c[2], c[3], c[4]),
                      fmt::format("{:.3f} +-{:.3f}", p.pair_score, p.pair_score_margin95),
                      elo_text(p.elo.elo, p.elo.margin95), 100 * p.likelihood_of_superiority);
    }
  }
  if (s.sprt && s.sprt_bounds) {
    out += fmt::format(
        "\nSPRT elo0={} elo1={} alpha={} beta={} (normalized Elo, pentanomial): LLR {:.2f} "
        "[{:.2f}, {:.2f}]: {}\n",
        s.sprt_bounds->elo0, s.sprt_bounds->elo1, s.sprt_bounds->alpha, s.sprt_bounds->beta,
        s.sprt->llr, s.sprt->lower, s.sprt->upper, verdict_name(s.sprt->verdict));
  }
  return out;
}

std::string standings_json(const Standings& s) {
  nlohmann::json j;
  j["games"] = s.games;
  j["sides"] = {{"alliance_wins", s.alliance_wins},
                {"establishment_wins", s.establishment_wins},
                {"undecided", s.undecided}};
  j["alliance_advantage"] = {{"elo", s.ratings.alliance_advantage},
                             {"margin95", finite(s.ratings.alliance_advantage_margin95)}};
  j["draw_elo"] = s.ratings.draw_elo;
  j["rules"] = s.playtest ? "playtest" : "minnaar";
  j["results"] = nlohmann::json::object();
  for (const auto& [token, count] : s.results) j["results"][token] = count;
  j["terminations"] = nlohmann::json::object();
  for (const auto& [reason, count] : s.terminations) j["terminations"][reason] = count;
  j["agents"] = nlohmann::json::array();
  for (const AgentStanding& a : s.agents)
    j["agents"].push_back({{"name", a.name},
                           {"overall", score_json(a.overall)},
                           {"as_alliance", score_json(a.as_alliance)},
                           {"as_establishment", score_json(a.as_establishment)},
                           {"elo", a.rating.elo},
                           {"elo_margin95", finite(a.rating.margin95)},
                           {"sovereignties", a.sovereignties}});
  j["pairings"] = nlohmann::json::array();
  for (const PairingResult& p : s.pairings)
    j["pairings"].push_back({{"first", p.first},
                             {"second", p.second},
                             {"first_score", score_json(p.first_score)},
                             {"pentanomial", p.pairs.counts},
                             {"pair_score", p.pair_score},
                             {"pair_score_margin95", p.pair_score_margin95},
                             {"elo", p.elo.elo},
                             {"elo_margin95", finite(p.elo.margin95)},
                             {"los", p.likelihood_of_superiority}});
  if (s.sprt && s.sprt_bounds)
    j["sprt"] = {{"elo0", s.sprt_bounds->elo0},
                 {"elo1", s.sprt_bounds->elo1},
                 {"alpha", s.sprt_bounds->alpha},
                 {"beta", s.sprt_bounds->beta},
                 {"llr", s.sprt->llr},
                 {"lower", s.sprt->lower},
                 {"upper", s.sprt->upper},
                 {"verdict", verdict_name(s.sprt->verdict)}};
  return j.dump(2) + "\n";
}

std::string standings_csv(const Standings& s) {
  std::string out =
      "rank,agent,games,score,wins,draws,losses,alliance_games,alliance_score,"
      "establishment_games,establishment_score,elo,elo_margin95\n";
  int rank = 0;
  for (const AgentStanding& a : s.agents) {
    // Agent names come from the config: quote them as CSV requires.
    std::string name = "\"";
    for (char c : a.name) name += c == '"' ? std::string("\"\"") : std::string(1, c);
    name += '"';
    out += fmt::format("{},{},{},{:.4f},{},{},{},{},{:.4f},{},{:.4f},{:.1f},{}\n", ++rank, name,
                       a.overall.games, a.overall.mean(), a.overall.wins, a.overall.draws,
                       a.overall.losses, a.as_alliance.games, a.as_alliance.mean(),
                       a.as_establishment.games, a.as_establishment.mean(), a.rating.elo,
                       std::isfinite(a.rating.margin95) ? fmt::format("{:.1f}", a.rating.margin95)
                                                        : std::string());
  }
  return out;
}

}  // namespace minnaar::tournament
