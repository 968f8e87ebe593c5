#include "bench/history.h"

#include <cstdio>
#include <map>

#include "storage/sqlite.h"

namespace minnaar::bench {
namespace {

constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS bench_history ("
    "  run INTEGER NOT NULL,"
    "  commit_id TEXT NOT NULL,"
    "  recorded_at TEXT NOT NULL,"
    "  benchmark TEXT NOT NULL,"
    "  value REAL NOT NULL,"
    "  unit TEXT NOT NULL);"
    "CREATE INDEX IF NOT EXISTS bench_history_run ON bench_history(run);";

bool higher_is_better(const std::string& unit) { return unit.ends_with("/s"); }

std::string format(const char* fmt, double a, double b = 0) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, fmt, a, b);
  return buffer;
}

}  // namespace

void record_run(const std::string& db_path, const std::string& commit, const std::string& date,
                const std::vector<Measurement>& run) {
  storage::Database db(db_path);
  db.execute(kSchema);
  storage::Transaction tx(db);
  storage::Statement last(db, "SELECT COALESCE(MAX(run), 0) FROM bench_history");
  last.step();
  const std::int64_t run_id = last.column_int(0) + 1;
  storage::Statement insert(db, "INSERT INTO bench_history VALUES (?, ?, ?, ?, ?, ?)");
  for (const Measurement& m : run)
    insert.bind(1, run_id)
        .bind(2, commit)
        .bind(3, date)
        .bind(4, m.benchmark)
        .bind(5, m.value)
        .bind(6, m.unit)
        .run();
  tx.commit();
}

std::string compare_runs(const std::string& db_path) {
  storage::Database db(db_path, /*create=*/false);
  db.execute(kSchema);
  struct Row {
    double value;
    std::string unit, commit;
  };
  // benchmark -> run -> row, runs in order
  std::map<std::string, std::map<std::int64_t, Row>> by_benchmark;
  storage::Statement all(db, "SELECT run, commit_id, benchmark, value, unit FROM bench_history");
  std::int64_t latest_run = 0;
  while (all.step()) {
    const std::int64_t run = all.column_int(0);
    by_benchmark[all.column_text(2)][run] = {all.column_double(3), all.column_text(4),
                                             all.column_text(1)};
    latest_run = std::max(latest_run, run);
  }
  if (latest_run == 0) return "no benchmark run recorded in " + db_path + "\n";

  std::string out;
  char line[256];
  std::snprintf(line, sizeof line, "%-14s %16s %16s %9s %16s %9s  %s\n", "benchmark", "latest",
                "previous", "change", "best", "vs best", "unit");
  out += line;
  for (const auto& [benchmark, runs] : by_benchmark) {
    const auto latest = runs.find(latest_run);
    if (latest == runs.end()) continue;
    const Row& now = latest->second;
    const bool higher = higher_is_better(now.unit);
    std::string previous = "-", change = "-";
    if (latest != runs.begin()) {
      const Row& before = std::prev(latest)->second;
      previous = format("%.0f", before.value);
      if (before.value != 0) change = format("%+.1f%%", 100.0 * (now.value / before.value - 1));
    }
    double best = now.value;
    for (const auto& [run, row] : runs)
      best = higher ? std::max(best, row.value) : std::min(best, row.value);
    const std::string vs_best = best != 0 ? format("%+.1f%%", 100.0 * (now.value / best - 1)) : "-";
    std::snprintf(line, sizeof line, "%-14s %16.0f %16s %9s %16.0f %9s  %s\n", benchmark.c_str(),
                  now.value, previous.c_str(), change.c_str(), best, vs_best.c_str(),
                  now.unit.c_str());
    out += line;
  }
  return out;
}

}  // namespace minnaar::bench
