#include "engine/playtest/notation.h"

#include "engine/notation.h"
#include "engine/playtest/movegen.h"

namespace minnaar::playtest {

Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text) {
  const auto move = parse_move_text(text);
  if (!move)
    return Unexpected<std::string>{
        "not a move (expected a from-square and a to-square such as e2e4, or pass)"};
  if (std::string reason = why_illegal(pos, *move); !reason.empty())
    return Unexpected<std::string>{std::move(reason)};
  return *move;
}

Expected<Position, std::string> play_moves(Position pos, std::string_view moves) {
  return play_move_list(pos, moves, [](const Position& p, std::string_view text) {
    return parse_legal_move(p, text);
  });
}

}  // namespace minnaar::playtest
