// `minnaar bench`: a fixed workload (perft of the bench positions, perft
// without bulk counting, random playouts) with a deterministic signature,
// speeds, and optional history in SQLite.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "engine/game.h"

namespace minnaar {

struct BenchOptions {
  bool quick = false;           // two plies less everywhere: for instruction counting
  std::string workload;         // "" for all, or one of perft, perft-full, playouts
  std::string record_db;        // append this run to a history database
  std::string compare_db;       // show the latest run against the previous and the best
  std::string report_db;        // report the whole history (alone: runs nothing)
  std::string format = "text";  // of the report: "text" (the compare table) or "html"
  std::string output;           // write the report there instead of standard output
  std::string commit;           // commit to record; default: git rev-parse --short HEAD
  std::string rules =
      game::default_game_name();  // another rule set: its bench through the game interface
};

CLI::App* add_bench_command(CLI::App& app, BenchOptions& options);

// Runs the bench as asked, printing on stdout; the last line of a run is
// "signature <nodes>". A report comes last, on stdout or in `output`.
// Throws BadInput on options that do not go together and std::runtime_error
// on a database problem.
void run_bench(const BenchOptions& options);

}  // namespace minnaar
