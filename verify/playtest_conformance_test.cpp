// The Play-Test Edition's conformance fixtures (fixtures/rules/playtest_vectors.tsv,
// fixtures/perft/playtest_start.tsv, fixtures/perft/playtest_positions.tsv) run
// through the engine (engine/playtest/) and through the independent model
// (verify/model/playtest_model.h). verify/playtest_conformance_cli.sh runs the
// same files through the `minnaar` program.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/notation.h"
#include "engine/playtest/perft.h"
#include "verify/model/playtest_model.h"
#include "verify/tsv.h"

namespace minnaar::playtest {
namespace {

namespace model = minnaar::model::playtest;
using test::fixture_path;
using test::read_tsv;
using test::TsvRow;

// The rules of a fixture row: its `rules` and `anti_stall` columns.
Rules rules_of(const std::string& where, const std::string& name, const std::string& anti_stall) {
  const auto set = parse_rule_set(name);
  if (!set) throw std::runtime_error(where + ": unknown rule set '" + name + "'");
  if (anti_stall != "on" && anti_stall != "off")
    throw std::runtime_error(where + ": anti_stall is '" + anti_stall + "', expected on or off");
  return {*set, anti_stall == "on"};
}

model::Rules model_rules(Rules rules) {
  return {
      rules.set == RuleSet::kStandard ? model::RuleSet::kStandard : model::RuleSet::kContemplative,
      rules.anti_stall};
}

std::string test_name(const std::string& text) {
  std::string name;
  for (char c : text) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

// --- Rule vectors -------------------------------------------------------------

struct Vector {
  std::string where, name, clause;
  Rules rules;
  std::string mfen, moves, expect_mfen, expect_result;
};

std::vector<Vector> rule_vectors() {
  std::vector<Vector> vectors;
  for (const TsvRow& row : read_tsv(fixture_path("rules/playtest_vectors.tsv"), 8)) {
    const auto& f = row.fields;
    vectors.push_back({row.where, f[0], f[1], rules_of(row.where, f[2], f[3]), f[4],
                       f[5] == "-" ? "" : f[5], f[6], f[7]});
  }
  return vectors;
}

// What an implementation did with a vector, in the fixture's own terms.
struct Observed {
  std::string mfen, result;
};

Observed run_engine(const Vector& v) {
  auto start = parse_mfen(v.mfen, v.rules);
  if (!start) return {"error", "invalid-mfen:" + start.error().field};
  auto played = play_moves(*start, v.moves);
  if (!played) {
    // "... at ply N: ..." names the refused move's place in the list.
    const std::string& message = played.error();
    const std::size_t at = message.find(" at ply ");
    if (at == std::string::npos) return {"error", "no ply in: " + message};
    std::istringstream rest(message.substr(at + 8));
    int ply = 0;
    rest >> ply;
    return {"error", "illegal-move:" + std::to_string(ply)};
  }
  return {to_mfen(*played), std::string(outcome_token(played->outcome()))};
}

Observed run_model(const Vector& v) {
  std::string error;
  auto game = model::Game::from_mfen(v.mfen, model_rules(v.rules), &error);
  if (!game) return {"error", "invalid-mfen:" + error.substr(0, error.find(':'))};
  std::istringstream moves(v.moves);
  std::string move;
  for (int ply = 1; moves >> move; ++ply)
    if (!game->play(move)) return {"error", "illegal-move:" + std::to_string(ply)};
  return {game->mfen(), game->result()};
}

class PlaytestRuleVector : public testing::TestWithParam<Vector> {};

TEST_P(PlaytestRuleVector, HoldsForTheEngine) {
  const Vector& v = GetParam();
  const Observed got = run_engine(v);
  EXPECT_EQ(got.mfen, v.expect_mfen) << v.where;
  EXPECT_EQ(got.result, v.expect_result) << v.where;
}

TEST_P(PlaytestRuleVector, HoldsForTheModel) {
  const Vector& v = GetParam();
  const Observed got = run_model(v);
  EXPECT_EQ(got.mfen, v.expect_mfen) << v.where;
  EXPECT_EQ(got.result, v.expect_result) << v.where;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PlaytestRuleVector, testing::ValuesIn(rule_vectors()),
                         [](const auto& info) { return test_name(info.param.name); });

TEST(PlaytestRuleVectors, AreAtLeastEightyAndNamedUniquely) {
  const auto vectors = rule_vectors();
  EXPECT_GE(vectors.size(), 80u);
  std::map<std::string, int> names;
  for (const Vector& v : vectors) EXPECT_EQ(++names[v.name], 1) << "duplicate " << v.name;
}

TEST(PlaytestRuleVectors, CoverBothRuleSetsWithAntiStallOnAndOff) {
  std::set<std::pair<RuleSet, bool>> seen;
  for (const Vector& v : rule_vectors()) seen.insert({v.rules.set, v.rules.anti_stall});
  EXPECT_EQ(seen.size(), 4u);
}

TEST(PlaytestRuleVectors, ExpectEveryResultTokenAndEveryRefusedMfenField) {
  std::set<std::string> seen;
  for (const Vector& v : rule_vectors())
    seen.insert(v.expect_result.rfind("illegal-move:", 0) == 0 ? "illegal-move" : v.expect_result);
  for (const char* want :
       {"ongoing", "mutual-sovereignty", "white-sovereignty", "black-sovereignty",
        "unrealized-sovereignty", "illegal-move", "invalid-mfen:MFEN", "invalid-mfen:board",
        "invalid-mfen:side", "invalid-mfen:first", "invalid-mfen:white-passages",
        "invalid-mfen:black-passages", "invalid-mfen:quiet", "invalid-mfen:passes",
        "invalid-mfen:move"})
    EXPECT_TRUE(seen.count(want)) << want;
}

TEST(PlaytestRuleVectors, WriteValidStartPositionsBackUnchanged) {
  for (const Vector& v : rule_vectors()) {
    if (v.expect_mfen == "error") continue;
    auto parsed = parse_mfen(v.mfen, v.rules);
    ASSERT_TRUE(parsed) << v.where;
    EXPECT_EQ(to_mfen(*parsed), v.mfen) << v.where;
  }
}

// --- Perft from the start ------------------------------------------------------

struct StartCase {
  std::string where;
  Rules rules;
  std::string mfen;
  int depth;
  std::uint64_t nodes;
};

std::vector<StartCase> start_cases() {
  std::vector<StartCase> cases;
  for (const TsvRow& row : read_tsv(fixture_path("perft/playtest_start.tsv"), 4)) {
    const auto& f = row.fields;
    cases.push_back(
        {row.where, rules_of(row.where, f[0], "on"), f[1], std::stoi(f[2]), std::stoull(f[3])});
  }
  return cases;
}

class PlaytestPerftStart : public testing::TestWithParam<StartCase> {};

TEST_P(PlaytestPerftStart, MatchesTheEngine) {
  const StartCase& c = GetParam();
  auto parsed = parse_mfen(c.mfen, c.rules);
  ASSERT_TRUE(parsed) << c.where << ": " << parsed.error().message();
  EXPECT_EQ(perft(*parsed, c.depth), c.nodes) << c.where;
}

TEST_P(PlaytestPerftStart, MatchesTheModel) {
  const StartCase& c = GetParam();
  auto game = model::Game::from_mfen(c.mfen, model_rules(c.rules));
  ASSERT_TRUE(game) << c.where;
  EXPECT_EQ(game->perft(c.depth), c.nodes) << c.where;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PlaytestPerftStart, testing::ValuesIn(start_cases()),
                         [](const auto& info) {
                           return test_name(std::string(rule_set_name(info.param.rules.set))) +
                                  "_depth_" + std::to_string(info.param.depth);
                         });

TEST(PlaytestPerftStartTable, HasDepthsOneToSevenForBothRuleSets) {
  std::set<std::pair<RuleSet, int>> seen;
  for (const StartCase& c : start_cases()) seen.insert({c.rules.set, c.depth});
  for (const RuleSet set : {RuleSet::kStandard, RuleSet::kContemplative})
    for (int depth = 1; depth <= 7; ++depth) EXPECT_TRUE(seen.count({set, depth})) << depth;
}

// --- Perft and divide across games -----------------------------------------------

struct PerftCase {
  std::string where;
  Rules rules;
  std::string phase, mfen;
  int depth;
  std::uint64_t nodes;
  std::string divide;  // "move=count ..." sorted like `minnaar moves`
};

std::vector<PerftCase> perft_cases() {
  std::vector<PerftCase> cases;
  for (const TsvRow& row : read_tsv(fixture_path("perft/playtest_positions.tsv"), 7)) {
    const auto& f = row.fields;
    cases.push_back({row.where, rules_of(row.where, f[0], f[1]), f[2], f[3], std::stoi(f[4]),
                     std::stoull(f[5]), f[6]});
  }
  return cases;
}

// The divide column as (move, count) pairs.
std::vector<std::pair<std::string, std::uint64_t>> parse_divide(const std::string& text) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  std::istringstream in(text);
  std::string item;
  while (in >> item) {
    const std::size_t eq = item.find('=');
    out.emplace_back(item.substr(0, eq), std::stoull(item.substr(eq + 1)));
  }
  return out;
}

class PlaytestPerftPosition : public testing::TestWithParam<PerftCase> {};

TEST_P(PlaytestPerftPosition, MatchesTotalAndDivideForTheEngine) {
  const PerftCase& c = GetParam();
  auto parsed = parse_mfen(c.mfen, c.rules);
  ASSERT_TRUE(parsed) << c.where << ": " << parsed.error().message();
  Position pos = *parsed;
  EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.where;
  std::vector<std::string> divide;
  for (const DivideEntry& e : perft_divide(pos, c.depth))
    divide.push_back(move_name(e.move) + "=" + std::to_string(e.nodes));
  std::sort(divide.begin(), divide.end());
  std::string text;
  for (const std::string& d : divide) text += (text.empty() ? "" : " ") + d;
  EXPECT_EQ(text, c.divide) << c.where;
}

TEST_P(PlaytestPerftPosition, MatchesTotalAndDivideForTheModel) {
  const PerftCase& c = GetParam();
  const auto game = model::Game::from_mfen(c.mfen, model_rules(c.rules));
  ASSERT_TRUE(game) << c.where;
  const auto divide = parse_divide(c.divide);
  std::vector<std::string> moves;
  std::uint64_t total = 0;
  for (const auto& [move, nodes] : divide) {
    moves.push_back(move);
    model::Game child = *game;
    ASSERT_TRUE(child.play(move)) << c.where << ": " << move;
    EXPECT_EQ(child.perft(c.depth - 1), nodes) << c.where << ": " << move;
    total += nodes;
  }
  EXPECT_EQ(moves, game->legal_moves()) << c.where;
  EXPECT_EQ(total, c.nodes) << c.where;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PlaytestPerftPosition, testing::ValuesIn(perft_cases()),
                         [](const auto& info) {
                           const PerftCase& c = info.param;
                           return test_name(std::string(rule_set_name(c.rules.set)) + "_" +
                                            c.phase + (c.rules.anti_stall ? "" : "_off")) +
                                  "_" + std::to_string(info.index);
                         });

TEST(PlaytestPerftPositions, CoverEveryPhaseOfBothRuleSets) {
  std::map<std::pair<RuleSet, std::string>, int> phases;
  int without_anti_stall = 0;
  for (const PerftCase& c : perft_cases()) {
    ++phases[{c.rules.set, c.phase}];
    without_anti_stall += !c.rules.anti_stall;
  }
  for (const RuleSet set : {RuleSet::kStandard, RuleSet::kContemplative}) {
    int total = 0;
    for (const char* phase : {"opening", "middlegame", "after-passage", "endgame-few-pieces",
                              "forced-pass", "quiet-near-100"}) {
      const int count = phases[{set, phase}];
      EXPECT_GE(count, 1) << rule_set_name(set) << " " << phase;
      total += count;
    }
    EXPECT_GE(total, 24) << rule_set_name(set);
  }
  EXPECT_GE(without_anti_stall, 2);
}

}  // namespace
}  // namespace minnaar::playtest
