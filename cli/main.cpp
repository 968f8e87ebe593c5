// minnaar: the command-line face of the rules engine. The forms `perft`,
// `moves` and `show` are the conformance contract of SPEC §7, to the byte:
// results on stdout; for any bad input, exit status 2, one line on stderr
// and nothing on stdout.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/bad_input.h"
#include "cli/bench_command.h"
#include "cli/conform_command.h"
#include "cli/game_args.h"
#include "cli/match_command.h"
#include "cli/openings_command.h"
#include "cli/output.h"
#include "cli/play_command.h"
#include "cli/tournament_command.h"
#include "cli/tune_command.h"
#include "engine/contract.h"
#include "engine/game.h"
#include "engine/svg.h"
#include "engine/words.h"
#include "tournament/agent_spec.h"
#include "tournament/protocol_player.h"

namespace minnaar {
namespace {

constexpr int kMaxDepth = 100;  // far beyond what any machine can count

void report_speed(std::uint64_t nodes, std::chrono::steady_clock::duration elapsed) {
  const double seconds = std::chrono::duration<double>(elapsed).count();
  std::fprintf(stderr, "%llu nodes in %.3f s: %.0f nodes/s\n",
               static_cast<unsigned long long>(nodes), seconds,
               seconds > 0 ? double(nodes) / seconds : 0.0);
}

void run_perft(const GameArgs& args, int depth, bool divide, bool bulk, bool timing, int threads) {
  const auto state = args.state();
  const auto began = std::chrono::steady_clock::now();
  const std::string out = game::perft_output(*state, depth, divide, threads, bulk);
  std::fputs(out.c_str(), stdout);
  if (timing) {
    // The total is the last line.
    const std::size_t last = out.rfind('\n', out.size() - 2);
    report_speed(std::stoull(out.substr(last == std::string::npos ? 0 : last + 1)),
                 std::chrono::steady_clock::now() - began);
  }
}

void run_moves(const GameArgs& args) {
  std::fputs(game::moves_output(*args.state()).c_str(), stdout);
}

void run_show(const GameArgs& args) {
  const auto state = args.state();
  std::fputs(game::show_output(*state, args.observer_seat(state->game())).c_str(), stdout);
}

// `minnaar svg`: the position as an SVG picture, the last of --moves marked.
struct SvgOptions {
  std::string output;
  int cell = 40;
  bool no_counters = false;
};

void run_svg(const GameArgs& args, const SvgOptions& options) {
  const auto state = args.state();
  game::BoardStyle style;
  style.cell = options.cell;
  style.counters = !options.no_counters;
  style.title = game::game_text(state->game()) + ": " + state->notation();
  if (const auto moves = words_of(args.moves); !moves.empty()) {
    GameArgs before = args;
    before.moves.erase(std::size_t(moves.back().data() - args.moves.data()));
    style.marks = game::changed_squares(before.state()->picture(), state->picture());
  }
  write_output(game::board_svg(state->picture(), style), options.output);
}

// `minnaar rules`: every registered rule set, one a line; with --default
// the name of the one played when none is named; with --settings every rule
// set and, for each of its true/false parameters, the rule set with that one
// switched from its default (what a conformance run covers), in the form
// --rules takes.
void run_rules(bool default_only, bool settings) {
  std::string out;
  if (default_only) out = game::default_game_name() + '\n';
  for (const game::GameInfo* info : game::registered_games()) {
    if (default_only) break;
    if (!settings) {
      out += info->name + ' ' + std::to_string(info->seats.size()) + ' ' + info->description + '\n';
      continue;
    }
    out += info->name + '\n';
    for (const game::ParameterInfo& p : info->parameters)
      if (p.default_value == "true" || p.default_value == "false")
        out += info->name + '(' + p.name + '=' + (p.default_value == "true" ? "false" : "true") +
               ")\n";
  }
  std::fputs(out.c_str(), stdout);
}

// Every registered rule set's agent types, for `play --help`.
std::string agent_catalogues() {
  std::string text;
  for (const game::GameInfo* info : game::registered_games()) {
    auto loaded = game::load(info->name);
    if (!loaded) continue;
    text += "--rules " + info->name + ":\n" + tournament::agent_catalogue(**loaded);
  }
  return text;
}

// CLI11's messages may span lines; the contract wants exactly one.
std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

int run(int argc, char** argv) {
  CLI::App app{
      "minnaar: the Minnaar Chess rules engine. Counts perft, lists legal moves and "
      "shows positions (MFEN notation, SPEC §4-§7)."};
  app.require_subcommand(1);

  GameArgs perft_args, moves_args, show_args;
  int depth = 0;
  bool divide = false, no_bulk = false, timing = false;
  int threads = 1;

  CLI::App* perft_cmd = app.add_subcommand(
      "perft",
      "Count the move paths of length --depth from a position (SPEC §6); prints the total "
      "as the last line, or with --divide one '<move> <count>' line per legal move, an "
      "empty line and the total");
  perft_args.add_to(*perft_cmd);
  perft_cmd->add_option("--depth", depth, "Number of plies (0 or more)")
      ->required()
      ->check(CLI::TypeValidator<int>("whole number"))
      ->check(CLI::Range(0, kMaxDepth));
  perft_cmd->add_flag("--divide", divide,
                      "Print the count below each legal move, sorted like `moves`");
  perft_cmd->add_flag("--no-bulk", no_bulk,
                      "Make every move down to the leaves instead of counting the last ply");
  perft_cmd->add_flag("--time", timing, "Print the elapsed time and nodes per second on stderr");
  perft_cmd->add_option("--threads", threads, "Share the root moves among this many threads")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();

  CLI::App* moves_cmd = app.add_subcommand(
      "moves",
      "List the legal moves of the side to move, one a line in byte order; 'pass' alone "
      "when it must pass; nothing when the game is over");
  moves_args.add_to(*moves_cmd);

  CLI::App* show_cmd =
      app.add_subcommand("show",
                         "Print the MFEN of a position and its result: ongoing, alliance-wins, "
                         "establishment-wins, undecided-80-turns or undecided-four-passes");
  show_args.add_to(*show_cmd);
  show_args.add_observer_to(*show_cmd);

  GameArgs svg_args;
  SvgOptions svg;
  CLI::App* svg_cmd = app.add_subcommand(
      "svg",
      "Draw a position as an SVG picture (the drawing of the tournament report), the squares "
      "of the last of --moves marked");
  svg_args.add_to(*svg_cmd);
  svg_cmd->add_option("--output", svg.output, "Write the picture to this file, not stdout");
  svg_cmd->add_option("--cell", svg.cell, "A square's side in pixels")
      ->check(CLI::Range(8, 200))
      ->capture_default_str();
  svg_cmd->add_flag("--no-counters", svg.no_counters,
                    "Leave out the counters below the board (side to move, tally, ...)");

  CLI::App* rules_cmd = app.add_subcommand(
      "rules", "List the registered rule sets, one a line: <name> <seats> <description>");
  bool rules_default = false, rules_settings = false;
  rules_cmd->add_flag("--default", rules_default,
                      "Print only the rule set played when --rules is not given");
  rules_cmd->add_flag("--settings", rules_settings,
                      "Print every rule set, and each with one true/false parameter switched "
                      "from its default, in the form --rules takes (what a conformance run "
                      "covers)");

  BenchOptions bench;
  CLI::App* bench_cmd = app.add_subcommand(
      "bench",
      "Run the fixed benchmark (perft of 8 positions, perft without bulk counting, "
      "random playouts); prints speeds and, last, a signature that changes only when "
      "the engine's behaviour does");
  bench_cmd->add_flag("--quick", bench.quick,
                      "Two plies less everywhere (for instruction counting)");
  bench_cmd->add_option("--workload", bench.workload, "Run only one workload")
      ->check(CLI::IsMember({"perft", "perft-full", "playouts"}));
  bench_cmd->add_option("--record", bench.record_db,
                        "Append this run's results to an SQLite history database");
  bench_cmd->add_option("--compare", bench.compare_db,
                        "Show the latest recorded run against the previous one and the best; "
                        "alone, runs nothing");
  bench_cmd->add_option("--report", bench.report_db,
                        "Report the history of an SQLite history database: the --compare table, "
                        "or with --format html a page charting every benchmark run by run; "
                        "alone, runs nothing");
  bench_cmd->add_option("--format", bench.format, "Format of the --report")
      ->check(CLI::IsMember({"text", "html"}))
      ->capture_default_str();
  bench_cmd->add_option("--output", bench.output,
                        "Write the --report to this file instead of standard output");
  bench_cmd->add_option("--rules", bench.rules,
                        "Rule set (default minnaar: the fixed bench above); any other runs perft "
                        "from its start and random games through the game interface");
  bench_cmd->add_option("--commit", bench.commit,
                        "Commit to record (default: git rev-parse --short HEAD)");

  PlayOptions play;
  CLI::App* play_cmd = app.add_subcommand(
      "play",
      "Play one game between agents and print its moves, then the final position and the "
      "result. AGENT is type:key=value,... e.g. alphabeta:depth=4; each seat takes the agent "
      "of its own option, else of its team's (one agent then holds the team's seats as one "
      "mind), else random. Agent types by rule set:\n" +
          agent_catalogues());
  play.game.add_rules_to(*play_cmd);
  play.game.position_option = play_cmd->add_option(
      "--mfen", play.game.position, "Start from this position (default: the start position)");
  play_cmd->add_option("--seed", play.seed, "Seed of the agents' random choices")
      ->capture_default_str();
  // One option per seat and team name of every registered rule set.
  std::map<std::string, std::string> seat_help;
  for (const game::GameInfo* info : game::registered_games()) {
    for (const game::SeatInfo& seat : info->seats)
      seat_help[seat.name] += (seat_help[seat.name].empty() ? "" : ", ") + info->name;
    for (const std::string& team : info->teams)
      if (seat_help[team].find(info->name) == std::string::npos)
        seat_help[team] += (seat_help[team].empty() ? "" : ", ") + info->name;
  }
  std::map<std::string, std::string> seat_specs;
  for (const auto& [name, games] : seat_help)
    play_cmd->add_option("--" + name, seat_specs[name],
                         "Agent for the seat or team '" + name + "' (" + games + ")");

  MatchCommandOptions match;
  CLI::App* match_cmd = app.add_subcommand(
      "match",
      "Play --games games between agents A and B of a two-team game, A holding the first team "
      "(the current edition's Alliance) in even games and the second in odd ones; prints A's "
      "score with its 95% interval, per team, and how often each team won or the game was "
      "drawn");
  match_cmd->add_option("--a", match.a, "Agent A (type:key=value,...)")->required();
  match_cmd->add_option("--b", match.b, "Agent B")->required();
  match_cmd->add_option("--games", match.games, "Number of games")
      ->check(CLI::Range(1, 10000000))
      ->capture_default_str();
  match_cmd->add_option("--seed", match.seed, "Seed of the match (each game derives its own)")
      ->capture_default_str();
  match_cmd->add_option("--threads", match.threads, "Games played at once")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  match_cmd->add_option("--rules", match.rules, "Rule set (see `minnaar rules`); default minnaar");
  match_cmd->add_option("--mfen", match.mfen, "Start every game from this position");
  match_cmd
      ->add_option("--random-plies", match.random_plies,
                   "Each pair of games (the teams swapped) begins with this many random plies "
                   "from the start, its own opening")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  match_cmd->add_flag("--quiet", match.quiet, "No progress on stderr");

  std::string serve_spec;
  CLI::App* serve_cmd = app.add_subcommand(
      "serve",
      "Play the player protocol (PROTOCOL.md) on standard input and output as the built-in "
      "agent SPEC, in every rule set it plays: other tools can seat the toolkit's agents");
  serve_cmd->add_option("SPEC", serve_spec, "The agent, e.g. alphabeta:depth=3")->required();

  TournamentCommandOptions tournament;
  CLI::App* tournament_cmd = add_tournament_commands(app, tournament);
  TuneCommandOptions tune;
  CLI::App* tune_cmd = add_tune_commands(app, tune);
  ConformOptions conform;
  CLI::App* conform_cmd = add_conform_command(app, conform);
  OpeningsCommandOptions openings;
  CLI::App* openings_cmd = add_openings_commands(app, openings);

  // An unknown command is named, not reported as a missing one.
  if (argc > 1 && argv[1][0] != '-') {
    std::string valid;
    bool known = false;
    for (const CLI::App* command : app.get_subcommands({})) {
      known |= command->get_name() == argv[1];
      valid += (valid.empty() ? "" : ", ") + command->get_name();
    }
    if (!known) {
      std::fprintf(stderr, "minnaar: unknown command '%s' (valid: %s; see minnaar --help)\n",
                   argv[1], valid.c_str());
      return kBadInputStatus;
    }
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "minnaar: %s (see minnaar --help)\n", one_line(e.what()).c_str());
    return kBadInputStatus;
  }

