// One textual interface to the independent models of verify/model, whatever
// the rule set: a position is seen only through MFEN text, move text and result
// tokens, so a test, a tool or a differential check can take any rule set by
// its name and treat every model the same way. The models themselves
// (model::Game, model::playtest::Game, model::sovereign::Game,
// model::schachen::Game) stay usable directly; this only
// adapts them, and like them it shares nothing with engine/.
//
//   std::unique_ptr<TextModel> model = make_text_model("playtest-standard");
//   std::unique_ptr<TextPosition> pos = model->start();
//   play_moves(*pos, "e2e4 e7e5");            // 0: both were legal
//   pos->legal_moves();                       // byte order, {"pass"} or {}
//   pos->perft(3);
//   std::string error;
//   model->from_mfen("8/8 w WB 0 0 0 0 1", &error);  // nullptr, "board: ..."
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace minnaar::model {

// One position of a rule set's model, through text only.
class TextPosition {
 public:
  virtual ~TextPosition() = default;

  // An independent copy: playing on it leaves this position as it is.
  virtual std::unique_ptr<TextPosition> clone() const = 0;
  // The canonical MFEN of the position (SPEC §4, SPEC-playtest §4, SPEC-sovereign §5).
  virtual std::string mfen() const = 0;
  // The result token of the rule set's SPEC, "ongoing" while the game goes on.
  virtual std::string result() const = 0;
  // The legal moves in byte order; {"pass"} for a forced pass; empty when the
  // game is finished.
  virtual std::vector<std::string> legal_moves() const = 0;
  // Plays a legal move ("e2e4", "pass" or "0000" for a forced pass). Returns
  // false and leaves the position unchanged if the move is not legal here.
  virtual bool play(std::string_view move) = 0;
  // The leaves `depth` moves below (SPEC §6); 1 at depth 0, 0 at depth >= 1
  // when the game is finished.
  virtual std::uint64_t perft(int depth) const = 0;
};

// A rule set's model: its start position and its notation parser.
class TextModel {
 public:
  virtual ~TextModel() = default;

  // The rule set's name, as given to make_text_model.
  virtual std::string name() const = 0;
  // The start position of the rule set.
  virtual std::unique_ptr<TextPosition> start() const = 0;
  // The position an MFEN describes. On failure returns nullptr and, if error is
  // not null, sets *error to "<field>: <reason>" (the fields of the rule set's
  // MFEN, or "MFEN" for the text as a whole).
  virtual std::unique_ptr<TextPosition> from_mfen(std::string_view text,
                                                  std::string* error) const = 0;
};

// The names make_text_model knows: the current edition, the Play-Test
// Edition's two variations, Sovereign Chess and Schachen (whose start is
// the deal of seed 0, as the command line's).
inline constexpr std::array<std::string_view, 5> kTextModelNames = {
    "minnaar", "playtest-standard", "playtest-contemplative", "sovereign", "schachen"};

// The model of a rule set by its name (one of kTextModelNames), with the
// Play-Test anti-stall rule on or off. nullptr for an unknown name, and for
// "minnaar", "sovereign" or "schachen" with anti_stall off (they have no such option).
std::unique_ptr<TextModel> make_text_model(std::string_view rules, bool anti_stall = true);

// Plays whitespace-separated moves in order. On the first one that is not
// legal returns its 1-based ply and leaves the position after the moves before
// it; returns 0 when all were played.
int play_moves(TextPosition& position, std::string_view moves);

}  // namespace minnaar::model
