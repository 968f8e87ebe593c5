// MFEN of the Play-Test Edition (docs/rules/playtest.md#mfen):
// `<board> <side> <first> <white-passages> <black-passages> <quiet> <passes> <move>`.
//
// Only the canonical form that to_mfen() writes is accepted, so
// to_mfen(*parse_mfen(x, rules)) == x for every valid x. The rules decide the
// range of `quiet` (at most 100 with the anti-stall rule on) and the
// outcome of the position; a finished game is recognised on input.
//
//   auto pos = parse_mfen(kStartMfen, Rules{RuleSet::kContemplative});
//   if (!pos) fail(pos.error().message());   // "first: 'BW' is not one of WB, W, B, -"
#pragma once

#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/playtest/position.h"

namespace minnaar::playtest {

inline constexpr std::string_view kStartMfen =
    "pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1";

struct MfenError {
  // MFEN, board, side, first, white-passages, black-passages, quiet, passes, move.
  std::string field;
  std::string reason;
  std::string message() const { return field + ": " + reason; }
};

Expected<Position, MfenError> parse_mfen(std::string_view text, Rules rules);
std::string to_mfen(const Position& pos);

}  // namespace minnaar::playtest
