#include "cli/game_args.h"

#include "cli/bad_input.h"

namespace minnaar {

void GameArgs::add_rules_to(CLI::App& command) {
  command.add_option("--rules", rules,
                     "Rule set (see `minnaar rules`): minnaar (the current edition, default), "
                     "playtest-standard, playtest-contemplative, ...; parameters as "
                     "name(key=value,...)");
  command.add_flag("--no-anti-stall", no_anti_stall,
                   "Rule sets with the anti-stall rule (the Play-Test Edition): switch it off; "
                   "the same as the parameter anti_stall=false");
}

void GameArgs::add_to(CLI::App& command) {
  add_rules_to(command);
  position_option = command.add_option(
      "--mfen", position,
      "Start from this position, in the rule set's notation (default: the start)");
  command.add_option("--moves", moves, "Moves to play first, space-separated, e.g. \"e1e4 b5c7\"");
}

std::shared_ptr<const game::Game> GameArgs::game() const {
  auto loaded = game::load_text(rules);
  if (!loaded) throw BadInput(loaded.error());
  if (!no_anti_stall) return *loaded;
  bool has_rule = false;
  for (const game::ParameterInfo& p : (*loaded)->info().parameters)
    has_rule |= p.name == "anti_stall";
  if (!has_rule)
    throw BadInput(
        "--no-anti-stall needs a rule set with an anti-stall rule (the Play-Test "
        "Edition's): " +
        (*loaded)->name() + " has none");
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
    state = g->start();
  }
  if (auto played = state->play(moves); !played) throw BadInput(played.error());
  return state;
}

}  // namespace minnaar
