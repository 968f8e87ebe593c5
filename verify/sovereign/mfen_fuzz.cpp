// Fuzzes Sovereign Chess's MFEN parser against the independent model: any
// input is accepted by both or refused by both, naming the same field; an
// accepted one is written back unchanged, and engine and model then list
// the same legal moves and the same result.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/sovereign/movegen.h"
#include "engine/sovereign/notation.h"
#include "verify/fuzz/same_verdict.h"
#include "verify/sovereign/model.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace sv = minnaar::sovereign;
  namespace model = minnaar::model::sovereign;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto parsed = sv::parse_mfen(text);
  std::string model_error;
  const auto game = model::Game::from_mfen(text, &model_error);
  minnaar::fuzz::expect_same_verdict(
      {parsed.has_value(), parsed ? "" : parsed.error().field, parsed ? "" : parsed.error().reason},
      minnaar::fuzz::model_verdict(game.has_value(), model_error), text, /*compare_fields=*/true);
  if (!parsed) return 0;
  if (sv::to_mfen(*parsed) != text || game->mfen() != text) std::abort();
  sv::MoveList moves;
  sv::generate_moves(*parsed, moves);
  std::vector<std::string> texts;
  for (const sv::Move m : moves) texts.push_back(sv::move_name(m));
  std::sort(texts.begin(), texts.end());
  if (texts != game->legal_moves() ||
      std::string(sv::outcome_token(sv::outcome(*parsed))) != game->result()) {
    std::fprintf(stderr, "engine and model differ on the moves or result of '%s'\n", text.c_str());
    std::abort();
  }
  return 0;
}
