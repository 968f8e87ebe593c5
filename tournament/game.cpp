#include "tournament/game.h"

#include <stdexcept>
#include <string>

#include "engine/movegen.h"
#include "engine/notation.h"

namespace minnaar::tournament {

GameRecord play_game(const Position& start, const Seats& seats, const MoveObserver& observe) {
  GameRecord record{start, {}, start};
  Position& pos = record.final;
  MoveList moves;
  while (!pos.is_over()) {
    generate_moves(pos, moves);
    Move m = moves[0];
    std::uint64_t nodes = 0;
    if (!m.is_pass()) {
      Agent* agent = seats.for_faction(pos.side_to_move());
      m = agent->choose_move(pos);
      nodes = agent->last_nodes();
      // An agent that breaks the rules is a bug in the agent: stop loudly.
      if (!moves.contains(m))
        throw std::logic_error("agent " + agent->spec() + " chose illegal move " + move_name(m));
    }
    if (observe) observe(pos, m, nodes);
    pos.make(m);
    record.moves.push_back(m);
  }
  return record;
}

}  // namespace minnaar::tournament
