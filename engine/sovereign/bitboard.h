// 256-square bitboards (four 64-bit words, bit s of word s / 64) and the
// attack tables of Sovereign Chess.
//
// Why this layout: a 16x16 board is four ranks per word, so a set of pieces,
// the empty squares or a colour's army is one value that and/or/not handle
// in four instructions, and a line's first blocker is one lowest- or
// highest-bit search over the line's mask. Sliders reach at most 8 squares
// (docs/rules/sovereign.md#moves), so each line is a precomputed mask of at most 8 squares per
// square and direction (256 x 8 masks): a slider's moves along a line are
// the mask cut behind its first blocker. Nothing here shifts across the
// board's edges: every table is built from file/rank arithmetic.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/sovereign/types.h"

namespace minnaar::sovereign {

struct Bitboard {
  std::array<std::uint64_t, 4> w{};

  static constexpr Bitboard of(Square s) {
    Bitboard b;
    b.w[std::size_t(s >> 6)] = 1ull << (s & 63);
    return b;
  }
  constexpr bool has(Square s) const { return (w[std::size_t(s >> 6)] >> (s & 63)) & 1; }
  constexpr void set(Square s) { w[std::size_t(s >> 6)] |= 1ull << (s & 63); }
  constexpr void clear(Square s) { w[std::size_t(s >> 6)] &= ~(1ull << (s & 63)); }
  constexpr void toggle(Square s) { w[std::size_t(s >> 6)] ^= 1ull << (s & 63); }
  constexpr bool any() const { return (w[0] | w[1] | w[2] | w[3]) != 0; }
  constexpr bool none() const { return !any(); }
  constexpr int count() const {
    return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]) + std::popcount(w[3]);
  }
  // The lowest and highest squares; the set must not be empty.
  constexpr Square lowest() const {
    for (int i = 0; i < 4; ++i)
      if (w[std::size_t(i)]) return i * 64 + std::countr_zero(w[std::size_t(i)]);
    return kNoSquare;
  }
  constexpr Square highest() const {
    for (int i = 3; i >= 0; --i)
      if (w[std::size_t(i)]) return i * 64 + 63 - std::countl_zero(w[std::size_t(i)]);
    return kNoSquare;
  }
  // Removes and returns the lowest square; the set must not be empty.
  constexpr Square pop() {
    for (int i = 0; i < 4; ++i) {
      std::uint64_t& word = w[std::size_t(i)];
      if (word) {
        const Square s = i * 64 + std::countr_zero(word);
        word &= word - 1;
        return s;
      }
    }
    return kNoSquare;
  }

  constexpr Bitboard operator&(const Bitboard& o) const {
    return {{w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2], w[3] & o.w[3]}};
  }
  constexpr Bitboard operator|(const Bitboard& o) const {
    return {{w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2], w[3] | o.w[3]}};
  }
  constexpr Bitboard operator^(const Bitboard& o) const {
    return {{w[0] ^ o.w[0], w[1] ^ o.w[1], w[2] ^ o.w[2], w[3] ^ o.w[3]}};
  }
  constexpr Bitboard operator~() const { return {{~w[0], ~w[1], ~w[2], ~w[3]}}; }
  constexpr Bitboard& operator&=(const Bitboard& o) { return *this = *this & o; }
  constexpr Bitboard& operator|=(const Bitboard& o) { return *this = *this | o; }
  constexpr Bitboard& operator^=(const Bitboard& o) { return *this = *this ^ o; }
  constexpr bool operator==(const Bitboard&) const = default;
};

// The eight directions; the first four increase the square index (their
// first blocker is the lowest square of the line), the last four decrease it.
inline constexpr int kDirections = 8;
inline constexpr std::array<int, kDirections> kDirFile = {1, -1, 0, 1, -1, 1, 0, -1};
inline constexpr std::array<int, kDirections> kDirRank = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr bool increasing(int dir) { return dir < 4; }
constexpr bool diagonal(int dir) {
  return kDirFile[std::size_t(dir)] != 0 && kDirRank[std::size_t(dir)] != 0;
}
// How far queens, rooks and bishops go (docs/rules/sovereign.md#moves).
inline constexpr int kSliderRange = 8;

struct AttackTables {
  // Up to kSliderRange squares from s along dir.
  std::array<std::array<Bitboard, kSquareCount>, kDirections> line;
  std::array<Bitboard, kSquareCount> knight, king;
  // Pawn steps that approach the brown lines (docs/rules/sovereign.md#moves): one square
  // orthogonally (moves onto empty squares) and diagonally (captures).
  std::array<Bitboard, kSquareCount> pawn_push, pawn_capture;
  // The squares from which a pawn's capture lands on s (pawn_capture inverted).
  std::array<Bitboard, kSquareCount> pawn_attackers;
  // A pawn's two-square steps away from its nearest edge: the squares it
  // lands on and passes over (at most two of each, in the 2x2 corners).
  std::array<std::array<Square, 2>, kSquareCount> double_to, double_over;
  Bitboard centre, coloured;
};

// Built at static initialisation (nothing that runs before main uses them).
extern const AttackTables kAttackTables;
inline const AttackTables& tables() { return kAttackTables; }

// The squares a slider on s reaches along dir: the line up to and
// including its first occupied square.
inline Bitboard slide(const AttackTables& t, Square s, int dir, const Bitboard& occupied) {
  const Bitboard& line = t.line[std::size_t(dir)][std::size_t(s)];
  const Bitboard blockers = line & occupied;
  if (blockers.none()) return line;
  const Square b = increasing(dir) ? blockers.lowest() : blockers.highest();
  return line & ~t.line[std::size_t(dir)][std::size_t(b)];
}

// The first occupied square along dir from s within range, or kNoSquare.
inline Square first_blocker(const AttackTables& t, Square s, int dir, const Bitboard& occupied) {
  const Bitboard blockers = t.line[std::size_t(dir)][std::size_t(s)] & occupied;
  if (blockers.none()) return kNoSquare;
  return increasing(dir) ? blockers.lowest() : blockers.highest();
}

}  // namespace minnaar::sovereign
