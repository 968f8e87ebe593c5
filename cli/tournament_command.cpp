#include "cli/tournament_command.h"

#include <fmt/printf.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "cli/output.h"
#include "cli/paths.h"
#include "minnaar_version.h"
#include "tournament/report/html_report.h"
#include "tournament/report/standings_report.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/stats/standings.h"
#include "tournament/store/export.h"
#include "tournament/store/game_store.h"
#include "tournament/store/merge.h"
#include "tournament/store/replay.h"

namespace minnaar {
namespace {

using namespace tournament;

constexpr int kMismatch = 1;

// The rule set a stored tournament was played under.
game::GameInfo stored_game(const StoredTournament& t) {
  const auto loaded = game::load_stored(t.rules, t.rule_parameters);
  if (!loaded) throw BadInput("tournament '" + t.name + "': " + loaded.error());
  return (*loaded)->info();
}

// A --tournament choice made over several databases read as merged: by
// name only, as ids differ from one database to another.
void refuse_id_across(const std::string& choice, std::size_t databases) {
  const auto id = chosen_tournament_id(choice);
  if (!id) throw BadInput("--tournament: " + id.error());
  if (databases > 1 && *id)
    throw BadInput("--tournament: '" + choice +
                   "' is an id, and ids differ between databases: name the tournament");
}

// A database that must already exist (report, verify never create one).
// A database a command only reads, opened read-only (so a report works on
// read-only media and never changes the file); one of an older schema is
// upgraded first where it can be written.
std::unique_ptr<GameStore> open_existing(const std::string& path) {
  check_database_file(path);
  return open_for_reading(path);
}

// The databases of report and verify: one, read as it is, or several,
// merged in memory first (the files are left as they are, apart from a
// schema upgrade) and read as the one a merge would write.
struct OpenedStore {
  std::unique_ptr<GameStore> store;
  std::string label;  // the file, or "a.sqlite + b.sqlite"
};
OpenedStore open_stores(const std::vector<std::string>& paths, const std::string& tournament) {
  refuse_id_across(tournament, paths.size());
  if (paths.size() == 1) {
    return {open_existing(paths[0]), paths[0]};
  }
  OpenedStore opened{std::make_unique<GameStore>(":memory:"), ""};
  try {
    merge_databases(*opened.store, paths, tournament);
  } catch (const MergeError& e) {
    throw BadInput(std::string("--db: ") + e.what() +
                   " (several --db are read as one tournament; give one --db to read each alone)");
  }
  for (const std::string& path : paths) opened.label += (opened.label.empty() ? "" : " + ") + path;
  return opened;
}

StoredTournament pick(GameStore& store, const std::string& choice) {
  if (const auto id = chosen_tournament_id(choice); !id)
    throw BadInput("--tournament: " + id.error());
  auto chosen = named_or_latest(store, choice);
  if (!chosen) throw BadInput(chosen.error());
  return *chosen;
}

std::string clock_text(double seconds) {
  const long s = std::lround(seconds);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
  return text;
}

// On a terminal, one line rewritten in place at most a few times a second;
// otherwise a plain line every ten seconds and at the end.
class ProgressPrinter {
 public:
  explicit ProgressPrinter(bool quiet) : quiet_(quiet), terminal_(isatty(fileno(stderr))) {}

  void update(const Progress& p) {
    if (quiet_) return;
    const auto now = std::chrono::steady_clock::now();
    const bool last = p.done == p.total;
    const auto gap = terminal_ ? std::chrono::milliseconds(250) : std::chrono::seconds(10);
    if (!last && printed_ && now - last_ < gap) return;
    last_ = now;
    printed_ = true;
    const double rate = p.elapsed_s > 0 ? p.played_now / p.elapsed_s : 0;
    const double eta = rate > 0 ? (p.total - p.done) / rate : 0;
    std::fprintf(stderr, "%s%d/%d games, %.2f games/s, elapsed %s, ETA %s%s%s%s",
                 terminal_ ? "\r\033[K" : "", p.done, p.total, rate,
                 clock_text(p.elapsed_s).c_str(), clock_text(eta).c_str(),
                 p.leader.empty() ? "" : ", leader ", p.leader.c_str(), terminal_ ? "" : "\n");
    std::fflush(stderr);
  }
  void finish() {
    if (!quiet_ && terminal_ && printed_) std::fputc('\n', stderr);
  }

