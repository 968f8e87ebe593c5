// The one interface every player implements: computer agents and the human
// at a terminal, for each rule set's position type. An agent sees only the
// engine's public API.
//
//   auto agent = make_agent("alphabeta:depth=4", /*seed=*/1);   // agent_spec.h
//   Move m = (*agent)->choose_move(position);
#pragma once

#include <cstdint>
#include <string>

#include "engine/playtest/position.h"
#include "engine/minnaar/position.h"
#include "engine/minnaar/types.h"

namespace minnaar::tournament {

template <class AnyPosition>
class BasicAgent {
 public:
  virtual ~BasicAgent() = default;

  // A legal move for the side to move of an ongoing position that has a
  // move other than a pass (the game runner plays forced passes itself).
  // Given the same seed and a node, depth or iteration budget, the choice is
  // the same on every machine.
  virtual Move choose_move(const AnyPosition& pos) = 0;

  // The specification that rebuilds this agent, e.g. "greedy:mobility=2".
  virtual std::string spec() const = 0;

  // Positions searched for the last choice (0 for agents that do not search).
  virtual std::uint64_t last_nodes() const { return 0; }
};

// A player of the current edition, and of the Play-Test Edition.
using Agent = BasicAgent<Position>;
using PlaytestAgent = BasicAgent<playtest::Position>;

}  // namespace minnaar::tournament
