#include "cli/tune_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "cli/output.h"
#include "cli/paths.h"
#include "cli/suggest.h"
#include "minnaar_version.h"
#include "tournament/store/game_store.h"
#include "tournament/tune/tune.h"

namespace minnaar {
namespace {

using namespace tournament;

std::string clock_text(double seconds) {
  const long s = std::lround(seconds);
  char text[32];
  std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  return text;
}

int tune(const TuneCommandOptions& o) {
  if (o.config.empty())
    throw BadInput("tune: give a config (minnaar tune FILE.yaml) or `minnaar tune report`");
  std::error_code missing;
  if (!std::filesystem::exists(o.config, missing)) {
    // `tune reprot`: a mistyped command reads as a config that is not there.
    if (const auto near = nearest_name(o.config, {o.report->get_name()}))
      throw BadInput("tune: unknown command '" + o.config + "' (did you mean " + *near +
                     "?), and no config file of that name");
  }
  // Read once: the text parsed is the text stored with the tune, and a
  // FIFO (`<(...)`) cannot be read twice.
  const auto text = read_config_text(o.config);
  if (!text) throw BadInput(text.error().message());
  const auto config = parse_tune_config(*text, o.config, directory_of(o.config));
  if (!config) throw BadInput(config.error().message());
  const std::string db_path = o.db.empty() ? config->database : o.db;
  int threads = o.threads ? o.threads : config->parallel;
  if (threads == 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
  prepare_database_path(db_path, o.db.empty() ? "the config's database" : "--db");
  GameStore store(db_path);
  TuneRunOptions run;
  run.threads = threads;
  run.max_iterations = o.iterations;
  run.program_version = MINNAAR_VERSION;
  const bool terminal = isatty(fileno(stderr));
  auto last = std::chrono::steady_clock::now() - std::chrono::hours(1);
  run.on_progress = [&](const TuneProgress& p) {
    if (o.quiet) return;
    const auto now = std::chrono::steady_clock::now();
    if (p.k != p.total && now - last < std::chrono::seconds(terminal ? 0 : 10)) return;
    last = now;
    const double rate = p.elapsed_s > 0 ? p.played_now / p.elapsed_s * 60 : 0;
    std::fprintf(stderr, "%siteration %d/%d, %.1f/min, elapsed %s, theta %s%s",
                 terminal ? "\r\033[K" : "", p.k, p.total, rate, clock_text(p.elapsed_s).c_str(),
                 p.spec.c_str(), terminal ? "" : "\n");
    std::fflush(stderr);
  };
  // Said once the database took the tune: a refusal stays one line.
  run.on_open = [&] {
    if (!o.quiet)
      std::fprintf(stderr,
                   "tune '%s': %zu parameters, %d iterations of %d games, batch %d, %d threads, "
                   "database %s\n",
                   config->name.c_str(), config->parameters.size(), config->schedule.iterations,
                   config->games_per_iteration(), config->batch, threads, db_path.c_str());
  };
  const TuneReport report = run_tune(*config, *text, store, run);
  if (!o.quiet && terminal && report.played) std::fputc('\n', stderr);
  if (!o.quiet && report.resumed)
    std::fprintf(stderr, "resumed: %d iterations were already stored, %d played now\n",
                 report.already_done, report.played);
  if (!o.quiet && report.wall_seconds > 0)
    std::fprintf(
        stderr, "%.2f iterations/min; CPU %.1f s, agents' search %.1f s: harness share %.2f%%\n",
        report.played / report.wall_seconds * 60, report.cpu_seconds, report.agent_seconds,
        report.cpu_seconds > 0 ? 100 * (1 - report.agent_seconds / report.cpu_seconds) : 0.0);
  const auto stored = TuneStore(store).load(report.tournament_id);
  std::fputs(tune_text(*stored, db_path).c_str(), stdout);
  return 0;
}

int report(const TuneCommandOptions& o) {
  check_output_path(o.output, {o.db});
  check_database_file(o.db);
  GameStore store(o.db, /*create=*/false);
  std::optional<std::int64_t> id;
  if (o.name.empty()) {
    const auto ids = TuneStore(store).ids();
    if (ids.empty()) throw BadInput("database '" + o.db + "' holds no tune");
    id = ids.back();
  } else {
    const auto found = store.find_tournament(o.name);
    if (found && TuneStore(store).is_tune(found->id)) id = found->id;
    if (!id) throw BadInput("database '" + o.db + "' has no tune named '" + o.name + "'");
  }
  const auto t = TuneStore(store).load(*id);
  if (o.format == "json")
    write_output(tune_json(*t), o.output, {o.db});
  else if (o.format == "html")
    write_output(tune_html(*t, o.db, MINNAAR_VERSION), o.output, {o.db});
  else
    write_output(tune_text(*t, o.db), o.output, {o.db});
  return 0;
}

}  // namespace

CLI::App* add_tune_commands(CLI::App& app, TuneCommandOptions& o) {
  o.tune = app.add_subcommand(
      "tune",
      "Tune an agent's numeric parameters by SPSA from games\n"
      "A YAML config (docs/tuning.md) names the agent, its parameters and the schedule; "
      "every iteration and its games are stored in SQLite, and rerunning the same config "
      "resumes it. Prints θ as an agent spec.");
  set_example(*o.tune, "minnaar tune my-tune.yaml --threads 4");
  o.tune->add_option("config", o.config, "Tune config (YAML)");
  o.tune->add_option("--db", o.db, "SQLite database (default: the config's `database`)");
  o.tune
      ->add_option("--threads", o.threads,
                   "Games at once (default: the config's `parallel`, or one per core)")
      ->check(whole_number(1, 1024));
  o.tune
      ->add_option("--iterations", o.iterations,
                   "Store at most this many iterations in this run (a rerun goes on)")
      ->check(whole_number(1, 100000000));
  o.tune->add_flag("--quiet", o.quiet, "No progress on stderr");
  o.report = o.tune->add_subcommand(
      "report",
      "A stored tune: θ as an agent spec, each parameter from its start to now, speed\n"
      "html draws each parameter's path within its range.");
  set_example(*o.report, "minnaar tune report --db tune.sqlite --format html --output tune.html");
  o.report->add_option("--db", o.db, "SQLite database")->required();
  o.report->add_option("--tune", o.name, "The tune's name (default: the latest)");
  o.report->add_option("--format", o.format, "text, json or html")
      ->check(CLI::IsMember({"text", "json", "html"}))
      ->capture_default_str();
  o.report->add_option("--output", o.output, "Write the report to this file, not stdout");
  return o.tune;
}

int run_tune_command(const TuneCommandOptions& o) {
  try {
    if (o.report->parsed()) return report(o);
    return tune(o);
  } catch (const std::exception& e) {
    return report_bad_input(e.what());
  }
}

}  // namespace minnaar
