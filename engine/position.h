// Position: the board and the game state of SPEC §3 (side to move, tally,
// passes, round, outcome), with make/unmake and an incremental Zobrist hash.
//
//   Position pos = Position::start();
//   MoveList moves;
//   generate_moves(pos, moves);
//   Position::Undo undo = pos.make(moves[0]);
//   pos.unmake(moves[0], undo);
//
// Invariants: board_, by_faction_ and by_type_ always describe the same
// placement; hash() == compute_hash(); outcome_ is the verdict of SPEC §3.2
// for the current counters and placement.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "engine/bitboard.h"
#include "engine/rules.h"
#include "engine/types.h"

namespace minnaar {

// sizeof(Position) is 168 bytes: 4 faction and 7 type bitboards (88), a
// 64-byte mailbox for "what stands on this square" in O(1) (captures, hash,
// MFEN), the hash (8), round (4) and four one-byte fields. Small enough that
// copying a position (search, tests) costs a few cache lines.
class Position {
 public:
  // What make() overwrites and unmake() needs back.
  struct Undo {
    std::uint64_t placement_hash;
    Piece captured;
    std::uint8_t tally;
    std::uint8_t passes;
    Outcome outcome;
  };

  // Setting up
  static Position start();
  // Builds a position from a placement and counters that the caller has
  // checked (the MFEN parser does); the outcome is judged from them.
  static Position from_parts(const std::array<Piece, kSquareCount>& board, Faction side, int tally,
                             int passes, int round);

  // The board
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard occupied() const { return by_type_[kNoPieceType]; }
  Bitboard pieces(Faction f) const { return by_faction_[f]; }
  Bitboard pieces(PieceType t) const { return by_type_[t]; }
  Bitboard pieces(Faction f, PieceType t) const { return by_faction_[f] & by_type_[t]; }
  Bitboard alliance() const { return by_faction_[kSouth] | by_faction_[kNorth]; }
  Bitboard establishment() const { return by_faction_[kWhite] | by_faction_[kBlack]; }

  // The game state
  Faction side_to_move() const { return side_; }
  int tally() const { return tally_; }
  int passes() const { return passes_; }
  int round() const { return int(round_); }
  Outcome outcome() const { return outcome_; }
  bool is_over() const { return outcome_ != Outcome::kOngoing; }

  // Zobrist hash of everything that decides the rest of the game: placement,
  // side to move, tally and passes (not the round, which decides nothing).
  inline std::uint64_t hash() const;
  std::uint64_t compute_hash() const;

  // Doing and undoing turns. make() takes a legal move of the side to move
  // (Move::pass() when it has none) in an ongoing game, and applies SPEC §3:
  // counters, outcome, next faction, round. unmake() takes the same move and
  // what make() returned, and restores the position exactly. Both are inline:
  // they are the inner loop of perft and search.
  inline Undo make(Move m);
  inline void unmake(Move m, const Undo& undo);

  bool operator==(const Position&) const = default;

 private:
  inline void put_piece(Piece p, Square s);
  inline void remove_piece(Square s);
  inline void move_piece(Square from, Square to);
  Outcome judge() const;
  inline Outcome counters_verdict() const;

  std::array<Bitboard, kFactionCount> by_faction_{};
  std::array<Bitboard, kPieceTypeCount> by_type_{};  // [kNoPieceType] holds every piece
  std::array<Piece, kSquareCount> board_{};
  // The Zobrist keys of the pieces only: make() touches just the keys of
  // the squares it changes; hash() adds those of the side and counters.
  std::uint64_t placement_hash_ = 0;
  std::uint32_t round_ = 1;
  std::uint8_t tally_ = 0;
  std::uint8_t passes_ = 0;
  Faction side_ = kSouth;
  Outcome outcome_ = Outcome::kOngoing;
};

namespace zobrist {

// Random keys, fixed at compile time so that hashes are the same in every
// build and run. The tally and the passes share one key per pair.
struct Keys {
  std::uint64_t piece[kPieceCodeCount][kSquareCount];
  std::uint64_t side[kFactionCount];
  std::uint64_t counters[rules::kQuietTurnLimit + 1][rules::kForcedPassLimit + 1];
};
extern const Keys keys;

}  // namespace zobrist

inline std::uint64_t Position::hash() const {
  return placement_hash_ ^ zobrist::keys.side[side_] ^ zobrist::keys.counters[tally_][passes_];
}

static_assert(sizeof(Position) == 168, "update the size note above class Position");

inline void Position::put_piece(Piece p, Square s) {
  const Bitboard b = square_bb(s);
  board_[s] = p;
  by_faction_[faction_of(p)] |= b;
  by_type_[type_of(p)] |= b;
  by_type_[kNoPieceType] |= b;
}

inline void Position::remove_piece(Square s) {
  const Piece p = board_[s];
  const Bitboard b = square_bb(s);
  board_[s] = kNoPiece;
  by_faction_[faction_of(p)] ^= b;
  by_type_[type_of(p)] ^= b;
  by_type_[kNoPieceType] ^= b;
}

inline void Position::move_piece(Square from, Square to) {
  const Piece p = board_[from];
  const Bitboard both = square_bb(from) | square_bb(to);
  board_[from] = kNoPiece;
  board_[to] = p;
  by_faction_[faction_of(p)] ^= both;
  by_type_[type_of(p)] ^= both;
  by_type_[kNoPieceType] ^= both;
}

// SPEC §3.2 items 3 and 4, in that order: the verdicts that need no piece count.
inline Outcome Position::counters_verdict() const {
  if (tally_ >= rules::kQuietTurnLimit) return Outcome::kUndecided80Turns;
  if (passes_ >= rules::kForcedPassLimit) return Outcome::kUndecidedFourPasses;
  return Outcome::kOngoing;
}

inline Position::Undo Position::make(Move m) {
  assert(!is_over());
  Undo undo{placement_hash_, kNoPiece, tally_, passes_, outcome_};
  const zobrist::Keys& keys = zobrist::keys;
  if (m.is_pass()) {
    ++passes_;
    ++tally_;
  } else {
    const Square from = m.from(), to = m.to();
    const Piece mover = board_[from];
    const Piece captured = board_[to];
    assert(mover != kNoPiece && faction_of(mover) == side_);
    std::uint64_t h = placement_hash_ ^ keys.piece[mover][from] ^ keys.piece[mover][to];
    if (captured != kNoPiece) {
      h ^= keys.piece[captured][to];
      remove_piece(to);
    }
    move_piece(from, to);
    placement_hash_ = h;
    passes_ = 0;
    tally_ = captured != kNoPiece ? 0 : tally_ + 1;
    undo.captured = captured;
  }
  // Only a capture can empty a side, so a quiet turn needs only the counters.
  if (undo.captured != kNoPiece) {
    outcome_ = judge();
  } else if (const Outcome verdict = counters_verdict(); verdict != Outcome::kOngoing) {
    outcome_ = verdict;
  }
  round_ += side_ == kBlack;
  side_ = next_faction(side_);
  return undo;
}

inline void Position::unmake(Move m, const Undo& undo) {
  side_ = previous_faction(side_);
  round_ -= side_ == kBlack;
  if (!m.is_pass()) {
    move_piece(m.to(), m.from());
    if (undo.captured != kNoPiece) put_piece(undo.captured, m.to());
  }
  tally_ = undo.tally;
  passes_ = undo.passes;
  outcome_ = undo.outcome;
  placement_hash_ = undo.placement_hash;
}

}  // namespace minnaar
