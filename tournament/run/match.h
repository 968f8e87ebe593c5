// A match: two agents play each other many times in a two-team game,
// taking the teams in turn, on as many threads as asked. A match is a
// tournament of two agents that is not stored (match_config): its games
// are the round robin's schedule (runner.h), so seeds, seats, openings,
// deals, external players (an agent "external:CMD ...") and adjudication
// are a tournament's. Every game has its own seed, derived from the match
// seed and the game's number, so the results do not depend on the number
// of threads. In a game dealt at random at setup each pair of games, the
// teams swapped, has its own deal; with random plies each pair has its own
// opening.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/play/adjudication.h"
#include "tournament/run/config.h"
#include "tournament/stats/score.h"

namespace minnaar::tournament {

struct MatchGame {
  int number;          // 0-based
  bool a_holds_first;  // even games: A holds team 0 (the first team)
  double a_points;     // head to head: 1, 1/2 or 0 in most games
  double a_margin;     // head to head from the margins (agent_margins in standings.h)
  std::string result;  // the rule set's token
  int plies;
  std::string start;  // the game's start in the rule set's notation
};

struct MatchSummary {
  Score a;                               // all games, from A's point of view
  std::vector<Score> a_by_team;          // the games where A held each team
  std::vector<int> team_wins;            // games each team won head to head
  int draws = 0;                         // games no team won (GameInfo::draw_name)
  Score a_margins;                       // A's margins, all games
  std::vector<Score> a_margins_by_team;  // the games where A held each team
};

struct MatchOptions {
  // Specs, e.g. "alphabeta:depth=3", or a program: "external:python3 p.py"
  // (external_player_of: run in the working directory, default budget).
  std::string agent_a, agent_b;
  int games = 200;
  std::uint64_t seed = 1;
  int threads = 1;
  std::shared_ptr<const game::Game> game;  // default: the current edition
  std::string start;                       // notation; empty: the game's start
  // Each pair of games (the teams swapped) begins with this many random
  // plies from the start, its own opening (0: none).
  int random_plies = 0;
  // Positions to start from instead (an openings file's, read_openings_file
  // in config.h): pair i of games starts from position i, in order, round
  // and round; random plies are played from each.
  std::vector<std::string> openings;
  AdjudicationRules adjudication;  // none by default
};

// The match as a tournament of agents "a" and "b" (round robin, pairs,
// games_per_pairing: the games, rounded up to a pair); nothing stored.
// Throws std::runtime_error for an invalid agent spec, a game without two
// teams, an invalid or finished start, or adjudication the game cannot
// take.
TournamentConfig match_config(const MatchOptions& options);

// Plays the match; `on_game` (called under a lock, in completion order)
// reports progress. Throws std::runtime_error for an invalid agent spec, a
// game without two teams or an invalid start.
std::vector<MatchGame> run_match(const MatchOptions& options,
                                 const std::function<void(const MatchGame&)>& on_game = {});

MatchSummary summarize(const std::vector<MatchGame>& games);

// Elo difference that a mean score implies (clamped away from 0 and 1).
double elo_difference(double mean);

}  // namespace minnaar::tournament
