// Statistics of a match between two agents from its game pairs (two games from one opening, seats
// swapped): likelihood of superiority, logistic and normalized Elo, and the generalized SPRT, with
// the conventions of fishtest (LLRcalc) and fastchess. The unit is the pair, scored in [0, 1] for
// the tested agent: the pentanomial's five values 0, 1/4, 1/2, 3/4, 1, or any finite distribution
// of pair scores (PairScores, e.g. the pairs' mean margins). A panel's two candidates form pairs
// of the same shape (standings.h). The formulas, regularisation and bounds: docs/statistics.md.
//
// Invariants: every estimate is finite; normalized statistics are scale-free (pair scores
// 1/2 + k (x - 1/2) give the same LLR for every k > 0); the verdict is kAcceptH1 at or above
// the upper bound, kAcceptH0 at or below the lower one.
//
//   Pentanomial p;
//   p.add_pair(1, 0.5);  // A won its first game of the pair and drew the second
//   SprtResult r = sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5});
#pragma once

#include <array>
#include <map>
#include <string_view>

namespace minnaar::tournament {

// Probability that the agent is stronger, from its wins and losses (draws do not count); 0.5
// when W + L = 0 (docs/statistics.md#game-pairs-pentanomial-elo-los).
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
// each value in. Scores closer than 1 / kPairScoreCells apart share one entry at their mean, so
// the distribution holds at most kPairScoreCells + 1 values however many pairs it counts (a
// tournament's mean margins take ever new values); scores on a coarser grid, as the
// pentanomial's quarters or a margin's whole pieces, keep an entry each, exactly.
struct PairScores {
  static constexpr int kPairScoreCells = 4096;
  // counts[x]: the pairs whose score was x (ordered by x).
  std::map<double, int> counts;

  PairScores() = default;
  // The pentanomial's pairs: cell i at the score i / 4 (the five cells, empty ones too).
  explicit PairScores(const Pentanomial& pentanomial);
  // Counts one pair (in the entry of a score less than 1 / kPairScoreCells from it and in the
  // same cell of width 1 / kPairScoreCells, if there is one). Throws std::invalid_argument for a
  // score outside [0, 1].
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
