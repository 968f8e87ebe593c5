#include "tournament/players/schachen/evaluation.h"

#include <vector>

#include "engine/schachen/movegen.h"

namespace minnaar::tournament {
namespace {

using namespace schachen;

// One side's part of the score.
int side_score(const Position& pos, const SchachenWeights& w, Colour c) {
  int board = 0;
  bool has_pawn = false;
  for (int i = 0; i < pos.piece_count(); ++i) {
    const Piece p = pos.piece(i);
    if (colour_of(p) != c) continue;
    board += schachen_piece_value(kind_of(p), w);
    has_pawn |= kind_of(p) == kPawn;
  }
  const Cards& cards = pos.cards(c);
  int hand = 0, pile = 0;
  for (int k = 0; k < kKindCount; ++k)
    hand += cards.hand[std::size_t(k)] * schachen_piece_value(Kind(k), w);
  for (int i = cards.drawn; i < cards.pile_size; ++i)
    pile += schachen_piece_value(cards.pile[std::size_t(i)], w);
  int to_come = (hand * w.hand + pile * w.pile) / 100;
  if (!has_pawn) to_come = to_come * w.stranded / 100;
  int danger = 0;
  const Square k = pos.king_square(c);
  for (const Step st : kQueenSteps) danger += pos.attacked(shifted(k, st.dx, st.dy), ~c);
  return board + to_come - w.king_danger * danger;
}

// The legal moves `c` would have if it were to move.
int mobility(const Position& pos, Colour c) {
  thread_local std::vector<Move> moves;
  if (pos.side_to_move() == c) {
    generate_moves(pos, moves);
  } else {
    Position turned = pos;
    turned.set_side_to_move(c);
    generate_moves(turned, moves);
  }
  return int(moves.size());
}

}  // namespace

int schachen_piece_value(Kind kind, const SchachenWeights& w) {
  switch (kind) {
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
      return 0;
  }
}

int schachen_evaluate(const Position& pos, const SchachenWeights& w, Colour side) {
  int score = side_score(pos, w, side) - side_score(pos, w, ~side);
  if (w.mobility) score += w.mobility * (mobility(pos, side) - mobility(pos, ~side));
  return score;
}

}  // namespace minnaar::tournament
