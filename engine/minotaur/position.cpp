#include "engine/minotaur/position.h"

#include "engine/random.h"

namespace minnaar::minotaur {
namespace zobrist {
namespace {

constexpr Keys make_keys() {
  Keys k{};
  SplitMix64 random(0x6D696E6F74617572ull);  // "minotaur"
  for (auto& row : k.piece)
    for (auto& key : row) key = random.next();
  k.black_to_move = random.next();
  for (auto& key : k.to_place) key = random.next();
  for (auto& key : k.awake) key = random.next();
  for (auto& row : k.counters)
    for (auto& key : row) key = random.next();
  return k;
}

}  // namespace

constinit const Keys keys = make_keys();

}  // namespace zobrist

Position Position::start() {
  Position pos;
  // White's corner by band, from its left (the a1 side) to its right
  // (docs/rules/minotaur.md#pieces); Black's is the same reflected through the centre.
  struct Placed {
    Square square;
    PieceType type;
  };
  constexpr Placed kWhiteStart[] = {
      {kH1, kTotem},    {kG1, kWarrior},  {kH2, kWarrior},   {kF1, kDefender}, {kG2, kShaman},
      {kH3, kDefender}, {kE1, kWarrior},  {kF2, kWarrior},   {kG3, kWarrior},  {kH4, kWarrior},
      {kD1, kWarrior},  {kE2, kChampion}, {kF3, kChieftain}, {kG4, kChampion}, {kH5, kWarrior},
  };
  for (const Placed& p : kWhiteStart) {
    pos.put_piece(make_piece(kWhite, p.type), p.square);
    pos.put_piece(make_piece(kBlack, p.type), Square(kSquareCount - 1 - p.square));
  }
  pos.to_place_ = 3;
  return pos;
}

Square Position::nearest(Color owner, Square target, Bitboard candidates) {
  assert(candidates);
  Square best = pop_lsb(candidates);
  int best_key = nearness_key(owner, target, best);
  while (candidates) {
    const Square s = pop_lsb(candidates);
    if (const int key = nearness_key(owner, target, s); key < best_key) {
      best = s;
      best_key = key;
    }
  }
  return best;
}

void Position::succeed(Color loser, PieceType lost, Square at, Undo& undo) {
  auto promote = [&](Bitboard candidates, PieceType to) {
    if (!candidates) return;
    const Square s = nearest(loser, at, candidates);
    undo.promoted = std::int8_t(s);
    undo.promoted_from = type_of(board_[s]);
    change_type(s, to);
  };
  switch (lost) {
    case kChieftain:
      promote(pieces(loser, kChampion), kChieftain);
      break;
    case kChampion:
      promote(pieces(loser, kWarrior), kChampion);
      break;
    case kTotem: {
      // The Chieftain is saved first, else the nearest Champion; every
      // other piece leaves the board.
      const Bitboard chieftain = pieces(loser, kChieftain);
      Bitboard kept = chieftain;
      if (!kept && pieces(loser, kChampion))
        kept = square_bb(nearest(loser, at, pieces(loser, kChampion)));
      undo.totem_fell = true;
      for (int t = kTotem; t < kPieceTypeCount; ++t) {
        const Bitboard gone = pieces(loser, PieceType(t)) & ~kept;
        undo.removed[t] = gone;
        for (Bitboard b = gone; b;) remove_piece(pop_lsb(b));
      }
      if (kept) promote(kept, kAvenger);
      break;
    }
    default:
      break;
  }
}

}  // namespace minnaar::minotaur
