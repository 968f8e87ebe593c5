// The position of Minotaur Chess (docs/rules/minotaur.md#pieces, #a-game): the pieces of
// both players, who is still to place a Vanguard, whose Defenders are
// awake, the quiet and pass counters and the move number, with make/unmake
// and a Zobrist hash.
//
//   Position pos = Position::start();
//   MoveList moves;
//   generate_moves(pos, moves);                 // minotaur/movegen.h
//   const Position::Undo undo = pos.make(moves[0]);
//   pos.unmake(moves[0], undo);
//
// Invariants: board_, by_type_ and by_color_ describe the same placement;
// key_ is the Zobrist key of that placement; outcome_ is docs/rules/minotaur.md#a-game's
// verdict on the state.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "engine/board8/bitboard.h"
#include "engine/minotaur/types.h"

namespace minnaar::minotaur {

namespace zobrist {

// Random keys fixed at compile time, the same in every build and run.
struct Keys {
  std::uint64_t piece[kPieceCodeCount][kSquareCount];
  std::uint64_t black_to_move;
  std::uint64_t to_place[4];
  std::uint64_t awake[4];
  std::uint64_t counters[kQuietTurnLimit + 1][kPassLimit + 1];
};
extern const Keys keys;

}  // namespace zobrist

class Position {
 public:
  // What make() changes and unmake() needs back.
  struct Undo {
    // The loser's pieces that left the board when its Totem fell, by type
    // (read only when totem_fell).
    Bitboard removed[kPieceTypeCount];
    Piece captured;
    std::int8_t promoted;  // the square whose piece a succession changed, or -1
    PieceType promoted_from;
    bool totem_fell;
    std::uint8_t to_place, awake, passes;
    std::uint8_t quiet;
    Outcome outcome;
  };

  // The start of docs/rules/minotaur.md#pieces: both Vanguards still to place, White to
  // move.
  static Position start();

  // The board
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
  Bitboard pieces(PieceType t) const { return by_type_[t]; }
  Bitboard occupied() const { return by_color_[kWhite] | by_color_[kBlack]; }

  // The game state
  Color side_to_move() const { return side_; }
  bool must_place(Color c) const { return to_place_ & (1u << c); }
  bool is_awake(Color c) const { return awake_ & (1u << c); }
  // Bit c set: player c still places its Vanguard / has awake Defenders.
  std::uint8_t to_place_bits() const { return to_place_; }
  std::uint8_t awake_bits() const { return awake_; }
  int quiet() const { return quiet_; }
  int passes() const { return passes_; }
  int move_number() const { return move_; }
  Outcome outcome() const { return outcome_; }
  bool is_over() const { return outcome_ != Outcome::kOngoing; }
  // Whether `c` still holds a Totem or an Avenger (else it has lost).
  bool has_object(Color c) const { return pieces(c) & (by_type_[kTotem] | by_type_[kAvenger]); }

  // Zobrist hash of everything that decides the rest of the game: the
  // placement, the side to move, the placements still owed, the awake
  // Defenders and the counters.
  std::uint64_t hash() const {
    const zobrist::Keys& k = zobrist::keys;
    std::uint64_t h = key_ ^ k.to_place[to_place_] ^ k.awake[awake_] ^ k.counters[quiet_][passes_];
    return side_ == kBlack ? h ^ k.black_to_move : h;
  }

  // The piece of `owner` among `candidates` nearest to `target` by
  // docs/rules/minotaur.md#a-game's measure and tie-breaks; candidates must not be empty.
  static Square nearest(Color owner, Square target, Bitboard candidates);

  // Doing and undoing moves: `m` must be legal (or the forced pass).
  Undo make(Move m);
  void unmake(Move m, const Undo& undo);

  bool operator==(const Position&) const = default;

 private:
  friend class PositionBuilder;  // mfen.cpp builds positions field by field

