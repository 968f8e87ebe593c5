#include "tournament/stats/ratings.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>

namespace minnaar::tournament {
namespace {

// The Elo scale: f(d) = 1 / (1 + 10^(-d/400)) = 1 / (1 + exp(-kScale d)).
constexpr double kScale = 2.302585092994046 / 400;  // ln(10) / 400
// Two-sided 95% quantile of the normal distribution.
constexpr double kZ95 = 1.959963984540054;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

double logistic(double d) { return 1 / (1 + std::exp(-kScale * d)); }

// log f(d) without overflow: -log(1 + exp(-kScale d)).
double log_logistic(double d) {
  const double t = -kScale * d;
  return t > 0 ? -(t + std::log1p(std::exp(-t))) : -std::log1p(std::exp(t));
}

// f(a) - f(b) for a > b, from the side where both values are small, since
// f(a) - f(b) = f(-b) - f(-a): the difference of two numbers near 1 would lose digits.
double logistic_difference(double a, double b) {
  return a + b <= 0 ? logistic(a) - logistic(b) : logistic(-b) - logistic(-a);
}

// The outcome probabilities of a game whose first team is rated D Elo above its second team
// (the advantage included), each computed from the side where it keeps its digits.
OutcomeProbabilities outcome_probabilities(double d, double draw_elo) {
  OutcomeProbabilities p;
  p.first_team_wins = logistic(d - draw_elo);
  p.second_team_wins = logistic(-d - draw_elo);
  p.draw = draw_elo > 0 ? logistic_difference(draw_elo - d, -draw_elo - d) : 0.0;
  return p;
}

// Which ratings a game's agents play with: one rating per agent (fit_ratings: the first agent's
// rating minus the second agent's, plus an advantage parameter), or one rating per agent and team
// held (fit_seat_ratings: the first agent's first-team rating minus the second agent's
// second-team rating, no advantage parameter).
enum class Layout { kRatingPerAgent, kRatingPerSeat };

// A game as a linear form of the parameters. Parameters: the ratings (indices
// 0..rating_count-1), then the first team's advantage when the layout has one, then the draw Elo.
// D = sum(coefficient * rating) (+ advantage).
struct Term {
  std::array<int, 3> ratings{};  // parameter indices
  std::array<double, 3> coefficients{};
  int size = 0;  // entries in use, all with a non-zero coefficient
  SideResult result = SideResult::kDraw;
  double weight = 0;  // number of games (real or virtual)
};

// A sparse gradient direction: at most 3 ratings, the advantage and the draw Elo.
struct Direction {
  std::array<int, 5> index{};
  std::array<double, 5> value{};
  int size = 0;
  void add(int i, double v) {
    index[size] = i;
    value[size] = v;
    ++size;
  }
};

struct Model {
  int rating_count = 0;
  bool has_advantage = false;
  std::vector<Term> terms;
  int parameter_count() const { return rating_count + (has_advantage ? 2 : 1); }
  int advantage_index() const { return rating_count; }  // only when has_advantage
  int draw_index() const { return parameter_count() - 1; }
};

// D for the parameters `theta`.
double elo_difference(const Model& model, const Term& term, const std::vector<double>& theta) {
  double d = model.has_advantage ? theta[model.advantage_index()] : 0.0;
  for (int k = 0; k < term.size; ++k) d += term.coefficients[k] * theta[term.ratings[k]];
  return d;
}

// The log probability of a term's outcome: x = D - draw_elo (the first team wins with f(x)),
// y = -D - draw_elo (the second team wins with f(y)), a draw with f(-x) - f(y).
double log_probability(SideResult result, double d, double draw_elo) {
  switch (result) {
    case SideResult::kFirstTeamWins:
      return log_logistic(d - draw_elo);
    case SideResult::kSecondTeamWins:
      return log_logistic(-d - draw_elo);
    case SideResult::kDraw:
      return std::log(logistic_difference(draw_elo - d, -draw_elo - d));
  }
  return 0;
}

// The log posterior (log likelihood of the real and the virtual games); -infinity where the
// draw Elo is not positive (draws would get a probability <= 0).
double log_posterior(const Model& model, const std::vector<double>& theta) {
  const double draw_elo = theta[model.draw_index()];
  if (!(draw_elo > 0)) return -kInfinity;
  double sum = 0;
  for (const Term& term : model.terms)
    sum += term.weight * log_probability(term.result, elo_difference(model, term, theta), draw_elo);
  return sum;
}

// Dense symmetric matrix, row-major.
struct Matrix {
  int n = 0;
  std::vector<double> a;
  explicit Matrix(int size) : n(size), a(std::size_t(size) * size, 0.0) {}
  double& operator()(int i, int j) { return a[std::size_t(i) * n + j]; }
  double operator()(int i, int j) const { return a[std::size_t(i) * n + j]; }
};

// The gradient and the Hessian of the log posterior. With x = D - draw_elo, y = -D - draw_elo,
// v = dx/dtheta, u = dy/dtheta, f' = kScale f(z) f(-z), f'' = kScale^2 f(z) f(-z) (1 - 2 f(z)):
//   first team wins:  log f(x):  grad = kScale f(-x) v,  Hess = -kScale^2 f(x) f(-x) v v^T
//   second team wins: log f(y):  likewise with y and u
//   draw:             log q, q = 1 - f(x) - f(y):
//     grad = -(f'(x) v + f'(y) u) / q
//     Hess = F_xx v v^T + F_yy u u^T + F_xy (v u^T + u v^T), where
//     F_xx = -f''(x)/q - f'(x)^2/q^2, F_yy = -f''(y)/q - f'(y)^2/q^2, F_xy = -f'(x) f'(y)/q^2.
void derivatives(const Model& model, const std::vector<double>& theta,
                 std::vector<double>& gradient, Matrix& hessian) {
  std::fill(gradient.begin(), gradient.end(), 0.0);
  std::fill(hessian.a.begin(), hessian.a.end(), 0.0);
  const double draw_elo = theta[model.draw_index()];
  for (const Term& term : model.terms) {
    const double d = elo_difference(model, term, theta);
    const double x = d - draw_elo, y = -d - draw_elo;
    Direction v, u;
    for (int k = 0; k < term.size; ++k) {
      v.add(term.ratings[k], term.coefficients[k]);
      u.add(term.ratings[k], -term.coefficients[k]);
    }
    if (model.has_advantage) {
      v.add(model.advantage_index(), 1);
      u.add(model.advantage_index(), -1);
    }
    v.add(model.draw_index(), -1);
    u.add(model.draw_index(), -1);

    double g_x = 0, g_y = 0, h_xx = 0, h_yy = 0, h_xy = 0;
    const double fx = logistic(x), fnx = logistic(-x), fy = logistic(y), fny = logistic(-y);
    switch (term.result) {
      case SideResult::kFirstTeamWins:
        g_x = kScale * fnx;
        h_xx = -kScale * kScale * fx * fnx;
        break;
      case SideResult::kSecondTeamWins:
        g_y = kScale * fny;
        h_yy = -kScale * kScale * fy * fny;
        break;
      case SideResult::kDraw: {
        const double q = logistic_difference(-x, y);
        const double d1x = kScale * fx * fnx, d1y = kScale * fy * fny;
        const double d2x = kScale * d1x * (1 - 2 * fx), d2y = kScale * d1y * (1 - 2 * fy);
        g_x = -d1x / q;
        g_y = -d1y / q;
        h_xx = -d2x / q - g_x * g_x;
        h_yy = -d2y / q - g_y * g_y;
        h_xy = -g_x * g_y;
        break;
      }
    }
    const double w = term.weight;
    for (int i = 0; i < v.size; ++i) gradient[v.index[i]] += w * g_x * v.value[i];
    for (int i = 0; i < u.size; ++i) gradient[u.index[i]] += w * g_y * u.value[i];
    for (int i = 0; i < v.size; ++i) {
      for (int j = 0; j < v.size; ++j) {
        hessian(v.index[i], v.index[j]) +=
            w * (h_xx * v.value[i] * v.value[j] + h_yy * u.value[i] * u.value[j] +
                 h_xy * (v.value[i] * u.value[j] + u.value[i] * v.value[j]));
      }
    }
  }
}

// Cholesky factorisation in place (lower triangle); false unless positive definite.
bool cholesky(Matrix& m) {
  for (int j = 0; j < m.n; ++j) {
    double diagonal = m(j, j);
    for (int k = 0; k < j; ++k) diagonal -= m(j, k) * m(j, k);
    if (!(diagonal > 0) || !std::isfinite(diagonal)) return false;
    const double pivot = std::sqrt(diagonal);
    m(j, j) = pivot;
    for (int i = j + 1; i < m.n; ++i) {
      double s = m(i, j);
      for (int k = 0; k < j; ++k) s -= m(i, k) * m(j, k);
      m(i, j) = s / pivot;
    }
  }
  return true;
}

// Solves L L^T x = b with the factor of cholesky().
std::vector<double> cholesky_solve(const Matrix& l, std::vector<double> b) {
  for (int i = 0; i < l.n; ++i) {
    for (int k = 0; k < i; ++k) b[i] -= l(i, k) * b[k];
    b[i] /= l(i, i);
  }
  for (int i = l.n - 1; i >= 0; --i) {
    for (int k = i + 1; k < l.n; ++k) b[i] -= l(k, i) * b[k];
    b[i] /= l(i, i);
  }
  return b;
}

// Groups of ratings connected by games: the log posterior is invariant under a shift of one
// group, so the Hessian is singular along the group indicators 1_g. Every rating is in one group
// (a rating that no game involves alone).
struct Groups {
  std::vector<int> of_rating;  // group index of each rating parameter
  std::vector<int> size;
};

Groups connected_groups(const Model& model) {
  const int n = model.rating_count;
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  auto root = [&](int a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  };
  for (const Term& term : model.terms)
    for (int k = 1; k < term.size; ++k) parent[root(term.ratings[k])] = root(term.ratings[0]);
  Groups groups;
  groups.of_rating.assign(n, -1);
  std::vector<int> index_of_root(n, -1);
  for (int a = 0; a < n; ++a) {
    int& index = index_of_root[root(a)];
    if (index < 0) {
      index = int(groups.size.size());
      groups.size.push_back(0);
    }
    groups.of_rating[a] = index;
    ++groups.size[index];
  }
  return groups;
}

// minus the Hessian plus sum_g 1_g 1_g^T / |g|: positive definite at the maximum, and its inverse
// is (-H)^+ + sum_g 1_g 1_g^T / |g| (the pseudo-inverse on mean-zero ratings, plus the
// projection on the null space), as H 1_g = 0 and the 1_g / sqrt|g| are orthonormal.
Matrix gauge_fixed_information(const Matrix& hessian, const Groups& groups) {
  Matrix information(hessian.n);
  for (std::size_t i = 0; i < hessian.a.size(); ++i) information.a[i] = -hessian.a[i];
  const int n = int(groups.of_rating.size());
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (groups.of_rating[i] == groups.of_rating[j])
        information(i, j) += 1.0 / groups.size[groups.of_rating[i]];
  return information;
}

// Shifts each group of ratings to mean 0 (removes rounding drift along the null space).
void center(std::vector<double>& theta, const Groups& groups) {
  std::vector<double> sum(groups.size.size(), 0.0);
  const int n = int(groups.of_rating.size());
  for (int a = 0; a < n; ++a) sum[groups.of_rating[a]] += theta[a];
  for (int a = 0; a < n; ++a)
    theta[a] -= sum[groups.of_rating[a]] / groups.size[groups.of_rating[a]];
}

void check_options(const char* caller, int agent_count, const RatingOptions& options) {
  if (agent_count < 0) throw std::invalid_argument(std::string(caller) + ": negative agent count");
  if (!(options.prior_draws >= 0) || !(options.side_prior_per_outcome > 0) ||
      options.max_iterations < 1 || !(options.tolerance > 0)) {
    throw std::invalid_argument(
        std::string(caller) +
        ": need prior_draws >= 0, side_prior_per_outcome > 0, max_iterations >= 1 and "
        "tolerance > 0");
  }
}

void check_agent(const char* caller, int agent, int agent_count, const char* role) {
  if (agent < 0 || agent >= agent_count) {
    throw std::invalid_argument(std::string(caller) + ": " + role + " agent " +
                                std::to_string(agent) + " outside 0.." +
                                std::to_string(agent_count - 1));
  }
}

// Real games (aggregated: identical games become one weighted term, in a fixed order) and the
// virtual games of the prior, for either layout.
Model build_model(const char* caller, Layout layout, int agent_count,
                  const std::vector<RatedGame>& games, const RatingOptions& options) {
  const bool per_seat = layout == Layout::kRatingPerSeat;
  // (first, first partner or -1, second, result) -> count; partners stored in increasing order.
  std::map<std::tuple<int, int, int, int>, double> counts;
  // Pairs that met: one rating per agent, unordered pairs of distinct agents; one rating per
  // seat, (first agent, second agent) pairs, self-play included.
  std::set<std::pair<int, int>> met;
  for (const RatedGame& game : games) {
    check_agent(caller, game.first, agent_count, "first");
    check_agent(caller, game.second, agent_count, "second");
    int first = game.first, partner = game.first_partner;
    if (partner != -1) check_agent(caller, partner, agent_count, "first partner");
    if (partner == first) partner = -1;
    if (partner != -1 && partner < first) std::swap(first, partner);
    if (game.count < 0)
      throw std::invalid_argument(std::string(caller) + ": a negative count of games");
    if (game.count == 0) continue;
    counts[{first, partner, game.second, int(game.result)}] += game.count;
    for (int holder : {first, partner}) {
      if (holder == -1) continue;
      if (per_seat) {
        met.insert({holder, game.second});
      } else if (holder != game.second) {
        met.insert({std::min(holder, game.second), std::max(holder, game.second)});
      }
    }
  }

  Model model;
  model.rating_count = per_seat ? 2 * agent_count : agent_count;
  model.has_advantage = !per_seat;
  const int second_offset = per_seat ? agent_count : 0;
  auto add_term = [&](int first, int partner, int second, SideResult result, double weight) {
    if (weight <= 0) return;
    Term term;
    term.result = result;
    term.weight = weight;
    auto add = [&](int rating, double coefficient) {
      for (int k = 0; k < term.size; ++k) {
        if (term.ratings[k] == rating) {
          term.coefficients[k] += coefficient;
          return;
        }
      }
      term.ratings[term.size] = rating;
      term.coefficients[term.size] = coefficient;
      ++term.size;
    };
    if (first >= 0) add(first, partner >= 0 ? 0.5 : 1.0);
    if (partner >= 0) add(partner, 0.5);
    if (second >= 0) add(second_offset + second, -1.0);
    // Drop the ratings whose coefficients cancelled (self-play with one rating per agent).
    int kept = 0;
    for (int k = 0; k < term.size; ++k) {
      if (term.coefficients[k] == 0) continue;
      term.ratings[kept] = term.ratings[k];
      term.coefficients[kept] = term.coefficients[k];
      ++kept;
    }
    term.size = kept;
    model.terms.push_back(term);
  };
  for (const auto& [key, count] : counts) {
    const auto& [first, partner, second, result] = key;
    add_term(first, partner, second, SideResult(result), count);
  }
  for (const auto& pair : met) {
    add_term(pair.first, -1, pair.second, SideResult::kDraw, options.prior_draws / 2);
    if (!per_seat)
      add_term(pair.second, -1, pair.first, SideResult::kDraw, options.prior_draws / 2);
  }
  for (SideResult result :
       {SideResult::kFirstTeamWins, SideResult::kSecondTeamWins, SideResult::kDraw})
    add_term(-1, -1, -1, result, options.side_prior_per_outcome);
  return model;
}

// Starting point: equal ratings, and the side parameters that reproduce exactly the pooled
// frequencies of the outcomes (the answer when all agents are equal): with p_F, p_S the shares of
// first- and second-team wins, x = 400 log10(p_F / (1 - p_F)), y = 400 log10(p_S / (1 - p_S)),
// advantage = (x - y) / 2, draw_elo = -(x + y) / 2 (> 0 because p_F + p_S < 1). Without an
// advantage parameter the ratings start equal all the same and the Newton steps find the
// difference between the seats.
std::vector<double> starting_point(const Model& model) {
  std::vector<double> theta(model.parameter_count(), 0.0);
  double total = 0, first_wins = 0, second_wins = 0;
  for (const Term& term : model.terms) {
    total += term.weight;
    if (term.result == SideResult::kFirstTeamWins) first_wins += term.weight;
    if (term.result == SideResult::kSecondTeamWins) second_wins += term.weight;
  }
  const double x = 400 * std::log10(first_wins / (total - first_wins));
  const double y = 400 * std::log10(second_wins / (total - second_wins));
  if (model.has_advantage) theta[model.advantage_index()] = (x - y) / 2;
  theta[model.draw_index()] = -(x + y) / 2;
  return theta;
}

// The maximum of the log posterior, and what the margins need.
struct Estimate {
  std::vector<double> theta;
  Groups groups;
  int iterations = 0;
  bool converged = false;
  // Cholesky factor of the gauge-fixed information at theta (valid when `invertible`).
  Matrix information_factor{0};
  bool invertible = false;

