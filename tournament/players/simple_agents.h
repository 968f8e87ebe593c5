// The two agents without search, over any Search (search_traits.h).
//
// RandomAgent: uniform over the legal moves; with capture_bias (per mille)
// it takes a capture, when there is one, that often.
// GreedyAgent: one ply: the move after which the evaluation is best for the
// mover (a win found at once is taken); ties broken by the seeded generator.
#pragma once

#include <string>

#include "engine/random.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/weight_table.h"

namespace minnaar::tournament {

template <class Search>
class RandomAgent : public Agent {
 public:
  RandomAgent(const Params& params, std::uint64_t seed)
      : params_(params), capture_bias_(params.get_int("capture_bias")), random_(seed) {}

  game::Action choose_move(const game::State& state) override {
    const auto& pos = Search::from_state(state);
    typename Search::MoveList moves, captures;
    Search::generate(pos, moves);
    for (const auto m : moves)
      if (Search::is_capture(pos, m)) captures.push(m);
    if (!captures.empty() && random_.chance_per_mille(capture_bias_))
      return Search::to_action(state, captures[random_.below(captures.size())]);
    return Search::to_action(state, moves[random_.below(moves.size())]);
  }
  std::string spec() const override { return params_.spec(); }

 private:
  Params params_;
  int capture_bias_;
  SplitMix64 random_;
};

template <class Search>
class GreedyAgent : public Agent {
 public:
  GreedyAgent(const Params& params, TeamWeights<typename Search::Weights> weights,
              std::uint64_t seed)
      : params_(params), weights_(std::move(weights)), random_(seed) {}

  game::Action choose_move(const game::State& state) override {
    const auto& pos = Search::from_state(state);
    typename Search::MoveList moves;
    Search::generate(pos, moves);
    typename Search::Position work = pos;
    const int mover = Search::team_to_move(pos);
    const typename Search::Weights& weights = weights_.of(mover);
    auto best = moves[0];
    int best_score = 0, ties = 0;
    for (const auto m : moves) {
      const auto undo = work.make(m);
      const int score = work.is_over() ? Search::terminal_utility(work, 1, mover, weights)
                                       : Search::utility(work, weights, mover);
      work.unmake(m, undo);
      if (ties == 0 || score > best_score) {
        best = m;
        best_score = score;
        ties = 1;
      } else if (score == best_score && random_.below(std::uint64_t(++ties)) == 0) {
        best = m;  // reservoir sampling: each tied move equally likely
      }
    }
    info_ = {};
    info_.score = best_score;
    info_.depth = 1;
    info_.nodes = moves.size();
    return Search::to_action(state, best);
  }
  std::string spec() const override { return params_.spec(); }
  // The chosen move's score one ply ahead, for the mover's team.
  MoveInfo last_info() const override { return info_; }

 private:
  Params params_;
  TeamWeights<typename Search::Weights> weights_;
  SplitMix64 random_;
  MoveInfo info_;
};

}  // namespace minnaar::tournament
