#include "tournament/simple_agents.h"

#include "engine/movegen.h"

namespace minnaar::tournament {
namespace {

class RandomAgent : public Agent {
 public:
  RandomAgent(const Params& params, std::uint64_t seed)
      : params_(params), capture_bias_(params.get_int("capture_bias")), random_(seed) {}

  Move choose_move(const Position& pos) override {
    MoveList moves, captures;
    generate_moves(pos, moves);
    for (const Move m : moves)
      if (!m.is_pass() && pos.piece_on(m.to()) != kNoPiece) captures.push(m);
    if (!captures.empty() && random_.chance_per_mille(capture_bias_))
      return captures[random_.below(captures.size())];
    return moves[random_.below(moves.size())];
  }
  std::string spec() const override { return params_.to_text("random"); }

 private:
  Params params_;
  int capture_bias_;
  SplitMix64 random_;
};

class GreedyAgent : public Agent {
 public:
  GreedyAgent(const Params& params, std::uint64_t seed)
      : params_(params), weights_(params.weights()), random_(seed) {}

  Move choose_move(const Position& pos) override {
    MoveList moves;
    generate_moves(pos, moves);
    Position work = pos;
    Move best = moves[0];
    int best_score = 0, ties = 0;
    for (const Move m : moves) {
      const Position::Undo undo = work.make(m);
      // Scores are for the side to move after m: the mover wants them low.
      const int score = -(work.is_over() ? terminal_score(work, 1) : evaluate(work, weights_));
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
  std::string spec() const override { return params_.to_text("greedy"); }

 private:
  Params params_;
  EvalWeights weights_;
  SplitMix64 random_;
};

}  // namespace

std::unique_ptr<Agent> make_random_agent(const Params& params, std::uint64_t seed) {
  return std::make_unique<RandomAgent>(params, seed);
}

std::unique_ptr<Agent> make_greedy_agent(const Params& params, std::uint64_t seed) {
  return std::make_unique<GreedyAgent>(params, seed);
}

}  // namespace minnaar::tournament
