#include "engine/board8/bitboard.h"

#include <cstdlib>
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
// The multipliers of the non-PEXT index, by square: each maps every blocker
// subset of its square to a slot without a harmful collision (two subsets
// share a slot only where their attacks agree). They were found by a search
// over xorshift64* draws (the AND of three, at least 6 high bits of
// mask * magic set) from fixed seeds, and are kept as constants so that a
// build without PEXT starts at once: the search took half a second in
// WebAssembly. init_sliders() checks each one as it fills the tables.
constexpr Bitboard kRookMagics[kSquareCount] = {
    0x1880008020104000ull, 0x8240002001100048ull, 0x1080200080081000ull, 0x5080100080080104ull,
    0x5100100800030004ull, 0x0200011084020008ull, 0x2080010002000080ull, 0x05000a008240a500ull,
    0x0040800040002081ull, 0x0005004001008028ull, 0x2080802000100080ull, 0x5002000a024110a0ull,
    0x0410800400080081ull, 0x0002000200049088ull, 0xc004000250244108ull, 0x10c2000200804411ull,
    0x4040008008204880ull, 0x0040010040810020ull, 0xe820010011004020ull, 0x000892000a0040a0ull,
    0x5224010100080010ull, 0x0004808004010200ull, 0x0040040021181210ull, 0x0850020013086084ull,
    0x9124800880244000ull, 0x0400400240201001ull, 0x8090002020080401ull, 0x1080080080100081ull,
    0x1008041100080101ull, 0x104100090004001eull, 0x0881002100020024ull, 0x0410801880004100ull,
    0x0440204005800880ull, 0x4900401004402000ull, 0x0890040801200120ull, 0x0001800802801002ull,
    0x0004000800800480ull, 0x04ad020080800400ull, 0x0000108204000108ull, 0x0002004102000084ull,
    0x0008882040008000ull, 0x0220004000828028ull, 0x0210100020008080ull, 0x0806001008220040ull,
    0x0000080004008080ull, 0x200c000200048080ull, 0x8424010002008080ull, 0x0100090048a20004ull,
    0x088008814000a580ull, 0x100a002041088200ull, 0x00024b9100a00100ull, 0x8022001040886600ull,
    0x4800040080080080ull, 0x0520020080040080ull, 0x0282011002484400ull, 0x86852415004a8200ull,
    0x0201482103108001ull, 0x83010850a480c001ull, 0x28051020420a0082ull, 0x1180042008100101ull,
    0x0202000490082082ull, 0x0005000400080201ull, 0x4400102102008804ull, 0x0202002041040092ull};
constexpr Bitboard kBishopMagics[kSquareCount] = {
    0x10102002004a1420ull, 0x8020040400584008ull, 0x10510800811201c8ull, 0x5204042080000088ull,
    0x2204106880000002ull, 0x1401042004000000ull, 0x0400880410042004ull, 0x0028208200a02020ull,
    0x1500241990010e00ull, 0x8001200182020a40ull, 0x40004101030b0000ull, 0x8002041042000100ull,
    0x4010011041020038ull, 0x0000010421044000ull, 0x1500210808020a00ull, 0x8000088400880520ull,
    0x0405004010040100ull, 0x1005823210040108ull, 0x2708008102040011ull, 0x4048200404009100ull,
    0x0018104101400024ull, 0x0003000601190101ull, 0x8004803108491000ull, 0x8014241200820800ull,
    0x0006e080100c3040ull, 0x0501044a11041800ull, 0x9020300008004045ull, 0x0894080000220040ull,
    0x1001010083104000ull, 0x5004030040900080ull, 0x000400422c012400ull, 0x0002128698404812ull,
    0x1010108404900440ull, 0x0928021182084100ull, 0x2006080409020024ull, 0x1010202020180080ull,
    0xa010008200202200ull, 0x2098015100019004ull, 0x0002041440810811ull, 0x802a02020000b098ull,
    0x0009015090004060ull, 0x4000821082081001ull, 0x0100210040420800ull, 0x0800004010488a00ull,
    0x2000081104004040ull, 0x4c8e029015000082ull, 0x0420340322224842ull, 0x1298260043400210ull,
    0x0000822802400008ull, 0x00008a0101600000ull, 0x3040003412080021ull, 0x3040290220884800ull,
    0x4a1500401041004aull, 0x8010200282020781ull, 0x0020203142209091ull, 0x0070300600902110ull,
    0x0040808800b62048ull, 0x0000810400c44420ull, 0x00080400440c0441ull, 0x8340080020840411ull,
    0x0000000104208200ull, 0x0000800810d00080ull, 0x0400530411080200ull, 0x4040702400932244ull};
#endif

void init_sliders(SliderEntry* entries, Bitboard* table, bool diagonal) {
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
#if defined(MINNAAR_USE_PEXT)
    for (unsigned i = 0; i < count; ++i) e.table[e.index(subsets[i])] = results[i];
#else
    e.magic = (diagonal ? kBishopMagics : kRookMagics)[sq];
    // Each subset's slot, filled once; a slot met again must hold the same
    // attacks (else the magic above is wrong, and every lookup with it).
    std::vector<bool> filled(count, false);
    for (unsigned i = 0; i < count; ++i) {
      const unsigned slot = e.index(subsets[i]);
      if (filled[slot] && e.table[slot] != results[i]) std::abort();
      e.table[slot] = results[i];
      filled[slot] = true;
    }
#endif
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
