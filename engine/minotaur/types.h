// The vocabulary of Minotaur Chess (docs/rules/minotaur.md): the two players, the
// eight kinds of piece, and the geometry of a board set diagonally between
// the players: bands, forward, sideways and "nearest".
//
// Squares and bitboards are the shared 8x8 ones (engine/board8/types.h):
// x is the file index 0-7, y the rank index 0-7, a1 = 0.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/board8/types.h"

namespace minnaar::minotaur {

// White sits at the h1 corner, Black at a8
// (docs/rules/minotaur.md#the-board-as-the-players-see-it).
enum Color : std::uint8_t { kWhite, kBlack };
constexpr Color opponent(Color c) { return Color(c ^ 1); }

// The pieces of docs/rules/minotaur.md#pieces, numbered from 1 so that a square's code 0
// is empty.
enum PieceType : std::uint8_t {
  kNoType,
  kTotem,      // Q, never moves
  kChieftain,  // K, a king
  kChampion,   // R, a rook
  kShaman,     // B, a bishop on light squares
  kVanguard,   // V, a bishop on dark squares
  kDefender,   // N, a knight once awake
  kWarrior,    // P, docs/rules/minotaur.md#pieces
  kAvenger,    // A, a queen
};
inline constexpr int kPieceTypeCount = 9;  // kNoType included

// The upper-case letter of each type (kNoType: '.').
inline constexpr std::string_view kTypeLetters = ".QKRBVNPA";
// The most pieces of each type one side may hold (docs/rules/minotaur.md#mfen).
inline constexpr int kTypeLimits[kPieceTypeCount] = {0, 1, 1, 2, 1, 1, 2, 8, 1};

// A square's content: 0 empty, else (color << 4) | type.
using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
inline constexpr int kPieceCodeCount = 32;
constexpr Piece make_piece(Color c, PieceType t) { return Piece((c << 4) | t); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 15); }

// The band of a square as `c` counts it: 7 at its own corner, 0 on the
// Border (a1-h8), negative beyond (docs/rules/minotaur.md#the-board-as-the-players-see-it).
constexpr int band(Color c, Square s) {
  const int d = file_of(s) - rank_of(s);
  return c == kWhite ? d : -d;
}
// a1 is dark: a square is dark when file + rank is even.
constexpr bool is_dark(Square s) { return ((file_of(s) + rank_of(s)) & 1) == 0; }

inline constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ull;
inline constexpr Bitboard kLightSquares = ~kDarkSquares;
// The Border: the long dark diagonal a1-h8, band 0 for both players.
inline constexpr Bitboard kBorder = 0x8040201008040201ull;

// The squares of `c`'s bands in [low, high].
constexpr Bitboard band_squares(Color c, int low, int high) {
  Bitboard b = 0;
  for (int s = 0; s < kSquareCount; ++s)
    if (band(c, Square(s)) >= low && band(c, Square(s)) <= high) b |= square_bb(Square(s));
  return b;
}
// Where a player may place its Vanguard: the empty dark squares of these
// (docs/rules/minotaur.md#pieces, bands 1-6).
inline constexpr Bitboard kPlacementSquares[2] = {band_squares(kWhite, 1, 6) & kDarkSquares,
                                                  band_squares(kBlack, 1, 6) & kDarkSquares};
// The squares on which a Vanguard's arrival wakes the opposing Defenders
// (band <= 0 as its owner counts, docs/rules/minotaur.md#pieces).
inline constexpr Bitboard kWakingSquares[2] = {band_squares(kWhite, -7, 0),
                                               band_squares(kBlack, -7, 0)};

// "Nearest" of docs/rules/minotaur.md#a-game as one number to minimise, for a piece of
// `owner` on `s` seen from `target`: the squared distance, then the owner's
// left (White: smallest x + y; Black: largest), then forward (White:
// smallest x - y; Black: smallest y - x). Distinct squares give distinct keys.
constexpr int nearness_key(Color owner, Square target, Square s) {
  const int dx = file_of(s) - file_of(target), dy = rank_of(s) - rank_of(target);
  const int sum = file_of(s) + rank_of(s);            // 0..14
  const int left = owner == kWhite ? sum : 14 - sum;  // 0..14
  const int forward = band(owner, s) + 7;             // 0..14
  return ((dx * dx + dy * dy) * 15 + left) * 15 + forward;
}

// How a game ended (docs/rules/minotaur.md#a-game).
enum class Outcome : std::uint8_t { kOngoing, kWhiteWins, kBlackWins, kDrawQuiet, kDrawPasses };

constexpr std::string_view outcome_token(Outcome o) {
  switch (o) {
    case Outcome::kOngoing:
      return "ongoing";
    case Outcome::kWhiteWins:
      return "white-wins";
    case Outcome::kBlackWins:
      return "black-wins";
    case Outcome::kDrawQuiet:
      return "draw-quiet";
    case Outcome::kDrawPasses:
      return "draw-passes";
  }
  return "?";
}

// docs/rules/minotaur.md#a-game: 100 turns without a capture, or two passes in a row.
inline constexpr int kQuietTurnLimit = 100;
inline constexpr int kPassLimit = 2;
inline constexpr int kMaxMoveNumber = 9999;

// A move is the shared 16-bit Move: from and to for a move or capture, the
// forced pass, and a Vanguard placement as from == to (`@e3`; a1 is on the
// Border, never a placement square, so a1a1 stays "no move").
constexpr Move placement(Square s) { return Move(s, s); }
constexpr bool is_placement(Move m) { return !m.is_pass() && m.from() == m.to(); }

}  // namespace minnaar::minotaur
