// An independent, deliberately simple model of the rules of Minnaar Chess,
// written from the rules text and docs/rules/minnaar.md only, to serve as an oracle for
// differential tests of the engine. It shares nothing with engine/: the board
// is 64 chars holding MFEN letters ('.' for an empty square), moves are found
// by walking one square at a time along each direction, and the interface is
// purely textual (MFEN strings, move strings, result strings). What the two
// models have in common (squares, MFEN fields and numbers, move text) is in
// text.h; text_model.h puts both behind one interface.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "verify/model/text.h"

namespace minnaar::model {

class Game {
 public:
  // Parses an MFEN (docs/rules/minnaar.md#mfen). On failure returns std::nullopt and, if error is
  // not null, sets *error to "<field>: <reason>", where <field> is one of
  // MFEN, board, side, tally, passes, round.
  static std::optional<Game> from_mfen(std::string_view mfen, std::string* error = nullptr);
  // The start position: pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1.
  static Game start();

  // The canonical MFEN of this position (docs/rules/minnaar.md#mfen).
  std::string mfen() const;
  // ongoing | alliance-wins | establishment-wins | undecided-80-turns |
  // undecided-four-passes (docs/rules/minnaar.md#after-every-turn step 2, first match wins).
  std::string result() const;
  // The legal moves in byte order; {"pass"} for a forced pass; empty when the
  // game is finished.
  std::vector<std::string> legal_moves() const;
  // Plays a legal move ("e1e4", "pass" or "0000" for a forced pass). Returns
  // false and leaves the game unchanged if the move is not legal here.
  bool play(std::string_view move);
  // docs/rules/minnaar.md#perft, without bulk counting: every leaf is reached by playing a move on
  // a copy of the game.
  std::uint64_t perft(int depth) const;

  // The MFEN letter on a square named like "e4" ('.' if empty, '?' if the name
  // is not a square).
  char piece_at(std::string_view square) const;
  char side() const { return side_; }  // 's', 'w', 'n' or 'b'
  int tally() const { return tally_; }
  int passes() const { return passes_; }
  // The round number (kept in 64 bits inside; MFEN input allows up to 999999).
  int round() const { return static_cast<int>(round_); }

 private:
  // A move inside the model: from and to square indices (a1 = 0, b1 = 1, ...,
  // h8 = 63); from == -1 is a forced pass.
  using Move = text::Move;

  Game() = default;

  bool finished() const { return result() != "ongoing"; }
  // The moves of the faction to move, ignoring whether the game is finished
  // and without adding a pass.
  std::vector<Move> piece_moves() const;
  // The moves to consider in this position: empty if finished, one pass if
  // the faction to move has no move, otherwise piece_moves().
  std::vector<Move> moves() const;
  // Applies a move from moves() and then the end-of-turn update of
  // docs/rules/minnaar.md#after-every-turn.
  void apply(Move move);

  text::Board board_{};
  char side_ = 's';
  int tally_ = 0;
  int passes_ = 0;
  std::int64_t round_ = 1;
};

}  // namespace minnaar::model
