#include "verify/model/text_model.h"

#include <functional>
#include <optional>
#include <utility>

#include "verify/model/model.h"
#include "verify/model/playtest_model.h"
#include "verify/model/schachen_model.h"
#include "verify/model/sovereign_model.h"

namespace minnaar::model {
namespace {

// A position of any model: G is model::Game, model::playtest::Game,
// model::sovereign::Game or model::schachen::Game, whose textual members
// have the same names and meanings.
template <class G>
class GamePosition final : public TextPosition {
 public:
  explicit GamePosition(G game) : game_(std::move(game)) {}

  std::unique_ptr<TextPosition> clone() const override {
    return std::make_unique<GamePosition>(game_);
  }
  std::string mfen() const override { return game_.mfen(); }
  std::string result() const override { return game_.result(); }
  std::vector<std::string> legal_moves() const override { return game_.legal_moves(); }
  bool play(std::string_view move) override { return game_.play(move); }
  std::uint64_t perft(int depth) const override { return game_.perft(depth); }

 private:
  G game_;
};

// A model of a rule set: its name, its start position and its parser
// (the model's from_mfen with the rules bound).
template <class G>
class GameModel final : public TextModel {
 public:
  using Parse = std::function<std::optional<G>(std::string_view, std::string*)>;

  GameModel(std::string name, G start, Parse parse)
      : name_(std::move(name)), start_(std::move(start)), parse_(std::move(parse)) {}

  std::string name() const override { return name_; }
  std::unique_ptr<TextPosition> start() const override {
    return std::make_unique<GamePosition<G>>(start_);
  }
  std::unique_ptr<TextPosition> from_mfen(std::string_view text,
                                          std::string* error) const override {
    std::optional<G> game = parse_(text, error);
    if (!game) return nullptr;
    return std::make_unique<GamePosition<G>>(std::move(*game));
  }

 private:
  std::string name_;
  G start_;
  Parse parse_;
};

std::unique_ptr<TextModel> make_playtest(std::string_view name, playtest::Rules rules) {
  return std::make_unique<GameModel<playtest::Game>>(
      std::string(name), playtest::Game::start(rules),
      [rules](std::string_view text, std::string* error) {
        return playtest::Game::from_mfen(text, rules, error);
      });
}

}  // namespace

std::unique_ptr<TextModel> make_text_model(std::string_view rules, bool anti_stall) {
  if (rules == "minnaar") {
    if (!anti_stall) return nullptr;
    return std::make_unique<GameModel<Game>>(
        std::string(rules), Game::start(),
        [](std::string_view text, std::string* error) { return Game::from_mfen(text, error); });
  }
  if (rules == "playtest-standard") {
    return make_playtest(rules, {playtest::RuleSet::kStandard, anti_stall});
  }
  if (rules == "playtest-contemplative") {
    return make_playtest(rules, {playtest::RuleSet::kContemplative, anti_stall});
  }
  if (rules == "schachen") {
    if (!anti_stall) return nullptr;  // Schachen has no such option
    // The start of the command line: the deal of seed 0.
    return std::make_unique<GameModel<schachen::Game>>(
        std::string(rules), schachen::Game::deal(0), [](std::string_view text, std::string* error) {
          return schachen::Game::from_mfen(text, error);
        });
  }
  if (rules == "sovereign") {
    if (!anti_stall) return nullptr;  // Sovereign Chess has no such option
    return std::make_unique<GameModel<sovereign::Game>>(
        std::string(rules), sovereign::Game::start(),
        [](std::string_view text, std::string* error) {
          return sovereign::Game::from_mfen(text, error);
        });
  }
  return nullptr;
}

int play_moves(TextPosition& position, std::string_view moves) {
  constexpr std::string_view kSpace = " \t\r\n\v\f";
  int ply = 0;
  std::size_t begin = moves.find_first_not_of(kSpace);
  while (begin != std::string_view::npos) {
    std::size_t end = moves.find_first_of(kSpace, begin);
    std::string_view move = moves.substr(begin, end == std::string_view::npos ? end : end - begin);
    ++ply;
    if (!position.play(move)) return ply;
    begin = moves.find_first_not_of(kSpace, end);
  }
  return 0;
}

}  // namespace minnaar::model
