#include "tournament/players/evaluation.h"

#include <vector>

namespace minnaar::tournament {

int terminal_score_from_returns(const game::State& state, int team, int ply) {
  const game::Game& game = state.game();
  const std::vector<double> returns = state.play_returns();
  double own = 0, own_seats = 0, others = 0, other_seats = 0;
  for (game::Seat s = 0; s < game.seat_count(); ++s) {
    const bool ours = game.team_of(s) == team;
    (ours ? own : others) += returns[std::size_t(s)];
    (ours ? own_seats : other_seats) += 1;
  }
  if (own_seats) own /= own_seats;
  if (other_seats) others /= other_seats;
  if (own > others) return kWinScore - ply;
  if (own < others) return -(kWinScore - ply);
  return 0;
}

}  // namespace minnaar::tournament
