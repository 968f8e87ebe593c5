// What every MFEN fuzzer checks of an input first: the engine and the
// independent model both accept it or both refuse it, and a refusal gives
// a reason (naming the same field as the model, where the model names one).
// A difference is printed and aborts, which libFuzzer reports with the input.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace minnaar::fuzz {

struct Verdict {
  bool accepted = false;
  std::string field;   // of a refusal; empty when the side names none
  std::string reason;  // of a refusal
};

// The model's "<field>: <reason>" as a verdict.
inline Verdict model_verdict(bool accepted, const std::string& error) {
  const std::size_t colon = error.find(':');
  return {accepted, colon == std::string::npos ? "" : error.substr(0, colon), error};
}

inline void expect_same_verdict(const Verdict& engine, const Verdict& model,
                                const std::string& text, bool compare_fields) {
  if (engine.accepted != model.accepted) {
    std::fprintf(stderr, "engine %s, model %s: '%s'\n", engine.accepted ? "accepts" : "refuses",
                 model.accepted ? "accepts" : "refuses", text.c_str());
    std::abort();
  }
  if (engine.accepted) return;
  if (engine.reason.empty()) std::abort();
  if (compare_fields && engine.field != model.field) {
    std::fprintf(stderr, "engine names %s, model %s: '%s'\n", engine.field.c_str(),
                 model.field.c_str(), text.c_str());
    std::abort();
  }
}

}  // namespace minnaar::fuzz
