// Google Benchmark suite of the tournament runner's storage: games played
// and stored as the runner does, and merging shard databases.
//
//   build/release/bin/tournament_bench [--benchmark_filter=Merge]
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "storage/sqlite.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/store/game_store.h"
#include "tournament/store/merge.h"

namespace minnaar::bench {
namespace {

// A database file in the temporary directory, removed (with its WAL
// files) before and after.
class ScratchDb {
 public:
  explicit ScratchDb(const std::string& name)
      : path_((std::filesystem::temp_directory_path() /
               ("minnaar_bench_" + std::to_string(::getpid()) + "_" + name + ".sqlite"))
                  .string()) {
    remove();
  }
  ~ScratchDb() { remove(); }
  const std::string& path() const { return path_; }
  void remove() const {
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path_ + suffix);
  }

 private:
  std::string path_;
};

tournament::TournamentConfig random_pair(int games) {
  auto config = tournament::parse_config(
      "version: 1\nname: bench\nagents:\n  - {name: a, type: random}\n"
      "  - {name: b, type: random}\ngames_per_pairing: " +
          std::to_string(games) + "\nopenings: {random_plies: 2}\n",
      "bench");
  return *config;
}

// Tournament games, random against random on one core, as the runner plays
// them (agents built from their specs, the game recorded as text): not
// stored (argument 0), each stored in its own transaction (1), or also
// claimed first as the runner does, 16 slots a transaction (2). The ratios
// are the costs of storage and of claims.
void BM_TournamentGames(benchmark::State& state) {
  const int mode = int(state.range(0));
  const auto config = random_pair(1000000);
  const auto slots = tournament::schedule(config);
  const ScratchDb db("games");
  {
    tournament::GameStore store(db.path());
    const std::int64_t id = create_tournament(store, config, "", "bench", int(slots.size()));
    const std::int64_t run = store.begin_run(id);
    std::size_t next = 0;
    tournament::PlayerPools pools = tournament::player_pools(config);
    for (auto _ : state) {
      const tournament::ScheduledGame& slot = slots[next];
      if (mode == 2 && next % 16 == 0) {
        std::vector<int> batch;
        for (std::size_t k = next; k < next + 16; ++k) batch.push_back(slots[k].slot);
        store.claim_slots(id, batch, run);
      }
      ++next;
      const tournament::GameOutcome game = tournament::play_scheduled(config, slot, pools);
      if (mode >= 1) store.insert_game(id, game);
      benchmark::DoNotOptimize(game);
    }
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel(mode == 0   ? "random vs random, not stored, games"
                 : mode == 1 ? "random vs random, stored, games"
                             : "random vs random, claimed and stored, games");
}
BENCHMARK(BM_TournamentGames)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond);

// Merging shard databases that hold `games` games in all (four shards),
// into a new database each time. The shards hold real games of random
// players (the first 200 slots played, their records copied to the rest,
// as long as ordinary games), built once.
void BM_MergeShards(benchmark::State& state) {
  const int games = int(state.range(0));
  constexpr int kShards = 4;
  const auto config = random_pair(games);
  const auto slots = tournament::schedule(config);
  std::vector<tournament::GameOutcome> played;
  {
    tournament::PlayerPools pools = tournament::player_pools(config);
    for (int i = 0; i < 200; ++i)
      played.push_back(tournament::play_scheduled(config, slots[std::size_t(i)], pools));
  }
  std::vector<std::unique_ptr<ScratchDb>> shards;
  std::vector<std::string> paths;
  for (int k = 0; k < kShards; ++k) {
    shards.push_back(std::make_unique<ScratchDb>("shard" + std::to_string(k)));
    paths.push_back(shards.back()->path());
    tournament::GameStore store(paths.back());
    const tournament::Shard shard{k, kShards};
    const auto mine = tournament::shard_schedule(config, shard);
    const std::int64_t id =
        create_tournament(store, config, "", "bench", games, shard, int(mine.size()));
    storage::Transaction all(store.database());
    for (const tournament::ScheduledGame& s : mine) {
      tournament::GameOutcome g = played[std::size_t(s.slot) % played.size()];
      g.slot = s.slot;
      g.pairing = s.pairing;
      g.opening = s.opening;
      g.seed = s.seed;
      store.insert_game(id, g);
    }
    all.commit();
  }
  const ScratchDb out("merged");
  int merged = 0;
  for (auto _ : state) {
    state.PauseTiming();
    out.remove();
    state.ResumeTiming();
    tournament::GameStore store(out.path());
    merged = tournament::merge_databases(store, paths).games;
  }
  if (merged != games) state.SkipWithError("the merge lost games");
  state.SetItemsProcessed(state.iterations() * games);
  state.SetLabel("games merged from 4 shards");
}
BENCHMARK(BM_MergeShards)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace minnaar::bench
