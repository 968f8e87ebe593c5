#include "cli/match_command.h"

#include <cstdio>
#include <stdexcept>

#include "engine/minnaar/mfen.h"
#include "tournament/match.h"

namespace minnaar {
namespace {

void print_score(const char* label, const tournament::Score& s) {
  std::printf("%-26s %4d games  +%d =%d -%d  score %.3f +- %.3f  (Elo %+.0f)\n", label, s.games,
              s.wins, s.draws, s.losses, s.mean(), s.margin95(),
              tournament::elo_difference(s.mean()));
}

}  // namespace

void run_match_command(const MatchCommandOptions& options) {
  tournament::MatchOptions match;
  match.agent_a = options.a;
  match.agent_b = options.b;
  match.games = options.games;
  match.seed = options.seed;
  match.threads = options.threads;
  if (!options.mfen.empty()) {
    auto start = parse_mfen(options.mfen);
    if (!start)
      throw std::runtime_error("invalid MFEN '" + options.mfen + "': " + start.error().message());
    if (start->is_over()) throw std::runtime_error("the game in --mfen is already over");
    match.start = *start;
  }
  int done = 0;
  const auto games = tournament::run_match(match, [&](const tournament::MatchGame& g) {
    ++done;
    if (!options.quiet)
      std::fprintf(stderr, "\rgame %d/%d done (last: %s, %d plies)   ", done, options.games,
                   std::string(outcome_token(g.outcome)).c_str(), g.plies);
  });
  if (!options.quiet) std::fprintf(stderr, "\n");
  const tournament::MatchSummary s = tournament::summarize(games);
  std::printf("A: %s\nB: %s\n", options.a.c_str(), options.b.c_str());
  print_score("A overall", s.a);
  print_score("A holding the Alliance", s.a_as_alliance);
  print_score("A holding the Establishment", s.a_as_establishment);
  const double n = double(games.size());
  std::printf(
      "sides: Alliance won %d (%.1f%%), Establishment won %d (%.1f%%), undecided %d (%.1f%%)\n",
      s.alliance_wins, 100 * s.alliance_wins / n, s.establishment_wins,
      100 * s.establishment_wins / n, s.undecided, 100 * s.undecided / n);
}

}  // namespace minnaar
