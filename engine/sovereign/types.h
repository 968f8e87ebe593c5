// The basic types of Sovereign Chess (docs/rules/sovereign.md#board-and-colours): 256 squares,
// twelve colours, six roles, two players, and a 32-bit move.
//
// A square is rank * 16 + file (a1 = 0, p1 = 15, a16 = 240, p16 = 255), so a
// step along a line is a fixed difference and the board's edges are the
// only places where that difference wraps (the tables of bitboard.h never
// cross them). A piece is colour * 6 + role in one byte.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace minnaar::sovereign {

using Square = int;
inline constexpr int kBoardSize = 16;
inline constexpr int kSquareCount = 256;
inline constexpr Square kNoSquare = -1;

constexpr int file_of(Square s) { return s & 15; }
constexpr int rank_of(Square s) { return s >> 4; }
constexpr Square make_square(int file, int rank) { return rank * 16 + file; }
constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < kBoardSize && rank >= 0 && rank < kBoardSize;
}

// In the order of docs/rules/sovereign.md#board-and-colours: w b a s p r o y g c n v.
enum Colour : std::uint8_t {
  kWhiteColour,
  kBlackColour,
  kAsh,
  kSlate,
  kPink,
  kRed,
  kOrange,
  kYellow,
  kGreen,
  kCyan,
  kNavy,
  kViolet,
  kColourCount,
  kNoColour = 255,
};
inline constexpr std::string_view kColourLetters = "wbasproygcnv";

// A set of colours, bit c for colour c.
using ColourSet = std::uint16_t;
constexpr ColourSet colour_bit(int c) { return ColourSet(1u << c); }

// In the order of MFEN letters k q r b n p.
enum Role : std::uint8_t { kKing, kQueen, kRook, kBishop, kKnight, kPawn, kRoleCount };
inline constexpr std::string_view kRoleLetters = "kqrbnp";

using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 255;
constexpr Piece make_piece(int colour, Role role) { return Piece(colour * kRoleCount + role); }
constexpr int colour_of(Piece p) { return p / kRoleCount; }
constexpr Role role_of(Piece p) { return Role(p % kRoleCount); }

enum Player : std::uint8_t { kWhite, kBlack };
constexpr Player opponent(Player p) { return Player(p ^ 1); }

// The two squares of each colour (docs/rules/sovereign.md#board-and-colours), by colour.
inline constexpr std::array<std::array<Square, 2>, kColourCount> kColourSquares = {{
    {make_square(7, 8), make_square(8, 7)},    // w h9 i8
    {make_square(7, 7), make_square(8, 8)},    // b h8 i9
    {make_square(6, 6), make_square(9, 9)},    // a g7 j10
    {make_square(6, 9), make_square(9, 6)},    // s g10 j7
    {make_square(7, 10), make_square(8, 5)},   // p h11 i6
    {make_square(4, 11), make_square(11, 4)},  // r e12 l5
    {make_square(5, 8), make_square(10, 7)},   // o f9 k8
    {make_square(5, 10), make_square(10, 5)},  // y f11 k6
    {make_square(5, 5), make_square(10, 10)},  // g f6 k11
    {make_square(5, 7), make_square(10, 8)},   // c f8 k9
    {make_square(4, 4), make_square(11, 11)},  // n e5 l12
    {make_square(7, 5), make_square(8, 10)},   // v h6 i11
}};

// The colour of each square (kNoColour for a plain one).
struct SquareColours {
  std::array<std::uint8_t, kSquareCount> of{};
  constexpr SquareColours() {
    for (auto& c : of) c = kNoColour;
    for (int c = 0; c < kColourCount; ++c)
      for (const Square s : kColourSquares[c]) of[s] = std::uint8_t(c);
  }
};
inline constexpr SquareColours kSquareColours{};
constexpr int square_colour(Square s) { return kSquareColours.of[s]; }
// The other square of a coloured square's colour.
constexpr Square twin_of(Square s) {
  const auto& pair = kColourSquares[square_colour(s)];
  return pair[0] == s ? pair[1] : pair[0];
}

// The centre g7-j10, where pawns promote (docs/rules/sovereign.md#moves).
constexpr bool in_centre(Square s) {
  return file_of(s) >= 6 && file_of(s) <= 9 && rank_of(s) >= 6 && rank_of(s) <= 9;
}

// The kings' home squares, for castling: White i1, Black i16.
inline constexpr std::array<Square, 2> kHomeSquare = {make_square(8, 0), make_square(8, 15)};

// Castling rights, in the MFEN order CELNceln: bit i is the right of the
// rook on kCastlingFiles[i % 4], rank 1 for White (i < 4), rank 16 for Black.
using CastlingRights = std::uint8_t;
inline constexpr std::string_view kCastlingLetters = "CELNceln";
inline constexpr std::array<int, 4> kCastlingFiles = {2, 4, 11, 13};
// The rook each right needs on its square in an MFEN (docs/rules/sovereign.md#mfen).
inline constexpr std::array<std::uint8_t, 8> kCastlingRookColours = {
    kPink, kWhiteColour, kWhiteColour, kGreen, kViolet, kBlackColour, kBlackColour, kYellow};
constexpr Square castling_rook_square(int right) {
  return make_square(kCastlingFiles[right % 4], right < 4 ? 0 : 15);
}

// The move number at which a game ends undecided (docs/rules/sovereign.md#the-end).
inline constexpr int kMoveCap = 201;

// A move in 32 bits: from (8), to (8), kind (2), and the kind's extra (8):
// the promotion role, the castling rook's square, the defection's colour.
// A defection without a king step has to == from.
class Move {
 public:
  enum Kind : std::uint32_t { kNormal, kPromotion, kCastling, kDefection };

  constexpr Move() = default;
  static constexpr Move normal(Square from, Square to) { return Move(from, to, kNormal, 0); }
  static constexpr Move promotion(Square from, Square to, Role role) {
    return Move(from, to, kPromotion, role);
  }
  static constexpr Move castling(Square king_from, Square king_to, Square rook_from) {
    return Move(king_from, king_to, kCastling, std::uint32_t(rook_from));
  }
  static constexpr Move defection(Square king, int colour, Square step_to) {
    return Move(king, step_to, kDefection, std::uint32_t(colour));
  }
  static constexpr Move from_raw(std::uint32_t raw) {
    Move m;
    m.raw_ = raw;
    return m;
  }

  constexpr Square from() const { return Square(raw_ & 0xFF); }
  constexpr Square to() const { return Square((raw_ >> 8) & 0xFF); }
  constexpr Kind kind() const { return Kind((raw_ >> 16) & 3); }
  constexpr Role promotion_role() const { return Role(raw_ >> 18); }
  constexpr Square rook_from() const { return Square(raw_ >> 18); }
  constexpr int defection_colour() const { return int(raw_ >> 18); }
  constexpr std::uint32_t raw() const { return raw_; }
  constexpr bool operator==(const Move&) const = default;

 private:
  constexpr Move(Square from, Square to, Kind kind, std::uint32_t extra)
      : raw_(std::uint32_t(from) | std::uint32_t(to) << 8 | std::uint32_t(kind) << 16 |
             extra << 18) {}
  std::uint32_t raw_ = 0;
};

}  // namespace minnaar::sovereign
