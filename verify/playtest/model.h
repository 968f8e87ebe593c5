// An independent, deliberately simple model of the earlier edition, "Minnaar
// Chess Play-Test Edition 1.0" (two players), written from its rules text
// (seeds/001_e0fbab3f721aa882.txt) and docs/rules/playtest.md only, to serve as an
// oracle for differential tests of a fast engine. It shares nothing with
// engine/: the board is 64 chars holding MFEN letters ('.' for an empty
// square), moves are found by walking one square at a time, and the interface
// is purely textual (MFEN strings, move strings, result strings). What the two
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

namespace minnaar::model::playtest {

// The two variations of the rules text: Standard Play (Sovereigns move any
// distance, two passages needed) and Contemplative Play (at most two squares,
// one passage needed).
enum class RuleSet { kStandard, kContemplative };

struct Rules {
  RuleSet set = RuleSet::kStandard;
  // The optional anti-stall rule of rules §VII: 100 turns in a row without a
  // capture or a completed passage end the game.
  bool anti_stall = true;
};

// How far a Sovereign may move under the rule set (7 is "any distance").
int sovereign_range(RuleSet set);
// How many passages achieve sovereignty under the rule set.
int passages_needed(RuleSet set);

class Game {
 public:
  // Parses an MFEN of docs/rules/playtest.md#mfen under the given rules (the rules decide
  // the range of `quiet`). On failure returns std::nullopt and, if error is not
  // null, sets *error to "<field>: <reason>", where <field> is one of MFEN,
  // board, side, first, white-passages, black-passages, quiet, passes, move.
  static std::optional<Game> from_mfen(std::string_view mfen, Rules rules,
                                       std::string* error = nullptr);
  // The start position:
  // pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1.
  static Game start(Rules rules);

  // The canonical MFEN of this position (docs/rules/playtest.md#mfen).
  std::string mfen() const;
  // ongoing | mutual-sovereignty | white-sovereignty | black-sovereignty |
  // unrealized-sovereignty (docs/rules/playtest.md#after-every-turn). A function of the state only,
  // so a finished position is recognised on input too.
  std::string result() const;
  // The legal moves in byte order; {"pass"} for a forced pass; empty when the
  // game is finished.
  std::vector<std::string> legal_moves() const;
  // Plays a legal move ("e2e4", "pass" or "0000" for a forced pass). Returns
  // false and leaves the game unchanged if the move is not legal here.
  bool play(std::string_view move);
  // docs/rules/minnaar.md#perft, without bulk counting: every leaf is reached by playing a move
  // on a copy of the game. A finished position counts 0 at depth >= 1.
  std::uint64_t perft(int depth) const;

  // The MFEN letter on a square named like "e4" ('.' if empty, '?' if the name
  // is not a square).
  char piece_at(std::string_view square) const;
  Rules rules() const { return rules_; }
  char side() const { return side_; }  // 'w' or 'b'
  // Who still owes the King's first move, as in MFEN: "WB", "W", "B" or "-".
  std::string first() const;
  // Whether the player ('w' or 'b') still owes the King's first move.
  bool owes_first_move(char player) const;
  int white_passages() const { return passages_[0]; }
  int black_passages() const { return passages_[1]; }
  // Turns in a row without a capture or a completed passage.
  std::int64_t quiet() const { return quiet_; }
  // Forced passes in a row just before this position.
  int passes() const { return passes_; }
  // The move number (MFEN input allows up to 999999; play may go beyond).
  std::int64_t move_number() const { return move_; }
  // Whether the player ('w' or 'b') has achieved sovereignty.
  bool achieved(char player) const;
  // Whether the player ('w' or 'b') can no longer achieve sovereignty:
  // passages + Sovereigns on the board < needed (rules §VII).
  bool can_no_longer(char player) const;

 private:
  // A move inside the model: from and to square indices (a1 = 0, b1 = 1, ...,
  // h8 = 63); from == -1 is a forced pass.
  using Move = text::Move;

  Game() = default;

  bool finished() const;
  // Every move of the pieces of the player to move, ignoring the first-move
  // obligation and whether the game is finished, without adding a pass.
  std::vector<Move> piece_moves() const;
  // The moves to consider here: empty if finished; only the King's moves while
  // the first move is owed and the King can move; one pass if nothing can move.
  std::vector<Move> moves() const;
  // Applies a move from moves() and then the end-of-turn steps of
  // docs/rules/playtest.md#after-every-turn (passage, sovereignty, counters, next player).
  void apply(Move move);

  Rules rules_{};
  text::Board board_{};
  char side_ = 'w';
  std::array<bool, 2> owes_first_{};  // [0] White, [1] Black
  std::array<int, 2> passages_{};     // [0] White, [1] Black
  std::int64_t quiet_ = 0;
  int passes_ = 0;
  std::int64_t move_ = 1;
};

}  // namespace minnaar::model::playtest
