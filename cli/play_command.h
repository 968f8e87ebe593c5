// `minnaar play`: one game between agents, printed move by move.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "cli/game_args.h"

namespace minnaar {

struct PlayOptions {
  GameArgs game;  // --rules, --no-anti-stall, --mfen (no --moves)
  // Agents by seat name (--south, --white, ...) and by team name
  // (--alliance, --establishment): a seat's own option wins over its team's.
  std::map<std::string, std::string> seats;
  std::uint64_t seed = 1;
};

void run_play(const PlayOptions& options);

}  // namespace minnaar
