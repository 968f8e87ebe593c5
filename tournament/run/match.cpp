#include "tournament/run/match.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <stdexcept>

#include "engine/parallel.h"
#include "engine/random.h"
#include "tournament/play/game.h"
#include "tournament/play/opening.h"
#include "tournament/players/agent_spec.h"
#include "tournament/stats/standings.h"

namespace minnaar::tournament {
namespace {

MatchGame play_one(const MatchOptions& options, const game::State& start, int number) {
  const game::Game& game = *options.game;
  const bool a_first = number % 2 == 0;
  // A's and B's agents from the game's seed stream, A first.
  const std::uint64_t seed = derive_seed(options.seed, kGameSeedStream, std::uint64_t(number));
  SplitMix64 seeds(seed);
  auto a = make_agent_or_throw(game, options.agent_a, seeds.next());
  auto b = make_agent_or_throw(game, options.agent_b, seeds.next());
  std::vector<Agent*> seats;
  for (game::Seat s = 0; s < game.seat_count(); ++s)
    seats.push_back((game.team_of(s) == 0) == a_first ? a.get() : b.get());
  const GameRecord record = play_game(start, seats, seed);
  ScoredGame stored;
  const std::vector<double> returns = record.returns(), margins = record.margins();
  for (game::Seat s = 0; s < game.seat_count(); ++s)
    stored.seats.push_back({seats[std::size_t(s)] == a.get() ? "a" : "b",
                            returns[std::size_t(s)],
                            margins[std::size_t(s)],
                            {}});
  double a_points = 0.5, a_margin = 0.5;
  for (const auto& [agent, points] : agent_points(game.info(), stored))
    if (agent == "a") a_points = points;
  for (const auto& [agent, margin] : agent_margins(game.info(), stored))
    if (agent == "a") a_margin = margin;
  return {number,          a_first, a_points, a_margin, record.result(), int(record.moves.size()),
          start.notation()};
}

}  // namespace

std::vector<MatchGame> run_match(const MatchOptions& given,
                                 const std::function<void(const MatchGame&)>& on_game) {
  MatchOptions options = given;
  if (!options.game) {
    auto loaded = game::load(game::default_game_name());
    if (!loaded) throw std::runtime_error(loaded.error());
    options.game = *loaded;
  }
  const game::Game& game = *options.game;
  if (game.info().teams.size() != 2)
    throw std::runtime_error("a match needs a game of two teams; " + game.name() + " has " +
                             std::to_string(game.info().teams.size()));
  std::unique_ptr<game::State> start;
  if (options.start.empty()) {
    start = game.start(options.seed);
  } else {
    auto parsed = game.parse(options.start);
    if (!parsed)
      throw std::runtime_error("invalid " + game.info().notation_name + " '" + options.start +
                               "': " + parsed.error().message());
    start = std::move(*parsed);
  }
  if (start->is_over()) throw std::runtime_error("the game in the start position is already over");
  make_agent_or_throw(game, options.agent_a, 0);  // refuse bad specs before starting threads
  make_agent_or_throw(game, options.agent_b, 0);
  std::vector<MatchGame> games(std::size_t(options.games));
  std::mutex report;
  // A game dealt at random: each pair of games, the teams swapped, on its
  // own deal.
  const bool deal_per_pair = options.start.empty() && game.info().chance_at_setup;
  // An opening that cannot be drawn is refused before the threads start.
  if (options.random_plies > 0)
    random_opening(game, options.seed, 0, options.random_plies,
                   options.start.empty() ? nullptr : start.get());
  for_each_index(options.threads, games.size(), [&](std::size_t n) {
    const std::uint64_t pair = n / 2;
    std::unique_ptr<game::State> own;  // this pair's opening or deal
    if (options.random_plies > 0)
      own = random_opening(game, options.seed, pair, options.random_plies,
                           options.start.empty() ? nullptr : start.get());
    else if (deal_per_pair)
      own = game.start(derive_seed(options.seed, kOpeningSeedStream, pair));
    games[n] = play_one(options, own ? *own : *start, int(n));
    std::lock_guard lock(report);
    if (on_game) on_game(games[n]);
  });
  return games;
}

MatchSummary summarize(const std::vector<MatchGame>& games) {
  MatchSummary s;
  s.a_by_team.resize(2);
  s.a_margins_by_team.resize(2);
  s.team_wins.assign(2, 0);
  for (const MatchGame& g : games) {
    s.a.add(g.a_points);
    s.a_by_team[g.a_holds_first ? 0 : 1].add(g.a_points);
    s.a_margins.add(g.a_margin);
    s.a_margins_by_team[g.a_holds_first ? 0 : 1].add(g.a_margin);
    const double first = g.a_holds_first ? g.a_points : 1 - g.a_points;
    if (first > 0.5)
      ++s.team_wins[0];
    else if (first < 0.5)
      ++s.team_wins[1];
    else
      ++s.draws;
  }
  return s;
}

double elo_difference(double mean) {
  const double m = std::min(std::max(mean, 0.001), 0.999);
  return -400 * std::log10(1 / m - 1);
}

}  // namespace minnaar::tournament
