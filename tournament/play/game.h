// Plays one game of any registered rule set between agents, one per seat
// (an agent may hold several seats: it plays them as one mind, as one
// player holding both Sovereign groups does). Forced moves (passes) are
// played by the runner, not the agents. In a hidden-information game each
// agent is handed a sample consistent with its seat's observation, never
// the real state.
//
//   std::vector<Agent*> seats = {south, north, establishment};
//   GameRecord record = play_game(*game->start(), seats, seed);
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/play/adjudication.h"
#include "tournament/players/agent.h"

namespace minnaar::tournament {

// A seat that lost by its player's failure.
struct SeatForfeit {
  game::Seat seat = 0;
  PlayerFailure failure;
};

struct GameRecord {
  std::unique_ptr<game::State> final;  // not over when forfeited or adjudicated
  std::vector<std::string> moves;      // in the game's notation
  std::vector<std::uint64_t> nodes;    // searched, per seat
  std::vector<MoveInfo> infos;         // per move: what its player reported, and its time
  std::optional<SeatForfeit> forfeit;
  std::optional<game::Ruling> ruling;  // the final state's adjudication
  // CPU time the agents spent choosing moves (the game thread's clock:
  // over the whole game when every agent thinks on it, else around each
  // move of those that do), so the harness's share of a run can be told
  // apart.
  double agent_cpu_seconds = 0;

  // The outcome: a forfeit's, the adjudication's or the rules' (the final
  // state's).
  std::string result() const;
  std::string termination() const;
  std::vector<double> returns() const;
  // Each seat's margin (game::State::margins): a forfeit's returns, the
  // adjudication's returns or the final state's margins.
  std::vector<double> margins() const;
};

// Called before each move with the state before it, the seat to move, the
// move and what its player reported (empty for a forced move).
using MoveObserver =
    std::function<void(const game::State& before, game::Seat, game::Action, const MoveInfo&)>;

// The move `agent` chooses for the seat to move of `state`: on the state
// itself in a game of perfect information, else on a sample of what the
// seat sees (its observation), drawn from `sample_seed`. The one place where
// a player is shown a state, so it never sees what its seat may not.
game::Action agent_choice(Agent& agent, const game::State& state, std::uint64_t sample_seed);

// Plays from `start` to the end, to a state the game adjudicates
// (State::adjudication), or to where the players' scores call for an
// adjudication under `adjudication` (adjudication.h); `seed` draws the
// samples of hidden information. An agent that throws Forfeit (an external
// player that failed) ends the game there, lost for its seat. Throws
// std::logic_error when an agent chooses an illegal move (a bug in the
// agent).
GameRecord play_game(const game::State& start, const std::vector<Agent*>& seats,
                     std::uint64_t seed = 0, const MoveObserver& observe = {},
                     const AdjudicationRules& adjudication = {});

// The order in which a game's agents are built from one stream of seeds:
// the first seat of each team, team by team, then the other seats (for the
// current edition: South, the Establishment, North).
std::vector<game::Seat> seat_build_order(const game::Game& game);

}  // namespace minnaar::tournament
