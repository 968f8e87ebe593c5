// Google Benchmark suite of Sovereign Chess (engine/sovereign): perft from
// the start with bulk counting (depths 4-6), random games on the engine's
// own types, and the alpha-beta player's search speed.
//
//   build/release/bin/sovereign_bench [--benchmark_filter=Perft]
#include <benchmark/benchmark.h>

#include "engine/game.h"
#include "engine/random.h"
#include "engine/sovereign/movegen.h"
#include "engine/sovereign/perft.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::sovereign {
namespace {

void BM_SovereignPerft(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(0)));
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("start position, bulk, one thread, nodes");
}
BENCHMARK(BM_SovereignPerft)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SovereignPerft)->Arg(6)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_SovereignPerftWithoutBulk(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(0)), /*bulk=*/false);
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("start position, every leaf made, nodes");
}
BENCHMARK(BM_SovereignPerftWithoutBulk)->Arg(4)->Unit(benchmark::kMillisecond);

// Whole random games on the engine's types (generate_moves, make): the
// games end by checkmate, stalemate or the 200-move cap.
void BM_SovereignRandomGames(benchmark::State& state) {
  SplitMix64 random(1);
  MoveList moves;
  std::uint64_t plies = 0;
  for (auto _ : state) {
    Position pos = Position::start();
    for (;;) {
      generate_moves(pos, moves);
      if (moves.empty()) break;
      pos.make(moves[random.below(moves.size())]);
      ++plies;
    }
    benchmark::DoNotOptimize(pos);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["plies"] = double(plies) / double(state.iterations());
  state.SetLabel("random against random, games");
}
BENCHMARK(BM_SovereignRandomGames)->Unit(benchmark::kMillisecond);

// One move of the alpha-beta player from the start, nodes searched.
void BM_SovereignAlphaBeta(benchmark::State& state) {
  const auto game = *game::load("sovereign");
  const auto start = game->start();
  const std::string spec = "alphabeta:depth=" + std::to_string(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto agent = *tournament::make_agent(*game, spec, 1);
    benchmark::DoNotOptimize(agent->choose_move(*start));
    nodes += agent->last_info().nodes;
  }
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("start position, " + spec + ", nodes");
}
BENCHMARK(BM_SovereignAlphaBeta)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace minnaar::sovereign
