// MFEN of Minotaur Chess (docs/rules/minotaur.md#mfen): seven fields,
// `<board> <side> <to-place> <awake> <quiet> <passes> <move>`.
//
//   auto pos = parse_mfen("qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1");
//   if (!pos) report(pos.error().field, pos.error().reason);
//   to_mfen(*pos);   // the canonical text again
#pragma once

#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/minotaur/position.h"

namespace minnaar::minotaur {

inline constexpr std::string_view kStartMfen =
    "qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1";

// Why an MFEN was refused: the field at fault ("board", "side", "to-place",
// "awake", "quiet", "passes", "move", or "MFEN" for the text as a whole)
// and the reason.
struct MfenError {
  std::string field;
  std::string reason;
};

// Reads an MFEN, refusing everything docs/rules/minotaur.md#mfen refuses; the position is judged
// (a finished one has no legal moves).
Expected<Position, MfenError> parse_mfen(std::string_view text);
std::string to_mfen(const Position& pos);

}  // namespace minnaar::minotaur
