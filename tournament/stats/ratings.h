// Elo ratings of the agents of a two-team game's tournament: one rating per agent with a term for
// the first team's advantage (fit_ratings), or one rating per agent and team held
// (fit_seat_ratings). BayesElo's win/draw/loss model, fitted as the maximum a posteriori with
// virtual games as the prior; the model, prior, anchor and intervals: docs/statistics.md.
//
// Invariants: every estimate is finite whatever the results (even when the first team won every
// game); within each group of agents (or seats) connected by games the mean rating is 0, and only
// ratings of one group compare; an agent (or team held) never rated has rating 0 and an infinite
// margin. Pure arithmetic: deterministic, no engine types, no randomness.
//
//   Ratings r = fit_ratings(2, {{0, 1, SideResult::kFirstTeamWins},
//                               {1, 0, SideResult::kDraw}});
//   OutcomeProbabilities p = predict(r, r.agents[1].elo, r.agents[0].elo);
#pragma once

#include <vector>

namespace minnaar::tournament {

// A game's result from the two teams' view: team 0 (the first) won, team 1 (the second) won, or
// neither did.
enum class SideResult { kFirstTeamWins, kSecondTeamWins, kDraw };

// One game. Agents are indices 0..agent_count-1. An agent may hold both teams (self-play): the
// game then only informs the side parameters of fit_ratings(), and the difference between the
// agent's two seat ratings in fit_seat_ratings().
struct RatedGame {
  int first;   // the agent holding the first team (in a cooperative game: its first seat)
  int second;  // the agent holding the second team
  SideResult result;
  // Cooperative games: the agent holding the first team's other seat, or -1 when `first` holds
  // them all. The first team then plays with the mean rating of the two agents (their mean
  // first-team rating in fit_seat_ratings()).
  int first_partner = -1;
  // How many such games (aggregated counts: one entry for every game alike); >= 0.
  int count = 1;
};

struct RatingOptions {
  // Virtual draws per pair of agents that met (BayesElo's prior; its default is 2).
  double prior_draws = 2.0;
  // Virtual games of each outcome between equal agents, for the side parameters. Must be > 0
  // for first_team_advantage and draw_elo to be finite whatever the results.
  double side_prior_per_outcome = 1.0;
  int max_iterations = 200;
  // Convergence: the largest Newton step, over all parameters, is below this many Elo.
  double tolerance = 1e-9;
};

struct AgentRating {
  double elo = 0;       // relative to the mean of the agent's group (see the anchor above)
  double margin95 = 0;  // half-width of the 95% interval; +infinity for an agent never rated
  // The group of ratings connected by games it belongs to (see the anchor above): only
  // ratings of one group compare. -1 for an agent never rated.
  int group = -1;
};

struct Ratings {
  std::vector<AgentRating> agents;  // indexed like the agents of the games
  double first_team_advantage = 0;  // Elo added to the first team (BayesElo's eloAdvantage)
  double first_team_advantage_margin95 = 0;
  double draw_elo = 0;  // BayesElo's eloDraw: the width of the draw band, > 0
  double draw_elo_margin95 = 0;
  int iterations = 0;      // Newton iterations used
  bool converged = false;  // the last step was below RatingOptions::tolerance
};

// The maximum a posteriori ratings. Throws std::invalid_argument for agent_count < 0, an agent
// index out of range, prior_draws < 0, side_prior_per_outcome <= 0, max_iterations < 1 or
// tolerance <= 0.
Ratings fit_ratings(int agent_count, const std::vector<RatedGame>& games,
                    const RatingOptions& options = {});

// The model's outcome probabilities for a game between a first team rated first_elo and a second
// team rated second_elo (for a cooperative game: the mean of the two partners' ratings).
struct OutcomeProbabilities {
  double first_team_wins, second_team_wins, draw;
};
OutcomeProbabilities predict(const Ratings& ratings, double first_elo, double second_elo);

// ---------------------------------------------------------------------------------------------
// Seat ratings: F(i), agent i's rating holding the first team, and S(i) holding the second, on one
// scale, with the model of fit_ratings() and no advantage term (D = F(first) - S(second)). Each
// group of seats connected by games has mean 0; first_team_advantage is mean F - mean S (weighted
// over groups). docs/statistics.md#ratings-by-seat.

struct SeatRating {
  AgentRating as_first_team;   // F(i): the agent's rating holding the first team
  AgentRating as_second_team;  // S(i): the agent's rating holding the second team
};

struct SeatRatings {
  std::vector<SeatRating> agents;   // indexed like the agents of the games
  double first_team_advantage = 0;  // mean F - mean S (see above)
  double first_team_advantage_margin95 = 0;
  double draw_elo = 0;  // the width of the draw band, > 0
  double draw_elo_margin95 = 0;
  int iterations = 0;      // Newton iterations used
  bool converged = false;  // the last step was below RatingOptions::tolerance
};

// The maximum a posteriori seat ratings. Throws std::invalid_argument in the cases of
// fit_ratings().
SeatRatings fit_seat_ratings(int agent_count, const std::vector<RatedGame>& games,
                             const RatingOptions& options = {});

// The model's outcome probabilities for a game between a first team rated first_elo (an F
// rating; in a cooperative game the mean of the partners') and a second team rated second_elo
// (an S rating).
OutcomeProbabilities predict(const SeatRatings& ratings, double first_elo, double second_elo);

}  // namespace minnaar::tournament
