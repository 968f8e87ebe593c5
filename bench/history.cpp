#include "bench/history.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/xml.h"
#include "storage/sqlite.h"
#include "tournament/report/plot.h"

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
  std::int64_t latest_run = 0, first_run = 0;
  while (all.step()) {
    const std::int64_t run = all.column_int(0);
    by_benchmark[all.column_text(2)][run] = {all.column_double(3), all.column_text(4),
                                             all.column_text(1)};
    latest_run = std::max(latest_run, run);
    first_run = first_run ? std::min(first_run, run) : run;
  }
  if (latest_run == 0) return "no benchmark run recorded in " + db_path + "\n";

  std::string out;
  bool unmatched = false;  // a benchmark of the latest run that no earlier run measured
  char line[256];
  std::snprintf(line, sizeof line, "%-24s %16s %16s %9s %16s %9s  %s\n", "benchmark", "latest",
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
    std::snprintf(line, sizeof line, "%-24s %16.0f %16s %9s %16.0f %9s  %s\n", benchmark.c_str(),
                  now.value, previous.c_str(), change.c_str(), best, vs_best.c_str(),
                  now.unit.c_str());
    out += line;
    unmatched = unmatched || latest == runs.begin();
  }
  if (unmatched && first_run < latest_run)
    out +=
        "(previous -: no earlier run of that benchmark; a run of another workload, --quick "
        "or --rules records its own)\n";
  return out;
}

