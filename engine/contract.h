// What the command-line contract of a rule set (docs/cli.md#the-command-line-contract, and the same
// section of each rule set's page under docs/rules/) prints on standard output for a
// position: `minnaar perft|moves|show` print exactly these texts, and
// `minnaar conform` compares another implementation's answers with them.
//
//   std::string out = game::perft_output(*state, 3, /*divide=*/true);
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/expected.h"
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

// The position of a call (docs/cli.md#the-position) as its options give
// it. Every implementation of the contract over this engine (the program,
// the WebAssembly command line) reads its options into one of these, so
// that each refuses bad input with the same words.
struct CallPosition {
  std::string rules = default_game_name();  // --rules: a name or name(key=value,...)
  bool no_anti_stall = false;               // --no-anti-stall
  std::optional<std::string> mfen;          // --mfen
  std::optional<std::string> deal;          // --deal: a seed's digits
  std::string moves;                        // --moves
};

// The rule set of --rules and --no-anti-stall, or why there is none.
Expected<std::shared_ptr<const Game>, std::string> call_game(std::string_view rules,
                                                             bool no_anti_stall);
// The position after --mfen (or --deal) and --moves, or why there is none.
Expected<std::unique_ptr<State>, std::string> call_state(const CallPosition& call);
// The seat --observer names, or why it names none.
Expected<Seat, std::string> call_observer(const Game& game, std::string_view observer);
// The rule sets with a parameter of this name, ", "-separated.
std::string games_with_parameter(std::string_view parameter);

}  // namespace minnaar::game
