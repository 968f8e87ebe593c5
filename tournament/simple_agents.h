// The two agents without search: random and greedy.
#pragma once

#include <memory>

#include "engine/random.h"
#include "tournament/agent.h"
#include "tournament/agent_spec.h"

namespace minnaar::tournament {

// Uniform over the legal moves; with capture_bias (per mille) it takes a
// capture, when there is one, that often.
std::unique_ptr<Agent> make_random_agent(const Params& params, std::uint64_t seed);

// One ply: the move after which the evaluation is best for the mover (a
// win found at once is taken); ties broken by the seeded generator.
std::unique_ptr<Agent> make_greedy_agent(const Params& params, std::uint64_t seed);

std::unique_ptr<PlaytestAgent> make_playtest_random_agent(const Params& params, std::uint64_t seed);
std::unique_ptr<PlaytestAgent> make_playtest_greedy_agent(const Params& params, std::uint64_t seed);

}  // namespace minnaar::tournament
