#include "tournament/players/sovereign/evaluation.h"

#include <cstdlib>

namespace minnaar::tournament {
namespace {

using namespace sovereign;

// Steps a pawn on s has come from the board's edge towards the two centre
// lines (0 on a corner, 12 next to the centre).
int pawn_steps(Square s) {
  const int dv = std::abs(2 * file_of(s) - 15), dh = std::abs(2 * rank_of(s) - 15);
  return (30 - dv - dh) / 2;
}

// One player's side of the score: its armies, its reach, its king's safety.
int side_score(const Position& pos, const SovereignWeights& w, Player p) {
  int score = 0;
  Bitboard pieces = pos.controlled_pieces(p);
  while (pieces.any()) {
    const Square s = pieces.pop();
    const Role role = role_of(pos.piece_on(s));
    score += sovereign_piece_value(role, w);
    if (role == kPawn) score += w.centre * pawn_steps(s);
  }
  const ColourSet mine = pos.control(p);
  score += w.army * (std::popcount(unsigned(mine)) - 1);
  for (int c = 0; c < kColourCount; ++c) {
    if ((mine & colour_bit(c)) || c == pos.owned(opponent(p))) continue;
    for (const Square s : kColourSquares[std::size_t(c)]) {
      const Piece holder = pos.piece_on(s);
      const bool open = holder == kNoPiece && pos.piece_on(twin_of(s)) == kNoPiece;
      const bool enemy = holder != kNoPiece && pos.controller(colour_of(holder)) == opponent(p);
      if ((open || enemy) && pos.attacked(s, p)) {
        score += w.reach;
        break;
      }
    }
  }
  const Square king = pos.king_square(p);
  Bitboard around = tables().king[std::size_t(king)];
  while (around.any())
    if (pos.attacked(around.pop(), opponent(p))) score -= w.king_danger;
  return score;
}

}  // namespace

int sovereign_piece_value(Role role, const SovereignWeights& w) {
  switch (role) {
    case kQueen:
      return w.queen;
    case kRook:
      return w.rook;
    case kBishop:
      return w.bishop;
    case kKnight:
      return w.knight;
    case kPawn:
      return w.pawn;
    default:
      return 0;  // the king is never captured: it is the game
  }
}

int sovereign_evaluate(const Position& pos, const SovereignWeights& w, Player player) {
  return side_score(pos, w, player) - side_score(pos, w, opponent(player));
}

}  // namespace minnaar::tournament
