#include "tournament/store/replay.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "engine/game.h"
#include "tournament/play/adjudication.h"

namespace minnaar::tournament {
namespace {

// The stored margins against those the game gives. A game stored before
// margins were (schema 6 and older) has its returns as margins.
std::optional<std::string> margin_problem(const StoredGame& game,
                                          const std::vector<double>& margins) {
  const bool stored_before_margins =
      std::all_of(game.seats.begin(), game.seats.end(),
                  [](const SeatOutcome& seat) { return seat.margin == seat.result; });
  if (stored_before_margins) return std::nullopt;
  for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
    if (game.seats[seat].margin != margins[seat])
      return "seat " + std::to_string(seat) + " stored margin " +
             std::to_string(game.seats[seat].margin) + ", but the game gives it " +
             std::to_string(margins[seat]);
  return std::nullopt;
}

// A game lost by a player's failure: the stored returns must be those of
// one team's forfeit, with its result token, and the failure described.
std::optional<std::string> forfeit_problem(const game::Game& rules, const StoredGame& game) {
  if (game.detail.empty()) return game.termination + " without a detail of what failed";
  if (int(game.seats.size()) != rules.seat_count())
    return std::to_string(game.seats.size()) + " seats stored, but " + rules.name() + " has " +
           std::to_string(rules.seat_count());
  for (int team = 0; team < int(rules.info().teams.size()); ++team) {
    const std::vector<double> returns = rules.forfeit_returns(team);
    bool same = true;
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
      same &= game.seats[seat].result == returns[seat];
    if (!same) continue;
    if (game.result != rules.forfeit_result(team))
      return "a forfeit by " + rules.info().teams[std::size_t(team)] + " is " +
             rules.forfeit_result(team) + ", not the stored result " + game.result;
    return margin_problem(game, returns);
  }
  return "the stored returns are no team's forfeit";
}

}  // namespace

std::optional<std::string> replay_problem(const StoredGame& game,
                                          const AdjudicationRules& adjudication) {
  const auto rules = game::load_stored(game.rules, game.rule_parameters);
  if (!rules) return "rules: " + rules.error();
  auto start = (*rules)->parse(game.start_state);
  if (!start) return "start_state is not a valid position: " + start.error().message();
  auto final = std::move(*start);
  // Move by move: a runner stops at the first state it adjudicates, by the
  // rule set's ruling or on the players' scores.
  Adjudicator adjudicator(adjudication, **rules);
  const bool adjudicated =
      game.termination == kAdjudicatedResign || game.termination == kAdjudicatedDraw;
  if (adjudicated && !adjudication.any())
    return "the game is stored as " + game.termination +
           ", but its tournament has no adjudication rules";
  int ply = 0;
  for (const std::string& word : game.moves) {
    ++ply;
    if (const auto ruled = final->is_over() ? std::nullopt : final->adjudication())
      return "the moves go on at ply " + std::to_string(ply) + " after the runner's " +
             ruled->termination + " ruling";
    if (const auto ruled = adjudicator.ruling(*final, ply - 1))
      return "the moves go on at ply " + std::to_string(ply) + " after the scores called for " +
             ruled->termination + " (" + ruled->result + ")";
    const auto move = final->parse_move(word);
    if (!move)
      return "moves do not replay: " + std::string(move.error().unknown ? "unknown" : "illegal") +
             " move '" + word + "' at ply " + std::to_string(ply) + ": " + move.error().reason;
    if (!final->is_over() && !final->forced_move() && std::size_t(ply) <= game.infos.size())
      adjudicator.record(final->to_move(), game.infos[std::size_t(ply - 1)]);
    final->apply(*move);
  }
  const bool forfeit = game.termination.rfind("forfeit-", 0) == 0;
  auto ruling = final->is_over() ? std::nullopt : final->adjudication();
  if (!ruling && !forfeit) ruling = adjudicator.ruling(*final, ply);
  if (adjudicated && (!ruling || ruling->termination != game.termination))
    return "the game is stored as " + game.termination + ", but its stored scores do not call " +
           "for it at its last ply";
  if (!final->is_over() && !forfeit && !ruling) return "the moves leave the game ongoing";
  if (final->is_over() && forfeit)
    return "the game is stored as " + game.termination + ", but its moves end it by the rules (" +
           final->termination() + ")";
  const std::string reached = final->notation();
  if (reached != game.final_state)
    return "the moves reach " + reached + ", not the stored final_state " + game.final_state;
  if (forfeit) return forfeit_problem(**rules, game);
  const std::string result = ruling ? ruling->result : final->result();
  const std::string termination = ruling ? ruling->termination : final->termination();
  if (result != game.result)
    return "the moves end in " + result + ", not the stored result " + game.result;
  if (termination != game.termination)
    return "the game ends by " + termination + ", not the stored termination " + game.termination;
  const int plies = int(game.moves.size());
  if (plies != game.plies)
    return std::to_string(plies) + " moves stored, but plies says " + std::to_string(game.plies);
  if (int(game.seats.size()) != (*rules)->seat_count())
    return std::to_string(game.seats.size()) + " seats stored, but " + (*rules)->name() + " has " +
           std::to_string((*rules)->seat_count());
  const std::vector<double> returns = ruling ? ruling->returns : final->play_returns();
  for (std::size_t seat = 0; seat < game.seats.size(); ++seat)
    if (game.seats[seat].result != returns[seat])
      return "seat " + std::to_string(seat) + " stored return " +
             std::to_string(game.seats[seat].result) + ", but the game gives it " +
             std::to_string(returns[seat]);
  if (ruling)
    return margin_problem(game, ruling->margins.empty() ? ruling->returns : ruling->margins);
  return margin_problem(game, final->play_margins());
}

void each_position(const game::Game& game, const StoredGame& g,
                   const std::function<bool(const game::State&, std::size_t ply)>& visit) {
  auto state = game.parse(g.start_state);
  if (!state)
    throw std::runtime_error("game " + std::to_string(g.slot) +
                             ": start_state: " + state.error().message());
  for (std::size_t ply = 0; ply < g.moves.size(); ++ply) {
    if (!visit(**state, ply)) return;
    const auto move = (*state)->parse_move(g.moves[ply]);
    if (!move)
      throw std::runtime_error("game " + std::to_string(g.slot) + ": move '" + g.moves[ply] +
                               "' at ply " + std::to_string(ply + 1) +
                               " does not replay: " + move.error().reason);
    (*state)->apply(*move);
  }
}

}  // namespace minnaar::tournament
