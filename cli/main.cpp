// minnaar: the command-line face of the rules engine. Each command lives in
// its own cli/<command>_command.{h,cpp}; this file assembles them. The
// forms `perft`, `moves` and `show` are the command-line contract
// (docs/cli.md), to the byte: results on stdout; for any bad input, exit
// status 2, one line on stderr and nothing on stdout.
#include <CLI/CLI.hpp>

#include <functional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "cli/agents_command.h"
#include "cli/bad_input.h"
#include "cli/bench_command.h"
#include "cli/conform_command.h"
#include "cli/help.h"
#include "cli/help_command.h"
#include "cli/match_command.h"
#include "cli/moves_command.h"
#include "cli/openings_command.h"
#include "cli/output.h"
#include "cli/page_command.h"
#include "cli/perft_command.h"
#include "cli/play_command.h"
#include "cli/rules_command.h"
#include "cli/serve_command.h"
#include "cli/show_command.h"
#include "cli/svg_command.h"
#include "cli/tournament_command.h"
#include "cli/tune_command.h"
#include "minnaar_version.h"

namespace minnaar {
namespace {

int run(int argc, char** argv) {
  CLI::App app{
      "minnaar: a rules engine, verifier and tournament harness for Minnaar Chess and the other "
      "registered rule sets (`minnaar rules`). Counts perft, lists legal moves and shows "
      "positions; plays agents and external programs in matches, tournaments and tunes; checks "
      "other implementations against the command-line contract.",
      "minnaar"};
  app.formatter(help_formatter());
  // The project's version and the commit it was built from.
  app.set_version_flag("--version", MINNAAR_VERSION, "Print the version and exit");
  app.require_subcommand(1);
  app.footer(
      "Every command takes --help; `minnaar help COMMAND` prints the same. All commands "
      "and options: docs/cli.md.");

  PerftOptions perft;
  MovesOptions moves;
  ShowOptions show;
  SvgOptions svg;
  RulesOptions rules;
  AgentsOptions agents;
  PlayOptions play;
  MatchCommandOptions match;
  TournamentCommandOptions tournament;
  TuneCommandOptions tune;
  OpeningsCommandOptions openings;
  BenchOptions bench;
  ConformOptions conform;
  ServeOptions serve;
  PageOptions page;
  HelpOptions help;
  auto conform_command = [&] {
    CLI::App* command = add_conform_command(app, conform);
    set_example(*command, "minnaar conform --impl \"python3 my_engine.py\" --suite quick");
    return command;
  };

  // Each command and what runs it once parsed, in the order --help lists them.
  const std::vector<std::pair<CLI::App*, std::function<int()>>> commands = {
      {add_perft_command(app, perft), [&] { return run_perft_command(perft); }},
      {add_moves_command(app, moves), [&] { return run_moves_command(moves); }},
      {add_show_command(app, show), [&] { return run_show_command(show); }},
      {add_svg_command(app, svg), [&] { return run_svg_command(svg); }},
      {add_rules_command(app, rules), [&] { return run_rules_command(rules); }},
      {add_agents_command(app, agents), [&] { return run_agents_command(agents); }},
      {add_play_command(app, play), [&] { return run_play_command(play); }},
      {add_match_command(app, match), [&] { return run_match_command(match); }},
      {add_tournament_commands(app, tournament),
       [&] { return run_tournament_command(tournament); }},
      {add_tune_commands(app, tune), [&] { return run_tune_command(tune); }},
      {add_openings_commands(app, openings), [&] { return run_openings_command(openings); }},
      {add_bench_command(app, bench),
       [&] {
         run_bench(bench);
         return 0;
       }},
      {conform_command(), [&] { return run_conform_command(conform); }},
      {add_serve_command(app, serve), [&] { return run_serve_command(serve); }},
      {add_page_command(app, page), [&] { return run_page_command(page); }},
      {add_help_command(app, help), [&] { return run_help_command(app, help); }},
  };

  check_whole_numbers(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    return report_parse_error(app, e);
  }

  int status = 0;
  try {
    for (const auto& [command, run_command] : commands)
      if (command->parsed()) {
        status = run_command();
        break;
      }
  } catch (const std::runtime_error& e) {  // BadInput, and what a config or file refused
    return report_bad_input(e.what());
  }
  // A result that did not reach its reader is no result: a report
  // redirected to a full disk fails, whatever the command found.
  if (const std::string failure = finish_standard_output(); !failure.empty())
    return report_bad_input(failure);
  return status;
}

}  // namespace
}  // namespace minnaar

int main(int argc, char** argv) { return minnaar::run(argc, argv); }
