#include "cli/match_command.h"

#include <cstdio>

#include "cli/bad_input.h"
#include "cli/game_args.h"
#include "cli/help.h"
#include "tournament/match.h"
#include "tournament/standings.h"
#include "tournament/standings_report.h"

namespace minnaar {
namespace {

void print_score(const std::string& label, const tournament::Score& s) {
  std::printf("%-26s %4d games  +%d =%d -%d  score %.3f +- %.3f  (Elo %+.0f)\n", label.c_str(),
              s.games, s.wins, s.draws, s.losses, s.mean(), s.margin95(),
              tournament::elo_difference(s.mean()));
}

void print_margin(const std::string& label, const tournament::Score& s) {
  std::printf("  %-24s %4d games  margin %.3f +- %.3f\n", label.c_str(), s.games, s.mean(),
              s.margin95());
}

}  // namespace

CLI::App* add_match_command(CLI::App& app, MatchCommandOptions& o) {
  CLI::App* c = app.add_subcommand(
      "match",
      "Play --games games between agents A and B of a two-team rule set\n"
      "A holds the first team in even games and the second in odd ones (teams: " +
          teams_text(2) +
          "). Prints A's score with its 95% interval, overall and per team, how often each "
          "team won or the game was drawn, and A's margins. Agent types and their parameters: "
          "`minnaar agents`.");
  set_example(*c, "minnaar match --a alphabeta:depth=3 --b greedy --games 100");
  c->add_option("--a", o.a, "Agent A (type:key=value,...)")->required();
  c->add_option("--b", o.b, "Agent B")->required();
  c->add_option("--games", o.games, "Number of games")
      ->check(CLI::Range(1, 10000000))
      ->capture_default_str();
  c->add_option("--seed", o.seed, "Seed of the match (each game derives its own)")
      ->capture_default_str();
  c->add_option("--threads", o.threads, "Games played at once")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  c->add_option(
      "--rules", o.rules,
      "A rule set of two teams, listed above (default: " + game::default_game_name() + ")");
  c->add_option("--mfen", o.mfen, "Start every game from this position");
  c->add_option("--random-plies", o.random_plies,
                "Each pair of games (the teams swapped) begins with this many random plies "
                "from the start, its own opening")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  c->add_flag("--quiet", o.quiet, "No progress on stderr");
  return c;
}

int run_match_command(const MatchCommandOptions& options) {
  auto game = game::load_text(options.rules);
  if (!game) throw BadInput(game.error());
  refuse_endless(**game, options.rules);
  tournament::MatchOptions match;
  match.agent_a = options.a;
  match.agent_b = options.b;
  match.games = options.games;
  match.seed = options.seed;
  match.threads = options.threads;
  match.game = *game;
  match.start = options.mfen;
  match.random_plies = options.random_plies;
  int done = 0;
  const auto games = tournament::run_match(match, [&](const tournament::MatchGame& g) {
    ++done;
    if (!options.quiet)
      std::fprintf(stderr, "\rgame %d/%d done (last: %s, %d plies)   ", done, options.games,
                   g.result.c_str(), g.plies);
  });
  if (!options.quiet) std::fprintf(stderr, "\n");
  const tournament::MatchSummary s = tournament::summarize(games);
  const game::GameInfo& info = (*game)->info();
  const auto& teams = info.teams;
  std::printf("A: %s\nB: %s\n", options.a.c_str(), options.b.c_str());
  print_score("A overall", s.a);
  for (std::size_t t = 0; t < teams.size(); ++t)
    print_score("A holding the " + game::display_name(teams[t]), s.a_by_team[t]);
  const double n = double(games.size());
  std::printf("sides:");
  for (std::size_t t = 0; t < teams.size(); ++t)
    std::printf(" %s won %d (%.1f%%),", game::display_name(teams[t]).c_str(), s.team_wins[t],
                100 * s.team_wins[t] / n);
  std::printf(" %s %d (%.1f%%)\n", tournament::draws_label(info).c_str(), s.draws,
              100 * s.draws / n);
  // After the lines above, whose format bench/depth_ladder.sh reads.
  std::printf("margins (A's mean, 95%% interval):\n");
  print_margin("overall", s.a_margins);
  for (std::size_t t = 0; t < teams.size(); ++t)
    print_margin("as the " + game::display_name(teams[t]), s.a_margins_by_team[t]);
  return 0;
}

}  // namespace minnaar
