#include "cli/moves_command.h"

#include <cstdio>

#include "cli/help.h"
#include "engine/contract.h"

namespace minnaar {

CLI::App* add_moves_command(CLI::App& app, MovesOptions& o) {
  CLI::App* c = app.add_subcommand(
      "moves",
      "List the legal moves of the side to move\n"
      "One a line in byte order; 'pass' alone when it must pass; nothing when the game is over.");
  set_example(*c, "minnaar moves --moves \"" + opening_moves_text(2) + "\"");
  o.game.add_to(*c);
  return c;
}

int run_moves_command(const MovesOptions& o) {
  std::fputs(game::moves_output(*o.game.state()).c_str(), stdout);
  return 0;
}

}  // namespace minnaar
