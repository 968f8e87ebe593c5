// The one loop that plays scheduled games on threads and hands each
// outcome on: tournaments (runner.h), matches (match.h) and tunes
// (tune/tune.h) all play their games through it. What a game is (its
// seats and seed) comes from the Schedule; the driver adds the threads,
// one lock around everything but the game itself, and stopping.
//
//   drive(threads, slots.size(),
//         [&](std::size_t i) -> DriverJob { return {config, plan.at(slots[i]), pools}; },
//         [&](std::size_t i, const ScheduledGame& s, GameOutcome&& g) { store(g); return true; });
#pragma once

#include <cstddef>
#include <functional>
#include <optional>

#include "tournament/play/outcome.h"
#include "tournament/run/schedule.h"

namespace minnaar::tournament {

// One game to play: the config it is played under, the game of its
// schedule, and the pools its programs come from (both must outlive it).
struct DriverJob {
  const TournamentConfig* config = nullptr;
  ScheduledGame game;
  PlayerPools* pools = nullptr;
};

// What `take` says of task i: a game to play, none (the task is skipped:
// claimed elsewhere, already stored), or stop (no further task is handed
// out; games being played finish and are given).
struct DriverTake {
  std::optional<DriverJob> job;
  bool stop = false;
};

// Runs tasks 0..count-1 on `threads` threads, in increasing order to
// whichever thread is free: take(i) under the lock, the game played
// outside it, give(i, game, outcome) under the lock (false stops handing
// out tasks). A throw from any of them stops the run and is rethrown once
// every thread has finished.
void drive(int threads, std::size_t count, const std::function<DriverTake(std::size_t)>& take,
           const std::function<bool(std::size_t, const ScheduledGame&, GameOutcome&&)>& give);

}  // namespace minnaar::tournament
