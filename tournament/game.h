// Plays one game between agents seated as the rules' §10 ways of playing:
// South, North (usually one agent, the Alliance) and the Establishment
// (both armies). Forced passes are played by the runner, not the agents.
#pragma once

#include <functional>
#include <vector>

#include "engine/minnaar/movegen.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/position.h"
#include "engine/minnaar/position.h"
#include "tournament/agent.h"

namespace minnaar::tournament {

struct Seats {
  Agent* south;
  Agent* establishment;
  Agent* north;  // may be the same agent as south

  Agent* for_faction(Faction f) const {
    return f == kSouth ? south : f == kNorth ? north : establishment;
  }
};

// Move generation for any rule set's position, by overloading.
inline void generate_any(const Position& p, MoveList& l) { generate_moves(p, l); }
inline void generate_any(const playtest::Position& p, playtest::MoveList& l) {
  playtest::generate_moves(p, l);
}

struct GameRecord {
  Position start;
  std::vector<Move> moves;
  Position final;
};

// Called after each move with the position before it, the move and the
// searched nodes (0 for a pass or a non-searching agent).
using MoveObserver = std::function<void(const Position& before, Move, std::uint64_t nodes)>;

GameRecord play_game(const Position& start, const Seats& seats, const MoveObserver& observe = {});

// A Play-Test Edition game between two players' agents (index: the player).
struct PlaytestGameRecord {
  playtest::Position start;
  std::vector<Move> moves;
  playtest::Position final;
};
using PlaytestMoveObserver =
    std::function<void(const playtest::Position& before, Move, std::uint64_t nodes)>;
PlaytestGameRecord play_playtest_game(const playtest::Position& start,
                                      PlaytestAgent* const (&players)[2],
                                      const PlaytestMoveObserver& observe = {});

}  // namespace minnaar::tournament
