// Square and move notation of the 8x8 rule sets (docs/rules/minnaar.md#move-notation): `e1e4`,
// `pass`
// (`0000` accepted on input), and the parts every rule set's move lists
// share: reading a move against a position, playing a list of moves.
#pragma once

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/board8/types.h"
#include "engine/expected.h"
#include "engine/words.h"

namespace minnaar {

std::string square_name(Square s);
std::optional<Square> parse_square(std::string_view text);

// "e1e4", or "pass" for a forced pass.
std::string move_name(Move m);

// The moves' names separated by single spaces, as play_moves() reads them.
std::string moves_text(std::span<const Move> moves);

// Reads the notation only (lowercase from- and to-square, `pass`, `0000`);
// says nothing of legality.
std::optional<Move> parse_move_text(std::string_view text);

// parse_legal_move() for any rule set: `why_illegal(pos, move)` says why a
// well-written move is not legal there (empty when it is).
template <class AnyPosition, class WhyIllegal>
Expected<Move, std::string> parse_move_against(const AnyPosition& pos, std::string_view text,
                                               const WhyIllegal& why_illegal) {
  const auto move = parse_move_text(text);
  if (!move)
    return Unexpected<std::string>{
        "not a move (expected a from-square and a to-square such as e1e4, or pass)"};
  if (std::string reason = why_illegal(pos, *move); !reason.empty())
    return Unexpected<std::string>{std::move(reason)};
  return *move;
}

// play_moves() for any rule set: `parse_legal(pos, text)` reads one move
// (Expected<Move, std::string>), then pos.make() plays it.
template <class AnyPosition, class ParseLegal>
Expected<AnyPosition, std::string> play_move_list(AnyPosition pos, std::string_view moves,
                                                  ParseLegal&& parse_legal) {
  std::string error;
  for_each_word(moves, [&](std::string_view text, int ply) {
    auto move = parse_legal(pos, text);
    if (!move) {
      const bool known = parse_move_text(text).has_value();
      error = std::string(known ? "illegal" : "unknown") + " move '" + std::string(text) +
              "' at ply " + std::to_string(ply) + ": " + move.error();
      return false;
    }
    pos.make(*move);
    return true;
  });
  if (!error.empty()) return Unexpected<std::string>{error};
  return pos;
}

}  // namespace minnaar