  void put_piece(Piece p, Square s) {
    key_ ^= zobrist::keys.piece[p][s];
    board_[s] = p;
    by_type_[type_of(p)] |= square_bb(s);
    by_color_[color_of(p)] |= square_bb(s);
  }
  void remove_piece(Square s) {
    const Piece p = board_[s];
    key_ ^= zobrist::keys.piece[p][s];
    board_[s] = kNoPiece;
    by_type_[type_of(p)] ^= square_bb(s);
    by_color_[color_of(p)] ^= square_bb(s);
  }
  void move_piece(Square from, Square to) {
    const Piece p = board_[from];
    const Bitboard both = square_bb(from) | square_bb(to);
    key_ ^= zobrist::keys.piece[p][from] ^ zobrist::keys.piece[p][to];
    board_[from] = kNoPiece;
    board_[to] = p;
    by_type_[type_of(p)] ^= both;
    by_color_[color_of(p)] ^= both;
  }
  void change_type(Square s, PieceType t) {
    const Color c = color_of(board_[s]);
    remove_piece(s);
    put_piece(make_piece(c, t), s);
  }
  // docs/rules/minotaur.md#a-game: what the capture of a `lost` piece of `loser` on `at`
  // calls for, recorded in `undo`.
  void succeed(Color loser, PieceType lost, Square at, Undo& undo);
  // docs/rules/minotaur.md#a-game.
  Outcome judge() const;

  std::array<Bitboard, kPieceTypeCount> by_type_{};
  std::array<Bitboard, 2> by_color_{};
  std::array<Piece, kSquareCount> board_{};
  std::uint64_t key_ = 0;
  Color side_ = kWhite;
  std::uint8_t to_place_ = 0;
  std::uint8_t awake_ = 0;
  std::uint8_t quiet_ = 0;
  std::uint8_t passes_ = 0;
  Outcome outcome_ = Outcome::kOngoing;
  std::uint16_t move_ = 1;
};

// docs/rules/minotaur.md#a-game, steps 1 to 4 in order.
inline Position::Undo Position::make(Move m) {
  assert(!is_over());
  Undo undo;
  undo.captured = kNoPiece;
  undo.promoted = -1;
  undo.totem_fell = false;
  undo.to_place = to_place_;
  undo.awake = awake_;
  undo.passes = passes_;
  undo.quiet = quiet_;
  undo.outcome = outcome_;
  const Color us = side_;
  if (m.is_pass()) {
    // A player to place with nowhere to place passes and places no Vanguard.
    to_place_ &= std::uint8_t(~(1u << us));
    ++passes_;
    ++quiet_;
  } else if (is_placement(m)) {
    put_piece(make_piece(us, kVanguard), m.to());
    to_place_ &= std::uint8_t(~(1u << us));
    passes_ = 0;
    ++quiet_;
  } else {
    const Square from = m.from(), to = m.to();
    const Piece moving = board_[from];
    undo.captured = board_[to];
    if (undo.captured != kNoPiece) remove_piece(to);
    move_piece(from, to);
    if (undo.captured != kNoPiece) succeed(opponent(us), type_of(undo.captured), to, undo);
    // Waking is the event of the opposing Vanguard moving onto band <= 0.
    if (type_of(moving) == kVanguard && (kWakingSquares[us] & square_bb(to)))
      awake_ |= std::uint8_t(1u << opponent(us));
    quiet_ = undo.captured != kNoPiece ? 0 : std::uint8_t(quiet_ + 1);
    passes_ = 0;
  }
  side_ = opponent(us);
  move_ = std::uint16_t(move_ + (us == kBlack));
  outcome_ = judge();
  return undo;
}

inline void Position::unmake(Move m, const Undo& undo) {
  side_ = opponent(side_);
  const Color us = side_;
  move_ = std::uint16_t(move_ - (us == kBlack));
  if (is_placement(m)) {
    remove_piece(m.to());
  } else if (!m.is_pass()) {
    const Color them = opponent(us);
    if (undo.totem_fell)
      for (int t = kTotem; t < kPieceTypeCount; ++t)
        for (Bitboard b = undo.removed[t]; b;)
          put_piece(make_piece(them, PieceType(t)), pop_lsb(b));
    if (undo.promoted >= 0) change_type(Square(undo.promoted), undo.promoted_from);
    move_piece(m.to(), m.from());
    if (undo.captured != kNoPiece) put_piece(undo.captured, m.to());
  }
  to_place_ = undo.to_place;
  awake_ = undo.awake;
  passes_ = undo.passes;
  quiet_ = undo.quiet;
  outcome_ = undo.outcome;
}

inline Outcome Position::judge() const {
  if (!has_object(kWhite)) return Outcome::kBlackWins;
  if (!has_object(kBlack)) return Outcome::kWhiteWins;
  if (quiet_ >= kQuietTurnLimit) return Outcome::kDrawQuiet;
  if (passes_ >= kPassLimit) return Outcome::kDrawPasses;
  return Outcome::kOngoing;
}

}  // namespace minnaar::minotaur
