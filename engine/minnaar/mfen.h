// MFEN (Minnaar FEN, docs/rules/minnaar.md#mfen): `<board> <side> <tally> <passes> <round>`.
//
// parse_mfen() accepts exactly the canonical form that to_mfen() writes, so
// to_mfen(*parse_mfen(x)) == x for every valid x. Anything else is refused
// with the field at fault and the reason:
//
//   auto parsed = parse_mfen("8/8/8/8/8/8/8/9 s 0 0 1");
//   parsed.error().message()  // "board: rank 1 has more than 8 squares"
#pragma once

#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/minnaar/position.h"

namespace minnaar::current {

inline constexpr std::string_view kStartMfen =
    "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1";
inline constexpr int kMaxRound = 999999;  // far beyond any game: 33 captures of 80 turns each

enum class MfenField { kWhole, kBoard, kSide, kTally, kPasses, kRound };

std::string_view field_name(MfenField f);

struct MfenError {
  MfenField field;
  std::string reason;

  // "<field>: <reason>", e.g. "side: 'x' is not one of s, w, n, b".
  std::string message() const;
};

Expected<Position, MfenError> parse_mfen(std::string_view text);
std::string to_mfen(const Position& pos);

}  // namespace minnaar::current
