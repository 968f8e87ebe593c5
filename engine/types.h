// Domain types of Minnaar Chess, defined once: squares, factions, pieces,
// moves and outcomes.
//
// Squares count a1 = 0 .. h8 = 63, file-major within a rank, so that rank
// r and file f give square 8 * r + f and a bitboard's bit i is square i.
#pragma once

#include <cstdint>
#include <string_view>

namespace minnaar {

using Bitboard = std::uint64_t;

// clang-format off
enum Square : std::int8_t {
  kA1, kB1, kC1, kD1, kE1, kF1, kG1, kH1,
  kA2, kB2, kC2, kD2, kE2, kF2, kG2, kH2,
  kA3, kB3, kC3, kD3, kE3, kF3, kG3, kH3,
  kA4, kB4, kC4, kD4, kE4, kF4, kG4, kH4,
  kA5, kB5, kC5, kD5, kE5, kF5, kG5, kH5,
  kA6, kB6, kC6, kD6, kE6, kF6, kG6, kH6,
  kA7, kB7, kC7, kD7, kE7, kF7, kG7, kH7,
  kA8, kB8, kC8, kD8, kE8, kF8, kG8, kH8,
};
// clang-format on
inline constexpr int kSquareCount = 64;

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr bool is_on_board(int file, int rank) {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}
constexpr Bitboard square_bb(Square s) { return Bitboard{1} << s; }

// The four factions, numbered in turn order; the cycle is South, White,
// North, Black, then South again.
enum Faction : std::uint8_t { kSouth, kWhite, kNorth, kBlack };
inline constexpr int kFactionCount = 4;

constexpr Faction next_faction(Faction f) { return Faction((f + 1) & 3); }
constexpr Faction previous_faction(Faction f) { return Faction((f + 3) & 3); }
// South and North are the Sovereign Alliance; White and Black the Establishment.
constexpr bool is_alliance(Faction f) { return (f & 1) == 0; }
constexpr bool is_establishment(Faction f) { return (f & 1) != 0; }

enum PieceType : std::uint8_t { kNoPieceType, kSovereign, kKing, kQueen, kRook, kBishop, kKnight };
inline constexpr int kPieceTypeCount = 7;  // including kNoPieceType, for table sizes

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

// A move is 16 bits: bits 0-5 the from-square, bits 6-11 the to-square,
// bit 12 set for a forced pass (then the squares are zero). The all-zero
// value is "no move": a1a1 is never a move.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to) : bits_(std::uint16_t(from | (to << 6))) {}
  static constexpr Move none() { return Move(); }
  static constexpr Move pass() { return Move(kPassBit); }

  constexpr Square from() const { return Square(bits_ & 63); }
  constexpr Square to() const { return Square((bits_ >> 6) & 63); }
  constexpr bool is_pass() const { return bits_ == kPassBit; }
  constexpr bool is_none() const { return bits_ == 0; }
  constexpr std::uint16_t raw() const { return bits_; }
  constexpr bool operator==(const Move&) const = default;

 private:
  static constexpr std::uint16_t kPassBit = 1 << 12;
  explicit constexpr Move(std::uint16_t bits) : bits_(bits) {}
  std::uint16_t bits_ = 0;
};

// Where a game stands. Every value but kOngoing is a finished game.
enum class Outcome : std::uint8_t {
  kOngoing,
  kAllianceWins,         // Liberation: no Establishment piece left
  kEstablishmentWins,    // Divide and Conquer: a Sovereign group is empty
  kUndecided80Turns,     // 80 turns in a row without a capture
  kUndecidedFourPasses,  // four forced passes in a row
};

// The result tokens of the command-line contract (SPEC §7).
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

}  // namespace minnaar
