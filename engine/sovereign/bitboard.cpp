#include "engine/sovereign/bitboard.h"

#include <algorithm>
#include <cstdlib>

namespace minnaar::sovereign {
namespace {

// Twice the distances to the brown lines (docs/rules/sovereign.md#moves): dv for the line between
// files h and i, dh for the line between ranks 8 and 9.
int dv(int file) { return std::abs(2 * file - 15); }
int dh(int rank) { return std::abs(2 * rank - 15); }

// Whether a pawn's step from (f, r) by (df, dr) approaches a brown line.
bool approaches(int f, int r, int df, int dr) {
  return (df != 0 && dv(f + df) < dv(f)) || (dr != 0 && dh(r + dr) < dh(r));
}

AttackTables build() {
  AttackTables t{};
  for (Square s = 0; s < kSquareCount; ++s) {
    const int f = file_of(s), r = rank_of(s);
    for (int dir = 0; dir < kDirections; ++dir) {
      for (int step = 1; step <= kSliderRange; ++step) {
        const int tf = f + step * kDirFile[std::size_t(dir)];
        const int tr = r + step * kDirRank[std::size_t(dir)];
        if (!on_board(tf, tr)) break;
        t.line[std::size_t(dir)][std::size_t(s)].set(make_square(tf, tr));
      }
    }
    for (int df = -2; df <= 2; ++df)
      for (int dr = -2; dr <= 2; ++dr) {
        if (!on_board(f + df, r + dr)) continue;
        const Square to = make_square(f + df, r + dr);
        if (std::abs(df * dr) == 2) t.knight[std::size_t(s)].set(to);
        if (std::max(std::abs(df), std::abs(dr)) == 1) {
          t.king[std::size_t(s)].set(to);
          if (!approaches(f, r, df, dr)) continue;
          if (df == 0 || dr == 0)
            t.pawn_push[std::size_t(s)].set(to);
          else
            t.pawn_capture[std::size_t(s)].set(to);
        }
      }
    // Two squares away from the nearest edge (both edges when two are as near).
    const int edge = std::min({f, 15 - f, r, 15 - r});
    t.double_to[std::size_t(s)] = {kNoSquare, kNoSquare};
    t.double_over[std::size_t(s)] = {kNoSquare, kNoSquare};
    if (edge <= 1) {
      int n = 0;
      auto add = [&](int df, int dr) {
        t.double_over[std::size_t(s)][std::size_t(n)] = make_square(f + df, r + dr);
        t.double_to[std::size_t(s)][std::size_t(n)] = make_square(f + 2 * df, r + 2 * dr);
        ++n;
      };
      if (f == edge) add(1, 0);
      if (15 - f == edge) add(-1, 0);
      if (r == edge && n < 2) add(0, 1);
      if (15 - r == edge && n < 2) add(0, -1);
    }
    if (in_centre(s)) t.centre.set(s);
    if (square_colour(s) != kNoColour) t.coloured.set(s);
  }
  for (Square s = 0; s < kSquareCount; ++s) {
    Bitboard captures = t.pawn_capture[std::size_t(s)];
    while (captures.any()) t.pawn_attackers[std::size_t(captures.pop())].set(s);
  }
  return t;
}

}  // namespace

const AttackTables kAttackTables = build();

}  // namespace minnaar::sovereign
