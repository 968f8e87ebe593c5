// The one interface every player implements: the toolkit's computer
// agents, a person at the terminal, and (through the referee) programs of
// other people. An agent sees a game only through engine/game.h, and only
// what its seat may see.
//
//   auto agent = make_agent(*game, "alphabeta:depth=4", /*seed=*/1);   // agent_spec.h
//   game::Action m = (*agent)->choose_move(*state);
#pragma once

#include <cstdint>
#include <string>

#include "engine/game.h"

namespace minnaar::tournament {

class Agent {
 public:
  virtual ~Agent() = default;

  // A legal move for the seat to move of an ongoing state that has a choice
  // (the runner plays forced moves itself). In a hidden-information game the
  // state is a sample consistent with the seat's observation, never the
  // real one. Given the same seed and a node, depth or iteration budget, the
  // choice is the same on every machine.
  virtual game::Action choose_move(const game::State& state) = 0;

  // The specification that rebuilds this agent, e.g. "greedy:mobility=2".
  virtual std::string spec() const = 0;

  // Positions searched for the last choice (0 for agents that do not search).
  virtual std::uint64_t last_nodes() const { return 0; }
};

}  // namespace minnaar::tournament
