// The searches' view of the Play-Test Edition over its fast types
// (search_traits.h): teams White 0 and Black 1. Each player wants its own
// sovereignty, so searches take the searching player's utility and assume
// the opponent plays against it.
#pragma once

#include <array>
#include <cmath>

#include "engine/playtest/game.h"
#include "engine/playtest/movegen.h"
#include "tournament/players/playtest/evaluation.h"

namespace minnaar::tournament {

struct PlaytestSearch {
  using Position = playtest::Position;
  using Move = minnaar::Move;
  using MoveList = playtest::MoveList;
  using Weights = PlaytestWeights;
  static constexpr int kMaxMoves = playtest::kMaxMoves;
  static constexpr int kTeams = 2;
  static constexpr int kHistorySlots = 16 * kSquareCount;
  using TeamValues = std::array<double, kTeams>;

  static const Position& from_state(const game::State& state) {
    return *playtest::position_of(state);
  }
  static game::Action to_action(const game::State&, Move m) { return {m.raw()}; }
  static Move no_move() { return Move::none(); }
  static bool is_pass(Move m) { return m.is_pass(); }
  static void generate(const Position& pos, MoveList& list) { playtest::generate_moves(pos, list); }
  static int team_to_move(const Position& pos) { return pos.side_to_move(); }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && pos.piece_on(m.to()) != playtest::kNoPiece;
  }
  static int value_on(const Position& pos, Square s, const Weights& w) {
    return playtest::type_of(pos.piece_on(s)) == playtest::kSovereign ? w.sovereign : w.traditional;
  }
  // Most valuable victim first, then least valuable attacker.
  static int capture_order(const Position& pos, Move m, const Weights& w) {
    return 16 * value_on(pos, m.to(), w) - value_on(pos, m.from(), w) / 16;
  }
  static int history_slot(const Position& pos, Move m) {
    return pos.piece_on(m.from()) * kSquareCount + m.to();
  }
  static int utility(const Position& pos, const Weights& w, int team) {
    return playtest_evaluate(pos, w, playtest::Player(team));
  }
  static int terminal_utility(const Position& pos, int ply, int team, const Weights& w) {
    return playtest_terminal_score(pos, ply, playtest::Player(team), w);
  }
  // A win is achieving sovereignty, whatever the other player does.
  static TeamValues results(const Position& pos) {
    return {pos.achieved(playtest::kWhite) ? 1.0 : 0.0, pos.achieved(playtest::kBlack) ? 1.0 : 0.0};
  }
  static TeamValues estimate(const Position& pos, const Weights& w) {
    return {1 / (1 + std::exp(-utility(pos, w, 0) / 400.0)),
            1 / (1 + std::exp(-utility(pos, w, 1) / 400.0))};
  }
};

}  // namespace minnaar::tournament
