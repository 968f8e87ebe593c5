#include "cli/serve_command.h"

#include <iostream>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "tournament/players/agent_spec.h"
#include "tournament/protocol/protocol_player.h"

namespace minnaar {

CLI::App* add_serve_command(CLI::App& app, ServeOptions& o) {
  CLI::App* c = app.add_subcommand(
      "serve",
      "Play the player protocol on standard input and output as a built-in agent\n"
      "The agent SPEC plays every rule set it can (docs/players.md): other tools can seat the "
      "toolkit's agents. Agent types and their parameters: `minnaar agents`.");
  set_example(*c, "minnaar serve alphabeta:depth=3");
  c->add_option("SPEC", o.spec, "The agent, e.g. alphabeta:depth=3 (see `minnaar agents`)")
      ->required();
  return c;
}

int run_serve_command(const ServeOptions& o) {
  // Lines, not characters: the streams need not follow C's stdio.
  std::ios::sync_with_stdio(false);
  // A spec no rule set can seat is bad input like any other: refused
  // before a line is read.
  if (const std::string problem = tournament::agent_spec_problem(o.spec); !problem.empty())
    throw BadInput(problem);
  return tournament::serve_protocol(o.spec, std::cin, std::cout, std::cerr);
}

}  // namespace minnaar
