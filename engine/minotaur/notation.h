// Moves of Minotaur Chess in the notation of docs/rules/minotaur.md#notation: `f3e4` for a move
// or capture, `@e3` for a Vanguard placement, `pass`; lower case, no
// capture marks. `0000` is read as `pass`, as docs/rules/minnaar.md#move-notation reads it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/minotaur/position.h"

namespace minnaar::minotaur {

std::string move_text(Move m);
// Reads the notation only; says nothing of legality.
std::optional<Move> parse_move_text(std::string_view text);

// Reads a move and checks that it is legal in `pos`; the error says why not.
Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text);

}  // namespace minnaar::minotaur
