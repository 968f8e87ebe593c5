// Opening suites by evaluation: positions a few random plies from the
// start that an agent scores within a band, so that games from them are as
// balanced (or as lopsided) as asked. `minnaar openings generate` writes
// them to a file that a tournament's `openings: {file: ...}` reads.
//
//   SuiteOptions o{.game = game, .count = 100, .agent = "alphabeta:depth=2",
//                  .low = -150, .high = -50};
//   const Suite suite = generate_suite(o);
//   for (const SuitePosition& p : suite.positions) out << p.notation << '\n';
//
// Candidate i is random_opening(game, seed, i, plies) (opening.h). A
// candidate that repeats an earlier one is skipped; every other one is
// scored (team_zero_score) and kept when low <= score <= high, until
// `count` are kept or `max_candidates` are drawn. With a depth or node
// budget the agent scores each position the same on every machine, so the
// suite is a function of the options alone, whatever the threads.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"

namespace minnaar::tournament {

struct SuiteOptions {
  std::shared_ptr<const game::Game> game;  // two teams
  int count = 1;                           // positions to keep
  int plies = 8;                           // random plies from the start
  std::string agent;                       // a spec whose agent reports a score
  std::int64_t low = 0, high = 0;          // the band, team 0's view, inclusive
  std::uint64_t seed = 1;                  // the candidates' and the agent's
  int threads = 1;                         // scoring at once; the suite does not depend on it
  std::int64_t max_candidates = 0;         // 0: 1000 per position asked for
};

struct SuitePosition {
  std::string notation;
  std::int64_t score = 0;      // team 0's view
  std::int64_t candidate = 0;  // its index i
};

struct Suite {
  std::vector<SuitePosition> positions;  // in the order of their candidates
  std::int64_t tried = 0;                // candidates drawn up to the last kept (or all)
  std::int64_t repeated = 0;             // of these, repeats of an earlier one
};

struct SuiteProgress {
  int kept = 0;
  std::int64_t tried = 0;
  double seconds = 0;
};

// The score `agent` (a fresh one, built with `seed`) gives `state` from
// team 0's view: the mover's team's score (MoveInfo::score), negated when
// the mover is not of team 0. Moves the rules force are played first; the
// agent sees the mover's view (a sample of it in a game of hidden
// information). Nothing when the game ends on the way or the agent reports
// no score.
std::optional<std::int64_t> team_zero_score(const game::State& state, const std::string& agent,
                                            std::uint64_t seed);

// Throws std::invalid_argument for a request that cannot be met: a game
// not of two teams, an agent spec that builds no agent, or an agent that
// reports no score; std::runtime_error when random play cannot keep the
// game going for `plies`. A suite with fewer than `count` positions means
// the band kept too few of `max_candidates`.
Suite generate_suite(const SuiteOptions& options,
                     const std::function<void(const SuiteProgress&)>& on_progress = {});

}  // namespace minnaar::tournament
