// `minnaar openings generate`: an opening suite from seeded random play,
// each position kept when an agent scores it within a band of team 0's
// view (tournament/play/opening_suite.h), written one position a line with a
// header that says how to make it again.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "cli/game_args.h"

namespace minnaar {

struct OpeningsCommandOptions {
  GameArgs game;  // --rules
  int count = 0;
  int plies = 8;
  std::string agent;
  std::string band;  // "LO,HI"
  std::string output;
  std::uint64_t seed = 1;
  int threads = 1;
  bool quiet = false;
  CLI::App* generate = nullptr;
};

// Adds `openings` and its subcommand to the program.
CLI::App* add_openings_commands(CLI::App& app, OpeningsCommandOptions& options);

// Runs the parsed command; returns the exit status: 0, 1 when the band
// kept fewer positions than asked within the candidates allowed (those it
// kept are written), 2 for bad input (one line on stderr).
int run_openings_command(const OpeningsCommandOptions& options);

}  // namespace minnaar
