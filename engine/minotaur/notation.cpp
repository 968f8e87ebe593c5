#include "engine/minotaur/notation.h"

#include "engine/board8/notation.h"
#include "engine/minotaur/movegen.h"

namespace minnaar::minotaur {

std::string move_text(Move m) {
  if (m.is_pass()) return "pass";
  if (is_placement(m)) {
    std::string text(1, '@');
    return text += square_name(m.to());
  }
  return square_name(m.from()) + square_name(m.to());
}

std::optional<Move> parse_move_text(std::string_view text) {
  // `0000` is read as a pass too, as in every rule set of the family.
  if (text == "pass" || text == "0000") return Move::pass();
  if (text.size() == 3 && text[0] == '@') {
    const auto s = parse_square(text.substr(1));
    if (!s || *s == kA1) return std::nullopt;  // a1a1 is "no move"
    return placement(*s);
  }
  if (text.size() != 4) return std::nullopt;
  const auto from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
  if (!from || !to || *from == *to) return std::nullopt;
  return Move(*from, *to);
}

Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text) {
  const auto move = parse_move_text(text);
  if (!move)
    return Unexpected<std::string>{
        "not a move (expected a from-square and a to-square such as f3e4, a placement such as "
        "@e3, or pass)"};
  if (std::string reason = why_illegal(pos, *move); !reason.empty())
    return Unexpected<std::string>{std::move(reason)};
  return *move;
}

}  // namespace minnaar::minotaur
