// The current edition (docs/rules/minnaar.md) behind the game interface, registered as
// "minnaar": seats south, north (the Alliance) and establishment (White
// and Black). Its state is Board8State<MinnaarRules>, whose position() is
// the fast engine's Position.
#pragma once

#include <string>
#include <vector>

#include "engine/board8/game_adapter.h"
#include "engine/board8/move_description.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/perft.h"
#include "engine/minnaar/position.h"
#include "engine/picture.h"

namespace minnaar::current {

struct MinnaarRules {
  using Position = current::Position;
  using MoveList = current::MoveList;
  struct Config {};

  // Seats, by number.
  static constexpr game::Seat kSouthSeat = 0, kNorthSeat = 1, kEstablishmentSeat = 2;

  static const game::GameInfo& info();
  static Expected<Config, std::string> config(const game::ParameterValues&) { return Config{}; }
  static Position start(const Config&) { return Position::start(); }
  static Expected<Position, game::NotationError> parse(std::string_view text, const Config&);
  static std::string notation(const Position& pos);
  static void generate(const Position& pos, MoveList& list) { generate_moves(pos, list); }
  static game::Seat to_move(const Position& pos) {
    if (pos.is_over()) return game::kNoSeat;
    return seat_of(pos.side_to_move());
  }
  static constexpr game::Seat seat_of(Faction f) {
    return f == kSouth ? kSouthSeat : f == kNorth ? kNorthSeat : kEstablishmentSeat;
  }
  static bool is_capture(const Position& pos, Move m) {
    return !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
  }
  static Expected<Move, std::string> parse_legal(const Position& pos, std::string_view text);
  // Any move of the notation here, legal or not (game::State::describe_move).
  static game::MoveDescription describe(const Position& pos, Move m);
  static std::string result(const Position& pos);
  // "establishment-captured", "south-captured", "north-captured",
  // "80-quiet-turns", "four-forced-passes" ("ongoing").
  static std::string termination(const Position& pos);
  // The Alliance's seats 1 for Liberation, the Establishment 1 for Divide
  // and Conquer, every seat 1/2 for an undecided game.
  static std::vector<double> returns(const Position& pos);
  // A finer score than the returns (game::State::margins), from the
  // captures on each side and the turns the loser held out
  // (docs/statistics.md#the-margin-score): a win in (3/4, 1], a loss below
  // 1/4, an undecided game in [1/4, 3/4]; the teams' margins add up to 1.
  // An ongoing game: its returns.
  static std::vector<double> margins(const Position& pos);
  // An ongoing game ended early on the players' scores
  // (game::State::adjudicated_margins): the same formulas at this
  // position, as a decided game when `losing_team` lost, else as an
  // undecided one.
  static std::vector<double> adjudicated_margins(const Position& pos,
                                                 std::optional<int> losing_team);
  static std::uint64_t perft(Position& pos, int depth, bool bulk);

 private:
  // The margins of a game that ended here: won by the Alliance (true), the
  // Establishment (false) or undecided.
  static std::vector<double> margins_as_ended(const Position& pos,
                                              std::optional<bool> alliance_won);

 public:
  static std::vector<DivideEntry> divide(Position& pos, int depth, int threads, bool bulk);
  // The board with South's and North's Sovereigns (gold and blue S) and the
  // Establishment's pieces; counters: to move, tally, passes, round.
  static game::Picture picture(const Position& pos);
  // Each faction's pieces on the corners and edges, with the Alliance's or
  // the Establishment's pieces where a move would land were the board to
  // wrap round (game::Game::edge_positions).
  static std::vector<game::EdgePosition> edge_positions(const Config&);
};

using MinnaarState = Board8State<MinnaarRules>;
using MinnaarGame = Board8Game<MinnaarRules>;

// The current edition's position of a state, or null when the state is
// another game's.
inline const Position* position_of(const game::State& state) {
  const auto* s = dynamic_cast<const MinnaarState*>(&state);
  return s ? &s->position() : nullptr;
}

}  // namespace minnaar::current
