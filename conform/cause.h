// The cause of a difference in legal moves, named in the game's own terms:
// what the moves only one program has share (engine/move_description.h),
// so that one bug reads the same wherever it shows ("extra moves:
// Sovereign, 5 squares") and failures of one bug are one finding.
//
//   std::vector<DifferingMove> moves = ...;        // one position's differences
//   MovePattern p = pattern_of(moves, false);      // what they share
//   pattern_text(p);  // "legal moves: extra Sovereign, 5 squares"
//   std::vector<int> finding = group_by_cause(patterns);
//
// A pattern keeps, for each side (moves only the reference has, moves only
// the implementation has), the parts of a description every move of that
// side shares. Where the difference shows only after moves (a value the
// program derives went stale on the way), only the kind of move is kept:
// the moves it hits are wherever the stale value happens to matter.
//
// Grouping: a failure with moves missing and moves extra whose two sides
// are each seen alone in other failures shows two causes, one per side;
// any other is one. Each joins the widest pattern among all failures' that
// covers it (every part that pattern fixes, it has, and its sides are the
// same). Then two causes whose join still names a cause are one: the join
// fixes a geometry or a square (the range of a move, a missing jump, moves
// to h8, moves from one edge to the other) or a kind of move the rules single out (a capture of an
// ally, a promotion), on each side it has. Two bugs that share only a piece
// ("Sovereign") or a plain kind ("quiet") stay two; two bugs that share a
// geometry are one (two pieces that move one square too far).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/move_description.h"

namespace minnaar::conform {

// A move one program lists and the other does not, described in the
// position where they differ.
struct DifferingMove {
  bool extra = false;  // only the implementation lists it (else only the reference)
  std::string text;
  game::MoveDescription move;
  // Whether it runs from one edge of the board to the other
  // (crosses_the_board): where a move that wraps round an edge lands.
  bool across = false;
};

// Whether a move from `from` to `to` runs from one edge of `board` to the
// other: files or ranks at least the board's extent less two apart. A
// piece that leaves the board on one side and comes back on the other (a
// wrapping bug) moves so; few moves of the rules do.
bool crosses_the_board(const game::Box& board, game::Square from, game::Square to);

// What the moves of one side share: each part fixed to a value, or open.
struct SidePattern {
  bool present = false;  // the side has moves at all
  std::optional<std::string> piece, kind, line;
  std::optional<int> distance;
  std::optional<std::string> direction, from, to;
  bool across = false;  // every move runs from one edge to the other
  friend bool operator==(const SidePattern&, const SidePattern&) = default;
};

struct MovePattern {
  SidePattern missing, extra;
  bool after_moves = false;  // the difference shows only after moves are played
  friend bool operator==(const MovePattern&, const MovePattern&) = default;
};

// What `moves` share, side by side.
MovePattern pattern_of(const std::vector<DifferingMove>& moves, bool after_moves);

// Whether the pattern names something on each side it has (a piece, a kind
// or a geometry), not merely that moves differ.
bool is_telling(const MovePattern& pattern);

// Whether `general` covers `specific`: the same sides and the same
// `after_moves`, and every part `general` fixes fixed to the same value in
// `specific`.
bool covers(const MovePattern& general, const MovePattern& specific);

// The number of parts the pattern fixes (the more, the narrower).
int fixed_parts(const MovePattern& pattern);

// "legal moves: missing Knight, jump 2-1 (2 north 1 east); extra Sovereign,
// 5 squares"; "legal moves (only after moves): ...".
std::string pattern_text(const MovePattern& pattern);

// What two patterns share: the sides both have, each part both fix alike.
MovePattern join(const MovePattern& a, const MovePattern& b);

// The causes of a run's differences in moves and the failures each
// explains.
struct Causes {
  std::vector<MovePattern> causes;
  // By failure, indices into causes: the one that names it first; a second
  // when the failure shows two causes seen apart elsewhere.
  std::vector<std::vector<std::size_t>> causes_of;
};
// Groups the failures' patterns (one per failure) as the header says.
// With each failure's differing moves (`moves`, by failure, or none), a
// cause whose every failure's moves are all named by other causes (two
// bugs showing in the same positions on the same side, whose moves share
// no more than a piece) is dropped for those: each such failure shows the
// causes its moves fit, the cause that fits most of them first.
Causes group_by_cause(const std::vector<MovePattern>& patterns,
                      const std::vector<std::vector<DifferingMove>>& moves = {});

// Whether one differing move fits a cause: the cause has its side alone,
// and every part the side fixes, the move has.
bool fits(const MovePattern& cause, const DifferingMove& move);

}  // namespace minnaar::conform
