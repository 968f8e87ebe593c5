// The searches' view of Schachen over its fast types (search_traits.h):
// teams White 0 and Black 1, zero-sum. A search position ends where a game
// runner stops: checkmate, stalemate or the move cap (docs/rules/schachen.md#a-turn).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include "engine/schachen/game.h"
#include "engine/schachen/movegen.h"
#include "engine/team_returns.h"
#include "tournament/players/evaluation.h"
#include "tournament/players/schachen/evaluation.h"

namespace minnaar::tournament {

// The engine's position with the end of game the searches ask for.
class SchachenSearchPosition {
 public:
  explicit SchachenSearchPosition(const schachen::Position& pos) : pos_(pos) {}
  const schachen::Position& position() const { return pos_; }

  schachen::Position::Undo make(const schachen::Turn& t) { return pos_.make(t); }
  void unmake(const schachen::Turn& t, const schachen::Position::Undo& undo) {
    pos_.unmake(t, undo);
  }
  bool capped() const { return pos_.move_number() >= schachen::kMoveCap; }
  bool is_over() const { return capped() || !schachen::has_legal_move(pos_); }
  std::uint64_t hash() const { return pos_.hash(); }

 private:
  schachen::Position pos_;
};

// The turns of a position, as the searches list moves.
class SchachenTurnList {
 public:
  void clear() { turns_.clear(); }
  void push(const schachen::Turn& t) { turns_.push_back(t); }
  std::size_t size() const { return turns_.size(); }
  bool empty() const { return turns_.empty(); }
  const schachen::Turn& operator[](std::size_t i) const { return turns_[i]; }
  auto begin() const { return turns_.begin(); }
  auto end() const { return turns_.end(); }
  std::vector<schachen::Turn>& storage() { return turns_; }

 private:
  std::vector<schachen::Turn> turns_;
};

struct SchachenSearch {
  using Position = SchachenSearchPosition;
  using Move = schachen::Turn;
  using MoveList = SchachenTurnList;
  using Weights = SchachenWeights;
  static constexpr int kMaxMoves = 0;  // unbounded: placements multiply the moves
  static constexpr int kTeams = 2;
  static constexpr int kHistorySlots = 1 << 14;
  using TeamValues = std::array<double, kTeams>;

  static Position from_state(const game::State& state) {
    return Position(*schachen::position_of(state));
  }
  static game::Action to_action(const game::State& state, const Move& m) {
    return schachen::action_of(state, m);
  }
  static Move no_move() { return Move(); }  // from = to: never a turn
  static bool is_pass(const Move&) { return false; }
  static void generate(const Position& pos, MoveList& list) {
    schachen::generate_turns(pos.position(), list.storage());
  }
  static int team_to_move(const Position& pos) { return pos.position().side_to_move(); }
  static bool is_capture(const Position& pos, const Move& m) {
    return schachen::is_capture(pos.position(), m.move);
  }
  static int value_on(const Position& pos, schachen::Square s, const Weights& w) {
    const int i = pos.position().index_at(s);
    return i < 0 ? 0 : schachen_piece_value(schachen::kind_of(pos.position().piece(i)), w);
  }
  // Most valuable victim first, then least valuable attacker.
  static int capture_order(const Position& pos, const Move& m, const Weights& w) {
    return 16 * value_on(pos, m.move.to, w) - value_on(pos, m.move.from, w) / 16;
  }
  // The mover's kind and where it lands, folded into the table.
  static int history_slot(const Position& pos, const Move& m) {
    const int i = pos.position().index_at(m.move.from);
    const std::uint64_t key =
        (std::uint64_t(std::uint32_t(m.move.to.x)) << 32 | std::uint32_t(m.move.to.y)) *
            0x9E3779B97F4A7C15ull +
        std::uint64_t(i < 0 ? 0 : pos.position().piece(i));
    return int((key * 0xBF58476D1CE4E5B9ull) >> 50);  // 14 bits
  }
  static int utility(const Position& pos, const Weights& w, int team) {
    return schachen_evaluate(pos.position(), w, schachen::Colour(team));
  }
  // Checkmate is a win for the side that gave it (nearer is bigger);
  // stalemate and the move cap are 0. The rules' end comes before the cap.
  static int terminal_utility(const Position& pos, int ply, int team, const Weights&) {
    const std::optional<int> winner = schachen::winning_team(schachen::outcome(pos.position()));
    if (!winner) return 0;
    return *winner == team ? kWinScore - ply : -(kWinScore - ply);
  }
  static TeamValues results(const Position& pos) {
    return game::team_returns<kTeams>(schachen::winning_team(schachen::outcome(pos.position())));
  }
  static TeamValues estimate(const Position& pos, const Weights& w) {
    const double white = 1 / (1 + std::exp(-utility(pos, w, 0) / 400.0));
    return {white, 1 - white};
  }
};

}  // namespace minnaar::tournament