 private:
  bool quiet_, terminal_;
  bool printed_ = false;
  std::chrono::steady_clock::time_point last_;
};

std::vector<std::string> agent_names(GameStore& store, std::int64_t id) {
  std::vector<std::string> names;
  for (const auto& [name, spec] : store.agents(id)) names.push_back(name);
  return names;
}

// A database file a command creates, removed again (with SQLite's side
// files) when the command fails before any tournament is stored in it: a
// refusal writes nothing. Declared before the store that opens it, so the
// store is closed first.
class CreatedDatabase {
 public:
  explicit CreatedDatabase(std::string path)
      : path_(std::move(path)), created_(!std::filesystem::exists(path_)) {}
  ~CreatedDatabase() {
    if (!created_ || std::uncaught_exceptions() <= unwinding_) return;
    try {
      {
        storage::Database db(path_, storage::Database::ReadOnly{});
        storage::Statement count(db, "SELECT count(*) FROM tournaments");
        if (count.step() && count.column_int(0) > 0) return;
      }
    } catch (const std::exception&) {
      // No tournaments table: nothing was stored.
    }
    std::error_code ignored;
    for (const char* side : {"", "-wal", "-shm", "-journal"})
      std::filesystem::remove(path_ + side, ignored);
  }
  CreatedDatabase(const CreatedDatabase&) = delete;
  CreatedDatabase& operator=(const CreatedDatabase&) = delete;

 private:
  std::string path_;
  bool created_;
  int unwinding_ = std::uncaught_exceptions();
};

// Plays one tournament of the file and prints its standings.
void run_one(const TournamentCommandOptions& o, const TournamentConfig* config,
             const std::string& config_text) {
  const std::string db_path = o.db.empty() ? config->database : o.db;
  int threads = o.threads ? o.threads : config->parallel;
  if (threads == 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));

