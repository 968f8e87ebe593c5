#include "engine/minnaar/movegen.h"

#include <algorithm>
#include <cstdlib>

#include "engine/minnaar/rules.h"

namespace minnaar::current {
void generate_moves(const Position& pos, MoveList& list) {
  list.clear();
  if (pos.is_over()) return;
  for_each_piece_moves(pos, [&list](Square from, Bitboard targets) {
    while (targets) list.push(Move(from, pop_lsb(targets)));
  });
  if (list.empty()) list.push(Move::pass());
}

int count_moves(const Position& pos) {
  if (pos.is_over()) return 0;
  int count = 0;
  for_each_piece_moves(pos, [&count](Square, Bitboard targets) { count += popcount(targets); });
  return std::max(count, 1);
}

bool is_legal(const Position& pos, Move m) {
  if (pos.is_over() || m.is_none()) return false;
  if (m.is_pass()) {
    bool can_move = false;
    for_each_piece_moves(pos, [&can_move](Square, Bitboard targets) { can_move |= targets != 0; });
    return !can_move;
  }
  bool legal = false;
  for_each_piece_moves(pos, [&](Square from, Bitboard targets) {
    if (from == m.from() && (targets & square_bb(m.to()))) legal = true;
  });
  return legal;
}

std::string why_illegal(const Position& pos, Move m) {
  if (is_legal(pos, m)) return {};
  if (pos.is_over()) return "the game is over (" + std::string(outcome_token(pos.outcome())) + ")";
  const std::string side(faction_name(pos.side_to_move()));
  if (m.is_none()) return "not a move";
  if (m.is_pass()) return side + " has a legal move, and a pass is allowed only without one";
  if (m.from() == m.to()) return "the from-square and the to-square are the same";
  const Piece piece = pos.piece_on(m.from());
  const Piece target = pos.piece_on(m.to());
  if (piece == kNoPiece) return "there is no piece on the from-square";
  if (faction_of(piece) != pos.side_to_move())
    return "the piece on the from-square belongs to " +
           std::string(faction_name(faction_of(piece))) + ", and " + side + " is to move";
  if (target != kNoPiece && is_alliance(faction_of(target)) == is_alliance(faction_of(piece)))
    return "the to-square holds an ally (" + std::string(faction_name(faction_of(target))) + ")";
  const int df = std::abs(file_of(m.to()) - file_of(m.from()));
  const int dr = std::abs(rank_of(m.to()) - rank_of(m.from()));
  const bool on_line = df == 0 || dr == 0 || df == dr;
  switch (type_of(piece)) {
    case kSovereign:
      if (!on_line) return "a Sovereign moves along a rank, file or diagonal";
      if (std::max(df, dr) > rules::kSovereignRange)
        return "a Sovereign moves at most " + std::to_string(rules::kSovereignRange) + " squares";
      return "the path is blocked";
    case kKnight:
      return "a Knight jumps two squares one way and one at a right angle";
    case kKing:
      return "a King moves one square";
    case kRook:
      return df != 0 && dr != 0 ? "a Rook moves along a rank or file" : "the path is blocked";
    case kBishop:
      return df != dr ? "a Bishop moves along a diagonal" : "the path is blocked";
    case kQueen:
      return on_line ? "the path is blocked" : "a Queen moves along a rank, file or diagonal";
    case kNoPieceType:
      break;
  }
  return "not a legal move";
}

}  // namespace minnaar::current
