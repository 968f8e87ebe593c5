#include "tournament/stats/sprt.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <vector>

namespace minnaar::tournament {
namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% quantile of the normal distribution
constexpr double kNormalizedEloPerT = 800 / 2.302585092994046;  // 800 / ln(10)
constexpr double kEmptyCell = 1e-3;                             // regularisation, see sprt.h
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// The regularised empirical distribution of the per-pair scores x_i (see sprt.h), by x_i.
struct Distribution {
  double pairs = 0;  // N, including the regularisation
  std::vector<double> x, p;
  double mean = 0, variance = 0;  // of the per-pair score
  std::size_t size() const { return x.size(); }
};

// The listed score farthest from 1/2; 0 when every score is 1/2 (or none is listed).
double farthest_of(const PairScores& scores) {
  double farthest = 0.5;
  for (const auto& [score, count] : scores.counts)
    if (std::abs(score - 0.5) > std::abs(farthest - 0.5)) farthest = score;
  return farthest == 0.5 ? 0 : farthest;
}

// The cells of `scores` and the ends of the range [min(end, 1 - end), max(end, 1 - end)], each
// empty one given kEmptyCell pairs.
Distribution regularised(const PairScores& scores, double end) {
  std::map<double, double> cells{{end, 0}, {1 - end, 0}};
  for (const auto& [score, count] : scores.counts) {
    if (count < 0) throw std::invalid_argument("pair scores: negative count");
    cells[score] += count;
  }
  Distribution d;
  for (const auto& [score, count] : cells) {
    d.x.push_back(score);
    d.p.push_back(count > 0 ? count : kEmptyCell);
    d.pairs += d.p.back();
  }
  for (double& p : d.p) p /= d.pairs;
  for (std::size_t i = 0; i < d.size(); ++i) d.mean += d.p[i] * d.x[i];
  for (std::size_t i = 0; i < d.size(); ++i)
    d.variance += d.p[i] * (d.x[i] - d.mean) * (d.x[i] - d.mean);
  return d;
}

// Logistic Elo of a mean score; +-infinity outside (0, 1).
double elo_of_score(double score) {
  if (score <= 0) return -kInfinity;
  if (score >= 1) return kInfinity;
  return 400 * std::log10(score / (1 - score));
}

// lambda such that the tilted distribution p_i / (1 + lambda (x_i - mu)) has mean mu:
// g(lambda) = sum p_i d_i / (1 + lambda d_i) = 0 with d_i = x_i - mu. g decreases strictly on
// the interval where every 1 + lambda d_i > 0, (-1 / (1 - mu), 1 / mu) for x in [0, 1], from
// +infinity to -infinity (the cells 0 and 1 have mass: the range of logistic bounds is [0, 1]):
// bisection to the last representable digit.
double lagrange_multiplier(const Distribution& d, double mu) {
  auto g = [&](double lambda) {
    double sum = 0;
    for (std::size_t i = 0; i < d.size(); ++i) {
      const double di = d.x[i] - mu;
      sum += d.p[i] * di / (1 + lambda * di);
    }
    return sum;
  };
  double low = -1 / (1 - mu), high = 1 / mu;
  for (int iteration = 0; iteration < 2000; ++iteration) {
    const double middle = low + (high - low) / 2;
    if (middle <= low || middle >= high) break;
    (g(middle) > 0 ? low : high) = middle;
  }
  return low + (high - low) / 2;
}

// sum_i p_i ln(1 + lambda (x_i - mu)) = -sum_i p_i ln(ptilde_i / p_i): minus the log likelihood
// per pair of the tilted distribution, relative to the empirical one.
double log_likelihood_deficit(const Distribution& d, double mu) {
  const double lambda = lagrange_multiplier(d, mu);
  double sum = 0;
  for (std::size_t i = 0; i < d.size(); ++i) sum += d.p[i] * std::log1p(lambda * (d.x[i] - mu));
  return sum;
}

// The maximum likelihood distribution on the cells of d whose t-value
// (mu - 0.5) / sigma is t, given the observed frequencies d.p: fishtest's
// MLE_tvalue. Stationarity of sum d.p_i ln q_i under sum q_i = 1 and
// mu(q) - 0.5 - t sigma(q) = 0 gives q_i = d.p_i / (1 + x a_i) with
//   a_i = x_i - 0.5 - t sigma (1 + ((mu - x_i) / sigma)^2) / 2
// (the constraint's gradient, shifted so that sum q_i a_i is the constraint
// itself) and x the root of sum d.p_i a_i / (1 + x a_i) = 0, which makes
// sum q_i = 1 and the constraint hold. mu and sigma are those of q, so the
// equations are iterated from the uniform distribution to a fixed point.
std::vector<double> mle_with_t_value(const Distribution& d, double t) {
  const std::size_t n = d.size();
  std::vector<double> q(n, 1.0 / double(n)), a(n);
  for (int iteration = 0; iteration < 200; ++iteration) {
    double mu = 0, variance = 0;
    for (std::size_t i = 0; i < n; ++i) mu += q[i] * d.x[i];
    for (std::size_t i = 0; i < n; ++i) variance += q[i] * (d.x[i] - mu) * (d.x[i] - mu);
    const double sigma = std::sqrt(variance);
    for (std::size_t i = 0; i < n; ++i) {
      const double z = (mu - d.x[i]) / sigma;
      a[i] = d.x[i] - 0.5 - t * sigma * (1 + z * z) / 2;
    }
    const double a_max = *std::max_element(a.begin(), a.end());
    const double a_min = *std::min_element(a.begin(), a.end());
    if (!(a_max > 0 && a_min < 0)) break;  // cannot happen with every p_i > 0
    // The secular equation's left side falls from +inf to -inf on
    // (-1 / a_max, -1 / a_min): bisection.
    auto f = [&](double x) {
      double sum = 0;
      for (std::size_t i = 0; i < n; ++i) sum += d.p[i] * a[i] / (1 + x * a[i]);
      return sum;
    };
    double low = -1 / a_max, high = -1 / a_min;
    for (int step = 0; step < 2000; ++step) {
      const double middle = low + (high - low) / 2;
      if (middle <= low || middle >= high) break;
      (f(middle) > 0 ? low : high) = middle;
    }
    const double x = low + (high - low) / 2;
    double change = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const double next = d.p[i] / (1 + x * a[i]);
      change = std::max(change, std::abs(next - q[i]));
      q[i] = next;
    }
    if (change < 1e-15) break;
  }
  return q;
}

}  // namespace

