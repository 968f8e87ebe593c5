// Elo ratings of the agents of a tournament: one rating per agent with a term for the side
// advantage (fit_ratings), or one rating per agent and seat (fit_seat_ratings, further below).
//
// Minnaar Chess is strongly asymmetric: between equal agents the Alliance wins almost every game.
// fit_ratings() therefore rates the agents and the Alliance's advantage together, with the
// win/draw/loss model of Rémi Coulom's BayesElo, and a prior made of virtual games so that every
// estimate is finite even when the Alliance won every game. It is pure arithmetic: deterministic,
// no engine types, no randomness.
//
// Model (d is a rating difference in Elo, f the logistic curve of the Elo scale):
//   f(d) = 1 / (1 + 10^(-d/400))
//   D    = R(alliance) - R(establishment) + alliance_advantage
//   P(Alliance wins)      = f(D - draw_elo)
//   P(Establishment wins) = f(-D - draw_elo)
//   P(undecided)          = 1 - P(Alliance wins) - P(Establishment wins)   (> 0 iff draw_elo > 0)
// An undecided game is worth half a point to each side. R(alliance) is the Alliance agent's rating,
// or, in a cooperative game whose two Sovereign groups (South and North) are held by two agents,
// the MEAN of their two ratings: the game stays one observation, and each partner carries half of
// it (RatedGame::alliance_partner).
//
// Prior (what BayesElo calls "virtual draws", extended to the side parameters):
//   * for every pair of distinct agents that met as opponents, `prior_draws` virtual undecided
//     games between them, half with each agent holding the Alliance. This keeps a rating finite
//     when an agent won (or lost) every game, and pulls ratings slightly towards each other;
//   * `side_prior_per_outcome` virtual games of EACH outcome between two equal agents (Laplace's
//     rule of succession on the three outcomes). Rating-independent, they keep alliance_advantage
//     and draw_elo finite: without them, a record where the Alliance always wins has its maximum
//     at alliance_advantage = draw_elo = +infinity (virtual draws alone do not prevent it).
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
//   std::vector<RatedGame> games = {{0, 1, SideResult::kAllianceWins},
//                                   {1, 0, SideResult::kAllianceWins},
//                                   {1, 0, SideResult::kUndecided}};
//   Ratings r = fit_ratings(2, games);
//   // Agent 1 failed once to win as the Alliance: r.agents[0].elo > r.agents[1].elo,
//   // r.alliance_advantage > 0.
//   OutcomeProbabilities p = predict(r, r.agents[1].elo, r.agents[0].elo);
#pragma once

#include <vector>

