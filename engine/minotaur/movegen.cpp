#include "engine/minotaur/movegen.h"

#include <array>

#include "engine/board8/notation.h"

namespace minnaar::minotaur {
namespace {

// A step (dx, dy) of every square of `b` that stays on the board.
constexpr Bitboard shift(Bitboard b, int dx, int dy) {
  Bitboard out = 0;
  for (int s = 0; s < kSquareCount; ++s)
    if (b & square_bb(Square(s))) {
      const int f = file_of(Square(s)) + dx, r = rank_of(Square(s)) + dy;
      if (is_on_board(f, r)) out |= square_bb(make_square(f, r));
    }
  return out;
}

// docs/rules/minotaur.md#pieces, in the board's directions: White's forward is
// (-1, +1), Black's (+1, -1); sideways are (+1, +1) and (-1, -1) for both;
// captures are White's (-1, 0) and (0, +1), Black's (+1, 0) and (0, -1).
struct WarriorTables {
  std::array<std::array<Bitboard, kSquareCount>, 2> steps{};
  std::array<std::array<Bitboard, kSquareCount>, 2> captures{};
};
constexpr WarriorTables make_warrior_tables() {
  WarriorTables t{};
  for (int s = 0; s < kSquareCount; ++s) {
    const Bitboard b = square_bb(Square(s));
    const Bitboard sideways = shift(b, 1, 1) | shift(b, -1, -1);
    t.steps[kWhite][s] = shift(b, -1, 1) | sideways;
    t.steps[kBlack][s] = shift(b, 1, -1) | sideways;
    t.captures[kWhite][s] = shift(b, -1, 0) | shift(b, 0, 1);
    t.captures[kBlack][s] = shift(b, 1, 0) | shift(b, 0, -1);
  }
  return t;
}
constinit const WarriorTables kWarriorTables = make_warrior_tables();

// The squares the non-Warrior piece `type` on `s` attacks under `occupied`.
inline Bitboard attacks_of(PieceType type, Square s, Bitboard occupied) {
  switch (type) {
    case kChieftain:
      return attacks::king[s];
    case kChampion:
      return attacks::rook(s, occupied);
    case kShaman:
    case kVanguard:
      return attacks::bishop(s, occupied);
    case kDefender:
      return attacks::knight[s];
    case kAvenger:
      return attacks::queen(s, occupied);
    default:
      return 0;
  }
}

// Calls visit(from, targets) for every piece of the side to move with its
// legal targets, the Warriors' steps and captures together.
template <class Visit>
inline void for_each_piece(const Position& pos, const Visit& visit) {
  const Color us = pos.side_to_move();
  const Bitboard own = pos.pieces(us), enemy = pos.pieces(opponent(us));
  const Bitboard occupied = own | enemy, empty = ~occupied;
  for (Bitboard b = pos.pieces(us, kWarrior); b;) {
    const Square s = pop_lsb(b);
    visit(s, (kWarriorTables.steps[us][s] & empty) | (kWarriorTables.captures[us][s] & enemy));
  }
  for (Bitboard b = pos.pieces(us, kChampion); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::rook(s, occupied) & ~own);
  }
  for (Bitboard b = pos.pieces(us) & (pos.pieces(kShaman) | pos.pieces(kVanguard)); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::bishop(s, occupied) & ~own);
  }
  for (Bitboard b = pos.pieces(us, kChieftain); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::king[s] & ~own);
  }
  if (pos.is_awake(us))
    for (Bitboard b = pos.pieces(us, kDefender); b;) {
      const Square s = pop_lsb(b);
      visit(s, attacks::knight[s] & ~own);
    }
  for (Bitboard b = pos.pieces(us, kAvenger); b;) {
    const Square s = pop_lsb(b);
    visit(s, attacks::queen(s, occupied) & ~own);
  }
}

}  // namespace

Bitboard warrior_steps(Color c, Square s) { return kWarriorTables.steps[c][s]; }
Bitboard warrior_captures(Color c, Square s) { return kWarriorTables.captures[c][s]; }

Bitboard piece_reach(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  if (p == kNoPiece) return 0;
  const Color c = color_of(p);
  if (type_of(p) == kWarrior) return kWarriorTables.steps[c][s] | kWarriorTables.captures[c][s];
  if (type_of(p) == kDefender && !pos.is_awake(c)) return 0;
  return attacks_of(type_of(p), s, pos.occupied());
}

void generate_moves(const Position& pos, MoveList& list) {
  list.clear();
  if (pos.is_over()) return;
  const Color us = pos.side_to_move();
  if (pos.must_place(us)) {
    for (Bitboard b = kPlacementSquares[us] & ~pos.occupied(); b;) list.push(placement(pop_lsb(b)));
  } else {
    for_each_piece(pos, [&list](Square from, Bitboard targets) {
      while (targets) list.push(Move(from, pop_lsb(targets)));
    });
  }
  if (list.empty()) list.push(Move::pass());
}

int count_moves(const Position& pos) {
  if (pos.is_over()) return 0;
  const Color us = pos.side_to_move();
  int n = 0;
  if (pos.must_place(us))
    n = popcount(kPlacementSquares[us] & ~pos.occupied());
  else
    for_each_piece(pos, [&n](Square, Bitboard targets) { n += popcount(targets); });
  return n == 0 ? 1 : n;
}

std::string why_illegal(const Position& pos, Move m) {
  if (pos.is_over()) return "the game is over";
  MoveList legal;
  generate_moves(pos, legal);
  if (legal.contains(m)) return {};
  const Color us = pos.side_to_move();
  const char* side = us == kWhite ? "White" : "Black";
  if (m.is_pass()) return "pass is legal only when it is the one legal move";
  if (legal.size() == 1 && legal[0].is_pass()) return std::string(side) + " has no move: it passes";
  if (pos.must_place(us)) {
    if (!is_placement(m))
      return std::string(side) + " must first place its Vanguard (e.g. @" +
             square_name(legal[0].to()) + ")";
    const Square s = m.to();
    if (pos.piece_on(s) != kNoPiece) return square_name(s) + " is not empty";
    if (!is_dark(s)) return square_name(s) + " is a light square: the Vanguard goes on a dark one";
    return square_name(s) + " is on band " + std::to_string(band(us, s)) + " of " + side +
           ": the Vanguard is placed on bands 1-6";
  }
  if (is_placement(m)) return std::string(side) + " has no Vanguard to place";
  const Piece p = pos.piece_on(m.from());
  const std::string from = square_name(m.from());
  if (p == kNoPiece) return "no piece on " + from;
  if (color_of(p) != us) return "the piece on " + from + " is not " + side + "'s";
  const Piece target = pos.piece_on(m.to());
  if (target != kNoPiece && color_of(target) == us)
    return square_name(m.to()) + " holds a piece of " + side + "'s own";
  switch (type_of(p)) {
    case kTotem:
      return "the Totem on " + from + " never moves";
    case kDefender:
      if (!pos.is_awake(us)) return "the Defender on " + from + " is asleep";
      return "a Defender moves as a knight";
    case kWarrior:
      return target == kNoPiece ? "a Warrior steps one square forward or sideways without capturing"
                                : "a Warrior captures one orthogonal step forward";
    default:
      return "the " + std::string(1, kTypeLetters[type_of(p)]) + " on " + from + " cannot reach " +
             square_name(m.to());
  }
}

}  // namespace minnaar::minotaur
