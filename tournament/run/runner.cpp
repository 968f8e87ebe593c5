#include "tournament/run/runner.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <stop_token>
#include <thread>

#include "engine/listing.h"
#include "engine/random.h"
#include "tournament/play/game.h"
#include "tournament/play/opening.h"
#include "tournament/players/agent_spec.h"
#include "tournament/run/driver.h"
#include "tournament/stats/standings.h"

namespace minnaar::tournament {

std::int64_t create_tournament(GameStore& store, const TournamentConfig& config,
                               const std::string& config_source, const std::string& program_version,
                               int total_games, Shard shard, int shard_games) {
  StoredTournament t;
  t.name = config.name;
  t.fingerprint = config.fingerprint();
  t.config_source = config_source;
  t.program_version = program_version;
  t.total_games = total_games;
  t.created_at = utc_timestamp();
  t.rules = config.game->name();
  t.rule_parameters = config.game->parameter_text();
  t.shard = shard;
  t.shard_games = shard_games < 0 ? total_games : shard_games;
  std::vector<std::pair<std::string, std::string>> agents;
  for (const TournamentAgent& a : config.agents) agents.emplace_back(a.name, a.spec);
  return store.create_tournament(t, agents);
}

std::string changed_config_message(const std::string& before, const std::string& stored,
                                   const std::string& config, const std::string& after) {
  std::vector<std::string> changes;
  std::istringstream lines(fingerprint_difference(stored, config));
  for (std::string line; std::getline(lines, line);)
    if (const std::size_t at = line.find_first_not_of(' '); at != std::string::npos)
      changes.push_back(line.substr(at));
  const std::string open = " (stored -> config: ", close = "): ";
  const std::size_t rest = before.size() + open.size() + close.size() + after.size();
  const std::size_t budget = rest + 40 < kMessageLine ? kMessageLine - rest : 40;
  return before + open + bounded_list(changes, budget, "; ") + close + after;
}

namespace {

// "the whole tournament 'x'" or "shard 1/3 of tournament 'x'"
std::string held_part(Shard shard, const std::string& name) {
  return (shard.whole() ? "the whole of" : "shard " + shard.text() + " of") + " tournament '" +
         name + "'";
}

// Finds the tournament to resume in the store, or creates it; one
// transaction, so two runs started at once on one database agree.
std::int64_t open_tournament(const TournamentConfig& config, const std::string& config_source,
                             GameStore& store, const RunOptions& options, bool& resumed) {
  storage::Transaction decide(store.database());
  const auto existing = store.find_tournament(config.name);
  std::int64_t id = 0;
  resumed = false;
  if (existing && !options.new_tournament) {
    if (existing->fingerprint != config.fingerprint())
      throw std::runtime_error(changed_config_message(
          "tournament '" + config.name + "' in '" + store.database().path() + "' (started " +
              existing->created_at + ") has a different configuration",
          existing->fingerprint, config.fingerprint(),
          "--new starts another of that name; or use another database or name"));
    if (existing->shard != options.shard)
      throw std::runtime_error(
          "database '" + store.database().path() + "' holds " +
          held_part(existing->shard, config.name) + ", not " +
          (options.shard.whole() ? std::string("the whole of it")
                                 : "shard " + options.shard.text()) +
          ": give each shard its own database (--db), and join them with `minnaar tournament "
          "merge`");
    id = existing->id;
    resumed = true;
  } else {
    id = create_tournament(store, config, config_source, options.program_version,
                           Schedule(config).size(), options.shard,
                           Schedule(config).shard_size(options.shard));
  }
  decide.commit();
  return id;
}

// This process's registration as a run of the tournament, shown alive every
// few seconds by a thread of its own until it goes out of scope (and drops
// its claims).
class RunRegistration {
 public:
  RunRegistration(GameStore& store, std::mutex& lock, std::int64_t tournament_id)
      : store_(store), lock_(lock) {
    std::lock_guard guard(lock_);
    id_ = store_.begin_run(tournament_id);
    heartbeat_ = std::jthread([this](std::stop_token stop) {
      std::mutex sleep;
      std::unique_lock wait(sleep);
      std::condition_variable_any beat;
      for (;;) {
        beat.wait_for(wait, stop, std::chrono::duration<double>(kRunHeartbeatSeconds),
                      [] { return false; });
        if (stop.stop_requested()) return;
        std::lock_guard guard(lock_);
        try {
          store_.keep_alive(id_);
        } catch (const storage::SqliteError&) {
          // A busy database: the next beat will do (the lease is long).
        }
      }
    });
  }
  ~RunRegistration() {
    heartbeat_.request_stop();
    heartbeat_.join();
    std::lock_guard guard(lock_);
    try {
      store_.end_run(id_);
    } catch (const storage::SqliteError&) {
      // Left behind, the registration is taken for dead when its process is.
    }
  }
  std::int64_t id() const { return id_; }

