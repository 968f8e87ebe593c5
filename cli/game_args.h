// The options that pick a rule set and a position, shared by every command
// that takes one (perft, moves, show, svg-like tools): --rules, its
// parameters, --mfen (the rule set's notation) and --moves.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/contract.h"
#include "engine/game.h"

namespace minnaar {

struct GameArgs {
  // A registered name, or name(key=value,...) with parameters.
  std::string rules = game::default_game_name();
  bool no_anti_stall = false;
  std::string position;  // when --mfen is not given: the rule set's start
  std::string moves;
  std::string deal;      // the seed of the start, for rule sets dealt at random
  std::string observer;  // show: the seat whose observation to print
  CLI::Option* position_option = nullptr;
  CLI::Option* deal_option = nullptr;

  void add_rules_to(CLI::App& command);
  void add_to(CLI::App& command);  // the rule set, --mfen, --deal and --moves
  void add_observer_to(CLI::App& command);

  // The game, or BadInput naming what is wrong.
  std::shared_ptr<const game::Game> game() const;
  // The position after --mfen (or --deal) and --moves, or BadInput.
  std::unique_ptr<game::State> state() const;
  // The options of the position as the contract reads them.
  game::CallPosition call_position() const;
  // The seat of --observer, or nothing when it was not given (BadInput
  // when it names no seat of the rule set).
  std::optional<game::Seat> observer_seat(const game::Game& game) const;
};

// Refuses (BadInput) a rule set under which a game between players may
// never end (game::Game::endless_reason), `rules` being how it was given.
void refuse_endless(const game::Game& game, const std::string& rules);

}  // namespace minnaar
