// The checks of the one textual interface to the models (text_model.h), run
// for every rule set's case (text_model_test.h: each rule set's folder adds
// its own, worked out from its rules text) through make_text_model only.
#include "verify/model/text_model.h"

#include "verify/model/text_model_test.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace minnaar::model {
namespace {

// Runs `check` on each rule set's case and model, the rule set's name in the
// trace of every failure. An ASSERT in `check` ends that rule set's check only.
void for_each_rule_set(const std::function<void(const RuleSetCase&, const TextModel&)>& check) {
  ASSERT_FALSE(text_model_cases().empty());
  for (const auto& c : text_model_cases()) {
    SCOPED_TRACE(c.name);
    std::unique_ptr<TextModel> model = make_text_model(c.name);
    ASSERT_NE(model, nullptr);
    check(c, *model);
  }
}

// The field a refusal names ("accepted" if the text was accepted); fails the
// test if a refusal has no reason after the field.
}  // namespace

std::string refused_field(const TextModel& model, const std::string& mfen) {
  std::string error;
  if (model.from_mfen(mfen, &error) != nullptr) return "accepted";
  std::size_t colon = error.find(": ");
  EXPECT_NE(colon, std::string::npos) << error;
  EXPECT_LT(colon + 2, error.size()) << "no reason in '" << error << "'";
  return error.substr(0, colon);
}

namespace {

TEST(TextModel, EveryRegisteredModelHasExactlyOneCase) {
  std::vector<std::string> names;
  for (const RuleSetCase& c : text_model_cases()) names.push_back(c.name);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, text_model_names());
}

TEST(TextModel, EveryRuleSetHasAModelNamedAfterIt) {
  for_each_rule_set(
      [](const RuleSetCase& c, const TextModel& model) { EXPECT_EQ(model.name(), c.name); });
}

TEST(TextModel, EveryRuleSetHasAModelWhoseStartPositionRoundTrips) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto start = model.start();
    EXPECT_EQ(start->mfen(), c.start);
    EXPECT_EQ(start->result(), "ongoing");
    std::string error;
    auto parsed = model.from_mfen(start->mfen(), &error);
    ASSERT_NE(parsed, nullptr) << error;
    EXPECT_EQ(parsed->mfen(), c.start);
  });
}

TEST(TextModel, EveryPositionOfAShortGameRoundTripsThroughItsMfen) {
  for_each_rule_set([](const RuleSetCase& /*c*/, const TextModel& model) {
    auto pos = model.start();
    for (int ply = 0; ply < 12 && !pos->legal_moves().empty(); ++ply) {
      Moves moves = pos->legal_moves();
      ASSERT_TRUE(pos->play(moves[(ply * 7) % moves.size()]));
      auto again = model.from_mfen(pos->mfen(), nullptr);
      ASSERT_NE(again, nullptr) << pos->mfen();
      EXPECT_EQ(again->mfen(), pos->mfen());
      EXPECT_EQ(again->legal_moves(), pos->legal_moves()) << pos->mfen();
    }
  });
}

TEST(TextModel, RefusalsNameTheFieldAndGiveAReason) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    for (const auto& r : c.refusals) {
      EXPECT_EQ(refused_field(model, r.mfen), r.field) << r.mfen;
    }
    EXPECT_EQ(model.from_mfen("", nullptr), nullptr);  // a null error is allowed
  });
}

TEST(TextModel, TheLegalMovesFromTheStartAreInByteOrder) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    Moves moves = model.start()->legal_moves();
    EXPECT_EQ(moves.size(), c.start_move_count);
    EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
    ASSERT_GE(moves.size(), c.start_moves.size());
    EXPECT_EQ(Moves(moves.begin(), moves.begin() + c.start_moves.size()), c.start_moves);
  });
}

TEST(TextModel, PlayingTheLastMoveEndsTheGameWithTheRuleSetsResult) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    std::string error;
    auto pos = model.from_mfen(c.before_end, &error);
    ASSERT_NE(pos, nullptr) << error;
    EXPECT_EQ(pos->result(), "ongoing");
    ASSERT_TRUE(pos->play(c.last_move));
    EXPECT_EQ(pos->result(), c.result);
    EXPECT_EQ(pos->mfen(), c.after_end);
    EXPECT_TRUE(pos->legal_moves().empty());
    EXPECT_EQ(pos->perft(1), 0u);
    EXPECT_EQ(pos->perft(0), 1u);
    EXPECT_FALSE(pos->play("pass"));
    EXPECT_EQ(pos->mfen(), c.after_end);
  });
}

TEST(TextModel, AMoveThatIsNotLegalIsRefusedAndChangesNothing) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto pos = model.start();
    for (const char* move : {"pass", "0000", "a1i9", "e2e5", "", "e2e4 ", "E2E4"}) {
      EXPECT_FALSE(pos->play(move)) << move;
      EXPECT_EQ(pos->mfen(), c.start);
    }
  });
}

TEST(TextModel, PerftFromTheStartMatchesTheFixtures) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto start = model.start();
    EXPECT_EQ(start->perft(0), 1u);
    for (int depth = 1; depth <= 3; ++depth) {
      EXPECT_EQ(start->perft(depth), c.perft[depth - 1]) << "depth " << depth;
    }
    EXPECT_EQ(start->mfen(), c.start);  // counting plays on copies
  });
}

TEST(TextModel, ACloneIsIndependentOfItsOriginal) {
  for_each_rule_set([](const RuleSetCase& c, const TextModel& model) {
    auto pos = model.start();
    auto copy = pos->clone();
    ASSERT_TRUE(copy->play(copy->legal_moves().front()));
    EXPECT_NE(copy->mfen(), pos->mfen());
    EXPECT_EQ(pos->mfen(), c.start);
    EXPECT_EQ(copy->clone()->mfen(), copy->mfen());
  });
}

TEST(TextModel, AnUnknownRuleSetHasNoModel) {
  for (const char* name : {"", "chess", "no-such-rule-set"})
    EXPECT_EQ(make_text_model(name), nullptr) << "'" << name << "'";
  for (std::string name : text_model_names()) {
    EXPECT_EQ(make_text_model(name + " "), nullptr) << "'" << name << " '";
    name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    EXPECT_EQ(make_text_model(name), nullptr) << "'" << name << "'";
  }
}

TEST(TextModel, AParameterTheRuleSetDoesNotHaveIsRefused) {
  for (const std::string& name : text_model_names())
    EXPECT_EQ(make_text_model(name, {{"no_such_parameter", "1"}}), nullptr) << name;
}

}  // namespace
}  // namespace minnaar::model
