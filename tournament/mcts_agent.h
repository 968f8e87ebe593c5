// Monte Carlo tree search with UCB1 (UCT): each iteration walks down the
// tree by UCB1, adds one new node, plays the game out (random or greedy
// moves) and credits the result (win 1, undecided 1/2, loss 0) to the side
// that made each move on the way. Budget: iterations or time.
#pragma once

#include <memory>

#include "tournament/agent.h"
#include "tournament/agent_spec.h"

namespace minnaar::tournament {

std::unique_ptr<Agent> make_mcts_agent(const Params& params, std::uint64_t seed);
std::unique_ptr<PlaytestAgent> make_playtest_mcts_agent(const Params& params, std::uint64_t seed);

}  // namespace minnaar::tournament
