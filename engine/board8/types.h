// The types every 8x8 rule set shares, defined once: squares, bitboards
// and 16-bit moves. What stands on a square is each rule set's own.
//
// Squares count a1 = 0 .. h8 = 63, file-major within a rank, so that rank
// r and file f give square 8 * r + f and a bitboard's bit i is square i.
#pragma once

#include <cstdint>

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

// A move is 16 bits: bits 0-5 the from-square, bits 6-11 the to-square,
// bit 12 set for a forced pass (then the squares are zero). The all-zero
// value is "no move": a1a1 is never a move.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to) : bits_(std::uint16_t(from | (to << 6))) {}
  static constexpr Move none() { return Move(); }
  static constexpr Move pass() { return Move(kPassBit); }
  // The move whose raw() is `bits`.
  static constexpr Move from_raw(std::uint16_t bits) { return Move(bits); }

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

}  // namespace minnaar
