// The searches (random, greedy, alpha-beta, MCTS) are templates over a
// Search type that tells them a rule set's positions and moves. Two kinds
// exist: InterfaceSearch (below) plays every registered game through the
// game interface alone, so a new game has players from its first day; a
// rule set may add its own over its fast types where that pays
// (tournament/players/minnaar/search.h, tournament/players/playtest/search.h). A Search
// provides, all static:
//
//   using Position;   // make(m) -> Undo, unmake(m, undo), is_over(), hash()
//   using Move;  using MoveList;  using Weights;  // the evaluation's
//   kMaxMoves         // most legal moves of a position, 0 when unbounded
//   kTeams            // teams the result arrays hold (at least the game's)
//   kHistorySlots     // size of the history heuristic's table
//   from_state(state) -> Position (or a reference to one)
//   to_action(state, m)  // the action of m in the state it was found for
//   no_move(), is_pass(m)
//   generate(pos, list), team_to_move(pos) (ongoing positions)
//   is_capture(pos, m), capture_order(pos, m, w), history_slot(pos, m)
//   utility(pos, w, team)                 // an ongoing position for team
//   terminal_utility(pos, ply, team, w)   // a finished one (kWinScore - ply ...)
//   results(pos) -> TeamValues            // a finished game's result per team
//   estimate(pos, w) -> TeamValues        // an ongoing one's expected result
//
// Teams need not alternate: alpha-beta keeps the window when the same side
// moves again and negates it when the other side does.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/players/evaluation.h"

namespace minnaar::tournament {

// A game state as a value, for searches over the interface: copies clone,
// make() keeps the state before the move for unmake().
class InterfacePosition {
 public:
  explicit InterfacePosition(std::unique_ptr<game::State> state) : state_(std::move(state)) {}
  InterfacePosition(const InterfacePosition& other) : state_(other.state_->clone()) {}
  InterfacePosition& operator=(const InterfacePosition& other) {
    if (this != &other) state_ = other.state_->clone();
    return *this;
  }

  struct Undo {
    mutable std::unique_ptr<game::State> before;
  };
  Undo make(game::Action move) {
    Undo undo{state_->clone()};
    state_->apply(move);
    return undo;
  }
  void unmake(game::Action, const Undo& undo) { state_ = std::move(undo.before); }

  // Where a game runner stops (the rules' end or an adjudication).
  bool is_over() const { return state_->play_stops(); }
  std::uint64_t hash() const { return state_->hash(); }
  const game::State& state() const { return *state_; }

 private:
  std::unique_ptr<game::State> state_;
};

// The legal moves of an InterfacePosition.
class ActionList {
 public:
  void clear() { moves_.clear(); }
  void push(game::Action m) { moves_.push_back(m); }
  std::size_t size() const { return moves_.size(); }
  bool empty() const { return moves_.empty(); }
  game::Action operator[](std::size_t i) const { return moves_[i]; }
  auto begin() const { return moves_.begin(); }
  auto end() const { return moves_.end(); }
  std::vector<game::Action>& storage() { return moves_; }

 private:
  std::vector<game::Action> moves_;
};

// The weights of a search over the interface: the game's registered
// evaluation, or none (then only random and MCTS with playouts to the end
// play it).
struct InterfaceWeights {
  std::shared_ptr<const Evaluation> evaluation;
};

struct InterfaceSearch {
  using Position = InterfacePosition;
  using Move = game::Action;
  using MoveList = ActionList;
  using Weights = InterfaceWeights;
  static constexpr int kMaxMoves = 0;
  static constexpr int kTeams = 8;
  static constexpr int kHistorySlots = 4096;
  using TeamValues = std::array<double, kTeams>;

  static Position from_state(const game::State& state) { return Position(state.clone()); }
  static game::Action to_action(const game::State&, Move m) { return m; }
  static Move no_move() { return {~std::uint64_t{0}}; }
  static bool is_pass(Move) { return false; }
  static void generate(const Position& pos, MoveList& list) {
    pos.state().legal_moves(list.storage());
  }
  static int team_to_move(const Position& pos) {
    return pos.state().game().team_of(pos.state().to_move());
  }
  static bool is_capture(const Position& pos, Move m) { return pos.state().is_capture(m); }
  static int capture_order(const Position&, Move, const Weights&) { return 0; }
  static int history_slot(const Position&, Move m) {
    return int((m.bits * 0x9E3779B97F4A7C15ull) >> 52);  // 12 bits
  }
  static int utility(const Position& pos, const Weights& w, int team) {
    return w.evaluation->score(pos.state(), team);
  }
  static int terminal_utility(const Position& pos, int ply, int team, const Weights&) {
    return terminal_score_from_returns(pos.state(), team, ply);
  }
  // Each team's mean return.
  static TeamValues results(const Position& pos) {
    TeamValues values{}, seats{};
    const game::Game& g = pos.state().game();
    const std::vector<double> returns = pos.state().play_returns();
    for (int s = 0; s < g.seat_count(); ++s) {
      values[std::size_t(g.team_of(s))] += returns[std::size_t(s)];
      seats[std::size_t(g.team_of(s))] += 1;
    }
    for (std::size_t t = 0; t < values.size(); ++t)
      if (seats[t] > 0) values[t] /= seats[t];
    return values;
  }
  // The evaluation for each team, squashed by a logistic curve.
  static TeamValues estimate(const Position& pos, const Weights& w) {
    TeamValues values{};
    const int teams = int(pos.state().game().info().teams.size());
    for (int t = 0; t < teams; ++t)
      values[std::size_t(t)] = 1 / (1 + std::exp(-utility(pos, w, t) / 400.0));
    return values;
  }
};

// A line of a Search's moves from `state` in the game's notation, space
// separated; it stops where a move is not legal in the state reached (a
// line read from a transposition table may lead astray).
template <class Search, class Line>
std::string line_text(const game::State& state, const Line& line) {
  std::string text;
  auto walk = state.clone();
  std::vector<game::Action> legal;
  for (const auto& m : line) {
    if (walk->is_over()) break;
    const game::Action action = Search::to_action(*walk, m);
    walk->legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) break;
    if (!text.empty()) text += ' ';
    text += walk->move_text(action);
    walk->apply(action);
  }
  return text;
}

}  // namespace minnaar::tournament
