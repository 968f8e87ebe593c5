// The searches' view of Sovereign Chess over its fast types
// (search_traits.h): teams White 0 and Black 1, zero-sum.
#pragma once

#include <array>
#include <cmath>
#include <optional>

#include "engine/sovereign/game.h"
#include "engine/sovereign/movegen.h"
#include "engine/team_returns.h"
#include "tournament/players/evaluation.h"
#include "tournament/players/sovereign/evaluation.h"

namespace minnaar::tournament {

// The engine's position with the end of game the searches ask for
// (whether any legal move is left: the first one found answers).
class SovereignSearchPosition {
 public:
  explicit SovereignSearchPosition(const sovereign::Position& pos) : pos_(pos) {}
  const sovereign::Position& position() const { return pos_; }

  sovereign::Position::Undo make(sovereign::Move m) { return pos_.make(m); }
  void unmake(sovereign::Move m, const sovereign::Position::Undo& undo) { pos_.unmake(m, undo); }
  bool is_over() const { return !sovereign::has_legal_move(pos_); }
  std::uint64_t hash() const { return pos_.hash(); }

 private:
  sovereign::Position pos_;
};

struct SovereignSearch {
  using Position = SovereignSearchPosition;
  using Move = sovereign::Move;
  using MoveList = sovereign::MoveList;
  using Weights = SovereignWeights;
  static constexpr int kMaxMoves = int(sovereign::MoveList::kCapacity);
  static constexpr int kTeams = 2;
  static constexpr int kHistorySlots =
      int(sovereign::kColourCount) * sovereign::kRoleCount * sovereign::kSquareCount;
  using TeamValues = std::array<double, kTeams>;

  static Position from_state(const game::State& state) {
    return Position(*sovereign::position_of(state));
  }
  static game::Action to_action(const game::State&, Move m) { return {m.raw()}; }
  static Move no_move() { return Move(); }
  static bool is_pass(Move) { return false; }
  static void generate(const Position& pos, MoveList& list) {
    sovereign::generate_moves(pos.position(), list);
  }
  static int team_to_move(const Position& pos) { return pos.position().side_to_move(); }
  static bool is_capture(const Position& pos, Move m) {
    return sovereign::is_capture(pos.position(), m);
  }
  static int value_on(const Position& pos, sovereign::Square s, const Weights& w) {
    const sovereign::Piece p = pos.position().piece_on(s);
    return p == sovereign::kNoPiece ? 0 : sovereign_piece_value(sovereign::role_of(p), w);
  }
  // Most valuable victim first, then least valuable attacker.
  static int capture_order(const Position& pos, Move m, const Weights& w) {
    return 16 * value_on(pos, m.to(), w) - value_on(pos, m.from(), w) / 16;
  }
  static int history_slot(const Position& pos, Move m) {
    return pos.position().piece_on(m.from()) * sovereign::kSquareCount + m.to();
  }
  static int utility(const Position& pos, const Weights& w, int team) {
    return sovereign_evaluate(pos.position(), w, sovereign::Player(team));
  }
  // A finished game: checkmate is a win for the side that gave it (nearer
  // is bigger), stalemate and the move cap are 0.
  static int terminal_utility(const Position& pos, int ply, int team, const Weights&) {
    const std::optional<int> winner = sovereign::winning_team(sovereign::outcome(pos.position()));
    if (!winner) return 0;
    return *winner == team ? kWinScore - ply : -(kWinScore - ply);
  }
  static TeamValues results(const Position& pos) {
    return game::team_returns<kTeams>(sovereign::winning_team(sovereign::outcome(pos.position())));
  }
  static TeamValues estimate(const Position& pos, const Weights& w) {
    const double white = 1 / (1 + std::exp(-utility(pos, w, 0) / 400.0));
    return {white, 1 - white};
  }
};

}  // namespace minnaar::tournament
