// Tournament statistics against examples computed by hand (the arithmetic is in the comments):
// likelihood of superiority, pentanomial Elo estimates, the SPRT on the pentanomial and on any
// distribution of pair scores (margins), the Elo ratings with a side advantage (BayesElo's model
// with virtual games as prior), and the seat ratings (one rating per agent holding the first team
// and one holding the second, in the same model).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

#include "tournament/stats/ratings.h"
#include "tournament/stats/sprt.h"

namespace minnaar::tournament {
namespace {

constexpr double kZ95 = 1.959963984540054;
const double kLn10 = std::log(10.0);

Pentanomial pentanomial(int p0, int p1, int p2, int p3, int p4) {
  Pentanomial p;
  p.counts = {p0, p1, p2, p3, p4};
  return p;
}

// ---------------------------------------------------------------------------------------------
// Likelihood of superiority

TEST(LikelihoodOfSuperiority, IsOneHalfForEqualWinsAndLossesAndWithoutGames) {
  EXPECT_DOUBLE_EQ(likelihood_of_superiority(10, 10), 0.5);
  EXPECT_DOUBLE_EQ(likelihood_of_superiority(0, 0), 0.5);
}

TEST(LikelihoodOfSuperiority, MatchesTheErfFormulaForTwentyWinsAndTenLosses) {
  // 0.5 * (1 + erf((20 - 10) / sqrt(2 * 30))) = 0.5 * (1 + erf(1.290994)) = 0.5 * (1 + 0.932111)
  // = 0.966055 (computed with 30 digits: 0.96605542256908548...).
  EXPECT_NEAR(likelihood_of_superiority(20, 10), 0.9660554225690855, 1e-12);
}

TEST(LikelihoodOfSuperiority, SwappingWinsAndLossesGivesTheComplement) {
  EXPECT_NEAR(likelihood_of_superiority(10, 20), 1 - 0.9660554225690855, 1e-12);
  EXPECT_LT(likelihood_of_superiority(3, 4), 0.5);
}

// ---------------------------------------------------------------------------------------------
// Pentanomial estimates

TEST(Pentanomial, AddPairCountsThePairScoreAndRejectsImpossiblePoints) {
  Pentanomial p;
  p.add_pair(1, 1);      // 2 points: cell 4
  p.add_pair(1, 0.5);    // 1.5 points: cell 3
  p.add_pair(0, 1);      // 1 point: cell 2
  p.add_pair(0.5, 0.5);  // 1 point: cell 2
  p.add_pair(0, 0);      // 0 points: cell 0
  EXPECT_EQ(p.counts, (std::array<int, 5>{1, 0, 2, 1, 1}));
  EXPECT_EQ(p.pairs(), 5);
  // (0 + 2 * 0.5 + 0.75 + 1) / 5 = 2.75 / 5 = 0.55 points per game.
  EXPECT_DOUBLE_EQ(p.score(), 0.55);
  EXPECT_THROW(p.add_pair(0.25, 1), std::invalid_argument);
  EXPECT_THROW(p.add_pair(1, 2), std::invalid_argument);
  EXPECT_EQ(p.pairs(), 5);
}

TEST(Pentanomial, SymmetricCountsGiveZeroEloAndTheHandComputedMargins) {
  // {1,2,3,2,1}: N = 9, per-pair scores 0, .25, .5, .75, 1.
  // mean = (0 + 2*.25 + 3*.5 + 2*.75 + 1) / 9 = 4.5 / 9 = 0.5
  // var = (2*.25 + 2*2*.0625) / 9 = (0.5 + 0.25) / 9 = 0.083333; se = sqrt(var / 9) = 0.0962250
  // interval of the mean: 0.5 -+ 1.959964 * 0.0962250 = [0.3114024, 0.6885976]
  // logistic margin = 400 log10(0.6885976 / 0.3114024) = 137.857437832
  // normalized: sigma_pg = sqrt(2 var) = 0.4082483; margin = 1.959964 * 347.435586 / sqrt(18)
  //   = 160.504102230
  const Pentanomial p = pentanomial(1, 2, 3, 2, 1);
  EXPECT_EQ(p.pairs(), 9);
  EXPECT_DOUBLE_EQ(p.score(), 0.5);
  const EloEstimate logistic = logistic_elo(p);
  EXPECT_NEAR(logistic.elo, 0, 1e-9);
  EXPECT_NEAR(logistic.margin95, 137.857437832, 1e-6);
  const EloEstimate normalized = normalized_elo(p);
  EXPECT_NEAR(normalized.elo, 0, 1e-9);
  EXPECT_NEAR(normalized.margin95, 160.504102230, 1e-6);
}

TEST(Pentanomial, SkewedCountsGiveTheHandComputedLogisticElo) {
  // {1,1,2,3,3}: N = 10, mean = (0 + .25 + 2*.5 + 3*.75 + 3*1) / 10 = 6.5 / 10 = 0.65
  // elo = 400 log10(0.65 / 0.35) = 400 * 0.2688453 = 107.538125
  // deviations -.65 -.4 -.15 .1 .35, squared .4225 .16 .0225 .01 .1225:
  // var = (.4225 + .16 + 2*.0225 + 3*.01 + 3*.1225) / 10 = 1.025 / 10 = 0.1025
  // se = sqrt(0.1025 / 10) = 0.1012423; interval [0.4515688, 0.8484312]
  // elo ends: 400 log10(0.4515688 / 0.5484312) = -33.759311, 400 log10(0.8484312 / 0.1515688)
  // = 299.202768; margin = (299.202768 + 33.759311) / 2 = 166.481039
  const EloEstimate e = logistic_elo(pentanomial(1, 1, 2, 3, 3));
  EXPECT_NEAR(e.elo, 107.538124917, 1e-6);
  EXPECT_NEAR(e.margin95, 166.481039329, 1e-6);
}

TEST(Pentanomial, SkewedCountsGiveTheHandComputedNormalizedElo) {
  // Same counts: sigma_pg = sqrt(2 * 0.1025) = 0.4527693;
  // nElo = (0.65 - 0.5) / 0.4527693 * 800 / ln 10 = 0.3312946 * 347.435586 = 115.103526
  // margin = 1.959964 * 347.435586 / sqrt(2 * 10) = 152.267561
  const EloEstimate e = normalized_elo(pentanomial(1, 1, 2, 3, 3));
  EXPECT_NEAR(e.elo, 115.103525766, 1e-6);
  EXPECT_NEAR(e.margin95, 152.267561054, 1e-6);
}

TEST(Pentanomial, NormalizedEloEqualsLogisticEloForDrawlessIndependentGames) {
  // Independent games won with probability 0.51, never drawn: pairs score 0, 1 or 2 points with
  // probabilities 0.49^2, 2 * 0.51 * 0.49, 0.51^2. Then sigma_pg = sqrt(0.51 * 0.49) = 0.49990,
  // nElo = 0.01 / 0.49990 * 347.4356 = 6.9501, logistic Elo = 400 log10(51 / 49) = 6.9497.
  const Pentanomial p = pentanomial(2401, 0, 4998, 0, 2601);
  EXPECT_NEAR(logistic_elo(p).elo, 6.9497, 0.01);
  EXPECT_NEAR(normalized_elo(p).elo, 6.9501, 0.01);
  // Draws shrink sigma, so the same score is worth more normalized Elo: all pairs 1 point except
  // a few 1.5-point pairs.
  const Pentanomial drawish = pentanomial(0, 0, 1000, 20, 0);
  EXPECT_GT(normalized_elo(drawish).elo, 3 * logistic_elo(drawish).elo);
}

TEST(Pentanomial, EmptyCellsAreRegularisedSoThatEveryEstimateIsFinite) {
  // 9 pairs won twice: the raw mean is 1 (infinite Elo); with 1e-3 pairs in each empty cell the
  // mean is (9 + 1e-3 * 1.5) / 9.004 = 0.9997224: 400 log10(9.0015 / 0.0025) = 1422.6 Elo.
  const Pentanomial p = pentanomial(0, 0, 0, 0, 9);
  EXPECT_DOUBLE_EQ(p.score(), 1.0);
  const EloEstimate logistic = logistic_elo(p), normalized = normalized_elo(p);
  EXPECT_TRUE(std::isfinite(logistic.elo));
  EXPECT_NEAR(logistic.elo, 400 * std::log10(9.0015 / (9.004 - 9.0015)), 1e-6);
  EXPECT_TRUE(std::isfinite(normalized.elo));
  EXPECT_GT(normalized.elo, 0);
  EXPECT_TRUE(std::isfinite(sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5}).llr));
}

TEST(Pentanomial, NoPairsGiveZeroEloWithAnInfiniteMarginAndAZeroLlr) {
  const Pentanomial p;
  EXPECT_EQ(p.pairs(), 0);
  EXPECT_DOUBLE_EQ(p.score(), 0.5);
  EXPECT_EQ(logistic_elo(p).elo, 0);
  EXPECT_EQ(logistic_elo(p).margin95, std::numeric_limits<double>::infinity());
  EXPECT_EQ(normalized_elo(p).margin95, std::numeric_limits<double>::infinity());
  const SprtResult r = sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5});
  EXPECT_EQ(r.llr, 0);
  EXPECT_EQ(r.verdict, SprtVerdict::kContinue);
}

