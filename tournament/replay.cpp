#include "tournament/replay.h"

#include "engine/game.h"

namespace minnaar::tournament {

std::optional<std::string> replay_problem(const StoredGame& game) {
  const auto rules = game::load_stored(game.rules, game.rule_parameters);
  if (!rules) return "rules: " + rules.error();
  auto start = (*rules)->parse(game.start_state);
  if (!start) return "start_state is not a valid position: " + start.error().message();
  auto final = std::move(*start);
  if (auto played = final->play(game.moves); !played)
    return "moves do not replay: " + played.error();
  if (!final->is_over()) return "the moves leave the game ongoing";
  const std::string reached = final->notation();
  if (reached != game.final_state)
    return "the moves reach " + reached + ", not the stored final_state " + game.final_state;
  if (final->result() != game.result)
    return "the moves end in " + final->result() + ", not the stored result " + game.result;
  if (final->termination() != game.termination)
    return "the game ends by " + final->termination() + ", not the stored termination " +
           game.termination;
  int plies = 0;
  for (std::size_t i = 0; i < game.moves.size(); ++i)
    plies += game.moves[i] != ' ' && (i == 0 || game.moves[i - 1] == ' ');
  if (plies != game.plies)
    return std::to_string(plies) + " moves stored, but plies says " + std::to_string(game.plies);
  if (int(game.seats.size()) != (*rules)->seat_count())
    return std::to_string(game.seats.size()) + " seats stored, but " + (*rules)->name() + " has " +
           std::to_string((*rules)->seat_count());
  const std::vector<double> returns = final->returns();
  for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
    if (game.seats[seat].result != returns[seat])
      return "seat " + std::to_string(seat) + " stored return " +
             std::to_string(game.seats[seat].result) + ", but the game gives it " +
             std::to_string(returns[seat]);
  return std::nullopt;
}

}  // namespace minnaar::tournament
