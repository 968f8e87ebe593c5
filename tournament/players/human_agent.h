// A person plays a seat at the terminal (the rules' "Online Solo" mode when
// the person holds the Alliance), in any registered game: what the seat
// may see is shown (as a board where the notation is an 8x8 board), the
// legal moves are listed and a move is typed in the game's notation, a
// mistake explained.
#pragma once

#include <iosfwd>
#include <memory>

#include "tournament/players/agent.h"

namespace minnaar::tournament {

// At the process's terminal (standard input and output).
std::unique_ptr<Agent> make_human_agent();

// The same, reading from `in` and writing to `out` (for tests).
std::unique_ptr<Agent> make_human_agent(std::istream& in, std::ostream& out);

}  // namespace minnaar::tournament
