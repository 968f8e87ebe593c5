// Bitboard helpers and the attack tables of the chess pieces on 8x8: the
// leapers (knight, king) and the sliders (rook, bishop, queen). Pieces of
// other kinds build on these in their rule set (the Sovereign:
// engine/minnaar/attacks.h).
//
// Sliders use one lookup per ray family: PEXT indexing where the build
// targets BMI2 (MINNAAR_USE_PEXT), multiply-shift ("magic") indexing
// otherwise; both share one table layout.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/board8/types.h"

namespace minnaar {

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
// Removes and returns the lowest set square; b must not be empty.
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

inline constexpr Bitboard kRank1 = 0xFFull;
inline constexpr Bitboard kFileA = 0x0101010101010101ull;
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_bb(int file) { return kFileA << file; }

namespace attacks {

struct SliderEntry {
  Bitboard mask;    // relevant blockers: the ray squares short of the board edge
  Bitboard magic;   // multiplier for the non-PEXT index
  Bitboard* table;  // this square's slice of the shared attack table
  unsigned shift;   // 64 - popcount(mask)

  unsigned index(Bitboard occupied) const;
};

extern SliderEntry rook_entries[kSquareCount];
extern SliderEntry bishop_entries[kSquareCount];
extern const std::array<Bitboard, kSquareCount> knight;
extern const std::array<Bitboard, kSquareCount> king;

inline Bitboard rook(Square s, Bitboard occupied) {
  const SliderEntry& e = rook_entries[s];
  return e.table[e.index(occupied)];
}
inline Bitboard bishop(Square s, Bitboard occupied) {
  const SliderEntry& e = bishop_entries[s];
  return e.table[e.index(occupied)];
}
inline Bitboard queen(Square s, Bitboard occupied) {
  return rook(s, occupied) | bishop(s, occupied);
}

// Attacks computed square by square, for building the tables and for tests.
Bitboard slow_slider(Square s, Bitboard occupied, bool diagonal);

}  // namespace attacks
}  // namespace minnaar

#if defined(__BMI2__) && !defined(MINNAAR_NO_PEXT)
#define MINNAAR_USE_PEXT 1
#endif

#if defined(MINNAAR_USE_PEXT)
#include <immintrin.h>
inline unsigned minnaar::attacks::SliderEntry::index(Bitboard occupied) const {
  return unsigned(_pext_u64(occupied, mask));
}
#else
inline unsigned minnaar::attacks::SliderEntry::index(Bitboard occupied) const {
  return unsigned(((occupied & mask) * magic) >> shift);
}
#endif
