#include "tournament/replay.h"

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/notation.h"
#include "tournament/runner.h"

namespace minnaar::tournament {
namespace {

// The checks shared by the rule sets, on the position the moves reached.
template <class AnyPosition>
std::optional<std::string> compare(const StoredGame& game, const AnyPosition& final,
                                   const std::string& reached, std::string_view result) {
  if (!final.is_over()) return "the moves leave the game ongoing";
  if (reached != game.final_mfen)
    return "the moves reach " + reached + ", not the stored final_mfen " + game.final_mfen;
  if (result != game.result)
    return "the moves end in " + std::string(result) + ", not the stored result " + game.result;
  if (termination_of(final) != game.termination)
    return "the game ends by " + termination_of(final) + ", not the stored termination " +
           game.termination;
  int plies = 0;
  for (std::size_t i = 0; i < game.moves.size(); ++i)
    plies += game.moves[i] != ' ' && (i == 0 || game.moves[i - 1] == ' ');
  if (plies != game.plies)
    return std::to_string(plies) + " moves stored, but plies says " + std::to_string(game.plies);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> replay_problem(const StoredGame& game) {
  const auto rules = parse_rule_choice_text(game.rules);
  if (!rules) return "rules: " + rules.error();
  if (rules->id == RuleSetId::kMinnaar) {
    const auto start = parse_mfen(game.start_mfen);
    if (!start) return "start_mfen is not a valid MFEN: " + start.error().message();
    const auto final = play_moves(*start, game.moves);
    if (!final) return "moves do not replay: " + final.error();
    return compare(game, *final, to_mfen(*final), outcome_token(final->outcome()));
  }
  const auto start = playtest::parse_mfen(game.start_mfen, playtest_rules_of(*rules));
  if (!start) return "start_mfen is not a valid MFEN: " + start.error().message();
  const auto final = playtest::play_moves(*start, game.moves);
  if (!final) return "moves do not replay: " + final.error();
  return compare(game, *final, playtest::to_mfen(*final),
                 playtest::outcome_token(final->outcome()));
}

}  // namespace minnaar::tournament
