// Schachen's notation (docs/rules/schachen.md#mfen, #turn-notation, #what-a-player-sees): squares
// "x,y", compound turns "1,1:1,2", "0,3:0,4=R+P@1,4", the nine-field MFEN with every refusal naming
// its field, and the observation of one player, in which its pile and the other's hand and pile are
// only counts ("#8").
//
//   auto pos = parse_mfen(text);
//   if (!pos) fail(pos.error().message());   // "white-hand: 4 cards (at most 3)"
//   auto turn = parse_legal_turn(*pos, "1,1:1,2+P@2,2");
//   std::string seen = observation_text(*pos, kBlack);
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/expected.h"
#include "engine/game.h"
#include "engine/schachen/position.h"

namespace minnaar::schachen {

// The largest coordinate or move number an MFEN may give (docs/rules/schachen.md#mfen).
inline constexpr std::int64_t kInputLimit = 1'000'000;

std::string square_text(Square s);
std::string turn_text(const Turn& turn);
// The turn a text names in the form of docs/rules/schachen.md#turn-notation (legal or not), if it
// is one.
std::optional<Turn> parse_turn_text(std::string_view text);
// The legal turn a text names, or why it is not one.
Expected<Turn, std::string> parse_legal_turn(const Position& pos, std::string_view text);

// Why an MFEN was refused: the field (board, side, white-hand, white-pile,
// white-pool, black-hand, black-pile, black-pool, move; MFEN for the text as
// a whole) and the reason, as the game interface reports it.
using MfenError = game::NotationError;

// Reads an MFEN in any order of entries and letters (docs/rules/schachen.md#mfen); refuses an
// observation.
Expected<Position, MfenError> parse_mfen(std::string_view text);
// The canonical MFEN: the board by y descending then x ascending, hands and
// pools in QRBNP order, piles top first.
std::string to_mfen(const Position& pos);

// What `observer` sees of the position (docs/rules/schachen.md#what-a-player-sees).
std::string observation_text(const Position& pos, Colour observer);

// An observation read back: everything it shows, and the sizes of what it
// hides. `known` holds no cards in the observer's pile nor in the other's
// hand and pile.
struct Observation {
  Position known;
  Colour observer = kWhite;
  int own_pile = 0;
  int other_hand = 0;
  int other_pile = 0;
};
Expected<Observation, MfenError> parse_observation(std::string_view text);
// A position the observation allows, the hidden cards drawn from `seed`:
// the cards of each player not seen anywhere are shuffled, and the hidden
// places filled from them. Refused when too few cards are unaccounted for.
Expected<Position, MfenError> sample_position(const Observation& seen, std::uint64_t seed);

}  // namespace minnaar::schachen
