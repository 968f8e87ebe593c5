#include "cli/game_args.h"

#include <charconv>

#include "cli/bad_input.h"
#include "cli/help.h"

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
  const auto seat = game::find_seat(game.info(), observer);
  if (!seat) {
    std::string names;
    for (const game::SeatInfo& s : game.info().seats) names += (names.empty() ? "" : ", ") + s.name;
    throw BadInput("--observer: " + game.name() + " has no seat '" + observer + "' (" + names +
                   ")");
  }
  return seat;
}

std::shared_ptr<const game::Game> GameArgs::game() const {
  auto loaded = game::load_text(rules);
  if (!loaded) throw BadInput(loaded.error());
  if (!no_anti_stall) return *loaded;
  bool has_rule = false;
  for (const game::ParameterInfo& p : (*loaded)->info().parameters)
    has_rule |= p.name == "anti_stall";
  if (!has_rule)
    throw BadInput("--no-anti-stall needs a rule set with an anti-stall rule (" +
                   rule_sets_with_parameter_text("anti_stall") + "): " + (*loaded)->name() +
                   " has none");
  game::ParameterValues values = (*loaded)->parameters();
  values["anti_stall"] = "false";
  auto off = game::load((*loaded)->name(), values);
  if (!off) throw BadInput(off.error());
  return *off;
}

std::unique_ptr<game::State> GameArgs::state() const {
  const auto g = game();
  std::unique_ptr<game::State> state;
  if (position_option && position_option->count()) {
    auto parsed = g->parse(position);
    if (!parsed)
      throw BadInput("invalid " + g->info().notation_name + " '" + position +
                     "': " + parsed.error().message());
    state = std::move(*parsed);
  } else {
    std::uint64_t seed = 0;
    if (deal_option && deal_option->count()) {
      if (!g->info().chance_at_setup)
        throw BadInput("--deal: " + g->name() + " is not dealt at random (it has one start)");
      const auto [end, error] = std::from_chars(deal.data(), deal.data() + deal.size(), seed);
      if (deal.empty() || error != std::errc() || end != deal.data() + deal.size())
        throw BadInput("--deal: '" + deal + "' is not a seed (a whole number from 0 to 2^64 - 1)");
    }
    state = g->start(seed);
  }
  if (auto played = state->play(moves); !played) throw BadInput(played.error());
  return state;
}

void refuse_endless(const game::Game& game, const std::string& rules) {
  if (const auto endless = game.endless_reason())
    throw BadInput("--rules '" + rules + "': " + *endless +
                   ", so games between players keep the default; perft, moves and show take it");
}

}  // namespace minnaar
