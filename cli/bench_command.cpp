#include "cli/bench_command.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "bench/history.h"
#include "bench/workloads.h"
#include "cli/bad_input.h"
#include "cli/help.h"
#include "cli/output.h"
#include "cli/paths.h"
#include "engine/game.h"
#include "engine/minnaar/perft.h"
#include "engine/random.h"
#include "minnaar_version.h"

namespace minnaar {
namespace {

struct Timed {
  std::uint64_t work;
  double seconds;
};

Timed timed(const std::function<std::uint64_t()>& run) {
  const auto began = std::chrono::steady_clock::now();
  const std::uint64_t work = run();
  return {work, std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count()};
}

double rate(const Timed& t, double units) { return t.seconds > 0 ? units / t.seconds : 0; }

std::string current_commit() {
  std::string commit;
  if (FILE* git = popen("git rev-parse --short HEAD 2>/dev/null", "r")) {
    char buffer[64];
    if (std::fgets(buffer, sizeof buffer, git)) commit = buffer;
    pclose(git);
  }
  while (!commit.empty() && (commit.back() == '\n' || commit.back() == '\r')) commit.pop_back();
  return commit.empty() ? "unknown" : commit;
}

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buffer;
}

// The bench of a rule set other than the current edition, through the game
// interface: perft from the start to the first depth of at least `nodes`
// paths (at most 12 plies), and random games from the start; the signature
// is the sum of nodes and plies.
void run_game_bench(const BenchOptions& options, const game::Game& game,
                    std::vector<bench::Measurement>& measurements, std::uint64_t& signature) {
  const std::uint64_t enough = options.quick ? 20'000 : 2'000'000;
  const auto start = game.start(1);
  if (options.workload.empty() || options.workload == "perft") {
    int depth = 1;
    while (depth < 12 && start->perft(depth) < enough) ++depth;
    const Timed t = timed([&] { return start->perft(depth); });
    std::printf("%s perft %d from the start: %14llu nodes %8.3f s %14.0f nodes/s\n",
                game.name().c_str(), depth, static_cast<unsigned long long>(t.work), t.seconds,
                rate(t, double(t.work)));
    measurements.push_back({game.name() + "/perft-bulk", rate(t, double(t.work)), "nodes/s"});
    signature += t.work;
  }
  if (options.workload.empty() || options.workload == "playouts") {
    const int games = options.quick ? 20 : 500;
    const Timed t = timed([&] {
      SplitMix64 random(1);
      std::vector<game::Action> moves;
      std::uint64_t plies = 0;
      for (int g = 0; g < games; ++g) {
        auto state = game.start(std::uint64_t(g));
        while (!state->play_stops()) {
          state->legal_moves(moves);
          state->apply(moves[random.below(moves.size())]);
          ++plies;
        }
      }
      return plies;
    });
    std::printf(
        "%s random games through the interface: %d games %8.3f s %14.0f games/s (%llu plies)\n",
        game.name().c_str(), games, t.seconds, rate(t, games),
        static_cast<unsigned long long>(t.work));
    measurements.push_back({game.name() + "/playouts", rate(t, games), "games/s"});
    signature += t.work;
  }
}

// --report's document: the compare table, or the history as a page.
void write_report(const BenchOptions& options) {
  const std::string text = options.format == "html"
                               ? bench::history_html(options.report_db, MINNAAR_VERSION)
                               : bench::compare_runs(options.report_db);
  write_output(text, options.output, {options.report_db});
}

// What a run measured, when it is not the fixed bench: "" for the fixed
// bench, else e.g. ":quick,perft" or ":sovereign". Recorded names carry
// it, so --compare sets a run only against earlier runs of the same
// workload: a signature or a speed of another workload is another
// benchmark.
std::string workload_tag(const BenchOptions& options, const game::Game& game) {
  std::vector<std::string> parts;
  if (game.name() != "minnaar") parts.push_back(game.name());
  if (options.quick) parts.push_back("quick");
  if (!options.workload.empty()) parts.push_back(options.workload);
  std::string tag;
  for (const std::string& part : parts) tag += (tag.empty() ? ":" : ",") + part;
  return tag;
}

}  // namespace