 private:
  GameStore& store_;
  std::mutex& lock_;
  std::int64_t id_ = 0;
  std::jthread heartbeat_;
};

}  // namespace

RunReport run_tournament(const TournamentConfig& config, const std::string& config_source,
                         GameStore& store, const RunOptions& options) {
  const game::GameInfo& info = config.game->info();
  const Schedule plan(config);
  const int shard_games = plan.shard_size(options.shard);
  RunReport report;
  report.tournament_id = open_tournament(config, config_source, store, options, report.resumed);
  if (options.on_open) options.on_open();
  const std::int64_t tournament = report.tournament_id;

  // The statistics as counts, rebuilt from the stored games in one pass and
  // kept up to date after every game: the progress line's leader and the
  // SPRT cost the same at every game, whatever the tournament's size.
  std::vector<std::string> names;
  for (const TournamentAgent& a : config.agents) names.push_back(a.name);
  Scoreboard board(info, names, config.sprt);
  if (config.games_per_group() == 2 && !config.panel) {
    // A pairing's first game (the lower slot of each pair) seats its first
    // agent as the first team, whichever game of the pair ends first.
    const std::vector<std::vector<int>> groups = pairings(config);
    for (std::size_t p = 0; p < groups.size(); ++p)
      board.orient_pairing(int(p), names[std::size_t(groups[p][0])],
                           names[std::size_t(groups[p][1])]);
  }
  // Which slots the store holds: one bit a game (125 KB for a million), the
  // only thing the run keeps for every game. The database has at most one
  // game a slot, and only this shard's (open_tournament()).
  std::vector<bool> stored(std::size_t(plan.size()), false);
  int stored_count = 0;
  auto note_stored = [&](int slot) {
    if (slot < 0 || slot >= plan.size() || stored[std::size_t(slot)]) return false;
    stored[std::size_t(slot)] = true;
    ++stored_count;
    return true;
  };
  store.each_scored(tournament, [&](const ScoredGame& g) {
    if (note_stored(g.slot)) board.add(g);
  });
  report.already_done = stored_count;

  auto leader = [&] {
    const auto best = board.leader();
    if (!best) return std::string();
    char text[128];
    std::snprintf(text, sizeof text, " %.3f", best->second);
    return best->first + text;
  };
  // Only the pairs and the SPRT: no rating fit after every game. A shard
  // plays on: its SPRT is the merged tournament's.
  const bool sequential = config.sprt && options.shard.whole();
  auto verdict_of = [&]() -> std::string {
    if (!sequential) return "";
    const auto test = board.sprt();
    if (!test || test->verdict == SprtVerdict::kContinue) return "";
    return test->verdict == SprtVerdict::kAcceptH1 ? "sprt-accepted-h1" : "sprt-accepted-h0";
  };
  std::string verdict = verdict_of();

  std::mutex lock;  // guards the store and everything above
  const RunRegistration run(store, lock, tournament);
  const auto begin = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  };
  // Games that other runs of the tournament stored meanwhile join the
  // board, looked for at most once a second (and when asked to), and only
  // read when the store holds more games than this run knows of.
  double absorbed_at = -1;
  auto absorb_others = [&](bool now) {
    if (!now && elapsed() - absorbed_at < 1) return;
    absorbed_at = elapsed();
    if (store.game_count(tournament) > stored_count) {
      std::vector<int> found;
      store.each_slot(tournament, [&](int slot) {
        if (slot >= 0 && slot < plan.size() && !stored[std::size_t(slot)]) found.push_back(slot);
      });
      for (const int slot : found) {
        auto g = store.scored_game(tournament, slot);
        if (!g || !note_stored(slot)) continue;
        board.add(*g);
        ++report.played_beside;
      }
    }
    if (verdict.empty()) verdict = verdict_of();
  };
  auto progress = [&] {
    if (!options.on_progress) return;
    Progress p;
    p.done = stored_count;
    p.total = shard_games;
    p.played_now = report.played;
    p.elapsed_s = elapsed();
    p.leader = leader();
    options.on_progress(p);
  };

