// An independent, deliberately plain model of Minotaur Chess (Frank M.
// Truelove, v1.1d), written from its rules text (seeds/002_15101f76464fe5ac.txt)
// and docs/rules/minotaur.md only, to serve as the oracle of differential tests of a
// fast engine. It shares nothing with engine/: the board is a 64-square mailbox
// of MFEN letters, moves are found by walking one square at a time along each
// direction, and every move is played on a copy of the whole game. The
// interface is textual (MFEN, move text, result tokens), as the other models'.
//
//   auto game = minotaur::Game::start();
//   game.legal_moves();              // {"@c1", "@d2", "@e3", "@f4", "@g5", "@h6"}
//   game.perft(3);                   // 1150
//   game.play("@e3");                // true: it was legal
//   std::string error;
//   minotaur::Game::from_mfen("8/8 w - - 0 0 1", &error);  // nullopt, "board: ..."
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace minnaar::model::minotaur {

// The start position of docs/rules/minotaur.md#pieces.
inline constexpr std::string_view kStartMfen =
    "qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1";

class Game {
 public:
  // --- MFEN input and output (docs/rules/minotaur.md#mfen) ---

  // Parses an MFEN. On failure returns std::nullopt and, if error is not null,
  // sets *error to "<field>: <reason>", where <field> is one of MFEN, board,
  // side, to-place, awake, quiet, passes, move.
  static std::optional<Game> from_mfen(std::string_view text, std::string* error = nullptr);
  // The start position (kStartMfen).
  static Game start();
  // The canonical MFEN of this position.
  std::string mfen() const;

  // --- Playing (docs/rules/minotaur.md#pieces, #a-game, #notation) ---

  // ongoing | white-wins | black-wins | draw-quiet | draw-passes.
  std::string result() const;
  // The legal moves in the notation of docs/rules/minotaur.md#notation ("f3e4", "@e3"), in byte
  // order;
  // {"pass"} for a forced pass; empty when the game is finished.
  std::vector<std::string> legal_moves() const;
  // Plays a legal move given in the notation of docs/rules/minotaur.md#notation. "pass" (or "0000",
  // as docs/rules/minnaar.md#move-notation reads it) only when a pass is the one legal move.
  // Returns false and leaves the game unchanged if the text names no legal move here.
  bool play(std::string_view move);
  // The move paths of length `depth` (1 at depth 0; 0 at depth >= 1 when the
  // game is finished; a forced pass is one move), every one played on a copy.
  std::uint64_t perft(int depth) const;
  // perft(depth - 1) after each legal move, by the move's text in byte order
  // (empty when the game is finished or depth is 0).
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const;

  // --- Inspection ---

  // The MFEN letter on a square (file and rank 0..7, a1 = (0, 0)); '.' for an
  // empty square or coordinates off the board.
  char at(int file, int rank) const;
  // The MFEN letter on a square named like "e3"; '.' if empty, '?' if the name
  // is not a square.
  char at(std::string_view square) const;
  // The player to move: 'w' or 'b'.
  char side() const { return side_ == 0 ? 'w' : 'b'; }
  // Whether the player ('w' or 'b') still has to place its Vanguard.
  bool to_place(char player) const { return to_place_[index_of(player)]; }
  // Whether the Defenders of the player ('w' or 'b') are awake.
  bool awake(char player) const { return awake_[index_of(player)]; }
  // The counters of docs/rules/minotaur.md#mfen.
  int quiet() const { return quiet_; }
  int passes() const { return passes_; }
  int move_number() const { return move_; }

 private:
  // A move inside the model. Squares are indices rank * 8 + file (a1 = 0,
  // b1 = 1, ..., h8 = 63).
  struct Move {
    enum class Kind { kMove, kPlace, kPass };
    Kind kind = Kind::kMove;
    int from = -1;  // kMove only
    int to = -1;    // kMove and kPlace
  };

  Game() = default;

  static int index_of(char player) { return player == 'b' ? 1 : 0; }

  // The moves of the player to move: placements, piece moves, or a single
  // pass; empty when the game is finished.
  std::vector<Move> moves() const;
  // The piece moves (no placements, no pass) of the player to move.
  std::vector<Move> piece_moves() const;
  // Plays a move from moves(): docs/rules/minotaur.md#a-game steps 1-3.
  void apply(const Move& move);
  // docs/rules/minotaur.md#a-game: the succession of `loser` after its piece `captured` (upper-case
  // role letter) was taken on `square`.
  void succeed(int loser, char captured, int square);
  // docs/rules/minotaur.md#a-game "nearest": the square of `loser`'s piece with this role nearest
  // to `square`, -1 if it has none.
  int nearest(int loser, char role, int square) const;
  // Whether the player has a Totem or an Avenger on the board.
  bool alive(int player) const;
  std::string move_text(const Move& move) const;

  std::array<char, 64> board_{};    // MFEN letters, '.' for an empty square
  int side_ = 0;                    // 0 White, 1 Black
  std::array<bool, 2> to_place_{};  // White, Black still to place their Vanguard
  std::array<bool, 2> awake_{};     // White's, Black's Defenders awake
  int quiet_ = 0;
  int passes_ = 0;
  int move_ = 1;
};

}  // namespace minnaar::model::minotaur
