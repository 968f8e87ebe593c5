#include "tournament/game.h"

#include <stdexcept>
#include <string>

#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/playtest/movegen.h"

namespace minnaar::tournament {

namespace {

// Plays `pos` to the end: forced passes by the runner, every other move by
// agent_for(pos); returns the moves.
template <class AnyPosition, class MoveList, class AgentFor, class Observe>
std::vector<Move> play_to_the_end(AnyPosition& pos, AgentFor&& agent_for, const Observe& observe) {
  std::vector<Move> played;
  MoveList moves;
  while (!pos.is_over()) {
    generate_any(pos, moves);
    Move m = moves[0];
    std::uint64_t nodes = 0;
    if (!m.is_pass()) {
      auto* agent = agent_for(pos);
      m = agent->choose_move(pos);
      nodes = agent->last_nodes();
      // An agent that breaks the rules is a bug in the agent: stop loudly.
      if (!moves.contains(m))
        throw std::logic_error("agent " + agent->spec() + " chose illegal move " + move_name(m));
    }
    if (observe) observe(pos, m, nodes);
    pos.make(m);
    played.push_back(m);
  }
  return played;
}

}  // namespace

GameRecord play_game(const Position& start, const Seats& seats, const MoveObserver& observe) {
  GameRecord record{start, {}, start};
  record.moves = play_to_the_end<Position, MoveList>(
      record.final, [&](const Position& pos) { return seats.for_faction(pos.side_to_move()); },
      observe);
  return record;
}

PlaytestGameRecord play_playtest_game(const playtest::Position& start,
                                      PlaytestAgent* const (&players)[2],
                                      const PlaytestMoveObserver& observe) {
  PlaytestGameRecord record{start, {}, start};
  record.moves = play_to_the_end<playtest::Position, playtest::MoveList>(
      record.final, [&](const playtest::Position& pos) { return players[pos.side_to_move()]; },
      observe);
  return record;
}

}  // namespace minnaar::tournament
