// Moves of the Play-Test Edition in the notation of docs/rules/playtest.md#move-notation (`e2e4`,
// `pass`), checked against a position; the notation itself is engine/notation.h's.
#pragma once

#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/playtest/position.h"

namespace minnaar::playtest {

// Reads a move and checks that it is legal in `pos`; the error says why not.
Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text);

// Plays whitespace-separated moves; the error names the move and its ply.
Expected<Position, std::string> play_moves(Position pos, std::string_view moves);

}  // namespace minnaar::playtest
