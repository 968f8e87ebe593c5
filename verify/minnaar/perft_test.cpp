// Perft (docs/rules/minnaar.md#perft): the fixture counts, the bulk-counting shortcut against
// the full walk, divide, and the conventions for depth 0, finished positions
// and forced passes.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/minnaar/perft.h"
#include "verify/minnaar/test_support.h"
#include "conform/tsv.h"

namespace minnaar::current {
namespace {

using test::mfen;

struct FixtureRow {
  std::string where;
  std::string mfen;
  int depth;
  std::uint64_t nodes;
};

// Lines "<mfen>\t<depth>\t<nodes>" (fixtures/README.md).
std::vector<FixtureRow> read_fixture(const std::string& path) {
  std::vector<FixtureRow> rows;
  for (const test::TsvRow& row : test::read_tsv(path, 3))
    rows.push_back(
        {row.where, row.fields[0], std::stoi(row.fields[1]), std::stoull(row.fields[2])});
  return rows;
}

const std::string kFixture = std::string(MINNAAR_FIXTURES_DIR) + "/minnaar/perft_start.tsv";

TEST(PerftFixture, EveryRowMatches) {
  const std::vector<FixtureRow> rows = read_fixture(kFixture);
  ASSERT_FALSE(rows.empty()) << kFixture << " has no rows";
  for (const FixtureRow& row : rows) {
    SCOPED_TRACE(row.where + " depth " + std::to_string(row.depth));
    Position pos = mfen(row.mfen);
    const Position before = pos;
    EXPECT_EQ(perft(pos, row.depth), row.nodes);
    EXPECT_TRUE(pos == before) << "perft did not restore the position";
  }
}

TEST(PerftFixture, HoldsTheStartPositionToDepthFive) {
  // The counts of the start position to depth 5, independently known; the
  // fixture must carry each of them.
  const std::uint64_t known[] = {60, 2316, 134712, 5300767, 321580654};
  const std::vector<FixtureRow> rows = read_fixture(kFixture);
  for (int depth = 1; depth <= 5; ++depth) {
    bool found = false;
    for (const FixtureRow& row : rows) {
      if (row.mfen == kStartMfen && row.depth == depth) {
        found = true;
        EXPECT_EQ(row.nodes, known[depth - 1]) << "depth " << depth;
      }
    }
    EXPECT_TRUE(found) << "no row for the start position at depth " << depth;
  }
}

TEST(Perft, StartPositionToDepthThree) {
  // Depth 1 by hand: see SovereignMoves.StartPositionHasSixtyMoves.
  Position pos = Position::start();
  EXPECT_EQ(perft(pos, 1), 60u);
  EXPECT_EQ(perft(pos, 2), 2316u);
  EXPECT_EQ(perft(pos, 3), 134712u);
  EXPECT_TRUE(pos == Position::start());
}

TEST(Perft, DepthZeroIsOneEvenForAFinishedPosition) {
  Position start = Position::start();
  EXPECT_EQ(perft(start, 0), 1u);
  EXPECT_EQ(perft_without_bulk(start, 0), 1u);
  for (const char* text :
       {"p7/8/8/8/3P4/8/8/8 w 0 0 5", "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21",
        "p7/8/8/8/8/8/8/P6K s 4 4 2"}) {
    Position pos = mfen(text);
    EXPECT_EQ(perft(pos, 0), 1u) << text;
    EXPECT_EQ(perft_without_bulk(pos, 0), 1u) << text;
  }
}

TEST(Perft, AFinishedPositionCountsZeroAtAnyDepth) {
  for (const char* text :
       {"p7/8/8/8/3P4/8/8/8 w 0 0 5", "3r4/8/8/8/8/8/8/P7 s 0 0 10",
        "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21", "p7/8/8/8/8/8/8/P6K s 4 4 2"}) {
    for (int depth = 1; depth <= 3; ++depth) {
      Position pos = mfen(text);
      EXPECT_EQ(perft(pos, depth), 0u) << text << " depth " << depth;
      EXPECT_EQ(perft_without_bulk(pos, depth), 0u) << text << " depth " << depth;
    }
  }
}

TEST(Perft, AForcedPassCountsAsOneMove) {
  // Black has no piece: it passes (1), then South's a1 P has 12 moves (four
  // up the file, the rank and the diagonal), then White's h1 K has 3 after
  // each of them (g1, g2, h2; the P never comes next to it).
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 0 0 1");
  EXPECT_EQ(perft(pos, 1), 1u);
  EXPECT_EQ(perft(pos, 2), 12u);
  EXPECT_EQ(perft(pos, 3), 36u);
  EXPECT_EQ(perft_without_bulk(pos, 1), 1u);
  EXPECT_EQ(perft_without_bulk(pos, 2), 12u);
  EXPECT_EQ(perft_without_bulk(pos, 3), 36u);
}

TEST(Perft, MovesThatEndTheGameHaveNoChildren) {
  // Tally 79: each of the South P's 12 quiet moves ends the battle, so there
  // is nothing at depth 2.
  Position quiet = mfen("p6k/8/8/8/8/8/8/P6K s 79 0 20");
  EXPECT_EQ(perft(quiet, 1), 12u);
  EXPECT_EQ(perft(quiet, 2), 0u);
  EXPECT_EQ(perft_without_bulk(quiet, 2), 0u);
  // With a Black knight on c1 to take: a1 has 10 moves (b1, c1x, a2-a5,
  // b2-e5); only the capture goes on, then White's K has 3, then North's a8
  // p has 12 after each.
  Position capture = mfen("p6k/8/8/8/8/8/8/P1n4K s 79 0 20");
  EXPECT_EQ(perft(capture, 1), 10u);
  EXPECT_EQ(perft(capture, 2), 3u);
  EXPECT_EQ(perft(capture, 3), 36u);
  EXPECT_EQ(perft_without_bulk(capture, 3), 36u);
}

TEST(Perft, BulkCountingAgreesWithTheFullWalk) {
  const char* positions[] = {
      "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1",
      "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 78 0 20",  // ends inside the tree
      "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP w 0 0 1",
      "8/8/2p5/1PRBk3/2QNN3/2KRBq2/4r3/8 w 0 0 1",
      "3p4/2P5/8/1b1N4/5q2/8/6R1/4p3 b 61 0 33",
      "7K/8/8/8/8/8/pp6/Pp6 s 0 0 1",   // South must pass
      "p7/8/8/8/8/8/qr6/Kn5P w 2 2 1",  // White must pass: the fourth pass may come
      "p7/8/8/8/3k4/8/8/3P4 s 10 0 5",  // Liberation at the first ply
      "p1p1p1p1/1r1b1n1q/8/2K1Q3/8/3k4/1N1B1R2/1P1P1P1P s 0 0 1",
  };
  for (const char* text : positions) {
    for (int depth = 1; depth <= 3; ++depth) {
      Position pos = mfen(text);
      const Position before = pos;
      EXPECT_EQ(perft(pos, depth), perft_without_bulk(pos, depth)) << text << " depth " << depth;
      EXPECT_TRUE(pos == before) << text;
    }
  }
}

TEST(PerftDivide, SumsToPerftAndFollowsTheGenerator) {
  for (const char* text :
       {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1",
        "3p4/2P5/8/1b1N4/5q2/8/6R1/4p3 b 61 0 33", "p6k/8/8/8/8/8/8/P1n4K s 79 0 20"}) {
    for (int depth = 1; depth <= 3; ++depth) {
      SCOPED_TRACE(std::string(text) + " depth " + std::to_string(depth));
      Position pos = mfen(text);
      const std::vector<DivideEntry> entries = perft_divide(pos, depth);
      const std::vector<Move> moves = test::moves_of(pos);
      ASSERT_EQ(entries.size(), moves.size());
      std::uint64_t sum = 0;
      for (std::size_t i = 0; i < entries.size(); ++i) {
        EXPECT_EQ(entries[i].move, moves[i]) << "not in generation order at " << i;
        Position child = pos;
        child.make(moves[i]);
        EXPECT_EQ(entries[i].nodes, perft_without_bulk(child, depth - 1))
            << test::name_of(moves[i]);
        sum += entries[i].nodes;
      }
      EXPECT_EQ(sum, perft(pos, depth));
    }
  }
}

TEST(PerftDivide, AForcedPassIsASingleEntry) {
  Position pos = mfen("p7/8/8/8/8/8/8/P6K b 0 0 1");
  const std::vector<DivideEntry> entries = perft_divide(pos, 2);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_TRUE(entries[0].move.is_pass());
  EXPECT_EQ(entries[0].nodes, 12u);
}

TEST(PerftDivide, IsEmptyAtDepthZeroAndForAFinishedPosition) {
  Position start = Position::start();
  EXPECT_TRUE(perft_divide(start, 0).empty());
  Position over = mfen("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21");
  EXPECT_TRUE(perft_divide(over, 1).empty());
  EXPECT_TRUE(perft_divide(over, 3).empty());
}

}  // namespace
}  // namespace minnaar::current

namespace minnaar::current {
namespace {

TEST(PerftThreads, ShareTheRootMovesAndGiveTheSameCounts) {
  Position pos = Position::start();
  const auto single = perft_divide(pos, 4);
  for (int threads : {2, 3, 8}) {
    const auto shared = perft_divide(pos, 4, threads);
    ASSERT_EQ(shared.size(), single.size());
    for (std::size_t i = 0; i < single.size(); ++i) {
      EXPECT_EQ(shared[i].move, single[i].move);
      EXPECT_EQ(shared[i].nodes, single[i].nodes);
    }
    std::uint64_t full = 0;
    for (const DivideEntry& e : perft_divide(pos, 3, threads, /*bulk=*/false)) full += e.nodes;
    EXPECT_EQ(full, 134712u);
  }
  EXPECT_EQ(pos, Position::start());
}

}  // namespace
}  // namespace minnaar::current
