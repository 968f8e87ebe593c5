// `minnaar help [COMMAND...]`: the help of the program, or of one command
// (`minnaar help tournament run`), the same text as --help prints.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace minnaar {

struct HelpOptions {
  std::vector<std::string> path;  // the command and its subcommands
};

CLI::App* add_help_command(CLI::App& app, HelpOptions& options);

// Prints the help of the command `options` names below `app` (BadInput
// with the nearest command for an unknown one); returns 0.
int run_help_command(const CLI::App& app, const HelpOptions& options);

}  // namespace minnaar
