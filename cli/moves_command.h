// `minnaar moves`: the legal moves of a position (the command-line
// contract's second form).
#pragma once

#include <CLI/CLI.hpp>

#include "cli/game_args.h"

namespace minnaar {

struct MovesOptions {
  GameArgs game;  // --rules, --mfen, --deal, --moves
};

CLI::App* add_moves_command(CLI::App& app, MovesOptions& options);

// Prints the moves (BadInput for a bad position or move); returns 0.
int run_moves_command(const MovesOptions& options);

}  // namespace minnaar
