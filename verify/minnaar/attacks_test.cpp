// Attack tables (engine/bitboard.h) against hand-computed sets and against a
// ray walk written here from the rules (rules §4, §5), independent of the
// engine's slow_slider.
#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <random>
#include <string>
#include <utility>

#include "engine/board8/bitboard.h"
#include "engine/minnaar/rules.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::current {
namespace {

using test::sq;

Bitboard bb(std::initializer_list<const char*> names) {
  Bitboard b = 0;
  for (const char* n : names) b |= square_bb(sq(n));
  return b;
}

using Direction = std::pair<int, int>;
constexpr std::array<Direction, 4> kOrthogonal{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<Direction, 4> kDiagonal{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Direction, 8> kAllLines{
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Direction, 8> kKnightJumps{
    {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}};

// Walks each direction from s: every square up to `range` steps, stopping at
// the board edge or on (and including) the first occupied square.
template <std::size_t N>
Bitboard walk(Square s, Bitboard occupied, const std::array<Direction, N>& dirs, int range) {
  Bitboard result = 0;
  for (auto [df, dr] : dirs) {
    int f = file_of(s), r = rank_of(s);
    for (int step = 1; step <= range; ++step) {
      f += df;
      r += dr;
      if (!is_on_board(f, r)) break;
      const Square t = make_square(f, r);
      result |= square_bb(t);
      if (occupied & square_bb(t)) break;
    }
  }
  return result;
}

std::string describe(Bitboard b) {
  std::string out;
  for (int s = 0; s < kSquareCount; ++s) {
    if (b & square_bb(Square(s))) out += test::name_of(Square(s)) + " ";
  }
  return out;
}

TEST(KingTable, OneSquareInEachDirectionInCornerEdgeAndCentre) {
  EXPECT_EQ(describe(attacks::king[kA1]), describe(bb({"b1", "a2", "b2"})));
  EXPECT_EQ(describe(attacks::king[kH8]), describe(bb({"g8", "g7", "h7"})));
  EXPECT_EQ(describe(attacks::king[kA4]), describe(bb({"a3", "b3", "b4", "a5", "b5"})));
  EXPECT_EQ(describe(attacks::king[kE4]),
            describe(bb({"d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"})));
}

TEST(KingTable, MatchesAOneStepWalkOnEverySquare) {
  for (int s = 0; s < kSquareCount; ++s) {
    EXPECT_EQ(attacks::king[s], walk(Square(s), 0, kAllLines, 1)) << test::name_of(Square(s));
  }
}

TEST(KnightTable, LShapedJumpsInCornerEdgeAndCentre) {
  EXPECT_EQ(describe(attacks::knight[kA1]), describe(bb({"b3", "c2"})));
  EXPECT_EQ(describe(attacks::knight[kH8]), describe(bb({"g6", "f7"})));
  EXPECT_EQ(describe(attacks::knight[kA4]), describe(bb({"b2", "c3", "c5", "b6"})));
  EXPECT_EQ(describe(attacks::knight[kG2]), describe(bb({"e1", "e3", "f4", "h4"})));
  EXPECT_EQ(describe(attacks::knight[kD4]),
            describe(bb({"b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"})));
}

TEST(KnightTable, MatchesTheEightJumpsOnEverySquare) {
  for (int s = 0; s < kSquareCount; ++s) {
    // A jump is one step of length one in the walk; blockers are irrelevant.
    EXPECT_EQ(attacks::knight[s], walk(Square(s), ~Bitboard{0}, kKnightJumps, 1))
        << test::name_of(Square(s));
  }
}

TEST(RookAttacks, EmptyBoardGivesTheWholeRankAndFile) {
  EXPECT_EQ(attacks::rook(kA1, 0), (file_bb(0) | rank_bb(0)) & ~square_bb(kA1));
  EXPECT_EQ(attacks::rook(kD4, 0), (file_bb(3) | rank_bb(3)) & ~square_bb(kD4));
  for (int s = 0; s < kSquareCount; ++s) {
    EXPECT_EQ(popcount(attacks::rook(Square(s), 0)), 14) << test::name_of(Square(s));
  }
}

TEST(RookAttacks, StopsOnTheFirstBlockerAndIncludesIt) {
  // Blockers at d6 and d8 (north), f4 and h4 (east), d2 (south), b4 (west):
  // the ray ends on the nearest one; squares behind it are out of reach.
  const Bitboard occupied = bb({"d6", "d8", "f4", "h4", "d2", "b4"});
  EXPECT_EQ(describe(attacks::rook(kD4, occupied)),
            describe(bb({"d5", "d6", "e4", "f4", "d3", "d2", "c4", "b4"})));
  // The rook's own square being occupied (it always is) changes nothing.
  EXPECT_EQ(attacks::rook(kD4, occupied | square_bb(kD4)), attacks::rook(kD4, occupied));
  // Blockers on the board edge count as blockers too.
  EXPECT_EQ(describe(attacks::rook(kA1, bb({"a8", "h1", "a3"}))),
            describe(bb({"a2", "a3", "b1", "c1", "d1", "e1", "f1", "g1", "h1"})));
}

TEST(RookAttacks, FullyOccupiedBoardLeavesOnlyTheNeighbours) {
  EXPECT_EQ(describe(attacks::rook(kD4, ~Bitboard{0})), describe(bb({"d5", "d3", "c4", "e4"})));
  EXPECT_EQ(describe(attacks::rook(kH8, ~Bitboard{0})), describe(bb({"h7", "g8"})));
}

TEST(BishopAttacks, EmptyBoardGivesBothDiagonals) {
  EXPECT_EQ(describe(attacks::bishop(kA1, 0)),
            describe(bb({"b2", "c3", "d4", "e5", "f6", "g7", "h8"})));
  EXPECT_EQ(
      describe(attacks::bishop(kD4, 0)),
      describe(bb({"a1", "b2", "c3", "e5", "f6", "g7", "h8", "a7", "b6", "c5", "e3", "f2", "g1"})));
}

TEST(BishopAttacks, StopsOnTheFirstBlockerAndIncludesIt) {
  const Bitboard occupied = bb({"f6", "h8", "b2", "c5", "a7"});
  EXPECT_EQ(describe(attacks::bishop(kD4, occupied)),
            describe(bb({"e5", "f6", "c3", "b2", "c5", "e3", "f2", "g1"})));
}

TEST(SovereignAttacks, CentreOnEmptyBoardReaches27Squares) {
  // d4: 4 north (d5-d8), 3 south, 4 east (e4-h4), 3 west, 4 north-east
  // (e5-h8), 3 north-west, 3 south-east, 3 south-west.
  const Bitboard expected =
      bb({"d5", "d6", "d7", "d8", "d3", "d2", "d1", "e4", "f4", "g4", "h4", "c4", "b4", "a4",
          "e5", "f6", "g7", "h8", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1"});
  EXPECT_EQ(describe(attacks::sovereign(kD4, 0)), describe(expected));
  EXPECT_EQ(popcount(attacks::sovereign(kD4, 0)), 27);
  EXPECT_EQ(attacks::sovereign_reach[kD4], expected);
}

TEST(SovereignAttacks, CornerReachesFourSquaresAlongEachLineButNotFive) {
  const Bitboard expected =
      bb({"a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1", "b2", "c3", "d4", "e5"});
  EXPECT_EQ(describe(attacks::sovereign(kA1, 0)), describe(expected));
  EXPECT_EQ(attacks::sovereign(kA1, 0) & bb({"a6", "f1", "f6"}), 0u);
  EXPECT_EQ(describe(attacks::sovereign(kH8, 0)),
            describe(bb({"h7", "h6", "h5", "h4", "g8", "f8", "e8", "d8", "g7", "f6", "e5", "d4"})));
}

TEST(SovereignAttacks, EdgeSquareReachesFourOrToTheEdge) {
  // a4: north a5-a8 (4), south a3-a1 (3, edge), east b4-e4 (4), north-east
  // b5-e8 (4), south-east b3-d1 (3, edge).
  EXPECT_EQ(describe(attacks::sovereign(kA4, 0)),
            describe(bb({"a5", "a6", "a7", "a8", "a3", "a2", "a1", "b4", "c4", "d4", "e4", "b5",
                         "c6", "d7", "e8", "b3", "c2", "d1"})));
}

TEST(SovereignAttacks, BlockedAtDistanceTwoCannotPassOver) {
  // Blockers at d6 (file) and f6 (diagonal) two squares away: the blocker is
  // in the set (capture or not is movegen's business), d7, d8, g7, h8 are not.
  const Bitboard a = attacks::sovereign(kD4, bb({"d6", "f6"}));
  EXPECT_NE(a & square_bb(kD5), 0u);
  EXPECT_NE(a & square_bb(kD6), 0u);
  EXPECT_NE(a & square_bb(kE5), 0u);
  EXPECT_NE(a & square_bb(kF6), 0u);
  EXPECT_EQ(a & bb({"d7", "d8", "g7", "h8"}), 0u);
  EXPECT_EQ(popcount(a), 27 - 4);
}

TEST(SovereignAttacks, BlockerAtDistanceFourIsReachedAtFiveIsNot) {
  EXPECT_NE(attacks::sovereign(kA1, bb({"a5", "e5"})) & bb({"a5"}), 0u);
  EXPECT_NE(attacks::sovereign(kA1, bb({"a5", "e5"})) & bb({"e5"}), 0u);
  EXPECT_EQ(attacks::sovereign(kA1, bb({"a6", "f6"})) & bb({"a6", "f6"}), 0u);
}

TEST(SovereignReach, IsTheQueenLinesCutToFourSquares) {
  for (int s = 0; s < kSquareCount; ++s) {
    EXPECT_EQ(attacks::sovereign_reach[s], walk(Square(s), 0, kAllLines, rules::kSovereignRange))
        << test::name_of(Square(s));
  }
}

// Every square against many occupancies, sparse to dense, with the edges
// occupied as often as the middle: the tables, slow_slider and the walk
// written here must all agree.
TEST(SliderTables, AgreeWithSlowSliderAndAnIndependentWalkOnRandomOccupancies) {
  std::mt19937_64 rng(20240601);
  for (int s = 0; s < kSquareCount; ++s) {
    const Square sq_ = Square(s);
    for (int i = 0; i < 300; ++i) {
      Bitboard occ = rng();
      if (i % 3 == 1) occ &= rng();          // sparser
      if (i % 3 == 2) occ &= rng() & rng();  // sparser still
      if (i == 0) occ = 0;
      if (i == 1) occ = ~Bitboard{0};
      SCOPED_TRACE(test::name_of(sq_) + " occupancy " + std::to_string(occ));
      const Bitboard rook = walk(sq_, occ, kOrthogonal, 8);
      const Bitboard bishop = walk(sq_, occ, kDiagonal, 8);
      ASSERT_EQ(attacks::rook(sq_, occ), rook);
      ASSERT_EQ(attacks::bishop(sq_, occ), bishop);
      ASSERT_EQ(attacks::slow_slider(sq_, occ, false), rook);
      ASSERT_EQ(attacks::slow_slider(sq_, occ, true), bishop);
      ASSERT_EQ(attacks::queen(sq_, occ), rook | bishop);
      ASSERT_EQ(attacks::sovereign(sq_, occ), walk(sq_, occ, kAllLines, rules::kSovereignRange));
    }
  }
}

}  // namespace
}  // namespace minnaar::current
