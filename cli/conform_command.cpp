#include "cli/conform_command.h"

#include <cstdio>
#include <filesystem>
#include <thread>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "cli/output.h"
#include "conform/checker.h"
#include "engine/words.h"

namespace minnaar {

CLI::App* add_conform_command(CLI::App& app, ConformOptions& o) {
  CLI::App* c = app.add_subcommand(
      "conform",
      "Check another implementation against this engine through the command-line contract "
      "(docs/cli.md#the-command-line-contract): perft, moves and show on fixtures, random "
      "positions and games, edge "
      "positions and bad inputs; each disagreement is reduced to the smallest position and "
      "comes with a command that reproduces it. Exit 0: all agree, or differ only where the "
      "contract leaves the input open and this project refuses it (notes); 1: some do not");
  c->add_option("--impl", o.impl,
                "The implementation's command and its own arguments, e.g. \"./engine\" or "
                "\"python3 engine.py\" ('...' quotes a word with spaces)")
      ->required();
  c->add_option("--rules", o.rules, "The rule set to check (passed on as --rules unless minnaar)")
      ->capture_default_str();
  c->add_option("--suite", o.suite, "quick, default or deep")
      ->check(CLI::IsMember({"quick", "default", "deep"}))
      ->capture_default_str();
  c->add_option("--seed", o.seed, "Seed of the random play")->capture_default_str();
  c->add_option("--jobs", o.jobs, "Calls at once (default: one per core)")
      ->check(whole_number(1, 1024));
  c->add_option("--timeout-ms", o.timeout_ms, "Time limit of each call")
      ->check(whole_number(1, 86'400'000))
      ->capture_default_str();
  c->add_option("--json", o.json, "Also write the report as JSON to this file");
  c->add_option("--junit", o.junit, "Also write the report as JUnit XML to this file");
  c->add_option("--fixtures", o.fixtures, "The fixtures folder (default: the shipped one)");
  c->add_flag("--strict", o.strict,
              "Fail on input the contract leaves open but this project refuses (by default a "
              "note: each check names its contract clause or marks the project's choice)");
  return c;
}

// The fixtures shipped with the program: those of the source tree it was
// built from, else those installed beside it (<prefix>/share/minnaar/fixtures
// for <prefix>/bin/minnaar).
namespace {
std::string shipped_fixtures() {
  std::error_code error;
  if (std::filesystem::is_directory(MINNAAR_FIXTURES_DIR, error)) return MINNAAR_FIXTURES_DIR;
  const auto program = std::filesystem::read_symlink("/proc/self/exe", error);
  const auto installed = program.parent_path().parent_path() / "share" / "minnaar" / "fixtures";
  return !error && std::filesystem::is_directory(installed, error) ? installed.string()
                                                                   : MINNAAR_FIXTURES_DIR;
}
}  // namespace

int run_conform_command(const ConformOptions& o) {
  try {
    auto game = game::load_text(o.rules);
    if (!game) throw BadInput("--rules: " + game.error());
    auto command = command_words(o.impl);
    if (!command) throw BadInput("--impl: " + command.error());
    if (command->empty()) throw BadInput("--impl: no command");
    check_output_path(o.json);
    check_output_path(o.junit);
    const std::string fixtures = o.fixtures.empty() ? shipped_fixtures() : o.fixtures;
    if (const std::string problem = conform::fixtures_folder_problem(fixtures); !problem.empty())
      throw BadInput("--fixtures: " + problem);
    const conform::Implementation impl(*command, conform::rules_words(**game, fixtures),
                                       o.timeout_ms);
    if (const std::string problem = impl.start_problem(); !problem.empty())
      throw BadInput("--impl: " + problem);
    const conform::Level level = o.suite == "quick"  ? conform::Level::kQuick
                                 : o.suite == "deep" ? conform::Level::kDeep
                                                     : conform::Level::kDefault;
    const auto checks = conform::build_suite(**game, level, o.seed, fixtures);
    const int jobs = o.jobs > 0 ? o.jobs : int(std::max(1u, std::thread::hardware_concurrency()));
    const conform::Outcome outcome = conform::run_checks(**game, impl, checks, jobs, o.strict);
    std::fputs(conform::summary_text(outcome).c_str(), stdout);
    if (!o.json.empty()) write_file(o.json, conform::outcome_json(outcome));
    if (!o.junit.empty()) write_file(o.junit, conform::outcome_junit(outcome, checks));
    return outcome.failures.empty() ? 0 : 1;
  } catch (const BadInput& e) {
    return report_bad_input(e.what());
  }
}

}  // namespace minnaar
