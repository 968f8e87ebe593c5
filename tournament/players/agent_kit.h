// What a rule set offers its computer players beyond the game interface,
// registered by name from the rule set's own folder of tournament/:
//
//   MINNAAR_REGISTER_AGENT_KIT("minnaar", minnaar_kit());
//
// - an evaluation and its weights (agent parameters): greedy and alphabeta
//   play a game only if it has one; mcts uses it for cut playouts;
// - searches over the rule set's own fast types, by agent type, replacing
//   the generic players over the interface where they pay.
// A game without a kit is still played by random, mcts and human.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tournament/players/agent_spec.h"
#include "tournament/players/evaluation.h"

namespace minnaar::tournament {

// One strength preset (`alphabeta:level=N`) as a shipped tournament rated
// it, in Elo with its 95% interval.
struct LevelRating {
  int level;
  double elo, interval;
};

using AgentBuilder =
    std::function<std::unique_ptr<Agent>(const game::Game&, const Params&, std::uint64_t seed)>;

struct AgentKit {
  std::vector<ParamSpec> weights;  // the evaluation's parameters
  // The evaluation under a type's parameters (the weights among them).
  std::function<std::shared_ptr<const Evaluation>(const Params&)> evaluation;
  // Agents over the rule set's own types, by type name ("alphabeta", ...).
  std::map<std::string, AgentBuilder> fast;
  // Where the teams have their own default weights: each team's, by team
  // name (weight_table.h, TeamDefaults); empty when one table serves all.
  std::map<std::string, std::map<std::string, double>> team_weights;
  // The levels' measured ratings and what measured them (a config and the
  // seat), for `minnaar agents`; empty where none was measured.
  std::vector<LevelRating> levels;
  std::string levels_measured_by;
};

// Registers a kit for the game called `game_name`; returns true.
bool register_agent_kit(const std::string& game_name, AgentKit kit);
// The kit of a game, or null.
const AgentKit* agent_kit(const std::string& game_name);

#define MINNAAR_AGENT_KIT_CONCAT_INNER(a, b) a##b
#define MINNAAR_AGENT_KIT_CONCAT(a, b) MINNAAR_AGENT_KIT_CONCAT_INNER(a, b)
#define MINNAAR_REGISTER_AGENT_KIT(game_name, kit)                                            \
  [[maybe_unused]] static const bool MINNAAR_AGENT_KIT_CONCAT(minnaar_agent_kit_, __LINE__) = \
      ::minnaar::tournament::register_agent_kit(game_name, kit)

}  // namespace minnaar::tournament
