// Texel tuning: an evaluation's weights fitted to how stored games ended.
// Every position of a tournament's games where the mover had a choice is
// a sample: the evaluation's score for the mover's team, through the
// logistic σ(s) = 1 / (1 + 10^(−K·s/400)), predicts that team's return
// at the end of the game; the loss is the mean squared error of the
// prediction. K is fitted first (the start weights held), then the
// weights by coordinate descent: each weight in turn moved up or down by
// its step while the loss falls, a step halved when neither way helps,
// until no weight moves at a step of 1 or the passes run out. The games
// held out (a share of them, drawn by slot) are scored alongside but never
// fitted, so over-fitting shows as a held-out loss that rises.
//
//   TexelSet set = texel_positions(store, tournament, game, {.holdout_percent = 10});
//   TexelFit fit = texel_tune(game, set, start, {"queen", "rook"}, {.threads = 2});
//
// Generic over rule sets: a game takes part if its agent kit has an
// evaluation with weights (evaluation_weights). Deterministic: the same
// positions and options give the same fit on any number of threads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

struct TexelPosition {
  std::unique_ptr<game::State> state;
  int team = 0;         // the mover's team
  double result = 0.5;  // the mover's return at the game's end, in [0, 1]
};

struct TexelSet {
  std::vector<TexelPosition> train, held_out;
  int games = 0;  // games read
};

struct TexelReadOptions {
  int holdout_percent = 10;  // of the games, drawn by slot
  int skip_plies = 4;        // a game's first plies (its opening) left out
  // Only the positions where this team moves (-1: every team's): a fit of
  // the evaluation one team plays with.
  int team = -1;
  std::size_t max_positions = 1'000'000;
  std::function<void(int games, int of)> on_progress;
};

// The positions of `tournament`'s stored games (of `game`'s rule set),
// replayed: each where the mover (of `team`, if set) had a choice, from ply
// skip_plies on, up
// to max_positions in all. Throws std::runtime_error naming a game whose
// moves do not replay.
TexelSet texel_positions(GameStore& store, const StoredTournament& tournament,
                         const game::Game& game, const TexelReadOptions& options = {});

// A weight's place in a fit: its value and the step it moves by next.
struct TexelWeight {
  std::string name;
  int value = 0;
  int step = 1;
  int low = 0, high = 0;
};

// Where a fit stands after a pass (what a resumed fit starts from).
struct TexelState {
  double k = 0;  // 0: not fitted yet
  int pass = 0;  // passes done
  std::vector<TexelWeight> weights;
  double loss = 0, held_out_loss = 0;
  int moved = 0;  // weights moved in the last pass
  bool converged = false;
  std::uint64_t scored = 0;  // positions the last pass (or K's fit) scored
};

struct TexelOptions {
  int passes = 20;  // at most, in all (a resumed fit counts those done)
  int threads = 1;
  std::function<void(const TexelState&)> on_pass;  // after K's fit and each pass
};

// The start of a fit of `names` (all the evaluation's weights when empty)
// from `values` (the rest at their defaults): each weight's step a
// hundredth of its range. Throws std::invalid_argument naming a weight the
// evaluation lacks, or a game without an evaluation.
TexelState texel_start(const game::Game& game, const std::map<std::string, double>& values,
                       const std::vector<std::string>& names);

// The loss of `positions` under `weights` (the others at their defaults)
// and scale `k`.
double texel_loss(const game::Game& game, const std::vector<TexelPosition>& positions,
                  const std::map<std::string, double>& weights, double k, int threads = 1);

// Runs a fit from `state` (a texel_start, or a stored pass to resume) to
// convergence or options.passes; `fixed` are the values of the evaluation's
// weights that are not fitted.
TexelState texel_tune(const game::Game& game, const TexelSet& set, TexelState state,
                      const std::map<std::string, double>& fixed, const TexelOptions& options);

// A fit's state as JSON, with `inputs` (what it was fitted on: a resumed
// fit must be of the same), and read back; a text that is not such a
// checkpoint, or one of other inputs, is refused saying why.
std::string texel_checkpoint(const TexelState& state, const std::string& inputs);
Expected<TexelState, std::string> read_texel_checkpoint(const std::string& text,
                                                        const std::string& inputs);

// The weights of a state with the fixed ones, as an evaluation takes them.
std::map<std::string, double> texel_values(const TexelState& state,
                                           const std::map<std::string, double>& fixed);

}  // namespace minnaar::tournament
