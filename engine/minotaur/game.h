// Minotaur Chess (SPEC-minotaur.md) behind the game interface, registered
// as "minotaur": seats white and black, each its own team; a win returns 1
// to the winner and 0 to the loser, a draw 1/2 to each.
//
// Margins (game::State::margins()) tell wins apart by what the winner kept
// and draws by the material on the board: a won game gives the winner
// 3/4 + 1/4 * (its pieces on the board) / 16 and the loser the rest; a
// drawn one gives each side 1/2 + (its pieces - the other's) / 64.
#pragma once

#include "engine/game.h"
#include "engine/minotaur/position.h"

namespace minnaar::minotaur {

const game::GameInfo& minotaur_info();

// The position of a Minotaur Chess state, or null when the state is
// another game's (for players that search the engine's own types).
const Position* position_of(const game::State& state);

// Each side's margin (by seat: White, Black) of a finished position, as
// above; the returns for an ongoing one (1/2 each).
std::vector<double> margins_of(const Position& pos);

}  // namespace minnaar::minotaur
