#include "cli/match_command.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/bad_input.h"
#include "cli/game_args.h"
#include "cli/help.h"
#include "tournament/report/printed_number.h"
#include "tournament/report/standings_report.h"
#include "tournament/run/match.h"
#include "tournament/stats/standings.h"

namespace minnaar {
namespace {

// "  1 game ", " 12 games": a count of games, as wide whatever its number.
std::string games_text(int games) {
  return fmt::format("{:4d} {:<5}", games, games == 1 ? "game" : "games");
}

void print_score(const std::string& label, std::size_t width, const tournament::Score& s) {
  std::fputs(fmt::format("{:<{}} {}  +{} ={} -{}  score {:.3f} +- {:.3f}  (Elo {:+.0f})\n", label,
                         width, games_text(s.games), s.wins, s.draws, s.losses, s.mean(),
                         s.margin95(), tournament::printed(tournament::elo_difference(s.mean()), 0))
                 .c_str(),
             stdout);
}

void print_margin(const std::string& label, std::size_t width, const tournament::Score& s) {
  std::fputs(fmt::format("  {:<{}} {}  margin {:.3f} +- {:.3f}\n", label, width,
                         games_text(s.games), tournament::printed(s.mean(), 3), s.margin95())
                 .c_str(),
             stdout);
}

// The width of the longest label: its column lines up whatever the teams'
// names.
std::size_t label_width(const std::vector<std::string>& labels) {
  std::size_t width = 0;
  for (const std::string& label : labels)  // in characters, as fmt pads
    width = std::max(width, std::size_t(std::count_if(label.begin(), label.end(), [](char c) {
                       return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
                     })));
  return width;
}

// On a terminal, one line rewritten in place; otherwise a line now and then
// (every tenth of the games) and at the end: a log is not a terminal.
class MatchProgress {
 public:
  MatchProgress(bool quiet, int games)
      : quiet_(quiet), terminal_(isatty(fileno(stderr))), games_(games) {}
  void game_done(int done, const tournament::MatchGame& g) {
    if (quiet_) return;
    if (terminal_) {
      std::fprintf(stderr, "\rgame %d/%d done (last: %s, %d plies)   ", done, games_,
                   g.result.c_str(), g.plies);
    } else if (done == games_ || done % std::max(1, games_ / 10) == 0) {
      std::fprintf(stderr, "game %d/%d done\n", done, games_);
    }
    std::fflush(stderr);
  }
  void finish() {
    if (!quiet_ && terminal_) std::fputc('\n', stderr);
  }

 private:
  bool quiet_, terminal_;
  int games_;
};

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
      ->check(whole_number(1, 10000000))
      ->capture_default_str();
  c->add_option("--seed", o.seed, "Seed of the match (each game derives its own)")
      ->capture_default_str();
  c->add_option("--threads", o.threads, "Games played at once")
      ->check(whole_number(1, 256))
      ->capture_default_str();
  c->add_option(
      "--rules", o.rules,
      "A rule set of two teams, listed above (default: " + game::default_game_name() + ")");
  c->add_option("--mfen", o.mfen, "Start every game from this position");
  c->add_option("--openings", o.openings,
                "An openings file (one position a line, as `minnaar openings generate` writes "
                "them): each pair of games starts from the next position, round and round");
  c->add_option("--random-plies", o.random_plies,
                "Each pair of games (the teams swapped) begins with this many random plies "
                "from the start, its own opening")
      ->check(whole_number(0, 1000))
      ->capture_default_str();
  c->add_option("--adjudicate-resign", o.resign,
                "SCORE,MOVES: a team loses once every one of its seats has reported a score "
                "of -SCORE or worse for MOVES moves in a row and the other's +SCORE or better "
                "(a tournament's adjudication.resign)")
      ->expected(2)
      ->delimiter(',');
  c->add_option("--adjudicate-draw", o.draw,
                "AFTER,SCORE,MOVES: a draw once AFTER plies are played and every seat has "
                "reported a score within ±SCORE for MOVES moves in a row (adjudication.draw)")
      ->expected(3)
      ->delimiter(',');
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
  if (!options.openings.empty()) {
    auto positions = tournament::read_openings_file(options.openings, **game);
    if (!positions) throw BadInput(positions.error().message());
    match.openings = std::move(*positions);
  }
  auto in_range = [](std::int64_t v, std::int64_t low, std::int64_t high, const char* what) {
    if (v < low || v > high)
      throw BadInput(std::string(what) + ": " + std::to_string(v) + " is not in [" +
                     std::to_string(low) + ", " + std::to_string(high) + "]");
    return v;
  };
  if (!options.resign.empty())
    match.adjudication.resign = tournament::AdjudicationRules::Resign{
        in_range(options.resign[0], 1, tournament::kAdjudicationScoreMax,
                 "--adjudicate-resign's score"),
        int(in_range(options.resign[1], 1, tournament::kAdjudicationMovesMax,
                     "--adjudicate-resign's moves"))};
  if (!options.draw.empty())
    match.adjudication.draw = tournament::AdjudicationRules::Draw{
        int(in_range(options.draw[0], 0, tournament::kAdjudicationAfterMax,
                     "--adjudicate-draw's after")),
        in_range(options.draw[1], 0, tournament::kAdjudicationScoreMax,
                 "--adjudicate-draw's score"),
        int(in_range(options.draw[2], 1, tournament::kAdjudicationMovesMax,
                     "--adjudicate-draw's moves"))};
  int done = 0;
  MatchProgress progress(options.quiet, options.games);
  const auto games = tournament::run_match(
      match, [&](const tournament::MatchGame& g) { progress.game_done(++done, g); });
  progress.finish();
  const tournament::MatchSummary s = tournament::summarize(games);
  const game::GameInfo& info = (*game)->info();
  const auto& teams = info.teams;
  std::printf("A: %s\nB: %s\n", options.a.c_str(), options.b.c_str());
  std::vector<std::string> labels = {"A overall"};
  for (const std::string& team : teams)
    labels.push_back("A holding the " + game::display_name(team));
  const std::size_t width = label_width(labels);
  print_score(labels[0], width, s.a);
  for (std::size_t t = 0; t < teams.size(); ++t) print_score(labels[t + 1], width, s.a_by_team[t]);
  const double n = double(games.size());
  std::printf("sides:");
  for (std::size_t t = 0; t < teams.size(); ++t)
    std::printf(" %s won %d (%.1f%%),", game::display_name(teams[t]).c_str(), s.team_wins[t],
                100 * s.team_wins[t] / n);
  std::printf(" %s %d (%.1f%%)\n", tournament::draws_label(info).c_str(), s.draws,
              100 * s.draws / n);
  // After the lines above, whose format bench/depth_ladder.sh reads.
  std::printf("margins (A's mean, 95%% interval):\n");
  std::vector<std::string> margin_labels = {"overall"};
  for (const std::string& team : teams)
    margin_labels.push_back("as the " + game::display_name(team));
  const std::size_t margin_width = label_width(margin_labels);
  print_margin(margin_labels[0], margin_width, s.a_margins);
  for (std::size_t t = 0; t < teams.size(); ++t)
    print_margin(margin_labels[t + 1], margin_width, s.a_margins_by_team[t]);
  return 0;
}

}  // namespace minnaar
