// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling,
// Powley and Whitehouse 2012) for games of hidden information, over any
// Search (search_traits.h) whose moves are values that name the same move
// in every state where it is legal (operator== and operator<).
//
// One tree serves the agent's information set: every iteration draws a
// state consistent with what the seat sees (Game::sample), walks down the
// tree through the moves legal in that state only, adds one child, plays
// out, and backs the result up. A child is scored by UCB with its
// availability (how often it could have been chosen) in place of its
// parent's visits, so that moves legal in few samples are not favoured.
// Playouts as in MCTS (mcts_agent.h). The samples and the tie-breaks come
// from the agent's seed: the same seed and iteration budget give the same
// choice.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/random.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/mcts_agent.h"

namespace minnaar::tournament {

template <class Search>
class IsmctsAgent : public Agent {
  using Position = typename Search::Position;
  using Move = typename Search::Move;

  struct Node {
    Move move;      // the move that led here (none at the root)
    int mover = 0;  // the team that made it
    int parent = -1;
    std::vector<int> children;  // sorted by move
    double reward = 0;
    int visits = 0;
    int available = 0;  // iterations in which this node's move was legal
  };

 public:
  IsmctsAgent(const Params& params, TeamWeights<typename Search::Weights> weights,
              std::uint64_t seed)
      : params_(params), team_weights_(std::move(weights)), settings_(params), random_(seed) {}

  std::string spec() const override { return params_.spec(); }
  MoveInfo last_info() const override { return info_; }

  game::Action choose_move(const game::State& state) override {
    const game::Game& game = state.game();
    const game::Seat seat = state.to_move();
    const std::string seen = state.observation(seat);
    weights_ = team_weights_.of(game.team_of(seat));
    nodes_.assign(1, Node{Search::no_move(), 0, -1, {}});
    playout_plies_ = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int i = 0; i < settings_.iterations; ++i) {
      if (settings_.time_limit_ms && (i & 15) == 0 &&
          std::chrono::steady_clock::now() - started >=
              std::chrono::milliseconds(settings_.time_limit_ms))
        break;
      const auto world = game.sample(seen, seat, random_.next());
      if (!world)
        throw std::logic_error(game.name() +
                               ": no sample of its own observation: " + world.error().message());
      iterate(Search::from_state(**world));
    }
    // The most visited move: every move of the root is legal in every sample.
    const std::vector<int>& root = nodes_[0].children;
    int best = root.at(0);
    for (const int c : root)
      if (nodes_[std::size_t(c)].visits > nodes_[std::size_t(best)].visits) best = c;
    const Node& chosen = nodes_[std::size_t(best)];
    info_ = {};
    info_.nodes = playout_plies_;
    info_.visits = std::uint64_t(chosen.visits);
    if (chosen.visits) info_.value = chosen.reward / chosen.visits;
    info_.pv = state.move_text(Search::to_action(state, chosen.move));
    return Search::to_action(state, chosen.move);
  }

 private:
  void iterate(Position pos) {
    int index = 0;
    while (!pos.is_over()) {
      Search::generate(pos, list_);
      legal_.assign(list_.begin(), list_.end());
      std::sort(legal_.begin(), legal_.end());
      // The children legal here, and the legal moves without a child.
      compatible_.clear();
      untried_.clear();
      const std::vector<int>& children = nodes_[std::size_t(index)].children;
      std::size_t c = 0;
      for (const Move& m : legal_) {
        while (c < children.size() && nodes_[std::size_t(children[c])].move < m) ++c;
        if (c < children.size() && nodes_[std::size_t(children[c])].move == m)
          compatible_.push_back(children[c]);
        else
          untried_.push_back(m);
      }
      for (const int child : compatible_) ++nodes_[std::size_t(child)].available;
      if (!untried_.empty()) {
        const Move m = untried_[std::size_t(random_.below(untried_.size()))];
        index = add_child(index, m, Search::team_to_move(pos));
        pos.make(m);
        break;
      }
      index = select(compatible_);
      pos.make(nodes_[std::size_t(index)].move);
    }
    const typename Search::TeamValues results =
        mcts::playout<Search>(pos, weights_, settings_.policy, random_, playout_plies_);
    for (int n = index; n != -1; n = nodes_[std::size_t(n)].parent) {
      Node& node = nodes_[std::size_t(n)];
      node.visits += 1;
      node.reward += results[std::size_t(node.mover)];
    }
  }

  int add_child(int parent, const Move& m, int mover) {
    const int child = int(nodes_.size());
    Node node{m, mover, parent, {}};
    node.available = 1;
    nodes_.push_back(std::move(node));
    std::vector<int>& children = nodes_[std::size_t(parent)].children;
    const auto at =
        std::lower_bound(children.begin(), children.end(), m,
                         [&](int c, const Move& x) { return nodes_[std::size_t(c)].move < x; });
    children.insert(at, child);
    return child;
  }

  // UCB with availability: every candidate has been visited (untried moves
  // are expanded first).
  int select(const std::vector<int>& candidates) const {
    int best = candidates[0];
    double best_value = -1;
    for (const int c : candidates) {
      const Node& n = nodes_[std::size_t(c)];
      const double value =
          n.reward / n.visits +
          settings_.exploration * std::sqrt(std::log(double(n.available)) / n.visits);
      if (value > best_value) {
        best_value = value;
        best = c;
      }
    }
    return best;
  }

  Params params_;
  TeamWeights<typename Search::Weights> team_weights_;
  typename Search::Weights weights_;  // the seat's team's, for the move being chosen
  mcts::Settings settings_;
  MoveInfo info_;
  SplitMix64 random_;
  std::vector<Node> nodes_;
  typename Search::MoveList list_;
  std::vector<Move> legal_, untried_;
  std::vector<int> compatible_;
  std::uint64_t playout_plies_ = 0;
};

}  // namespace minnaar::tournament
