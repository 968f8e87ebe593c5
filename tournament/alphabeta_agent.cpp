#include "tournament/alphabeta_agent.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "engine/random.h"
#include "tournament/game_traits.h"

namespace minnaar::tournament {
namespace {

constexpr int kInfinity = kWinScore + 1;
constexpr int kMaxPly = 128;

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
int to_table(int score, int ply) {
  return score > kDecidedScore ? score + ply : score < -kDecidedScore ? score - ply : score;
}
int from_table(int score, int ply) {
  return score > kDecidedScore ? score - ply : score < -kDecidedScore ? score + ply : score;
}

template <class Game>
class AlphaBetaAgent : public BasicAgent<typename Game::Position> {
  using Position = typename Game::Position;
  using MoveList = typename Game::MoveList;
  static constexpr int kMaxMoves = Game::kMaxMoves;

 public:
  AlphaBetaAgent(const Params& params, const typename Game::Weights& weights, std::uint64_t seed)
      : params_(params),
        weights_(weights),
        max_depth_(params.get_int("depth")),
        node_limit_(std::uint64_t(params.get("nodes"))),
        time_limit_ms_(params.get_int("time_ms")),
        quiescence_plies_(params.get_int("quiescence")),
        random_(seed) {
    std::size_t entries = 1;
    while (entries * 2 * sizeof(TtEntry) <= std::size_t(params.get_int("tt_mb")) << 20)
      entries *= 2;
    table_.resize(entries);
  }

  std::string spec() const override { return params_.spec(); }
  std::uint64_t last_nodes() const override { return nodes_; }

  Move choose_move(const Position& root) override {
    nodes_ = 0;
    stopped_ = false;
    started_ = std::chrono::steady_clock::now();
    root_team_ = Game::team_to_move(root);
    for (auto& k : killers_) k[0] = k[1] = Move::none();
    for (auto& row : history_)
      for (int& h : row) h /= 2;

    Position pos = root;
    MoveList moves;
    Game::generate(pos, moves);
    // Seeded shuffle: equal moves are tried, and so chosen, in a different
    // order in every game, yet the same order for the same seed.
    std::vector<Move> order(moves.begin(), moves.end());
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[random_.below(i)]);

    Move best = order[0];
    for (int depth = 1; depth <= max_depth_; ++depth) {
      int alpha = -kInfinity;
      Move iteration_best = Move::none();
      for (const Move m : order) {
        const auto undo = pos.make(m);
        const int score = -search(pos, depth - 1, -kInfinity, -alpha, 1);
        pos.unmake(m, undo);
        if (stopped_) break;
        if (score > alpha) {
          alpha = score;
          iteration_best = m;
        }
      }
      if (stopped_) {
        if (!iteration_best.is_none() && depth == 1) best = iteration_best;
        break;
      }
      best = iteration_best;
      // Best move first in the next iteration.
      std::stable_partition(order.begin(), order.end(), [best](Move m) { return m == best; });
      if (alpha > kDecidedScore || alpha < -kDecidedScore) break;  // the game is decided
    }
    return best;
  }

 private:
  bool out_of_budget() {
    if (node_limit_ && nodes_ >= node_limit_) return true;
    if (time_limit_ms_ && (nodes_ & 1023) == 0 &&
        std::chrono::steady_clock::now() - started_ >= std::chrono::milliseconds(time_limit_ms_))
      return true;
    return false;
  }

  // The root team's utility, seen by the side to move (negamax).
  int static_score(const Position& pos) const {
    const int u = Game::utility(pos, weights_, root_team_);
    return Game::team_to_move(pos) == root_team_ ? u : -u;
  }
  int terminal(const Position& pos, int ply) const {
    const int u = Game::terminal_utility(pos, ply, root_team_, weights_);
    return Game::team_to_move(pos) == root_team_ ? u : -u;
  }

