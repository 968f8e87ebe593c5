#include "cli/openings_command.h"

#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "cli/output.h"
#include "tournament/play/opening_suite.h"
#include "tournament/players/agent_spec.h"

namespace minnaar {
namespace {

using namespace tournament;

// "LO,HI": two whole numbers, LO <= HI.
std::pair<std::int64_t, std::int64_t> read_band(const std::string& text) {
  const auto comma = text.find(',');
  auto number = [&](std::string_view s, std::int64_t& value) {
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    return !s.empty() && error == std::errc() && end == s.data() + s.size();
  };
  std::int64_t low = 0, high = 0;
  const std::string_view all(text);
  if (comma == std::string::npos || !number(all.substr(0, comma), low) ||
      !number(all.substr(comma + 1), high))
    throw BadInput("--band: expected LO,HI, two whole numbers (scores from team 0's view), got '" +
                   text + "'");
  if (low > high)
    throw BadInput("--band: LO must not be above HI, got '" + text + "' (write e.g. --band=" +
                   std::to_string(high) + "," + std::to_string(low) + ")");
  return {low, high};
}

// `text` as comment lines of at most about 90 characters.
std::string comment_lines(const std::string& text) {
  std::string out, line;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(at, end - at);
    if (!line.empty() && line.size() + 1 + word.size() > 88) {
      out += "# " + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    at = end + 1;
  }
  return line.empty() ? out : out + "# " + line + "\n";
}

// The file's first lines: the command that makes it again (--threads and
// --output left out: they change neither a position nor a line), what the
// band means, and how many candidates it took.
std::string header(const OpeningsCommandOptions& o, const game::Game& game,
                   const std::string& agent, std::int64_t low, std::int64_t high,
                   const Suite& suite) {
  const std::string first = game::display_name(game.info().teams[0]);
  const std::string second = game::display_name(game.info().teams[1]);
  const std::string text = "# minnaar openings generate --rules " + game::game_text(game) +
                           " --count " + std::to_string(o.count) + " --plies " +
                           std::to_string(o.plies) + " --agent " + agent +
                           " --band=" + std::to_string(low) + "," + std::to_string(high) +
                           " --seed " + std::to_string(o.seed) + "\n";
  std::string prose =
      "Positions " + std::to_string(o.plies) + " random plies from the start that " + agent +
      " scores from " + std::to_string(low) + " to " + std::to_string(high) +
      " (inclusive), the score from the view of team 0, the " + first + ": above 0 favours the " +
      first + ", below 0 the " + second + ". " + std::to_string(suite.positions.size()) +
      " kept of " + std::to_string(suite.tried) + " candidates (" + std::to_string(suite.repeated) +
      " repeats skipped)";
  if (int(suite.positions.size()) < o.count)
    prose += "; incomplete: " + std::to_string(o.count) + " were asked for";
  return text + comment_lines(prose + ".");
}

int generate(const OpeningsCommandOptions& o) {
  const auto game = o.game.game();
  const auto [low, high] = read_band(o.band);
  if (game->info().teams.size() != 2)
    throw BadInput("--rules: a band of scores from team 0's view needs a game of two teams; " +
                   game->name() + " has " + std::to_string(game->info().teams.size()));
  const auto agent = canonical_agent_spec(*game, o.agent);
  if (!agent) throw BadInput("--agent '" + o.agent + "': " + agent.error());
  // Opened before any position is scored: a path that cannot be written is
  // refused at once.
  OutputFile output(o.output);

  SuiteOptions options;
  options.game = game;
  options.count = o.count;
  options.plies = o.plies;
  options.agent = *agent;
  options.low = low;
  options.high = high;
  options.seed = o.seed;
  options.threads = o.threads;
  const bool terminal = isatty(fileno(stderr));
  double last = -1e9;
  auto progress = [&](const SuiteProgress& p) {
    if (o.quiet || p.seconds - last < (terminal ? 0.5 : 10)) return;
    last = p.seconds;
    std::fprintf(stderr, "%skept %d/%d, tried %lld, %.1f candidates/s%s",
                 terminal ? "\r\033[K" : "", p.kept, o.count, static_cast<long long>(p.tried),
                 p.seconds > 0 ? double(p.tried) / p.seconds : 0.0, terminal ? "" : "\n");
    std::fflush(stderr);
  };
  const auto began = std::chrono::steady_clock::now();
  Suite suite;
  try {
    suite = generate_suite(options, progress);
  } catch (const std::invalid_argument& e) {
    throw BadInput(e.what());
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  if (!o.quiet && terminal) std::fputc('\n', stderr);

  const bool complete = int(suite.positions.size()) == o.count;
  if (suite.positions.empty()) {
    std::fprintf(stderr,
                 "minnaar: no position in the band %lld,%lld after %lld candidates; nothing "
                 "written (widen the band)\n",
                 static_cast<long long>(low), static_cast<long long>(high),
                 static_cast<long long>(suite.tried));
    return 1;
  }
  std::string text = header(o, *game, *agent, low, high, suite);
  for (const SuitePosition& p : suite.positions) text += p.notation + "\n";
  output.stream() << text;
  output.commit();
  if (!complete) {
    std::fprintf(stderr,
                 "minnaar: only %zu of %d positions in the band %lld,%lld after %lld candidates; "
                 "wrote them to %s (marked incomplete; widen the band for more)\n",
                 suite.positions.size(), o.count, static_cast<long long>(low),
                 static_cast<long long>(high), static_cast<long long>(suite.tried),
                 o.output.c_str());
    return 1;
  }
  if (!o.quiet)
    std::fprintf(stderr, "wrote %d positions to %s in %.1f s (%lld candidates tried)\n", o.count,
                 o.output.c_str(), seconds, static_cast<long long>(suite.tried));
  return 0;
}

}  // namespace

CLI::App* add_openings_commands(CLI::App& app, OpeningsCommandOptions& o) {
  CLI::App* openings =
      app.add_subcommand("openings",
                         "Opening suites for tournaments\n"
                         "A suite is a file of positions, one a line, that a tournament config "
                         "names as `openings: {file: F}` (docs/tournaments.md).");
  set_example(*openings,
              "minnaar openings generate --count 100 --agent alphabeta:depth=2 "
              "--band=-50,50 --output suite.txt");
  openings->require_subcommand(1);
  o.generate = openings->add_subcommand(
      "generate",
      "Write positions of random play that an agent scores within a band\n"
      "--count positions, each --plies random plies from the start (seeded), that --agent "
      "scores within --band from the first team's view (teams: " +
          teams_text(2) +
          "); repeats are skipped. The same arguments write the same file, whatever --threads. "
          "Gives up after 1000 candidates per position asked for: writes what it kept, marked "
          "incomplete, and exits 1.");
  set_example(*o.generate,
              "minnaar openings generate --count 100 --agent alphabeta:depth=2 "
              "--band=-50,50 --output suite.txt");
  o.game.add_rules_to(*o.generate);
  o.generate->add_option("--count", o.count, "Positions to keep")
      ->required()
      ->check(whole_number(1, 1'000'000));
  o.generate->add_option("--plies", o.plies, "Random plies from the start")
      ->check(whole_number(0, 1000))
      ->capture_default_str();
  o.generate
      ->add_option("--agent", o.agent,
                   "The agent that scores each position, e.g. alphabeta:depth=2 (one that "
                   "reports a score: greedy, alphabeta; a depth or node budget keeps the file "
                   "reproducible; see `minnaar agents`)")
      ->required();
  o.generate
      ->add_option("--band", o.band,
                   "LO,HI: keep a position when LO <= score <= HI, the score from team 0's view "
                   "in the game's units (write a negative LO as --band=-150,-50)")
      ->required();
  o.generate->add_option("--output", o.output, "The file to write")->required();
  o.generate->add_option("--seed", o.seed, "Seed of the random plies and the agent")
      ->capture_default_str();
  o.generate->add_option("--threads", o.threads, "Positions scored at once")
      ->check(whole_number(1, 256))
      ->capture_default_str();
  o.generate->add_flag("--quiet", o.quiet, "No progress on stderr");
  return openings;
}

int run_openings_command(const OpeningsCommandOptions& o) { return generate(o); }

}  // namespace minnaar
