// Work shared among threads: the one way the toolkit runs things in
// parallel (perft's root moves, a match's games, a tournament's games).
//
//   for_each_index(threads, games.size(), [&](std::size_t i) { play(games[i]); });
//
// Each index is handed out once, in increasing order, to whichever thread
// is free; the calling thread works too. A task may return bool: false
// stops handing out indices (tasks already running finish). If a task
// throws, no further index is handed out and the first exception is
// rethrown once every thread has finished.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

namespace minnaar {

template <class Task>
void for_each_index(int threads, std::size_t count, const Task& task) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex failure_lock;
  std::exception_ptr failure;
  auto worker = [&] {
    for (;;) {
      if (stop) return;
      const std::size_t i = next++;
      if (i >= count) return;
      try {
        if constexpr (std::is_same_v<std::invoke_result_t<const Task&, std::size_t>, bool>) {
          if (!task(i)) stop = true;
        } else {
          task(i);
        }
      } catch (...) {
        std::lock_guard guard(failure_lock);
        if (!failure) failure = std::current_exception();
        stop = true;
      }
    }
  };
  const std::size_t helpers =
      std::min<std::size_t>(std::size_t(std::max(1, threads)) - 1, count ? count - 1 : 0);
  std::vector<std::thread> pool;
  pool.reserve(helpers);
  for (std::size_t t = 0; t < helpers; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace minnaar
