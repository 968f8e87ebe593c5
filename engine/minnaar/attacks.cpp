#include "engine/minnaar/attacks.h"

namespace minnaar::current::attacks {
namespace {

constexpr int kLines[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

constexpr std::array<Bitboard, kSquareCount> reach_table() {
  std::array<Bitboard, kSquareCount> table{};
  for (int s = 0; s < kSquareCount; ++s) {
    for (const auto& line : kLines) {
      for (int d = 1; d <= rules::kSovereignRange; ++d) {
        const int f = file_of(Square(s)) + d * line[0], r = rank_of(Square(s)) + d * line[1];
        if (is_on_board(f, r)) table[s] |= square_bb(make_square(f, r));
      }
    }
  }
  return table;
}

}  // namespace

constinit const std::array<Bitboard, kSquareCount> sovereign_reach = reach_table();

}  // namespace minnaar::current::attacks
