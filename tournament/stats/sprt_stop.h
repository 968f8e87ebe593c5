// A tournament's SPRT stop rule: the bounds of the test and what it tests,
// for a pair of agents or a panel's two candidates.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace minnaar::tournament {

// What an SPRT tests: each game pair's result (the pentanomial), or the
// mean of the tested agent's margins over the pair's two games
// (game::State::margins; normalized bounds, which are scale-free).
enum class SprtScore { kResult, kMargin };

struct SprtStop {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  SprtScore score = SprtScore::kResult;
  // format: panel: the two candidates compared, A then B in the agents'
  // order, as the team the panel does not hold. A pair is their game i
  // against one panel member (same opening, same seed), scoring
  // s_A + (1 - s_B) for A (pairing_results). Empty in pairs mode, where
  // the two agents play each other with the seats swapped.
  std::vector<std::string> panel_candidates{};
};

// "result" or "margin", as configs and reports write it.
std::string_view sprt_score_name(SprtScore s);

}  // namespace minnaar::tournament
