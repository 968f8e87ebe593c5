// Statistics of a match between two agents: likelihood of superiority, Elo estimates from game
// pairs (pentanomial statistics) and the sequential probability ratio test (SPRT), with the
// conventions of fishtest (Michel Van den Bergh's LLRcalc.py / stat_util.py) and fastchess.
//
// Game pairs: the two games of a pair start from the same position with the seats swapped, so
// the pair cancels the side advantage (huge in Minnaar Chess: the Alliance wins almost every game
// between equal agents). The unit of observation is the pair: its score for the tested agent A is
// 0, 0.5, 1, 1.5 or 2 points, counted in a Pentanomial. Per-pair score x = points / 2 in [0, 1].
// The statistics take any finite distribution of per-pair scores in [0, 1] (PairScores), such as
// the mean of A's margins (game::State::margins) over the pair's two games; the pentanomial is
// the distribution on the five values 0, 1/4, 1/2, 3/4, 1, and goes through the same code.
//
// A paired comparison against a common opponent has the same shape: two candidates A and B each
// hold the same team against a panel, and A's and B's games from one opening against one panel
// member (same seeds) form a pair worth s_A + (1 - s_B) points to A, s a candidate's points or
// margin in its game (standings.h, PairingResult). B's game read from the panel's side is the
// second game of a seat-swapped pair, so everything here applies unchanged; elo then measures A
// over B as players of that team.
//
// Conventions (x_i the distinct pair scores, p_i their frequencies, N the number of pairs):
//   * Regularisation: as fishtest's LLRcalc.regularize, a cell with count 0 is given 1e-3 pairs
//     before the frequencies are taken (only in the estimates and the SPRT, not in score()).
//     Which cells there are: those listed (the pentanomial lists its five, empty or not), and
//     the two ends of the range the statistic lets the hypotheses spread over, 1/2 - r and
//     1/2 + r. For the estimates and logistic bounds, which fix the mean score itself, that is
//     [0, 1] (r = 1/2). Normalized bounds measure the mean's distance from 1/2 in the scores' own
//     standard deviations, so their range is the smallest one about 1/2 that holds every listed
//     score: r = max |x_i - 1/2| (1/2 when every pair scored exactly 1/2). The test is then
//     scale-free: scores 1/2 + k (x_i - 1/2) give the same LLR for any k > 0, and margin scores
//     that all lie within a few hundredths of 1/2 are not weighed against distributions that
//     reach 0 or 1. Every estimate is finite, the SPRT's tilted distributions exist for any mean
//     inside the range (a score on one side of 1/2 only never decides a test at once), and
//     cells that are not empty are left alone, so small examples compute by hand. The
//     pentanomial's range is [0, 1] either way: its numbers are those of the five values' cells.
//   * mean mu = sum p_i x_i (the mean score per game), per-pair variance
//     var = sum p_i (x_i - mu)^2, standard error of mu: sqrt(var / N).
//   * Logistic Elo: elo(mu) = 400 log10(mu / (1 - mu)); 95% margin (elo(mu + 1.96 se) -
//     elo(mu - 1.96 se)) / 2 (infinite when an end of the interval leaves (0, 1)).
//   * Normalized Elo (fishtest's "nElo"): the per-game standard deviation is
//     sigma_pg = sqrt(2 var) (two independent games would average to var = var_game / 2), and
//     nElo = (mu - 0.5) / sigma_pg * 800 / ln(10). The factor makes nElo equal Elo for small
//     differences when games have no draws: elo ~ (mu - 0.5) * 1600 / ln(10) near 0.5,
//     and sigma_pg = 0.5 then. Its 95% margin is 1.96 sqrt(var / N) / sigma_pg * 800 / ln(10)
//     = 1.96 * 800 / ln(10) / sqrt(2 N): it depends only on the number of games.
//   * SPRT (generalized SPRT with the empirical distribution, as fishtest's LLRcalc):
//     - logistic bounds fix each hypothesis' mean score, mu_k = 1 / (1 + 10^(-elo_k / 400))
//       (clamped into [1e-9, 1 - 1e-9]); the maximum likelihood distribution with mean mu_k is
//       p_k,i = p_i / (1 + lambda_k (x_i - mu_k)), lambda_k the root of
//       sum p_i (x_i - mu_k) / (1 + lambda_k (x_i - mu_k)) = 0 (found by bisection);
//     - normalized bounds (the default) fix each hypothesis' t-value (mu - 0.5) / sigma of the
//       pair score, t_k = sqrt(2) * elo_k / (800 / ln(10)) (fishtest's LLR_normalized with
//       MLE_tvalue): the maximum likelihood distribution under that constraint is the fixed
//       point of p_k,i = p_i / (1 + x a_i), a_i = x_i - 0.5 - t_k sigma (1 + ((mu - x_i) /
//       sigma)^2) / 2 with mu, sigma those of p_k (sprt.cpp derives it). Unlike fixing the
//       mean with the sample's sigma, this stays meaningful when one side wins every pair, and
//       it is scale-free: it asks how far the mean is from 1/2 in standard deviations, so it
//       suits scores of any spread, such as margins (whose pairs spread far less than results).
//     LLR = N sum p_i ln(p_1,i / p_0,i).
//     Bounds: lower = ln(beta / (1 - alpha)), upper = ln((1 - beta) / alpha); LLR >= upper
//     accepts H1 (elo >= elo1), LLR <= lower accepts H0 (elo <= elo0).
//
// Example:
//   using namespace minnaar::tournament;
//   Pentanomial p;
//   p.add_pair(1, 0.5);  // A won its first game of the pair and drew the second
//   ...
//   SprtResult r = sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5});
//   if (r.verdict == SprtVerdict::kAcceptH1) { /* A is stronger by about 5 nElo or more */ }
//
//   PairScores margins;
//   margins.add((0.93 + 0.41) / 2);  // A's margins in the two games of a pair
//   ...
//   SprtResult m = sprt(margins, SprtBounds{.elo0 = 0, .elo1 = 5});
#pragma once

