// `minnaar rules`: the registered rule sets, one a line: <name> <seats>
// <description>; with --default the one played when none is named; with
// --settings each rule set and, for each of its true/false parameters, the
// rule set with that one switched from its default (what a conformance
// run covers), in the form --rules takes; with --results each rule set's
// result tokens, one a line: <name> <token> <when>.
#pragma once

#include <CLI/CLI.hpp>

namespace minnaar {

struct RulesOptions {
  bool default_only = false;
  bool settings = false;
  bool results = false;
};

CLI::App* add_rules_command(CLI::App& app, RulesOptions& options);

int run_rules_command(const RulesOptions& options);

}  // namespace minnaar
