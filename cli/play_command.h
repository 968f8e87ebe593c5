// `minnaar play`: one game between agents, printed move by move.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <map>
#include <string>

#include "cli/game_args.h"

namespace minnaar {

struct PlayOptions {
  GameArgs game;  // --rules, --no-anti-stall, --mfen (no --moves)
  // Agents by seat name and by team name (an option --<name> each, for
  // every registered rule set's): a seat's own option wins over its team's.
  std::map<std::string, std::string> seats;
  std::uint64_t seed = 1;
};

CLI::App* add_play_command(CLI::App& app, PlayOptions& options);

// Plays and prints the game (BadInput for a bad agent, seat or position);
// returns 0.
int run_play_command(const PlayOptions& options);

}  // namespace minnaar
