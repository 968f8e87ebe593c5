// Plays one game between agents seated as the rules' §10 ways of playing:
// South, North (usually one agent, the Alliance) and the Establishment
// (both armies). Forced passes are played by the runner, not the agents.
#pragma once

#include <functional>
#include <vector>

#include "engine/position.h"
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

struct GameRecord {
  Position start;
  std::vector<Move> moves;
  Position final;
};

// Called after each move with the position before it, the move and the
// searched nodes (0 for a pass or a non-searching agent).
using MoveObserver = std::function<void(const Position& before, Move, std::uint64_t nodes)>;

GameRecord play_game(const Position& start, const Seats& seats, const MoveObserver& observe = {});

}  // namespace minnaar::tournament
