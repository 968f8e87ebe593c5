// What playing one scheduled game produced, apart from any storage: who
// held each seat and what each got, the moves as a list with what each
// player reported, how the game ended, its timings and the external
// players' logs. The runner, `match` and tuning make one per game and hand
// it on; the store turns it into a row in one place
// (GameStore::insert_game) and reads rows back as StoredGame, which is
// this with its tournament.
//
//   GameOutcome g = play_scheduled(config, scheduled, pools);
//   store.insert_game(tournament_id, g);
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tournament/players/move_info.h"

namespace minnaar::tournament {

// One seat of a played game.
struct SeatOutcome {
  std::string agent;
  std::uint64_t nodes = 0;  // positions searched
  double result = 0;        // the seat's return, in [0, 1]
  double margin = 0;        // the seat's margin (game::State::margins), in [0, 1]
};

// The flight recorder of one external player in one game.
struct PlayerLog {
  int seat = 0;            // the first seat it held
  std::string transcript;  // the protocol exchange, with times (Transcript)
  std::string errors;      // the last lines of its standard error
};

struct GameOutcome {
  int slot = 0;  // its place in the schedule
  int pairing = 0;
  int opening = 0;
  std::uint64_t seed = 0;
  std::string rules = "minnaar";   // the game's registered name
  std::string rule_parameters;     // its non-default parameters, "key=value,..."
  std::vector<SeatOutcome> seats;  // by seat number
  std::string start_state;         // the game's notation
  std::vector<std::string> moves;  // in the game's move notation, one a ply
  std::string final_state;
  std::string result;           // the rule set's result token
  std::string termination;      // which rule ended the game, e.g. "north-captured"
  std::string detail;           // how a player failed, for a forfeit-* termination
  int plies = 0;                // moves.size() for a game played here
  std::vector<MoveInfo> infos;  // per ply: what its player reported, and its time
  double duration_ms = 0;
  std::string started_at, finished_at;  // UTC, ISO 8601
  // Stored with the game; GameStore::games() leaves them out (see
  // GameStore::player_logs()).
  std::vector<PlayerLog> players;
  // The agents' CPU time choosing moves, as the runner measured it (not
  // stored).
  double agent_cpu_ms = 0;
};

}  // namespace minnaar::tournament
