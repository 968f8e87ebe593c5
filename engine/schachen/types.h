// The vocabulary of Schachen (docs/rules/schachen.md): colours, the six kinds of
// card, squares of an unbounded grid, and the three parts of a compound
// turn (a move, perhaps a promotion, perhaps a placement).
#pragma once

#include <array>
#include <compare>
#include <cstdint>

namespace minnaar::schachen {

enum Colour : std::uint8_t { kWhite = 0, kBlack = 1 };
constexpr Colour operator~(Colour c) { return Colour(c ^ 1); }
// White's forward is +y, Black's -y (docs/rules/schachen.md#squares-pieces-cards, `f`).
constexpr int forward(Colour c) { return c == kWhite ? 1 : -1; }

// The kinds of card, the king first and then in the order hands and pools
// are written (QRBNP).
enum Kind : std::uint8_t { kKing, kQueen, kRook, kBishop, kKnight, kPawn, kNoKind };
inline constexpr int kKindCount = 6;
inline constexpr char kKindLetters[] = "KQRBNP";
// The cards of each kind a player owns: K Q R R B B N N P P P P P P P P.
inline constexpr std::array<int, kKindCount> kCardsOfKind = {1, 1, 2, 2, 2, 8};
inline constexpr int kCardsPerPlayer = 16;
// At most this many pieces stand on the board (both players' 16).
inline constexpr int kMaxPieces = 2 * kCardsPerPlayer;
inline constexpr int kHandLimit = 3;

// A piece on the board: colour * 6 + kind.
using Piece = std::uint8_t;
constexpr Piece make_piece(Colour c, Kind k) { return Piece(c * kKindCount + k); }
constexpr Colour colour_of(Piece p) { return Colour(p / kKindCount); }
constexpr Kind kind_of(Piece p) { return Kind(p % kKindCount); }
// The piece's letter: upper case for White, lower case for Black.
constexpr char piece_letter(Piece p) {
  const char c = kKindLetters[kind_of(p)];
  return colour_of(p) == kWhite ? c : char(c - 'A' + 'a');
}

// A square of the unbounded grid, x to White's right, y towards Black.
// Coordinates are read up to 1,000,000 in size; play moves a piece at most
// one square beyond the others per ply, so 32 bits never overflow.
struct Square {
  std::int32_t x = 0;
  std::int32_t y = 0;
  constexpr bool operator==(const Square&) const = default;
  // Row by row from the bottom, then by column: a fixed order for sorting.
  constexpr auto operator<=>(const Square& o) const {
    if (auto c = y <=> o.y; c != 0) return c;
    return x <=> o.x;
  }
};
constexpr Square shifted(Square s, int dx, int dy) { return {s.x + dx, s.y + dy}; }

// The mandatory part of a turn: a piece from one square to another, and the
// kind a pawn is exchanged for on promotion (kNoKind: no exchange).
struct Move {
  Square from;
  Square to;
  Kind promotion = kNoKind;
  constexpr bool operator==(const Move&) const = default;
  constexpr auto operator<=>(const Move&) const = default;
};

// The optional part: a hand card brought into play (kNoKind: none).
struct Placement {
  Kind kind = kNoKind;
  Square square;
  constexpr bool operator==(const Placement&) const = default;
  constexpr auto operator<=>(const Placement&) const = default;
};

// One compound turn (docs/rules/schachen.md#a-turn): the move, then perhaps a placement; the draw
// that follows a placement is decided by the pile.
struct Turn {
  Move move;
  Placement placement;
  constexpr bool operator==(const Turn&) const = default;
  constexpr auto operator<=>(const Turn&) const = default;
};

// The eight directions of a queen: four straight (rook) then four diagonal.
struct Step {
  int dx;
  int dy;
};
inline constexpr std::array<Step, 8> kQueenSteps = {
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
inline constexpr int kFirstDiagonal = 4;
inline constexpr std::array<Step, 8> kKnightSteps = {
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

// Whether a piece of this kind slides along queen direction `d`.
constexpr bool slides_along(Kind k, int d) {
  return k == kQueen || (k == kRook && d < kFirstDiagonal) || (k == kBishop && d >= kFirstDiagonal);
}

}  // namespace minnaar::schachen
