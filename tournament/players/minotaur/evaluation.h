// Static evaluation of Minotaur Chess positions for the computer players,
// every weight a named parameter. The Totem is the game (docs/rules/minotaur.md#a-game):
// when it falls its owner keeps one piece, the Avenger, and loses the rest,
// so the score weighs, besides material:
// - the pressure on each Totem: the enemy pieces that reach it or a square
//   next to it, against the own pieces that reach those squares;
// - a capture the side to move has at once (above all of a Totem or an
//   Avenger), priced by what it wins, less the capturer when the victim is
//   defended;
// - the Avenger hunt: the Avenger's squares and those of them the hunters
//   do not attack, and how near the hunters have come;
// - the Warriors' progress towards the enemy (their band going down);
// - awake Defenders: a player's Defenders wake when the enemy Vanguard
//   reaches the Border, so the enemy's awake Defenders are a cost of having
//   sent the Vanguard there.
// Every term is measured in each player's own bands, so the score does not
// change when the board is turned about its centre with the colours swapped.
#pragma once

#include "engine/minotaur/position.h"

namespace minnaar::tournament {

struct MinotaurWeights {
  int totem = 2000;          // a Totem still standing
  int chieftain = 400;       // a Chieftain (the Avenger to be)
  int champion = 500;        // a Champion (rook)
  int shaman = 300;          // the Shaman (bishop on light squares)
  int vanguard = 300;        // the Vanguard (bishop on dark squares)
  int defender = 200;        // a Defender (knight), asleep or awake
  int warrior = 100;         // a Warrior
  int avenger = 1000;        // an Avenger (queen)
  int totem_attacker = 40;   // per enemy piece that reaches the own Totem or a square next to it
  int totem_hit = 120;       // per enemy piece that reaches the own Totem itself
  int totem_guard = 15;      // per own piece that reaches the Totem's neighbourhood
  int threat = 50;           // per cent of the best capture's gain, for the side to move
  int avenger_mobility = 8;  // per square the own Avenger reaches
  int avenger_safe = 100;    // per such square the enemy does not attack (up to 8)
  int hunt = 50;             // per hunting piece and step nearer the enemy Avenger
  int advance = 8;           // per band a Warrior has come from its own corner
  int awake = 150;           // per own awake Defender (an enemy one is the cost)
  int mobility = 2;          // per move of the own pieces (as if to move)
};

// The material value of one piece of type `t`.
int minotaur_piece_value(minotaur::PieceType t, const MinotaurWeights& w);

// The score of an ongoing position for `player` (positive: good for it).
int minotaur_evaluate(const minotaur::Position& pos, const MinotaurWeights& w,
                      minotaur::Color player);

}  // namespace minnaar::tournament
