// Fuzzes the Play-Test Edition's MFEN parser: the first byte picks the rule
// set and the anti-stall switch, the rest is the text. Any input is either
// accepted and written back unchanged, or refused with a field named, and
// the independent model accepts and refuses exactly the same inputs, naming
// the same field.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/playtest/mfen.h"
#include "verify/fuzz/same_verdict.h"
#include "verify/playtest/model.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const bool contemplative = data[0] & 1, anti_stall = !(data[0] & 2);
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  namespace pt = minnaar::playtest;
  namespace model = minnaar::model::playtest;
  const auto parsed = pt::parse_mfen(
      text, {contemplative ? pt::RuleSet::kContemplative : pt::RuleSet::kStandard, anti_stall});
  std::string model_error;
  const bool model_accepts =
      model::Game::from_mfen(
          text,
          {contemplative ? model::RuleSet::kContemplative : model::RuleSet::kStandard, anti_stall},
          &model_error)
          .has_value();
  minnaar::fuzz::expect_same_verdict(
      {parsed.has_value(), parsed ? "" : parsed.error().field, parsed ? "" : parsed.error().reason},
      minnaar::fuzz::model_verdict(model_accepts, model_error), text, /*compare_fields=*/true);
  if (parsed && pt::to_mfen(*parsed) != text) std::abort();
  return 0;
}
