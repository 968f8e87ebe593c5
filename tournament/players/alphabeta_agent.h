// Negamax alpha-beta with iterative deepening, a transposition table on the
// position's hash, move ordering (transposition-table move, captures by
// victim and attacker value, killers, history) and quiescence on captures,
// over any Search (search_traits.h). A node's score is the root team's
// utility seen by the side to move there; the window is negated only where
// the other side moves next. Budgets: depth, nodes, time.
//
// Four refinements, each a parameter so that a match can weigh it against
// the search without it (docs/players.md, Search refinements):
// - pvs: after the first move of a node, each move is first searched on a
//   null window [alpha, alpha + 1], which only asks whether it beats the
//   best so far, and searched again on the whole window when it does;
// - lmr: quiet moves late in the order, at depth 3 and more, are searched
//   a ply (late ones two) shallower first, and again at full depth when
//   they beat alpha;
// - partial: when the budget stops an iteration, the move it had already
//   proved better than the previous iteration's best is played;
// - aspiration: from depth 4 on, an iteration first searches a window
//   around the previous iteration's score, and again with that side of
//   the window widened when the score falls outside it.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <vector>

#include "engine/random.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/evaluation.h"
#include "tournament/players/search_traits.h"
#include "tournament/players/weight_table.h"

namespace minnaar::tournament {
namespace alphabeta {

inline constexpr int kInfinity = kWinScore + 1;
inline constexpr int kMaxPly = 128;
// Aspiration windows start at this depth (shallower iterations are cheap
// and their scores swing most), kAspirationWindow either side of the
// previous score, in evaluation units; a side that fails first widens by
// that much, then by twice as much as the time before.
inline constexpr int kAspirationFromDepth = 4;
inline constexpr int kAspirationWindow = 50;

// The strength presets, `level` 1 (weakest) to 8: each a node budget with
// no depth limit, spaced so that neighbouring levels of the current
// edition's Establishment are 100 to 250 Elo apart (docs/players.md,
// Levels; fixtures/tournaments/levels.yaml measures them).
inline constexpr int kLevels = 8;
inline constexpr std::uint64_t kLevelNodes[kLevels + 1] = {0,    170,  330,   480,   650,
                                                           1000, 2000, 15000, 100000};
inline constexpr int kLevelDepth = 64;

template <class Move>
struct TtEntry {
  std::uint64_t key = 0;
  int score = 0;
  Move move;
  std::int8_t depth = -1;
  std::uint8_t bound = 0;  // kExact, kLower or kUpper
};
enum Bound : std::uint8_t { kExact = 1, kLower = 2, kUpper = 3 };

// Win scores count plies from the root; the table stores them from the node,
// so that a stored win keeps its distance wherever it is found again.
inline int to_table(int score, int ply) {
  return score > kDecidedScore ? score + ply : score < -kDecidedScore ? score - ply : score;
}
inline int from_table(int score, int ply) {
  return score > kDecidedScore ? score - ply : score < -kDecidedScore ? score + ply : score;
}

// The moves of one node with their ordering scores: on the stack where the
// game bounds the number of moves, in reused buffers where it does not.
template <class Move, int kMaxMoves>
struct OrderedMoves {
  Move moves[kMaxMoves];
  int scores[kMaxMoves];
  void reserve(std::size_t) {}
};
template <class Move>
struct OrderedMoves<Move, 0> {
  std::vector<Move> moves;
  std::vector<int> scores;
  void reserve(std::size_t n) {
    moves.resize(n);
    scores.resize(n);
  }
};

}  // namespace alphabeta

template <class Game>
class AlphaBetaAgent : public Agent {
  using enum alphabeta::Bound;
  using Position = typename Game::Position;
  using MoveList = typename Game::MoveList;
  using Move = typename Game::Move;
  static constexpr int kMaxMoves = Game::kMaxMoves;
  static constexpr int kInfinity = alphabeta::kInfinity;
  static constexpr int kMaxPly = alphabeta::kMaxPly;

 public:
  AlphaBetaAgent(const Params& params, TeamWeights<typename Game::Weights> weights,
                 std::uint64_t seed)
      : params_(params),
        team_weights_(std::move(weights)),
        max_depth_(params.get_int("level") ? alphabeta::kLevelDepth : params.get_int("depth")),
        node_limit_(params.get_int("level") ? alphabeta::kLevelNodes[params.get_int("level")]
                                            : std::uint64_t(params.get("nodes"))),
        time_limit_ms_(params.get_int("time_ms")),
        quiescence_plies_(params.get_int("quiescence")),
        pvs_(params.get_int("pvs") != 0),
        lmr_(params.get_int("lmr") != 0),
        partial_(params.get_int("partial") != 0),
        aspiration_(params.get_int("aspiration") != 0),
        random_(seed) {
    std::size_t entries = 1;
    while (entries * 2 * sizeof(alphabeta::TtEntry<Move>) <= std::size_t(params.get_int("tt_mb"))
                                                                 << 20)
      entries *= 2;
    table_.resize(entries);
  }

