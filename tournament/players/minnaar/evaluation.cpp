#include "tournament/players/minnaar/evaluation.h"

#include <algorithm>

#include "engine/board8/bitboard.h"
#include "engine/minnaar/attacks.h"
#include "engine/minnaar/rules.h"

namespace minnaar::tournament {

using namespace current;

namespace {

int material(const Position& pos, Bitboard pieces, const EvalWeights& w) {
  int total = 0;
  for (Bitboard b = pieces; b;) total += piece_value(type_of(pos.piece_on(pop_lsb(b))), w);
  return total;
}

// One pass over the pieces of a side: the squares they attack and the moves
// they would have if it were their turn.
struct SideActivity {
  Bitboard attacked = 0;
  int moves = 0;
};

SideActivity activity(const Position& pos, Bitboard side, Bitboard occupied) {
  SideActivity a;
  for (Bitboard b = side; b;) {
    const Square s = pop_lsb(b);
    const Bitboard reach = current::attacks::of(type_of(pos.piece_on(s)), s, occupied);
    a.attacked |= reach;
    a.moves += popcount(reach & ~side);
  }
  return a;
}

// The Sovereigns whose capture shrinks the smaller group: the smaller
// group's, or both groups' when they are the same size.
Bitboard smaller_group_sovereigns(const Position& pos) {
  const int south = popcount(pos.pieces(kSouth)), north = popcount(pos.pieces(kNorth));
  return (south <= north ? pos.pieces(kSouth) : Bitboard(0)) |
         (north <= south ? pos.pieces(kNorth) : Bitboard(0));
}

}  // namespace

int piece_value(PieceType t, const EvalWeights& w) {
  switch (t) {
    case kSovereign:
      return w.sovereign;
    case kKing:
      return w.king;
    case kQueen:
      return w.queen;
    case kRook:
      return w.rook;
    case kBishop:
      return w.bishop;
    case kKnight:
      return w.knight;
    case kNoPieceType:
      break;
  }
  return 0;
}

int evaluate(const Position& pos, const EvalWeights& w) {
  // Everything from the Alliance's point of view first.
  int score = material(pos, pos.alliance(), w) - material(pos, pos.establishment(), w);
  score += w.smaller_group * std::min(popcount(pos.pieces(kSouth)), popcount(pos.pieces(kNorth)));
  if (w.mobility || w.threatened || w.hanging) {
    const SideActivity alliance = activity(pos, pos.alliance(), pos.occupied());
    const SideActivity establishment = activity(pos, pos.establishment(), pos.occupied());
    score += w.mobility * (alliance.moves - establishment.moves);
    // What an attacked Sovereign of the smaller group puts at stake beyond
    // its material.
    const Bitboard smaller = w.smaller_threat ? smaller_group_sovereigns(pos) : Bitboard(0);
    const int group_share = w.smaller_group * w.smaller_threat / 1000;
    if (w.threatened) {
      const int alliance_threatened = material(pos, pos.alliance() & establishment.attacked, w) +
                                      group_share * popcount(smaller & establishment.attacked);
      const int establishment_threatened =
          material(pos, pos.establishment() & alliance.attacked, w);
      score += w.threatened * (establishment_threatened - alliance_threatened) / 1000;
    }
    if (w.hanging) {
      const Bitboard undefended = establishment.attacked & ~alliance.attacked;
      const int alliance_hanging = material(pos, pos.alliance() & undefended, w) +
                                   group_share * popcount(smaller & undefended);
      const int establishment_hanging =
          material(pos, pos.establishment() & alliance.attacked & ~establishment.attacked, w);
      score += w.hanging * (establishment_hanging - alliance_hanging) / 1000;
    }
  }
  const int limit = rules::kQuietTurnLimit;
  score = int(std::int64_t(score) * (limit * 100 - w.tally * pos.tally()) / (limit * 100));
  return is_alliance(pos.side_to_move()) ? score : -score;
}

int terminal_score(const Position& pos, int ply) {
  bool alliance_won;
  switch (pos.outcome()) {
    case Outcome::kAllianceWins:
      alliance_won = true;
      break;
    case Outcome::kEstablishmentWins:
      alliance_won = false;
      break;
    default:
      return 0;
  }
  const bool side_won = alliance_won == is_alliance(pos.side_to_move());
  return side_won ? kWinScore - ply : -(kWinScore - ply);
}

}  // namespace minnaar::tournament
