// What a player reported about one move it chose: its score, how deep and
// how far it searched, the time it took and the line it expects. Built-in
// agents fill it from their search; the referee from the program's `info`
// lines (docs/players.md#messages); the runner adds the time it measured and the
// clock. Every field is optional: a player that reports nothing has an
// empty MoveInfo.
//
//   MoveInfo info = agent.last_info();
//   if (info.score) plot(*info.score);
//
// Stored per game in one column (encode_move_infos/decode_move_infos), one
// record per ply, so reading a game back gives the same values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"

namespace minnaar::tournament {

struct MoveInfo {
  int seat = -1;  // the seat that moved (the runner's record; -1: not set)
  // From the mover's team's view, in the game's units (its evaluation's;
  // a decided game is ±kWinScore less the plies to the end).
  std::optional<std::int64_t> score;
  std::optional<int> depth;             // full-width plies searched
  std::optional<int> seldepth;          // the deepest ply reached
  std::uint64_t nodes = 0;              // positions searched (MCTS: playout plies)
  std::optional<std::uint64_t> visits;  // MCTS: iterations at the root
  // MCTS: the chosen move's mean result for the mover's team, in [0, 1].
  std::optional<double> value;
  std::optional<std::int64_t> time_us;   // the time the choice took (wall)
  std::optional<std::int64_t> clock_ms;  // the seat's clock left after it
  std::string pv;                        // the expected line, moves in notation
  std::string extra;                     // info keys the referee does not know, as text

  // Whether nothing was reported or measured (the seat aside).
  bool empty() const;
  friend bool operator==(const MoveInfo&, const MoveInfo&) = default;
};

// One line for a person: "score 35 depth 3 nodes 5120 time 4.1 ms pv a5a8"
// (only what is there).
std::string describe(const MoveInfo& info);

// The moves of one game as a compact text: one line per ply, fields
// separated by tabs (seat, score, depth, seldepth, nodes, visits, value,
// time_us, clock_ms, pv, extra), empty where absent, trailing empty fields
// left out. A game without moves encodes to "".
std::string encode_move_infos(const std::vector<MoveInfo>& infos);
// The inverse; `plies` is the game's length (the text may be shorter: the
// missing plies are empty). Fails with a message naming the line.
Expected<std::vector<MoveInfo>, std::string> decode_move_infos(std::string_view text,
                                                               std::size_t plies);

// Reads the words after `info` of a docs/players.md#the-player-protocol line into `info`: depth,
// seldepth, nodes, score (`score N`, `score cp N`, or `score mate N`: a win
// in N moves, ±(kWinScore − N)), visits, value and pv (the rest of the
// line); anything else into `extra`, with `time` (the runner measures the
// time itself) and words that do not parse. Nothing is refused; a later
// line's values replace an earlier one's.
void read_info_words(const std::vector<std::string_view>& words, MoveInfo& info);

// The `info` line that reports `info` (without the runner's time and
// clock), read back to the same values by read_info_words; "" if there is
// nothing to say.
std::string info_line(const MoveInfo& info);

}  // namespace minnaar::tournament
