// `minnaar tournament run|merge|report|verify|show|list|export`: YAML-configured tournaments whose
// games are stored in SQLite (tournament/run/runner.h, tournament/store/game_store.h).
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace minnaar {

struct TournamentCommandOptions {
  std::string config;            // run
  std::string db;                // run: overrides the config's database; show, list
  std::vector<std::string> dbs;  // report, verify: read as if merged; merge: the inputs
  std::string out;               // merge
  std::string shard;             // run: "K/N"; empty for the whole
  std::string tournament;
  std::string format = "text";
  std::string export_format = "jsonl";
  std::string output;  // report: the file to write (default: stdout)
  int game = 0;        // show
  int threads = 0;     // 0: the config's `parallel`, or one per core
  bool new_tournament = false;
  bool quiet = false;
  CLI::App* run = nullptr;
  CLI::App* merge = nullptr;
  CLI::App* report = nullptr;
  CLI::App* verify = nullptr;
  CLI::App* list = nullptr;
  CLI::App* show = nullptr;
  CLI::App* export_games = nullptr;
};

// Adds `tournament` and its subcommands to the program.
CLI::App* add_tournament_commands(CLI::App& app, TournamentCommandOptions& options);

// Runs whichever subcommand was parsed; returns the exit status: 0, 1 when
// `verify` finds a game that does not replay, 2 for bad input (the message
// is on stderr).
int run_tournament_command(const TournamentCommandOptions& options);

}  // namespace minnaar
