// `minnaar serve SPEC`: a built-in agent as a player program, speaking the
// player protocol on standard input and output.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace minnaar {

struct ServeOptions {
  std::string spec;  // the agent, e.g. alphabeta:depth=3
};

CLI::App* add_serve_command(CLI::App& app, ServeOptions& options);

// Serves until the other side quits; returns the exit status.
int run_serve_command(const ServeOptions& options);

}  // namespace minnaar
