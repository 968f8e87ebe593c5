#include "cli/svg_command.h"

#include "cli/help.h"
#include "cli/output.h"
#include "engine/svg.h"
#include "engine/words.h"

namespace minnaar {

CLI::App* add_svg_command(CLI::App& app, SvgOptions& o) {
  CLI::App* c = app.add_subcommand(
      "svg",
      "Draw a position as an SVG picture\n"
      "The drawing of the tournament report; the squares of the last of --moves are marked.");
  set_example(*c, "minnaar svg --moves \"" + opening_moves_text(1) + "\" --output start.svg");
  o.game.add_to(*c);
  c->add_option("--output", o.output, "Write the picture to this file, not stdout");
  c->add_option("--cell", o.cell, "A square's side in pixels")
      ->check(whole_number(8, 200))
      ->capture_default_str();
  c->add_flag("--no-counters", o.no_counters,
              "Leave out the counters below the board (side to move, tally, ...)");
  return c;
}

int run_svg_command(const SvgOptions& o) {
  const auto state = o.game.state();
  game::BoardStyle style;
  style.cell = o.cell;
  style.counters = !o.no_counters;
  style.title = game::game_text(state->game()) + ": " + state->notation();
  if (const auto moves = words_of(o.game.moves); !moves.empty()) {
    GameArgs before = o.game;
    before.moves.erase(std::size_t(moves.back().data() - o.game.moves.data()));
    style.marks = game::changed_squares(before.state()->picture(), state->picture());
  }
  write_output(game::board_svg(state->picture(), style), o.output);
  return 0;
}

}  // namespace minnaar
