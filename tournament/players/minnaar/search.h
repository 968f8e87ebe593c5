// The searches' view of the current edition over its fast types
// (search_traits.h): teams Alliance 0 and Establishment 1, whose interests
// are opposed (one's utility is minus the other's).
#pragma once

#include <array>
#include <cmath>

#include "engine/minnaar/game.h"
#include "engine/minnaar/movegen.h"
#include "engine/team_returns.h"
#include "tournament/players/minnaar/evaluation.h"

namespace minnaar::tournament {

struct MinnaarSearch {
  using Position = current::Position;
  using Move = minnaar::Move;
  using MoveList = current::MoveList;
  using Weights = EvalWeights;
  static constexpr int kMaxMoves = current::kMaxMoves;
  static constexpr int kTeams = 2;
  static constexpr int kHistorySlots = current::kPieceCodeCount * kSquareCount;
  using TeamValues = std::array<double, kTeams>;

  static const Position& from_state(const game::State& state) {
    return *current::position_of(state);
  }
  static game::Action to_action(const game::State&, Move m) { return {m.raw()}; }
  static Move no_move() { return Move::none(); }
  static bool is_pass(Move m) { return m.is_pass(); }
  static void generate(const Position& pos, MoveList& list) { current::generate_moves(pos, list); }
  static int team_to_move(const Position& pos) {
    return current::is_alliance(pos.side_to_move()) ? 0 : 1;
  }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && pos.piece_on(m.to()) != current::kNoPiece;
  }
  // Most valuable victim first, then least valuable attacker.
  static int capture_order(const Position& pos, Move m, const Weights& w) {
    return 16 * piece_value(current::type_of(pos.piece_on(m.to())), w) -
           piece_value(current::type_of(pos.piece_on(m.from())), w) / 16;
  }
  static int history_slot(const Position& pos, Move m) {
    return pos.piece_on(m.from()) * kSquareCount + m.to();
  }
  static int utility(const Position& pos, const Weights& w, int team) {
    const int score = evaluate(pos, w);  // for the side to move
    return team == team_to_move(pos) ? score : -score;
  }
  static int terminal_utility(const Position& pos, int ply, int team, const Weights&) {
    const int score = terminal_score(pos, ply);
    return team == team_to_move(pos) ? score : -score;
  }
  static TeamValues results(const Position& pos) {
    return game::team_returns<kTeams>(current::winning_team(pos.outcome()));
  }
  // An ongoing position's expected result per team, from the evaluation
  // squashed by a logistic curve (MCTS playouts cut short).
  static TeamValues estimate(const Position& pos, const Weights& w) {
    const double alliance = 1 / (1 + std::exp(-utility(pos, w, 0) / 400.0));
    return {alliance, 1 - alliance};
  }
};

}  // namespace minnaar::tournament