  std::string spec() const override { return params_.spec(); }
  MoveInfo last_info() const override { return info_; }

  game::Action choose_move(const game::State& state) override {
    const auto& root = Game::from_state(state);
    const Move best = choose(root);
    info_ = {};
    info_.score = score_;
    info_.depth = completed_depth_;
    info_.seldepth = seldepth_;
    info_.nodes = nodes_;
    info_.pv = line_text<Game>(state, principal_variation(root, best));
    return Game::to_action(state, best);
  }

 private:
  Move choose(const Position& root) {
    nodes_ = 0;
    seldepth_ = 0;
    score_ = 0;
    completed_depth_ = 0;
    stopped_ = false;
    started_ = std::chrono::steady_clock::now();
    root_team_ = Game::team_to_move(root);
    weights_ = team_weights_.of(root_team_);
    for (auto& k : killers_) k[0] = k[1] = Game::no_move();
    for (int& h : history_) h /= 2;

    Position pos = root;
    MoveList moves;
    Game::generate(pos, moves);
    // Seeded shuffle: equal moves are tried, and so chosen, in a different
    // order in every game, yet the same order for the same seed.
    std::vector<Move> order(moves.begin(), moves.end());
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[random_.below(i)]);

    Move best = order[0];
    for (int depth = 1; depth <= max_depth_; ++depth) {
      // The window [low, high] of the iteration: the whole range, or with
      // `aspiration` one around the previous iteration's score.
      const bool aspire = aspiration_ && depth >= alphabeta::kAspirationFromDepth &&
                          score_ > -kDecidedScore && score_ < kDecidedScore;
      int low = aspire ? score_ - alphabeta::kAspirationWindow : -kInfinity;
      int high = aspire ? score_ + alphabeta::kAspirationWindow : kInfinity;
      int widen_low = alphabeta::kAspirationWindow, widen_high = alphabeta::kAspirationWindow;
      // A move this iteration proved at least as good as the first one (the
      // previous iteration's best) by failing high, from an earlier window.
      Move proved = Game::no_move();
      int proved_score = 0;
      int alpha;
      Move iteration_best;
      for (;;) {
        alpha = low;
        iteration_best = Game::no_move();
        for (const Move m : order) {
          const auto undo = pos.make(m);
          int score;
          if (pvs_ && !(iteration_best == Game::no_move())) {
            score = child_score(pos, true, depth - 1, alpha, alpha + 1, 1);
            if (score > alpha && score < high && !stopped_)
              score = child_score(pos, true, depth - 1, alpha, high, 1);
          } else {
            score = child_score(pos, true, depth - 1, alpha, high, 1);
          }
          pos.unmake(m, undo);
          if (stopped_) break;
          if (score > alpha) {
            alpha = score;
            iteration_best = m;
          }
          if (alpha >= high) break;
        }
        if (stopped_) break;
        if (alpha >= high && high < kInfinity) {
          // Failed high: the move is at least `high`, and better than every
          // move before it. It leads the search again, with a higher top.
          proved = iteration_best;
          proved_score = alpha;
          std::stable_partition(order.begin(), order.end(),
                                [m = proved](Move x) { return x == m; });
          high = high >= kDecidedScore - widen_high ? kInfinity : high + widen_high;
          widen_high = std::min(widen_high, kDecidedScore) * 2;  // past it: no top, no overflow
        } else if (iteration_best == Game::no_move() && low > -kInfinity) {
          // Failed low: no move is above `low`; again with a lower bottom.
          low = low <= -kDecidedScore + widen_low ? -kInfinity : low - widen_low;
          widen_low = std::min(widen_low, kDecidedScore) * 2;
        } else {
          break;
        }
      }
      if (stopped_) {
        // Every move searched to the end was compared with the first, the
        // previous iteration's best or a move that failed high above it:
        // the best of them is proved at least as good at this depth.
        if (iteration_best == Game::no_move()) {
          iteration_best = proved;
          alpha = proved_score;
        }
        if (!(iteration_best == Game::no_move()) && (depth == 1 || partial_)) {
          best = iteration_best;
          score_ = alpha;
        }
        break;
      }
      best = iteration_best;
      score_ = alpha;
      completed_depth_ = depth;
      // Best move first in the next iteration.
      std::stable_partition(order.begin(), order.end(), [best](Move m) { return m == best; });
      if (alpha > kDecidedScore || alpha < -kDecidedScore) break;  // the game is decided
    }
    return best;
  }

