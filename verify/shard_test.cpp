// Tournaments bigger than one process: shards of the schedule, merging
// their databases, and runs that share one database at once.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>

#include "tournament/report/standings_report.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/stats/standings.h"
#include "tournament/store/game_store.h"
#include "tournament/store/merge.h"
#include "tournament/store/shard.h"
#include "verify/tournament_support.h"

namespace minnaar::tournament {
namespace {

// Four agents (six pairings), five openings a pairing: 60 games.
const std::string kFour = R"(version: 1
name: shards
seed: 11
agents:
  - {name: r, type: random}
  - {name: g, type: greedy}
  - {name: a, type: alphabeta, params: {depth: 1}}
  - {name: b, type: random, params: {capture_bias: 500}}
games_per_pairing: 10
openings:
  random_plies: 2
)";

// `text` with `games` games per pairing.
std::string replaced_games(std::string text, int games) {
  const std::string key = "games_per_pairing: ";
  const auto at = text.find(key);
  const auto end = text.find('\n', at);
  return text.replace(at, end - at, key + std::to_string(games));
}

RunReport run_shard(const TournamentConfig& c, const std::string& db, Shard shard,
                    int threads = 1) {
  GameStore store(db);
  RunOptions options;
  options.threads = threads;
  options.shard = shard;
  return run_tournament(c, "", store, options);
}

std::string standings_of(GameStore& store, const TournamentConfig& c) {
  const StoredTournament t = store.tournaments().back();
  std::vector<std::string> names;
  for (const TournamentAgent& a : c.agents) names.push_back(a.name);
  // Without the time per move: a measurement of each run, not what the
  // games decided.
  std::string text =
      standings_text(compute_standings(c.game->info(), names, scored(store.games(t.id)), c.sprt));
  return text.substr(0, text.find("\ntime per move"));
}

std::string merge_error(GameStore& out, const std::vector<std::string>& inputs) {
  try {
    merge_databases(out, inputs);
  } catch (const MergeError& e) {
    return e.what();
  }
  return "";
}

TEST(Shard, ReadsKOfNCountingFromZeroAndRefusesAnythingElseWithAReason) {
  const auto shard = parse_shard("2/8");
  ASSERT_TRUE(shard);
  EXPECT_EQ(shard->index, 2);
  EXPECT_EQ(shard->count, 8);
  EXPECT_EQ(shard->text(), "2/8");
  EXPECT_TRUE(parse_shard("0/1")->whole());
  for (const char* bad : {"", "3", "1/", "/4", "a/4", "1/4x", "-1/4", "1/-4", " 1/4", "1/4/5"})
    EXPECT_NE(parse_shard(bad).error().find("is not K/N"), std::string::npos) << bad;
  EXPECT_NE(parse_shard("4/4").error().find("less than N (0 to 3)"), std::string::npos);
  EXPECT_NE(parse_shard("0/0").error().find("N must be from 1"), std::string::npos);
  EXPECT_NE(parse_shard("0/100001").error().find("N must be from 1"), std::string::npos);
}

TEST(Shard, ShardsPartitionTheScheduleIntoWholeGroupsBalancedOverallAndPerPairing) {
  const auto c = parse_ok(kFour);
  const auto all = schedule(c);
  for (int n = 1; n <= 13; ++n) {
    std::map<int, int> owner;  // slot -> shard
    std::vector<int> games(std::size_t(n), 0);
    std::map<int, std::vector<int>> per_pairing;  // pairing -> games by shard
    for (int k = 0; k < n; ++k) {
      for (const ScheduledGame& s : shard_schedule(c, Shard{k, n})) {
        EXPECT_TRUE(owner.emplace(s.slot, k).second) << "slot " << s.slot << " in two shards";
        ++games[std::size_t(k)];
        auto& counts = per_pairing[s.pairing];
        counts.resize(std::size_t(n), 0);
        ++counts[std::size_t(k)];
      }
    }
    ASSERT_EQ(owner.size(), all.size()) << n << " shards";
    // The two games of a group (an opening of a pairing) go together.
    for (const ScheduledGame& s : all) {
      for (const ScheduledGame& t : all) {
        if (s.pairing == t.pairing && s.opening == t.opening) {
          EXPECT_EQ(owner[s.slot], owner[t.slot]);
        }
      }
    }
    // Within one group (two games) of each other.
    const auto [least, most] = std::minmax_element(games.begin(), games.end());
    EXPECT_LE(*most - *least, 2) << n << " shards";
    for (const auto& [pairing, counts] : per_pairing) {
      const auto [low, high] = std::minmax_element(counts.begin(), counts.end());
      EXPECT_LE(*high - *low, 2) << "pairing " << pairing << ", " << n << " shards";
    }
  }
}

TEST(Merge, ShardsMergedEqualASingleRunGameForGameAndInTheirStandings) {
  const auto c = parse_ok(kFour);
  TempDb single, s0, s1, s2, merged;
  const auto reference = run_all(c, single.path(), 2);
  ASSERT_EQ(reference.size(), 60u);
  int stored = 0;
  for (const auto& [db, k] : {std::pair{&s0, 0}, {&s1, 1}, {&s2, 2}}) {
    const RunReport r = run_shard(c, db->path(), Shard{k, 3}, 2);
    EXPECT_EQ(r.status, "finished");
    stored += r.played;
    GameStore store(db->path());
    const StoredTournament t = store.tournaments().back();
    EXPECT_EQ(t.shard, (Shard{k, 3}));
    EXPECT_EQ(t.total_games, 60);
    EXPECT_EQ(t.shard_games, r.played);
  }
  EXPECT_EQ(stored, 60);
  GameStore out(merged.path());
  const MergeSummary m = merge_databases(out, {s0.path(), s1.path(), s2.path()});
  EXPECT_EQ(m.games, 60);
  EXPECT_EQ(m.status, "finished");
  EXPECT_EQ(keys(out.games(m.tournament_id)), keys(reference));
  const StoredTournament t = out.tournaments().back();
  EXPECT_TRUE(t.shard.whole());
  EXPECT_EQ(t.shard_games, 60);
  GameStore one(single.path());
  EXPECT_EQ(standings_of(out, c), standings_of(one, c));
}

TEST(Merge, AShardKilledAndResumedBeforeTheMergeStillGivesTheSingleRunsGames) {
  const auto c = parse_ok(kFour);
  TempDb single, s0, s1, merged;
  const auto reference = run_all(c, single.path(), 1);
  {
    GameStore store(s0.path());
    RunOptions options;
    options.shard = {0, 2};
    options.threads = 2;
    options.on_progress = [](const Progress& p) {
      if (p.done == 7) throw std::runtime_error("killed");
    };
    EXPECT_THROW(run_tournament(c, "", store, options), std::runtime_error);
  }
  {
    // Merging the broken shard now gives a partial tournament...
    GameStore out(merged.path());
    const MergeSummary m = merge_databases(out, {s0.path()});
    EXPECT_EQ(m.status, "partial");
    EXPECT_LT(m.games, 30);
  }
  const RunReport resumed = run_shard(c, s0.path(), {0, 2}, 2);
  EXPECT_TRUE(resumed.resumed);
  EXPECT_EQ(resumed.already_done + resumed.played, 30);
  run_shard(c, s1.path(), {1, 2});
  // ...and merging again, into the same output, completes it.
  GameStore out(merged.path());
  const MergeSummary m = merge_databases(out, {s0.path(), s1.path()});
  EXPECT_EQ(m.games, 60);
  EXPECT_EQ(m.status, "finished");
  EXPECT_EQ(keys(out.games(m.tournament_id)), keys(reference));
}

TEST(Merge, APanelsShardsMergedEqualASingleRun) {
  // Candidates r and a hold the Establishment against the panel g, b: an
  // odd number of games, one shard unit each.
  const auto c = parse_ok(replaced_games(kFour, 5) +
                          "format: panel\npanel: {team: alliance, agents: [g, b]}\n");
  TempDb single, s0, s1, merged;
  const auto reference = run_all(c, single.path(), 2);
  ASSERT_EQ(reference.size(), 20u);
  EXPECT_EQ(run_shard(c, s0.path(), {0, 2}).played + run_shard(c, s1.path(), {1, 2}).played, 20);
  GameStore out(merged.path());
  const MergeSummary m = merge_databases(out, {s0.path(), s1.path()});
  EXPECT_EQ(m.games, 20);
  EXPECT_EQ(m.status, "finished");
  EXPECT_EQ(keys(out.games(m.tournament_id)), keys(reference));
  GameStore one(single.path());
  EXPECT_EQ(standings_of(out, c), standings_of(one, c));
}

TEST(Merge, MergingIsIdempotent) {
  const auto c = parse_ok(kFour);
  TempDb s0, s1, merged;
  run_shard(c, s0.path(), {0, 2});
  run_shard(c, s1.path(), {1, 2});
  GameStore out(merged.path());
  const MergeSummary first = merge_databases(out, {s0.path(), s0.path(), s1.path()});
  ASSERT_EQ(first.inputs.size(), 3u);
  EXPECT_EQ(first.inputs[0].added, 30);
  EXPECT_EQ(first.inputs[1].added, 0);
  EXPECT_EQ(first.inputs[1].already, 30);
  EXPECT_EQ(first.games, 60);
  const auto games = keys(out.games(first.tournament_id));
  const MergeSummary again = merge_databases(out, {s1.path(), s0.path()});
  EXPECT_EQ(again.tournament_id, first.tournament_id);
  EXPECT_EQ(again.inputs[0].added + again.inputs[1].added, 0);
  EXPECT_EQ(again.games, 60);
  EXPECT_EQ(keys(out.games(first.tournament_id)), games);
  EXPECT_EQ(out.tournaments().size(), 1u);
}

TEST(Merge, DatabasesOfDifferentTournamentsAreRefusedInOneLine) {
  const auto c = parse_ok(kFour);
  auto other_text = kFour;
  other_text.replace(other_text.find("seed: 11"), 8, "seed: 12");
  const auto other = parse_ok(other_text);
  TempDb a, b, merged;
  run_shard(c, a.path(), {0, 2});
  run_shard(other, b.path(), {1, 2});
  GameStore out(merged.path());
  const std::string error = merge_error(out, {a.path(), b.path()});
  EXPECT_NE(error.find("holds another tournament than"), std::string::npos) << error;
  EXPECT_NE(error.find("'seed 11' against 'seed 12'"), std::string::npos) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  EXPECT_TRUE(out.tournaments().empty());  // refused before anything was written

  // An output holding another tournament of the same name is refused too.
  merge_databases(out, {b.path()});
  const std::string into = merge_error(out, {a.path()});
  EXPECT_NE(into.find("already holds a tournament 'shards' with another configuration"),
            std::string::npos)
      << into;
}

TEST(Merge, TwoDifferentGamesForOneSlotAreRefusedAndNothingOfTheInputIsTaken) {
  const auto c = parse_ok(kFour);
  TempDb s0, s1, tampered, merged;
  run_shard(c, s0.path(), {0, 2});
  run_shard(c, s1.path(), {1, 2});
  run_shard(c, tampered.path(), {1, 2});
  int slot = 0;
  {
    GameStore store(tampered.path());
    const auto games = store.games(store.tournaments().back().id);
    slot = games.front().slot;
    // One seat's return of one game changed: the same slot, another game.
    store.database().execute(
        "UPDATE game_seats SET \"return\" = 0.25 WHERE game_id = (SELECT "
        "min(game_id) FROM game_seats)");
  }
  GameStore out(merged.path());
  merge_databases(out, {s0.path(), s1.path()});
  const auto before = keys(out.games(out.tournaments().back().id));
  const std::string error = merge_error(out, {tampered.path()});
  EXPECT_NE(error.find("hold different games for slot " + std::to_string(slot)), std::string::npos)
      << error;
  EXPECT_EQ(keys(out.games(out.tournaments().back().id)), before);

  // With a game the output lacks beside the conflicting one, the input is
  // still refused as a whole.
  TempDb fresh;
  {
    GameStore short_of_one(s1.path());
    short_of_one.database().execute(
        "DELETE FROM game_seats WHERE game_id = (SELECT max(id) FROM game_records); "
        "DELETE FROM game_records WHERE id = (SELECT max(id) FROM game_records);");
  }
  GameStore partial(fresh.path());
  merge_databases(partial, {s1.path()});
  ASSERT_EQ(partial.games(partial.tournaments().back().id).size(), 29u);
  EXPECT_NE(merge_error(partial, {tampered.path()}), "");
  EXPECT_EQ(partial.games(partial.tournaments().back().id).size(), 29u);
}

TEST(Merge, AGameWhoseMarginsDifferIsAnotherGame) {
  const auto c = parse_ok(kFour);
  TempDb s0, tampered, merged;
  run_shard(c, s0.path(), {0, 2});
  run_shard(c, tampered.path(), {0, 2});
  {
    GameStore store(tampered.path());
    // One seat's margin of one game changed, its return as it was.
    store.database().execute(
        "UPDATE game_seats SET margin = margin / 2 + 0.01 WHERE game_id = (SELECT "
        "min(game_id) FROM game_seats) AND seat = 0");
  }
  GameStore out(merged.path());
  const MergeSummary m = merge_databases(out, {s0.path()});
  const auto games = out.games(m.tournament_id);
  ASSERT_EQ(games.size(), 30u);
  // The margins came along with the games.
  GameStore source(s0.path());
  EXPECT_EQ(keys(games), keys(source.games(source.tournaments().back().id)));
  const std::string error = merge_error(out, {tampered.path()});
  EXPECT_NE(error.find("hold different games for slot " + std::to_string(games.front().slot)),
            std::string::npos)
      << error;
}

TEST(Merge, TheOutputIsNeverAlsoAnInputAndAMissingInputIsNamed) {
  TempDb merged;
  GameStore out(merged.path());
  EXPECT_NE(merge_error(out, {merged.path()}).find("is the output"), std::string::npos);
  EXPECT_NE(merge_error(out, {"/nonexistent/x.sqlite"}).find("no database at '/nonexistent"),
            std::string::npos);
  EXPECT_NE(merge_error(out, {}).find("nothing to merge"), std::string::npos);
}

TEST(Merge, ShardsOfAnSprtPlayAllTheirGamesAndTheMergeDecidesOnTheMergedGames) {
  const auto c = parse_ok(greedy_random_sprt(80));
  TempDb single, s0, s1, merged;
  {
    GameStore store(single.path());
    const RunReport r = run_tournament(c, "", store, RunOptions{});
    EXPECT_EQ(r.status, "sprt-accepted-h1");
    EXPECT_LT(r.played, 80);  // one process stops once the test decides
  }
  EXPECT_EQ(run_shard(c, s0.path(), {0, 2}).played, 40);
  EXPECT_EQ(run_shard(c, s1.path(), {1, 2}).played, 40);
  GameStore out(merged.path());
  const MergeSummary m = merge_databases(out, {s0.path(), s1.path()});
  EXPECT_EQ(m.games, 80);
  EXPECT_EQ(m.status, "sprt-accepted-h1");
  EXPECT_EQ(out.tournaments().back().status, "sprt-accepted-h1");
}

TEST(Merge, AShardsDatabaseRefusesAnotherShardOfTheSameTournament) {
  const auto c = parse_ok(kFour);
  TempDb db;
  run_shard(c, db.path(), {0, 3});
  for (const Shard other : {Shard{1, 3}, Shard{0, 2}, Shard{}}) {
    try {
      run_shard(c, db.path(), other);
      FAIL() << "shard " << other.text() << " was accepted";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("holds shard 0/3 of tournament 'shards'"),
                std::string::npos)
          << e.what();
    }
  }
  EXPECT_TRUE(run_shard(c, db.path(), {0, 3}).resumed);
}

