#include "tournament/stats/sprt_stop.h"

namespace minnaar::tournament {

std::string_view sprt_score_name(SprtScore s) {
  return s == SprtScore::kResult ? "result" : "margin";
}

}  // namespace minnaar::tournament
