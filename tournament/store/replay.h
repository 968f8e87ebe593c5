// Checks a stored game against the engine: its moves, played from its start
// position, must be legal and reach its stored final position, result,
// termination, length and every seat's return and margin, in its stored
// rule set. A game whose every margin is its seat's return passes as one
// stored before margins were (a database migrated from schema 6 or older).
// A game ended on the players' scores (adjudication.h) is replayed with
// its stored per-move scores under the tournament's `adjudication` rules:
// the ruling must fall at its last ply, with its result, returns and
// margins, and at no ply before.
//
//   if (auto problem = replay_problem(game)) report(game.slot, *problem);
#pragma once

#include <optional>
#include <string>

#include "tournament/play/adjudication.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

// Why the game does not replay, or nothing when it does.
std::optional<std::string> replay_problem(const StoredGame& game,
                                          const AdjudicationRules& adjudication = {});

}  // namespace minnaar::tournament
