// A Schachen position (docs/rules/schachen.md): the pieces on an unbounded board,
// each player's hand, pile and pool, the side to move and the move number.
//
// The board is a list of at most 32 pieces, their coordinates in parallel
// arrays, rather than a grid. A grid needs a window, and a window either
// caps how far apart pieces may stand (input allows ±1,000,000 on both axes)
// or must be re-centred and regrown while moves are made and unmade, which
// invalidates every square index a search holds. With 32 pieces every
// question the rules ask (what stands here, is some piece next to this
// square, what is the nearest piece along a line) is one pass over short
// arrays that the compiler vectorises, and it costs the same wherever the
// pieces are. Moves carry absolute coordinates, so nothing is ever stale.
//
//   Position pos = Position::deal(0);          // docs/rules/schachen.md#set-up, seed 0
//   Position::Undo undo = pos.make(turn);
//   pos.unmake(turn, undo);
#pragma once

#include <array>
#include <climits>
#include <cstdint>

#include "engine/schachen/types.h"

namespace minnaar::schachen {

// Where a player's cards are, apart from the board (docs/rules/schachen.md#squares-pieces-cards).
struct Cards {
  std::array<std::uint8_t, kKindCount> hand{};  // by kind; never a king
  std::array<std::uint8_t, kKindCount> pool{};  // own pieces the opponent captured
  // The pile as dealt, top first; the next card to draw is pile[drawn].
  std::array<Kind, kCardsPerPlayer - 1> pile{};
  std::uint8_t pile_size = 0;
  std::uint8_t drawn = 0;

  int hand_size() const;
  int pile_left() const { return pile_size - drawn; }
};

// A square as one word, y in the high half: a lookup compares words.
constexpr std::uint64_t packed_square(Square s) {
  return (std::uint64_t(std::uint32_t(s.y)) << 32) | std::uint32_t(s.x);
}
constexpr Square unpacked_square(std::uint64_t w) {
  return {std::int32_t(std::uint32_t(w)), std::int32_t(std::uint32_t(w >> 32))};
}

class Position {
 public:
  // The start dealt from `seed` by the pinned shuffle of docs/rules/schachen.md#set-up.
  static Position deal(std::uint64_t seed);
  // An empty board, White to move, move 1, no cards anywhere: the parser
  // fills it in with add_piece() and cards().
  Position() = default;

  // --- The board ---
  int piece_count() const { return count_; }
  Square square(int i) const { return unpack(where_[std::size_t(i)]); }
  Piece piece(int i) const { return piece_[std::size_t(i)]; }
  // The index of the piece on `s`, or -1.
  int index_at(Square s) const;
  bool empty(Square s) const { return index_at(s) < 0; }
  // Whether some piece other than the one at index `except` stands on one
  // of the eight squares around `s` (the adjacency rule, docs/rules/schachen.md#a-turn).
  bool has_neighbour(Square s, int except) const;
  // The index of the player's king (every valid position has one).
  int king(Colour c) const { return king_[c]; }
  Square king_square(Colour c) const { return square(king_[c]); }
  // Whether a piece of `by` could capture on `s` (docs/rules/schachen.md#a-turn), ignoring the
  // pieces at indices `skip_a` and `skip_b` (-1: none) as if they had gone.
  bool attacked(Square s, Colour by, int skip_a = -1, int skip_b = -1) const;
  bool in_check() const { return attacked(king_square(side_), ~side_); }
  // The side of the smallest square box around every piece.
  std::int64_t spread() const;

  // --- Cards, turn, hash ---
  const Cards& cards(Colour c) const { return cards_[c]; }
  Colour side_to_move() const { return side_; }
  std::int64_t move_number() const { return move_number_; }
  std::uint64_t hash() const { return hash_; }

  // --- Building (the parser and the deal) ---
  // Adds a piece on an empty square; false when the board is full.
  bool add_piece(Piece p, Square s);
  Cards& cards(Colour c) { return cards_[c]; }
  void set_side_to_move(Colour c) { side_ = c; }
  void set_move_number(std::int64_t n) { move_number_ = n; }
  // Recomputes the hash and the kings' indices after building; false when
  // a player has no king.
  bool finish();

  // --- Playing ---
  // What unmake() needs to restore the position before a turn.
  struct Undo {
    std::int8_t mover = 0;      // the moving piece's index after the capture
    std::int8_t captured = -1;  // index the captured piece had, -1: none
    Piece captured_piece = 0;
    bool drew = false;
    std::uint64_t hash = 0;
  };
  // Plays a legal turn of the side to move.
  Undo make(const Turn& turn);
  void unmake(const Turn& turn, const Undo& undo);

 private:
  void remove_at(int i);
  void insert_at(int i, Piece p, Square s);

  static constexpr std::uint64_t pack(Square s) { return packed_square(s); }
  static constexpr Square unpack(std::uint64_t w) { return unpacked_square(w); }
  // What unused slots hold: a square no piece can reach (play never takes
  // a coordinate far beyond the input limit of 1,000,000).
  static constexpr std::uint64_t kNowhere = packed_square({INT32_MIN, INT32_MIN});

  // Every slot is scanned, used or not, so that lookups have no early exit
  // and compile to vector compares.
  std::array<std::uint64_t, kMaxPieces> where_ = [] {
    std::array<std::uint64_t, kMaxPieces> a{};
    a.fill(kNowhere);
    return a;
  }();
  std::array<Piece, kMaxPieces> piece_{};
  std::int32_t count_ = 0;
  std::array<std::int32_t, 2> king_{-1, -1};
  std::array<Cards, 2> cards_{};
  Colour side_ = kWhite;
  std::int64_t move_number_ = 1;
  std::uint64_t hash_ = 0;
};

// The Zobrist-style keys of the hash: a piece on a square (mixed from its
// coordinates, since the board has no end), a count of cards of a kind in
// a hand or pool, the cards left in a pile (in order), and Black to move.
std::uint64_t piece_key(Piece p, Square s);
std::uint64_t hand_key(Colour c, Kind k, int count);
std::uint64_t pool_key(Colour c, Kind k, int count);
std::uint64_t pile_key(Colour c, const Cards& cards);
std::uint64_t black_to_move_key();

// The queen direction from `from` to `to` (an index into kQueenSteps) and
// the distance along it, or direction -1 when they share no line.
struct Line {
  int direction = -1;
  std::int64_t distance = 0;
};
Line line_between(Square from, Square to);

}  // namespace minnaar::schachen