  // The games are played a chunk of the shard's slots at a time (the
  // driver's tasks are a chunk's indices), so nothing of the schedule is
  // held beyond one chunk. Each task claims one pending game, plays it and
  // stores it; false stops the run (the SPRT decided). Claims are made
  // kClaimBatch slots ahead, in one transaction, for whichever thread plays
  // them. A game another run is playing waits for the next round. A
  // failure to play or to store stops the others, and a game is stored or
  // not, never half.
  constexpr std::size_t kChunk = 4096, kClaimBatch = 16;
  PlayerPools pools = player_pools(config);
  std::vector<int> pending, busy;  // slots: busy ones from every chunk of the round
  std::vector<std::optional<SlotClaim::Outcome>> claims;  // by index into `pending`
  auto claim = [&](std::size_t i) {
    if (!claims[i]) {
      std::vector<int> slots;
      for (std::size_t j = i; j < pending.size() && j < i + kClaimBatch && !claims[j]; ++j)
        slots.push_back(pending[j]);
      const std::vector<SlotClaim> got = store.claim_slots(tournament, slots, run.id());
      for (std::size_t k = 0; k < got.size(); ++k) claims[i + k] = got[k].outcome;
    }
    return *claims[i];
  };
  // (The run's lock, besides the driver's: the heartbeat shares the store.)
  auto take = [&](std::size_t i) -> DriverTake {
    const int slot = pending[i];
    std::lock_guard guard(lock);
    if (!verdict.empty()) return {std::nullopt, true};
    const SlotClaim::Outcome outcome = claim(i);
    if (outcome == SlotClaim::kBusy) busy.push_back(slot);
    if (outcome != SlotClaim::kClaimed) return {};
    return {DriverJob{&config, plan.at(slot), &pools}};
  };
  auto give = [&](std::size_t, const ScheduledGame& scheduled, GameOutcome&& game) -> bool {
    const ScoredGame view = scored(game);
    std::lock_guard guard(lock);
    store.insert_game(tournament, game);
    note_stored(scheduled.slot);
    board.add(view);
    ++report.played;
    absorb_others(false);
    if (verdict.empty()) verdict = verdict_of();
    progress();
    return verdict.empty();
  };
  auto play = [&](std::vector<int> slots) {
    pending = std::move(slots);
    claims.assign(pending.size(), std::nullopt);
    drive(options.threads, pending.size(), take, give);
  };
  // Rounds: the shard's games not yet stored, chunk by chunk; then (after a
  // pause) those that were busy, until none is left, each in slot order.
  // Busy games are those other live runs claimed and have not stored yet:
  // a few for each of their threads.
  for (int next = plan.next_in_shard(0, options.shard); verdict.empty() && next < plan.size();) {
    std::vector<int> chunk;
    for (; next < plan.size() && chunk.size() < kChunk;
         next = plan.next_in_shard(next + 1, options.shard))
      if (!stored[std::size_t(next)]) chunk.push_back(next);
    play(std::move(chunk));
  }
  while (verdict.empty() && !busy.empty()) {
    std::sort(busy.begin(), busy.end());
    std::vector<int> again = std::move(busy);
    busy.clear();
    {
      std::lock_guard guard(lock);
      absorb_others(true);
      progress();
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    for (std::size_t at = 0; verdict.empty() && at < again.size(); at += kChunk)
      play({again.begin() + std::ptrdiff_t(at),
            again.begin() + std::ptrdiff_t(std::min(again.size(), at + kChunk))});
  }

  std::lock_guard guard(lock);
  absorb_others(true);
  report.status = !verdict.empty() ? verdict : stored_count >= shard_games ? "finished" : "running";
  store.set_status(tournament, report.status);
  return report;
}

}  // namespace minnaar::tournament
