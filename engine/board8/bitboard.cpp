#include "engine/board8/bitboard.h"

#include <vector>

namespace minnaar::attacks {
namespace {

constexpr int kKnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int kKingSteps[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                  {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int kOrthogonal[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
constexpr int kDiagonal[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

constexpr std::array<Bitboard, kSquareCount> step_table(const int (&steps)[8][2]) {
  std::array<Bitboard, kSquareCount> table{};
  for (int s = 0; s < kSquareCount; ++s) {
    for (const auto& step : steps) {
      const int f = file_of(Square(s)) + step[0], r = rank_of(Square(s)) + step[1];
      if (is_on_board(f, r)) table[s] |= square_bb(make_square(f, r));
    }
  }
  return table;
}

// Relevant blockers of a ray family: every ray square except the last one
// before the edge, whose occupancy cannot change the attacks.
Bitboard blocker_mask(Square s, bool diagonal) {
  Bitboard mask = 0;
  for (const auto& dir : diagonal ? kDiagonal : kOrthogonal) {
    int f = file_of(s) + dir[0], r = rank_of(s) + dir[1];
    while (is_on_board(f + dir[0], r + dir[1])) {
      mask |= square_bb(make_square(f, r));
      f += dir[0];
      r += dir[1];
    }
  }
  return mask;
}

// The occupancy subset number `index` of `mask` (bit i of index selects the
// i-th lowest square of mask), as PEXT would enumerate it.
Bitboard deposit(unsigned index, Bitboard mask) {
  Bitboard result = 0;
  for (unsigned bit = 0; mask; ++bit) {
    const Bitboard lowest = mask & -mask;
    if (index & (1u << bit)) result |= lowest;
    mask &= mask - 1;
  }
  return result;
}

constexpr int kRookTableSize = 102400;  // sum over squares of 2^popcount(rook mask)
constexpr int kBishopTableSize = 5248;  // the same for bishops

Bitboard rook_table[kRookTableSize];
Bitboard bishop_table[kBishopTableSize];

#if !defined(MINNAAR_USE_PEXT)
// Searches a multiplier that maps every blocker subset to a slot without a
// harmful collision. A fixed seed keeps the tables identical on every run.
Bitboard find_magic(Square s, const SliderEntry& e, const std::vector<Bitboard>& subsets,
                    const std::vector<Bitboard>& results, std::uint64_t& seed) {
  auto next = [&seed] {  // xorshift64*
    seed ^= seed >> 12;
    seed ^= seed << 25;
    seed ^= seed >> 27;
    return seed * 2685821657736338717ull;
  };
  std::vector<Bitboard> slots(subsets.size());
  std::vector<unsigned> stamp(subsets.size(), 0);
  for (unsigned attempt = 1;; ++attempt) {
    const Bitboard magic = next() & next() & next();
    if (popcount((e.mask * magic) >> 56) < 6) continue;
    bool ok = true;
    for (std::size_t i = 0; ok && i < subsets.size(); ++i) {
      const unsigned slot = unsigned((subsets[i] * magic) >> e.shift);
      if (stamp[slot] != attempt) {
        stamp[slot] = attempt;
        slots[slot] = results[i];
      } else if (slots[slot] != results[i]) {
        ok = false;
      }
    }
    if (ok) return magic;
  }
  (void)s;
}
#endif

void init_sliders(SliderEntry* entries, Bitboard* table, bool diagonal) {
  [[maybe_unused]] std::uint64_t seed = diagonal ? 0x9E3779B97F4A7C15ull : 0xD1B54A32D192ED03ull;
  Bitboard* next_slice = table;
  for (int sq = 0; sq < kSquareCount; ++sq) {
    const Square s = Square(sq);
    SliderEntry& e = entries[sq];
    e.mask = blocker_mask(s, diagonal);
    e.shift = unsigned(64 - popcount(e.mask));
    e.table = next_slice;
    const unsigned count = 1u << popcount(e.mask);
    std::vector<Bitboard> subsets(count), results(count);
    for (unsigned i = 0; i < count; ++i) {
      subsets[i] = deposit(i, e.mask);
      results[i] = slow_slider(s, subsets[i], diagonal);
    }
#if !defined(MINNAAR_USE_PEXT)
    e.magic = find_magic(s, e, subsets, results, seed);
#endif
    for (unsigned i = 0; i < count; ++i) e.table[e.index(subsets[i])] = results[i];
    next_slice += count;
  }
}

struct TableInit {
  TableInit() {
    init_sliders(rook_entries, rook_table, false);
    init_sliders(bishop_entries, bishop_table, true);
  }
};

}  // namespace

constinit const std::array<Bitboard, kSquareCount> knight = step_table(kKnightSteps);
constinit const std::array<Bitboard, kSquareCount> king = step_table(kKingSteps);

SliderEntry rook_entries[kSquareCount];
SliderEntry bishop_entries[kSquareCount];

Bitboard slow_slider(Square s, Bitboard occupied, bool diagonal) {
  Bitboard result = 0;
  for (const auto& dir : diagonal ? kDiagonal : kOrthogonal) {
    int f = file_of(s) + dir[0], r = rank_of(s) + dir[1];
    while (is_on_board(f, r)) {
      const Bitboard b = square_bb(make_square(f, r));
      result |= b;
      if (occupied & b) break;
      f += dir[0];
      r += dir[1];
    }
  }
  return result;
}

// Declared after the tables it fills, so they are constructed first.
namespace {
const TableInit table_init;
}

}  // namespace minnaar::attacks
