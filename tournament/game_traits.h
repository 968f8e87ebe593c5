// What the computer players know of a rule set, so that one search serves
// every rule set: its position and move-list types, its moves, and how a
// position is scored for a team (the current edition: Alliance 0 and
// Establishment 1; the Play-Test Edition: White 0 and Black 1).
//
// utility(pos, w, team) scores an ongoing position for `team`;
// terminal_utility() a finished one; result() is a finished game's reward
// in [0, 1] for a team (MCTS). In the current edition the two teams'
// interests are opposed (one's utility is minus the other's); in the
// Play-Test Edition each player wants its own sovereignty, so searches take
// the searching player's utility and assume the opponent plays against it.
#pragma once

#include <array>
#include <cmath>

#include "engine/minnaar/movegen.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/position.h"
#include "engine/minnaar/position.h"
#include "tournament/evaluation.h"
#include "tournament/playtest_evaluation.h"

namespace minnaar::tournament {

struct MinnaarGame {
  using Position = minnaar::Position;
  using MoveList = minnaar::MoveList;
  using Weights = EvalWeights;
  static constexpr int kMaxMoves = minnaar::kMaxMoves;
  static constexpr int kPieceCodes = kPieceCodeCount;

  static void generate(const Position& pos, MoveList& list) { generate_moves(pos, list); }
  static int team_to_move(const Position& pos) { return is_alliance(pos.side_to_move()) ? 0 : 1; }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
  }
  static int value_on(const Position& pos, Square s, const Weights& w) {
    return piece_value(type_of(pos.piece_on(s)), w);
  }
  static int piece_code(const Position& pos, Square s) { return pos.piece_on(s); }
  static int utility(const Position& pos, const Weights& w, int team) {
    const int score = evaluate(pos, w);  // for the side to move
    return team == team_to_move(pos) ? score : -score;
  }
  static int terminal_utility(const Position& pos, int ply, int team, const Weights&) {
    const int score = terminal_score(pos, ply);
    return team == team_to_move(pos) ? score : -score;
  }
  static double result(const Position& pos, int team) {
    if (pos.outcome() == Outcome::kAllianceWins) return team == 0 ? 1 : 0;
    if (pos.outcome() == Outcome::kEstablishmentWins) return team == 1 ? 1 : 0;
    return 0.5;
  }
  // An ongoing position's expected result per team, from the evaluation
  // squashed by a logistic curve (MCTS playouts cut short).
  static std::array<double, 2> estimate(const Position& pos, const Weights& w) {
    const double alliance = 1 / (1 + std::exp(-utility(pos, w, 0) / 400.0));
    return {alliance, 1 - alliance};
  }
};

struct PlaytestGame {
  using Position = playtest::Position;
  using MoveList = playtest::MoveList;
  using Weights = PlaytestWeights;
  static constexpr int kMaxMoves = playtest::kMaxMoves;
  static constexpr int kPieceCodes = 16;

  static void generate(const Position& pos, MoveList& list) { playtest::generate_moves(pos, list); }
  static int team_to_move(const Position& pos) { return pos.side_to_move(); }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && pos.piece_on(m.to()) != playtest::kNoPiece;
  }
  static int value_on(const Position& pos, Square s, const Weights& w) {
    return playtest::type_of(pos.piece_on(s)) == kSovereign ? w.sovereign : w.traditional;
  }
  static int piece_code(const Position& pos, Square s) { return pos.piece_on(s); }
  static int utility(const Position& pos, const Weights& w, int team) {
    return playtest_evaluate(pos, w, playtest::Player(team));
  }
  static int terminal_utility(const Position& pos, int ply, int team, const Weights& w) {
    return playtest_terminal_score(pos, ply, playtest::Player(team), w);
  }
  // A win is achieving sovereignty, whatever the other player does.
  static double result(const Position& pos, int team) {
    return pos.achieved(playtest::Player(team)) ? 1 : 0;
  }
  static std::array<double, 2> estimate(const Position& pos, const Weights& w) {
    return {1 / (1 + std::exp(-utility(pos, w, 0) / 400.0)),
            1 / (1 + std::exp(-utility(pos, w, 1) / 400.0))};
  }
};

}  // namespace minnaar::tournament
