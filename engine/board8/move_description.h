// The description (engine/move_description.h) of a move of an 8x8 rule
// set: its from- and to-square give the geometry, the rule set says what
// stands on them. Every board8 rule set's Rules::describe builds on it.
#pragma once

#include <string>
#include <string_view>

#include "engine/board8/types.h"
#include "engine/move_description.h"

namespace minnaar {

// What stands on a move's target square, seen from the mover.
enum class Target { kEmpty, kEnemy, kAlly };

// The description of `m` (not a pass): `piece` is the moving piece's kind
// ("" when the from-square is empty), `target` what it lands on, and
// `mover_to_move` whether the piece belongs to the side to move. A rule
// set's own kind (a passage) replaces quiet or capture when given.
game::MoveDescription board8_move(Move m, std::string_view piece, Target target, bool mover_to_move,
                                  std::string_view own_kind = {});

// The description of a pass.
game::MoveDescription board8_pass();

}  // namespace minnaar