namespace minnaar::tournament {

enum class SideResult { kAllianceWins, kEstablishmentWins, kUndecided };

// One game. Agents are indices 0..agent_count-1. An agent may hold both seats (self-play): the
// game then only informs the side parameters of fit_ratings(), and the difference between the
// agent's two seat ratings in fit_seat_ratings().
struct RatedGame {
  int alliance;       // the agent holding the Alliance (in a cooperative game: South)
  int establishment;  // the agent holding the Establishment
  SideResult result;
  // Cooperative games: the agent holding the second Sovereign group (North), or -1 when
  // `alliance` holds both. The Alliance then plays with the mean rating of the two agents (their
  // mean Alliance rating in fit_seat_ratings()).
  int alliance_partner = -1;
};

struct RatingOptions {
  // Virtual undecided games per pair of agents that met (BayesElo's prior; its default is 2).
  double prior_draws = 2.0;
  // Virtual games of each outcome between equal agents, for the side parameters. Must be > 0
  // for alliance_advantage and draw_elo to be finite whatever the results.
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
  double alliance_advantage = 0;    // Elo added to the Alliance (BayesElo's eloAdvantage)
  double alliance_advantage_margin95 = 0;
  double draw_elo = 0;  // BayesElo's eloDraw: the width of the undecided band, > 0
  double draw_elo_margin95 = 0;
  int iterations = 0;      // Newton iterations used
  bool converged = false;  // the last step was below RatingOptions::tolerance
};

// The maximum a posteriori ratings. Throws std::invalid_argument for agent_count < 0, an agent
// index out of range, prior_draws < 0, side_prior_per_outcome <= 0, max_iterations < 1 or
// tolerance <= 0.
Ratings fit_ratings(int agent_count, const std::vector<RatedGame>& games,
                    const RatingOptions& options = {});

// The model's outcome probabilities for a game between agents rated alliance_elo and
// establishment_elo (for a cooperative game: the mean of the two partners' ratings).
struct OutcomeProbabilities {
  double alliance_wins, establishment_wins, undecided;
};
OutcomeProbabilities predict(const Ratings& ratings, double alliance_elo, double establishment_elo);

// ---------------------------------------------------------------------------------------------
// Seat ratings: how strong an agent is as the Alliance, and how strong as the Establishment.
//
// Between good agents the Alliance wins almost every game, so one number per agent mixes two
// different skills. fit_seat_ratings() gives each agent i two ratings on one Elo scale, A(i) as
// the Alliance and E(i) as the Establishment, and fits them jointly with the same win/draw/loss
// model, the Alliance agent's Alliance rating against the Establishment agent's Establishment
// rating:
//   D = A(alliance) - E(establishment)
//   P(Alliance wins)      = f(D - draw_elo)
//   P(Establishment wins) = f(-D - draw_elo)
//   P(undecided)          = 1 - P(Alliance wins) - P(Establishment wins)
// In a cooperative game A(alliance) is the mean of the two partners' Alliance ratings (each
// carries half of the game). There is no advantage parameter: the advantage is the gap between
// the two scales (see alliance_advantage below). Self-play games inform A(i) - E(i).
//
// Prior: for every (Alliance agent, Establishment agent) pair that met, self-play included,
// prior_draws / 2 virtual undecided games between A(alliance) and E(establishment) (so two agents
// that met in both seatings get prior_draws virtual games, as in fit_ratings()); and
// side_prior_per_outcome virtual games of each outcome at D = 0, which keep draw_elo finite.
// Every estimate is finite even when the Alliance won every game.
//
// Anchor: the likelihood depends only on the differences A(i) - E(j) of the seats that met, so
// the ratings are identified up to one shift per group of seats connected by games (the
// connected components of the bipartite graph of Alliance seats against Establishment seats).
// Within each group the mean of all its Alliance and Establishment ratings is 0. Ratings in
// different groups are not comparable: in particular, two agents that only played each other,
// never themselves, form two groups, {A(0), E(1)} and {A(1), E(0)}, and their Alliance ratings
// cannot be compared (the games only tell A(0) - E(1) and A(1) - E(0)). A seat an agent never
// held is unknown: rating 0 (its own group's mean) and margin +infinity.
//
// alliance_advantage: in each group, the mean of its Alliance ratings minus the mean of its
// Establishment ratings (the D of a game between the group's average Alliance and average
// Establishment), averaged over the groups weighted by their numbers of rated seats; with one
// group (the usual tournament) simply mean A - mean E. 0 with an infinite margin when no seat
// is rated.
//
// Margins as in fit_ratings(): 95% half-widths from the inverse of the observed information
// under the anchor (the Moore-Penrose inverse on the space with mean 0 in each group); the
// advantage's margin is that of the linear combination above.
//
// Example:
//   using namespace minnaar::tournament;
//   std::vector<RatedGame> games = {{0, 0, SideResult::kAllianceWins},
//                                   {1, 0, SideResult::kAllianceWins},
//                                   {0, 0, SideResult::kUndecided}};
//   SeatRatings r = fit_seat_ratings(2, games);
//   // One group {A(0), E(0), A(1)} (self-play links A(0) and E(0)). Agent 1 never held the
//   // Establishment: r.agents[1].establishment.margin95 is +infinity.
//   OutcomeProbabilities p =
//       predict(r, r.agents[1].alliance.elo, r.agents[0].establishment.elo);

struct SeatRating {
  AgentRating alliance;       // A(i): the agent's rating as the Alliance
  AgentRating establishment;  // E(i): the agent's rating as the Establishment
};

struct SeatRatings {
  std::vector<SeatRating> agents;  // indexed like the agents of the games
  double alliance_advantage = 0;   // mean A - mean E (see above)
  double alliance_advantage_margin95 = 0;
  double draw_elo = 0;  // the width of the undecided band, > 0
  double draw_elo_margin95 = 0;
  int iterations = 0;      // Newton iterations used
  bool converged = false;  // the last step was below RatingOptions::tolerance
};

// The maximum a posteriori seat ratings. Throws std::invalid_argument in the cases of
// fit_ratings().
SeatRatings fit_seat_ratings(int agent_count, const std::vector<RatedGame>& games,
                             const RatingOptions& options = {});

// The model's outcome probabilities for a game between an Alliance rated alliance_elo (an A
// rating; in a cooperative game the mean of the partners') and an Establishment rated
// establishment_elo (an E rating).
OutcomeProbabilities predict(const SeatRatings& ratings, double alliance_elo,
                             double establishment_elo);

}  // namespace minnaar::tournament
