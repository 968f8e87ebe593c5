// `minnaar tune FILE.yaml` and `minnaar tune report`: SPSA tuning of an
// agent's parameters from games, stored in SQLite (tournament/tune/tune.h);
// `minnaar tune texel`: an evaluation's weights fitted to the outcomes of
// stored games (tournament/tune/texel.h).
#pragma once

#include <CLI/CLI.hpp>
#include <cstddef>
#include <string>
#include <vector>

namespace minnaar {

struct TuneCommandOptions {
  std::string config;  // tune
  std::string db;      // tune: overrides the config's database; report
  std::string name;    // report: the tune (default: the latest)
  std::string format = "text";
  std::string output;  // report: the file to write (default: stdout)
  int threads = 0;     // 0: the config's `parallel`, or one per core
  int iterations = 0;  // tune: store at most this many iterations now (0: all)
  bool quiet = false;
  // texel: the stored games' tournament, the agent whose weights start the
  // fit, the weights fitted (empty: all), the checkpoint file.
  std::string tournament;
  std::string agent = "alphabeta";
  std::string team;  // texel: only the positions this team moves in
  std::vector<std::string> weights;
  std::string out;
  int passes = 20;
  int holdout = 10;
  int skip_plies = 4;
  std::size_t max_positions = 1'000'000;
  CLI::App* tune = nullptr;
  CLI::App* report = nullptr;
  CLI::App* texel = nullptr;
};

// Adds `tune` and its subcommand to the program.
CLI::App* add_tune_commands(CLI::App& app, TuneCommandOptions& options);

// Runs the parsed command; returns the exit status (2 for bad input, the
// message on stderr).
int run_tune_command(const TuneCommandOptions& options);

}  // namespace minnaar
