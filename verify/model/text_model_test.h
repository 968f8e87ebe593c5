// The checks every rule set's model passes through the one textual
// interface (verify/model/text_model.h): each rule set's folder adds its case
// (its start, a few numbers worked out from its rules) with
// MINNAAR_TEXT_MODEL_CASE, and text_model_test.cpp runs every check on every
// case, and checks that every registered model has one.
//
//   MINNAAR_TEXT_MODEL_CASE({"minnaar", "pppppppp/... s 0 0 1", {"a1a2"}, 60, ...});
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "verify/model/text_model.h"

namespace minnaar::model {

using Moves = std::vector<std::string>;

// A refusal: an MFEN and the field its error must name.
struct Refusal {
  std::string mfen;
  std::string field;
};

// What each rule set's model must show through the interface.
struct RuleSetCase {
  std::string name;
  std::string start;
  Moves start_moves;  // the first few legal moves from the start, in byte order
  std::size_t start_move_count;
  std::vector<std::uint64_t> perft;  // depths 1, 2, 3 from the start
  // A position one move from the end, that move, the result and the MFEN after.
  std::string before_end;
  std::string last_move;
  std::string result;
  std::string after_end;
  std::vector<Refusal> refusals;
};

// The cases added so far, in the order they were added.
inline std::vector<RuleSetCase>& text_model_cases() {
  static std::vector<RuleSetCase> cases;
  return cases;
}
inline bool add_text_model_case(RuleSetCase c) {
  text_model_cases().push_back(std::move(c));
  return true;
}

// The field a refusal names ("accepted" if the text was accepted); fails the
// calling test if a refusal has no reason after the field.
std::string refused_field(const TextModel& model, const std::string& mfen);

}  // namespace minnaar::model

#define MINNAAR_TEXT_MODEL_CASE_CONCAT_INNER(a, b) a##b
#define MINNAAR_TEXT_MODEL_CASE_CONCAT(a, b) MINNAAR_TEXT_MODEL_CASE_CONCAT_INNER(a, b)
#define MINNAAR_TEXT_MODEL_CASE(...)                                 \
  [[maybe_unused]] static const bool MINNAAR_TEXT_MODEL_CASE_CONCAT( \
      minnaar_model_case_, __LINE__) = ::minnaar::model::add_text_model_case(__VA_ARGS__)
