// Google Benchmark suite of Schachen (engine/schachen): perft from the
// start dealt from seeds 0 and 1 (docs/rules/schachen.md#perft) with bulk counting at
// depths 4 and 5, random games on the engine's own types to the runner's
// move cap, and the determinizing and ISMCTS players' speed.
//
//   build/release/bin/schachen_bench [--benchmark_filter=Perft]
#include <benchmark/benchmark.h>

#include "engine/game.h"
#include "engine/random.h"
#include "engine/schachen/game.h"
#include "engine/schachen/movegen.h"
#include "engine/schachen/perft.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::schachen {
namespace {

// Arguments: the deal's seed, the depth.
void BM_SchachenPerft(benchmark::State& state) {
  Position pos = Position::deal(std::uint64_t(state.range(0)));
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(1)));
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("dealt start, bulk, one thread, nodes");
}
BENCHMARK(BM_SchachenPerft)->Args({0, 4})->Args({1, 4})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SchachenPerft)
    ->Args({0, 5})
    ->Args({1, 5})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

void BM_SchachenPerftWithoutBulk(benchmark::State& state) {
  Position pos = Position::deal(0);
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(0)), /*bulk=*/false);
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("dealt start (seed 0), every leaf made, nodes");
}
BENCHMARK(BM_SchachenPerftWithoutBulk)->Arg(4)->Unit(benchmark::kMillisecond);

// Whole random games on the engine's types (generate_turns, make), each
// from its own deal: they end by checkmate, stalemate or the runner's
// move cap (docs/rules/schachen.md#a-turn).
void BM_SchachenRandomGames(benchmark::State& state) {
  SplitMix64 random(1);
  std::vector<Turn> turns;
  std::uint64_t plies = 0, deal = 0;
  for (auto _ : state) {
    Position pos = Position::deal(deal++);
    while (pos.move_number() < kMoveCap) {
      generate_turns(pos, turns);
      if (turns.empty()) break;
      pos.make(turns[random.below(turns.size())]);
      ++plies;
    }
    benchmark::DoNotOptimize(pos);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["plies"] = double(plies) / double(state.iterations());
  state.SetLabel("random against random, games");
}
BENCHMARK(BM_SchachenRandomGames)->Unit(benchmark::kMillisecond);

// One move of a player from the dealt start (seed 0).
void BM_SchachenPlayer(benchmark::State& state, const std::string& spec) {
  const auto game = *game::load("schachen");
  const auto start = game->start(0);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto agent = *tournament::make_agent(*game, spec, 1);
    benchmark::DoNotOptimize(agent->choose_move(*start));
    nodes += agent->last_info().nodes;
  }
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel(spec + ", nodes or playout plies");
}
BENCHMARK_CAPTURE(BM_SchachenPlayer, alphabeta, std::string("alphabeta:depth=2"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SchachenPlayer, pimc, std::string("pimc"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SchachenPlayer, ismcts, std::string("ismcts:iterations=500"))
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace minnaar::schachen
