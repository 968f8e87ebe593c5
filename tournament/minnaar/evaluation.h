// Static evaluation of a position for the computer players, with every
// weight a named parameter so that tournaments can tune them.
#pragma once

#include "engine/minnaar/position.h"
#include "tournament/evaluation.h"

namespace minnaar::tournament {

struct EvalWeights {
  // Material, per piece (a Sovereign moves like a queen of range 4). A
  // Sovereign counts little on its own: what the Establishment needs is
  // one group emptied (smaller_group below).
  int sovereign = 150;
  int king = 200;
  int queen = 900;
  int rook = 500;
  int bishop = 330;
  int knight = 320;
  // Per Sovereign of the smaller group: Divide and Conquer needs only one
  // group emptied, so the Alliance's weak point is its smaller group. At
  // 700 (with sovereign 150) a capture from the smaller group is worth
  // almost six from the larger: an Establishment that spreads its captures
  // over both groups trades its pieces away and never empties either.
  int smaller_group = 700;
  // Per legal move of the side minus the other side's.
  int mobility = 2;
  // Per mille of a piece's value, for each piece the other side attacks.
  int threatened = 50;
  // How far (percent) the score shrinks towards the undecided result (0) as
  // the tally nears 80: at 100 it is 0 when the 80th quiet turn arrives,
  // which is what the side that is behind wants.
  int tally = 100;
  // Per mille of a piece's value for each attacked piece that no piece of
  // its own side defends (it is lost without a recapture), on top of
  // `threatened`.
  int hanging = 600;
};

// The value of a piece type under the weights.
int piece_value(current::PieceType t, const EvalWeights& w);

// The score of an ongoing position for the side to move (positive: good for
// it), from material, group sizes, mobility, threats and the tally.
int evaluate(const current::Position& pos, const EvalWeights& w);

// The score of a finished position for its side to move: a win or a loss
// (nearer is bigger) or 0 for an undecided game.
int terminal_score(const current::Position& pos, int ply);

}  // namespace minnaar::tournament
