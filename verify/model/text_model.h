// One textual interface to the independent models of verify/<game>/,
// whatever the rule set: a position is seen only through MFEN text, move
// text and result tokens, so a test, a tool or a differential check can take
// any rule set by its name and treat every model the same way. Each rule
// set's folder registers its model here beside its game (the same name as
// the engine's registry), so nothing generic names a rule set. The models
// themselves stay usable directly; this only adapts them, and like them it
// shares nothing with engine/.
//
//   std::unique_ptr<TextModel> model = make_text_model("playtest-standard");
//   std::unique_ptr<TextPosition> pos = model->start();
//   play_moves(*pos, "e2e4 e7e5");            // 0: both were legal
//   pos->legal_moves();                       // byte order, {"pass"} or {}
//   pos->perft(3);
//   std::string error;
//   model->from_mfen("8/8 w WB 0 0 0 0 1", &error);  // nullptr, "board: ..."
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace minnaar::model {

// One position of a rule set's model, through text only.
class TextPosition {
 public:
  virtual ~TextPosition() = default;

  // An independent copy: playing on it leaves this position as it is.
  virtual std::unique_ptr<TextPosition> clone() const = 0;
  // The canonical MFEN of the position (docs/rules/minnaar.md#mfen, docs/rules/playtest.md#mfen,
  // docs/rules/sovereign.md#mfen).
  virtual std::string mfen() const = 0;
  // The result token (each page of docs/rules/ lists them), "ongoing" while the game goes on.
  virtual std::string result() const = 0;
  // The legal moves in byte order; {"pass"} for a forced pass; empty when the
  // game is finished.
  virtual std::vector<std::string> legal_moves() const = 0;
  // Plays a legal move ("e2e4", "pass" or "0000" for a forced pass). Returns
  // false and leaves the position unchanged if the move is not legal here.
  virtual bool play(std::string_view move) = 0;
  // The leaves `depth` moves below (docs/rules/minnaar.md#perft); 1 at depth 0, 0 at depth >= 1
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

// A rule set's parameters by name, as the game registry spells them
// ("anti_stall" -> "false"); absent ones take the rule set's defaults.
using ModelParameters = std::map<std::string, std::string>;

// Makes a rule set's model for these parameter values; nullptr when the
// rule set has no such parameter or value.
using TextModelFactory = std::function<std::unique_ptr<TextModel>(const ModelParameters&)>;

// Registers the model of the rule set `name` (the name the engine's game
// registry gives it); called once per rule set at static initialisation
// through MINNAAR_REGISTER_TEXT_MODEL, from the rule set's own folder
// verify/<game>/. Returns true (for the registrar).
bool register_text_model(std::string name, TextModelFactory make);

// The registered models' names, sorted.
std::vector<std::string> text_model_names();

// The model of a rule set by its name, with these parameters. nullptr for
// an unregistered name, or parameters the rule set does not have.
std::unique_ptr<TextModel> make_text_model(std::string_view rules,
                                           const ModelParameters& parameters = {});

// A TextModel over a model class G whose positions have the textual members
// mfen(), result(), legal_moves(), play(move) and perft(depth): the start
// position and a parser are all a rule set's registration supplies.
//
//   MINNAAR_REGISTER_TEXT_MODEL("my-game", [](const ModelParameters& p) {
//     return make_game_model<Game>(p, "my-game", Game::start(), &Game::from_mfen);
//   });
template <class G>
class GameTextModel final : public TextModel {
 public:
  using Parse = std::function<std::optional<G>(std::string_view, std::string*)>;

  GameTextModel(std::string name, G start, Parse parse)
      : name_(std::move(name)), start_(std::move(start)), parse_(std::move(parse)) {}

  std::string name() const override { return name_; }
  std::unique_ptr<TextPosition> start() const override {
    return std::make_unique<Position>(start_);
  }
  std::unique_ptr<TextPosition> from_mfen(std::string_view text,
                                          std::string* error) const override {
    std::optional<G> game = parse_(text, error);
    if (!game) return nullptr;
    return std::make_unique<Position>(std::move(*game));
  }

 private:
  class Position final : public TextPosition {
   public:
    explicit Position(G game) : game_(std::move(game)) {}
    std::unique_ptr<TextPosition> clone() const override {
      return std::make_unique<Position>(game_);
    }
    std::string mfen() const override { return game_.mfen(); }
    std::string result() const override { return game_.result(); }
    std::vector<std::string> legal_moves() const override { return game_.legal_moves(); }
    bool play(std::string_view move) override { return game_.play(move); }
    std::uint64_t perft(int depth) const override { return game_.perft(depth); }

   private:
    G game_;
  };

  std::string name_;
  G start_;
  Parse parse_;
};

// The model of a rule set without parameters: nullptr if any is given.
template <class G>
std::unique_ptr<TextModel> make_game_model(const ModelParameters& parameters, std::string name,
                                           G start, typename GameTextModel<G>::Parse parse) {
  if (!parameters.empty()) return nullptr;
  return std::make_unique<GameTextModel<G>>(std::move(name), std::move(start), std::move(parse));
}

// Plays whitespace-separated moves in order. On the first one that is not
// legal returns its 1-based ply and leaves the position after the moves before
// it; returns 0 when all were played.
int play_moves(TextPosition& position, std::string_view moves);

}  // namespace minnaar::model

#define MINNAAR_MODEL_CONCAT_INNER(a, b) a##b
#define MINNAAR_MODEL_CONCAT(a, b) MINNAAR_MODEL_CONCAT_INNER(a, b)
// One line in a rule set's folder verify/<game>/: MINNAAR_REGISTER_TEXT_MODEL(name, factory).
#define MINNAAR_REGISTER_TEXT_MODEL(name, factory)                                               \
  [[maybe_unused]] static const bool MINNAAR_MODEL_CONCAT(minnaar_registered_model_, __LINE__) = \
      ::minnaar::model::register_text_model(name, factory)
