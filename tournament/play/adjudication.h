// Ending a game early on the players' own scores, as engine testers do
// (a tournament config's `adjudication`, docs/tournaments.md):
//
//   resign: {score: S, moves: N}   a team loses when each of its seats has
//       reported a score <= -S for its last N moves and each seat of every
//       other team >= S (both sides agree);
//   draw: {after: P, score: S, moves: N}   from ply P on, the game is drawn
//       when every seat has reported |score| <= S for its last N moves
//       (only in a game that has draws).
//
// Scores are what the players reported (MoveInfo::score, the mover's
// team's view). A move without a score breaks a seat's run; forced moves
// are not the seat's own and count for nothing. The rules come first: the
// runner asks only while the game is not over.
//
//   Adjudicator adjudicator(rules, game);
//   adjudicator.record(seat, info);                 // after each chosen move
//   if (auto ruling = adjudicator.ruling(state, plies)) stop(*ruling);
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/players/move_info.h"

namespace minnaar::tournament {

inline constexpr const char* kAdjudicatedResign = "adjudicated-resign";
inline constexpr const char* kAdjudicatedDraw = "adjudicated-draw";

// The ranges a config or a command line may set the rules' numbers in.
inline constexpr std::int64_t kAdjudicationScoreMax = 1'000'000'000;
inline constexpr int kAdjudicationMovesMax = 1000;
inline constexpr int kAdjudicationAfterMax = 1'000'000;

struct AdjudicationRules {
  struct Resign {
    std::int64_t score = 0;
    int moves = 0;
    friend bool operator==(const Resign&, const Resign&) = default;
  };
  struct Draw {
    int after = 0;  // plies
    std::int64_t score = 0;
    int moves = 0;
    friend bool operator==(const Draw&, const Draw&) = default;
  };
  std::optional<Resign> resign;
  std::optional<Draw> draw;

  bool any() const { return resign || draw; }
  friend bool operator==(const AdjudicationRules&, const AdjudicationRules&) = default;
};

// Why `rules` cannot adjudicate games of `game`: `rule` is "" when no
// rule can (the game is not constant-sum: one team's loss is not the
// other's gain), "draw" when its draw rule cannot (the game has no draws).
struct AdjudicationUnfit {
  std::string rule;
  std::string why;
};
std::optional<AdjudicationUnfit> adjudication_unfit(const AdjudicationRules& rules,
                                                    const game::Game& game);

// The last scores of every seat of one game.
class Adjudicator {
 public:
  Adjudicator(const AdjudicationRules& rules, const game::Game& game);

  // A move `seat` chose, with what it reported.
  void record(game::Seat seat, const MoveInfo& info);
  // The ruling for the ongoing `state` after `plies` plies, if the scores
  // call for one: the result and returns of a loss (game::Game's
  // forfeit_result) or a draw (GameInfo::draw_name, 1/2 each), the
  // termination, and the margins the rule set gives such an ending
  // (State::adjudicated_margins).
  std::optional<game::Ruling> ruling(const game::State& state, int plies) const;

 private:
  // Whether every seat of `team` (or, with `others`, of every other team)
  // has N scores on the right side of the bound.
  bool team_holds(int team, bool others, bool losing) const;

  AdjudicationRules rules_;
  const game::Game& game_;
  std::vector<std::deque<std::int64_t>> scores_;  // per seat, the last N
  std::size_t window_ = 0;
};

}  // namespace minnaar::tournament
