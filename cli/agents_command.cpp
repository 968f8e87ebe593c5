#include "cli/agents_command.h"

#include <cstdio>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "engine/game.h"
#include "tournament/players/agent_spec.h"

namespace minnaar {

CLI::App* add_agents_command(CLI::App& app, AgentsOptions& o) {
  CLI::App* c = app.add_subcommand(
      "agents",
      "List the agent types and their parameters, for one rule set or all\n"
      "An agent is written type:key=value,... (e.g. alphabeta:depth=4) wherever a command or a "
      "config takes one; each parameter is listed as name=default (range) meaning.");
  set_example(*c, "minnaar agents --rules " + game::default_game_name());
  c->add_option("--rules", o.rules,
                "Only this rule set: " + rule_sets_text() + " (default: every one)");
  return c;
}

int run_agents_command(const AgentsOptions& o) {
  std::string out;
  if (!o.rules.empty()) {
    auto game = game::load_text(o.rules);
    if (!game) throw BadInput("--rules: " + game.error());
    out = "rules " + game::game_text(**game) + ":\n" + tournament::agent_catalogue(**game);
  } else {
    for (const game::GameInfo* info : game::registered_games()) {
      auto game = game::load(info->name);
      if (!game) throw BadInput(game.error());
      out += (out.empty() ? "" : "\n") + ("rules " + info->name + ":\n") +
             tournament::agent_catalogue(**game);
    }
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace minnaar
