#include "cli/perft_command.h"

#include <chrono>
#include <cstdio>
#include <string>

#include "cli/help.h"
#include "engine/contract.h"

namespace minnaar {
namespace {

constexpr int kMaxDepth = 100;  // far beyond what any machine can count

void report_speed(std::uint64_t nodes, std::chrono::steady_clock::duration elapsed) {
  const double seconds = std::chrono::duration<double>(elapsed).count();
  std::fprintf(stderr, "%llu nodes in %.3f s: %.0f nodes/s\n",
               static_cast<unsigned long long>(nodes), seconds,
               seconds > 0 ? double(nodes) / seconds : 0.0);
}

}  // namespace

CLI::App* add_perft_command(CLI::App& app, PerftOptions& o) {
  CLI::App* c = app.add_subcommand(
      "perft",
      "Count the move paths of length --depth from a position\n"
      "Prints the total as the last line, or with --divide one '<move> <count>' line per legal "
      "move, an empty line and the total.");
  set_example(*c, "minnaar perft --depth 4");
  o.game.add_to(*c);
  c->add_option("--depth", o.depth, "Number of plies (0 or more)")
      ->required()
      ->check(CLI::TypeValidator<int>("whole number"))
      ->check(whole_number(0, kMaxDepth));
  c->add_flag("--divide", o.divide, "Print the count below each legal move, sorted like `moves`");
  c->add_flag("--no-bulk", o.no_bulk,
              "Make every move down to the leaves instead of counting the last ply");
  c->add_flag("--time", o.timing, "Print the elapsed time and nodes per second on stderr");
  c->add_option("--threads", o.threads, "Share the root moves among this many threads")
      ->check(whole_number(1, 256))
      ->capture_default_str();
  return c;
}

int run_perft_command(const PerftOptions& o) {
  const auto state = o.game.state();
  const auto began = std::chrono::steady_clock::now();
  const std::string out = game::perft_output(*state, o.depth, o.divide, o.threads, !o.no_bulk);
  std::fputs(out.c_str(), stdout);
  if (o.timing) {
    // The total is the last line.
    const std::size_t last = out.rfind('\n', out.size() - 2);
    report_speed(std::stoull(out.substr(last == std::string::npos ? 0 : last + 1)),
                 std::chrono::steady_clock::now() - began);
  }
  return 0;
}

}  // namespace minnaar