TEST(Pentanomial, NegativeCountsAreRejected) {
  EXPECT_THROW(logistic_elo(pentanomial(1, -1, 2, 3, 4)), std::invalid_argument);
  EXPECT_THROW(sprt(pentanomial(1, 1, 2, 3, -4), SprtBounds{}), std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// SPRT

TEST(Sprt, BoundsAreTheLogarithmsOfTheErrorRatios) {
  // alpha = beta = 0.05: ln(0.05 / 0.95) = -ln 19 = -2.944439, ln(0.95 / 0.05) = ln 19.
  const SprtResult r = sprt(pentanomial(1, 2, 3, 2, 1), SprtBounds{.elo0 = 0, .elo1 = 5});
  EXPECT_NEAR(r.lower, -2.944438979, 1e-9);
  EXPECT_NEAR(r.upper, 2.944438979, 1e-9);
  // alpha = 0.05, beta = 0.1: ln(0.1 / 0.95) = -2.251292, ln(0.9 / 0.05) = 2.890372.
  const SprtResult s =
      sprt(pentanomial(1, 2, 3, 2, 1), SprtBounds{.elo0 = 0, .elo1 = 5, .beta = 0.1});
  EXPECT_NEAR(s.lower, -2.251291799, 1e-9);
  EXPECT_NEAR(s.upper, 2.890371758, 1e-9);
}

TEST(Sprt, LlrMatchesAHandComputedPentanomialExample) {
  // {1,2,3,2,2}: N = 10, p = (.1, .2, .3, .2, .2), x = (0, .25, .5, .75, 1), mean 5.5/10 = 0.55.
  // Logistic bounds elo0 = 0, elo1 = 20: mu0 = 0.5, mu1 = 1 / (1 + 10^(-20/400)) = 0.5287506.
  // H0: d = x - 0.5 = (-.5, -.25, 0, .25, .5); lambda0 solves
  //   .1(-.5)/(1 - .5 l) + .2(-.25)/(1 - .25 l) + .2(.25)/(1 + .25 l) + .2(.5)/(1 + .5 l) = 0
  //   -> lambda0 = 0.5061782 (residual < 1e-15), p0 = p / (1 + lambda0 d)
  //   = (.1338848, .2289756, .3, .1775340, .1596056): sum 1, mean 0.5.
  // H1: d = x - 0.5287506; lambda1 = 0.2168148,
  //   p1 = (.1129485, .2128650, .3018818, .1908451, .1814596): sum 1, mean 0.5287506.
  // LLR = 10 * [.1 ln(.1129485/.1338848) + .2 ln(.2128650/.2289756) + .3 ln(.3018818/.3)
  //             + .2 ln(.1908451/.1775340) + .2 ln(.1814596/.1596056)]
  //     = 10 * [-.0170047 - .0145907 + .0018690 + .0144606 + .0256696] = 0.1040513
  const SprtResult r =
      sprt(pentanomial(1, 2, 3, 2, 2), SprtBounds{.elo0 = 0, .elo1 = 20, .normalized = false});
  EXPECT_NEAR(r.llr, 0.104051327863, 1e-9);
  EXPECT_EQ(r.verdict, SprtVerdict::kContinue);
  // Symmetric logistic bounds -10 / 10: mu = 0.4856128 / 0.5143872, lambda0 = 0.6490014,
  // lambda1 = 0.3619978, LLR = 0.1455844.
  EXPECT_NEAR(
      sprt(pentanomial(1, 2, 3, 2, 2), SprtBounds{.elo0 = -10, .elo1 = 10, .normalized = false})
          .llr,
      0.145584427376, 1e-9);
}

TEST(Sprt, NormalizedLlrMatchesAnIndependentComputation) {
  // Normalized bounds constrain the t-value (mu - 0.5) / sigma of each hypothesis'
  // distribution, not its mean. nElo bounds 0 / 20 are pair t-values t0 = 0 and
  // t1 = sqrt(2) * 20 / 347.435586 = 0.0814075. Each maximum likelihood distribution under
  // its t-value was found by a separate few-line program (fixed point of the Lagrange
  // conditions, 300-step bisection for the multiplier) that also checked sum q = 1 and the
  // t-value of q to 1e-9; with the counts {1,2,3,2,2}:
  // LLR = 10 * sum p ln(q1 / q0) = 0.096512029766.
  EXPECT_NEAR(sprt(pentanomial(1, 2, 3, 2, 2), SprtBounds{.elo0 = 0, .elo1 = 20}).llr,
              0.096512029766, 1e-9);
  // A sweep by one side (every pair 2 points; empty cells regularised to 1e-3 pairs):
  // 0.780193142410 after 10 pairs, so a sweep accepts H1 after a few dozen pairs.
  EXPECT_NEAR(sprt(pentanomial(0, 0, 0, 0, 10), SprtBounds{.elo0 = 0, .elo1 = 20}).llr,
              0.780193142410, 1e-9);
  // Every pair split (the usual result between equal agents here): the evidence is for H0.
  EXPECT_NEAR(sprt(pentanomial(0, 0, 200, 0, 0), SprtBounds{.elo0 = 0, .elo1 = 10}).llr,
              -0.325113732494, 1e-9);
}

TEST(Sprt, LlrIsZeroWhenBothHypothesesAreEqual) {
  EXPECT_EQ(sprt(pentanomial(3, 5, 9, 12, 7), SprtBounds{.elo0 = 4, .elo1 = 4}).llr, 0);
  EXPECT_EQ(
      sprt(pentanomial(3, 5, 9, 12, 7), SprtBounds{.elo0 = 4, .elo1 = 4, .normalized = false}).llr,
      0);
}

TEST(Sprt, LlrSignFollowsTheResults) {
  const SprtBounds bounds{.elo0 = 0, .elo1 = 10};
  EXPECT_GT(sprt(pentanomial(5, 20, 40, 25, 10), bounds).llr, 0);  // mean 0.5375 > mu1
  EXPECT_LT(sprt(pentanomial(10, 25, 40, 20, 5), bounds).llr, 0);  // mean 0.4625 < mu0
  // Swapping the hypotheses negates the LLR.
  EXPECT_NEAR(sprt(pentanomial(5, 20, 40, 25, 10), SprtBounds{.elo0 = 10, .elo1 = 0}).llr,
              -sprt(pentanomial(5, 20, 40, 25, 10), bounds).llr, 1e-12);
}

TEST(Sprt, LlrIsCloseToTheNormalApproximationForSmallDifferences) {
  // For close hypotheses, LLR ~ N (mu1 - mu0) (2 mean - mu0 - mu1) / (2 var).
  // {100,400,1000,500,150}: N = 2150, mean = (400*.25 + 1000*.5 + 500*.75 + 150) / 2150
  // = 1125 / 2150 = 0.5232558; logistic bounds 0 / 5: mu0 = 0.5, mu1 = 0.5071953.
  const Pentanomial p = pentanomial(100, 400, 1000, 500, 150);
  double var = 0;
  const double mean = 1125.0 / 2150;
  for (int i = 0; i < 5; ++i) var += p.counts[i] / 2150.0 * (i / 4.0 - mean) * (i / 4.0 - mean);
  const double mu0 = 0.5, mu1 = 1 / (1 + std::pow(10.0, -5.0 / 400));
  const double approximation = 2150 * (mu1 - mu0) * (2 * mean - mu0 - mu1) / (2 * var);
  const double llr = sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5, .normalized = false}).llr;
  EXPECT_NEAR(llr, approximation, 0.02 * std::abs(approximation));
}

TEST(Sprt, AStrongResultAcceptsH1AndAWeakOneAcceptsH0) {
  const SprtBounds bounds{.elo0 = 0, .elo1 = 5};
  const SprtResult strong = sprt(pentanomial(50, 200, 500, 300, 100), bounds);
  EXPECT_GE(strong.llr, std::log(19.0));
  EXPECT_EQ(strong.verdict, SprtVerdict::kAcceptH1);
  const SprtResult weak = sprt(pentanomial(100, 300, 500, 200, 50), bounds);
  EXPECT_LE(weak.llr, -std::log(19.0));
  EXPECT_EQ(weak.verdict, SprtVerdict::kAcceptH0);
  // An even result after a few pairs: no verdict yet.
  EXPECT_EQ(sprt(pentanomial(1, 2, 3, 2, 1), bounds).verdict, SprtVerdict::kContinue);
}

TEST(Sprt, VerdictSwitchesExactlyAtTheThresholds) {
  // The same LLR is judged against the thresholds of different error rates: with the
  // hand-computed LLR 0.1040513 of {1,2,3,2,2} and beta = 0.1, alpha = 0.9 / e^u puts the upper
  // threshold ln((1 - beta) / alpha) at u: u = 0.1039 accepts H1, u = 0.1042 does not.
  const Pentanomial p = pentanomial(1, 2, 3, 2, 2);
  auto verdict = [&](double upper) {
    const double alpha = 0.9 / std::exp(upper);
    return sprt(p,
                SprtBounds{.elo0 = 0, .elo1 = 20, .alpha = alpha, .beta = 0.1, .normalized = false})
        .verdict;
  };
  EXPECT_EQ(verdict(0.1039), SprtVerdict::kAcceptH1);
  EXPECT_EQ(verdict(0.1042), SprtVerdict::kContinue);
}

