// Three cards (Kuhn poker), registered as "three-cards": a hidden-information
// test game with a shuffled deck that lives in this folder alone. The deck
// is J < Q < K; seats "first" and "second" get one card each, the third
// stays hidden. Both ante 1 chip; first checks or bets 1; after a check,
// second checks (showdown) or bets 1; a bet is called (showdown) or folded,
// which includes first answering check-bet. At a showdown the higher card
// takes the pot.
//
//   auto game = game::load("three-cards");
//   auto state = (*game)->start(/*seed=*/7);  // "QKJ -": first Q, second K
//   state->observation(0);                    // "Q? -": first sees its card
//   state->play("bet call");                  // showdown: K beats Q by 2
//   state->notation();                        // "QKJ bl"
//   state->returns();                         // {0, 1}
//
// Notation of the full state: "<cards> <history>". <cards> is the first
// seat's card, the second seat's and the hidden one (e.g. "KQJ"); <history>
// is the moves so far, one letter each: c = check, b = bet, l = call,
// f = fold, or "-" when there are none (e.g. "KQJ cb": first checked,
// second bet). An observation has the same form with the two seats' cards
// only, "?" for the one the seat does not see and the hidden card left out:
// "K? cb" for first, "?Q cb" for second, "?? cb" for anyone else. Cards are
// never revealed, not even at a showdown; the result and returns say who
// won.
//
// Moves are "check", "bet", "call" and "fold"; an Action's bits name the
// move the same way in every state (kCheck 0, kBet 1, kCall 2, kFold 3), so
// an action chosen on a sample (Game::sample) means the same on the real
// state: the legal moves depend on the history alone, which every seat
// sees.
//
// Returns: the chips a seat wins or loses (-2..+2) mapped linearly to
// [0, 1], return = (chips + 2) / 4, so the two returns add up to 1.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"

namespace minnaar::three_cards {

// Seats, by number; each is its own team.
inline constexpr game::Seat kFirstSeat = 0, kSecondSeat = 1;

// In rank order: a higher card wins the showdown.
enum class Card : std::uint8_t { kJack, kQueen, kKing };
inline constexpr int kCardCount = 3;

// Where a card lies: with a seat (the place numbers are the seat numbers)
// or hidden in the deck.
inline constexpr int kFirstPlace = 0, kSecondPlace = 1, kHiddenPlace = 2;
using Deal = std::array<Card, kCardCount>;  // by place

// An Action's bits.
enum MoveBits : std::uint64_t { kCheck = 0, kBet = 1, kCall = 2, kFold = 3 };

// The deal of a seed, the one chance in the game: the deck J, Q, K is
// shuffled by Fisher-Yates from the back with SplitMix64(seed),
//   for i = 3, 2: swap(deck[i - 1], deck[below(i)])
// (below(3) then below(2), one call each), and then deck[0] goes to first,
// deck[1] to second and deck[2] stays hidden.
Deal deal_of_seed(std::uint64_t seed);

// The registry's facts of "three-cards".
const game::GameInfo& three_cards_info();

class ThreeCardsGame;

class ThreeCardsState final : public game::State {
 public:
  // `deal` holds each card once; `history` is the letters of a legal
  // sequence of moves (see the notation).
  ThreeCardsState(std::shared_ptr<const ThreeCardsGame> game, const Deal& deal,
                  std::string history);

  const Deal& deal() const { return deal_; }
  // The moves so far as letters, "" when there are none.
  const std::string& history() const { return history_; }

  const game::Game& game() const override;
  std::unique_ptr<game::State> clone() const override;
  game::Seat to_move() const override;
  // check, bet when there is no bet; call, fold against one.
  void legal_moves(std::vector<game::Action>& moves) const override;
  void apply(game::Action move) override;
  std::string notation() const override;
  // The seat's own card and the history (see the header comment).
  std::string observation(game::Seat seat) const override;
  std::string move_text(game::Action move) const override;
  Expected<game::Action, game::MoveError> parse_move(std::string_view text) const override;
  // "check", "bet", "call", "fold": the move's name is its kind, no piece.
  std::optional<game::MoveDescription> describe_move(std::string_view text) const override;
  // "first-wins", "second-wins" (there are no ties), or "ongoing".
  std::string result() const override;
  // "showdown", "fold", or "ongoing".
  std::string termination() const override;
  // (chips + 2) / 4 for each seat; {0.5, 0.5} while the game goes on.
  std::vector<double> returns() const override;
  // The three cards face up in a row (first's, second's, the hidden one);
  // counters: to move, the bets so far.
  game::Picture picture() const override;

  // The chips first wins (negative: loses) in a finished game: 1 after
  // check-check or a fold, 2 after a called bet.
  int first_chips() const;

 private:
  std::shared_ptr<const ThreeCardsGame> game_;
  Deal deal_;
  std::string history_;
};

class ThreeCardsGame final : public game::Game {
 public:
  // The registry's factory; the game has no parameters.
  static Expected<std::unique_ptr<game::Game>, std::string> make(
      const game::ParameterValues& values);

  const game::GameInfo& info() const override { return three_cards_info(); }
  const game::ParameterValues& parameters() const override { return values_; }

  // The deal of deal_of_seed(seed), no moves yet.
  std::unique_ptr<game::State> start(std::uint64_t seed = 0) const override;
  // Reads "<cards> <history>"; refusals name "cards", "history" or, for
  // the shape of the whole text, "notation".
  Expected<std::unique_ptr<game::State>, game::NotationError> parse(
      std::string_view text) const override;
  // A full state with `seat`'s observation: the cards the observation shows
  // stay, the others (the other seat's card unless `seat` is a spectator,
  // and the hidden card) are the unseen cards, in rank order, shuffled the
  // way deal_of_seed shuffles the deck (from the back with
  // SplitMix64(seed), below(n) .. below(2)) and handed out first, second,
  // hidden. Every unseen card is equally likely for every unknown place,
  // whatever the real deal. Refusals name the field as parse() does; an
  // observation that shows a card `seat` cannot see, or hides its own, is
  // refused naming "cards".
  Expected<std::unique_ptr<game::State>, game::NotationError> sample(
      std::string_view observation, game::Seat seat, std::uint64_t seed) const override;

 private:
  explicit ThreeCardsGame(game::ParameterValues values) : values_(std::move(values)) {}
  // Games are always held by shared_ptr (game::load), so states can keep
  // theirs alive.
  std::shared_ptr<const ThreeCardsGame> self() const {
    return std::static_pointer_cast<const ThreeCardsGame>(shared_from_this());
  }

  game::ParameterValues values_;
};

}  // namespace minnaar::three_cards