  RunOptions run;
  if (!o.shard.empty()) {
    const auto shard = parse_shard(o.shard);
    if (!shard) throw BadInput("--shard: " + shard.error());
    run.shard = *shard;
  }
  prepare_database_path(db_path, o.db.empty() ? "the config's database" : "--db");
  const CreatedDatabase created(db_path);
  GameStore store(db_path);
  ProgressPrinter printer(o.quiet);
  run.threads = threads;
  run.new_tournament = o.new_tournament;
  run.program_version = MINNAAR_VERSION;
  run.on_progress = [&](const Progress& p) { printer.update(p); };
  const Schedule plan(*config);
  const int total = plan.size();
  const int mine = plan.shard_size(run.shard);
  const std::string part = run.shard.whole()
                               ? std::to_string(total) + " games"
                               : "shard " + run.shard.text() + ": " + std::to_string(mine) +
                                     " of " + std::to_string(total) + " games";
  // Said once the database took the tournament: a refusal stays one line.
  run.on_open = [&] {
    if (!o.quiet)
      std::fprintf(stderr, "tournament '%s': %zu agents, %s, %d at once, database %s\n",
                   config->name.c_str(), config->agents.size(), part.c_str(), threads,
                   db_path.c_str());
  };
  RunReport report;
  try {
    report = run_tournament(*config, config_text, store, run);
  } catch (const std::runtime_error& e) {
    printer.finish();
    throw;
  }
  printer.finish();
  if (!o.quiet && report.resumed)
    std::fprintf(stderr, "resumed: %d games were already stored, %d played now\n",
                 report.already_done, report.played);
  if (!o.quiet && report.played_beside)
    std::fprintf(stderr, "%d games were played meanwhile by another run on the same database\n",
                 report.played_beside);
  if (!o.quiet && !run.shard.whole() && config->sprt)
    std::fprintf(stderr,
                 "a shard plays all its games: the SPRT is decided on the merged games "
                 "(minnaar tournament merge)\n");
  std::vector<std::string> names;
  for (const TournamentAgent& a : config->agents) names.push_back(a.name);
  Scoreboard board(config->game->info(), names, config->sprt);
  store.each_scored(report.tournament_id, [&](const ScoredGame& g) { board.add(g); });
  const Standings s = board.standings();
  const std::string shard_note = run.shard.whole() ? "" : ", shard " + run.shard.text();
  std::printf("tournament '%s' (%s%s): %s\n\n%s", config->name.c_str(), db_path.c_str(),
              shard_note.c_str(), report.status.c_str(), standings_text(s).c_str());
  std::fflush(stdout);
}

int run_command(const TournamentCommandOptions& o) {
  // Read once: the text parsed is the text stored with the tournament, and
  // a FIFO (`<(...)`) cannot be read twice.
  const auto text = read_config_text(o.config);
  if (!text) throw BadInput(text.error().message());
  const auto configs = parse_configs(*text, o.config, directory_of(o.config));
  if (!configs) throw BadInput(configs.error().message());
  for (std::size_t i = 0; i < configs->size(); ++i) {
    if (i) std::printf("\n");
    run_one(o, &(*configs)[i], *text);
  }
  return 0;
}

int merge_command(const TournamentCommandOptions& o) {
  refuse_id_across(o.tournament, 2);
  // The inputs first: a refused merge leaves no new output file behind.
  for (const std::string& input : o.dbs) check_database_file(input);
  prepare_database_path(o.out, "merge");
  MergeSummary m;
  {
    const CreatedDatabase created(o.out);
    GameStore out(o.out);
    try {
      m = merge_databases(out, o.dbs, o.tournament);
    } catch (const MergeError& e) {
      throw BadInput(std::string("merge: ") + e.what());
    }
  }
  for (std::size_t i = 0; i < o.dbs.size(); ++i)
    std::printf("%s: %d games merged, %d there already\n", o.dbs[i].c_str(), m.inputs[i].added,
                m.inputs[i].already);
  std::printf("tournament '%s' (%s): %d of %d games, %s\n", m.name.c_str(), o.out.c_str(), m.games,
              m.total, m.status.c_str());
  return 0;
}

// The games of one tournament as JSONL, CSV or training samples, streamed:
// to standard output, or to a file written beside its place and renamed
// when complete.
int export_command(const TournamentCommandOptions& o) {
  OutputFile output(o.output, {o.db});
  const std::unique_ptr<GameStore> opened = open_existing(o.db);
  GameStore& store = *opened;
  const StoredTournament t = pick(store, o.tournament);
  const ExportFormat format = o.export_format == "csv"       ? ExportFormat::kCsv
                              : o.export_format == "samples" ? ExportFormat::kSamples
                                                             : ExportFormat::kJsonl;
  ProgressPrinter progress(o.quiet || !output.to_file());
  const auto began = std::chrono::steady_clock::now();
  ExportCount count;
  try {
    count = export_games(store, t, format, output.stream(), [&](int done, int total) {
      Progress p;
      p.done = p.played_now = done;
      p.total = total;
      p.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
      progress.update(p);
    });
    output.commit();
  } catch (...) {
    progress.finish();
    throw;
  }
  progress.finish();
  if (output.to_file())
    std::fprintf(stderr, "%d games of tournament '%s' (%lld lines) written to %s\n", count.games,
                 t.name.c_str(), static_cast<long long>(count.lines), o.output.c_str());
  return 0;
}

int report_command(const TournamentCommandOptions& o) {
  check_output_path(o.output, o.dbs);
  OpenedStore opened = open_stores(o.dbs, o.tournament);
  GameStore& store = *opened.store;
  const StoredTournament t = pick(store, o.tournament);
  if (o.format == "html") {
    const auto loaded = game::load_stored(t.rules, t.rule_parameters);
    if (!loaded) throw BadInput("tournament '" + t.name + "': " + loaded.error());
    write_output(tournament_html(gather_report(store, t, *loaded, opened.label, MINNAAR_VERSION)),
                 o.output, o.dbs);
    return 0;
  }
  Scoreboard board(stored_game(t), agent_names(store, t.id), fingerprint_sprt(t.fingerprint));
  store.each_scored(t.id, [&](const ScoredGame& g) { board.add(g); });
  const Standings s = board.standings();
  if (o.format == "json") {
    write_output(standings_json(s), o.output, o.dbs);
  } else if (o.format == "csv") {
    write_output(standings_csv(s), o.output, o.dbs);
  } else {
    const std::string part =
        t.shard.whole() ? "" : ", shard " + t.shard.text() + " of " + std::to_string(t.total_games);
    write_output("tournament '" + t.name + "' (" + opened.label + "), " + t.status + ", " +
                     std::to_string(s.games) + " of " + std::to_string(t.shard_games) + " games" +
                     part + ", created " + t.created_at + " by minnaar " + t.program_version +
                     "\n\n" + standings_text(s),
                 o.output, o.dbs);
  }
  return 0;
}

int verify_command(const TournamentCommandOptions& o) {
  // The file first: a damaged page can hide games from the replay, or make
  // it read what was never stored.
  int damaged = 0;
  for (const std::string& path : o.dbs) {
    check_database_file(path);
    storage::Database db(path, storage::Database::ReadOnly{});
    for (const std::string& problem : db.problems()) {
      if (!damaged++) std::printf("database '%s' fails SQLite's integrity check:\n", path.c_str());
      std::istringstream lines(problem);
      for (std::string line; std::getline(lines, line);) std::printf("  %s\n", line.c_str());
    }
  }
  if (damaged) {
    std::printf("the games were not replayed: restore the database from a copy\n");
    return kMismatch;
  }
  OpenedStore opened = open_stores(o.dbs, o.tournament);
  GameStore& store = *opened.store;
  std::vector<StoredTournament> chosen;
  if (o.tournament.empty() && o.dbs.size() == 1)
    chosen = store.tournaments();
  else
    chosen.push_back(pick(store, o.tournament));
  int checked = 0, bad = 0;
  for (const StoredTournament& t : chosen) {
    const AdjudicationRules adjudication = fingerprint_adjudication(t.fingerprint);
    store.each_game(t.id, [&](const StoredGame& g) {
      ++checked;
      if (auto problem = replay_problem(g, adjudication)) {
        ++bad;
        std::printf("tournament '%s' (id %lld) slot %d: %s\n", t.name.c_str(),
                    static_cast<long long>(t.id), g.slot, problem->c_str());
      }
    });
  }
  std::printf("%d games checked, %d do not replay\n", checked, bad);
  return bad ? kMismatch : 0;
}

// A stored game in full: what was played, how it ended, and the flight
// recorder of its external players.
int show_command(const TournamentCommandOptions& o) {
  check_output_path(o.output, {o.db});
  const std::unique_ptr<GameStore> opened = open_existing(o.db);
  GameStore& store = *opened;
  const StoredTournament t = pick(store, o.tournament);
  const auto loaded = game::load_stored(t.rules, t.rule_parameters);
  if (!loaded) throw BadInput("tournament '" + t.name + "': " + loaded.error());
  const game::GameInfo& info = (*loaded)->info();
  const std::optional<StoredGame> found = store.game(t.id, o.game);
  if (!found)
    throw BadInput("tournament '" + t.name + "' has no stored game " + std::to_string(o.game) +
                   (t.total_games > 0 ? " (games are numbered by their slot, from 0 to " +
                                            std::to_string(t.total_games - 1) + ")"
                                      : std::string(" (it has no games)")));
  const StoredGame& g = *found;
  if (o.format == "html") {
    write_output(game_html(t, **loaded, g, MINNAAR_VERSION), o.output, {o.db});
    return 0;
  }
  std::string out;
  out += fmt::sprintf("tournament '%s' (id %lld), game %d\n", t.name.c_str(),
                      static_cast<long long>(t.id), g.slot);
  out += fmt::sprintf("rules:       %s\n", game::game_text(**loaded).c_str());
  for (std::size_t seat = 0; seat < g.seats.size() && seat < info.seats.size(); ++seat)
    out += fmt::sprintf("%-12s %s (return %g, margin %.4f, %llu nodes)\n",
                        (info.seats[seat].name + ":").c_str(), g.seats[seat].agent.c_str(),
                        g.seats[seat].result, g.seats[seat].margin,
                        static_cast<unsigned long long>(g.seats[seat].nodes));
  out += fmt::sprintf("seed:        %llu\n", static_cast<unsigned long long>(g.seed));
  out += fmt::sprintf("opening:     %d\n", g.opening);
  out += fmt::sprintf("start:       %s\n", g.start_state.c_str());
  out += fmt::format("moves:       {}\n", fmt::join(g.moves, " "));
  if (std::any_of(g.infos.begin(), g.infos.end(), [](const MoveInfo& i) { return !i.empty(); })) {
    // Each move with what its player reported.
    auto state = (*loaded)->parse(g.start_state);
    for (std::size_t ply = 0; ply < g.moves.size() && ply < g.infos.size(); ++ply) {
      const std::string& move = g.moves[ply];
      std::string seat;
      if (state) {
        const game::Seat s = (*state)->to_move();
        if (s >= 0 && s < (*loaded)->seat_count()) seat = info.seats[std::size_t(s)].name;
        if (auto m = (*state)->parse_move(move)) (*state)->apply(*m);
      }
      // What players sent is appended whole: %s would stop at a NUL.
      out += fmt::sprintf("  %4zu %-13s %-8s ", ply + 1, seat.c_str(), move.c_str());
      out += describe(g.infos[ply]) + "\n";
    }
  }
  out += fmt::sprintf("final:       %s\n", g.final_state.c_str());
  out += fmt::sprintf("result:      %s\n", g.result.c_str());
  out += fmt::sprintf("termination: %s\n", g.termination.c_str());
  if (!g.detail.empty()) out += "detail:      " + g.detail + "\n";
  out += fmt::sprintf("plies:       %d in %.0f ms (%s to %s)\n", g.plies, g.duration_ms,
                      g.started_at.c_str(), g.finished_at.c_str());
  const auto logs = store.player_logs(t.id, g.slot);
  for (const PlayerLog& log : logs) {
    const std::string seat = std::size_t(log.seat) < info.seats.size()
                                 ? info.seats[std::size_t(log.seat)].name
                                 : std::to_string(log.seat);
    const std::string agent =
        std::size_t(log.seat) < g.seats.size() ? g.seats[std::size_t(log.seat)].agent : "?";
    out += fmt::sprintf("\nplayer %s (seat %s): standard error, last lines:\n", agent.c_str(),
                        seat.c_str());
    std::istringstream errors(log.errors);
    bool any = false;
    for (std::string line; std::getline(errors, line); any = true) out += "  " + line + "\n";
    if (!any) out += fmt::sprintf("  (nothing)\n");
    out += fmt::sprintf(
        "transcript (ms since the game began; > to the player, < from it, # referee):\n");
    out += log.transcript;
  }
  if (logs.empty() && g.termination.rfind("forfeit-", 0) != 0)
    out +=
        fmt::sprintf("\n(no transcript: the tournament records them with `record: transcript`)\n");
  write_output(out, o.output, {o.db});
  return 0;
}

int list_command(const TournamentCommandOptions& o) {
  const std::unique_ptr<GameStore> opened = open_existing(o.db);
  GameStore& store = *opened;
  const std::vector<StoredTournament> all = store.tournaments();
  if (all.empty()) std::fprintf(stderr, "database '%s' holds no tournament\n", o.db.c_str());
  for (const StoredTournament& t : all) {
    const int done = store.game_count(t.id);
    const std::string part = t.shard.whole() ? "" : "  shard " + t.shard.text();
    std::printf("%lld  %-24s %-18s %d/%d games%s  created %s  minnaar %s\n",
                static_cast<long long>(t.id), t.name.c_str(), t.status.c_str(), done, t.shard_games,
                part.c_str(), t.created_at.c_str(), t.program_version.c_str());
  }
  return 0;
}

}  // namespace

