// The fixed workloads that `minnaar bench`, the Google Benchmark suite and
// the instruction-count check (ci/perf-check) all measure. Their node
// counts are deterministic: their sum is the bench signature, which changes
// only when the engine's behaviour changes.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "engine/position.h"

namespace minnaar::bench {

struct BenchPosition {
  std::string_view name;
  std::string_view mfen;
  int depth;  // perft depth of the full bench; --quick uses two plies less
};

// Positions from every phase of the game. Changing this list changes the
// signature recorded in bench/signature.txt.
std::span<const BenchPosition> positions();

Position position_of(const BenchPosition& p);

// perft (bulk-counted) of every bench position; returns the nodes.
std::uint64_t perft_suite(bool quick);
// perft making every leaf, one ply less deep than perft_suite; returns the nodes.
std::uint64_t perft_full_suite(bool quick);
// `games` random games from the start position to their end (uniform moves
// from a fixed seed); returns the plies played.
std::uint64_t playouts(int games, std::uint64_t seed);
// Move generation `rounds` times over every position of the bench; returns
// the moves generated.
std::uint64_t movegen_suite(int rounds);

}  // namespace minnaar::bench
