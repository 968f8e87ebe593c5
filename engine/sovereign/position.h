// The position of Sovereign Chess (docs/rules/sovereign.md#board-and-colours, #control, #moves,
// #the-end): the pieces, the side to move, the colour each player owns (its king's), castling
// rights and the move number; control (docs/rules/sovereign.md#control) derived from them;
// make/unmake and a Zobrist hash.
//
//   Position pos = Position::start();
//   MoveList moves;
//   generate_moves(pos, moves);              // sovereign/movegen.h
//   const Position::Undo undo = pos.make(moves[0]);
//   pos.unmake(moves[0], undo);
//
// Invariants: board_, by_colour_, by_role_ and occupied_ describe the same
// placement; control_ is docs/rules/sovereign.md#control's control for the placement and owned_;
// king_ is the square of each player's king (the one king of its owned
// colour); hash_ is the hash of everything but the move number.
#pragma once

#include <array>
#include <cstdint>

#include "engine/sovereign/bitboard.h"
#include "engine/sovereign/types.h"

namespace minnaar::sovereign {

class Position {
 public:
  // An empty board, White to move, owning w and b, no rights, move 1 (a
  // starting point for the MFEN reader and tests; not a legal position).
  Position();
  static Position start();

  Piece piece_on(Square s) const { return board_[std::size_t(s)]; }
  Player side_to_move() const { return side_; }
  int owned(Player p) const { return owned_[p]; }
  ColourSet control(Player p) const { return control_[p]; }
  // Who controls a colour: kWhite, kBlack, or -1 when it is neutral.
  int controller(int colour) const {
    if (control_[kWhite] & colour_bit(colour)) return kWhite;
    if (control_[kBlack] & colour_bit(colour)) return kBlack;
    return -1;
  }
  CastlingRights castling() const { return castling_; }
  int move_number() const { return move_number_; }
  Square king_square(Player p) const { return king_[p]; }
  std::uint64_t hash() const { return hash_; }

  const Bitboard& occupied() const { return occupied_; }
  const Bitboard& of_colour(int c) const { return by_colour_[std::size_t(c)]; }
  const Bitboard& of_role(Role r) const { return by_role_[std::size_t(r)]; }
  // The pieces of every colour a player controls.
  Bitboard controlled_pieces(Player p) const { return pieces_of(control_[p]); }
  Bitboard pieces_of(ColourSet colours) const;

  // Whether `by` attacks s (docs/rules/sovereign.md#moves): a piece of a colour it controls, not
  // of s's colour, could capture on s by its movement, whatever stands there.
  bool attacked(Square s, Player by) const;
  bool in_check() const { return attacked(king_[side_], opponent(side_)); }

  // What make() changes that unmake() cannot work out from the move.
  struct Undo {
    Piece captured = kNoPiece;    // on the move's target (or the castling king's way: none)
    Piece moved = kNoPiece;       // the piece that left `from` (before promotion or defection)
    Square old_king = kNoSquare;  // a king promotion: where the old king stood
    Piece old_king_piece = kNoPiece;
    CastlingRights castling = 0;
    std::array<std::uint8_t, 2> owned{};
    std::array<ColourSet, 2> control{};
    std::array<Square, 2> king{};
    std::uint64_t hash = 0;
  };
  // Plays a legal move (or, for legality tests, a pseudo-legal one).
  Undo make(Move m);
  void unmake(Move m, const Undo& undo);

  // The square a castling rook lands on (next to the king's new square, on
  // the side the king came from).
  static Square castling_rook_to(Move m) { return m.to() + (m.from() > m.to() ? 1 : -1); }

  // Setting up (the MFEN reader): these keep the bitboards and hash in step,
  // and refresh() recomputes control and the kings afterwards.
  void put(Square s, Piece p);
  void remove(Square s);
  void set_side(Player p);
  void set_owned(Player p, int colour);
  void set_castling(CastlingRights rights);
  void set_move_number(int n) { move_number_ = n; }
  void refresh();

  // docs/rules/sovereign.md#control from scratch (also what refresh() and make() use).
  static std::array<ColourSet, 2> compute_control(const std::array<Piece, kSquareCount>& board,
                                                  const std::array<std::uint8_t, 2>& owned);
  const std::array<Piece, kSquareCount>& board() const { return board_; }

 private:
  void move_piece(Square from, Square to);
  void update_control();

  std::array<Piece, kSquareCount> board_;
  std::array<Bitboard, kColourCount> by_colour_{};
  std::array<Bitboard, kRoleCount> by_role_{};
  Bitboard occupied_{};
  Player side_ = kWhite;
  std::array<std::uint8_t, 2> owned_ = {kWhiteColour, kBlackColour};
  std::array<ColourSet, 2> control_{};
  std::array<Square, 2> king_ = {kNoSquare, kNoSquare};
  CastlingRights castling_ = 0;
  int move_number_ = 1;
  std::uint64_t hash_ = 0;
};

}  // namespace minnaar::sovereign
