// `minnaar svg`: a position drawn as an SVG picture, the squares of the
// last of --moves marked.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/game_args.h"

namespace minnaar {

struct SvgOptions {
  GameArgs game;       // --rules, --mfen, --deal, --moves
  std::string output;  // the file to write (default: stdout)
  int cell = 40;       // a square's side in pixels
  bool no_counters = false;
};

CLI::App* add_svg_command(CLI::App& app, SvgOptions& options);

// Draws the picture (BadInput for a bad position, move or file); returns 0.
int run_svg_command(const SvgOptions& options);

}  // namespace minnaar
