// Fuzzes Minotaur Chess's MFEN and move parsers against the independent
// model: any input is accepted by both or refused by both, naming the same
// field; an accepted one is written back unchanged, and engine and model
// then list the same legal moves and the same result. The input is also
// read as a move, in a position to place, one to move and one to pass:
// engine and model take the same texts, and a move the engine reads is
// written back as the same text.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/minotaur/mfen.h"
#include "engine/minotaur/movegen.h"
#include "engine/minotaur/notation.h"
#include "verify/fuzz/same_verdict.h"
#include "verify/minotaur/model.h"

namespace {

namespace mt = minnaar::minotaur;
namespace model = minnaar::model::minotaur;

// Where the input is tried as a move: the start (a Vanguard to place),
// after both placements (moves), and a side with nothing to move (a pass).
constexpr const char* kMovePositions[] = {
    "qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1",
    "qpnpp3/pbpr4/npkv4/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ w - - 2 0 2",
    "q7/8/2k5/8/8/8/8/5N1Q w - - 0 0 1",
};

void check_move_text(const std::string& text) {
  // Both read the `0000` of docs/rules/minnaar.md#move-notation as a pass, which is written `pass`.
  const std::string written = text == "0000" ? "pass" : text;
  for (const char* mfen : kMovePositions) {
    const auto pos = mt::parse_mfen(mfen);
    auto game = model::Game::from_mfen(mfen);
    if (!pos || !game) std::abort();
    const auto move = mt::parse_legal_move(*pos, text);
    if (bool(move) != game->play(text)) {
      std::fprintf(stderr, "engine %s, model %s the move '%s' in '%s'\n",
                   move ? "takes" : "refuses", move ? "refuses" : "takes", text.c_str(), mfen);
      std::abort();
    }
    if (move && mt::move_text(*move) != written) std::abort();
  }
  if (const auto move = mt::parse_move_text(text); move && mt::move_text(*move) != written) {
    std::fprintf(stderr, "the move '%s' is written back as '%s'\n", text.c_str(),
                 mt::move_text(*move).c_str());
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (size <= 8) check_move_text(text);
  const auto parsed = mt::parse_mfen(text);
  std::string model_error;
  const auto game = model::Game::from_mfen(text, &model_error);
  minnaar::fuzz::expect_same_verdict(
      {parsed.has_value(), parsed ? "" : parsed.error().field, parsed ? "" : parsed.error().reason},
      minnaar::fuzz::model_verdict(game.has_value(), model_error), text, /*compare_fields=*/true);
  if (!parsed) return 0;
  if (mt::to_mfen(*parsed) != text || game->mfen() != text) std::abort();
  mt::MoveList moves;
  mt::generate_moves(*parsed, moves);
  std::vector<std::string> texts;
  for (const minnaar::Move m : moves) texts.push_back(mt::move_text(m));
  std::sort(texts.begin(), texts.end());
  if (texts != game->legal_moves() ||
      std::string(mt::outcome_token(parsed->outcome())) != game->result()) {
    std::fprintf(stderr, "engine and model differ on the moves or result of '%s'\n", text.c_str());
    std::abort();
  }
  return 0;
}
