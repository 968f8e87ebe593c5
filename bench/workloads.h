// The fixed workloads that `minnaar bench`, the Google Benchmark suite and
// the instruction-count check (ci/perf-check) all measure. Their node
// counts are deterministic: their sum is the bench signature, which changes
// only when the engine's behaviour changes.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "engine/minnaar/position.h"

namespace minnaar::bench {

struct BenchPosition {
  std::string_view name;
  std::string_view mfen;
  int depth;  // perft depth of the full bench; --quick uses two plies less
};

// Positions from every phase of the game. Changing this list changes the
// signature recorded in bench/signature.txt.
std::span<const BenchPosition> positions();

current::Position position_of(const BenchPosition& p);

// The perft depth of a bench position: --quick is two plies less, and perft
// making every leaf (bulk false) one more ply less.
int perft_depth(const BenchPosition& p, bool quick, bool bulk);
// perft making every leaf of every bench position; returns the nodes.
std::uint64_t perft_full_suite(bool quick);
// `games` random games from the start position to their end (uniform moves
// from a fixed seed); returns the plies played.
std::uint64_t playouts(int games, std::uint64_t seed);

}  // namespace minnaar::bench
