// What the command-line contract of a rule set (docs/cli.md#the-command-line-contract, and the same
// section of each rule set's page under docs/rules/) prints on standard output for a
// position: `minnaar perft|moves|show` print exactly these texts, and
// `minnaar conform` compares another implementation's answers with them.
//
//   std::string out = game::perft_output(*state, 3, /*divide=*/true);
#pragma once

#include <optional>
#include <string>

#include "engine/game.h"

namespace minnaar::game {

// `perft --depth D`: the count as the last line; with --divide one
// "<move> <count>" line per legal move sorted as `moves` sorts them, an
// empty line, then the total (depth 0: the empty line and 1).
std::string perft_output(const State& state, int depth, bool divide, int threads = 1,
                         bool bulk = true);
// `moves`: the legal moves one a line, sorted ("pass" alone for a forced
// pass, nothing once the game is over).
std::string moves_output(const State& state);
// `show`: the notation (with an observer, what that seat sees), then the
// result token.
std::string show_output(const State& state, std::optional<Seat> observer = std::nullopt);

}  // namespace minnaar::game