TEST(SharedDatabase, TwoRunsAtOnceShareTheSlotsWithNoGameLostOrRepeated) {
  const auto c = parse_ok(kFour);
  TempDb single, shared;
  const auto reference = run_all(c, single.path(), 1);
  RunReport a, b;
  {
    // Created first, so that both runs resume the same tournament.
    GameStore store(shared.path());
    create_tournament(store, c, "", "test", 60);
  }
  std::thread other([&] { a = run_shard(c, shared.path(), {}, 1); });
  b = run_shard(c, shared.path(), {}, 1);
  other.join();
  EXPECT_EQ(a.status, "finished");
  EXPECT_EQ(b.status, "finished");
  EXPECT_EQ(a.played + b.played, 60);
  // Each saw every game: stored before it began, played by it or beside it.
  EXPECT_EQ(a.already_done + a.played + a.played_beside, 60);
  EXPECT_EQ(b.already_done + b.played + b.played_beside, 60);
  GameStore store(shared.path());
  EXPECT_EQ(keys(store.games(store.tournaments().back().id)), keys(reference));
  EXPECT_EQ(store.tournaments().size(), 1u);
}

// A pid that no process has: a child that has exited and been waited for.
std::int64_t dead_pid() {
  const pid_t child = fork();
  if (child == 0) _exit(0);
  waitpid(child, nullptr, 0);
  return child;
}

