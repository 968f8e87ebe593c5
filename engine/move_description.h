// What a move does, in its game's own terms: which piece moves (or is
// placed, or passes), what kind of move it is, and its geometry. Every rule
// set describes any move text of its notation in a position, legal there or
// not (State::describe_move), so a tool that compares two programs' moves
// can name a cause ("extra moves: Sovereign, 5 squares") rather than the
// squares it happened to show on.
//
//   auto d = state->describe_move("a1a6");
//   // {piece "Sovereign", kind "quiet", line "straight", distance 5,
//   //  direction "north", from "a1", to "a6"}
//   describe_text(*d);  // "Sovereign, quiet, 5 squares straight north"
//
// Geometry is read on the rule set's own squares (engine/picture.h: the
// file grows to the east, the rank to the north, as the first team sees
// the board): a board turned on screen keeps its squares' directions.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/picture.h"

namespace minnaar::game {

// The kinds a rule set uses where they apply; a rule set may name others
// in the same style ("drop of a captured piece").
inline constexpr std::string_view kQuietMove = "quiet";
inline constexpr std::string_view kCaptureMove = "capture";
inline constexpr std::string_view kAllyCapture = "capture of an ally";
inline constexpr std::string_view kCastlingMove = "castling";
inline constexpr std::string_view kPlacementMove = "placement";
inline constexpr std::string_view kPassMove = "pass";

struct MoveDescription {
  // What moves, as the rules name it ("Sovereign", "Knight"): a kind of
  // piece, not its owner; for a placement the piece placed; "" for a pass
  // or a move of no piece.
  std::string piece;
  // What kind of move: kQuietMove, kCaptureMove, kAllyCapture, "promotion
  // to Queen", kCastlingMove, "defection", kPlacementMove, kPassMove, ...
  std::string kind;
  // The path from the square left to the square reached: "straight" (along
  // a file or rank), "diagonal", "jump 2-1" (the legs of a leap that is
  // neither), or "" (no path: a pass, a placement).
  std::string line;
  // Squares travelled along the line (a leap counts 1); without a line, a
  // count the move names if any (stones taken), else 0.
  int distance = 0;
  // Where it goes: "north", "north-east", ...; a leap's legs, "2 north 1
  // east"; "" without a path.
  std::string direction;
  // The squares left and reached ("a1", "h8"; "(-2,5)" off the first
  // quadrant of an unbounded board), "" where there is none: a bug tied to
  // a square (an edge, a corner) names it.
  std::string from = {}, to = {};

  friend bool operator==(const MoveDescription&, const MoveDescription&) = default;
  // Field by field, in the order above.
  friend bool operator<(const MoveDescription& a, const MoveDescription& b);
};

// The line, distance, direction and squares of a move from `from` to `to`,
// with its piece and kind as given (from == to: no path).
MoveDescription move_between(std::string piece, std::string kind, Square from, Square to);

// A move with no path: a pass (piece ""), a placement (`to` its square).
MoveDescription move_without_path(std::string piece, std::string kind);
MoveDescription move_without_path(std::string piece, std::string kind, Square to);

// "a1" for (0, 0), "h8" for (7, 7); "(-2,5)" for a square with a negative
// coordinate.
std::string square_label(Square square);

// The square of a label square_label() writes ("a1", "h8", "(-2,5)"), or
// none when the text is not one.
std::optional<Square> square_of_label(std::string_view label);

// The square of a label square_label() writes ("a1", "h8", "(-2,5)"), or
// none when the text is not one.
std::optional<Square> square_of_label(std::string_view label);

// "Sovereign, quiet, 5 squares straight north"; "pass"; "Knight, capture,
// jump 2-1 (2 north 1 east)".
std::string describe_text(const MoveDescription& move);

}  // namespace minnaar::game
