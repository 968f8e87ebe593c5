// `minnaar play`: one game between agents, its moves printed as they are
// played, then the final MFEN and the result token of SPEC §7.
#pragma once

#include <cstdint>
#include <string>

namespace minnaar {

struct PlayOptions {
  std::string alliance = "random";
  std::string establishment = "random";
  std::string south, north;  // override the Alliance's seats (cooperative play)
  std::string mfen;
  std::uint64_t seed = 1;
  // The Play-Test Edition: --rules playtest-standard|playtest-contemplative,
  // its two players' agents, and the anti-stall switch.
  std::string rules = "minnaar";
  bool no_anti_stall = false;
  std::string white = "random", black = "random";
};

// Throws std::runtime_error with a one-line message for bad input.
void run_play(const PlayOptions& options);

}  // namespace minnaar
