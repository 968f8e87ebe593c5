// The searches' view of Minotaur Chess over the engine's own types
// (search_traits.h): teams White 0 and Black 1, zero-sum. The engine's
// position already ends where the rules do (docs/rules/minotaur.md#a-game: a player
// without Totem and Avenger, or a draw by quiet turns or passes), so the
// searches play it as it is.
#pragma once

#include <array>
#include <cmath>
#include <optional>

#include "engine/minotaur/game.h"
#include "engine/minotaur/movegen.h"
#include "engine/team_returns.h"
#include "tournament/players/evaluation.h"
#include "tournament/players/minotaur/evaluation.h"

namespace minnaar::tournament {

struct MinotaurSearch {
  using Position = minotaur::Position;
  using Move = minnaar::Move;
  using MoveList = minotaur::MoveList;
  using Weights = MinotaurWeights;
  static constexpr int kMaxMoves = minotaur::kMaxMoves;
  static constexpr int kTeams = 2;
  static constexpr int kHistorySlots = minotaur::kPieceCodeCount * kSquareCount;
  using TeamValues = std::array<double, kTeams>;

  static const Position& from_state(const game::State& state) {
    return *minotaur::position_of(state);
  }
  static game::Action to_action(const game::State&, Move m) { return {m.raw()}; }
  static Move no_move() { return Move(); }  // a1a1: never a move nor a placement
  static bool is_pass(Move m) { return m.is_pass(); }
  static void generate(const Position& pos, MoveList& list) { minotaur::generate_moves(pos, list); }
  static int team_to_move(const Position& pos) { return pos.side_to_move(); }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && !minotaur::is_placement(m) && pos.piece_on(m.to()) != minotaur::kNoPiece;
  }
  // A Totem or an Avenger outranks every other victim: taking one decides
  // the game or the army.
  static int value_on(const Position& pos, Square s, const Weights& w) {
    const minotaur::Piece p = pos.piece_on(s);
    if (p == minotaur::kNoPiece) return 0;
    const minotaur::PieceType t = minotaur::type_of(p);
    if (t == minotaur::kTotem || t == minotaur::kAvenger) return 20000;
    return minotaur_piece_value(t, w);
  }
  // Most valuable victim first, then least valuable attacker.
  static int capture_order(const Position& pos, Move m, const Weights& w) {
    return 16 * value_on(pos, m.to(), w) - value_on(pos, m.from(), w) / 16;
  }
  // The moving piece's code and where it lands (a placement: code 0).
  static int history_slot(const Position& pos, Move m) {
    return m.is_pass() ? 0 : pos.piece_on(m.from()) * kSquareCount + m.to();
  }
  static int utility(const Position& pos, const Weights& w, int team) {
    return minotaur_evaluate(pos, w, minotaur::Color(team));
  }
  static std::optional<int> winner(const Position& pos) {
    if (pos.outcome() == minotaur::Outcome::kWhiteWins) return 0;
    if (pos.outcome() == minotaur::Outcome::kBlackWins) return 1;
    return std::nullopt;
  }
  // A finished game: a win for the side that took the last Totem or Avenger
  // (nearer is bigger); both draws are 0.
  static int terminal_utility(const Position& pos, int ply, int team, const Weights&) {
    const std::optional<int> w = winner(pos);
    if (!w) return 0;
    return *w == team ? kWinScore - ply : -(kWinScore - ply);
  }
  static TeamValues results(const Position& pos) { return game::team_returns<kTeams>(winner(pos)); }
  static TeamValues estimate(const Position& pos, const Weights& w) {
    const double white = 1 / (1 + std::exp(-utility(pos, w, 0) / 400.0));
    return {white, 1 - white};
  }
};

}  // namespace minnaar::tournament
