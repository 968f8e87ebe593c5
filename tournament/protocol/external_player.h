// An agent that is another program: how to run it and what the referee
// tells it (docs/players.md#the-player-protocol). A tournament config's `type: external` agents
// read into this; the referee (referee.h) runs them.
//
//   ExternalPlayer player;
//   player.command = {"python3", "random_player.py"};
//   player.directory = "fixtures/players";
//   player.budget = {PlayerBudget::Kind::kNodes, 5000};
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/expected.h"

namespace minnaar::tournament {

// What `go` carries (docs/players.md#budgets-and-clocks).
struct PlayerBudget {
  enum class Kind { kNodes, kDepth, kMovetime, kClock };
  Kind kind = Kind::kMovetime;
  std::int64_t amount = 1000;  // nodes, plies or milliseconds
  std::int64_t base_ms = 0;    // a clock's start and increment
  std::int64_t inc_ms = 0;
  // "nodes 5000", "depth 4", "movetime 1000", "clock 60000+500"
  std::string text() const;
};

struct PlayerTimeouts {
  int start_ms = 10000;  // from starting the program to `hellook`, and to `ready`
  int margin_ms = 1000;  // beyond a movetime or the clock
  int move_ms = 60000;   // per move for nodes and depth budgets
};

struct ExternalPlayer {
  std::vector<std::string> command;                          // the program and its arguments
  std::string directory = ".";                               // where it runs (a config's directory)
  std::vector<std::pair<std::string, std::string>> options;  // sent as setoption
  PlayerBudget budget;
  PlayerTimeouts timeouts;

  // One line that names all of the above but the directory, e.g.
  // "external:python3 random_player.py budget=movetime:1000 start_ms=10000
  // margin_ms=1000 move_ms=60000"; a config's fingerprint holds it.
  std::string spec() const;
};

// The player of "external:CMD ARGS..." (as `minnaar play` seats one): the
// command's words, split at spaces ('...' quotes a word with spaces), run
// in the working directory, with the default budget and timeouts.
Expected<ExternalPlayer, std::string> external_player_of(std::string_view spec);

}  // namespace minnaar::tournament
