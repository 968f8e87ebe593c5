// Google Benchmark suite of the engine. `--benchmark_format=json` gives the
// machine-readable output that tracking tools consume; items_per_second is
// moves, nodes or games per second as each benchmark's label says.
//
//   build/release/bin/engine_bench [--benchmark_filter=Perft]
#include <benchmark/benchmark.h>

#include <string>

#include "bench/workloads.h"
#include "engine/game.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/perft.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/perft.h"
#include "engine/random.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::bench {
using namespace current;  // the current edition, measured here
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

// Copy-make of every legal move, to set against BM_MakeUnmake: each child
// is complete when visited, with no unmake.
void BM_CopyMake(benchmark::State& state) {
  const BenchPosition& p = positions()[state.range(0)];
  const Position pos = position_of(p);
  std::int64_t children = 0;
  for (auto _ : state) {
    children = 0;
    for_each_child(pos, [&children](Move, const Position& child) {
      benchmark::DoNotOptimize(child);
      ++children;
    });
  }
  state.SetItemsProcessed(state.iterations() * children);
  state.SetLabel(std::string(p.name) + ", children");
}
BENCHMARK(BM_CopyMake)->Apply(PositionArgs);

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

// perft 5 without bulk counting, the root moves shared among 1 or 2 threads
// (`minnaar perft --no-bulk --threads N`); wall-clock nodes/s.
void BM_PerftWithoutBulkThreads(benchmark::State& state) {
  Position pos = Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const DivideEntry& e : perft_divide(pos, 5, int(state.range(0)), /*bulk=*/false))
      nodes += e.nodes;
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(nodes));
  state.SetLabel("start position, depth 5, nodes");
}
BENCHMARK(BM_PerftWithoutBulkThreads)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_RandomPlayouts(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(playouts(1, seed++));
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("whole games from the start, games");
}
BENCHMARK(BM_RandomPlayouts)->Unit(benchmark::kMicrosecond);

// Random games through the game interface (State::legal_moves, apply, on
// the heap, virtual calls), beside the fast path's BM_RandomPlayouts (and
// BM_PlaytestRandomPlayouts): the cost of playing a game generically.
// Argument 0: the current edition, 1: playtest-standard.
void BM_InterfacePlayouts(benchmark::State& state) {
  const auto game = *game::load(state.range(0) == 0 ? "minnaar" : "playtest-standard");
  SplitMix64 random(1);
  std::vector<game::Action> moves;
  std::uint64_t plies = 0;
  for (auto _ : state) {
    auto s = game->start();
    while (!s->is_over()) {
      s->legal_moves(moves);
      s->apply(moves[random.below(moves.size())]);
      ++plies;
    }
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["plies"] = double(plies) / double(state.iterations());
  state.SetLabel(game->name() + " through the game interface, games");
}
BENCHMARK(BM_InterfacePlayouts)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// Random Play-Test games on the fast types (make, generate_moves), the fast
// path of BM_InterfacePlayouts/1.
void BM_PlaytestRandomPlayouts(benchmark::State& state) {
  SplitMix64 random(1);
  playtest::MoveList moves;
  for (auto _ : state) {
    playtest::Position pos = playtest::Position::start({playtest::RuleSet::kStandard, true});
    while (!pos.is_over()) {
      playtest::generate_moves(pos, moves);
      pos.make(moves[random.below(moves.size())]);
    }
    benchmark::DoNotOptimize(pos);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("playtest-standard, fast path, games");
}
BENCHMARK(BM_PlaytestRandomPlayouts)->Unit(benchmark::kMicrosecond);

// The current edition's state of a bench position, through the interface.
std::unique_ptr<game::State> state_of(const BenchPosition& p) {
  return std::move(*(*game::load("minnaar"))->parse(p.mfen));
}

// Search speed: one move chosen from a bench position with a fixed budget.
void BM_AlphaBetaSearch(benchmark::State& state) {
  const BenchPosition& p = positions()[state.range(0)];
  const auto game = *game::load("minnaar");
  const auto pos = state_of(p);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto agent = *tournament::make_agent(*game, "alphabeta:depth=3", 1);
    benchmark::DoNotOptimize(agent->choose_move(*pos));
    nodes += agent->last_info().nodes;
  }
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel(std::string(p.name) + ", alphabeta depth 3, nodes");
}
BENCHMARK(BM_AlphaBetaSearch)->Arg(0)->Arg(2)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_MctsSearch(benchmark::State& state) {
  const auto game = *game::load("minnaar");
  const auto pos = game->start();
  std::uint64_t plies = 0;
  for (auto _ : state) {
    auto agent = *tournament::make_agent(*game, "mcts:iterations=200", 1);
    benchmark::DoNotOptimize(agent->choose_move(*pos));
    plies += agent->last_info().nodes;
  }
  state.SetItemsProcessed(std::int64_t(plies));
  state.SetLabel("start position, 200 iterations, playout plies");
}
BENCHMARK(BM_MctsSearch)->Unit(benchmark::kMillisecond);

// Perft of the Play-Test Edition from its start position: argument 0 for
// Standard, 1 for Contemplative; bulk-counted at the last ply.
void BM_PlaytestPerft(benchmark::State& state) {
  const bool standard = state.range(0) == 0;
  playtest::Position pos = playtest::Position::start(
      {standard ? playtest::RuleSet::kStandard : playtest::RuleSet::kContemplative, true});
  const int depth = standard ? 6 : 7;
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += playtest::perft(pos, depth);
  state.SetItemsProcessed(std::int64_t(nodes));
  state.SetLabel(standard ? "playtest-standard perft 6, nodes"
                          : "playtest-contemplative perft 7, nodes");
}
BENCHMARK(BM_PlaytestPerft)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace minnaar::bench