  int search(Position& pos, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (out_of_budget()) stopped_ = true;
    if (stopped_) return 0;
    if (pos.is_over()) return terminal(pos, ply);
    if (depth <= 0 || ply >= kMaxPly)
      return quiescence_plies_ ? quiesce(pos, alpha, beta, ply, 0) : static_score(pos);

    TtEntry& entry = table_[pos.hash() & (table_.size() - 1)];
    Move tt_move = Move::none();
    if (entry.key == pos.hash()) {
      tt_move = entry.move;
      if (entry.depth >= depth) {
        const int score = from_table(entry.score, ply);
        if (entry.bound == kExact || (entry.bound == kLower && score >= beta) ||
            (entry.bound == kUpper && score <= alpha))
          return score;
      }
    }

    MoveList list;
    Game::generate(pos, list);
    const std::size_t count = list.size();
    Move moves[kMaxMoves];
    int scores[kMaxMoves];
    for (std::size_t i = 0; i < count; ++i) {
      moves[i] = list[i];
      scores[i] = order_score(pos, moves[i], tt_move, ply);
    }

    const int original_alpha = alpha;
    int best_score = -kInfinity;
    Move best_move = Move::none();
    for (std::size_t i = 0; i < count; ++i) {
      pick_next(moves, scores, i, count);
      const Move m = moves[i];

      const bool capture = Game::is_capture(pos, m);
      const auto undo = pos.make(m);
      const int score = -search(pos, depth - 1, -beta, -alpha, ply + 1);
      pos.unmake(m, undo);
      if (stopped_) return 0;
      if (score > best_score) {
        best_score = score;
        best_move = m;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!capture && !m.is_pass()) {
          if (killers_[ply][0] != m) {
            killers_[ply][1] = killers_[ply][0];
            killers_[ply][0] = m;
          }
          history_[Game::piece_code(pos, m.from())][m.to()] += depth * depth;
        }
        break;
      }
    }
    entry = {pos.hash(), to_table(best_score, ply), best_move, std::int8_t(std::min(depth, 127)),
             std::uint8_t(best_score <= original_alpha ? kUpper
                          : best_score >= beta         ? kLower
                                                       : kExact)};
    return best_score;
  }

  int quiesce(Position& pos, int alpha, int beta, int ply, int qdepth) {
    ++nodes_;
    if (out_of_budget()) stopped_ = true;
    if (stopped_) return 0;
    if (pos.is_over()) return terminal(pos, ply);
    const int stand_pat = static_score(pos);
    if (stand_pat >= beta || qdepth >= quiescence_plies_ || ply >= kMaxPly) return stand_pat;
    alpha = std::max(alpha, stand_pat);

    MoveList list;
    Game::generate(pos, list);
    Move captures[kMaxMoves];
    int scores[kMaxMoves];
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
      const int score = -quiesce(pos, -beta, -alpha, ply + 1, qdepth + 1);
      pos.unmake(m, undo);
      if (stopped_) return 0;
      best = std::max(best, score);
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    return best;
  }

  // Most valuable victim first, then least valuable attacker.
  int capture_order(const Position& pos, Move m) const {
    return 16 * Game::value_on(pos, m.to(), weights_) -
           Game::value_on(pos, m.from(), weights_) / 16;
  }

  int order_score(const Position& pos, Move m, Move tt_move, int ply) const {
    if (m == tt_move) return 1 << 30;
    if (m.is_pass()) return 0;
    if (Game::is_capture(pos, m)) return (1 << 28) + capture_order(pos, m);
    if (m == killers_[ply][0]) return (1 << 27) + 1;
    if (m == killers_[ply][1]) return 1 << 27;
    return std::min(history_[Game::piece_code(pos, m.from())][m.to()], (1 << 26));
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
  typename Game::Weights weights_;
  int max_depth_;
  std::uint64_t node_limit_;
  int time_limit_ms_;
  int quiescence_plies_;
  SplitMix64 random_;
  std::vector<TtEntry> table_;
  Move killers_[kMaxPly + 1][2];
  int history_[Game::kPieceCodes][kSquareCount] = {};
  int root_team_ = 0;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace

std::unique_ptr<Agent> make_alphabeta_agent(const Params& params, std::uint64_t seed) {
  return std::make_unique<AlphaBetaAgent<MinnaarGame>>(params, params.weights(), seed);
}

std::unique_ptr<PlaytestAgent> make_playtest_alphabeta_agent(const Params& params,
                                                             std::uint64_t seed) {
  return std::make_unique<AlphaBetaAgent<PlaytestGame>>(params, params.playtest_weights(), seed);
}

}  // namespace minnaar::tournament