double likelihood_of_superiority(int wins, int losses) {
  if (wins + losses <= 0) return 0.5;
  return 0.5 * (1 + std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses))));
}

void Pentanomial::add_pair(double first_game_points, double second_game_points) {
  for (double points : {first_game_points, second_game_points}) {
    if (points != 0 && points != 0.5 && points != 1)
      throw std::invalid_argument("Pentanomial::add_pair: a game is worth 0, 0.5 or 1 point");
  }
  ++counts[int(2 * (first_game_points + second_game_points))];
}

PairScores::PairScores(const Pentanomial& pentanomial) {
  for (int i = 0; i < 5; ++i) counts[i / 4.0] = pentanomial.counts[std::size_t(i)];
}

void PairScores::add(double score) {
  if (!(score >= 0 && score <= 1))
    throw std::invalid_argument("PairScores::add: a pair's score is from 0 to 1");
  if (const auto exact = counts.find(score); exact != counts.end()) {
    ++exact->second;
    return;
  }
  // The cell of `score`: [cell, cell + 1) / kPairScoreCells; an entry in it is the mean of the
  // scores counted there, so it stays in it.
  const double cell = std::floor(score * kPairScoreCells);
  const auto near = counts.lower_bound(cell / kPairScoreCells);
  if (near == counts.end() || near->first >= (cell + 1) / kPairScoreCells) {
    counts.emplace(score, 1);
    return;
  }
  const int count = near->second + 1;
  const double mean = near->first + (score - near->first) / count;
  counts.erase(near);
  counts[mean] += count;
}

int PairScores::pairs() const {
  int sum = 0;
  for (const auto& [score, count] : counts) sum += count;
  return sum;
}

