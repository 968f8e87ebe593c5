#include "cli/help_command.h"

#include <cstdio>

#include "cli/help.h"

namespace minnaar {

CLI::App* add_help_command(CLI::App& app, HelpOptions& o) {
  CLI::App* c = app.add_subcommand(
      "help",
      "Print the help of the program or of a command\n"
      "The same text as COMMAND --help: what the command does, an example and every option.");
  set_example(*c, "minnaar help tournament run");
  c->add_option("COMMAND", o.path, "The command, and its subcommand if it has some");
  return c;
}

int run_help_command(const CLI::App& app, const HelpOptions& o) {
  std::fputs(command_help(app, o.path).c_str(), stdout);
  return 0;
}

}  // namespace minnaar
