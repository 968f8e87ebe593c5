#include "bench/workloads.h"

#include <array>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/perft.h"
#include "engine/random.h"

namespace minnaar::bench {
using namespace current;  // the current edition, measured here
namespace {

constexpr std::array<BenchPosition, 8> kPositions = {{
    {"start", kStartMfen, 5},
    {"opening", "ppp1pppR/1p5N/8/RNBQKB2/r1bq1bnr/P2nk3/2P5/2PPP1PP w 1 0 3", 5},
    {"middlegame", "p1ppp1Q1/7R/8/RNB1KpN1/rn2kb1P/2q5/5n2/1PPPPbP1 n 2 0 4", 5},
    {"middlegame-sparse", "1p3pp1/R4p2/7p/1p2kKNR/rPb3nr/6b1/5P1q/PPP2PB1 b 0 0 5", 5},
    {"endgame-one-army-gone", "8/8/3p4/rb2p3/1P4q1/8/8/2P4P n 1 1 7", 6},
    {"endgame-few-pieces", "r6R/8/8/5K2/1Q3p1r/6P1/8/2P2P2 n 0 0 7", 6},
    {"tally-near-80", "2pQp1p1/NpB1K2B/np1Npn2/1R2p1R1/3p1rr1/PPq3bP/b1PPk1P1/1P2P3 s 76 0 20", 5},
    {"forced-pass", "8/8/8/4p1p1/2p1P3/8/5P2/2q5 w 0 0 8", 7},
}};

}  // namespace

std::span<const BenchPosition> positions() { return kPositions; }

Position position_of(const BenchPosition& p) { return *parse_mfen(p.mfen); }

int perft_depth(const BenchPosition& p, bool quick, bool bulk) {
  return p.depth - (quick ? 2 : 0) - (bulk ? 0 : 1);
}

std::uint64_t perft_full_suite(bool quick) {
  std::uint64_t nodes = 0;
  for (const BenchPosition& p : kPositions) {
    Position pos = position_of(p);
    nodes += perft_without_bulk(pos, perft_depth(p, quick, /*bulk=*/false));
  }
  return nodes;
}

std::uint64_t playouts(int games, std::uint64_t seed) {
  SplitMix64 random(seed);
  std::uint64_t plies = 0;
  MoveList moves;
  for (int g = 0; g < games; ++g) {
    Position pos = Position::start();
    while (!pos.is_over()) {
      generate_moves(pos, moves);
      pos.make(moves[random.below(moves.size())]);
      ++plies;
    }
  }
  return plies;
}

}  // namespace minnaar::bench
