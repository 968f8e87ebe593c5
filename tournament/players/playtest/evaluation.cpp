#include "tournament/players/playtest/evaluation.h"

#include "engine/board8/bitboard.h"
#include "engine/playtest/movegen.h"
#include "tournament/players/evaluation.h"

namespace minnaar::tournament {
namespace {

using playtest::Player;
using playtest::Position;

// One player's progress towards sovereignty; 0 once it is out of reach.
int progress(const Position& pos, const PlaytestWeights& w, Player p) {
  if (pos.cannot_achieve(p)) return 0;
  const Bitboard occupied = pos.occupied();
  const int far = playtest::far_rank(p);
  int score = w.passage * pos.passages(p) + w.traditional * popcount(pos.traditional(p));
  for (Bitboard b = pos.sovereigns(p); b;) {
    const Square s = pop_lsb(b);
    score += w.sovereign;
    score += w.advance * (p == playtest::kWhite ? rank_of(s) : 7 - rank_of(s));
    // A free line to the far rank within range: a passage next move.
    Bitboard reach = attacks::queen(s, occupied) & rank_bb(far) & ~pos.pieces(p);
    const int range = pos.rules().sovereign_range();
    if (std::abs(rank_of(s) - far) <= range) {
      for (Bitboard r = reach; r;) {
        const Square t = pop_lsb(r);
        if (std::abs(file_of(t) - file_of(s)) <= range) {
          score += w.threat;
          break;
        }
      }
    }
  }
  return score;
}

// Legal moves of `p` were it to move: pieces' reach without the first-move
// rule, a cheap stand-in.
int activity(const Position& pos, Player p) {
  const Bitboard occupied = pos.occupied();
  int moves = 0;
  for (Bitboard b = pos.sovereigns(p); b;)
    moves += popcount(attacks::queen(pop_lsb(b), occupied) & ~pos.pieces(p));
  return moves;
}

}  // namespace

int playtest_evaluate(const Position& pos, const PlaytestWeights& w, Player player) {
  const Player other = playtest::opponent(player);
  int score = progress(pos, w, player) - w.rival * progress(pos, w, other) / 100;
  if (w.mobility) score += w.mobility * (activity(pos, player) - activity(pos, other));
  return score;
}

int playtest_terminal_score(const Position& pos, int ply, Player player, const PlaytestWeights& w) {
  const int own = pos.achieved(player) ? kWinScore - ply : -(kWinScore - ply);
  return pos.achieved(playtest::opponent(player)) ? own - w.rival : own + w.rival;
}

}  // namespace minnaar::tournament
