#include "tournament/run/driver.h"

#include <mutex>

#include "engine/parallel.h"

namespace minnaar::tournament {

void drive(int threads, std::size_t count, const std::function<DriverTake(std::size_t)>& take,
           const std::function<bool(std::size_t, const ScheduledGame&, GameOutcome&&)>& give) {
  std::mutex lock;
  for_each_index(threads, count, [&](std::size_t i) -> bool {
    DriverJob job;
    {
      std::lock_guard guard(lock);
      DriverTake taken = take(i);
      if (taken.stop) return false;
      if (!taken.job) return true;
      job = std::move(*taken.job);
    }
    GameOutcome outcome = play_scheduled(*job.config, job.game, *job.pools);
    std::lock_guard guard(lock);
    return give(i, job.game, std::move(outcome));
  });
}

}  // namespace minnaar::tournament
