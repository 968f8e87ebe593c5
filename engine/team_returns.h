// The returns of a game won by one team or by none: the one mapping from a
// rule set's outcome to returns, for the games' returns() (by seat) and the
// searches' results (by team). A rule set says which team its outcome makes
// the winner (its own winning_team function); this header knows no game.
//
//   team_returns<2>(1);                 // {0, 1}
//   seat_returns(std::nullopt, info);   // 1/2 for every seat
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "engine/game.h"

namespace minnaar::game {

// Team `team`'s return: 1 when it won, 0 when another team did, 1/2 when
// no team won (a draw, an undecided or an ongoing game).
constexpr double team_return(std::optional<int> winning_team, int team) {
  if (!winning_team) return 0.5;
  return team == *winning_team ? 1.0 : 0.0;
}

// Every team's return, by team number.
template <std::size_t kTeams>
constexpr std::array<double, kTeams> team_returns(std::optional<int> winning_team) {
  std::array<double, kTeams> returns{};
  for (std::size_t t = 0; t < kTeams; ++t) returns[t] = team_return(winning_team, int(t));
  return returns;
}

// Every seat's return, by seat number: its team's.
inline std::vector<double> seat_returns(std::optional<int> winning_team, const GameInfo& info) {
  std::vector<double> returns;
  returns.reserve(info.seats.size());
  for (const SeatInfo& seat : info.seats) returns.push_back(team_return(winning_team, seat.team));
  return returns;
}

}  // namespace minnaar::game
