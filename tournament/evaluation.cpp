#include "tournament/evaluation.h"

#include <algorithm>

#include "engine/bitboard.h"
#include "engine/movegen.h"
#include "engine/rules.h"

namespace minnaar::tournament {
namespace {

// Every square a piece of `side` attacks (Alliance or Establishment).
Bitboard attacked_by(const Position& pos, bool alliance) {
  const Bitboard occupied = pos.occupied();
  Bitboard attacked = 0;
  for (Bitboard b = alliance ? pos.alliance() : pos.establishment(); b;) {
    const Square s = pop_lsb(b);
    attacked |= attacks::of(type_of(pos.piece_on(s)), s, occupied);
  }
  return attacked;
}

int material(const Position& pos, Bitboard pieces, const EvalWeights& w) {
  int total = 0;
  for (Bitboard b = pieces; b;) total += piece_value(type_of(pos.piece_on(pop_lsb(b))), w);
  return total;
}

// Legal moves of a faction as if it were to move.
int moves_of(const Position& pos, Faction f) {
  const Bitboard occupied = pos.occupied();
  const Bitboard targets = landing_squares(pos, f);
  int count = 0;
  for (Bitboard b = pos.pieces(f); b;) {
    const Square s = pop_lsb(b);
    count += popcount(attacks::of(type_of(pos.piece_on(s)), s, occupied) & targets);
  }
  return count;
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
  if (w.mobility)
    score += w.mobility * (moves_of(pos, kSouth) + moves_of(pos, kNorth) - moves_of(pos, kWhite) -
                           moves_of(pos, kBlack));
  if (w.threatened) {
    const int alliance_threatened =
        material(pos, pos.alliance() & attacked_by(pos, /*alliance=*/false), w);
    const int establishment_threatened =
        material(pos, pos.establishment() & attacked_by(pos, /*alliance=*/true), w);
    score += w.threatened * (establishment_threatened - alliance_threatened) / 1000;
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