namespace {

// The history as the report reads it: runs in order, and each benchmark's
// values in run order.
struct History {
  struct Run {
    std::int64_t id;
    std::string commit, date;
  };
  struct Point {
    std::size_t run;  // index into runs
    double value;
  };
  struct Benchmark {
    std::string unit;  // the latest run's
    std::vector<Point> points;
  };
  std::vector<Run> runs;
  std::map<std::string, Benchmark> benchmarks;
  bool has_table = false;
};

History read_history(const std::string& db_path) {
  // As --compare: a missing file is an error naming it, not a new database.
  storage::Database db(db_path, /*create=*/false);
  History history;
  storage::Statement table(
      db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bench_history'");
  history.has_table = table.step();
  if (!history.has_table) return history;
  storage::Statement all(db,
                         "SELECT run, commit_id, recorded_at, benchmark, value, unit "
                         "FROM bench_history ORDER BY run, rowid");
  while (all.step()) {
    const std::int64_t run = all.column_int(0);
    if (history.runs.empty() || history.runs.back().id != run)
      history.runs.push_back({run, all.column_text(1), all.column_text(2)});
    History::Benchmark& benchmark = history.benchmarks[all.column_text(3)];
    benchmark.unit = all.column_text(5);
    benchmark.points.push_back({history.runs.size() - 1, all.column_double(4)});
  }
  return history;
}

// "2024-05-01 12:34" from "2024-05-01T12:34:56Z"; other texts as they are.
std::string short_date(const std::string& date) {
  if (date.size() >= 16 && date[10] == 'T') return date.substr(0, 10) + " " + date.substr(11, 5);
  return date;
}

// At most `length` bytes of `text`, not cutting a UTF-8 character.
std::string shortened(const std::string& text, std::size_t length) {
  if (text.size() <= length) return text;
  while (length > 0 && (static_cast<unsigned char>(text[length]) & 0xC0) == 0x80) --length;
  return text.substr(0, length);
}

// "123,456,789" from 1000 on, else up to four significant digits.
std::string value_text(double v) {
  if (std::isnan(v)) return "n/a";
  if (std::isinf(v)) return v > 0 ? "∞" : "−∞";
  if (std::abs(v) < 1000)
    return v == std::floor(v) ? fmt::format("{:.0f}", v) : fmt::format("{:.4g}", v);
  const std::string digits = fmt::format("{:.0f}", std::abs(v));
  std::string out = v < 0 ? "-" : "";
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// A change from `base` to `value` as a table cell: "+1.2%", classed better
// or worse for the benchmark's direction; "–" when there is nothing to say.
std::string change_cell(double value, double base, bool higher) {
  const double percent = 100.0 * (value / base - 1);
  if (base == 0 || !std::isfinite(percent)) return "<td class=\"num\">–</td>";
  const std::string text = fmt::format("{:+.1f}%", percent);
  if (text == "+0.0%" || text == "-0.0%") return "<td class=\"num\">0.0%</td>";
  const bool better = higher ? percent > 0 : percent < 0;
  return fmt::format("<td class=\"num {}\">{}</td>", better ? "better" : "worse", text);
}

// A fragment id: lower-case letters, digits and dashes, unique in the page.
std::string slug_of(const std::string& name, std::set<std::string>& taken) {
  std::string slug;
  for (const char c : name) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) && u < 0x80) {
      slug += char(std::tolower(u));
    } else if (!slug.empty() && slug.back() != '-') {
      slug += '-';
    }
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  if (slug.empty()) slug = "benchmark";
  std::string unique = slug;
  for (int n = 2; taken.count(unique); ++n) unique = slug + "-" + std::to_string(n);
  taken.insert(unique);
  return unique;
}

std::string plural(std::size_t n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

constexpr const char* kStyle = R"(body { font-family: "DejaVu Sans", Arial, sans-serif; color: #222;
  max-width: 1100px; margin: 1.5em auto; padding: 0 1em; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; margin: 0 0 0.4em; }
h2 .unit { font-weight: normal; color: #666; }
.summary, footer { color: #555; }
nav ul { padding-left: 1.2em; columns: 3; }
section.benchmark { border-top: 1px solid #ddd; padding-top: 1em; margin-top: 1.5em; }
svg.plot { max-width: 100%; height: auto; display: block; margin: 0.5em 0; }
table { border-collapse: collapse; font-size: 0.9em; }
th, td { padding: 0.2em 0.7em; border-bottom: 1px solid #eee; text-align: left; }
th { background: #f4f4f4; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.best td { background: #fff6d5; }
.better { color: #1a7f37; }
.worse { color: #c62828; }
.note { color: #666; font-size: 0.9em; }
footer { margin-top: 2em; border-top: 1px solid #ddd; padding-top: 0.5em; font-size: 0.9em; }
)";

std::string page_start() {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>Benchmark history</title>\n<style>\n{}</style>\n</head>\n<body>\n"
      "<h1>Benchmark history</h1>\n",
      kStyle);
}

std::string page_end(const std::string& db_path, const std::string& program_version) {
  return fmt::format(
      "<footer>Made by minnaar {} from <code>{}</code>.</footer>\n</body>\n</html>\n",
      xml_escape(program_version), xml_escape(db_path));
}

// One benchmark's section: its chart and its table, newest run first.
std::string benchmark_section(const History& history, const std::string& name,
                              const History::Benchmark& benchmark, const std::string& slug) {
  constexpr std::size_t kTableRuns = 30;
  constexpr std::size_t kTickLength = 10;
  const bool higher = higher_is_better(benchmark.unit);
  const std::vector<History::Point>& points = benchmark.points;

  // The best run: the first to reach the best finite value.
  std::optional<std::size_t> best;
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (!std::isfinite(points[i].value)) continue;
    if (!best ||
        (higher ? points[i].value > points[*best].value : points[i].value < points[*best].value))
      best = i;
  }

  plot::Series series{.name = name, .points = {}, .colour = "#4e79a7", .point_notes = {}};
  plot::LineStyle style{.title = name,
                        .x_label = "commit (run order)",
                        .y_label = benchmark.unit,
                        .x_ticks = {},
                        .y_from_zero = false};
  for (const History::Point& point : points) {
    const History::Run& run = history.runs[point.run];
    const double x = double(point.run + 1);
    series.points.push_back({x, point.value});
    series.point_notes.push_back(short_date(run.date));
    style.x_ticks.push_back({x, shortened(run.commit, kTickLength)});
  }
  std::vector<plot::Marker> markers;
  if (best) markers.push_back({double(points[*best].run + 1), points[*best].value, "best"});

  std::string out = fmt::format(
      "<section class=\"benchmark\" id=\"bench-{}\">\n<h2>{} <span "
      "class=\"unit\">({})</span></h2>\n",
      slug, xml_escape(name), xml_escape(benchmark.unit));
  out += fmt::format("<p class=\"note\">{} is better; {}.</p>\n", higher ? "Higher" : "Lower",
                     plural(points.size(), "run", "runs"));
  out += plot::line_svg({series}, {}, markers, style);

  out +=
      "<table>\n<thead><tr><th>commit</th><th>date</th><th>value</th>"
      "<th>change vs previous</th><th>vs best</th></tr></thead>\n<tbody>\n";
  const std::size_t shown = std::min(points.size(), kTableRuns);
  for (std::size_t k = 0; k < shown; ++k) {
    const std::size_t i = points.size() - 1 - k;
    const History::Run& run = history.runs[points[i].run];
    const bool is_best = best && *best == i;
    out += fmt::format(
        "<tr{}><td><code title=\"{}\">{}</code></td><td>{}</td><td class=\"num\">{}</td>",
        is_best ? " class=\"best\"" : "", xml_escape(run.commit),
        xml_escape(shortened(run.commit, kTickLength)), xml_escape(short_date(run.date)),
        value_text(points[i].value));
    out += i > 0 ? change_cell(points[i].value, points[i - 1].value, higher)
                 : "<td class=\"num\">–</td>";
    if (is_best) {
      out += "<td class=\"num\">best</td>";
    } else if (best) {
      out += change_cell(points[i].value, points[*best].value, higher);
    } else {
      out += "<td class=\"num\">–</td>";
    }
    out += "</tr>\n";
  }
  out += "</tbody>\n</table>\n";
  if (shown < points.size())
    out += fmt::format("<p class=\"note\">The latest {} of {} runs.</p>\n", shown, points.size());
  return out + "</section>\n";
}

}  // namespace

std::string history_html(const std::string& db_path, const std::string& program_version) {
  const History history = read_history(db_path);
  std::string out = page_start();
  if (history.runs.empty()) {
    out += fmt::format(
        "<p class=\"summary empty\">No benchmark run is recorded in <code>{}</code>: {}.</p>\n",
        xml_escape(db_path),
        history.has_table ? "its bench_history table is empty" : "it has no bench_history table");
    return out + page_end(db_path, program_version);
  }

  std::set<std::string> commits;
  std::string first_date = history.runs.front().date, last_date = first_date;
  for (const History::Run& run : history.runs) {
    commits.insert(run.commit);
    first_date = std::min(first_date, run.date);
    last_date = std::max(last_date, run.date);
  }
  // Dates to the minute, as the table shows them.
  const std::string first = short_date(first_date), last = short_date(last_date);
  const std::string dates = first == last
                                ? fmt::format("on {}", xml_escape(first))
                                : fmt::format("from {} to {}", xml_escape(first), xml_escape(last));
  out += fmt::format("<p class=\"summary\">{} of {} and {}, recorded {}.</p>\n",
                     plural(history.runs.size(), "run", "runs"),
                     plural(commits.size(), "commit", "commits"),
                     plural(history.benchmarks.size(), "benchmark", "benchmarks"), dates);

  std::set<std::string> taken;
  std::vector<std::string> slugs;
  for (const auto& [name, benchmark] : history.benchmarks) slugs.push_back(slug_of(name, taken));
  out += "<nav><ul>\n";
  std::size_t k = 0;
  for (const auto& [name, benchmark] : history.benchmarks)
    out += fmt::format("<li><a href=\"#bench-{}\">{}</a></li>\n", slugs[k++], xml_escape(name));
  out += "</ul></nav>\n";
  k = 0;
  for (const auto& [name, benchmark] : history.benchmarks)
    out += benchmark_section(history, name, benchmark, slugs[k++]);
  return out + page_end(db_path, program_version);
}

}  // namespace minnaar::bench
