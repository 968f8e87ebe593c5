// Benchmark history in SQLite: `minnaar bench --record DB` appends one run
// (commit, date, benchmark, value, unit rows); `--compare DB` shows the
// latest run against the previous one and the best so far.
#pragma once

#include <string>
#include <vector>

namespace minnaar::bench {

struct Measurement {
  std::string benchmark;  // e.g. "perft-bulk"
  double value;
  std::string unit;  // e.g. "nodes/s"; rates ("/s") are better higher
};

// Appends a run; creates the table on first use.
void record_run(const std::string& db_path, const std::string& commit, const std::string& date,
                const std::vector<Measurement>& run);

// A table: benchmark, latest, previous, change, best, latest vs best. Says so
// when the database holds no run.
std::string compare_runs(const std::string& db_path);

}  // namespace minnaar::bench
