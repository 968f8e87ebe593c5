#include "cli/show_command.h"

#include <cstdio>

#include "cli/help.h"
#include "engine/contract.h"
#include "engine/game.h"

namespace minnaar {

CLI::App* add_show_command(CLI::App& app, ShowOptions& o) {
  std::string tokens;
  for (const game::GameInfo* info : game::registered_games()) {
    tokens += "\n  " + info->name + ':';
    for (const game::ResultInfo& r : info->results) tokens += ' ' + r.token;
  }
  CLI::App* c = app.add_subcommand(
      "show",
      "Print a position in its rule set's notation, then its result token\n"
      "With --observer, the position as that seat sees it. The result token is 'ongoing' while "
      "the game goes on; then one of its rule set's (minnaar rules --results tells when):" +
          tokens);
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
