// The conformance fixtures of fixtures/ run through the engine and, for the
// rule vectors, through the independent model too. (verify/conformance_cli.sh
// runs the same files through the `minnaar` program.)
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/notation.h"
#include "engine/minnaar/perft.h"
#include "verify/model/model.h"
#include "verify/tsv.h"

namespace minnaar {
namespace {

using test::fixture_path;
using test::read_tsv;
using test::TsvRow;

struct Vector {
  std::string where, name, mfen, moves, expect_mfen, expect_result;
};

std::vector<Vector> rule_vectors() {
  std::vector<Vector> vectors;
  for (const TsvRow& row : read_tsv(fixture_path("rules/vectors.tsv"), 6)) {
    const auto& f = row.fields;
    vectors.push_back({row.where, f[0], f[2], f[3] == "-" ? "" : f[3], f[4], f[5]});
  }
  return vectors;
}

// What an implementation did with a vector, in the fixture's own terms.
struct Observed {
  std::string mfen, result;
};

Observed run_engine(const Vector& v) {
  auto start = parse_mfen(v.mfen);
  if (!start) return {"error", "invalid-mfen:" + std::string(field_name(start.error().field))};
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
  auto game = model::Game::from_mfen(v.mfen, &error);
  if (!game) return {"error", "invalid-mfen:" + error.substr(0, error.find(':'))};
  std::istringstream moves(v.moves);
  std::string move;
  for (int ply = 1; moves >> move; ++ply)
    if (!game->play(move)) return {"error", "illegal-move:" + std::to_string(ply)};
  return {game->mfen(), game->result()};
}

class RuleVector : public testing::TestWithParam<Vector> {};

TEST_P(RuleVector, HoldsForTheEngine) {
  const Vector& v = GetParam();
  const Observed got = run_engine(v);
  EXPECT_EQ(got.mfen, v.expect_mfen) << v.where;
  EXPECT_EQ(got.result, v.expect_result) << v.where;
}

TEST_P(RuleVector, HoldsForTheModel) {
  const Vector& v = GetParam();
  const Observed got = run_model(v);
  EXPECT_EQ(got.mfen, v.expect_mfen) << v.where;
  EXPECT_EQ(got.result, v.expect_result) << v.where;
}

std::string test_name(const std::string& text) {
  std::string name;
  for (char c : text) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, RuleVector, testing::ValuesIn(rule_vectors()),
                         [](const auto& info) { return test_name(info.param.name); });

TEST(RuleVectors, AreAtLeastSixtyAndNamedUniquely) {
  const auto vectors = rule_vectors();
  EXPECT_GE(vectors.size(), 60u);
  std::map<std::string, int> names;
  for (const Vector& v : vectors) EXPECT_EQ(++names[v.name], 1) << "duplicate " << v.name;
}

struct PerftCase {
  std::string where, phase, mfen;
  int depth;
  std::uint64_t nodes;
  std::string divide;  // "move=count ..." sorted like `minnaar moves`
};

std::vector<PerftCase> perft_cases() {
  std::vector<PerftCase> cases;
  for (const TsvRow& row : read_tsv(fixture_path("perft/positions.tsv"), 5)) {
    const auto& f = row.fields;
    cases.push_back({row.where, f[0], f[1], std::stoi(f[2]), std::stoull(f[3]), f[4]});
  }
  return cases;
}

class PerftPosition : public testing::TestWithParam<PerftCase> {};

TEST_P(PerftPosition, MatchesTotalAndDivide) {
  const PerftCase& c = GetParam();
  auto parsed = parse_mfen(c.mfen);
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

INSTANTIATE_TEST_SUITE_P(Fixtures, PerftPosition, testing::ValuesIn(perft_cases()),
                         [](const auto& info) {
                           return test_name(info.param.phase) + "_" + std::to_string(info.index);
                         });

TEST(PerftPositions, CoverEveryPhaseWithAtLeastFortyPositions) {
  const auto cases = perft_cases();
  EXPECT_GE(cases.size(), 40u);
  std::map<std::string, int> phases;
  for (const PerftCase& c : cases) ++phases[c.phase];
  for (const char* phase : {"opening", "middlegame", "endgame-one-army-gone", "endgame-few-pieces",
                            "tally-near-80", "forced-pass"})
    EXPECT_GE(phases[phase], 1) << phase;
}

}  // namespace
}  // namespace minnaar
