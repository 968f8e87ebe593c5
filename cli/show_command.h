// `minnaar show`: a position in its rule set's notation and its result
// token (the command-line contract's third form).
#pragma once

#include <CLI/CLI.hpp>

#include "cli/game_args.h"

namespace minnaar {

struct ShowOptions {
  GameArgs game;  // --rules, --mfen, --deal, --moves, --observer
};

CLI::App* add_show_command(CLI::App& app, ShowOptions& options);

// Prints the position and result (BadInput for a bad position, move or
// observer); returns 0.
int run_show_command(const ShowOptions& options);

}  // namespace minnaar
