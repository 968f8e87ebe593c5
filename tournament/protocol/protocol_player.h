// A built-in agent as a player of the player protocol (docs/players.md#the-player-protocol,
// version 1): `minnaar serve SPEC` reads the referee's lines on standard
// input and answers on standard output, so other tools can seat the
// toolkit's agents and the protocol can be tested end to end.
//
//   > hello 1                          < id name minnaar alphabeta:depth=3
//                                      < rules minnaar playtest-standard ...
//                                      < hellook
//   > newgame rules minnaar seat establishment seed 42
//   > isready                          < ready
//   > position startpos moves a1a2
//   > go nodes 5000                    < bestmove f5d7
//
// The agent is built for each game with the seed of `newgame`, exactly as
// the runner builds a built-in agent (make_agent(game, SPEC, seed)), so a
// served agent plays the moves the same agent plays built in. The spec
// fixes the agent's budget: `go`'s budget is read but not used (answers
// are synchronous; `stop` has nothing to stop). Problems with a line are
// reported on `log` (standard error) and the line is ignored.
#pragma once

#include <iosfwd>
#include <string>

namespace minnaar::tournament {

// Serves until `quit` or the end of input; returns the exit status: 0, or
// 2 when `spec` is not a valid agent of any registered rule set.
// Why `spec` is not an agent any registered rule set can seat (with the
// default rule set's reason, e.g. its unknown parameter), or "" when it is.
std::string serve_spec_problem(const std::string& spec);

int serve_protocol(const std::string& spec, std::istream& in, std::ostream& out, std::ostream& log);

}  // namespace minnaar::tournament
