// Monte Carlo tree search (UCT) over any Search (search_traits.h): UCB1
// selection with exploration constant c, one new child per iteration,
// random or greedy playouts (optionally cut after playout_plies and scored
// by the evaluation), rewards per team. Budget: iterations or time.
#pragma once

#include <array>
#include <chrono>
#include <cmath>
#include <vector>

#include "engine/random.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/search_traits.h"
#include "tournament/players/weight_table.h"

namespace minnaar::tournament {
namespace mcts {

template <class Move>
struct Node {
  Move move;      // the move that led here (none at the root)
  int mover = 0;  // the team that made that move (search_traits.h)
  int parent = -1;
  int first_child = -1;
  int next_sibling = -1;
  int moves_offset = -1;  // this node's legal moves in the arena, in a seeded order
  int moves_count = 0;
  int tried = 0;  // moves already turned into children
  double reward = 0;
  int visits = 0;
};

// The move after which the evaluation is best for the mover (a win at once
// first), ties broken at random: the greedy playout policy.
template <class Game>
typename Game::Move greedy_move(typename Game::Position& pos, const typename Game::MoveList& moves,
                                const typename Game::Weights& weights, SplitMix64& random) {
  auto best = moves[0];
  int best_score = 0;
  const int mover = Game::team_to_move(pos);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto undo = pos.make(moves[i]);
    const int score = pos.is_over() ? Game::terminal_utility(pos, 1, mover, weights)
                                    : Game::utility(pos, weights, mover);
    pos.unmake(moves[i], undo);
    if (i == 0 || score > best_score || (score == best_score && random.below(2) == 0)) {
      best = moves[i];
      best_score = score;
    }
  }
  return best;
}

// How playouts are played: random or greedy moves, to the end or cut after
// `plies_limit` plies (0: none) and scored by the evaluation.
struct PlayoutPolicy {
  bool greedy = false;
  int plies_limit = 0;
};

// Plays `pos` out; each team's result (search_traits.h: 1 for a win, 0 for
// a loss, 1/2 for a draw). A cut playout stands in each team's evaluation,
// squashed by a logistic curve. Adds the plies played to `plies`.
template <class Game>
typename Game::TeamValues playout(typename Game::Position pos,
                                  const typename Game::Weights& weights, PlayoutPolicy policy,
                                  SplitMix64& random, std::uint64_t& plies) {
  typename Game::MoveList moves;
  for (int ply = 0; !pos.is_over(); ++ply) {
    if (policy.plies_limit && ply >= policy.plies_limit) return Game::estimate(pos, weights);
    Game::generate(pos, moves);
    pos.make(policy.greedy ? greedy_move<Game>(pos, moves, weights, random)
                           : moves[random.below(moves.size())]);
    ++plies;
  }
  return Game::results(pos);
}

// What MCTS and ISMCTS read from their parameters: the budget, the
// exploration constant and the playouts. Games without an evaluation have
// neither playout parameter: random playouts to the end.
struct Settings {
  explicit Settings(const Params& params)
      : iterations(params.get_int("iterations")),
        time_limit_ms(params.get_int("time_ms")),
        exploration(params.get("c")),
        policy{params.has("playout") && params.get_int("playout") == 1,
               params.has("playout_plies") ? params.get_int("playout_plies") : 0} {}
  int iterations;
  int time_limit_ms;
  double exploration;
  PlayoutPolicy policy;
};

}  // namespace mcts

template <class Game>
class MctsAgent : public Agent {
  using Position = typename Game::Position;
  using MoveList = typename Game::MoveList;
  using Move = typename Game::Move;
  using Node = mcts::Node<Move>;

 public:
  MctsAgent(const Params& params, TeamWeights<typename Game::Weights> weights, std::uint64_t seed)
      : params_(params), team_weights_(std::move(weights)), settings_(params), random_(seed) {}

  std::string spec() const override { return params_.spec(); }
  MoveInfo last_info() const override { return info_; }