double PairScores::score() const {
  const int n = pairs();
  if (n == 0) return 0.5;
  double sum = 0;
  for (const auto& [score, count] : counts) sum += count * score;
  return sum / n;
}

int Pentanomial::pairs() const {
  int sum = 0;
  for (int count : counts) sum += count;
  return sum;
}

double Pentanomial::score() const {
  const int n = pairs();
  if (n == 0) return 0.5;
  double points = 0;  // per game: a pair in cell i is worth i / 2 points over 2 games
  for (int i = 0; i < 5; ++i) points += counts[i] * (i / 4.0);
  return points / n;
}

EloEstimate logistic_elo(const Pentanomial& pentanomial) {
  const Distribution d = regularised(PairScores(pentanomial), 0);
  if (pentanomial.pairs() == 0) return {0, kInfinity};
  const double standard_error = std::sqrt(d.variance / d.pairs);
  const double low = elo_of_score(d.mean - kZ95 * standard_error);
  const double high = elo_of_score(d.mean + kZ95 * standard_error);
  return {elo_of_score(d.mean), (high - low) / 2};
}

EloEstimate normalized_elo(const Pentanomial& pentanomial) {
  const Distribution d = regularised(PairScores(pentanomial), 0);
  if (pentanomial.pairs() == 0) return {0, kInfinity};
  const double sigma_per_game = std::sqrt(2 * d.variance);
  const double standard_error = std::sqrt(d.variance / d.pairs);
  return {(d.mean - 0.5) / sigma_per_game * kNormalizedEloPerT,
          kZ95 * standard_error / sigma_per_game * kNormalizedEloPerT};
}

SprtResult sprt(const Pentanomial& pentanomial, const SprtBounds& bounds) {
  return sprt(PairScores(pentanomial), bounds);
}

SprtResult sprt(const PairScores& scores, const SprtBounds& bounds) {
  if (!(bounds.alpha > 0) || !(bounds.beta > 0) || !(bounds.alpha + bounds.beta < 1))
    throw std::invalid_argument("sprt: need 0 < alpha, 0 < beta, alpha + beta < 1");
  SprtResult result;
  result.lower = std::log(bounds.beta / (1 - bounds.alpha));
  result.upper = std::log((1 - bounds.beta) / bounds.alpha);
  const Distribution d = regularised(scores, bounds.normalized ? farthest_of(scores) : 0);
  if (scores.pairs() == 0) return result;

  if (bounds.normalized) {
    // A pair's t-value is sqrt(2) times the per-game one that nElo measures.
    const double t0 = std::sqrt(2.0) * bounds.elo0 / kNormalizedEloPerT;
    const double t1 = std::sqrt(2.0) * bounds.elo1 / kNormalizedEloPerT;
    const auto q0 = mle_with_t_value(d, t0), q1 = mle_with_t_value(d, t1);
    result.llr = 0;
    for (std::size_t i = 0; i < d.size(); ++i) result.llr += d.p[i] * std::log(q1[i] / q0[i]);
    result.llr *= d.pairs;
  } else {
    const double mu0 = std::clamp(1 / (1 + std::pow(10.0, -bounds.elo0 / 400)), 1e-9, 1 - 1e-9);
    const double mu1 = std::clamp(1 / (1 + std::pow(10.0, -bounds.elo1 / 400)), 1e-9, 1 - 1e-9);
    // LLR = N sum p_i ln(p1_i / p0_i)
    //     = N sum p_i [ln(1 + l0 (x_i - mu0)) - ln(1 + l1 (x_i - mu1))].
    result.llr = d.pairs * (log_likelihood_deficit(d, mu0) - log_likelihood_deficit(d, mu1));
  }
  if (result.llr >= result.upper)
    result.verdict = SprtVerdict::kAcceptH1;
  else if (result.llr <= result.lower)
    result.verdict = SprtVerdict::kAcceptH0;
  return result;
}

std::string_view verdict_name(SprtVerdict v) {
  switch (v) {
    case SprtVerdict::kAcceptH0:
      return "H0 accepted";
    case SprtVerdict::kAcceptH1:
      return "H1 accepted";
    case SprtVerdict::kContinue:
      break;
  }
  return "continue";
}

}  // namespace minnaar::tournament
