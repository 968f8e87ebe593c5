#include "engine/board8/notation.h"

namespace minnaar {

std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return std::nullopt;
  return make_square(text[0] - 'a', text[1] - '1');
}

std::string move_name(Move m) {
  if (m.is_pass()) return "pass";
  if (m.is_none()) return "none";
  return square_name(m.from()) + square_name(m.to());
}

std::string moves_text(std::span<const Move> moves) {
  std::string text;
  for (const Move m : moves) {
    if (!text.empty()) text += ' ';
    text += move_name(m);
  }
  return text;
}

std::optional<Move> parse_move_text(std::string_view text) {
  if (text == "pass" || text == "0000") return Move::pass();
  if (text.size() != 4) return std::nullopt;
  const auto from = parse_square(text.substr(0, 2));
  const auto to = parse_square(text.substr(2, 2));
  if (!from || !to) return std::nullopt;
  return Move(*from, *to);
}

}  // namespace minnaar