CLI::App* add_tournament_commands(CLI::App& app, TournamentCommandOptions& o) {
  CLI::App* t = app.add_subcommand(
      "tournament",
      "Play YAML-configured tournaments, store every game in SQLite, report standings\n"
      "A config names the rule set, the agents, the format and the database "
      "(docs/tournaments.md); a run resumes where it stopped.");
  set_example(*t, "minnaar tournament run my.yaml");
  t->require_subcommand(1);
  o.run = t->add_subcommand(
      "run",
      "Play a tournament from a YAML config and print its standings\n"
      "Every key of the config: docs/tournaments.md. Rerunning the same config resumes it.");
  set_example(*o.run, "minnaar tournament run my.yaml --threads 4");
  o.run->add_option("config", o.config, "Tournament config (YAML)")->required();
  o.run->add_option("--db", o.db, "SQLite database (default: the config's `database`)");
  o.run
      ->add_option("--threads", o.threads,
                   "Games at once (default: the config's `parallel`, or one per core)")
      ->check(whole_number(1, 1024));
  o.run->add_flag("--new", o.new_tournament,
                  "Start a new tournament even if the database holds one of the same name");
  o.run->add_flag("--quiet", o.quiet, "No progress on stderr");
  o.run->add_option("--shard", o.shard,
                    "Play only shard K of N (K from 0), e.g. 2/8, into its own database; join "
                    "the shards with `tournament merge`");

  o.merge = t->add_subcommand(
      "merge",
      "Join the databases of a tournament's shards (or of interrupted runs) into one\n"
      "Idempotent, and refuses databases of different tournaments.");
  set_example(*o.merge, "minnaar tournament merge all.sqlite shard-*.sqlite");
  o.merge->add_option("out", o.out, "The merged database (created, or added to)")->required();
  o.merge->add_option("inputs", o.dbs, "The databases to merge")->required();
  o.merge->add_option("--tournament", o.tournament,
                      "The tournament to merge (default: each input's latest)");

  o.report = t->add_subcommand(
      "report",
      "Standings of a stored tournament\n"
      "Scores overall and per seat, Elo with a side-advantage term, pentanomial pair "
      "statistics, LOS and the SPRT (docs/statistics.md).");
  set_example(*o.report,
              "minnaar tournament report --db games.sqlite --format html --output "
              "report.html");
  o.report->add_option("--db", o.dbs, "SQLite database; several (--db a --db b) are read as merged")
      ->required();
  o.report->add_option("--tournament", o.tournament, "Tournament name (default: the latest)");
  o.report
      ->add_option("--format", o.format,
                   "text, json, csv, or html (one self-contained page with plots and a game "
                   "viewer)")
      ->check(CLI::IsMember({"text", "json", "csv", "html"}))
      ->capture_default_str();
  o.report->add_option("--output", o.output, "Write the report to this file, not stdout");

  o.verify = t->add_subcommand("verify",
                               "Replay every stored game through the engine\n"
                               "Lists each game that does not match and exits 1 if any.");
  set_example(*o.verify, "minnaar tournament verify --db games.sqlite");
  o.verify->add_option("--db", o.dbs, "SQLite database; several (--db a --db b) are read as merged")
      ->required();
  o.verify->add_option("--tournament", o.tournament, "Only this tournament (default: all)");

  o.show = t->add_subcommand(
      "show",
      "One stored game: agents, moves, result, termination and transcripts\n"
      "Its agents, moves, result, termination and failure detail, and the protocol transcript "
      "and standard error of its external players.");
  set_example(*o.show, "minnaar tournament show --db games.sqlite --game 0");
  o.show->add_option("--db", o.db, "SQLite database")->required();
  o.show->add_option("--tournament", o.tournament, "Tournament name (default: the latest)");
  o.show->add_option("--game", o.game, "The game's number (its slot in the schedule, from 0)")
      ->required()
      ->check(whole_number(0, std::numeric_limits<int>::max()));
  o.show
      ->add_option("--format", o.format,
                   "text, or html (the report's game viewer on a page of its own)")
      ->check(CLI::IsMember({"text", "html"}))
      ->capture_default_str();
  o.show->add_option("--output", o.output, "Write it to this file, not stdout");

  o.export_games = t->add_subcommand(
      "export",
      "Write a stored tournament's games for other tools\n"
      "jsonl (one game a line, every move with what its player reported), csv (one move a "
      "line) or samples (position, seat, reported score and the seat's final return and "
      "margin, for training evaluations).");
  set_example(*o.export_games, "minnaar tournament export --db games.sqlite --format csv");
  o.export_games->add_option("--db", o.db, "SQLite database")->required();
  o.export_games->add_option("--tournament", o.tournament, "Tournament name (default: the latest)");
  o.export_games->add_option("--format", o.export_format, "jsonl, csv or samples")
      ->check(CLI::IsMember({"jsonl", "csv", "samples"}))
      ->capture_default_str();
  o.export_games->add_option("--output", o.output, "Write to this file, not stdout");
  o.export_games->add_flag("--quiet", o.quiet, "No progress on stderr");

  o.list = t->add_subcommand("list", "The tournaments a database holds");
  set_example(*o.list, "minnaar tournament list --db games.sqlite");
  o.list->add_option("--db", o.db, "SQLite database")->required();
  return t;
}

int run_tournament_command(const TournamentCommandOptions& o) {
  try {
    if (o.run->parsed()) return run_command(o);
    if (o.merge->parsed()) return merge_command(o);
    if (o.report->parsed()) return report_command(o);
    if (o.verify->parsed()) return verify_command(o);
    if (o.list->parsed()) return list_command(o);
    if (o.show->parsed()) return show_command(o);
    if (o.export_games->parsed()) return export_command(o);
  } catch (const std::exception& e) {  // BadInput, and what a config or database refused
    return report_bad_input(e.what());
  }
  return 0;
}

}  // namespace minnaar
