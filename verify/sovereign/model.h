// An independent, deliberately plain model of Sovereign Chess (Mark Bates,
// Infinite Pi Games), written from its rules text
// (seeds/003_393285d88f8a025b.txt) and docs/rules/sovereign.md only, to serve as the
// oracle of differential tests of a fast engine. It shares nothing with
// engine/: the board is a 256-square mailbox of (colour, role) pieces, control
// is recomputed from scratch by the fixpoint of docs/rules/sovereign.md#control whenever it is
// needed, moves are found by walking one square at a time along each direction, and a move is legal
// when, played on a copy, it leaves no enemy-controlled piece able to capture on the mover's king.
// The interface is textual (MFEN, move text, result tokens), as the other models' in this folder.
//
//   auto game = sovereign::Game::start();
//   game.legal_moves();              // {"e2e3", "e2e4", "f1e3", ...}
//   game.perft(3);                   // 9940
//   game.play("e2e4");               // true: it was legal
//   std::string error;   // for an MFEN whose owned colours are both w:
//   sovereign::Game::from_mfen(mfen, &error);  // nullopt, "black-owns: both players own 'w'"
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace minnaar::model::sovereign {

// The start position of docs/rules/sovereign.md#board-and-colours.
inline constexpr std::string_view kStartMfen =
    "aqabvrvnbrbnbbbqbkbbbnbrynyrsbsq/aranvpvpbpbpbpbpbpbpbpbpypypsnsr/nbnp12opob/"
    "nqnp12opoq/crcp12rprr/cncp12rprn/gbgp12pppb/gqgp12pppq/yqyp12vpvq/ybyp12vpvb/"
    "onop12npnn/orop12npnr/rqrp12cpcq/rbrp12cpcb/srsnppppwpwpwpwpwpwpwpwpgpgpanar/"
    "sqsbprpnwrwnwbwqwkwbwnwrgngrabaq w w b CELNceln 1";

// A position whose move number is this is finished (docs/rules/sovereign.md#the-end, the move cap).
inline constexpr int kMoveCap = 201;

class Game {
 public:
  // --- MFEN input and output (docs/rules/sovereign.md#mfen) ---

  // Parses an MFEN. On failure returns std::nullopt and, if error is not null,
  // sets *error to "<field>: <reason>", where <field> is one of MFEN, board,
  // side, white-owns, black-owns, castling, move.
  static std::optional<Game> from_mfen(std::string_view mfen, std::string* error = nullptr);
  // The start position (kStartMfen).
  static Game start();
  // The canonical MFEN of this position.
  std::string mfen() const;

  // --- Playing (docs/rules/sovereign.md#moves, #the-end, #move-notation, #perft) ---

  // ongoing | white-wins | black-wins | draw-stalemate | draw-move-cap.
  std::string result() const;
  // The legal moves in the notation of docs/rules/sovereign.md#move-notation, in byte order; empty
  // when the game is finished.
  std::vector<std::string> legal_moves() const;
  // Plays a legal move given in the notation of docs/rules/sovereign.md#move-notation. Returns
  // false and leaves the game unchanged if the text names no legal move here.
  bool play(std::string_view move);
  // The move paths of length `depth` (1 at depth 0; 0 at depth >= 1 when the
  // game is finished), every one played on a copy.
  std::uint64_t perft(int depth) const;
  // perft(depth - 1) after each legal move, by the move's text in byte order.
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const;

  // --- Inspection ---

  // The piece on a square named like "h11" as colour and role letters ("wk"),
  // "" for an empty square, "?" if the name is not a square.
  std::string piece_at(std::string_view square) const;
  // The player to move: 'w' or 'b'.
  char side() const { return side_ == 0 ? 'w' : 'b'; }
  // The colour letter the player ('w' or 'b') owns.
  char owns(char player) const;
  // Who controls the colour with this letter (docs/rules/sovereign.md#control): 'w', 'b', or '-'
  // for neutral ('?' for an unknown letter).
  char controller(char colour) const;
  // The castling field of the MFEN: "-" or the rights held, in CELNceln order.
  std::string castling() const;
  int move_number() const { return move_; }
  // Whether the player to move has its king attacked.
  bool in_check() const;
  // Whether the player ('w' or 'b') attacks the square named like "i1"
  // (docs/rules/sovereign.md#moves, check and legality); false for a name that is not a square.
  bool attacks(char player, std::string_view square) const;

 private:
  // A piece: the index of its colour in "wbasproygcnv" (-1 for an empty
  // square) and its role letter (k q r b n p).
  struct Piece {
    int colour = -1;
    char role = 0;
    bool empty() const { return colour < 0; }
  };

  // A move inside the model. Squares are indices rank * 16 + file (a1 = 0,
  // b1 = 1, ..., p16 = 255).
  struct Move {
    enum class Kind { kPlain, kPromotion, kCastle, kDefect, kDefectStep };
    Kind kind = Kind::kPlain;
    int from = 0;     // the moving piece's square (the king's for castling and defection)
    int to = 0;       // where it lands (the king's square again for a plain defection)
    int rook = -1;    // castling: the rook's square
    char role = 0;    // promotion: the new role
    int colour = -1;  // defection: the new colour
  };

  // Who controls each colour: 0 White, 1 Black, -1 neutral.
  using Control = std::array<int, 12>;

  Game() = default;

  // docs/rules/sovereign.md#control from scratch: the owned colours, then colours reached through a
  // piece on one of their squares until nothing changes.
  Control control() const;
  // The square of the player's king (the king of its owned colour), -1 if none.
  int king_square(int player) const;
  // Whether the piece on `from` could capture on `target` by its movement,
  // whatever stands there (sliders within 8, pawns by their capture rule).
  bool reaches(int from, int target) const;
  // Whether `player` attacks `square` under the control `c` (docs/rules/sovereign.md#moves).
  bool attacked(int square, int player, const Control& c) const;
  // Whether `piece`, leaving `from`, may land on `to` under `c` (docs/rules/sovereign.md#moves).
  bool can_land(const Piece& piece, int from, int to, const Control& c) const;

  // The moves of the player to move before the legality test (castling's own
  // conditions already applied), ignoring whether the game is finished.
  std::vector<Move> candidate_moves() const;
  // The moves that pass the legality test, whatever the move number.
  std::vector<Move> moves_ignoring_cap() const;
  // The legal moves; empty when the game is finished.
  std::vector<Move> moves() const;
  // Plays a move from candidate_moves(): the board, owned colours, rights,
  // move number and side to move.
  void apply(const Move& move);
  // Drops the castling right whose rook square this is, if any.
  void touch(int square);
  std::string move_text(const Move& move) const;

  std::array<Piece, 256> board_{};
  int side_ = 0;                  // 0 White, 1 Black
  std::array<int, 2> owns_{};     // colour indices owned by White, Black
  std::array<bool, 8> rights_{};  // C E L N (White, rank 1), c e l n (Black, rank 16)
  int move_ = 1;
};

}  // namespace minnaar::model::sovereign
