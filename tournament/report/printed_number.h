// A number as it prints to a few decimals: one that rounds to zero prints
// as zero, never "-0", "-0.0" or "-0.000" (an Elo of -0.3, a margin of
// -0.0004). The one guard every report's and match's numbers pass through.
//
//   fmt::format("{:+.0f}", printed(-0.3, 0));  // "+0"
#pragma once

#include <cmath>

namespace minnaar::tournament {

// `value`, or +0 when it rounds to zero at `decimals` places.
inline double printed(double value, int decimals) {
  return std::abs(value) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : value;
}

}  // namespace minnaar::tournament
