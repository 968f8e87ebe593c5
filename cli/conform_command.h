// `minnaar conform --impl "CMD ARGS"`: checks another implementation of a
// rule set against this engine through the command-line contract
// (docs/cli.md#the-command-line-contract), every disagreement reduced to the smallest case
// (conform/).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "engine/game.h"

namespace minnaar {

struct ConformOptions {
  std::string impl;
  std::string rules = game::default_game_name();
  std::string suite = "default";
  std::uint64_t seed = 1;
  int jobs = 0;  // 0: one per core
  int timeout_ms = 10000;
  std::string json, junit;
  std::string fixtures;
  bool strict = false;  // a difference on the project's own choices fails too
};

CLI::App* add_conform_command(CLI::App& app, ConformOptions& options);

// Returns the exit status: 0 when every check agrees or differs only on the
// project's own choices (notes; failures with --strict), 1 when any does not,
// 2 for bad usage (the message on stderr).
int run_conform_command(const ConformOptions& options);

}  // namespace minnaar
