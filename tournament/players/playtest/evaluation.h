// Static evaluation of Play-Test Edition positions for the computer players,
// every weight a named parameter.
//
// What a player wants: a win for a player is achieving sovereignty,
// whatever the other does (mutual sovereignty is a win for both). So a
// position is scored for one player by its own progress towards its
// passages; the opponent's progress counts only through `rival` (percent),
// a tie-break that prefers, other things equal, the opponent not getting
// there. Searches are paranoid: they assume the opponent plays against the
// searching player's score.
#pragma once

#include "engine/playtest/position.h"

namespace minnaar::tournament {

struct PlaytestWeights {
  int sovereign = 100;   // per Sovereign on the board: each is a passage in waiting
  int traditional = 30;  // per traditional piece: blockers and diagonal captures
  int passage = 1000;    // per completed passage short of sovereignty
  int advance = 12;      // per rank a Sovereign has advanced towards the far rank
  int threat = 250;      // per Sovereign that can reach the far rank with its next move
  int mobility = 1;      // per legal move
  int rival = 25;        // percent of the opponent's progress subtracted
};

// The score of an ongoing position for `player` (positive: good for it).
int playtest_evaluate(const playtest::Position& pos, const PlaytestWeights& w,
                      playtest::Player player);

// The score of a finished position for `player`: a win when it achieved
// sovereignty (nearer is bigger), a loss otherwise, moved by the rival
// tie-break when the opponent achieved it too.
int playtest_terminal_score(const playtest::Position& pos, int ply, playtest::Player player,
                            const PlaytestWeights& w);

}  // namespace minnaar::tournament
