#include "cli/rules_command.h"

#include <cstdio>
#include <string>

#include "cli/help.h"
#include "engine/game.h"

namespace minnaar {

CLI::App* add_rules_command(CLI::App& app, RulesOptions& o) {
  CLI::App* c = app.add_subcommand(
      "rules",
      "List the registered rule sets, one a line: <name> <seats> <description>\n"
      "Every command that takes a position takes --rules with one of these names.");
  set_example(*c, "minnaar rules --settings");
  CLI::Option* only_default = c->add_flag(
      "--default", o.default_only, "Print only the rule set played when --rules is not given");
  CLI::Option* settings =
      c->add_flag("--settings", o.settings,
                  "Print every rule set, and each with one true/false parameter switched from its "
                  "default, in the form --rules takes (what a conformance run covers)");
  c->add_flag("--results", o.results,
              "Print every result token a finished game can have, one a line: <rule set> "
              "<token> <when> ('ongoing' is every rule set's token while the game goes on)")
      ->excludes(only_default)
      ->excludes(settings);
  only_default->excludes(settings);
  return c;
}

int run_rules_command(const RulesOptions& o) {
  std::string out;
  if (o.default_only) out = game::default_game_name() + '\n';
  for (const game::GameInfo* info : game::registered_games()) {
    if (o.default_only) break;
    if (o.results) {
      for (const game::ResultInfo& r : info->results)
        out += info->name + ' ' + r.token + ' ' + r.when + '\n';
      continue;
    }
    if (!o.settings) {
      out += info->name + ' ' + std::to_string(info->seats.size()) + ' ' + info->description + '\n';
      continue;
    }
    out += info->name + '\n';
    for (const game::ParameterInfo& p : info->parameters)
      if (p.default_value == "true" || p.default_value == "false")
        out += info->name + '(' + p.name + '=' + (p.default_value == "true" ? "false" : "true") +
               ")\n";
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace minnaar
