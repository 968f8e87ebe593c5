#include "tournament/scored_game.h"

#include <algorithm>

namespace minnaar::tournament {

std::vector<SeatTime> seat_times(const std::vector<MoveInfo>& infos, std::size_t seats) {
  std::vector<SeatTime> times(seats);
  for (const MoveInfo& info : infos) {
    if (info.seat < 0 || std::size_t(info.seat) >= seats || !info.time_us) continue;
    SeatTime& t = times[std::size_t(info.seat)];
    ++t.timed_moves;
    t.total_us += *info.time_us;
    t.max_us = std::max(t.max_us, *info.time_us);
  }
  return times;
}

}  // namespace minnaar::tournament
