// Elo ratings of the agents of a two-team game's tournament: one rating per agent with a term for
// the first team's advantage (fit_ratings), or one rating per agent and team held
// (fit_seat_ratings, further below). The teams are team 0 (the first team) and team 1 (the second
// team) of the game's GameInfo; a game that neither team won is a draw, whatever the game calls it.
//
// A game may be strongly asymmetric: in Minnaar Chess, the current edition, the first team (the
// Alliance) wins almost every game between equal agents. fit_ratings() therefore rates the agents
// and the first team's advantage together, with the win/draw/loss model of Rémi Coulom's BayesElo,
// and a prior made of virtual games so that every estimate is finite even when the first team won
// every game. It is pure arithmetic: deterministic, no engine types, no randomness.
//
// Model (d is a rating difference in Elo, f the logistic curve of the Elo scale):
//   f(d) = 1 / (1 + 10^(-d/400))
//   D    = R(first) - R(second) + first_team_advantage
//   P(first team wins)  = f(D - draw_elo)
//   P(second team wins) = f(-D - draw_elo)
//   P(draw)             = 1 - P(first team wins) - P(second team wins)   (> 0 iff draw_elo > 0)
// A draw is worth half a point to each side. R(first) is the rating of the agent holding the first
// team, or, in a cooperative game whose first team's seats are held by two agents, the MEAN of
// their two ratings: the game stays one observation, and each partner carries half of it
// (RatedGame::first_partner).
//
// Prior (what BayesElo calls "virtual draws", extended to the side parameters):
//   * for every pair of distinct agents that met as opponents, `prior_draws` virtual draws between
//     them, half with each agent holding the first team. This keeps a rating finite when an agent
//     won (or lost) every game, and pulls ratings slightly towards each other;
//   * `side_prior_per_outcome` virtual games of EACH outcome between two equal agents (Laplace's
//     rule of succession on the three outcomes). Rating-independent, they keep
//     first_team_advantage and draw_elo finite: without them, a record where the first team always
//     wins has its maximum at first_team_advantage = draw_elo = +infinity (virtual draws alone do
//     not prevent it).
// The estimate is the maximum a posteriori (the maximum of the likelihood of the real and virtual
// games together), found by damped Newton iterations.
//
// Anchor: ratings are relative. Within each group of agents connected by games (between distinct
// agents) the mean rating is 0, so the mean over all agents is 0. An agent that never met an
// opponent has rating 0 and an infinite margin: nothing is known about it. Ratings of agents in
// different groups are not comparable.
//
// Margins: 95% half-widths 1.96 * sqrt(variance), the covariance being the inverse of the observed
// information (minus the Hessian of the log posterior) at the estimate, under the anchor
// constraint (the Moore-Penrose inverse on the space of ratings with mean 0 in each group).
//
// Example:
//   using namespace minnaar::tournament;
//   std::vector<RatedGame> games = {{0, 1, SideResult::kFirstTeamWins},
//                                   {1, 0, SideResult::kFirstTeamWins},
//                                   {1, 0, SideResult::kDraw}};
//   Ratings r = fit_ratings(2, games);
//   // Agent 1 failed once to win holding the first team: r.agents[0].elo > r.agents[1].elo,
//   // r.first_team_advantage > 0.
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
// Seat ratings: how strong an agent is holding the first team, and how strong holding the second.
//
// Where one team wins almost every game between good agents, one number per agent mixes two
// different skills. fit_seat_ratings() gives each agent i two ratings on one Elo scale, F(i) as
// the first team and S(i) as the second team, and fits them jointly with the same win/draw/loss
// model, the first agent's first-team rating against the second agent's second-team rating:
//   D = F(first) - S(second)
//   P(first team wins)  = f(D - draw_elo)
//   P(second team wins) = f(-D - draw_elo)
//   P(draw)             = 1 - P(first team wins) - P(second team wins)
// In a cooperative game F(first) is the mean of the two partners' first-team ratings (each
// carries half of the game). There is no advantage parameter: the advantage is the gap between
// the two scales (see first_team_advantage below). Self-play games inform F(i) - S(i).
//
// Prior: for every (first agent, second agent) pair that met, self-play included, prior_draws / 2
// virtual draws between F(first) and S(second) (so two agents that met in both seatings get
// prior_draws virtual games, as in fit_ratings()); and side_prior_per_outcome virtual games of
// each outcome at D = 0, which keep draw_elo finite. Every estimate is finite even when the first
// team won every game.
//
// Anchor: the likelihood depends only on the differences F(i) - S(j) of the seats that met, so
// the ratings are identified up to one shift per group of seats connected by games (the
// connected components of the bipartite graph of first-team seats against second-team seats).
// Within each group the mean of all its first- and second-team ratings is 0. Ratings in
// different groups are not comparable: in particular, two agents that only played each other,
// never themselves, form two groups, {F(0), S(1)} and {F(1), S(0)}, and their first-team ratings
// cannot be compared (the games only tell F(0) - S(1) and F(1) - S(0)). A team an agent never
// held is unknown: rating 0 (its own group's mean) and margin +infinity.
//
// first_team_advantage: in each group, the mean of its first-team ratings minus the mean of its
// second-team ratings (the D of a game between the group's average first and average second
// team), averaged over the groups weighted by their numbers of rated seats; with one group (the
// usual tournament) simply mean F - mean S. 0 with an infinite margin when no seat is rated.
//
// Margins as in fit_ratings(): 95% half-widths from the inverse of the observed information
// under the anchor (the Moore-Penrose inverse on the space with mean 0 in each group); the
// advantage's margin is that of the linear combination above.
//
// Example:
//   using namespace minnaar::tournament;
//   std::vector<RatedGame> games = {{0, 0, SideResult::kFirstTeamWins},
//                                   {1, 0, SideResult::kFirstTeamWins},
//                                   {0, 0, SideResult::kDraw}};
//   SeatRatings r = fit_seat_ratings(2, games);
//   // One group {F(0), S(0), F(1)} (self-play links F(0) and S(0)). Agent 1 never held the
//   // second team: r.agents[1].as_second_team.margin95 is +infinity.
//   OutcomeProbabilities p =
//       predict(r, r.agents[1].as_first_team.elo, r.agents[0].as_second_team.elo);

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
