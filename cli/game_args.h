// The options that pick a rule set and a position, shared by every command
// that takes one (perft, moves, show, svg-like tools): --rules, its
// parameters, --mfen (the rule set's notation) and --moves.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "engine/game.h"

namespace minnaar {

struct GameArgs {
  // A registered name, or name(key=value,...) with parameters.
  std::string rules = "minnaar";
  bool no_anti_stall = false;
  std::string position;  // when --mfen is not given: the rule set's start
  std::string moves;
  CLI::Option* position_option = nullptr;

  void add_rules_to(CLI::App& command);
  void add_to(CLI::App& command);  // the rule set, --mfen and --moves

  // The game, or BadInput naming what is wrong.
  std::shared_ptr<const game::Game> game() const;
  // The position after --mfen and --moves, or BadInput.
  std::unique_ptr<game::State> state() const;
};

}  // namespace minnaar
