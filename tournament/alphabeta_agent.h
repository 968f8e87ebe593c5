// Negamax alpha-beta with iterative deepening, a transposition table on the
// Zobrist hash, move ordering (transposition-table move, captures by victim
// and attacker value, killers, history) and quiescence on captures. The
// Alliance and the Establishment alternate strictly (S W N B), so each ply
// flips the point of view. Budgets: depth, nodes, time.
#pragma once

#include <memory>

#include "tournament/agent.h"
#include "tournament/agent_spec.h"

namespace minnaar::tournament {

std::unique_ptr<Agent> make_alphabeta_agent(const Params& params, std::uint64_t seed);
std::unique_ptr<PlaytestAgent> make_playtest_alphabeta_agent(const Params& params,
                                                             std::uint64_t seed);

}  // namespace minnaar::tournament
