#include "tournament/simple_agents.h"

#include "tournament/game_traits.h"

namespace minnaar::tournament {
namespace {

template <class Game>
class RandomAgent : public BasicAgent<typename Game::Position> {
 public:
  RandomAgent(const Params& params, std::uint64_t seed)
      : params_(params), capture_bias_(params.get_int("capture_bias")), random_(seed) {}

  Move choose_move(const typename Game::Position& pos) override {
    typename Game::MoveList moves, captures;
    Game::generate(pos, moves);
    for (const Move m : moves)
      if (Game::is_capture(pos, m)) captures.push(m);
    if (!captures.empty() && random_.chance_per_mille(capture_bias_))
      return captures[random_.below(captures.size())];
    return moves[random_.below(moves.size())];
  }
  std::string spec() const override { return params_.spec(); }

 private:
  Params params_;
  int capture_bias_;
  SplitMix64 random_;
};

template <class Game>
class GreedyAgent : public BasicAgent<typename Game::Position> {
 public:
  GreedyAgent(const Params& params, const typename Game::Weights& weights, std::uint64_t seed)
      : params_(params), weights_(weights), random_(seed) {}

  Move choose_move(const typename Game::Position& pos) override {
    typename Game::MoveList moves;
    Game::generate(pos, moves);
    typename Game::Position work = pos;
    const int mover = Game::team_to_move(pos);
    Move best = moves[0];
    int best_score = 0, ties = 0;
    for (const Move m : moves) {
      const auto undo = work.make(m);
      const int score = work.is_over() ? Game::terminal_utility(work, 1, mover, weights_)
                                       : Game::utility(work, weights_, mover);
      work.unmake(m, undo);
      if (ties == 0 || score > best_score) {
        best = m;
        best_score = score;
        ties = 1;
      } else if (score == best_score && random_.below(++ties) == 0) {
        best = m;  // reservoir sampling: each tied move equally likely
      }
    }
    return best;
  }
  std::string spec() const override { return params_.spec(); }

 private:
  Params params_;
  typename Game::Weights weights_;
  SplitMix64 random_;
};

}  // namespace

std::unique_ptr<Agent> make_random_agent(const Params& params, std::uint64_t seed) {
  return std::make_unique<RandomAgent<MinnaarGame>>(params, seed);
}
std::unique_ptr<Agent> make_greedy_agent(const Params& params, std::uint64_t seed) {
  return std::make_unique<GreedyAgent<MinnaarGame>>(params, params.weights(), seed);
}
std::unique_ptr<PlaytestAgent> make_playtest_random_agent(const Params& params,
                                                          std::uint64_t seed) {
  return std::make_unique<RandomAgent<PlaytestGame>>(params, seed);
}
std::unique_ptr<PlaytestAgent> make_playtest_greedy_agent(const Params& params,
                                                          std::uint64_t seed) {
  return std::make_unique<GreedyAgent<PlaytestGame>>(params, params.playtest_weights(), seed);
}

}  // namespace minnaar::tournament
