// What searches know of a game beyond its rules: a static evaluation.
// A rule set may register one (with its weights as agent parameters, see
// agent_kit.h); greedy and alpha-beta play every game that has one.
//
//   int score = evaluation.score(state, /*team=*/0);   // > 0: good for team 0
#pragma once

#include "engine/game.h"

namespace minnaar::tournament {

// Scores beyond kDecidedScore are decided games: kWinScore minus the plies
// to the win (a loss is the negation), so that nearer wins score higher.
inline constexpr int kWinScore = 1'000'000;
inline constexpr int kDecidedScore = kWinScore - 10'000;

class Evaluation {
 public:
  virtual ~Evaluation() = default;
  // The score of an ongoing state for `team`, in centipawn-like units well
  // inside (-kDecidedScore, kDecidedScore).
  virtual int score(const game::State& state, int team) const = 0;
};

// A finished (or adjudicated) game's score for `team`, `ply` plies from the root: a win when
// the team's return beats the other teams' mean, a loss when it is below,
// 0 when equal.
int terminal_score_from_returns(const game::State& state, int team, int ply);

}  // namespace minnaar::tournament