TEST(Sprt, InvalidErrorRatesAreRejected) {
  const Pentanomial p = pentanomial(1, 2, 3, 2, 1);
  EXPECT_THROW(sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5, .alpha = 0}), std::invalid_argument);
  EXPECT_THROW(sprt(p, SprtBounds{.elo0 = 0, .elo1 = 5, .alpha = 0.6, .beta = 0.5}),
               std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// The SPRT on any distribution of pair scores (margins)

// `low` pairs at 1/2 - d and `high` pairs at 1/2 + d.
PairScores two_values(double d, int low, int high) {
  PairScores scores;
  for (int i = 0; i < low; ++i) scores.add(0.5 - d);
  for (int i = 0; i < high; ++i) scores.add(0.5 + d);
  return scores;
}

TEST(PairScores, CountsScoresFromZeroToOneAndRejectsOthers) {
  PairScores s;
  s.add(0.3);
  s.add(0.3);
  s.add(1);
  EXPECT_EQ(s.pairs(), 3);
  EXPECT_DOUBLE_EQ(s.score(), 1.6 / 3);
  EXPECT_EQ(s.counts.size(), 2u);
  EXPECT_THROW(s.add(-0.01), std::invalid_argument);
  EXPECT_THROW(s.add(1.01), std::invalid_argument);
  EXPECT_THROW(s.add(std::nan("")), std::invalid_argument);
  EXPECT_EQ(PairScores().score(), 0.5);
  const PairScores from = PairScores(pentanomial(1, 0, 2, 0, 3));
  EXPECT_EQ(from.pairs(), 6);
  EXPECT_DOUBLE_EQ(from.score(), pentanomial(1, 0, 2, 0, 3).score());
}

TEST(PairScores, HoldsABoundedNumberOfValuesHoweverManyDistinctScoresItCounts) {
  PairScores s;
  double sum = 0;
  std::uint64_t x = 12345;
  const int n = 200000;
  for (int i = 0; i < n; ++i) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    const double score = double(x >> 11) / double(1ULL << 53);  // distinct values in [0, 1)
    s.add(score);
    sum += score;
  }
  EXPECT_EQ(s.pairs(), n);
  EXPECT_LE(s.counts.size(), std::size_t(PairScores::kPairScoreCells + 1));
  EXPECT_GT(s.counts.size(), std::size_t(PairScores::kPairScoreCells / 2));
  EXPECT_NEAR(s.score(), sum / n, 1e-9);
  for (const auto& [value, count] : s.counts) {
    EXPECT_GE(value, 0);
    EXPECT_LE(value, 1);
  }
}

TEST(PairScores, KeepsScoresOnACoarseGridExactly) {
  PairScores s;
  for (int i = 0; i < 1000; ++i) s.add((i % 33) / 32.0);
  ASSERT_EQ(s.counts.size(), 33u);
  int k = 0;
  for (const auto& [value, count] : s.counts) EXPECT_EQ(value, (k++) / 32.0);
}

TEST(Sprt, ScoresOnThePentanomialsValuesGiveExactlyThePentanomialsLlr) {
  // Pair scores k/4 added one by one, every k seen, are the pentanomial's cells: the same
  // distribution, the same range [0, 1], the same arithmetic, the same bits.
  for (const Pentanomial& p :
       {pentanomial(1, 2, 3, 2, 2), pentanomial(3, 5, 9, 12, 7), pentanomial(5, 20, 40, 25, 10),
        pentanomial(100, 400, 1000, 500, 150)}) {
    PairScores scores;
    for (int k = 0; k < 5; ++k)
      for (int n = 0; n < p.counts[std::size_t(k)]; ++n) scores.add(k / 4.0);
    for (const SprtBounds& bounds : {SprtBounds{.elo0 = 0, .elo1 = 20},
                                     SprtBounds{.elo0 = -10, .elo1 = 10, .normalized = false}}) {
      EXPECT_EQ(sprt(scores, bounds).llr, sprt(p, bounds).llr);
    }
  }
  // The pentanomial as pair scores lists its five cells, empty ones too: the same numbers
  // whatever the counts (its empty cells regularised as before).
  for (const Pentanomial& p : {pentanomial(0, 0, 0, 0, 10), pentanomial(0, 0, 200, 0, 0)})
    for (const SprtBounds& bounds : {SprtBounds{.elo0 = 0, .elo1 = 20},
                                     SprtBounds{.elo0 = -10, .elo1 = 10, .normalized = false}}) {
      EXPECT_EQ(sprt(PairScores(p), bounds).llr, sprt(p, bounds).llr);
    }
}

// Two values 1/2 - d and 1/2 + d, with frequencies 1 - f and f. On this support the
// distribution with t-value t puts q = 1/2 - u on the lower value, where
//   t = (mu - 1/2) / sigma = (d (1 - 2q)) / (2 d sqrt(q (1 - q))) = u / sqrt(1/4 - u^2)
//   -> u = t / (2 sqrt(1 + t^2)), whatever d is (the normalized bounds are scale-free).
// nElo bounds 0 / 5: t0 = 0 -> q0 = 1/2; t1 = sqrt(2) 5 ln(10) / 800 = 0.02035217 ->
// u1 = 0.01017398, q1 = 0.48982602. So
//   LLR = N [(1 - f) ln(q1 / q0) + f ln((1 - q1) / (1 - q0))]
//   f = 1/2:  N/2 ln(4 q1 (1 - q1)) = -N/2 ln(1 + t1^2) = -2.0706251 for N = 10,000;
//   f = 0.6:  N [0.4 ln(0.97965204) + 0.6 ln(1.02034796)] = N * 0.00386309 = 3.863 for N = 1000.
// The normalized bounds' range is [1/2 - d, 1/2 + d]: its ends are the two values, so no cell is
// added and the closed form holds to rounding.
TEST(Sprt, ATwoValueDistributionGivesTheClosedFormLlrWhateverItsSpread) {
  const SprtBounds bounds{.elo0 = 0, .elo1 = 5};
  const double t1 = std::sqrt(2.0) * 5 * kLn10 / 800;
  const double q1 = 0.5 - t1 / (2 * std::sqrt(1 + t1 * t1));
  EXPECT_NEAR(q1, 0.48982602, 1e-8);
  const double even = -10000 / 2.0 * std::log(1 + t1 * t1);
  EXPECT_NEAR(even, -2.0706251, 1e-6);
  const double ahead = 1000 * (0.4 * std::log(q1 / 0.5) + 0.6 * std::log((1 - q1) / 0.5));
  EXPECT_NEAR(ahead, 3.86309, 1e-5);
  // (Spreads whose ends 1/2 +- d are exact in binary, so that 1 - (1/2 + d) is 1/2 - d.)
  for (const double d : {1.0 / 16, 3.0 / 16, 5.0 / 16}) {
    SCOPED_TRACE(d);
    EXPECT_NEAR(sprt(two_values(d, 5000, 5000), bounds).llr, even, 1e-6);
    const SprtResult r = sprt(two_values(d, 400, 600), bounds);
    EXPECT_NEAR(r.llr, ahead, 1e-6);
    EXPECT_EQ(r.verdict, SprtVerdict::kAcceptH1);  // 3.863 >= ln 19 = 2.944
    EXPECT_EQ(sprt(two_values(d, 200, 300), bounds).verdict, SprtVerdict::kContinue);  // 1.93
  }
}

TEST(Sprt, NormalizedBoundsGiveTheSameLlrForScoresSpreadMoreOrLessAboutOneHalf) {
  // Three values, uneven counts; the deviations from 1/2 scaled by k: the t-values of every
  // distribution on the scaled cells are the same, so are the maximum likelihood ones.
  auto scaled = [](double k) {
    PairScores scores;
    for (int i = 0; i < 30; ++i) scores.add(0.5 + k * 0.04);
    for (int i = 0; i < 50; ++i) scores.add(0.5 + k * 0.01);
    for (int i = 0; i < 20; ++i) scores.add(0.5 - k * 0.03);
    return scores;
  };
  const SprtBounds bounds{.elo0 = 0, .elo1 = 10};
  const double llr = sprt(scaled(1), bounds).llr;
  for (const double k : {0.5, 2.0, 10.0}) EXPECT_NEAR(sprt(scaled(k), bounds).llr, llr, 1e-9) << k;
  // Logistic bounds fix the mean itself: spread matters.
  const SprtBounds logistic{.elo0 = 0, .elo1 = 10, .normalized = false};
  EXPECT_GT(std::abs(sprt(scaled(10), logistic).llr - sprt(scaled(1), logistic).llr), 0.1);
}

TEST(Sprt, MarginsAllAboveOneHalfAcceptH1OnceThereAreEnoughPairs) {
  // Every pair slightly above 1/2 (0.52, 0.55, 0.58 in turn): H0 (a t-value of 0) is
  // implausible, but one pair proves nothing: the regularised cell at the range's other end
  // (1 - 0.58 = 0.42) keeps the LLR finite and small at first, and it grows with the pairs.
  const SprtBounds bounds{.elo0 = 0, .elo1 = 10};
  PairScores scores;
  double previous = 0;
  int accepted_at = 0;
  for (int n = 1; n <= 300 && !accepted_at; ++n) {
    scores.add(n % 3 == 0 ? 0.52 : n % 3 == 1 ? 0.55 : 0.58);
    const SprtResult r = sprt(scores, bounds);
    ASSERT_TRUE(std::isfinite(r.llr)) << n;
    if (n == 1) {
      EXPECT_EQ(r.verdict, SprtVerdict::kContinue);
    }
    if (n > 3) {
      EXPECT_GT(r.llr, previous) << n;
    }
    previous = r.llr;
    if (r.verdict == SprtVerdict::kAcceptH1) accepted_at = n;
    EXPECT_NE(r.verdict, SprtVerdict::kAcceptH0) << n;
  }
  // (94 pairs: the LLR grows by about 0.03 a pair to ln 19.)
  EXPECT_GT(accepted_at, 10);
  EXPECT_LE(accepted_at, 300);
  // The mirror image accepts H0 as soon.
  PairScores mirrored;
  for (int n = 1; n <= accepted_at; ++n) mirrored.add(n % 3 == 0 ? 0.48 : n % 3 == 1 ? 0.45 : 0.42);
  EXPECT_EQ(sprt(mirrored, SprtBounds{.elo0 = -10, .elo1 = 0}).verdict, SprtVerdict::kAcceptH0);
}

