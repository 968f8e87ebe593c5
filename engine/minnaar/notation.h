// Moves of the current edition in the notation of docs/rules/minnaar.md#move-notation, checked
// against a position, and sequences of moves played from one; the notation itself is
// engine/board8/notation.h's.
#pragma once

#include <string>
#include <string_view>

#include "engine/board8/notation.h"
#include "engine/expected.h"
#include "engine/minnaar/position.h"

namespace minnaar::current {

// Reads a move and checks that it is legal in `pos`; the error says why not:
// "not a move (expected e.g. e1e4 or pass)", "a Sovereign moves at most 4
// squares", "the game is over (alliance-wins)", ...
Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text);

// Plays whitespace-separated moves from `pos`. The error names the move and
// its ply (1 = the first move of the list): "illegal move 'a1a6' at ply 3: ...".
Expected<Position, std::string> play_moves(Position pos, std::string_view moves);

}  // namespace minnaar::current