  game::Action choose_move(const game::State& state) override {
    const Move best = choose(Game::from_state(state));
    info_ = {};
    info_.nodes = playout_plies_;
    info_.visits = std::uint64_t(nodes_[0].visits);
    std::vector<Move> line;
    for (int n = most_visited_child(0); n != -1; n = most_visited_child(n)) {
      if (line.empty()) info_.value = nodes_[n].reward / nodes_[n].visits;
      line.push_back(nodes_[n].move);
    }
    info_.pv = line_text<Game>(state, line);
    return Game::to_action(state, best);
  }

 private:
  Move choose(const Position& root) {
    nodes_.clear();
    arena_.clear();
    playout_plies_ = 0;
    weights_ = team_weights_.of(Game::team_to_move(root));
    // The root's mover is never read (no parent chooses it); any team will do.
    nodes_.push_back(Node{Game::no_move(), (Game::team_to_move(root) + 1) % Game::kTeams});
    expand(0, root);
    const auto started = std::chrono::steady_clock::now();
    for (int i = 0; i < settings_.iterations; ++i) {
      if (settings_.time_limit_ms && (i & 63) == 0 &&
          std::chrono::steady_clock::now() - started >=
              std::chrono::milliseconds(settings_.time_limit_ms))
        break;
      iterate(root);
    }
    // The most visited child: the most robust choice.
    return nodes_[most_visited_child(0)].move;
  }

  // The child of `index` visited most (the first such), -1 for a leaf.
  int most_visited_child(int index) const {
    int best = nodes_[index].first_child;
    for (int c = best; c != -1; c = nodes_[c].next_sibling)
      if (nodes_[c].visits > nodes_[best].visits) best = c;
    return best;
  }

  void expand(int index, const Position& pos) {
    MoveList moves;
    Game::generate(pos, moves);
    nodes_[index].moves_offset = int(arena_.size());
    nodes_[index].moves_count = int(moves.size());
    arena_.insert(arena_.end(), moves.begin(), moves.end());
    for (int i = int(moves.size()); i > 1; --i)
      std::swap(arena_[nodes_[index].moves_offset + i - 1],
                arena_[nodes_[index].moves_offset + int(random_.below(std::uint64_t(i)))]);
  }

  int select_child(int index) const {
    const double log_visits = std::log(double(nodes_[index].visits));
    int best = -1;
    double best_value = -1;
    for (int c = nodes_[index].first_child; c != -1; c = nodes_[c].next_sibling) {
      const Node& n = nodes_[c];
      const double value =
          n.reward / n.visits + settings_.exploration * std::sqrt(log_visits / n.visits);
      if (value > best_value) {
        best_value = value;
        best = c;
      }
    }
    return best;
  }

  void iterate(const Position& root) {
    Position pos = root;
    int index = 0;
    // Down the tree while every move of a node has a child.
    while (!pos.is_over() && nodes_[index].tried == nodes_[index].moves_count) {
      index = select_child(index);
      pos.make(nodes_[index].move);
    }
    // One new child.
    if (!pos.is_over()) {
      Node& parent = nodes_[index];
      const Move m = arena_[parent.moves_offset + parent.tried++];
      Node child{m, Game::team_to_move(pos)};
      child.parent = index;
      child.next_sibling = parent.first_child;
      const int child_index = int(nodes_.size());
      nodes_[index].first_child = child_index;
      nodes_.push_back(child);
      pos.make(m);
      if (!pos.is_over()) expand(child_index, pos);
      index = child_index;
    }
    const typename Game::TeamValues results =
        mcts::playout<Game>(pos, weights_, settings_.policy, random_, playout_plies_);
    for (int n = index; n != -1; n = nodes_[n].parent) {
      nodes_[n].visits += 1;
      nodes_[n].reward += results[std::size_t(nodes_[n].mover)];
    }
  }

  Params params_;
  TeamWeights<typename Game::Weights> team_weights_;
  typename Game::Weights weights_;  // the root team's, for the move being chosen
  mcts::Settings settings_;
  SplitMix64 random_;
  std::vector<Node> nodes_;
  MoveInfo info_;
  std::vector<Move> arena_;
  std::uint64_t playout_plies_ = 0;
};

}  // namespace minnaar::tournament
