#include "tournament/stats/score.h"

#include <algorithm>
#include <cmath>

namespace minnaar::tournament {

double Score::margin95() const {
  if (games < 2) return 1;
  const double m = mean();
  const double variance = std::max(0.0, (sum_of_squares - games * m * m) / (games - 1));
  return 1.96 * std::sqrt(variance / games);
}

}  // namespace minnaar::tournament
