// `minnaar perft`: the number of move paths of a given length from a
// position (the command-line contract's first form).
#pragma once

#include <CLI/CLI.hpp>

#include "cli/game_args.h"

namespace minnaar {

struct PerftOptions {
  GameArgs game;  // --rules, --mfen, --deal, --moves
  int depth = 0;
  bool divide = false;   // one "<move> <count>" line per legal move first
  bool no_bulk = false;  // make every move down to the leaves
  bool timing = false;   // the time and speed on stderr
  int threads = 1;
};

CLI::App* add_perft_command(CLI::App& app, PerftOptions& options);

// Prints the count (BadInput for a bad position or move); returns 0.
int run_perft_command(const PerftOptions& options);

}  // namespace minnaar
