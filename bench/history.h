// Benchmark history in SQLite: `minnaar bench --record DB` appends one run
// (commit, date, benchmark, value, unit rows); `--compare DB` shows the
// latest run against the previous one and the best so far; `--report DB
// --format html` draws the whole history as a page.
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

// One self-contained HTML page (inline CSS, no script, nothing external):
// the history's runs, commits and dates, then per benchmark a section
// (id "bench-<slug>") with a chart of its value per run, the best run marked
// "best", and a table of commit, date, value, change against the previous
// run and against the best. A database without runs gives a page that says
// so; a missing file throws storage::SqliteError (a std::runtime_error)
// naming it. `program_version` is named in the page's footer.
std::string history_html(const std::string& db_path, const std::string& program_version);

}  // namespace minnaar::bench
