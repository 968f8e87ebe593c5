// An agent as a program that embeds the toolkit holds one (the Python
// module, the JavaScript module): known by its spec and seed, asked about
// one state at a time, of whatever game. It builds the agent for the game
// of the first state it is asked about and builds it afresh for a state of
// another rule set or other parameter values. In a hidden-information game
// the agent is shown a sample of what the seat to move sees
// (agent_choice), never the state itself.
//
//   EmbeddedAgent agent("alphabeta:depth=3", /*seed=*/1);
//   auto choice = agent.choose(*state);   // or the refusal, as text
//   choice->move, choice->info.score, choice->pv()
//   agent.choose(*state, {{"nodes", 5000}});   // this choice on its own budget
//
// One choice at a time: callers that share an agent between threads lock.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/players/agent.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/move_info.h"

namespace minnaar::tournament {

// A move an agent chose, in the game's notation, and what it reported about
// it (the seat that moves, and the time the choice took, filled in).
struct AgentChoice {
  std::string move;
  MoveInfo info;

  // The line the agent expects, as move texts.
  std::vector<std::string> pv() const;
};

class EmbeddedAgent {
 public:
  EmbeddedAgent(std::string spec, std::uint64_t seed) : spec_(std::move(spec)), seed_(seed) {}

  const std::string& spec() const { return spec_; }
  std::uint64_t seed() const { return seed_; }

  // Builds the agent for `game` now; the refusal when the spec is no agent
  // of it.
  Expected<bool, std::string> build_for(const game::Game& game);

  // The move chosen for the seat to move of `state`. A forced move (a pass)
  // is returned without asking the agent; a finished game is refused. A
  // budget replaces the spec's for this choice (spec_with_budget): the
  // agent is built afresh when the budget differs from the last choice's,
  // and a budget the agent type does not take is refused.
  Expected<AgentChoice, std::string> choose(const game::State& state,
                                            const ChoiceBudget& budget = {});

 private:
  // Builds the agent of `spec` for `game` unless it is the one built last.
  Expected<bool, std::string> build(const game::Game& game, const std::string& spec);

  std::string spec_;
  std::uint64_t seed_;
  std::unique_ptr<Agent> agent_;
  std::string game_text_;   // what agent_ was built for
  std::string built_spec_;  // and from which spec
  std::uint64_t choices_ = 0;
};

}  // namespace minnaar::tournament
