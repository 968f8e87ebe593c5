// Fuzzes the MFEN parser: any input is either accepted and written back
// unchanged, or refused with a field named, and the independent model
// accepts and refuses exactly the same inputs.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/minnaar/mfen.h"
#include "verify/model/model.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto parsed = minnaar::parse_mfen(text);
  const bool model_accepts = minnaar::model::Game::from_mfen(text).has_value();
  if (parsed.has_value() != model_accepts) {
    std::fprintf(stderr, "engine %s, model %s: '%s'\n", parsed ? "accepts" : "refuses",
                 model_accepts ? "accepts" : "refuses", text.c_str());
    std::abort();
  }
  if (parsed && minnaar::to_mfen(*parsed) != text) std::abort();
  if (!parsed && parsed.error().reason.empty()) std::abort();
  if (parsed && parsed->hash() != parsed->compute_hash()) std::abort();
  return 0;
}
