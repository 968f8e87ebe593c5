// Google Benchmark suite of Minotaur Chess (engine/minotaur): perft from
// the start with bulk counting (depths 5-7; docs/rules/minotaur.md#perft's numbers),
// without bulk, random games on the engine's own types, and the alpha-beta
// player's search speed.
//
//   build/release/bin/minotaur_bench [--benchmark_filter=Perft]
#include <benchmark/benchmark.h>

#include "engine/game.h"
#include "engine/minotaur/movegen.h"
#include "engine/minotaur/perft.h"
#include "engine/random.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::minotaur {
namespace {

void BM_MinotaurPerft(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(0)));
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("start position, bulk, one thread, nodes");
}
BENCHMARK(BM_MinotaurPerft)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MinotaurPerft)->Arg(7)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_MinotaurPerftWithoutBulk(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(0)), /*bulk=*/false);
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("start position, every leaf made, nodes");
}
BENCHMARK(BM_MinotaurPerftWithoutBulk)->Arg(5)->Unit(benchmark::kMillisecond);

// Whole random games on the engine's types (generate_moves, make): a game
// ends when a side has lost its Totem and any Avenger, or by a draw.
void BM_MinotaurRandomGames(benchmark::State& state) {
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
BENCHMARK(BM_MinotaurRandomGames)->Unit(benchmark::kMicrosecond);

// One move of the alpha-beta player after both placements, nodes searched.
void BM_MinotaurAlphaBeta(benchmark::State& state) {
  const auto game = *game::load("minotaur");
  auto position = game->start();
  if (!position->play("@e3 @d6")) state.SkipWithError("the placements were refused");
  const std::string spec = "alphabeta:depth=" + std::to_string(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto agent = tournament::make_agent(*game, spec, 1);
    if (!agent) {
      state.SkipWithError(agent.error().c_str());
      break;
    }
    benchmark::DoNotOptimize((*agent)->choose_move(*position));
    nodes += (*agent)->last_info().nodes;
  }
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel("after @e3 @d6, " + spec + ", nodes");
}
BENCHMARK(BM_MinotaurAlphaBeta)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace minnaar::minotaur
