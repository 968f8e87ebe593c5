// Fuzzes Schachen's notation parsers against the independent model. The
// input is an MFEN, optionally followed by a line holding a turn. Both
// accept the MFEN or both refuse it (docs/rules/schachen.md#mfen fixes no order among several
// faults, so the fields are not compared); an accepted one is written back
// the same canonical way by both, and they then list the same turns, the
// same result and the same observations. A turn is then played by both or
// refused by both, reaching the same MFEN. The model walks lines square by
// square, so turns are compared only where the pieces stand within a box
// of kMaxSpread squares (elsewhere the fixtures' far-apart cases serve).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/schachen/movegen.h"
#include "engine/schachen/notation.h"
#include "verify/fuzz/same_verdict.h"
#include "verify/schachen/model.h"

namespace {

constexpr std::int64_t kMaxSpread = 64;

[[noreturn]] void differ(const char* what, const std::string& text) {
  std::fprintf(stderr, "engine and model differ on %s of '%s'\n", what, text.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace sc = minnaar::schachen;
  namespace model = minnaar::model::schachen;
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  const std::string text = input.substr(0, newline);
  const auto parsed = sc::parse_mfen(text);
  std::string model_error;
  auto game = model::Game::from_mfen(text, &model_error);
  minnaar::fuzz::expect_same_verdict(
      {parsed.has_value(), parsed ? "" : parsed.error().field, parsed ? "" : parsed.error().reason},
      minnaar::fuzz::model_verdict(game.has_value(), model_error), text, /*compare_fields=*/false);
  if (!parsed) return 0;
  if (sc::to_mfen(*parsed) != game->mfen()) differ("the canonical MFEN", text);
  if (sc::observation_text(*parsed, sc::kWhite) != game->observation('w') ||
      sc::observation_text(*parsed, sc::kBlack) != game->observation('b'))
    differ("the observations", text);
  if (parsed->spread() > kMaxSpread) return 0;
  std::vector<sc::Turn> turns;
  sc::generate_turns(*parsed, turns);
  std::vector<std::string> texts;
  for (const sc::Turn& t : turns) texts.push_back(sc::turn_text(t));
  std::sort(texts.begin(), texts.end());
  if (texts != game->legal_moves()) differ("the turns", text);
  if (std::string(sc::outcome_token(sc::outcome(*parsed))) != game->result())
    differ("the result", text);
  if (newline == std::string::npos) return 0;
  const std::string turn = input.substr(newline + 1);
  const auto legal = sc::parse_legal_turn(*parsed, turn);
  if (legal.has_value() != game->play(turn)) differ("whether a turn is legal", text + " | " + turn);
  if (!legal) return 0;
  sc::Position after = *parsed;
  after.make(*legal);
  if (sc::to_mfen(after) != game->mfen()) differ("the MFEN after a turn", text + " | " + turn);
  return 0;
}
