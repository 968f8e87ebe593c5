// The arithmetic of SPSA (simultaneous perturbation stochastic
// approximation) as fishtest runs it, in pure functions: the gains of
// iteration k, the perturbation, the values played and the update.
//
//   SpsaSchedule s{.iterations = 1000, .A = 100};
//   SpsaParameter p{"sovereign", 150, 0, 1000, 20, 0.002, true};
//   double plus = played(p, theta + c_k(p, s, k) * delta);   // θ+ as an agent plays it
//   theta = updated(p, s, k, theta, delta, signal);
//
// Each parameter's gains c_k and a_k follow fishtest's schedules from its
// final perturbation c_end and final learning rate r_end (c_N = c_end,
// a_N / c_N^2 = r_end); θ stays real and within [min, max], a whole
// parameter is rounded only when played. The formulas:
// docs/tuning.md#the-arithmetic.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/random.h"

namespace minnaar::tournament {

struct SpsaSchedule {
  int iterations = 1;    // N
  double A = 0;          // the stability constant (fishtest: 0.1·N)
  double alpha = 0.602;  // decay of the learning rate
  double gamma = 0.101;  // decay of the perturbation
};

struct SpsaParameter {
  std::string name;
  double start = 0, min = 0, max = 0;
  double c_end = 0, r_end = 0;
  bool whole = true;  // played rounded to a whole number
};

// The perturbation's size at iteration k (1-based).
inline double c_k(const SpsaParameter& p, const SpsaSchedule& s, int k) {
  return p.c_end * std::pow(double(s.iterations), s.gamma) / std::pow(double(k), s.gamma);
}

// The step's gain at iteration k (1-based).
inline double a_k(const SpsaParameter& p, const SpsaSchedule& s, int k) {
  const double a = p.r_end * p.c_end * p.c_end * std::pow(s.A + s.iterations, s.alpha);
  return a / std::pow(s.A + k, s.alpha);
}

inline double clamped(const SpsaParameter& p, double value) {
  return std::clamp(value, p.min, p.max);
}

// The value an agent is given for `value`: clamped, and rounded (half away
// from zero) when the parameter is whole.
inline double played(const SpsaParameter& p, double value) {
  const double v = clamped(p, value);
  return p.whole ? std::round(v) : v;
}

// θ after iteration k, whose perturbation was `delta` (±1) and whose
// signal was `signal`.
inline double updated(const SpsaParameter& p, const SpsaSchedule& s, int k, double theta, int delta,
                      double signal) {
  return clamped(p, theta + a_k(p, s, k) / c_k(p, s, k) * signal * delta);
}

// The stream of the perturbations' signs: "spsa".
inline constexpr std::uint64_t kSpsaSeedStream = 0x7370'7361'0000'0000ull;

// Iteration k's signs, one per parameter, drawn from the tune's seed alone.
inline std::vector<int> perturbation(std::uint64_t seed, int k, std::size_t parameters) {
  SplitMix64 rng(derive_seed(seed, kSpsaSeedStream, std::uint64_t(k)));
  std::vector<int> delta(parameters);
  for (int& d : delta) d = (rng.next() >> 63) ? 1 : -1;
  return delta;
}

}  // namespace minnaar::tournament
