// Where the current edition's pieces attack: the chess pieces as on any 8x8
// board (engine/board8/bitboard.h), and the Sovereign, a queen whose lines
// stop after rules::kSovereignRange squares.
//
//   attacks::sovereign(kD4, 0);           // 27 squares
//   attacks::of(kKnight, kD4, occupied);  // attacks::knight[kD4]
#pragma once

#include <array>

#include "engine/board8/bitboard.h"
#include "engine/minnaar/piece_types.h"
#include "engine/minnaar/rules.h"

namespace minnaar::current::attacks {

// The chess pieces' lookups (rook, bishop, queen, knight, king) are the
// 8x8 ones; this namespace adds the Sovereign's.
using namespace minnaar::attacks;

// Squares a Sovereign could reach on an empty board: queen lines, at most
// rules::kSovereignRange squares away.
extern const std::array<Bitboard, kSquareCount> sovereign_reach;

// Along any line a capped queen stops at the same blocker as a full one, so
// cutting the queen's attacks to the reach mask gives exactly the squares
// within range that are not behind a blocker.
inline Bitboard sovereign(Square s, Bitboard occupied) {
  return queen(s, occupied) & sovereign_reach[s];
}

// The squares a piece of type t on s attacks (blocked squares included,
// whoever stands on them).
inline Bitboard of(PieceType t, Square s, Bitboard occupied) {
  switch (t) {
    case kSovereign:
      return sovereign(s, occupied);
    case kKing:
      return king[s];
    case kQueen:
      return queen(s, occupied);
    case kRook:
      return rook(s, occupied);
    case kBishop:
      return bishop(s, occupied);
    case kKnight:
      return knight[s];
    case kNoPieceType:
      break;
  }
  return 0;
}

// Pieces whose attacks depend on the occupancy.
constexpr bool is_slider(PieceType t) { return t != kKing && t != kKnight; }

}  // namespace minnaar::current::attacks
