// The one interface every player implements: the toolkit's computer
// agents, a person at the terminal, and (through the referee) programs of
// other people. An agent sees a game only through engine/game.h, and only
// what its seat may see.
//
//   auto agent = make_agent(*game, "alphabeta:depth=4", /*seed=*/1);   // agent_spec.h
//   game::Action m = (*agent)->choose_move(*state);
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include "engine/game.h"
#include "tournament/players/move_info.h"

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

  // What it reported about its last choice (move_info.h): score, depth,
  // nodes, line; empty for agents that do not search. The runner adds the
  // time the choice took.
  virtual MoveInfo last_info() const { return {}; }

  // Whether it thinks on the calling thread (false for another program,
  // whose thinking the runner's thread clock would not see: the runner
  // then does not read that clock, a system call per move).
  virtual bool thinks_here() const { return true; }

  // Told of every move of a game of perfect information (its own, the
  // others' and forced ones) before it is made. Agents that keep their own
  // record of the game (the referee's external players) use it.
  virtual void on_move(const game::State& /*before*/, game::Action /*move*/) {}
};

// Why a player lost a game by failing (docs/players.md#failures): a termination
// ("forfeit-start", "forfeit-time", "forfeit-crash", "forfeit-illegal",
// "forfeit-protocol") and a detail (the line, the exit status, the overrun).
struct PlayerFailure {
  PlayerFailure() = default;
  PlayerFailure(std::string termination_, std::string detail_, std::string errors_ = "")
      : termination(std::move(termination_)),
        detail(std::move(detail_)),
        errors(std::move(errors_)) {}
  std::string termination;
  std::string detail;
  std::string errors;  // the end of its standard error, when it is gone already
};

// Thrown by choose_move() of an agent that failed (an external player);
// the runner ends the game as lost for the seat to move.
class Forfeit : public std::runtime_error {
 public:
  explicit Forfeit(PlayerFailure failure)
      : std::runtime_error(failure.termination + ": " + failure.detail),
        failure_(std::move(failure)) {}
  const PlayerFailure& failure() const { return failure_; }

 private:
  PlayerFailure failure_;
};

}  // namespace minnaar::tournament
