#include "engine/minnaar/notation.h"

#include "engine/minnaar/movegen.h"

namespace minnaar::current {

Expected<Move, std::string> parse_legal_move(const Position& pos, std::string_view text) {
  return parse_move_against(pos, text, [](const Position& p, Move m) { return why_illegal(p, m); });
}

Expected<Position, std::string> play_moves(Position pos, std::string_view moves) {
  return play_move_list(pos, moves, [](const Position& p, std::string_view text) {
    return parse_legal_move(p, text);
  });
}

}  // namespace minnaar::current