TEST(SharedDatabase, TheClaimsOfADeadRunAreTakenOverAndALiveRunsAreNot) {
  const auto c = parse_ok(kFour);
  TempDb db;
  std::int64_t id = 0;
  {
    GameStore store(db.path());
    id = create_tournament(store, c, "", "test", 60);
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    // A run of this host whose process is gone, a run of another host not
    // seen for longer than the lease, and a live one of another host.
    store.database().execute(
        "INSERT INTO runs (id, tournament_id, host, pid, started_at, seen_at) VALUES "
        "(100, " +
        std::to_string(id) + ", '" + host + "', " + std::to_string(dead_pid()) +
        ", 'x', unixepoch('now')), "
        "(101, " +
        std::to_string(id) +
        ", 'elsewhere', 1, 'x', unixepoch('now') - 3600), "
        "(102, " +
        std::to_string(id) +
        ", 'elsewhere', 1, 'x', unixepoch('now') + 3600);"
        "INSERT INTO slot_claims (game_id, run_id) VALUES (" +
        std::to_string(id) + " * 4294967296 + 0, 100), (" + std::to_string(id) +
        " * 4294967296 + 1, 101), (" + std::to_string(id) + " * 4294967296 + 2, 102);");
    const std::int64_t run = store.begin_run(id);
    // begin_run() forgot the dead run of this host; the stale one's claim
    // is taken at the first try, the live one's is not.
    EXPECT_EQ(store.claim_slot(id, 0, run).outcome, SlotClaim::kClaimed);
    EXPECT_EQ(store.claim_slot(id, 1, run).outcome, SlotClaim::kClaimed);
    const SlotClaim busy = store.claim_slot(id, 2, run);
    EXPECT_EQ(busy.outcome, SlotClaim::kBusy);
    EXPECT_EQ(busy.holder, "pid 1 on host elsewhere");
    EXPECT_EQ(store.claim_slot(id, 0, run).outcome, SlotClaim::kClaimed);  // its own
    store.end_run(run);
    // The live run ends: its claim goes with it.
    store.end_run(102);
  }
  const RunReport r = run_shard(c, db.path(), {}, 2);
  EXPECT_EQ(r.played, 60);
  EXPECT_EQ(r.status, "finished");
  GameStore store(db.path());
  storage::Statement left(store.database(), "SELECT count(*) FROM runs");
  left.step();
  EXPECT_EQ(left.column_int(0), 0);
}

}  // namespace
}  // namespace minnaar::tournament
