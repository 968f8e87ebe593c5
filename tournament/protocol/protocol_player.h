// An agent as a player of the player protocol (docs/players.md#the-player-protocol,
// version 1): `minnaar serve SPEC` reads the referee's lines on standard
// input and answers on standard output as a built-in agent, so other tools
// can seat the toolkit's agents and the protocol can be tested end to end;
// the Python module serves Python functions through the same loop.
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

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/players/agent.h"

namespace minnaar::tournament {

// What is served: the name `id name` gives, the rule sets `hello` lists,
// and the agent for one game (its rule set and the seed of `newgame`), or
// why there is none.
struct ServedPlayer {
  std::string name;
  std::string author = "the Minnaar Chess toolkit";
  std::vector<std::string> rules;
  std::function<Expected<std::unique_ptr<Agent>, std::string>(const game::Game&, std::uint64_t)>
      make_agent;
};

// The built-in agent `spec` as a served player: named "minnaar <spec>",
// playing every rule set that takes it (rule_sets_taking), built by
// make_agent(game, spec, seed).
ServedPlayer built_in_player(const std::string& spec);

// Serves `player` until `quit` or the end of input; returns the exit
// status: 0, or 2 after a line longer than the protocol allows. An agent
// that throws ends the loop with its exception.
int serve_player(const ServedPlayer& player, std::istream& in, std::ostream& out,
                 std::ostream& log);

// serve_player(built_in_player(spec)), or 2 (the reason on `log`) when
// `spec` is not an agent any registered rule set can seat
// (agent_spec_problem).
int serve_protocol(const std::string& spec, std::istream& in, std::ostream& out, std::ostream& log);

}  // namespace minnaar::tournament
