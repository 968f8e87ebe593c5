// An independent, deliberately plain model of Schachen (ChessMe, Heinrich
// Glumpler and Matthias Schmitt), written from its rules text
// (seeds/004_3c810d214b2272c6.txt) and docs/rules/schachen.md only, to serve as the
// oracle of differential tests of a fast engine. It shares nothing with
// engine/: the unbounded board is a std::map from squares to MFEN letters, a
// slider walks one square at a time and stops at the first piece or once it
// leaves the bounding box of all pieces grown by one (no square beyond has an
// occupied neighbour), an attack along a line is clear when no piece stands
// strictly between, and a move is legal when, played on a copy, it leaves the
// mover's king unattacked. The interface is textual (MFEN, turn notation,
// result tokens), as the other models' in this folder. Coordinates are 64-bit
// and exact; the cost of a slider's walk grows with the span of the pieces (a
// rook crossing two million empty squares takes about a quarter second).
//
//   auto game = schachen::Game::deal(0);
//   game.legal_moves();              // {"0,1:0,2", "0,1:0,2+N@0,1", ...}
//   game.perft(2);                   // 3102
//   game.play("1,1:1,2+P@2,2");      // true: it was a legal turn
//   std::string error;   // for an MFEN with two white kings:
//   schachen::Game::from_mfen(mfen, &error);  // nullopt, "board: White has 2 kings, expected 1"
//
// Refusals of from_mfen name the field: "MFEN" for the wrong number of fields;
// the field's own name for an empty or malformed field, a wrong letter or case
// in a hand, pile or pool, a coordinate or move number that is not canonical or
// beyond +-1000000, a move number below 1, and a hand of over 3 cards or of
// under 3 while its pile is not empty (both named on the hand); "board" for a
// malformed entry, two pieces on one square and a king count other than one
// per side; for more cards of a type on board + hand + pile + pool than the
// 16 have, the first of board, hand, pile and pool at which the count goes
// over; "side" for the side not to move being in check. The first refusal
// found is reported: the fields from left to right, then the kings, the card
// counts and the check.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace minnaar::model::schachen {

// The position dealt from seed 0 (docs/rules/schachen.md#set-up).
inline constexpr std::string_view kSeedZeroMfen =
    "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP NBPRBPQR - bnp pprrpqnb - 1";

// The largest absolute value of an integer in an MFEN (play may go beyond).
inline constexpr std::int64_t kInputLimit = 1000000;

// A square of the unbounded grid: x grows to White's right, y towards Black.
struct Square {
  std::int64_t x = 0;
  std::int64_t y = 0;
  auto operator<=>(const Square&) const = default;
};

// One step of the pinned SplitMix64 generator (docs/rules/schachen.md#set-up): advances `state` and
// returns the next output.
std::uint64_t splitmix64(std::uint64_t& state);

class Game {
 public:
  // --- MFEN input and output (docs/rules/schachen.md#mfen, #what-a-player-sees) ---

  // Parses an MFEN. On failure returns std::nullopt and, if error is not null,
  // sets *error to "<field>: <reason>" (the fields are listed above).
  static std::optional<Game> from_mfen(std::string_view mfen, std::string* error = nullptr);
  // The start position of docs/rules/schachen.md#set-up, its cards shuffled from `seed`.
  static Game deal(std::uint64_t seed);
  // The canonical MFEN: board by y descending then x ascending, hands and pools
  // in QRBNP order, piles top first, '-' for nothing.
  std::string mfen() const;
  // What an agent of `player` ('w' or 'b') sees (docs/rules/schachen.md#what-a-player-sees): the
  // MFEN with its own pile, the other hand and the other pile replaced by "#<count>" ("#0" when
  // empty). "" for another letter.
  std::string observation(char player) const;

  // --- Playing (docs/rules/schachen.md#a-turn, #turn-notation, #perft) ---

