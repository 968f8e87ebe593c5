// What the referee costs: random against random, each player a `minnaar
// serve random` child process talking the player protocol, next to the
// same games between built-in random agents, on one and two threads.
//
//   build/release/bin/referee_bench --benchmark_repetitions=3
//
// Counters: games/s and plies/s (wall time); us_per_ply, the wall time of a
// ply per game thread (for served games that is one protocol round trip:
// position and go written, bestmove read and checked); referee_cpu, the
// referee's own CPU time over its wall time (cores busy in the harness), and
// referee_share, its part of all the CPU time spent (the players' is read
// when they have exited).
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <atomic>
#include <chrono>
#include <string>

#include "engine/parallel.h"
#include "process/child_process.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"

namespace minnaar {
namespace {

double cpu_seconds(int who) {
  rusage usage{};
  getrusage(who, &usage);
  auto seconds = [](const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) * 1e-6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Argument 0: threads; argument 1: 1 for served players, 0 for built-in.
void BM_RandomGames(benchmark::State& state) {
  const int threads = int(state.range(0));
  const bool served = state.range(1) == 1;
  const std::string player = served ? "{type: external, command: [" MINNAAR_BINARY
                                      ", serve, random], budget: {nodes: 1}"
                                    : "{type: random";
  auto config = tournament::parse_config("version: 1\nname: bench\nagents:\n  - " + player +
                                             ", name: a}\n  - " + player +
                                             ", name: b}\ngames_per_pairing: 1000000\n",
                                         "bench");
  if (!config) {
    state.SkipWithError(config.error().message().c_str());
    return;
  }
  const auto slots = tournament::schedule(*config);
  constexpr std::size_t kGamesPerRound = 64;
  std::size_t next = 0;
  std::atomic<std::int64_t> plies{0};
  double referee_cpu = 0, wall = 0, children_before = cpu_seconds(RUSAGE_CHILDREN);
  {
    tournament::PlayerPools pools = tournament::player_pools(*config);
    for (auto _ : state) {
      const double cpu_before = cpu_seconds(RUSAGE_SELF);
      const auto begin = std::chrono::steady_clock::now();
      for_each_index(threads, kGamesPerRound, [&](std::size_t i) {
        const auto game = tournament::play_scheduled(*config, slots[next + i], pools);
        plies += game.plies;
      });
      wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
      referee_cpu += cpu_seconds(RUSAGE_SELF) - cpu_before;
      next += kGamesPerRound;
    }
  }  // the players quit here, so their CPU time can be read
  const double players_cpu = cpu_seconds(RUSAGE_CHILDREN) - children_before;
  const double games = double(next);
  state.counters["games/s"] = benchmark::Counter(games / wall);
  state.counters["plies/s"] = benchmark::Counter(double(plies) / wall);
  state.counters["us_per_ply"] = benchmark::Counter(wall * threads / double(plies) * 1e6);
  state.counters["referee_cpu"] = benchmark::Counter(referee_cpu / wall);
  state.counters["referee_share"] =
      benchmark::Counter(referee_cpu / (referee_cpu + std::max(0.0, players_cpu)));
  state.SetLabel(served ? "minnaar serve random, both seats" : "built-in random, both seats");
}
BENCHMARK(BM_RandomGames)
    ->ArgNames({"threads", "served"})
    ->Args({1, 0})
    ->Args({2, 0})
    ->Args({1, 1})
    ->Args({2, 1})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// The floor under a protocol round trip on this machine: one line written
// to `cat` and read back through the referee's own pipes (two context
// switches, the same reads, writes and polls).
void BM_LineRoundTripThroughCat(benchmark::State& state) {
  auto cat = tournament::ChildProcess::start({"cat"}, ".");
  if (!cat) {
    state.SkipWithError(cat.error().c_str());
    return;
  }
  std::string line;
  for (auto _ : state) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    (*cat)->write_line("bestmove a1a2", deadline);
    (*cat)->read_line(line, deadline);
  }
  state.SetLabel("write a line to cat, read it back");
}
BENCHMARK(BM_LineRoundTripThroughCat)->UseRealTime()->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace minnaar
