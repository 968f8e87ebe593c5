#include "engine/playtest/movegen.h"

#include <cstdlib>

#include "engine/board8/notation.h"

namespace minnaar::playtest {
namespace {

// Squares within `range` king steps: a Sovereign's reach along its lines.
constexpr std::array<Bitboard, kSquareCount> reach_table(int range) {
  std::array<Bitboard, kSquareCount> table{};
  for (int s = 0; s < kSquareCount; ++s)
    for (int t = 0; t < kSquareCount; ++t) {
      const int files = file_of(Square(s)) - file_of(Square(t));
      const int ranks = rank_of(Square(s)) - rank_of(Square(t));
      if ((files < 0 ? -files : files) <= range && (ranks < 0 ? -ranks : ranks) <= range)
        table[s] |= Bitboard{1} << t;
    }
  return table;
}
constexpr std::array<Bitboard, kSquareCount> kReach2 = reach_table(2);

Bitboard sovereign_targets(const Position& pos, Square s, Bitboard own, Bitboard occupied) {
  Bitboard reach = attacks::queen(s, occupied) & ~own;
  if (pos.rules().sovereign_range() < 7) reach &= kReach2[s];
  return reach;
}

// A traditional piece moves like a pawn of its player.
Bitboard traditional_targets(Square s, Player us, Bitboard opponents, Bitboard occupied) {
  const int file = file_of(s), rank = rank_of(s);
  const int ahead = rank + (us == kWhite ? 1 : -1);
  if (ahead < 0 || ahead > 7) return 0;  // on the far rank: no move
  Bitboard targets = 0;
  const Bitboard one = square_bb(make_square(file, ahead));
  if (!(occupied & one)) {
    targets |= one;
    if (rank == home_rank(us)) {
      const Bitboard two = square_bb(make_square(file, ahead + (us == kWhite ? 1 : -1)));
      if (!(occupied & two)) targets |= two;
    }
  }
  if (file > 0) targets |= square_bb(make_square(file - 1, ahead)) & opponents;
  if (file < 7) targets |= square_bb(make_square(file + 1, ahead)) & opponents;
  return targets;
}

// Calls visit(from, targets) for every piece of the side to move that has a
// move, honouring the King's first move; returns whether any piece had one.
template <class Visit>
bool for_each_piece_moves(const Position& pos, Visit&& visit) {
  const Player us = pos.side_to_move();
  const Bitboard own = pos.pieces(us), opponents = pos.pieces(opponent(us));
  const Bitboard occupied = own | opponents;
  if (pos.owes_first_move(us) && pos.king(us)) {
    const Square k = lsb(pos.king(us));
    if (const Bitboard t = traditional_targets(k, us, opponents, occupied)) {
      visit(k, t);
      return true;
    }
  }
  bool any = false;
  for (Bitboard b = pos.sovereigns(us); b;) {
    const Square s = pop_lsb(b);
    if (const Bitboard t = sovereign_targets(pos, s, own, occupied)) any = true, visit(s, t);
  }
  for (Bitboard b = pos.traditional(us); b;) {
    const Square s = pop_lsb(b);
    if (const Bitboard t = traditional_targets(s, us, opponents, occupied)) any = true, visit(s, t);
  }
  return any;
}

std::string_view player_name(Player p) { return p == kWhite ? "White" : "Black"; }

}  // namespace

void generate_moves(const Position& pos, MoveList& list) {
  list.clear();
  if (pos.is_over()) return;
  const bool any = for_each_piece_moves(pos, [&list](Square from, Bitboard targets) {
    while (targets) list.push(Move(from, pop_lsb(targets)));
  });
  if (!any) list.push(Move::pass());
}

int count_moves(const Position& pos) {
  if (pos.is_over()) return 0;
  int count = 0;
  for_each_piece_moves(pos, [&count](Square, Bitboard targets) { count += popcount(targets); });
  return count ? count : 1;
}

std::string why_illegal(const Position& pos, Move m) {
  if (pos.is_over()) return "the game is over (" + std::string(outcome_token(pos.outcome())) + ")";
  MoveList moves;
  generate_moves(pos, moves);
  if (moves.contains(m)) return "";
  const Player us = pos.side_to_move();
  const std::string side(player_name(us));
  if (m.is_pass()) return side + " has a legal move, so it cannot pass";
  if (moves[0].is_pass()) return side + " has no legal move and must pass";
  const Piece p = pos.piece_on(m.from());
  const std::string from = square_name(m.from());
  if (p == kNoPiece) return "no piece on " + from;
  if (player_of(p) != us)
    return "the piece on " + from + " belongs to " + std::string(player_name(player_of(p))) +
           ", and " + side + " is to move";
  if (pos.owes_first_move(us) && pos.king(us) && type_of(p) != kKing)
    return side + " owes its King's first move";
  const Piece target = pos.piece_on(m.to());
  if (target != kNoPiece && player_of(target) == us)
    return "the piece on " + square_name(m.to()) + " is " + side + "'s own";
  if (type_of(p) == kSovereign) {
    const int files = std::abs(file_of(m.to()) - file_of(m.from()));
    const int ranks = std::abs(rank_of(m.to()) - rank_of(m.from()));
    if (files != 0 && ranks != 0 && files != ranks)
      return "a Sovereign moves along a rank, file or diagonal";
    if (std::max(files, ranks) > pos.rules().sovereign_range())
      return "a Sovereign moves at most " + std::to_string(pos.rules().sovereign_range()) +
             " squares in " + std::string(rule_set_name(pos.rules().set));
    return "a Sovereign cannot pass over another piece";
  }
  return "a traditional piece moves like a pawn: one square forward (two from its home rank) "
         "onto an empty square, or one square diagonally forward onto an opposing piece";
}

}  // namespace minnaar::playtest