  try {
    if (perft_cmd->parsed()) run_perft(perft_args, depth, divide, !no_bulk, timing, threads);
    if (moves_cmd->parsed()) run_moves(moves_args);
    if (show_cmd->parsed()) run_show(show_args);
    if (svg_cmd->parsed()) run_svg(svg_args, svg);
    if (rules_cmd->parsed()) run_rules(rules_default, rules_settings);
    if (bench_cmd->parsed()) run_bench(bench);
    if (play_cmd->parsed()) {
      for (const auto& [name, spec] : seat_specs)
        if (play_cmd->get_option("--" + name)->count()) play.seats[name] = spec;
      run_play(play);
    }
    if (match_cmd->parsed()) run_match_command(match);
    if (tournament_cmd->parsed()) return run_tournament_command(tournament);
    if (tune_cmd->parsed()) return run_tune_command(tune);
    if (conform_cmd->parsed()) return run_conform_command(conform);
    if (openings_cmd->parsed()) return run_openings_command(openings);
    if (serve_cmd->parsed()) {
      // Lines, not characters: the streams need not follow C's stdio.
      std::ios::sync_with_stdio(false);
      return tournament::serve_protocol(serve_spec, std::cin, std::cout, std::cerr);
    }
  } catch (const std::runtime_error& e) {  // BadInput, and what a config or file refused
    std::fprintf(stderr, "minnaar: %s\n", one_line(e.what()).c_str());
    return kBadInputStatus;
  }
  return 0;
}

}  // namespace
}  // namespace minnaar

int main(int argc, char** argv) { return minnaar::run(argc, argv); }
