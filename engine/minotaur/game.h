// Minotaur Chess (docs/rules/minotaur.md) behind the game interface, registered
// as "minotaur": seats white and black, each its own team; a win returns 1
// to the winner and 0 to the loser, a draw 1/2 to each.
// Margins are the returns.
#pragma once

#include "engine/game.h"
#include "engine/minotaur/position.h"

namespace minnaar::minotaur {

const game::GameInfo& minotaur_info();

// The position of a Minotaur Chess state, or null when the state is
// another game's (for players that search the engine's own types).
const Position* position_of(const game::State& state);

}  // namespace minnaar::minotaur
