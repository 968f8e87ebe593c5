// `minnaar agents [--rules R]`: the agent types of one rule set or of
// every one, each with its parameters (name, default, range, meaning),
// from the agent registry (tournament/players/agent_spec.h).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace minnaar {

struct AgentsOptions {
  std::string rules;  // empty: every registered rule set
};

CLI::App* add_agents_command(CLI::App& app, AgentsOptions& options);

// Prints the catalogue (BadInput for an unknown rule set); returns 0.
int run_agents_command(const AgentsOptions& options);

}  // namespace minnaar
