// Domain types of the current edition of Minnaar Chess, defined once:
// factions, pieces and outcomes (the piece types are engine/minnaar/piece_types.h;
// squares and moves are the 8x8 rule sets' shared ones, engine/board8/types.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/board8/types.h"
#include "engine/minnaar/piece_types.h"

namespace minnaar::current {

// The four factions, numbered in turn order; the cycle is South, White,
// North, Black, then South again.
enum Faction : std::uint8_t { kSouth, kWhite, kNorth, kBlack };
inline constexpr int kFactionCount = 4;

constexpr Faction next_faction(Faction f) { return Faction((f + 1) & 3); }
constexpr Faction previous_faction(Faction f) { return Faction((f + 3) & 3); }
// South and North are the Sovereign Alliance; White and Black the Establishment.
constexpr bool is_alliance(Faction f) { return (f & 1) == 0; }
constexpr bool is_establishment(Faction f) { return (f & 1) != 0; }

// A piece is its faction in bits 3-4 and its type in bits 0-2; kNoPiece is 0
// because no valid type is 0. Only Sovereigns belong to South and North and
// only K, Q, R, B, N to White and Black.
enum Piece : std::uint8_t {
  kNoPiece = 0,
  kSouthSovereign = (kSouth << 3) | kSovereign,
  kWhiteKing = (kWhite << 3) | kKing,
  kWhiteQueen,
  kWhiteRook,
  kWhiteBishop,
  kWhiteKnight,
  kNorthSovereign = (kNorth << 3) | kSovereign,
  kBlackKing = (kBlack << 3) | kKing,
  kBlackQueen,
  kBlackRook,
  kBlackBishop,
  kBlackKnight,
};
inline constexpr int kPieceCodeCount = 32;  // every code below this fits a table

constexpr Piece make_piece(Faction f, PieceType t) { return Piece((f << 3) | t); }
constexpr Faction faction_of(Piece p) { return Faction(p >> 3); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }

// Where a game stands. Every value but kOngoing is a finished game.
enum class Outcome : std::uint8_t {
  kOngoing,
  kAllianceWins,         // Liberation: no Establishment piece left
  kEstablishmentWins,    // Divide and Conquer: a Sovereign group is empty
  kUndecided80Turns,     // 80 turns in a row without a capture
  kUndecidedFourPasses,  // four forced passes in a row
};

// The team an outcome makes the winner, by the game's team numbers (the
// Alliance 0, the Establishment 1); none for an undecided or ongoing game.
constexpr std::optional<int> winning_team(Outcome o) {
  if (o == Outcome::kAllianceWins) return 0;
  if (o == Outcome::kEstablishmentWins) return 1;
  return std::nullopt;
}

// The result tokens of the command-line contract (docs/cli.md#the-command-line-contract).
constexpr std::string_view outcome_token(Outcome o) {
  switch (o) {
    case Outcome::kOngoing:
      return "ongoing";
    case Outcome::kAllianceWins:
      return "alliance-wins";
    case Outcome::kEstablishmentWins:
      return "establishment-wins";
    case Outcome::kUndecided80Turns:
      return "undecided-80-turns";
    case Outcome::kUndecidedFourPasses:
      return "undecided-four-passes";
  }
  return "?";
}

constexpr std::string_view faction_name(Faction f) {
  constexpr std::string_view kNames[] = {"South", "White", "North", "Black"};
  return kNames[f];
}

}  // namespace minnaar::current
