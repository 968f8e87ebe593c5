// RapidCheck generators for the property tests of the Play-Test Edition
// (docs/rules/playtest.md): games played from the start position under a random rule
// choice (standard or contemplative, anti-stall on or off) and a move-choice
// policy, and arbitrary valid play-test MFENs.
//
// A game is generated as a list of choices, one per ply, that pick among the
// legal moves under a policy; RapidCheck shrinks the list, so a failing
// property is reported with a short game. showValue prints the rules, the
// start MFEN, the moves in the notation of docs/rules/playtest.md#move-notation and the MFEN
// reached, with the `minnaar show --rules ... --mfen ... --moves "..."` line that replays it.
#pragma once

#include <array>

#include <rapidcheck.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/minnaar/types.h"
#include "engine/playtest/position.h"
#include "engine/playtest/rules.h"

namespace minnaar::playtest::props {

enum class Policy {
  kUniform,        // any legal move
  kPassageBias,    // passages, captures and Sovereign advances first: every end occurs
  kAvoidCaptures,  // a quiet move that is no passage whenever there is one: anti-stall fires
};

// A game from the start position of `rules`.
struct GamePath {
  Rules rules;
  Policy policy = Policy::kUniform;
  std::vector<Move> moves;
  Position final;  // the position after `moves`
};

// An MFEN together with the rules it is read under.
struct RuledMfen {
  Rules rules;
  std::string mfen;
};

// Bound on the plies of a generated game. With the anti-stall rule on every
// game ends well within it (at most 100 quiet turns between two of the at
// most 30 captures and 16 passages); with it off a game may shuffle forever.
inline constexpr int kGameLengthBound = 3000;

// Plays from the start position of `rules`, ply i choosing with choices[i].
// With to_the_end the game goes on after the choices run out (with choices
// from a fixed sequence) until it is over or kGameLengthBound is reached.
GamePath play_path(Rules rules, const std::vector<std::uint32_t>& choices, Policy policy,
                   bool to_the_end);

// One of the four rule choices: standard/contemplative x anti-stall on/off.
rc::Gen<Rules> any_rules();

// Games under fixed rules and policy: a prefix of up to max_plies plies or
// (to_the_end) a whole game.
rc::Gen<GamePath> game_paths(Rules rules, Policy policy, bool to_the_end, int max_plies);
// Any rules, any policy.
rc::Gen<GamePath> any_game_paths(bool to_the_end, int max_plies);
// Any rules, the given policy.
rc::Gen<GamePath> policy_game_paths(Policy policy, bool to_the_end, int max_plies);

// Canonical MFENs of arbitrary valid positions under `rules` (docs/rules/playtest.md#mfen): any
// placement within the start position's piece counts that puts no Sovereign on its own far rank and
// no traditional piece on its own first rank; any side and `first`; passages with passages +
// Sovereigns <= 8; `quiet` up to 100 (anti-stall on) or beyond (off); `passes` up to min(2, quiet);
// any move number. Sometimes the side to move is left with no move at all (a forced pass). Many are
// finished or unreachable; all valid. The text is written here, independently of both
// implementations.
rc::Gen<std::string> valid_mfens(Rules rules);
// Any rules and a valid MFEN under them.
rc::Gen<RuledMfen> any_valid_mfens();

// `--rules playtest-standard` / `--rules playtest-contemplative`, plus
// ` --no-anti-stall` when the rule is off.
std::string rules_options(Rules rules);
// The command line that replays a case: minnaar show <rules> --mfen '...' --moves "...".
std::string replay_command(Rules rules, std::string_view mfen, std::string_view moves);
std::string_view policy_name(Policy policy);

void showValue(const GamePath& path, std::ostream& os);
void showValue(const RuledMfen& ruled, std::ostream& os);

// The board field of an MFEN from 64 letters (a1 first; 0 for an empty
// square), written by the tests themselves.
std::string board_text(const std::array<char, kSquareCount>& board);

}  // namespace minnaar::playtest::props
