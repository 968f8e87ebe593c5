// Perft: bulk counting, divide, and the board's symmetries.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cctype>

#include "verify/minnaar/property_support.h"

namespace minnaar::current::props {
namespace {

rc::Gen<Position> perft_positions() {
  return rc::gen::oneOf(
      rc::gen::map(any_game_paths(false, 300), [](const GamePath& p) { return p.final; }),
      rc::gen::map(valid_mfens(), [](const std::string& m) { return *parse_mfen(m); }));
}

// Rebuilds a position square by square through a mapping of squares and
// pieces and a new side to move.
template <class MapSquare, class MapPiece>
Position transform(const Position& pos, MapSquare map_square, MapPiece map_piece, Faction side) {
  std::array<Piece, kSquareCount> board{};
  for (int s = 0; s < kSquareCount; ++s)
    if (const Piece p = pos.piece_on(Square(s)); p != kNoPiece)
      board[map_square(Square(s))] = map_piece(p);
  return Position::from_parts(board, side, pos.tally(), pos.passes(), pos.round());
}

RC_GTEST_PROP(Perft, BulkCountingEqualsMakingEveryLeaf, ()) {
  Position pos = *perft_positions();
  for (int depth = 1; depth <= 3; ++depth)
    RC_ASSERT(perft(pos, depth) == perft_without_bulk(pos, depth));
}

RC_GTEST_PROP(Perft, DivideSumsToTheTotal, ()) {
  Position pos = *perft_positions();
  const int depth = *rc::gen::inRange(1, 4);
  std::uint64_t sum = 0;
  for (const DivideEntry& e : perft_divide(pos, depth)) sum += e.nodes;
  RC_ASSERT(sum == perft(pos, depth));
}

RC_GTEST_PROP(Symmetry, MirroringFilesLeavesPerftUnchanged, ()) {
  Position pos = *perft_positions();
  Position mirrored = transform(
      pos, [](Square s) { return make_square(7 - file_of(s), rank_of(s)); },
      [](Piece p) { return p; }, pos.side_to_move());
  for (int depth = 1; depth <= 3; ++depth) RC_ASSERT(perft(pos, depth) == perft(mirrored, depth));
}

// Turning the board upside down swaps the roles: South <-> North and
// White <-> Black, and the turn order S W N B becomes N B S W, the same cycle.
RC_GTEST_PROP(Symmetry, MirroringRanksAndSwappingFactionsLeavesPerftUnchanged, ()) {
  Position pos = *perft_positions();
  auto swap = [](Faction f) { return Faction((f + 2) & 3); };
  Position flipped = transform(
      pos, [](Square s) { return make_square(file_of(s), 7 - rank_of(s)); },
      [&](Piece p) { return make_piece(swap(faction_of(p)), type_of(p)); },
      swap(pos.side_to_move()));
  RC_ASSERT(flipped.outcome() == pos.outcome());
  for (int depth = 1; depth <= 3; ++depth) RC_ASSERT(perft(pos, depth) == perft(flipped, depth));
}

}  // namespace
}  // namespace minnaar::current::props
