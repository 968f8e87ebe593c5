#include "tournament/play/adjudication.h"

#include <algorithm>
#include <cstdlib>

namespace minnaar::tournament {

std::optional<AdjudicationUnfit> adjudication_unfit(const AdjudicationRules& rules,
                                                    const game::Game& game) {
  if (!rules.any()) return std::nullopt;
  if (!game.info().constant_sum)
    return AdjudicationUnfit{"", game.name() +
                                     " is not a game where one team's loss is the "
                                     "other's gain"};
  if (rules.draw && !game.info().has_draws)
    return AdjudicationUnfit{"draw", game.name() + " has no draws"};
  return std::nullopt;
}

Adjudicator::Adjudicator(const AdjudicationRules& rules, const game::Game& game)
    : rules_(rules),
      game_(game),
      scores_(std::size_t(game.seat_count())),
      window_(std::size_t(
          std::max(rules.resign ? rules.resign->moves : 0, rules.draw ? rules.draw->moves : 0))) {}

void Adjudicator::record(game::Seat seat, const MoveInfo& info) {
  if (!rules_.any()) return;
  std::deque<std::int64_t>& mine = scores_[std::size_t(seat)];
  if (!info.score) {
    mine.clear();  // a run of scores must be unbroken
    return;
  }
  mine.push_back(*info.score);
  if (mine.size() > window_) mine.pop_front();
}

bool Adjudicator::team_holds(int team, bool others, bool losing) const {
  const auto& resign = *rules_.resign;
  for (game::Seat s = 0; s < game_.seat_count(); ++s) {
    if ((game_.team_of(s) == team) == others) continue;
    const auto& mine = scores_[std::size_t(s)];
    if (mine.size() < std::size_t(resign.moves)) return false;
    for (auto it = mine.end() - resign.moves; it != mine.end(); ++it)
      if (losing ? *it > -resign.score : *it < resign.score) return false;
  }
  return true;
}

std::optional<game::Ruling> Adjudicator::ruling(const game::State& state, int plies) const {
  if (!rules_.any() || state.is_over()) return std::nullopt;
  if (rules_.resign && rules_.resign->moves > 0) {
    for (int team = 0; team < int(game_.info().teams.size()); ++team)
      if (team_holds(team, false, true) && team_holds(team, true, false))
        return game::Ruling{game_.forfeit_result(team), kAdjudicatedResign,
                            game_.forfeit_returns(team), state.adjudicated_margins(team)};
  }
  if (rules_.draw && rules_.draw->moves > 0 && plies >= rules_.draw->after) {
    const auto& draw = *rules_.draw;
    bool quiet = true;
    for (const auto& mine : scores_) {
      if (mine.size() < std::size_t(draw.moves)) {
        quiet = false;
        break;
      }
      for (auto it = mine.end() - draw.moves; it != mine.end(); ++it)
        if (std::llabs(*it) > draw.score) quiet = false;
    }
    if (quiet)
      return game::Ruling{game_.info().draw_name, kAdjudicatedDraw,
                          std::vector<double>(std::size_t(game_.seat_count()), 0.5),
                          state.adjudicated_margins(std::nullopt)};
  }
  return std::nullopt;
}

}  // namespace minnaar::tournament
