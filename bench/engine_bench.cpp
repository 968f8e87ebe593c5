// Google Benchmark suite of the engine. `--benchmark_format=json` gives the
// machine-readable output that tracking tools consume; items_per_second is
// moves, nodes or games per second as each benchmark's label says.
//
//   build/release/bin/engine_bench [--benchmark_filter=Perft]
#include <benchmark/benchmark.h>

#include <string>

#include "bench/workloads.h"
#include "engine/movegen.h"
#include "engine/perft.h"
#include "tournament/agent_spec.h"

namespace minnaar::bench {
namespace {

// Arguments 0..7 pick a position of the bench set; the label names it.
void PositionArgs(benchmark::internal::Benchmark* b) {
  for (int i = 0; i < int(positions().size()); ++i) b->Arg(i);
}

void BM_GenerateMoves(benchmark::State& state) {
  const BenchPosition& p = positions()[state.range(0)];
  const Position pos = position_of(p);
  MoveList moves;
  for (auto _ : state) {
    generate_moves(pos, moves);
    benchmark::DoNotOptimize(moves);
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(moves.size()));
  state.SetLabel(std::string(p.name) + ", " + std::string(faction_name(pos.side_to_move())) +
                 ", moves");
}
BENCHMARK(BM_GenerateMoves)->Apply(PositionArgs);

void BM_CountMoves(benchmark::State& state) {
  const BenchPosition& p = positions()[state.range(0)];
  const Position pos = position_of(p);
  int count = 0;
  for (auto _ : state) {
    count = count_moves(pos);
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(state.iterations() * count);
  state.SetLabel(std::string(p.name) + ", moves");
}
BENCHMARK(BM_CountMoves)->Apply(PositionArgs);

void BM_MakeUnmake(benchmark::State& state) {
  const BenchPosition& p = positions()[state.range(0)];
  Position pos = position_of(p);
  MoveList moves;
  generate_moves(pos, moves);
  for (auto _ : state) {
    for (const Move m : moves) {
      const Position::Undo undo = pos.make(m);
      benchmark::DoNotOptimize(pos);
      pos.unmake(m, undo);
    }
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(moves.size()));
  state.SetLabel(std::string(p.name) + ", make+unmake pairs");
}
BENCHMARK(BM_MakeUnmake)->Apply(PositionArgs);

void BM_PerftBulk(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes = perft(pos, int(state.range(0)));
  state.SetItemsProcessed(state.iterations() * std::int64_t(nodes));
  state.SetLabel("start position, nodes");
}
BENCHMARK(BM_PerftBulk)->DenseRange(3, 5)->Unit(benchmark::kMillisecond);

void BM_PerftWithoutBulk(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes = perft_without_bulk(pos, int(state.range(0)));
  state.SetItemsProcessed(state.iterations() * std::int64_t(nodes));
  state.SetLabel("start position, nodes");
}
BENCHMARK(BM_PerftWithoutBulk)->DenseRange(3, 4)->Unit(benchmark::kMillisecond);

void BM_RandomPlayouts(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(playouts(1, seed++));
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("whole games from the start, games");
}
BENCHMARK(BM_RandomPlayouts)->Unit(benchmark::kMicrosecond);

// Search speed: one move chosen from a bench position with a fixed budget.
void BM_AlphaBetaSearch(benchmark::State& state) {
  const BenchPosition& p = positions()[state.range(0)];
  const Position pos = position_of(p);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto agent = *tournament::make_agent("alphabeta:depth=3", 1);
    benchmark::DoNotOptimize(agent->choose_move(pos));
    nodes += agent->last_nodes();
  }
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel(std::string(p.name) + ", alphabeta depth 3, nodes");
}
BENCHMARK(BM_AlphaBetaSearch)->Arg(0)->Arg(2)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_MctsSearch(benchmark::State& state) {
  const Position pos = Position::start();
  std::uint64_t plies = 0;
  for (auto _ : state) {
    auto agent = *tournament::make_agent("mcts:iterations=200", 1);
    benchmark::DoNotOptimize(agent->choose_move(pos));
    plies += agent->last_nodes();
  }
  state.SetItemsProcessed(std::int64_t(plies));
  state.SetLabel("start position, 200 iterations, playout plies");
}
BENCHMARK(BM_MctsSearch)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace minnaar::bench