#include <array>
#include <map>
#include <string_view>

namespace minnaar::tournament {

// Probability that the agent is stronger, from its wins and losses (draws do not count):
// LOS = 0.5 * (1 + erf((W - L) / sqrt(2 (W + L)))); 0.5 when W + L = 0.
double likelihood_of_superiority(int wins, int losses);

struct Pentanomial {
  // counts[i]: pairs where the tested agent scored i / 2 points over the two games.
  std::array<int, 5> counts{};

  // Counts one pair from the tested agent's points in its two games (each 0, 0.5 or 1).
  // Throws std::invalid_argument for other values.
  void add_pair(double first_game_points, double second_game_points);
  int pairs() const;
  // Mean points per game, from the counts as they are; 0.5 without pairs.
  double score() const;
};

// Any finite distribution of per-pair scores in [0, 1]: how many pairs the tested agent scored
// each value in.
struct PairScores {
  // counts[x]: the pairs whose score was x (ordered by x).
  std::map<double, int> counts;

  PairScores() = default;
  // The pentanomial's pairs: cell i at the score i / 4 (the five cells, empty ones too).
  explicit PairScores(const Pentanomial& pentanomial);
  // Counts one pair. Throws std::invalid_argument for a score outside [0, 1].
  void add(double score);
  int pairs() const;
  // Mean score per pair, from the counts as they are; 0.5 without pairs.
  double score() const;
};

struct EloEstimate {
  double elo = 0;
  double margin95 = 0;  // half-width of the 95% interval; +infinity without pairs
};

// Throw std::invalid_argument for a negative count.
EloEstimate logistic_elo(const Pentanomial& pentanomial);
EloEstimate normalized_elo(const Pentanomial& pentanomial);

struct SprtBounds {
  double elo0 = 0, elo1 = 0;  // H0: elo <= elo0, H1: elo >= elo1
  double alpha = 0.05, beta = 0.05;
  bool normalized = true;  // elo0 and elo1 in normalized Elo, else in logistic Elo
};

enum class SprtVerdict { kContinue, kAcceptH0, kAcceptH1 };

struct SprtResult {
  double llr = 0;
  double lower = 0, upper = 0;  // the stopping thresholds for llr
  SprtVerdict verdict = SprtVerdict::kContinue;
};

// The log-likelihood ratio of H1 against H0 and the verdict; llr = 0 without pairs. Throws
// std::invalid_argument unless 0 < alpha, 0 < beta and alpha + beta < 1, or for a negative count.
SprtResult sprt(const PairScores& scores, const SprtBounds& bounds);
// The same on the pentanomial's five values: sprt(PairScores(pentanomial), bounds).
SprtResult sprt(const Pentanomial& pentanomial, const SprtBounds& bounds);

// "H0 accepted", "H1 accepted" or "continue".
std::string_view verdict_name(SprtVerdict v);

}  // namespace minnaar::tournament
