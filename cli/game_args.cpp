#include "cli/game_args.h"

#include "cli/bad_input.h"
#include "cli/help.h"
#include "engine/contract.h"

namespace minnaar {

void GameArgs::add_rules_to(CLI::App& command) {
  command.add_option("--rules", rules,
                     "Rule set: " + rule_sets_text() + " (default: " + game::default_game_name() +
                         "); parameters as name(key=value,...), see `minnaar rules`");
  command.add_flag("--no-anti-stall", no_anti_stall,
                   "Switch the anti-stall rule off (rule sets with one: " +
                       rule_sets_with_parameter_text("anti_stall") +
                       "); the same as the parameter anti_stall=false");
}

void GameArgs::add_to(CLI::App& command) {
  add_rules_to(command);
  position_option = command.add_option(
      "--mfen", position,
      "Start from this position, in the rule set's notation (default: the start)");
  deal_option = command.add_option("--deal", deal,
                                   "Start from the deal of this seed (rule sets dealt at random "
                                   "at setup; default 0)");
  deal_option->excludes(position_option);
  command.add_option("--moves", moves,
                     "Moves to play first, space-separated, e.g. \"" + opening_moves_text(2) +
                         "\" (the rule set's move notation)");
}

void GameArgs::add_observer_to(CLI::App& command) {
  command.add_option("--observer", observer,
                     "Print what this seat sees instead of the whole position: a seat's name, or "
                     "its initial where no other seat's name starts with it (" +
                         seats_text() + ")");
}

std::optional<game::Seat> GameArgs::observer_seat(const game::Game& game) const {
  if (observer.empty()) return std::nullopt;
  auto seat = game::call_observer(game, observer);
  if (!seat) throw BadInput(seat.error());
  return *seat;
}

std::shared_ptr<const game::Game> GameArgs::game() const {
  auto loaded = game::call_game(rules, no_anti_stall);
  if (!loaded) throw BadInput(loaded.error());
  return *loaded;
}

game::CallPosition GameArgs::call_position() const {
  game::CallPosition call{rules, no_anti_stall, std::nullopt, std::nullopt, moves};
  if (position_option && position_option->count()) call.mfen = position;
  if (deal_option && deal_option->count()) call.deal = deal;
  return call;
}

std::unique_ptr<game::State> GameArgs::state() const {
  auto state = game::call_state(call_position());
  if (!state) throw BadInput(state.error());
  return std::move(*state);
}

void refuse_endless(const game::Game& game, const std::string& rules) {
  if (const auto endless = game.endless_reason())
    throw BadInput("--rules '" + rules + "': " + *endless +
                   ", so games between players keep the default; perft, moves and show take it");
}

}  // namespace minnaar