  // ongoing | white-wins | black-wins | stalemate (the move cap is the
  // runner's, never applied here).
  std::string result() const;
  // The legal compound turns in the notation of docs/rules/schachen.md#turn-notation, in byte
  // order; empty when the game is finished.
  std::vector<std::string> legal_moves() const;
  // Plays a compound turn given exactly as legal_moves() writes it (so only
  // canonical integers; beyond +-1000000 too, where play has gone). Returns
  // false and leaves the game unchanged if the text names no legal turn here.
  bool play(std::string_view turn);
  // The turn paths of length `depth` (1 at depth 0; 0 at depth >= 1 when the
  // game is finished), every turn played on a copy.
  std::uint64_t perft(int depth) const;
  // perft(depth - 1) after each legal turn, by the turn's text in byte order;
  // empty at depth 0.
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const;

  // --- Inspection ---

  // The MFEN letter of the piece on x,y ("K", "p", ...), "" for an empty square.
  std::string piece_at(std::int64_t x, std::int64_t y) const;
  // The player to move: 'w' or 'b'.
  char side() const;
  std::int64_t move_number() const { return move_; }
  // Whether the king of the player to move is attacked.
  bool in_check() const;
  // Whether `player` ('w' or 'b') attacks x,y (docs/rules/schachen.md#a-turn rule 3: where one of
  // its pieces could capture, adjacency ignored); false for another letter.
  bool attacks(char player, std::int64_t x, std::int64_t y) const;
  // The MFEN fields of `player` ('w' or 'b'): letters in the player's case,
  // "-" for none; "" for another letter.
  std::string hand(char player) const;
  std::string pile(char player) const;
  std::string pool(char player) const;

 private:
  // A move of one piece (docs/rules/schachen.md#a-turn rule 1): `promotion` is the upper-case type
  // a pawn is exchanged for (rule 4), 0 for none.
  struct Move {
    Square from;
    Square to;
    char promotion = 0;
  };

  // A compound turn: a move, then the upper-case type placed on `at` (rule 5),
  // `placed` 0 for no placement.
  struct Turn {
    Move move;
    char placed = 0;
    Square at;
  };

  Game() = default;

  // The square of the player's king; std::nullopt if it has none (never in a
  // position from_mfen accepted).
  std::optional<Square> king_square(int player) const;
  // Whether the piece on `from` could capture on `to` by rule 1, whatever
  // stands on `to` and with adjacency ignored.
  bool could_capture(Square from, Square to) const;
  // Whether no piece stands strictly between two squares of one line.
  bool line_clear(Square from, Square to) const;
  // Whether any piece of `by` could capture on `square`.
  bool attacked(Square square, int by) const;
  // Whether a square has an occupied 8-neighbour other than `vacated` (rule 2).
  bool has_neighbour_besides(Square square, Square vacated) const;

  // The moves of the player to move by rules 1, 2 and 4, before the check test.
  std::vector<Move> candidate_moves() const;
  // The candidate moves that leave the mover's king unattacked (rule 3).
  std::vector<Move> legal_piece_moves() const;
  // The distinct (type, square) placements of rule 5 on the current board.
  std::vector<std::pair<char, Square>> placements() const;
  // Every legal compound turn: each legal move alone and with each placement.
  std::vector<Turn> turns() const;

  // Plays a move: capture into its owner's pool, the promotion's card swap.
  void apply_move(const Move& move);
  // Puts one card of `type` from the hand on `at` and draws if the pile has one.
  void place(char type, Square at);
  // Plays a whole turn and gives the move to the other side.
  void apply(const Turn& turn);
  static std::string turn_text(const Turn& turn);

  // The board field of the MFEN.
  std::string board_text() const;
  // The MFEN field of a hand, pile or pool of `player`.
  static std::string cards_text(const std::string& cards, int player);

  std::map<Square, char> board_;  // MFEN letters: upper case White, lower case Black
  int side_ = 0;                  // 0 White, 1 Black
  // Upper-case types for both players; hands and pools kept in QRBNP order,
  // piles top first.
  std::string hand_[2];
  std::string pile_[2];
  std::string pool_[2];
  std::int64_t move_ = 1;
};

}  // namespace minnaar::model::schachen
