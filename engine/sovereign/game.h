// Sovereign Chess (docs/rules/sovereign.md) behind the game interface, registered
// as "sovereign": seats white and black, each its own team; a win returns
// 1 to the winner and 0 to the loser, a draw 0.5 to each.
#pragma once

#include "engine/game.h"
#include "engine/sovereign/position.h"

namespace minnaar::sovereign {

const game::GameInfo& sovereign_info();

// The position of a Sovereign Chess state, or null when the state is
// another game's (for players that search the engine's own types).
const Position* position_of(const game::State& state);

}  // namespace minnaar::sovereign
