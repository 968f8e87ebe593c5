#include "tournament/players/minotaur/evaluation.h"

#include <algorithm>
#include <cstdlib>

#include "engine/board8/bitboard.h"
#include "engine/minotaur/movegen.h"

namespace minnaar::tournament {
namespace {

using namespace minotaur;

// What one player's pieces reach: the squares they could capture on (own
// pieces included: those they defend), by the type of the piece that
// reaches them, and the moves they have.
struct Reach {
  Bitboard all = 0;
  Bitboard by_type[kPieceTypeCount] = {};
  int moves = 0;
  int pieces = 0;                       // entries of square[] and targets[]
  Square square[kSquareCount] = {};     // the pieces that can move,
  Bitboard targets[kSquareCount] = {};  // and where each captures
};

// A Warrior captures only orthogonally forward; its steps reach no piece.
Bitboard capture_squares(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  return type_of(p) == kWarrior ? warrior_captures(color_of(p), s) : piece_reach(pos, s);
}

void compute_reach(const Position& pos, Color c, Reach& r) {
  const Bitboard own = pos.pieces(c), enemy = pos.pieces(opponent(c));
  const Bitboard empty = ~(own | enemy);
  for (Bitboard b = own & ~pos.pieces(kTotem); b;) {
    const Square s = pop_lsb(b);
    const PieceType t = type_of(pos.piece_on(s));
    const Bitboard a = capture_squares(pos, s);
    r.all |= a;
    r.by_type[t] |= a;
    r.moves += popcount(t == kWarrior ? (warrior_steps(c, s) & empty) | (a & enemy) : a & ~own);
    r.square[r.pieces] = s;
    r.targets[r.pieces++] = a;
  }
}

// What `c` loses when its piece of type `t` is captured, succession
// included (docs/rules/minotaur.md#a-game): a Chieftain is replaced by a Champion and a
// Champion by a Warrior, so either costs the piece that steps up; a Totem
// costs every piece but the one that becomes the Avenger; an Avenger (or a
// Totem with no piece to succeed) costs the game.
int loss_of(const Position& pos, Color c, PieceType t, int material, const MinotaurWeights& w) {
  switch (t) {
    case kChieftain:
      return pos.pieces(c, kChampion) ? w.champion : w.chieftain;
    case kChampion:
      return pos.pieces(c, kWarrior) ? w.warrior : w.champion;
    case kTotem:
      return (pos.pieces(c, kChieftain) | pos.pieces(c, kChampion)) != 0 ? material - w.avenger
                                                                         : material + w.avenger;
    case kAvenger:
      return w.avenger + w.totem;
    default:
      return minotaur_piece_value(t, w);
  }
}

int material_of(const Position& pos, Color c, const MinotaurWeights& w) {
  int m = pos.must_place(c) ? w.vanguard : 0;  // the Vanguard still to come
  for (int t = kTotem; t < kPieceTypeCount; ++t)
    m += popcount(pos.pieces(c, PieceType(t))) * minotaur_piece_value(PieceType(t), w);
  return m;
}

int chebyshev(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// One player's side of the score, all but the capture at once.
int side_score(const Position& pos, const MinotaurWeights& w, Color c, int material,
               const Reach& mine, const Reach& theirs) {
  int score = material + w.mobility * mine.moves;

  // Pressure on the own Totem: enemy pieces that reach it or a square next
  // to it, against own pieces that guard that neighbourhood (counted only
  // up to two more than the attackers: guards where no one attacks are idle).
  if (const Bitboard totem = pos.pieces(c, kTotem)) {
    const Bitboard zone = totem | attacks::king[lsb(totem)];
    int attackers = 0, hits = 0, guards = 0;
    for (int i = 0; i < theirs.pieces; ++i) {
      attackers += (theirs.targets[i] & zone) != 0;
      hits += (theirs.targets[i] & totem) != 0;
    }
    for (int i = 0; i < mine.pieces; ++i) guards += (mine.targets[i] & zone) != 0;
    score += w.totem_guard * std::min(guards, attackers + 2) - w.totem_attacker * attackers -
             w.totem_hit * hits;
  }

  // The hunt: an Avenger wants squares, above all squares the hunters do
  // not attack (counted up to 8: what matters is running out of them); the
  // hunters want to close in on it.
  if (const Bitboard avenger = pos.pieces(c, kAvenger)) {
    const Bitboard reach = attacks::queen(lsb(avenger), pos.occupied()) & ~pos.pieces(c);
    score += w.avenger_mobility * popcount(reach) +
             w.avenger_safe * std::min(popcount(reach & ~theirs.all), 8);
  }
  if (const Bitboard prey = pos.pieces(opponent(c), kAvenger))
    for (int i = 0; i < mine.pieces; ++i)
      score += w.hunt * (7 - chebyshev(mine.square[i], lsb(prey)));

  // The Warriors' progress: band 7 is the own corner.
  for (Bitboard b = pos.pieces(c, kWarrior); b;) score += w.advance * (7 - band(c, pop_lsb(b)));

  // Awake Defenders: the enemy's are the price of its Vanguard's crossing.
  if (pos.is_awake(c)) score += w.awake * popcount(pos.pieces(c, kDefender));
  return score;
}

// The best gain of one capture by the side to move: the victim's loss,
// less what the capturer loses when the victim is defended (no recapture
// follows the fall of a Totem or an Avenger: the game or the army is gone).
int best_capture(const Position& pos, const MinotaurWeights& w, Color mover, int mover_material,
                 int victim_material, const Reach& attacker, const Reach& defender) {
  if (pos.must_place(mover)) return 0;
  const Color victim = opponent(mover);
  int best = 0;
  for (Bitboard b = pos.pieces(victim) & attacker.all; b;) {
    const Square s = pop_lsb(b);
    const PieceType t = type_of(pos.piece_on(s));
    int gain = loss_of(pos, victim, t, victim_material, w);
    if (t != kTotem && t != kAvenger && (defender.all & square_bb(s))) {
      int cheapest = gain;
      for (int a = kChieftain; a < kPieceTypeCount; ++a)
        if (attacker.by_type[a] & square_bb(s))
          cheapest = std::min(cheapest, loss_of(pos, mover, PieceType(a), mover_material, w));
      gain -= cheapest;
    }
    best = std::max(best, gain);
  }
  return best;
}

}  // namespace

int minotaur_piece_value(PieceType t, const MinotaurWeights& w) {
  switch (t) {
    case kTotem:
      return w.totem;
    case kChieftain:
      return w.chieftain;
    case kChampion:
      return w.champion;
    case kShaman:
      return w.shaman;
    case kVanguard:
      return w.vanguard;
    case kDefender:
      return w.defender;
    case kWarrior:
      return w.warrior;
    case kAvenger:
      return w.avenger;
    default:
      return 0;
  }
}

int minotaur_evaluate(const Position& pos, const MinotaurWeights& w, Color player) {
  const Color other = opponent(player);
  Reach mine, theirs;
  compute_reach(pos, player, mine);
  compute_reach(pos, other, theirs);
  const int my_material = material_of(pos, player, w);
  const int their_material = material_of(pos, other, w);
  int score = side_score(pos, w, player, my_material, mine, theirs) -
              side_score(pos, w, other, their_material, theirs, mine);
  if (w.threat) {
    const bool ours = pos.side_to_move() == player;
    const int gain = ours ? best_capture(pos, w, player, my_material, their_material, mine, theirs)
                          : best_capture(pos, w, other, their_material, my_material, theirs, mine);
    score += (ours ? 1 : -1) * gain * w.threat / 100;
  }
  return score;
}

}  // namespace minnaar::tournament
