#include "tournament/run/match.h"

#include "tournament/run/driver.h"
#include "tournament/run/schedule.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "engine/random.h"
#include "tournament/play/game.h"
#include "tournament/play/opening.h"
#include "tournament/players/agent_spec.h"
#include "tournament/stats/standings.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {
namespace {

TournamentAgent match_agent(const std::string& name, const std::string& spec,
                            const game::Game& game) {
  TournamentAgent agent;
  agent.name = name;
  if (spec.rfind("external:", 0) == 0) {
    auto player = external_player_of(spec);
    if (!player) throw std::runtime_error("agent " + name + ": " + player.error());
    agent.spec = player->spec();
    agent.external = std::move(*player);
  } else {
    make_agent_or_throw(game, spec, 0);  // refuse a bad spec before any game
    agent.spec = spec;
  }
  return agent;
}

// A's view of one game.
MatchGame match_game(const game::Game& game, const ScheduledGame& s, const GameOutcome& g) {
  bool a_first = false;
  for (game::Seat seat = 0; seat < game.seat_count(); ++seat)
    if (game.team_of(seat) == 0) a_first = s.seat_agents[std::size_t(seat)] == 0;
  const ScoredGame view = scored(g);
  double a_points = 0.5, a_margin = 0.5;
  for (const auto& [agent, points] : agent_points(game.info(), view))
    if (agent == "a") a_points = points;
  for (const auto& [agent, margin] : agent_margins(game.info(), view))
    if (agent == "a") a_margin = margin;
  return {s.slot, a_first, a_points, a_margin, g.result, g.plies, g.start_state};
}

}  // namespace

TournamentConfig match_config(const MatchOptions& options) {
  TournamentConfig c;
  c.name = "match";
  c.game = options.game;
  if (!c.game) {
    auto loaded = game::load(game::default_game_name());
    if (!loaded) throw std::runtime_error(loaded.error());
    c.game = *loaded;
  }
  const game::Game& game = *c.game;
  if (game.info().teams.size() != 2)
    throw std::runtime_error("a match needs a game of two teams; " + game.name() + " has " +
                             std::to_string(game.info().teams.size()));
  if (!options.start.empty()) {
    auto parsed = game.parse(options.start);
    if (!parsed)
      throw std::runtime_error("invalid " + game.info().notation_name + " '" + options.start +
                               "': " + parsed.error().message());
    if ((*parsed)->is_over())
      throw std::runtime_error("the game in the start position is already over");
    c.openings = {options.start};
  }
  if (!options.openings.empty()) {
    if (!options.start.empty())
      throw std::runtime_error("give a start position or openings, not both");
    c.openings = options.openings;
  }
  if (const auto unfit = adjudication_unfit(options.adjudication, game))
    throw std::runtime_error("adjudication: " + unfit->why);
  c.adjudication = options.adjudication;
  c.seed = options.seed;
  c.agents = {match_agent("a", options.agent_a, game), match_agent("b", options.agent_b, game)};
  c.games_per_pairing = options.games + options.games % 2;
  c.opening_plies = options.random_plies;
  c.parallel = options.threads;
  c.store_move_data = false;
  return c;
}

std::vector<MatchGame> run_match(const MatchOptions& options,
                                 const std::function<void(const MatchGame&)>& on_game) {
  const TournamentConfig config = match_config(options);
  const Schedule plan(config);
  // An opening that cannot be drawn is refused before the threads start.
  opening_position(config, 0);
  PlayerPools pools = player_pools(config);
  std::vector<MatchGame> games(std::size_t(options.games));
  drive(
      options.threads, games.size(),
      [&](std::size_t n) {
        return DriverTake{DriverJob{&config, plan.at(int(n)), &pools}};
      },
      [&](std::size_t n, const ScheduledGame& s, GameOutcome&& g) {
        games[n] = match_game(*config.game, s, g);
        if (on_game) on_game(games[n]);
        return true;
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
