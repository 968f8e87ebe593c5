// A match: two agents play each other many times, taking the Alliance and
// the Establishment in turn, on as many threads as asked. Every game has
// its own seed, derived from the match seed and the game's number, so the
// results do not depend on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/minnaar/position.h"
#include "tournament/score.h"

namespace minnaar::tournament {

struct MatchGame {
  int number;          // 0-based
  bool a_is_alliance;  // even games: A holds the Alliance
  Outcome outcome;
  int plies;
  std::vector<Move> moves;
};

struct MatchSummary {
  Score a;                   // all games, from A's point of view
  Score a_as_alliance;       // the games where A held the Alliance
  Score a_as_establishment;  // the games where A held the Establishment
  int alliance_wins = 0, establishment_wins = 0, undecided = 0;
};

struct MatchOptions {
  std::string agent_a, agent_b;  // specs, e.g. "alphabeta:depth=3"
  int games = 200;
  std::uint64_t seed = 1;
  int threads = 1;
  Position start = Position::start();
};

// Plays the match; `on_game` (called under a lock, in completion order)
// reports progress. Throws std::runtime_error for an invalid agent spec.
std::vector<MatchGame> run_match(const MatchOptions& options,
                                 const std::function<void(const MatchGame&)>& on_game = {});

MatchSummary summarize(const std::vector<MatchGame>& games);

// Elo difference that a mean score implies (clamped away from 0 and 1).
double elo_difference(double mean);

}  // namespace minnaar::tournament
