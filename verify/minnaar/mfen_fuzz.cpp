// Fuzzes the MFEN parser: any input is either accepted and written back
// unchanged, or refused with a field named, and the independent model
// accepts and refuses exactly the same inputs.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/minnaar/mfen.h"
#include "verify/fuzz/same_verdict.h"
#include "verify/minnaar/model.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto parsed = minnaar::current::parse_mfen(text);
  const bool model_accepts = minnaar::model::Game::from_mfen(text).has_value();
  // (This model names no field.)
  minnaar::fuzz::expect_same_verdict(
      {parsed.has_value(), "", parsed ? "" : std::string(parsed.error().reason)},
      {model_accepts, "", ""}, text, /*compare_fields=*/false);
  if (parsed && minnaar::current::to_mfen(*parsed) != text) std::abort();
  if (parsed && parsed->hash() != parsed->compute_hash()) std::abort();
  return 0;
}
