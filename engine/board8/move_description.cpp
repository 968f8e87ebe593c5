#include "engine/board8/move_description.h"

namespace minnaar {

game::MoveDescription board8_move(Move m, std::string_view piece, Target target, bool mover_to_move,
                                  std::string_view own_kind) {
  std::string kind;
  if (piece.empty())
    kind = "move of no piece";
  else if (!mover_to_move)
    kind = "move of a piece not to move";
  else if (target == Target::kAlly)
    kind = game::kAllyCapture;
  else if (!own_kind.empty())
    kind = own_kind;
  else
    kind = target == Target::kEnemy ? game::kCaptureMove : game::kQuietMove;
  return game::move_between(std::string(piece), kind, {file_of(m.from()), rank_of(m.from())},
                            {file_of(m.to()), rank_of(m.to())});
}

game::MoveDescription board8_pass() {
  return game::move_without_path("", std::string(game::kPassMove));
}

}  // namespace minnaar
