// The Play-Test Edition (docs/rules/playtest.md) behind the game interface, one
// registered game per rule set: "playtest-standard" and
// "playtest-contemplative", each with the parameter anti_stall (default
// true). Seats white and black, each its own team; a seat's return is 1
// when it achieved sovereignty (mutual sovereignty: both), so the returns
// do not add up to a constant.
#pragma once

#include <string>
#include <vector>

#include "engine/board8/game_adapter.h"
#include "engine/board8/move_description.h"
#include "engine/picture.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/perft.h"
#include "engine/playtest/position.h"

namespace minnaar::playtest {

template <RuleSet kSet>
struct PlaytestRules {
  using Position = playtest::Position;
  using MoveList = playtest::MoveList;
  using Config = Rules;

  static const game::GameInfo& info();
  static Expected<Config, std::string> config(const game::ParameterValues& values) {
    auto anti_stall = game::parameter_bool(values, "anti_stall");
    if (!anti_stall) return Unexpected{anti_stall.error()};
    return Rules{kSet, *anti_stall};
  }
  static Position start(const Config& rules) { return Position::start(rules); }
  static Expected<Position, game::NotationError> parse(std::string_view text, const Config& rules);
  static std::string notation(const Position& pos);
  static void generate(const Position& pos, MoveList& list) { generate_moves(pos, list); }
  static game::Seat to_move(const Position& pos) {
    return pos.is_over() ? game::kNoSeat : game::Seat(pos.side_to_move());
  }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
  }
  static Expected<Move, std::string> parse_legal(const Position& pos, std::string_view text);
  // Any move of the notation here, legal or not (game::State::describe_move).
  static game::MoveDescription describe(const Position& pos, Move m);
  static std::string result(const Position& pos) {
    return std::string(outcome_token(pos.outcome()));
  }
  // "both-resolved", "two-forced-passes", "anti-stall" ("ongoing").
  static std::string termination(const Position& pos);
  static std::vector<double> returns(const Position& pos) {
    return {pos.achieved(kWhite) ? 1.0 : 0.0, pos.achieved(kBlack) ? 1.0 : 0.0};
  }
  static std::uint64_t perft(Position& pos, int depth, bool bulk);
  static std::vector<DivideEntry> divide(Position& pos, int depth, int threads, bool bulk);
  // The board (each player's Sovereigns an S in its colour); counters: to
  // move, each player's passages of those needed, the quiet count, passes
  // and the move number.
  static game::Picture picture(const Position& pos);
  // Each player's pieces on the corners and edges, with the other's or its
  // own where a move would land were the board to wrap round
  // (game::Game::edge_positions).
  static std::vector<game::EdgePosition> edge_positions(const Config& rules);
};

using StandardRules = PlaytestRules<RuleSet::kStandard>;
using ContemplativeRules = PlaytestRules<RuleSet::kContemplative>;
using StandardGame = Board8Game<StandardRules>;
using ContemplativeGame = Board8Game<ContemplativeRules>;

// The Play-Test position of a state of either rule set, or null when the
// state is another game's.
const Position* position_of(const game::State& state);

}  // namespace minnaar::playtest
