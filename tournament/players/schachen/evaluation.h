// Static evaluation of Schachen positions for the computer players, every
// weight a named parameter. A player's strength is its pieces on the board
// and the cards still to come: those in its hand, which it may place next
// turn, and those in its pile, which come later. Cards come into play only
// beside or behind an own pawn, so without a pawn on the board they count
// for little. The king is safe when few squares around it are attacked, and
// a side is better with more legal moves.
//
// A searcher sees the real cards only of its own hand; on a sample
// (Game::sample) the rest are guesses consistent with what it saw.
#pragma once

#include "engine/schachen/position.h"

namespace minnaar::tournament {

struct SchachenWeights {
  int queen = 900, rook = 500, bishop = 330, knight = 320, pawn = 100;
  int hand = 80;         // per cent of a card's value while it is in the hand
  int pile = 60;         // per cent while it is in the pile
  int stranded = 25;     // per cent of those left when no own pawn is on the board
  int king_danger = 30;  // per square around the king the opponent attacks
  int mobility = 4;      // per legal move (both sides counted as if to move)
};

int schachen_piece_value(schachen::Kind kind, const SchachenWeights& w);

// The score of an ongoing position for `side` (positive: good for it).
int schachen_evaluate(const schachen::Position& pos, const SchachenWeights& w,
                      schachen::Colour side);

}  // namespace minnaar::tournament
