#include "cli/show_command.h"

#include <cstdio>

#include "cli/help.h"
#include "engine/contract.h"

namespace minnaar {

CLI::App* add_show_command(CLI::App& app, ShowOptions& o) {
  CLI::App* c = app.add_subcommand(
      "show",
      "Print a position in its rule set's notation, then its result token\n"
      "The result token is 'ongoing' while the game goes on; each rule set's other tokens are "
      "in its page of docs/rules/. With --observer, the position as that seat sees it.");
  set_example(*c, "minnaar show --moves \"" + opening_moves_text(1) + "\"");
  o.game.add_to(*c);
  o.game.add_observer_to(*c);
  return c;
}

int run_show_command(const ShowOptions& o) {
  const auto state = o.game.state();
  std::fputs(game::show_output(*state, o.game.observer_seat(state->game())).c_str(), stdout);
  return 0;
}

}  // namespace minnaar
