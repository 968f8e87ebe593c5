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

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "engine/game.h"

#include "tournament/play/adjudication.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

// Why the game does not replay, or nothing when it does.
std::optional<std::string> replay_problem(const StoredGame& game,
                                          const AdjudicationRules& adjudication = {});

// Replays the stored game `g` under `game` from its start, calling
// visit(state, ply) on the position before each move (ply from 0) until
// it returns false or the moves run out: what readers of a game's
// positions (the samples export, Texel tuning) walk. Throws
// std::runtime_error naming the game when its start does not parse or a
// move does not replay.
void each_position(const game::Game& game, const StoredGame& g,
                   const std::function<bool(const game::State&, std::size_t ply)>& visit);

}  // namespace minnaar::tournament