  // The variance of sum(contrast[i] * theta[i]): contrast^T C contrast with the covariance
  // C = (gauge-fixed information)^-1 - sum_g 1_g 1_g^T / |g|. NaN when the information is
  // singular.
  double variance(const std::vector<double>& contrast) const {
    if (!invertible) return std::numeric_limits<double>::quiet_NaN();
    const std::vector<double> solved = cholesky_solve(information_factor, contrast);
    double v = 0;
    for (std::size_t i = 0; i < contrast.size(); ++i)
      if (contrast[i] != 0) v += contrast[i] * solved[i];
    std::vector<double> group_sum(groups.size.size(), 0.0);
    for (std::size_t i = 0; i < groups.of_rating.size(); ++i)
      group_sum[groups.of_rating[i]] += contrast[i];
    for (std::size_t g = 0; g < group_sum.size(); ++g)
      v -= group_sum[g] * group_sum[g] / groups.size[g];
    return std::max(v, 0.0);
  }
  double variance(int parameter) const {
    std::vector<double> unit(theta.size(), 0.0);
    unit[parameter] = 1;
    return variance(unit);
  }
  double margin95(int parameter) const { return kZ95 * std::sqrt(variance(parameter)); }
  // A rating that some game involves (its group holds another rating).
  bool rated(int rating) const { return groups.size[groups.of_rating[rating]] > 1; }
};

// Damped Newton ascent (Levenberg-Marquardt): the step s solves (I + mu 1) s = gradient with
// I the gauge-fixed information; mu = 0 (plain Newton) unless the matrix is not positive
// definite or the step lowers the log posterior, then mu grows tenfold until the step is
// acceptable. The gradient is orthogonal to the 1_g, so steps keep every group's mean at 0.
Estimate maximize_posterior(const Model& model, const RatingOptions& options) {
  Estimate out;
  out.groups = connected_groups(model);
  const int m = model.parameter_count();
  std::vector<double> theta = starting_point(model);
  std::vector<double> gradient(m);
  Matrix hessian(m);
  double value = log_posterior(model, theta);
  for (out.iterations = 0; out.iterations < options.max_iterations;) {
    derivatives(model, theta, gradient, hessian);
    const Matrix information = gauge_fixed_information(hessian, out.groups);
    double largest_diagonal = 0;
    for (int i = 0; i < m; ++i) largest_diagonal = std::max(largest_diagonal, information(i, i));
    bool accepted = false;
    double mu = 0, step = 0;
    for (int attempt = 0; attempt < 80 && !accepted; ++attempt) {
      Matrix factor = information;
      for (int i = 0; i < m; ++i) factor(i, i) += mu;
      if (cholesky(factor)) {
        const std::vector<double> s = cholesky_solve(factor, gradient);
        std::vector<double> candidate = theta;
        step = 0;
        for (int i = 0; i < m; ++i) {
          candidate[i] += s[i];
          step = std::max(step, std::abs(s[i]));
        }
        center(candidate, out.groups);
        const double candidate_value = log_posterior(model, candidate);
        if (std::isfinite(candidate_value) &&
            candidate_value >= value - 1e-12 * (1 + std::abs(value))) {
          accepted = true;
          theta = std::move(candidate);
          value = candidate_value;
          break;
        }
      }
      mu = mu == 0 ? 1e-9 * (1 + largest_diagonal) : mu * 10;
    }
    if (!accepted) break;
    ++out.iterations;
    if (mu == 0 && step < options.tolerance) {
      out.converged = true;
      break;
    }
  }

  derivatives(model, theta, gradient, hessian);
  out.information_factor = gauge_fixed_information(hessian, out.groups);
  out.invertible = cholesky(out.information_factor);
  out.theta = std::move(theta);
  return out;
}

// One parameter's rating: its estimate and margin, or 0 and an infinite
// margin when no game informs it.
AgentRating rating_of(const Estimate& estimate, int parameter) {
  const bool rated = estimate.rated(parameter);
  return {rated ? estimate.theta[parameter] : 0.0, rated ? estimate.margin95(parameter) : kInfinity,
          rated ? estimate.groups.of_rating[std::size_t(parameter)] : -1};
}

}  // namespace

Ratings fit_ratings(int agent_count, const std::vector<RatedGame>& games,
                    const RatingOptions& options) {
  constexpr const char* kCaller = "fit_ratings";
  check_options(kCaller, agent_count, options);
  const Model model = build_model(kCaller, Layout::kRatingPerAgent, agent_count, games, options);
  const Estimate estimate = maximize_posterior(model, options);

  Ratings out;
  out.iterations = estimate.iterations;
  out.converged = estimate.converged;
  out.agents.resize(agent_count);
  for (int a = 0; a < agent_count; ++a) out.agents[a] = rating_of(estimate, a);
  out.first_team_advantage = estimate.theta[model.advantage_index()];
  out.first_team_advantage_margin95 = estimate.margin95(model.advantage_index());
  out.draw_elo = estimate.theta[model.draw_index()];
  out.draw_elo_margin95 = estimate.margin95(model.draw_index());
  return out;
}

OutcomeProbabilities predict(const Ratings& ratings, double first_elo, double second_elo) {
  return outcome_probabilities(first_elo - second_elo + ratings.first_team_advantage,
                               ratings.draw_elo);
}

SeatRatings fit_seat_ratings(int agent_count, const std::vector<RatedGame>& games,
                             const RatingOptions& options) {
  constexpr const char* kCaller = "fit_seat_ratings";
  check_options(kCaller, agent_count, options);
  const Model model = build_model(kCaller, Layout::kRatingPerSeat, agent_count, games, options);
  const Estimate estimate = maximize_posterior(model, options);
  // Parameters: first-team ratings 0..n-1, second-team ratings n..2n-1, the draw Elo 2n.

  SeatRatings out;
  out.iterations = estimate.iterations;
  out.converged = estimate.converged;
  out.agents.resize(agent_count);
  for (int a = 0; a < agent_count; ++a) {
    out.agents[a].as_first_team = rating_of(estimate, a);
    out.agents[a].as_second_team = rating_of(estimate, agent_count + a);
  }

  // The advantage: in each group, mean first-team rating minus mean second-team rating (every
  // group of rated seats holds both seats, as every game links one to the other), averaged over
  // the groups weighted by their numbers of rated seats.
  const Groups& groups = estimate.groups;
  std::vector<int> first_team_seats(groups.size.size(), 0), rated_seats(groups.size.size(), 0);
  int all_rated_seats = 0;
  for (int i = 0; i < model.rating_count; ++i) {
    if (!estimate.rated(i)) continue;
    ++rated_seats[groups.of_rating[i]];
    ++all_rated_seats;
    if (i < agent_count) ++first_team_seats[groups.of_rating[i]];
  }
  std::vector<double> contrast(model.parameter_count(), 0.0);
  for (int i = 0; i < model.rating_count && all_rated_seats > 0; ++i) {
    if (!estimate.rated(i)) continue;
    const int g = groups.of_rating[i];
    const double weight = double(rated_seats[g]) / all_rated_seats;
    contrast[i] = i < agent_count ? weight / first_team_seats[g]
                                  : -weight / (rated_seats[g] - first_team_seats[g]);
  }
  out.first_team_advantage = 0;
  for (int i = 0; i < model.rating_count; ++i)
    out.first_team_advantage += contrast[i] * estimate.theta[i];
  out.first_team_advantage_margin95 =
      all_rated_seats > 0 ? kZ95 * std::sqrt(estimate.variance(contrast)) : kInfinity;
  out.draw_elo = estimate.theta[model.draw_index()];
  out.draw_elo_margin95 = estimate.margin95(model.draw_index());
  return out;
}

OutcomeProbabilities predict(const SeatRatings& ratings, double first_elo, double second_elo) {
  return outcome_probabilities(first_elo - second_elo, ratings.draw_elo);
}

}  // namespace minnaar::tournament
