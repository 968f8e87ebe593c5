#include "tournament/replay.h"

#include "engine/mfen.h"
#include "engine/notation.h"
#include "tournament/runner.h"

namespace minnaar::tournament {

std::optional<std::string> replay_problem(const StoredGame& game) {
  const auto start = parse_mfen(game.start_mfen);
  if (!start) return "start_mfen is not a valid MFEN: " + start.error().message();
  const auto final = play_moves(*start, game.moves);
  if (!final) return "moves do not replay: " + final.error();
  if (!final->is_over()) return "the moves leave the game ongoing";
  const std::string reached = to_mfen(*final);
  if (reached != game.final_mfen)
    return "the moves reach " + reached + ", not the stored final_mfen " + game.final_mfen;
  const std::string result(outcome_token(final->outcome()));
  if (result != game.result)
    return "the moves end in " + result + ", not the stored result " + game.result;
  if (termination_of(*final) != game.termination)
    return "the game ends by " + termination_of(*final) + ", not the stored termination " +
           game.termination;
  int plies = 0;
  for (std::size_t i = 0; i < game.moves.size(); ++i)
    plies += game.moves[i] != ' ' && (i == 0 || game.moves[i - 1] == ' ');
  if (plies != game.plies)
    return std::to_string(plies) + " moves stored, but plies says " + std::to_string(game.plies);
  return std::nullopt;
}

}  // namespace minnaar::tournament
