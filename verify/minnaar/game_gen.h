// RapidCheck generators for the property tests: games played from the start
// position (reachable positions in every phase) and arbitrary valid MFENs.
//
// A game is generated as a list of choices, one per ply, that pick among the
// legal moves under a policy. RapidCheck shrinks the list (shorter, smaller
// choices), so a failing property is reported with a short game; showValue
// prints it as the start MFEN, the moves in the notation of docs/rules/minnaar.md#move-notation and
// the MFEN reached, ready for `minnaar show --moves "..."`.
#pragma once

#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "engine/minnaar/position.h"
#include "engine/minnaar/types.h"

namespace minnaar::current::props {

enum class Policy {
  kUniform,        // any legal move
  kCaptureBias,    // a capture three times in four when there is one: every phase occurs
  kAvoidCaptures,  // a quiet move whenever there is one: the 80-turn rule fires
};

struct GamePath {
  Policy policy = Policy::kUniform;
  std::vector<Move> moves;  // played from the start position
  Position final = Position::start();
};

// Plays from the start position, ply i choosing with choices[i]. With
// to_the_end the game goes on after the choices run out (with choices from a
// fixed sequence) until it is over.
GamePath play_path(const std::vector<std::uint32_t>& choices, Policy policy, bool to_the_end);

// Games from the start position: a prefix of up to max_plies plies, or
// (to_the_end) whole games.
rc::Gen<GamePath> game_paths(Policy policy, bool to_the_end, int max_plies = 400);
// Any of the three policies.
rc::Gen<GamePath> any_game_paths(bool to_the_end, int max_plies = 400);

// Canonical MFENs of arbitrary valid positions: any placement within the
// start position's piece counts, any side, any tally and passes allowed by
// docs/rules/minnaar.md#mfen. Many are finished or unreachable; all are valid.
rc::Gen<std::string> valid_mfens();

void showValue(const GamePath& path, std::ostream& os);

}  // namespace minnaar::current::props
