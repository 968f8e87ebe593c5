// What a position looks like, for drawing: the pieces on their squares,
// coloured squares, and the counters a player reads beside the board. Every
// rule set describes its own positions (State::picture()); one drawing,
// engine/svg.h, turns any picture into SVG, so the command line, the
// tournament report and its game viewer show every game the same way.
//
//   game::Picture p = state->picture();
//   std::string svg = game::board_svg(p);
//
// Squares are (file, rank): the file grows to the right and the rank
// upwards, as the rule set's first team sees the board. Nothing here knows
// a board size: a bounded board gives its extent, an unbounded one none
// (the drawing frames the pieces).
//
// A picture may be drawn turned (turn_degrees): a board set diagonally
// between its players, seen from their side, is the same squares turned 45
// degrees on screen. Squares keep their (file, rank); only the drawing turns.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace minnaar::game {

struct Square {
  int file = 0, rank = 0;
  constexpr bool operator==(const Square&) const = default;
  constexpr auto operator<=>(const Square&) const = default;
};

// A rectangle of squares, corners included.
struct Box {
  int min_file = 0, min_rank = 0, max_file = -1, max_rank = -1;
  constexpr bool operator==(const Box&) const = default;
  int files() const { return max_file - min_file + 1; }
  int ranks() const { return max_rank - min_rank + 1; }
  bool empty() const { return files() <= 0 || ranks() <= 0; }
  bool contains(Square s) const {
    return s.file >= min_file && s.file <= max_file && s.rank >= min_rank && s.rank <= max_rank;
  }
  // The smallest box holding this one and `s`.
  Box including(Square s) const;
  // The smallest box holding both.
  Box including(const Box& other) const;
};

// How one kind of piece is drawn: a disc in `fill` with `letter` on it in
// `ink`. `name` says what it is ("White queen"), for the picture's titles.
struct PieceLook {
  std::string letter;  // one or two characters, e.g. "Q", "S"
  std::string fill;    // CSS colours, e.g. "#f4f1e8"
  std::string ink;
  std::string name;
  bool operator==(const PieceLook&) const = default;
};

struct PlacedPiece {
  Square square;
  int look = 0;  // index into Picture::looks
  constexpr bool operator==(const PlacedPiece&) const = default;
};

// A square drawn in its own colour (Sovereign Chess' coloured squares,
// a goal row).
struct SquareTint {
  Square square;
  std::string fill;
  bool operator==(const SquareTint&) const = default;
};

// How the edges are labelled: files a, b, c ... and ranks 1, 2, 3 ... from
// square (0, 0), or the coordinates themselves (unbounded boards).
enum class Coordinates { kLettersAndNumbers, kNumbers };

struct Picture {
  // The pieces a game can show, the same list for every state of one game
  // (so a viewer can refer to them by index across a game's positions).
  std::vector<PieceLook> looks;
  std::vector<PlacedPiece> pieces;  // at most one per square
  std::vector<SquareTint> tints;    // fixed by the board, not the position
  std::optional<Box> board;         // a bounded board's squares
  Coordinates coordinates = Coordinates::kLettersAndNumbers;
  // How the board is turned on screen: clockwise about its centre, in
  // degrees, 0 or 45. At 45 it is a diamond, the corner of the highest
  // file and lowest rank (h1) at the bottom, that of the lowest file and
  // highest rank (a8) at the top: a board set diagonally between its
  // players. Only the squares turn; the pieces stay upright. Any other
  // value is drawn as 0.
  int turn_degrees = 0;
  // What to read beside the board, in order: {"to move", "north"},
  // {"tally", "3"}, {"White hand", "N P P"}. A game's states all list the
  // same labels, in the same order.
  std::vector<std::pair<std::string, std::string>> counters;

  // The squares to draw: the board, else the pieces' box grown by one
  // square on every side (at least 3 by 3).
  Box frame() const;
  // The piece on `s`, if any (its look).
  std::optional<int> look_on(Square s) const;
};

// The label of a file or rank under `coordinates`: file 0 is "a", rank 0
// is "1"; with kNumbers the number itself. Files past z go on as aa, ab...
std::string file_label(int file, Coordinates coordinates);
std::string rank_label(int rank, Coordinates coordinates);

// The squares whose piece differs between two pictures of one game: what a
// move changed, for marking it.
std::vector<Square> changed_squares(const Picture& before, const Picture& after);

}  // namespace minnaar::game
