// Take-away, a Nim for two seats, registered as "take-away": a pile of
// stones (the parameter `stones`, 1..1000, default 15); the seat to move
// takes 1, 2 or 3 of them and whoever takes the last stone wins. A
// perfect-information test game that lives in this folder alone: it shows
// that adding a game is adding a folder.
//
//   auto game = game::load("take-away", {{"stones", "5"}});
//   auto state = (*game)->start();  // "5 a"
//   state->play("3 2");             // a takes 3, b takes the last 2
//   state->notation();              // "0 a": a to move with no stones left
//   state->result();                // "b-wins"
//
// Notation: "<stones> <side>", the stones left (a whole number without
// leading zeros, at most the pile the game starts with) and the seat to move
// ("a" or "b"), separated by one space. With no stones left the seat "to
// move" is the loser: "0 b" is a game that a won. Moves are "1", "2" and
// "3"; an Action's bits are the number of stones taken.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"

namespace minnaar::take_away {

// Seats, by number; each is its own team.
inline constexpr game::Seat kSeatA = 0, kSeatB = 1;
// The most stones one move takes.
inline constexpr int kMaxTake = 3;
// The largest pile the parameter `stones` allows.
inline constexpr int kMaxStones = 1000;

// The registry's facts of "take-away".
const game::GameInfo& take_away_info();

class TakeAwayGame;

class TakeAwayState final : public game::State {
 public:
  // `stones` in 0..game->start_stones(); `side` is kSeatA or kSeatB, the
  // seat whose turn it is (the loser once stones is 0).
  TakeAwayState(std::shared_ptr<const TakeAwayGame> game, int stones, game::Seat side);

  int stones() const { return stones_; }
  // The seat whose turn it is, also once the game is over (to_move() is
  // then kNoSeat).
  game::Seat side() const { return side_; }

  const game::Game& game() const override;
  std::unique_ptr<game::State> clone() const override;
  game::Seat to_move() const override { return stones_ == 0 ? game::kNoSeat : side_; }
  // Taking 1, 2, 3 stones, as many of them as the pile allows.
  void legal_moves(std::vector<game::Action>& moves) const override;
  void apply(game::Action move) override;
  std::string notation() const override;
  std::string move_text(game::Action move) const override;
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override;
  // A move "1".."3", whatever the pile: kind "take", distance the stones.
  std::optional<game::MoveDescription> describe_move(std::string_view text) const override;
  // "a-wins" or "b-wins" once the last stone is taken; "ongoing" before.
  std::string result() const override;
  // "last-stone" once the game is over; "ongoing" before.
  std::string termination() const override;
  // {1, 0} when a took the last stone, {0, 1} when b did; {0.5, 0.5} while
  // the game goes on.
  std::vector<double> returns() const override;
  // The stones left, ten to a row; counters: to move, stones.
  game::Picture picture() const override;

 private:
  std::shared_ptr<const TakeAwayGame> game_;
  int stones_;
  game::Seat side_;
};

class TakeAwayGame final : public game::Game {
 public:
  // The registry's factory: checks the parameter values (`stones` must be a
  // whole number in 1..kMaxStones, written without leading zeros).
  static Expected<std::unique_ptr<game::Game>, std::string> make(
      const game::ParameterValues& values);

  const game::GameInfo& info() const override { return take_away_info(); }
  const game::ParameterValues& parameters() const override { return values_; }
  // The pile a game starts with: the parameter `stones`.
  int start_stones() const { return start_stones_; }

  // The full pile with a to move; there is no chance, so `seed` is unused.
  std::unique_ptr<game::State> start(std::uint64_t seed = 0) const override;
  // Reads "<stones> <side>"; refusals name "stones", "side" or, for the
  // shape of the whole text, "notation".
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override;

 private:
  TakeAwayGame(game::ParameterValues values, int start_stones)
      : values_(std::move(values)), start_stones_(start_stones) {}
  // Games are always held by shared_ptr (game::load), so states can keep
  // theirs alive.
  std::shared_ptr<const TakeAwayGame> self() const {
    return std::static_pointer_cast<const TakeAwayGame>(shared_from_this());
  }

  game::ParameterValues values_;
  int start_stones_;
};

}  // namespace minnaar::take_away