  // The expected line: the chosen move, then the transposition table's
  // best move of each position reached, up to the depth searched.
  std::vector<Move> principal_variation(const Position& root, Move best) const {
    std::vector<Move> line{best};
    Position pos = root;
    pos.make(best);
    while (int(line.size()) < std::max(completed_depth_, 1) && !pos.is_over()) {
      const alphabeta::TtEntry<Move>& entry = table_[pos.hash() & (table_.size() - 1)];
      if (entry.key != pos.hash() || entry.move == Game::no_move()) break;
      MoveList moves;
      Game::generate(pos, moves);
      if (std::find(moves.begin(), moves.end(), entry.move) == moves.end()) break;
      line.push_back(entry.move);
      pos.make(entry.move);
    }
    return line;
  }

  bool out_of_budget() {
    if (node_limit_ && nodes_ >= node_limit_) return true;
    if (time_limit_ms_ && (nodes_ & 1023) == 0 &&
        std::chrono::steady_clock::now() - started_ >= std::chrono::milliseconds(time_limit_ms_))
      return true;
    return false;
  }

  // Scores are negamax, from the view of the side of the node: `ours`
  // when the root team is to move there. A finished node belongs to the
  // side that did not make the last move.
  bool side_after(const Position& child, bool parent_ours) const {
    return child.is_over() ? !parent_ours : Game::team_to_move(child) == root_team_;
  }
  // The score of `child` (just made) for the parent's side, within the
  // parent's window [alpha, beta]: the window and the score are negated when
  // the other side moves there, kept when the same side moves again. With
  // `quiescence` >= 0 the child is searched by quiesce() at that capture
  // depth.
  int child_score(Position& child, bool parent_ours, int depth, int alpha, int beta, int ply,
                  int quiescence = -1) {
    const bool ours = side_after(child, parent_ours);
    if (ours == parent_ours)
      return quiescence >= 0 ? quiesce(child, ours, alpha, beta, ply, quiescence)
                             : search(child, ours, depth, alpha, beta, ply);
    return quiescence >= 0 ? -quiesce(child, ours, -beta, -alpha, ply, quiescence)
                           : -search(child, ours, depth, -beta, -alpha, ply);
  }

  // The root team's utility, seen by the node's side (negamax).
  int static_score(const Position& pos, bool ours) const {
    const int u = Game::utility(pos, weights_, root_team_);
    return ours ? u : -u;
  }
  int terminal(const Position& pos, bool ours, int ply) const {
    const int u = Game::terminal_utility(pos, ply, root_team_, weights_);
    return ours ? u : -u;
  }

