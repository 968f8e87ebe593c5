// The results of a tournament from its stored games: scores per agent and
// per seat, Elo with a side-advantage term, likelihood of superiority,
// pentanomial statistics of game pairs and, for a two-agent test, the SPRT.
//
//   Standings s = compute_standings(agent_names, store.games(id), config.sprt);
//   std::cout << standings_text(s);
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tournament/config.h"
#include "tournament/game_store.h"
#include "tournament/ratings.h"
#include "tournament/score.h"
#include "tournament/sprt.h"

namespace minnaar::tournament {

struct AgentStanding {
  std::string name;
  // In the Play-Test Edition as_alliance is the score as White and
  // as_establishment as Black (head to head), and sovereignties counts the
  // games in which the agent achieved sovereignty.
  Score overall, as_alliance, as_establishment;
  AgentRating rating;
  int sovereignties = 0;
};

// Two agents' game pairs (same opening, seats swapped), from the first's
// point of view.
struct PairingResult {
  std::string first, second;
  Score first_score;  // over all the pairing's games
  Pentanomial pairs;  // complete pairs only
  // Mean score per game over the complete pairs, and the half-width of its
  // 95% interval from the spread of the pair scores.
  double pair_score = 0.5, pair_score_margin95 = 1;
  double likelihood_of_superiority = 0.5;
  EloEstimate elo;  // logistic, from the pentanomial
};

struct Standings {
  std::vector<AgentStanding> agents;  // best score first
  Ratings ratings;
  std::vector<PairingResult> pairings;  // pairs mode only
  std::optional<SprtStop> sprt_bounds;
  std::optional<SprtResult> sprt;  // when the tournament has an SPRT stop rule
  int games = 0, alliance_wins = 0, establishment_wins = 0, undecided = 0;
  std::vector<std::pair<std::string, int>> terminations;  // reason, games
  std::vector<std::pair<std::string, int>> results;       // result token, games
  bool playtest = false;                                  // the games' rule set
};

// Each agent's points in a game: the Alliance's result goes to the agent(s)
// holding South and North (once if one agent holds both), the other result
// to the Establishment's agent. In the Play-Test Edition (White in the
// South seat, Black in the Establishment's) the points are head to head:
// 1 to the only player that achieved sovereignty, 1/2 each when both or
// neither did.
std::vector<std::pair<std::string, double>> agent_points(const StoredGame& game);

// Each pairing's game pairs (two-seat games only), in schedule order.
std::vector<PairingResult> pairing_results(const std::vector<StoredGame>& games);
// The SPRT of a two-agent tournament with a stop rule; nothing otherwise.
std::optional<SprtResult> sprt_of(const std::vector<PairingResult>& pairings,
                                  const std::optional<SprtStop>& stop);

Standings compute_standings(const std::vector<std::string>& agent_names,
                            const std::vector<StoredGame>& games,
                            const std::optional<SprtStop>& sprt);

std::string standings_text(const Standings& s);
std::string standings_json(const Standings& s);
std::string standings_csv(const Standings& s);

}  // namespace minnaar::tournament
