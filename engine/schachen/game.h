// Schachen (docs/rules/schachen.md) behind the game interface, registered as
// "schachen": seats white and black, each its own team; the start is dealt
// from the seed (docs/rules/schachen.md#set-up) and each seat sees its observation
// (docs/rules/schachen.md#what-a-player-sees). A win returns 1 to the winner and 0 to the loser, a
// stalemate 0.5 to each.
//
// An action is the index of a turn in the state's turns sorted by their
// parts (from, to, promotion, placement). The turns depend only on the
// board, the mover's hand and the mover's pool, all of which the mover
// sees, so an action chosen on a sample means the same turn in the real
// state.
#pragma once

#include "engine/game.h"
#include "engine/schachen/position.h"

namespace minnaar::schachen {

const game::GameInfo& schachen_info();

// The position of a Schachen state, or null when the state is another
// game's (for players that search the engine's own types).
const Position* position_of(const game::State& state);

// The action of a legal turn in a Schachen state (players that search the
// engine's own types choose a Turn and answer with its action).
game::Action action_of(const game::State& state, const Turn& turn);

// The move number at which a game runner adjudicates an ongoing game
// drawn (docs/rules/schachen.md#a-turn): after Black's 200th turn.
inline constexpr std::int64_t kMoveCap = 201;

}  // namespace minnaar::schachen
