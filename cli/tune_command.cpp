#include "cli/tune_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "cli/output.h"
#include "cli/paths.h"
#include "cli/suggest.h"
#include "minnaar_version.h"
#include "tournament/players/agent_spec.h"
#include "tournament/store/game_store.h"
#include "tournament/tune/texel.h"
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

// What a Texel checkpoint was fitted on: a resumed fit must be of the same.
std::string texel_inputs(const TuneCommandOptions& o, const StoredTournament& t, int games) {
  std::string weights;
  for (const std::string& w : o.weights) weights += (weights.empty() ? "" : ",") + w;
  return "tournament " + t.name + " (id " + std::to_string(t.id) + ", " + std::to_string(games) +
         " games), agent " + o.agent + ", weights " + (weights.empty() ? "all" : weights) +
         ", team " + (o.team.empty() ? "all" : o.team) + ", holdout " + std::to_string(o.holdout) +
         "%, skip " + std::to_string(o.skip_plies) + " plies, at most " +
         std::to_string(o.max_positions) + " positions";
}

int texel(const TuneCommandOptions& o) {
  check_database_file(o.db);
  const auto store = open_for_reading(o.db);
  const auto tournament = named_or_latest(*store, o.tournament);
  if (!tournament) throw BadInput(tournament.error());
  auto loaded = game::load_stored(tournament->rules, tournament->rule_parameters);
  if (!loaded) throw BadInput("tournament '" + tournament->name + "': " + loaded.error());
  const game::Game& game = **loaded;
  if (const auto weights = evaluation_weights(game); !weights)
    throw BadInput("tune texel: " + weights.error() + ": there are no weights to fit");
  const auto params = agent_params(game, o.agent);
  if (!params) throw BadInput("--agent: " + params.error());
  TexelState state;
  try {
    // With --team, the fit starts from that team's own weights.
    state = texel_start(
        game,
        o.team.empty() ? params->values() : team_weight_values(game, params->values(), o.team),
        o.weights);
  } catch (const std::invalid_argument& e) {
    throw BadInput(std::string("--weights: ") + e.what());
  }
  const int games = store->game_count(tournament->id);
  const std::string inputs = texel_inputs(o, *tournament, games);
  if (!o.out.empty()) {
    std::error_code missing;
    if (std::filesystem::exists(o.out, missing)) {
      std::ifstream in(o.out);
      std::stringstream text;
      text << in.rdbuf();
      auto resumed = read_texel_checkpoint(text.str(), inputs);
      if (!resumed)
        throw BadInput("--out: '" + o.out + "': " + resumed.error() +
                       "; give another file, or remove it to start afresh");
      state = *resumed;
    } else {
      check_output_path(o.out, {o.db});
    }
  }
  const int threads =
      o.threads ? o.threads : int(std::max(1u, std::thread::hardware_concurrency()));
  TexelReadOptions read;
  read.holdout_percent = o.holdout;
  read.skip_plies = o.skip_plies;
  if (!o.team.empty()) {
    const auto team = game.team_named(o.team);
    if (!team) throw BadInput("--team: " + team.error());
    read.team = *team;
  }
  read.max_positions = o.max_positions;
  const bool terminal = isatty(fileno(stderr));
  read.on_progress = [&](int done, int of) {
    if (o.quiet || !terminal || (done % 200 != 0 && done != of)) return;
    std::fprintf(stderr, "\r\033[Kreading games: %d/%d", done, of);
    if (done == of) std::fputc('\n', stderr);
  };
  const auto began = std::chrono::steady_clock::now();
  const TexelSet set = texel_positions(*store, *tournament, game, read);
  if (set.train.empty())
    throw BadInput("tournament '" + tournament->name + "' has no position to fit (" +
                   std::to_string(set.games) + " games)");
  const double read_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  if (!o.quiet)
    std::fprintf(stderr,
                 "texel: tournament '%s', %d games: %zu positions fitted, %zu held out (read in "
                 "%.1f s), %d threads\n",
                 tournament->name.c_str(), set.games, set.train.size(), set.held_out.size(), read_s,
                 threads);
  const TexelState start = state;
  std::map<std::string, double> fixed = params->values();
  TexelOptions options;
  options.passes = o.passes;
  options.threads = threads;
  auto pass_began = std::chrono::steady_clock::now();
  // The pass of this run whose held-out loss was lowest: past it, the fit
  // learns the games rather than the game.
  int best_pass = -1;
  double best_held_out = 0;
  options.on_pass = [&](const TexelState& s) {
    if (best_pass < 0 || s.held_out_loss < best_held_out)
      best_pass = s.pass, best_held_out = s.held_out_loss;
    const auto now = std::chrono::steady_clock::now();
    const double took = std::chrono::duration<double>(now - pass_began).count();
    pass_began = now;
    if (!o.out.empty()) {
      // Whole or not at all: a fit stopped while writing resumes from the
      // pass before.
      const std::string partial = o.out + ".partial";
      std::ofstream file(partial, std::ios::trunc);
      file << texel_checkpoint(s, inputs);
      file.close();
      std::error_code error;
      if (!file || (std::filesystem::rename(partial, o.out, error), error))
        throw std::runtime_error("--out: cannot write '" + o.out + "'");
    }
    if (o.quiet) return;
    if (s.pass == 0)
      std::fprintf(stderr, "K %.4f: loss %.6f, held out %.6f (%.1f s)\n", s.k, s.loss,
                   s.held_out_loss, took);
    else
      std::fprintf(stderr,
                   "pass %d: loss %.6f, held out %.6f, %d weights moved (%.1f s, %.0f "
                   "positions scored/s)\n",
                   s.pass, s.loss, s.held_out_loss, s.moved, took,
                   took > 0 ? double(s.scored) / took : 0.0);
  };
  const TexelState fit = texel_tune(game, set, state, fixed, options);
  std::string spec = o.agent.substr(0, o.agent.find(':'));
  std::string changed;
  // Where the teams have their own tables, the one equal to the listed
  // defaults makes every fitted weight count as written, for every team.
  if (const std::string listed = listed_weights_team(game); !listed.empty())
    changed = ":weights=" + listed;
  for (const TexelWeight& w : fit.weights)
    changed += (changed.empty() ? ":" : ",") + w.name + "=" + std::to_string(w.value);
  std::printf("texel fit of %s's evaluation on tournament '%s' (%s): %zu positions, %zu held out\n",
              game.name().c_str(), tournament->name.c_str(), o.db.c_str(), set.train.size(),
              set.held_out.size());
  std::printf("K %.4f; loss %.6f -> %.6f, held out %.6f -> %.6f; %d passes%s\n\n", fit.k,
              start.k ? start.loss
                      : texel_loss(game, set.train, texel_values(start, fixed), fit.k, threads),
              fit.loss,
              start.k ? start.held_out_loss
                      : texel_loss(game, set.held_out, texel_values(start, fixed), fit.k, threads),
              fit.held_out_loss, fit.pass, fit.converged ? " (converged)" : "");
  if (!set.held_out.empty() && best_pass >= 0 && best_pass < fit.pass)
    std::printf(
        "the held-out loss was lowest after pass %d (%.6f), then rose: the later passes "
        "fitted these games, not the game (--passes %d stops there)\n\n",
        best_pass, best_held_out, best_pass);
  std::printf("%-16s %8s %8s\n", "weight", "start", "fitted");
  for (std::size_t i = 0; i < fit.weights.size(); ++i)
    std::printf("%-16s %8d %8d\n", fit.weights[i].name.c_str(), start.weights[i].value,
                fit.weights[i].value);
  std::printf("\nspec: %s%s\n", spec.c_str(), changed.c_str());
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
  o.texel = o.tune->add_subcommand(
      "texel",
      "Fit an evaluation's weights to the outcomes of stored games (Texel tuning)\n"
      "Every position of a stored tournament where the mover had a choice predicts, through "
      "the logistic of the evaluation, the mover's return at the end; K is fitted first, "
      "then the weights by coordinate descent (docs/tuning.md#texel-tuning). Prints the "
      "loss, the held-out loss and the fitted weights as an agent spec.");
  set_example(*o.texel,
              "minnaar tune texel --db results/default.sqlite --agent alphabeta --out texel.json");
  o.texel->add_option("--db", o.db, "SQLite database of a tournament")->required();
  o.texel->add_option("--tournament", o.tournament, "The tournament (default: the latest)");
  o.texel
      ->add_option("--agent", o.agent,
                   "The agent whose evaluation weights start the fit (its type and any weights)")
      ->capture_default_str();
  o.texel->add_option("--weights", o.weights, "The weights to fit (default: all)")->delimiter(',');
  o.texel->add_option("--passes", o.passes, "At most this many passes over the weights")
      ->check(whole_number(1, 100000))
      ->capture_default_str();
  o.texel->add_option("--holdout", o.holdout, "Percent of the games held out, never fitted")
      ->check(whole_number(0, 90))
      ->capture_default_str();
  o.texel->add_option("--team", o.team,
                      "Fit to the positions where this team moves only (default: every team's)");
  o.texel->add_option("--skip-plies", o.skip_plies, "Leave out each game's first plies")
      ->check(whole_number(0, 100000))
      ->capture_default_str();
  o.texel->add_option("--max-positions", o.max_positions, "Read at most this many positions")
      ->check(whole_number(1, 100000000))
      ->capture_default_str();
  o.texel->add_option("--threads", o.threads, "Threads scoring positions (default: one per core)")
      ->check(whole_number(1, 1024));
  o.texel->add_option("--out", o.out,
                      "Checkpoint file (JSON), written after every pass; a fit of the same "
                      "inputs resumes from it");
  o.texel->add_flag("--quiet", o.quiet, "No progress on stderr");
  return o.tune;
}

int run_tune_command(const TuneCommandOptions& o) {
  try {
    if (o.report->parsed()) return report(o);
    if (o.texel->parsed()) return texel(o);
    return tune(o);
  } catch (const std::exception& e) {
    return report_bad_input(e.what());
  }
}

}  // namespace minnaar
