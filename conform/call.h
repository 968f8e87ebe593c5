// One call of the command-line contract (docs/cli.md#the-command-line-contract): `perft`, `moves`
// or `show` on a position given as a start (the rule set's notation, or its start position) and
// moves played from it; what the reference engine answers; and how another implementation is run on
// it.
//
//   Call call{Call::Command::kPerft, mfen, "a1a2 a5a6", /*depth=*/3, /*divide=*/true};
//   Answer expected = reference_answer(game, call);
//   Answer got = implementation.run(call);
#pragma once

#include <string>
#include <vector>

#include "engine/game.h"

namespace minnaar::conform {

struct Call {
  enum class Command { kPerft, kMoves, kShow };
  Command command = Command::kShow;
  std::string mfen;   // empty: the rule set's start position (no --mfen)
  std::string moves;  // space-separated, played from the position
  int depth = 0;      // perft
  bool divide = false;

  // The arguments after the implementation's own: "perft --depth 3 ...",
  // with `rules` (rules_words(): none for the default rule set) after the
  // command's own options.
  std::vector<std::string> arguments(const std::vector<std::string>& rules) const;
};

std::string command_name(Call::Command command);

// What a call printed and how it ended.
struct Answer {
  int status = 0;          // exit status; -1 for a signal or a timeout
  std::string out;         // standard output, byte for byte
  std::string error_line;  // the reference's one line on stderr, when status is 2
  std::string how;     // "exited with status 3", "killed by signal 11", "timed out after 10000 ms"
  std::string errors;  // the implementation's last lines of standard error
};

// The reference engine's answer: status 0 and the contract's output, or
// status 2 and the line that says what is wrong.
Answer reference_answer(const game::Game& game, const Call& call);

// The position a call is about (after its moves), or nothing for bad input.
std::unique_ptr<game::State> position_of(const game::Game& game, const Call& call);

}  // namespace minnaar::conform
