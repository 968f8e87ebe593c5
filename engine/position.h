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
// placement; hash_ == compute_hash(); outcome_ is the verdict of SPEC §3.2
// for the current counters and placement.
#pragma once

#include <array>
#include <cstdint>

#include "engine/bitboard.h"
#include "engine/types.h"

namespace minnaar {

class Position {
 public:
  // What make() overwrites and unmake() needs back.
  struct Undo {
    std::uint64_t hash;
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
  std::uint64_t hash() const { return hash_; }
  std::uint64_t compute_hash() const;

  // Doing and undoing turns. make() takes a legal move of the side to move
  // (Move::pass() when it has none) in an ongoing game, and applies SPEC §3:
  // counters, outcome, next faction, round. unmake() takes the same move and
  // what make() returned, and restores the position exactly.
  Undo make(Move m);
  void unmake(Move m, const Undo& undo);

  bool operator==(const Position&) const = default;

 private:
  void put_piece(Piece p, Square s);
  void remove_piece(Square s);
  void move_piece(Square from, Square to);
  Outcome judge() const;

  std::array<Bitboard, kFactionCount> by_faction_{};
  std::array<Bitboard, kPieceTypeCount> by_type_{};  // [kNoPieceType] holds every piece
  std::array<Piece, kSquareCount> board_{};
  std::uint64_t hash_ = 0;
  std::uint32_t round_ = 1;
  std::uint8_t tally_ = 0;
  std::uint8_t passes_ = 0;
  Faction side_ = kSouth;
  Outcome outcome_ = Outcome::kOngoing;
};

namespace zobrist {
std::uint64_t piece_key(Piece p, Square s);
std::uint64_t side_key(Faction f);
std::uint64_t tally_key(int tally);
std::uint64_t passes_key(int passes);
}  // namespace zobrist

}  // namespace minnaar
