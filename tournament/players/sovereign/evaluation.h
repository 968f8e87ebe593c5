// Static evaluation of Sovereign Chess positions for the computer players,
// every weight a named parameter. A player's strength is the armies it
// controls (docs/rules/sovereign.md#control), so material counts the pieces of every
// colour a player controls (neutral pieces count for nobody), and a colour
// within reach (a free square of it, or the enemy piece holding it, that
// the player attacks) counts as an army it could gain next move.
#pragma once

#include "engine/sovereign/position.h"

namespace minnaar::tournament {

struct SovereignWeights {
  int queen = 900, rook = 500, bishop = 330, knight = 300, pawn = 100;
  int army = 120;        // per colour controlled besides the owned one
  int reach = 40;        // per colour the player could gain with its next move
  int king_danger = 25;  // per square next to the king that the opponent attacks
  int centre = 4;        // per step a pawn has come towards the centre lines
};

int sovereign_piece_value(sovereign::Role role, const SovereignWeights& w);

// The score of an ongoing position for `player` (positive: good for it).
int sovereign_evaluate(const sovereign::Position& pos, const SovereignWeights& w,
                       sovereign::Player player);

}  // namespace minnaar::tournament
