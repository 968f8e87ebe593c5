// Checks a stored game against the engine: its moves, played from its start
// position, must be legal and reach its stored final position, result,
// termination, length and every seat's return and margin, in its stored
// rule set. A game whose every margin is its seat's return passes as one
// stored before margins were (a database migrated from schema 6 or older).
//
//   if (auto problem = replay_problem(game)) report(game.slot, *problem);
#pragma once

#include <optional>
#include <string>

#include "tournament/game_store.h"

namespace minnaar::tournament {

// Why the game does not replay, or nothing when it does.
std::optional<std::string> replay_problem(const StoredGame& game);

}  // namespace minnaar::tournament