void run_bench(const BenchOptions& options) {
  if (options.format != "text" && options.format != "html")
    throw BadInput("--format must be text or html, not '" + options.format + "'");
  if (options.report_db.empty() && options.format != "text")
    throw BadInput("--format " + options.format +
                   " needs --report DB (the history database to report)");
  if (options.report_db.empty() && !options.output.empty())
    throw BadInput("--output needs --report DB (the history database to report)");
  check_output_path(options.output, {options.report_db});
  // The histories are checked before the bench runs, not after it.
  if (!options.record_db.empty()) prepare_database_path(options.record_db, "--record");
  for (const auto& [option, path] :
       {std::pair{"--compare", &options.compare_db}, std::pair{"--report", &options.report_db}}) {
    std::error_code error;
    if (!path->empty() && *path != options.record_db &&
        !std::filesystem::is_regular_file(*path, error))
      throw BadInput(std::string(option) + ": no history database at '" + *path + "'");
  }
  // A database to show and none to record in: no bench to run.
  if (options.record_db.empty() && (!options.compare_db.empty() || !options.report_db.empty())) {
    if (!options.compare_db.empty())
      std::fputs(bench::compare_runs(options.compare_db).c_str(), stdout);
    if (!options.report_db.empty()) write_report(options);
    return;
  }
  auto wanted = [&options](const char* name) {
    return options.workload.empty() || options.workload == name;
  };
  std::vector<bench::Measurement> measurements;
  std::uint64_t signature = 0;
  const auto game = game::load_text(options.rules);
  if (!game) throw BadInput(game.error());
  if ((*game)->name() != "minnaar") {
    if (!options.workload.empty() && options.workload == "perft-full")
      throw BadInput("--workload perft-full is the current edition's; " + (*game)->name() +
                     " has perft and playouts");
    run_game_bench(options, **game, measurements, signature);
  }

  if ((*game)->name() == "minnaar" && wanted("perft")) {
    std::printf("%-24s %5s %14s %10s\n", "position", "depth", "nodes", "seconds");
    Timed total{0, 0};
    for (const bench::BenchPosition& p : bench::positions()) {
      current::Position pos = bench::position_of(p);
      const int depth = bench::perft_depth(p, options.quick, /*bulk=*/true);
      const Timed t = timed([&] { return current::perft(pos, depth); });
      std::printf("%-24s %5d %14llu %10.3f\n", std::string(p.name).c_str(), depth,
                  static_cast<unsigned long long>(t.work), t.seconds);
      total.work += t.work;
      total.seconds += t.seconds;
    }
    std::printf("perft (bulk)      %14llu nodes %8.3f s %14.0f nodes/s\n",
                static_cast<unsigned long long>(total.work), total.seconds,
                rate(total, double(total.work)));
    measurements.push_back({"perft-bulk", rate(total, double(total.work)), "nodes/s"});
    signature += total.work;
  }
  if ((*game)->name() == "minnaar" && wanted("perft-full")) {
    const Timed t = timed([&] { return bench::perft_full_suite(options.quick); });
    std::printf("perft (no bulk)   %14llu nodes %8.3f s %14.0f nodes/s\n",
                static_cast<unsigned long long>(t.work), t.seconds, rate(t, double(t.work)));
    measurements.push_back({"perft-full", rate(t, double(t.work)), "nodes/s"});
    signature += t.work;
  }
  if ((*game)->name() == "minnaar" && wanted("playouts")) {
    const int games = options.quick ? 50 : 2000;
    const Timed t = timed([&] { return bench::playouts(games, 1); });
    std::printf("random playouts   %14d games %8.3f s %14.0f games/s (%llu plies)\n", games,
                t.seconds, rate(t, games), static_cast<unsigned long long>(t.work));
    measurements.push_back({"playouts", rate(t, games), "games/s"});
    signature += t.work;
  }
  // Speeds of a quick run are not the fixed bench's; a signature is its
  // workload's alone.
  const std::string tag = workload_tag(options, **game);
  for (bench::Measurement& m : measurements)
    if (options.quick) m.benchmark += ":quick";
  measurements.push_back({"signature" + tag, double(signature), "nodes"});

  if (!options.record_db.empty()) {
    const std::string commit = options.commit.empty() ? current_commit() : options.commit;
    bench::record_run(options.record_db, commit, utc_now(), measurements);
    std::printf("recorded in %s as commit %s\n", options.record_db.c_str(), commit.c_str());
  }
  if (!options.compare_db.empty())
    std::fputs(bench::compare_runs(options.compare_db).c_str(), stdout);
  std::printf("signature %llu\n", static_cast<unsigned long long>(signature));
  if (!options.report_db.empty()) {
    std::fflush(stdout);  // the run's lines before a report on the same stream
    write_report(options);
  }
}

CLI::App* add_bench_command(CLI::App& app, BenchOptions& o) {
  const std::string fixed = game::default_game_name();
  CLI::App* c = app.add_subcommand(
      "bench",
      "Run the fixed benchmark and print speeds and a signature of the engine's behaviour\n"
      "The bench of " +
          fixed +
          ": perft of 8 positions, perft without bulk counting and random playouts; any "
          "other rule set (--rules): perft from its start and random games through the game "
          "interface. The last line, the signature, changes only when the engine's behaviour "
          "does (docs/performance.md).");
  set_example(*c, "minnaar bench --quick");
  c->add_flag("--quick", o.quick, "Two plies less everywhere (for instruction counting)");
  c->add_option("--workload", o.workload, "Run only one workload")
      ->check(CLI::IsMember({"perft", "perft-full", "playouts"}));
  c->add_option("--record", o.record_db, "Append this run's results to an SQLite history database");
  c->add_option("--compare", o.compare_db,
                "Show the latest recorded run against the previous one and the best; alone, "
                "runs nothing");
  c->add_option("--report", o.report_db,
                "Report the history of an SQLite history database: the --compare table, or "
                "with --format html a page charting every benchmark run by run; alone, runs "
                "nothing");
  c->add_option("--format", o.format, "Format of the --report")
      ->check(CLI::IsMember({"text", "html"}))
      ->capture_default_str();
  c->add_option("--output", o.output, "Write the --report to this file instead of standard output");
  c->add_option("--rules", o.rules,
                "Rule set: " + rule_sets_text() + " (default: " + fixed + ", the fixed bench)");
  c->add_option("--commit", o.commit, "Commit to record (default: git rev-parse --short HEAD)");
  return c;
}

}  // namespace minnaar
