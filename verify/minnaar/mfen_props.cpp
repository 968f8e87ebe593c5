// MFEN and move parsing: round trips, and no input that crashes or is
// refused without naming a field. The model is asked about every input too.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string_view>

#include "verify/minnaar/property_support.h"

namespace minnaar::current::props {
namespace {

bool starts_with_field(const std::string& message) {
  for (const char* field : {"MFEN: ", "board: ", "side: ", "tally: ", "passes: ", "round: "})
    if (message.rfind(field, 0) == 0) return true;
  return false;
}

// Either accepted and written back unchanged, or refused with a field named;
// the model accepts and refuses the same strings, naming the same field.
void check_any_mfen_text(const std::string& text) {
  const auto parsed = parse_mfen(text);
  std::string model_error;
  const auto model_game = model::Game::from_mfen(text, &model_error);
  RC_ASSERT(parsed.has_value() == model_game.has_value());
  if (parsed) {
    RC_ASSERT(to_mfen(*parsed) == text);
  } else {
    const std::string message = parsed.error().message();
    RC_ASSERT(starts_with_field(message));
    RC_ASSERT(message.substr(0, message.find(':')) == model_error.substr(0, model_error.find(':')));
  }
}

std::string mutate(std::string text, int kind, int at, char c) {
  const std::size_t i = text.empty() ? 0 : std::size_t(at) % text.size();
  switch (kind) {
    case 0:
      if (!text.empty()) text[i] = c;
      break;
    case 1:
      text.insert(text.begin() + std::ptrdiff_t(i), c);
      break;
    case 2:
      if (!text.empty()) text.erase(i, 1);
      break;
    default:
      text.insert(i, text.substr(i, 3));
      break;
  }
  return text;
}

rc::Gen<char> mfen_chars() {
  return rc::gen::oneOf(rc::gen::elementOf(std::string("PKQRBNpkqrbn12345678/ swnb0+-")),
                        rc::gen::arbitrary<char>());
}

RC_GTEST_PROP(Mfen, FormatOfParseIsIdentityForValidInput, ()) {
  const std::string text = *rc::gen::oneOf(
      valid_mfens(),
      rc::gen::map(any_game_paths(false), [](const GamePath& p) { return to_mfen(p.final); }));
  const auto parsed = parse_mfen(text);
  RC_ASSERT(parsed.has_value());
  RC_ASSERT(to_mfen(*parsed) == text);
}

RC_GTEST_PROP(Mfen, MutatedInputIsRoundTrippedOrRefusedWithAFieldNamed, ()) {
  std::string text = *valid_mfens();
  const int edits = *rc::gen::inRange(1, 4);
  for (int e = 0; e < edits; ++e)
    text =
        mutate(text, *rc::gen::inRange(0, 4), *rc::gen::arbitrary<int>() & 0xFFFF, *mfen_chars());
  RC_TAG(parse_mfen(text).has_value() ? "still valid" : "refused");
  check_any_mfen_text(text);
}

RC_GTEST_PROP(Mfen, RandomStringsAreRefusedWithAFieldNamed, ()) {
  check_any_mfen_text(*rc::gen::container<std::string>(mfen_chars()));
}

RC_GTEST_PROP(MoveText, AnyStringIsAcceptedExactlyWhenTheModelListsIt, ()) {
  const GamePath path = *any_game_paths(false, 200);
  const std::string text = *rc::gen::oneOf(
      rc::gen::container<std::string>(rc::gen::elementOf(std::string("abcdefgh12345678pas0 "))),
      rc::gen::container<std::string>(rc::gen::arbitrary<char>()),
      rc::gen::map(rc::gen::tuple(rc::gen::inRange(0, 64), rc::gen::inRange(0, 64)), [](auto ft) {
        return move_name(Move(Square(std::get<0>(ft)), Square(std::get<1>(ft))));
      }));
  const auto move = parse_legal_move(path.final, text);
  auto listed = model_of(path.final).legal_moves();
  const std::string canonical = text == "0000" ? "pass" : text;
  RC_ASSERT(move.has_value() ==
            (std::find(listed.begin(), listed.end(), canonical) != listed.end()));
  if (!move) RC_ASSERT(!move.error().empty());
}

}  // namespace
}  // namespace minnaar::current::props
