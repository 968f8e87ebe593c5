// The legal moves of Sovereign Chess (docs/rules/sovereign.md#moves, #the-end): pseudo-legal
// moves of every controlled colour, castling and defection, each kept only
// if the mover's king is not attacked afterwards (control recomputed).
//
//   MoveList moves;
//   generate_moves(pos, moves);          // none once the game is over
//   const Outcome o = outcome(pos);      // kOngoing, kWhiteWins, ...
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "engine/sovereign/position.h"

namespace minnaar::sovereign {

// A fixed-capacity list on the stack (a side can have several hundred
// moves: queens reach 8 squares on 8 lines, and promotions come five at a
// time).
class MoveList {
 public:
  static constexpr std::size_t kCapacity = 2048;
  MoveList() {}
  void clear() { size_ = 0; }
  void push(Move m) { moves_[size_++] = m; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](std::size_t i) const { return moves_[i]; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }

 private:
  union {
    Move moves_[kCapacity];
  };
  std::size_t size_ = 0;
};

// The moves that obey every rule but the king's safety: castling's
// conditions are checked here, the king after the move is not (tests).
void generate_pseudo_moves(const Position& pos, MoveList& list);
// The legal moves, ignoring the move cap (the end of docs/rules/sovereign.md#the-end asks whether
// any exist even at the cap).
void generate_legal_moves(const Position& pos, MoveList& list);
// The legal moves of the game: none at the move cap.
void generate_moves(const Position& pos, MoveList& list);
// Whether the game goes on: a legal move exists and the cap is not reached
// (stops at the first legal move it finds).
bool has_legal_move(const Position& pos);
// The number of legal moves (perft's last ply, without making the moves
// that cannot expose the king).
std::size_t count_moves(const Position& pos);

// Whether a move takes a piece (a castling never does; a defection only
// with its king's step).
inline bool is_capture(const Position& pos, Move m) {
  return m.kind() != Move::kCastling && m.to() != m.from() && pos.piece_on(m.to()) != kNoPiece;
}

enum class Outcome : std::uint8_t {
  kOngoing,
  kWhiteWins,  // Black is checkmated
  kBlackWins,
  kStalemate,
  kMoveCap,
};
Outcome outcome(const Position& pos);
// The same, given whether the side to move has a legal move (cap ignored).
Outcome outcome(const Position& pos, bool has_legal_moves);
// The team an outcome makes the winner (White 0, Black 1: the side that
// gave checkmate); none for a draw or an ongoing game.
constexpr std::optional<int> winning_team(Outcome o) {
  if (o == Outcome::kWhiteWins) return 0;
  if (o == Outcome::kBlackWins) return 1;
  return std::nullopt;
}
// ongoing, white-wins, black-wins, draw-stalemate, draw-move-cap
// (docs/rules/sovereign.md#result-tokens).
std::string_view outcome_token(Outcome o);
// checkmate, stalemate, move-cap (ongoing).
std::string_view termination_word(Outcome o);

}  // namespace minnaar::sovereign