  int search(Position& pos, bool ours, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    seldepth_ = std::max(seldepth_, ply);
    if (out_of_budget()) stopped_ = true;
    if (stopped_) return 0;
    if (pos.is_over()) return terminal(pos, ours, ply);
    if (depth <= 0 || ply >= kMaxPly)
      return quiescence_plies_ ? quiesce(pos, ours, alpha, beta, ply, 0) : static_score(pos, ours);

    alphabeta::TtEntry<Move>& entry = table_[pos.hash() & (table_.size() - 1)];
    Move tt_move = Game::no_move();
    if (entry.key == pos.hash()) {
      tt_move = entry.move;
      if (entry.depth >= depth) {
        const int score = alphabeta::from_table(entry.score, ply);
        if (entry.bound == kExact || (entry.bound == kLower && score >= beta) ||
            (entry.bound == kUpper && score <= alpha))
          return score;
      }
    }

    MoveList list;
    Game::generate(pos, list);
    const std::size_t count = list.size();
    auto& ordered = ordered_[std::size_t(ply)];
    ordered.reserve(count);
    Move* moves = &ordered.moves[0];
    int* scores = &ordered.scores[0];
    for (std::size_t i = 0; i < count; ++i) {
      moves[i] = list[i];
      scores[i] = order_score(pos, moves[i], tt_move, ply);
    }

    const int original_alpha = alpha;
    int best_score = -kInfinity;
    Move best_move = Game::no_move();
    for (std::size_t i = 0; i < count; ++i) {
      pick_next(moves, scores, i, count);
      const Move m = moves[i];

      const bool capture = Game::is_capture(pos, m);
      const bool quiet = !capture && !Game::is_pass(m) && !(m == killers_[ply][0]) &&
                         !(m == killers_[ply][1]) && !(m == tt_move);
      const int slot = Game::history_slot(pos, m);
      const auto undo = pos.make(m);
      int score;
      if (i == 0 || !(pvs_ || lmr_)) {
        score = child_score(pos, ours, depth - 1, alpha, beta, ply + 1);
      } else {
        const int reduction = lmr_ && quiet && depth >= 3 && i >= 3 ? (i >= 8 ? 2 : 1) : 0;
        const int narrow = pvs_ ? alpha + 1 : beta;
        score = child_score(pos, ours, depth - 1 - reduction, alpha, narrow, ply + 1);
        if (reduction && score > alpha && !stopped_)
          score = child_score(pos, ours, depth - 1, alpha, narrow, ply + 1);
        if (narrow < beta && score > alpha && score < beta && !stopped_)
          score = child_score(pos, ours, depth - 1, alpha, beta, ply + 1);
      }
      pos.unmake(m, undo);
      if (stopped_) return 0;
      if (score > best_score) {
        best_score = score;
        best_move = m;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!capture && !Game::is_pass(m)) {
          if (!(killers_[ply][0] == m)) {
            killers_[ply][1] = killers_[ply][0];
            killers_[ply][0] = m;
          }
          history_[slot] += depth * depth;
        }
        break;
      }
    }
    entry = {pos.hash(), alphabeta::to_table(best_score, ply), best_move,
             std::int8_t(std::min(depth, 127)),
             std::uint8_t(best_score <= original_alpha ? kUpper
                          : best_score >= beta         ? kLower
                                                       : kExact)};
    return best_score;
  }

  int quiesce(Position& pos, bool ours, int alpha, int beta, int ply, int qdepth) {
    ++nodes_;
    seldepth_ = std::max(seldepth_, ply);
    if (out_of_budget()) stopped_ = true;
    if (stopped_) return 0;
    if (pos.is_over()) return terminal(pos, ours, ply);
    const int stand_pat = static_score(pos, ours);
    if (stand_pat >= beta || qdepth >= quiescence_plies_ || ply >= kMaxPly) return stand_pat;
    alpha = std::max(alpha, stand_pat);

    MoveList list;
    Game::generate(pos, list);
    auto& ordered = ordered_[std::size_t(ply)];
    ordered.reserve(list.size());
    Move* captures = &ordered.moves[0];
    int* scores = &ordered.scores[0];
    std::size_t count = 0;
    for (const Move m : list)
      if (Game::is_capture(pos, m)) {
        scores[count] = capture_order(pos, m);
        captures[count++] = m;
      }
    int best = stand_pat;
    for (std::size_t i = 0; i < count; ++i) {
      pick_next(captures, scores, i, count);
      const Move m = captures[i];
      const auto undo = pos.make(m);
      const int score = child_score(pos, ours, 0, alpha, beta, ply + 1, qdepth + 1);
      pos.unmake(m, undo);
      if (stopped_) return 0;
      best = std::max(best, score);
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    return best;
  }

  int capture_order(const Position& pos, Move m) const {
    return Game::capture_order(pos, m, weights_);
  }

  int order_score(const Position& pos, Move m, Move tt_move, int ply) const {
    if (m == tt_move) return 1 << 30;
    if (Game::is_pass(m)) return 0;
    if (Game::is_capture(pos, m)) return (1 << 28) + capture_order(pos, m);
    if (m == killers_[ply][0]) return (1 << 27) + 1;
    if (m == killers_[ply][1]) return 1 << 27;
    return std::min(history_[std::size_t(Game::history_slot(pos, m))], (1 << 26));
  }

  // Selection sort, one step: the best-ordered of moves[i..count) to slot i.
  static void pick_next(Move* moves, int* scores, std::size_t i, std::size_t count) {
    std::size_t pick = i;
    for (std::size_t j = i + 1; j < count; ++j)
      if (scores[j] > scores[pick]) pick = j;
    std::swap(moves[i], moves[pick]);
    std::swap(scores[i], scores[pick]);
  }

  Params params_;
  TeamWeights<typename Game::Weights> team_weights_;
  typename Game::Weights weights_;  // the root team's, for the move being chosen
  int max_depth_;
  std::uint64_t node_limit_;
  int time_limit_ms_;
  int quiescence_plies_;
  bool pvs_, lmr_, partial_, aspiration_;
  SplitMix64 random_;
  std::vector<alphabeta::TtEntry<Move>> table_;
  Move killers_[kMaxPly + 1][2];
  std::array<int, Game::kHistorySlots> history_{};
  // One buffer per ply (search and quiescence never share a ply).
  std::vector<alphabeta::OrderedMoves<Move, kMaxMoves>> ordered_ =
      std::vector<alphabeta::OrderedMoves<Move, kMaxMoves>>(kMaxPly + 2);
  int root_team_ = 0;
  std::uint64_t nodes_ = 0;
  int seldepth_ = 0;         // the deepest ply reached
  int score_ = 0;            // the chosen move's score, for the root team
  int completed_depth_ = 0;  // the last iteration searched to the end
  MoveInfo info_;
  bool stopped_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace minnaar::tournament