TEST(Sprt, NegativePairScoreCountsAreRejected) {
  PairScores scores;
  scores.counts[0.3] = -1;
  EXPECT_THROW(sprt(scores, SprtBounds{}), std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// Ratings

void add_games(std::vector<RatedGame>& games, int count, int first, int second, SideResult result) {
  for (int i = 0; i < count; ++i) games.push_back({first, second, result});
}

// Both agents hold the first team against the other `scale` times 12 games: 8 first-team wins,
// 1 second-team win, 3 draws.
std::vector<RatedGame> symmetric_pair(int scale) {
  std::vector<RatedGame> games;
  for (int first : {0, 1}) {
    add_games(games, 8 * scale, first, 1 - first, SideResult::kFirstTeamWins);
    add_games(games, 1 * scale, first, 1 - first, SideResult::kSecondTeamWins);
    add_games(games, 3 * scale, first, 1 - first, SideResult::kDraw);
  }
  return games;
}

// Closed form for symmetric_pair(1) with the default prior. By symmetry the ratings are equal,
// so every game (real or virtual) is between equal agents and has the same outcome probabilities:
// a saturated multinomial whose maximum reproduces the pooled frequencies exactly.
//   first team wins   16 real + 1 side prior                   = 17
//   second team wins   2 real + 1 side prior                   =  3
//   draws              6 real + 2 virtual draws + 1 side prior =  9,  total N = 29
// f(adv - draw) = 17/29 -> x = adv - draw = 400 log10(17/12) = 60.507
// f(-adv - draw) = 3/29 -> y = -adv - draw = 400 log10(3/26) = -375.141
// adv = (x - y) / 2 = 217.824, draw = -(x + y) / 2 = 157.317.
struct SymmetricPairClosedForm {
  double p_first = 17.0 / 29, p_second = 3.0 / 29, p_draw = 9.0 / 29;
  double x = 400 * std::log10(17.0 / 12), y = 400 * std::log10(3.0 / 26);
  double advantage = (x - y) / 2, draw = -(x + y) / 2;
};

TEST(Ratings, SymmetricResultsGiveEqualRatingsAndTheClosedFormSideParameters) {
  const Ratings r = fit_ratings(2, symmetric_pair(1));
  const SymmetricPairClosedForm expected;
  ASSERT_EQ(r.agents.size(), 2u);
  EXPECT_TRUE(r.converged);
  EXPECT_NEAR(r.agents[0].elo, 0, 1e-6);
  EXPECT_NEAR(r.agents[1].elo, 0, 1e-6);
  EXPECT_NEAR(r.first_team_advantage, 217.823953716, 1e-6);
  EXPECT_NEAR(r.first_team_advantage, expected.advantage, 1e-6);
  EXPECT_NEAR(r.draw_elo, 157.316883584, 1e-6);
  // The fitted model reproduces the pooled frequencies.
  const OutcomeProbabilities p = predict(r, 0, 0);
  EXPECT_NEAR(p.first_team_wins, expected.p_first, 1e-9);
  EXPECT_NEAR(p.second_team_wins, expected.p_second, 1e-9);
  EXPECT_NEAR(p.draw, expected.p_draw, 1e-9);
}

TEST(Ratings, SymmetricResultsGiveTheClosedFormMargins) {
  // At a saturated maximum the observed information is the Fisher information, and the
  // advantage decouples from the ratings (the cross terms of the two seatings cancel). With
  // x = 400 log10(pF / (1 - pF)), y = 400 log10(pS / (1 - pS)) and the multinomial covariance
  // of (pF, pS), the delta method gives, with k = 400 / ln 10:
  //   var(adv) = var((x - y) / 2)
  //            = k^2 / (4 N) [1 / (pF (1 - pF)) + 1 / (pS (1 - pS)) + 2 / ((1 - pF) (1 - pS))]
  //   = 5280.05 -> margin 1.959964 * 72.664 = 142.418.
  // Rating difference delta = rA - rB (rA = delta / 2 with the mean-0 anchor): every game
  // between A and B has D = +-delta + adv, so I(delta) = sum over those games of -d2 log p / dD2
  // with c = ln 10 / 400:
  //   first-team win: c^2 pF (1 - pF); second-team win: c^2 pS (1 - pS);
  //   draw: -(q''/q - (q'/q)^2), q = 1 - pF - pS, q' = -c pF (1 - pF) + c pS (1 - pS),
  //   q'' = -c^2 pF (1 - pF) (1 - 2 pF) - c^2 pS (1 - pS) (1 - 2 pS),
  // over 16 first-team wins, 2 second-team wins, 8 draws (6 real + 2 virtual).
  //   I = 0.000223644 -> margin of rA = 1.959964 * sqrt(1 / I) / 2 = 65.530.
  const Ratings r = fit_ratings(2, symmetric_pair(1));
  const SymmetricPairClosedForm e;
  const double k = 400 / kLn10, c = kLn10 / 400, n = 29;
  const double pf = e.p_first, ps = e.p_second, q = e.p_draw;
  const double var_advantage =
      k * k / (4 * n) * (1 / (pf * (1 - pf)) + 1 / (ps * (1 - ps)) + 2 / ((1 - pf) * (1 - ps)));
  EXPECT_NEAR(r.first_team_advantage_margin95, kZ95 * std::sqrt(var_advantage), 1e-6);
  EXPECT_NEAR(r.first_team_advantage_margin95, 142.417915215, 1e-6);

  const double q1 = -c * pf * (1 - pf) + c * ps * (1 - ps);
  const double q2 = -c * c * pf * (1 - pf) * (1 - 2 * pf) - c * c * ps * (1 - ps) * (1 - 2 * ps);
  const double information =
      16 * c * c * pf * (1 - pf) + 2 * c * c * ps * (1 - ps) - 8 * (q2 / q - (q1 / q) * (q1 / q));
  EXPECT_NEAR(r.agents[0].margin95, kZ95 * std::sqrt(1 / information) / 2, 1e-6);
  EXPECT_NEAR(r.agents[0].margin95, 65.529854323, 1e-6);
  EXPECT_NEAR(r.agents[1].margin95, r.agents[0].margin95, 1e-9);
}

TEST(Ratings, ADominatingAgentIsRatedHigherAndTheSignFollowsTheResults) {
  // Agent 1 wins as the first team and often as the second; agent 0 only wins as the first team
  // at times.
  std::vector<RatedGame> games;
  add_games(games, 10, 1, 0, SideResult::kFirstTeamWins);
  add_games(games, 6, 0, 1, SideResult::kSecondTeamWins);
  add_games(games, 3, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 1, 0, 1, SideResult::kDraw);
  const Ratings r = fit_ratings(2, games);
  EXPECT_TRUE(r.converged);
  EXPECT_GT(r.agents[1].elo, r.agents[0].elo + 100);
  EXPECT_NEAR(r.agents[0].elo + r.agents[1].elo, 0, 1e-9);  // anchored at mean 0
  EXPECT_GT(r.first_team_advantage, 0);
  // Swapping the agents' names swaps the ratings.
  for (RatedGame& g : games) {
    g.first = 1 - g.first;
    g.second = 1 - g.second;
  }
  const Ratings swapped = fit_ratings(2, games);
  EXPECT_NEAR(swapped.agents[0].elo, r.agents[1].elo, 1e-6);
  EXPECT_NEAR(swapped.first_team_advantage, r.first_team_advantage, 1e-6);
}

TEST(Ratings, TheFirstTeamWinningEveryGameGivesFiniteEqualRatings) {
  // Round robin of 3 agents, 20 games per ordered pairing, all won by the first team. Without the
  // side prior the maximum is at advantage = draw = +infinity.
  std::vector<RatedGame> games;
  for (int a = 0; a < 3; ++a)
    for (int e = 0; e < 3; ++e)
      if (a != e) add_games(games, 20, a, e, SideResult::kFirstTeamWins);
  const Ratings r = fit_ratings(3, games);
  EXPECT_TRUE(r.converged);
  for (const AgentRating& agent : r.agents) {
    EXPECT_NEAR(agent.elo, 0, 1e-6);
    EXPECT_TRUE(std::isfinite(agent.margin95));
  }
  EXPECT_TRUE(std::isfinite(r.first_team_advantage));
  EXPECT_GT(r.first_team_advantage, 400);
  EXPECT_TRUE(std::isfinite(r.draw_elo));
  EXPECT_TRUE(std::isfinite(r.first_team_advantage_margin95));
  // Closed form as above: 120 + 1 first-team wins, 1 second-team win, 3 * 2 + 1 draws,
  // N = 129: adv = 200 (log10(121/8) - log10(1/128)) = 656.73.
  EXPECT_NEAR(r.first_team_advantage, 200 * (std::log10(121.0 / 8) - std::log10(1.0 / 128)), 1e-6);
}

TEST(Ratings, MarginsHalveWhenTheGamesAreMultipliedByFour) {
  auto games_of = [](int scale) {
    std::vector<RatedGame> games;
    add_games(games, 30 * scale, 0, 1, SideResult::kFirstTeamWins);
    add_games(games, 10 * scale, 0, 1, SideResult::kDraw);
    add_games(games, 20 * scale, 1, 0, SideResult::kFirstTeamWins);
    add_games(games, 15 * scale, 1, 0, SideResult::kSecondTeamWins);
    add_games(games, 25 * scale, 1, 2, SideResult::kFirstTeamWins);
    add_games(games, 10 * scale, 1, 2, SideResult::kDraw);
    add_games(games, 20 * scale, 2, 1, SideResult::kFirstTeamWins);
    add_games(games, 10 * scale, 2, 1, SideResult::kSecondTeamWins);
    return games;
  };
  const Ratings one = fit_ratings(3, games_of(1)), four = fit_ratings(3, games_of(4));
  for (int a = 0; a < 3; ++a) {
    const double ratio = four.agents[a].margin95 / one.agents[a].margin95;
    EXPECT_GT(ratio, 0.45) << "agent " << a;
    EXPECT_LT(ratio, 0.55) << "agent " << a;
  }
  const double ratio = four.first_team_advantage_margin95 / one.first_team_advantage_margin95;
  EXPECT_GT(ratio, 0.45);
  EXPECT_LT(ratio, 0.55);
}

// The log posterior written out independently of the library: real games, 1 virtual draw per
// seating for each pair that met (prior_draws = 2), 1 virtual game of each outcome between
// equal agents. A cooperative first team = the mean of the partners' ratings.
double independent_log_posterior(const std::vector<RatedGame>& games, const std::vector<double>& r,
                                 double advantage, double draw) {
  auto f = [](double d) { return 1 / (1 + std::pow(10.0, -d / 400)); };
  auto log_p = [&](double d, SideResult result) {
    const double win = f(d - draw), loss = f(-d - draw);
    if (result == SideResult::kFirstTeamWins) return std::log(win);
    if (result == SideResult::kSecondTeamWins) return std::log(loss);
    return std::log(1 - win - loss);
  };
  double sum = 0;
  bool met[3][3] = {};
  for (const RatedGame& g : games) {
    const double first = g.first_partner < 0 ? r[g.first] : (r[g.first] + r[g.first_partner]) / 2;
    sum += log_p(first - r[g.second] + advantage, g.result);
    for (int s : {g.first, g.first_partner})
      if (s >= 0 && s != g.second) met[std::min(s, g.second)][std::max(s, g.second)] = true;
  }
  for (int i = 0; i < 3; ++i) {
    for (int j = i + 1; j < 3; ++j) {
      if (!met[i][j]) continue;
      sum += log_p(r[i] - r[j] + advantage, SideResult::kDraw);
      sum += log_p(r[j] - r[i] + advantage, SideResult::kDraw);
    }
  }
  for (SideResult result :
       {SideResult::kFirstTeamWins, SideResult::kSecondTeamWins, SideResult::kDraw})
    sum += log_p(advantage, result);
  return sum;
}

TEST(Ratings, TheEstimateIsTheMaximumOfAnIndependentlyWrittenLogPosterior) {
  // Unbalanced results among 3 agents, including cooperative games (agents 0 and 2 partners in the
  // first team).
  std::vector<RatedGame> games;
  add_games(games, 7, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 2, 0, 1, SideResult::kDraw);
  add_games(games, 4, 1, 0, SideResult::kFirstTeamWins);
  add_games(games, 3, 1, 0, SideResult::kSecondTeamWins);
  add_games(games, 5, 1, 2, SideResult::kFirstTeamWins);
  add_games(games, 1, 2, 1, SideResult::kSecondTeamWins);
  add_games(games, 2, 2, 1, SideResult::kDraw);
  for (int i = 0; i < 3; ++i) games.push_back({0, 1, SideResult::kFirstTeamWins, 2});
  games.push_back({2, 1, SideResult::kSecondTeamWins, 0});
  const Ratings r = fit_ratings(3, games);
  ASSERT_TRUE(r.converged);
  std::vector<double> theta = {r.agents[0].elo, r.agents[1].elo, r.agents[2].elo,
                               r.first_team_advantage, r.draw_elo};
  auto value = [&](const std::vector<double>& t) {
    return independent_log_posterior(games, {t[0], t[1], t[2]}, t[3], t[4]);
  };
  // Central differences: the gradient vanishes, and every axis is a maximum.
  const double h = 1e-3, v0 = value(theta);
  for (int i = 0; i < 5; ++i) {
    std::vector<double> up = theta, down = theta;
    up[i] += h;
    down[i] -= h;
    EXPECT_NEAR((value(up) - value(down)) / (2 * h), 0, 1e-7) << "parameter " << i;
    up[i] += 9 * h;  // 1e-2 Elo away
    EXPECT_LT(value(up), v0) << "parameter " << i;
  }
  // The estimate is not the starting point: the ratings differ.
  EXPECT_GT(std::abs(r.agents[0].elo - r.agents[1].elo), 10);
}

TEST(Ratings, ACooperativeGameWithBothGroupsHeldByOneAgentIsAnOrdinaryGame) {
  std::vector<RatedGame> ordinary, cooperative;
  add_games(ordinary, 5, 0, 1, SideResult::kFirstTeamWins);
  add_games(ordinary, 3, 1, 0, SideResult::kDraw);
  cooperative = ordinary;
  for (RatedGame& g : cooperative) g.first_partner = g.first;
  const Ratings a = fit_ratings(2, ordinary), b = fit_ratings(2, cooperative);
  EXPECT_DOUBLE_EQ(a.agents[0].elo, b.agents[0].elo);
  EXPECT_DOUBLE_EQ(a.first_team_advantage, b.first_team_advantage);
}

TEST(Ratings, NoGamesLeaveEveryAgentUnratedWithAnInfiniteMargin) {
  const Ratings none = fit_ratings(0, {});
  EXPECT_TRUE(none.agents.empty());
  // The side prior alone: 1 game of each outcome -> adv = 0, draw = -400 log10(1/2) = 120.41.
  EXPECT_NEAR(none.first_team_advantage, 0, 1e-9);
  EXPECT_NEAR(none.draw_elo, -400 * std::log10(0.5), 1e-6);

  const Ratings idle = fit_ratings(3, {});
  ASSERT_EQ(idle.agents.size(), 3u);
  for (const AgentRating& agent : idle.agents) {
    EXPECT_EQ(agent.elo, 0);
    EXPECT_EQ(agent.margin95, std::numeric_limits<double>::infinity());
  }
}

TEST(Ratings, AnAgentWithoutGamesIsUnratedAndTheOthersKeepMeanZero) {
  std::vector<RatedGame> games;
  add_games(games, 6, 0, 2, SideResult::kFirstTeamWins);
  add_games(games, 6, 2, 0, SideResult::kSecondTeamWins);
  const Ratings r = fit_ratings(3, games);
  EXPECT_EQ(r.agents[1].elo, 0);
  EXPECT_EQ(r.agents[1].margin95, std::numeric_limits<double>::infinity());
  EXPECT_GT(r.agents[0].elo, 100);
  EXPECT_NEAR(r.agents[0].elo + r.agents[2].elo, 0, 1e-9);
  EXPECT_TRUE(std::isfinite(r.agents[0].margin95));
}

TEST(Ratings, DisconnectedGroupsAreEachAnchoredAtMeanZero) {
  std::vector<RatedGame> games;
  add_games(games, 5, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 5, 1, 0, SideResult::kSecondTeamWins);
  add_games(games, 5, 2, 3, SideResult::kFirstTeamWins);
  add_games(games, 2, 3, 2, SideResult::kFirstTeamWins);
  const Ratings r = fit_ratings(4, games);
  EXPECT_GT(r.agents[0].elo, 50);
  EXPECT_NEAR(r.agents[0].elo + r.agents[1].elo, 0, 1e-9);
  EXPECT_GT(r.agents[2].elo, 0);
  EXPECT_NEAR(r.agents[2].elo + r.agents[3].elo, 0, 1e-9);
  for (const AgentRating& agent : r.agents) EXPECT_TRUE(std::isfinite(agent.margin95));
}

TEST(Ratings, ALoneAgentsSelfPlayOnlyInformsTheSideAdvantage) {
  // One agent playing itself, the first team winning all 30 games: pooled with the side prior,
  // 31 first-team wins, 1 second-team win, 1 draw (no virtual draws: no opponent).
  // adv = 200 (log10(31/2) - log10(1/32)) = 538.94.
  std::vector<RatedGame> games;
  add_games(games, 30, 0, 0, SideResult::kFirstTeamWins);
  const Ratings r = fit_ratings(1, games);
  ASSERT_EQ(r.agents.size(), 1u);
  EXPECT_EQ(r.agents[0].elo, 0);
  EXPECT_EQ(r.agents[0].margin95, std::numeric_limits<double>::infinity());
  EXPECT_NEAR(r.first_team_advantage, 200 * (std::log10(31.0 / 2) - std::log10(1.0 / 32)), 1e-6);
}

TEST(Ratings, LargerPriorsPullRatingsTogether) {
  std::vector<RatedGame> games;
  add_games(games, 8, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 8, 1, 0, SideResult::kSecondTeamWins);
  const double weak = fit_ratings(2, games, {.prior_draws = 0.5}).agents[0].elo;
  const double strong = fit_ratings(2, games, {.prior_draws = 20}).agents[0].elo;
  EXPECT_GT(weak, strong);
  EXPECT_GT(strong, 0);
}

TEST(Ratings, PredictionsKeepTheirPrecisionForLopsidedGames) {
  // D = -6000, draw 100: the first team wins with f(-6100) = 10^-15.25 / (1 + 10^-15.25), a draw
  // with f(-5900) - f(-6100) = 10^-14.75 - 10^-15.25 (to 1e-15 relative): 1 - f(x) - f(y) would
  // keep no digit of it.
  Ratings r;
  r.first_team_advantage = 0;
  r.draw_elo = 100;
  const OutcomeProbabilities p = predict(r, -6000, 0);
  const double win = std::pow(10.0, -15.25), loss_complement = std::pow(10.0, -14.75);
  EXPECT_NEAR(p.first_team_wins / win, 1, 1e-9);
  EXPECT_NEAR(p.draw / (loss_complement - win), 1, 1e-9);
  EXPECT_NEAR(p.first_team_wins + p.second_team_wins + p.draw, 1, 1e-15);
}

TEST(Ratings, InvalidInputIsRejected) {
  EXPECT_THROW(fit_ratings(-1, {}), std::invalid_argument);
  EXPECT_THROW(fit_ratings(2, {{0, 2, SideResult::kFirstTeamWins}}), std::invalid_argument);
  EXPECT_THROW(fit_ratings(2, {{-1, 1, SideResult::kFirstTeamWins}}), std::invalid_argument);
  EXPECT_THROW(fit_ratings(2, {{0, 1, SideResult::kFirstTeamWins, 5}}), std::invalid_argument);
  EXPECT_THROW(fit_ratings(2, {}, {.side_prior_per_outcome = 0}), std::invalid_argument);
  EXPECT_THROW(fit_ratings(2, {}, {.prior_draws = -1}), std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// Seat ratings

// A side prior too small to move any estimate by 1e-6 Elo, for closed forms of the real games
// and the virtual draws alone.
constexpr RatingOptions kTinySidePrior{.side_prior_per_outcome = 1e-9};
constexpr double kInfinity = std::numeric_limits<double>::infinity();

void add_cooperative_games(std::vector<RatedGame>& games, int count, int first, int partner,
                           int second, SideResult result) {
  for (int i = 0; i < count; ++i) games.push_back({first, second, result, partner});
}

// The saturated closed form of one seating (the argument of SymmetricPairClosedForm): when the
// games at one D (real games and virtual draws) are the only information on D, the maximum
// reproduces their frequencies: x = D - draw = 400 log10(pF / (1 - pF)),
// y = -D - draw = 400 log10(pS / (1 - pS)), D = (x - y) / 2, draw = -(x + y) / 2.
struct SeatingClosedForm {
  double first_wins, second_wins, draws;  // counts, virtual draws included
  double total() const { return first_wins + second_wins + draws; }
  double x() const { return 400 * std::log10(first_wins / (total() - first_wins)); }
  double y() const { return 400 * std::log10(second_wins / (total() - second_wins)); }
  double d() const { return (x() - y()) / 2; }
  double draw() const { return -(x() + y()) / 2; }
  // var(D) by the delta method, as in SymmetricResultsGiveTheClosedFormMargins.
  double d_variance() const {
    const double k = 400 / kLn10, pf = first_wins / total(), ps = second_wins / total();
    return k * k / (4 * total()) *
           (1 / (pf * (1 - pf)) + 1 / (ps * (1 - ps)) + 2 / ((1 - pf) * (1 - ps)));
  }
};

TEST(SeatRatings, TwoAgentsThatOnlyMetEachOtherGetTheClosedFormOfEachSeating) {
  // Agent 0 holds the first team against agent 1: 8 first-team wins, 1 second-team win,
  // 2 draws, plus prior_draws / 2 = 1 virtual draw: (8, 1, 3) out of 12.
  // Agent 1 holds the first team against agent 0: (13, 4, 8) plus 1 virtual draw: (13, 4, 9).
  // The likelihood depends on F(0) - S(1) and F(1) - S(0) only: two groups {F(0), S(1)} and
  // {F(1), S(0)}, each of mean 0. Both seatings have the same closed-form draw Elo
  //   first:  x = 400 log10(8/4) = 400 log10 2, y = 400 log10(1/11),
  //           D = 200 log10 22 = 268.485, draw = -200 log10(2/11) = 200 log10 5.5 = 148.073;
  //   second: x = 400 log10(13/13) = 0, y = 400 log10(4/22),
  //           D = 200 log10 5.5 = 148.073, draw = 200 log10 5.5,
  // so their joint maximum (sharing draw_elo) is both closed forms at once:
  //   F(0) = -S(1) = 100 log10 22 = 134.242,  F(1) = -S(0) = 100 log10 5.5 = 74.036,
  //   advantage = (268.485 + 148.073) / 2 = 100 log10 121 = 208.279 (two groups of two seats).
  std::vector<RatedGame> games;
  add_games(games, 8, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 1, 0, 1, SideResult::kSecondTeamWins);
  add_games(games, 2, 0, 1, SideResult::kDraw);
  add_games(games, 13, 1, 0, SideResult::kFirstTeamWins);
  add_games(games, 4, 1, 0, SideResult::kSecondTeamWins);
  add_games(games, 8, 1, 0, SideResult::kDraw);
  const SeatRatings r = fit_seat_ratings(2, games, kTinySidePrior);
  ASSERT_EQ(r.agents.size(), 2u);
  EXPECT_TRUE(r.converged);
  EXPECT_NEAR(r.agents[0].as_first_team.elo, 100 * std::log10(22.0), 1e-6);
  EXPECT_NEAR(r.agents[0].as_first_team.elo, 134.242268082, 1e-6);
  EXPECT_NEAR(r.agents[1].as_second_team.elo, -100 * std::log10(22.0), 1e-6);
  EXPECT_NEAR(r.agents[1].as_first_team.elo, 100 * std::log10(5.5), 1e-6);
  EXPECT_NEAR(r.agents[0].as_second_team.elo, -100 * std::log10(5.5), 1e-6);
  EXPECT_NEAR(r.draw_elo, 200 * std::log10(5.5), 1e-6);
  EXPECT_NEAR(r.first_team_advantage, 100 * std::log10(121.0), 1e-6);
  EXPECT_NEAR(r.first_team_advantage, 208.278537032, 1e-6);
  // The fitted model reproduces the frequencies of each seating.
  const OutcomeProbabilities first =
      predict(r, r.agents[0].as_first_team.elo, r.agents[1].as_second_team.elo);
  EXPECT_NEAR(first.first_team_wins, 8.0 / 12, 1e-9);
  EXPECT_NEAR(first.second_team_wins, 1.0 / 12, 1e-9);
  EXPECT_NEAR(first.draw, 3.0 / 12, 1e-9);
  const OutcomeProbabilities second =
      predict(r, r.agents[1].as_first_team.elo, r.agents[0].as_second_team.elo);
  EXPECT_NEAR(second.first_team_wins, 13.0 / 26, 1e-9);
  EXPECT_NEAR(second.second_team_wins, 4.0 / 26, 1e-9);
  EXPECT_NEAR(second.draw, 9.0 / 26, 1e-9);
}

TEST(SeatRatings, ASelfPlayOnlyRecordRatesBothSeatsOfTheAgentWithTheClosedFormMargins) {
  // One agent against itself: (8, 1, 2) plus 1 virtual draw = (8, 1, 3), one group {F(0), S(0)}:
  //   D = F(0) - S(0) = 200 log10 22 = 268.485, so F(0) = -S(0) = 134.242, advantage = D.
  // The draw Elo is only informed by these games: saturated, so var(D) is the closed form
  //   k^2 / (4 N) [1 / (pF (1 - pF)) + 1 / (pS (1 - pS)) + 2 / ((1 - pF) (1 - pS))]
  // with N = 12, pF = 8/12, pS = 1/12, k = 400 / ln 10: 30177.87 / 48 * (4.5 + 13.0909 + 6.5455)
  // = 15174.67 -> margin of D 1.959964 * 123.1855 = 241.439; F(0) = D / 2 on the anchored space,
  // so its margin is half that.
  std::vector<RatedGame> games;
  add_games(games, 8, 0, 0, SideResult::kFirstTeamWins);
  add_games(games, 1, 0, 0, SideResult::kSecondTeamWins);
  add_games(games, 2, 0, 0, SideResult::kDraw);
  const SeatRatings r = fit_seat_ratings(1, games, kTinySidePrior);
  const SeatingClosedForm expected{8, 1, 3};
  EXPECT_TRUE(r.converged);
  EXPECT_NEAR(r.agents[0].as_first_team.elo, 100 * std::log10(22.0), 1e-6);
  EXPECT_NEAR(r.agents[0].as_second_team.elo, -100 * std::log10(22.0), 1e-6);
  EXPECT_NEAR(r.first_team_advantage, expected.d(), 1e-6);
  EXPECT_NEAR(r.draw_elo, expected.draw(), 1e-6);
  EXPECT_NEAR(r.first_team_advantage_margin95, kZ95 * std::sqrt(expected.d_variance()), 1e-6);
  EXPECT_NEAR(r.first_team_advantage_margin95, 241.439150897, 1e-6);
  EXPECT_NEAR(r.agents[0].as_first_team.margin95, r.first_team_advantage_margin95 / 2, 1e-6);
  EXPECT_NEAR(r.agents[0].as_second_team.margin95, r.first_team_advantage_margin95 / 2, 1e-6);
  // The one-rating model learns nothing about the agent from the same games.
  EXPECT_EQ(fit_ratings(1, games).agents[0].margin95, kInfinity);
}

// The seat log posterior written out independently of the library: real games, 1 virtual draw
// for each (first agent, second agent) pair that met, self-play included (prior_draws = 2), 1
// virtual game of each outcome at D = 0. A cooperative first team = the mean of the partners'
// first-team ratings.
double independent_seat_log_posterior(const std::vector<RatedGame>& games,
                                      const std::vector<double>& as_first,
                                      const std::vector<double>& as_second, double draw) {
  auto f = [](double d) { return 1 / (1 + std::pow(10.0, -d / 400)); };
  auto log_p = [&](double d, SideResult result) {
    const double win = f(d - draw), loss = f(-d - draw);
    if (result == SideResult::kFirstTeamWins) return std::log(win);
    if (result == SideResult::kSecondTeamWins) return std::log(loss);
    return std::log(1 - win - loss);
  };
  const int n = int(as_first.size());
  std::vector<std::vector<bool>> met(n, std::vector<bool>(n, false));
  double sum = 0;
  for (const RatedGame& g : games) {
    const double a = g.first_partner < 0 ? as_first[g.first]
                                         : (as_first[g.first] + as_first[g.first_partner]) / 2;
    sum += log_p(a - as_second[g.second], g.result);
    met[g.first][g.second] = true;
    if (g.first_partner >= 0) met[g.first_partner][g.second] = true;
  }
  for (int a = 0; a < n; ++a)
    for (int e = 0; e < n; ++e)
      if (met[a][e]) sum += log_p(as_first[a] - as_second[e], SideResult::kDraw);
  for (SideResult result :
       {SideResult::kFirstTeamWins, SideResult::kSecondTeamWins, SideResult::kDraw})
    sum += log_p(0, result);
  return sum;
}

// Three agents: ordinary games, self-play of agent 2, and cooperative games (agents 0 and 2
// partners in the first team).
std::vector<RatedGame> mixed_three_agent_record() {
  std::vector<RatedGame> games;
  add_games(games, 7, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 2, 0, 1, SideResult::kDraw);
  add_games(games, 4, 1, 0, SideResult::kFirstTeamWins);
  add_games(games, 3, 1, 0, SideResult::kSecondTeamWins);
  add_games(games, 5, 1, 2, SideResult::kFirstTeamWins);
  add_games(games, 1, 2, 1, SideResult::kSecondTeamWins);
  add_games(games, 2, 2, 1, SideResult::kDraw);
  add_games(games, 6, 2, 2, SideResult::kFirstTeamWins);
  add_games(games, 1, 2, 2, SideResult::kSecondTeamWins);
  add_cooperative_games(games, 3, 0, 2, 1, SideResult::kFirstTeamWins);
  add_cooperative_games(games, 1, 2, 0, 1, SideResult::kSecondTeamWins);
  return games;
}

TEST(SeatRatings, TheEstimateIsTheMaximumOfAnIndependentlyWrittenLogPosterior) {
  const std::vector<RatedGame> games = mixed_three_agent_record();
  const SeatRatings r = fit_seat_ratings(3, games);
  ASSERT_TRUE(r.converged);
  // Parameters F(0..2), S(0..2), draw_elo.
  std::vector<double> theta;
  for (const SeatRating& agent : r.agents) theta.push_back(agent.as_first_team.elo);
  for (const SeatRating& agent : r.agents) theta.push_back(agent.as_second_team.elo);
  theta.push_back(r.draw_elo);
  auto value = [&](const std::vector<double>& t) {
    return independent_seat_log_posterior(games, {t[0], t[1], t[2]}, {t[3], t[4], t[5]}, t[6]);
  };
  // Central differences: the gradient vanishes, and every axis is a maximum.
  const double h = 1e-3, v0 = value(theta);
  for (int i = 0; i < 7; ++i) {
    std::vector<double> up = theta, down = theta;
    up[i] += h;
    down[i] -= h;
    EXPECT_NEAR((value(up) - value(down)) / (2 * h), 0, 1e-7) << "parameter " << i;
    up[i] += 9 * h;  // 1e-2 Elo away
    EXPECT_LT(value(up), v0) << "parameter " << i;
  }
  // Every seat was held and all are connected: one group, of mean 0.
  double sum = 0;
  for (int i = 0; i < 6; ++i) sum += theta[i];
  EXPECT_NEAR(sum, 0, 1e-9);
  for (const SeatRating& agent : r.agents) {
    EXPECT_TRUE(std::isfinite(agent.as_first_team.margin95));
    EXPECT_GT(agent.as_first_team.margin95, 0);
    EXPECT_TRUE(std::isfinite(agent.as_second_team.margin95));
    EXPECT_GT(agent.as_second_team.margin95, 0);
  }
  // One group: the advantage is mean F - mean S.
  EXPECT_NEAR(r.first_team_advantage,
              (theta[0] + theta[1] + theta[2]) / 3 - (theta[3] + theta[4] + theta[5]) / 3, 1e-9);
  // Not the starting point: the seats differ.
  EXPECT_GT(std::abs(theta[0] - theta[1]), 10);
}

// Round robin of 3 agents without self-play, 10 games per seating, in which the second team
// wins second_wins[first][second] games and the first team the others.
std::vector<RatedGame> round_robin(const int second_wins[3][3]) {
  std::vector<RatedGame> games;
  for (int a = 0; a < 3; ++a) {
    for (int e = 0; e < 3; ++e) {
      if (a == e) continue;
      add_games(games, second_wins[a][e], a, e, SideResult::kSecondTeamWins);
      add_games(games, 10 - second_wins[a][e], a, e, SideResult::kFirstTeamWins);
    }
  }
  return games;
}

TEST(SeatRatings, WinningMoreOftenAsTheSecondTeamRaisesTheSecondTeamRating) {
  // As the first team every agent wins 16 of its 20 games (rows: 1 + 3, 1 + 3 and 2 + 2
  // second-team wins conceded), but as the second team agent 2 wins 3 + 3 = 6 games, agents
  // 0 and 1 only 1 + 2 = 3 (columns). Agents 0 and 1 are interchangeable.
  const int wins[3][3] = {{0, 1, 3}, {1, 0, 3}, {2, 2, 0}};
  const SeatRatings r = fit_seat_ratings(3, round_robin(wins));
  ASSERT_TRUE(r.converged);
  const SeatRating &a = r.agents[0], &b = r.agents[1], &c = r.agents[2];
  EXPECT_GT(c.as_second_team.elo, a.as_second_team.elo + 50);
  EXPECT_NEAR(a.as_second_team.elo, b.as_second_team.elo, 1e-6);
  EXPECT_NEAR(a.as_first_team.elo, b.as_first_team.elo, 1e-6);
  // Equal first-team records, but agent 2 met the weaker second teams: its first-team rating is
  // the lower.
  EXPECT_LT(c.as_first_team.elo, a.as_first_team.elo);
}

TEST(SeatRatings, WinningMoreOftenAsTheFirstTeamRaisesTheFirstTeamRating) {
  // The record the other way round: as the second team every agent wins 2 of its 20 games
  // (columns: 2 + 0, 2 + 0 and 1 + 1), but as the first team agent 2 wins all its 20 games, agents
  // 0 and 1 only 17 (rows: 2 + 1 second-team wins conceded). Agents 0 and 1 are
  // interchangeable.
  const int wins[3][3] = {{0, 2, 1}, {2, 0, 1}, {0, 0, 0}};
  const SeatRatings r = fit_seat_ratings(3, round_robin(wins));
  ASSERT_TRUE(r.converged);
  const SeatRating &a = r.agents[0], &b = r.agents[1], &c = r.agents[2];
  EXPECT_GT(c.as_first_team.elo, a.as_first_team.elo + 50);
  EXPECT_NEAR(a.as_first_team.elo, b.as_first_team.elo, 1e-6);
  EXPECT_NEAR(a.as_second_team.elo, b.as_second_team.elo, 1e-6);
}

TEST(SeatRatings, TheFirstTeamWinningEveryGameGivesFiniteRatingsAndALargeAdvantage) {
  // Round robin of 3 agents with self-play, 20 games per seating, all won by the first team.
  std::vector<RatedGame> games;
  for (int a = 0; a < 3; ++a)
    for (int e = 0; e < 3; ++e) add_games(games, 20, a, e, SideResult::kFirstTeamWins);
  const SeatRatings r = fit_seat_ratings(3, games);
  EXPECT_TRUE(r.converged);
  for (const SeatRating& agent : r.agents) {
    // By symmetry all first-team ratings are equal, all second-team ratings too: +-advantage / 2.
    EXPECT_NEAR(agent.as_first_team.elo, r.first_team_advantage / 2, 1e-6);
    EXPECT_NEAR(agent.as_second_team.elo, -r.first_team_advantage / 2, 1e-6);
    EXPECT_TRUE(std::isfinite(agent.as_first_team.margin95));
    EXPECT_TRUE(std::isfinite(agent.as_second_team.margin95));
  }
  EXPECT_TRUE(std::isfinite(r.first_team_advantage));
  EXPECT_GT(r.first_team_advantage, 400);
  EXPECT_TRUE(std::isfinite(r.first_team_advantage_margin95));
  EXPECT_TRUE(std::isfinite(r.draw_elo));
  EXPECT_GT(r.draw_elo, 0);
  EXPECT_TRUE(std::isfinite(r.draw_elo_margin95));
  EXPECT_GT(
      predict(r, r.agents[0].as_first_team.elo, r.agents[1].as_second_team.elo).first_team_wins,
      0.9);
}

TEST(SeatRatings, ASeatNeverHeldIsUnratedWithAnInfiniteMargin) {
  // Agent 0 only ever holds the first team, against agent 1; agent 2 never plays.
  std::vector<RatedGame> games;
  add_games(games, 6, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 2, 0, 1, SideResult::kSecondTeamWins);
  const SeatRatings r = fit_seat_ratings(3, games);
  for (const AgentRating* unrated : {&r.agents[0].as_second_team, &r.agents[1].as_first_team,
                                     &r.agents[2].as_first_team, &r.agents[2].as_second_team}) {
    EXPECT_EQ(unrated->elo, 0);
    EXPECT_EQ(unrated->margin95, kInfinity);
  }
  EXPECT_GT(r.agents[0].as_first_team.elo, 0);
  EXPECT_NEAR(r.agents[0].as_first_team.elo + r.agents[1].as_second_team.elo, 0, 1e-9);
  EXPECT_TRUE(std::isfinite(r.agents[0].as_first_team.margin95));
  EXPECT_TRUE(std::isfinite(r.agents[1].as_second_team.margin95));
  // The only group {F(0), S(1)}: the advantage is F(0) - S(1).
  EXPECT_NEAR(r.first_team_advantage,
              r.agents[0].as_first_team.elo - r.agents[1].as_second_team.elo, 1e-9);
  EXPECT_NEAR(r.first_team_advantage_margin95, 2 * r.agents[0].as_first_team.margin95, 1e-9);
}

TEST(SeatRatings, DisconnectedGroupsAreEachAnchoredAndWeighTheAdvantageByTheirSeats) {
  // Agents 0 and 2 hold the first team against agent 1, agent 1 against agent 0: two groups,
  // {F(0), F(2), S(1)} and {F(1), S(0)}, each of mean 0. The advantage is the mean of the
  // groups' mean F - mean S, weighted 3 : 2.
  std::vector<RatedGame> games;
  add_games(games, 9, 0, 1, SideResult::kFirstTeamWins);
  add_games(games, 3, 0, 1, SideResult::kDraw);
  add_games(games, 5, 2, 1, SideResult::kFirstTeamWins);
  add_games(games, 5, 2, 1, SideResult::kSecondTeamWins);
  add_games(games, 4, 1, 0, SideResult::kFirstTeamWins);
  add_games(games, 6, 1, 0, SideResult::kSecondTeamWins);
  const SeatRatings r = fit_seat_ratings(3, games);
  ASSERT_TRUE(r.converged);
  const double f0 = r.agents[0].as_first_team.elo, f1 = r.agents[1].as_first_team.elo,
               f2 = r.agents[2].as_first_team.elo, s0 = r.agents[0].as_second_team.elo,
               s1 = r.agents[1].as_second_team.elo;
  EXPECT_NEAR(f0 + f2 + s1, 0, 1e-9);
  EXPECT_NEAR(f1 + s0, 0, 1e-9);
  EXPECT_GT(f0, f2);  // the same second team, beaten more often by agent 0
  EXPECT_EQ(r.agents[2].as_second_team.margin95, kInfinity);
  EXPECT_NEAR(r.first_team_advantage, (3 * ((f0 + f2) / 2 - s1) + 2 * (f1 - s0)) / 5, 1e-9);
  EXPECT_TRUE(std::isfinite(r.first_team_advantage_margin95));
  EXPECT_GT(r.first_team_advantage_margin95, 0);
}

TEST(SeatRatings, NoGamesLeaveEverySeatUnratedAndTheAdvantageUnknown) {
  const SeatRatings none = fit_seat_ratings(0, {});
  EXPECT_TRUE(none.agents.empty());
  // The side prior alone: 1 game of each outcome at D = 0 -> draw = -400 log10(1/2) = 120.41.
  EXPECT_NEAR(none.draw_elo, 400 * std::log10(2.0), 1e-6);
  EXPECT_EQ(none.first_team_advantage, 0);
  EXPECT_EQ(none.first_team_advantage_margin95, kInfinity);

  const SeatRatings idle = fit_seat_ratings(2, {});
  ASSERT_EQ(idle.agents.size(), 2u);
  for (const SeatRating& agent : idle.agents) {
    EXPECT_EQ(agent.as_first_team.margin95, kInfinity);
    EXPECT_EQ(agent.as_second_team.margin95, kInfinity);
  }
}

TEST(SeatRatings, ACooperativeGameCountsHalfForEachPartner) {
  // Partners 0 and 1 against agent 2: (8, 1, 2), plus 1 virtual draw for each partner
  // against S(2), both at D = F(0) - S(2) = F(1) - S(2) by symmetry, and that is also the D of
  // the cooperative games, (F(0) + F(1)) / 2 - S(2). One saturated seating (8, 1, 4):
  //   D = 200 log10((8/5) / (1/12)) = 200 log10 19.2 = 256.660.
  // The group {F(0), F(1), S(2)} has mean 0: F(0) = F(1) = D / 3, S(2) = -2 D / 3, and the
  // advantage is mean F - mean S = D. (Were each partner to count fully, D = F(0) + F(1) - S(2)
  // would not be the D of the virtual draws, and no closed form would hold.)
  std::vector<RatedGame> games;
  add_cooperative_games(games, 8, 0, 1, 2, SideResult::kFirstTeamWins);
  add_cooperative_games(games, 1, 1, 0, 2, SideResult::kSecondTeamWins);
  add_cooperative_games(games, 2, 0, 1, 2, SideResult::kDraw);
  const SeatRatings r = fit_seat_ratings(3, games, kTinySidePrior);
  const double d = 200 * std::log10(19.2);
  EXPECT_TRUE(r.converged);
  EXPECT_NEAR(r.agents[0].as_first_team.elo, d / 3, 1e-6);
  EXPECT_NEAR(r.agents[1].as_first_team.elo, d / 3, 1e-6);
  EXPECT_NEAR(r.agents[2].as_second_team.elo, -2 * d / 3, 1e-6);
  EXPECT_NEAR(r.first_team_advantage, d, 1e-6);
  EXPECT_NEAR(r.agents[0].as_first_team.margin95, r.agents[1].as_first_team.margin95, 1e-9);
  EXPECT_EQ(r.agents[2].as_first_team.margin95, kInfinity);

  // Both groups held by one agent: an ordinary game.
  std::vector<RatedGame> ordinary, cooperative;
  add_games(ordinary, 5, 0, 1, SideResult::kFirstTeamWins);
  add_games(ordinary, 3, 1, 0, SideResult::kDraw);
  cooperative = ordinary;
  for (RatedGame& g : cooperative) g.first_partner = g.first;
  const SeatRatings x = fit_seat_ratings(2, ordinary), y = fit_seat_ratings(2, cooperative);
  EXPECT_DOUBLE_EQ(x.agents[0].as_first_team.elo, y.agents[0].as_first_team.elo);
  EXPECT_DOUBLE_EQ(x.first_team_advantage, y.first_team_advantage);
}

TEST(SeatRatings, RelabellingTheAgentsPermutesTheirSeatRatings) {
  const std::vector<RatedGame> games = mixed_three_agent_record();
  const int renamed[3] = {2, 0, 1};
  std::vector<RatedGame> relabelled = games;
  for (RatedGame& g : relabelled) {
    g.first = renamed[g.first];
    g.second = renamed[g.second];
    if (g.first_partner >= 0) g.first_partner = renamed[g.first_partner];
  }
  const SeatRatings r = fit_seat_ratings(3, games), s = fit_seat_ratings(3, relabelled);
  for (int i = 0; i < 3; ++i) {
    const SeatRating &before = r.agents[i], &after = s.agents[renamed[i]];
    EXPECT_NEAR(after.as_first_team.elo, before.as_first_team.elo, 1e-6) << "agent " << i;
    EXPECT_NEAR(after.as_second_team.elo, before.as_second_team.elo, 1e-6) << "agent " << i;
    EXPECT_NEAR(after.as_first_team.margin95, before.as_first_team.margin95, 1e-6) << "agent " << i;
    EXPECT_NEAR(after.as_second_team.margin95, before.as_second_team.margin95, 1e-6)
        << "agent " << i;
  }
  EXPECT_NEAR(s.first_team_advantage, r.first_team_advantage, 1e-6);
  EXPECT_NEAR(s.first_team_advantage_margin95, r.first_team_advantage_margin95, 1e-6);
  EXPECT_NEAR(s.draw_elo, r.draw_elo, 1e-6);
}

TEST(SeatRatings, PredictionsFollowTheModelAndSumToOne) {
  // D = 150 - (-50) = 200, draw 100: f(100), f(-300) and the rest.
  SeatRatings r;
  r.draw_elo = 100;
  r.first_team_advantage = 1000;  // not part of a prediction from seat ratings
  const OutcomeProbabilities p = predict(r, 150, -50);
  auto f = [](double d) { return 1 / (1 + std::pow(10.0, -d / 400)); };
  EXPECT_NEAR(p.first_team_wins, f(100), 1e-12);
  EXPECT_NEAR(p.second_team_wins, f(-300), 1e-12);
  EXPECT_NEAR(p.first_team_wins + p.second_team_wins + p.draw, 1, 1e-15);
}

TEST(SeatRatings, InvalidInputIsRejected) {
  EXPECT_THROW(fit_seat_ratings(-1, {}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {{0, 2, SideResult::kFirstTeamWins}}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {{-1, 1, SideResult::kFirstTeamWins}}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {{0, 1, SideResult::kFirstTeamWins, 5}}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {}, {.prior_draws = -1}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {}, {.side_prior_per_outcome = 0}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {}, {.max_iterations = 0}), std::invalid_argument);
  EXPECT_THROW(fit_seat_ratings(2, {}, {.tolerance = 0}), std::invalid_argument);
}

}  // namespace
}  // namespace minnaar::tournament
