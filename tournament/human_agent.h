// A person plays a seat at the terminal (the rules' "Online Solo" mode when
// the person holds the Alliance): the board is drawn with the side to move,
// the legal moves are listed and a move is typed in SPEC notation.
#pragma once

#include <iosfwd>
#include <memory>

#include "tournament/agent.h"
#include "tournament/agent_spec.h"

namespace minnaar::tournament {

std::unique_ptr<Agent> make_human_agent(const Params& params, std::uint64_t seed);

// The same, reading from `in` and writing to `out` (for tests).
std::unique_ptr<Agent> make_human_agent(std::istream& in, std::ostream& out);

}  // namespace minnaar::tournament
