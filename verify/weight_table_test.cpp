// A rule set's evaluation weights as agent parameters (weight_table.h):
// one table for all teams, or each team its own, and a spec's weights over
// either.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <string>

#include "tournament/players/weight_table.h"

namespace minnaar::tournament {
namespace {

struct ToyWeights {
  int piece = 100;
  int bonus = 10;
};
constexpr WeightTable<ToyWeights, 2> kToy{{
    {"piece", &ToyWeights::piece, 0, 1000, "value of a piece"},
    {"bonus", &ToyWeights::bonus, 0, 100, "a bonus"},
}};
constexpr std::array<TeamDefaults<ToyWeights>, 2> kTeams{{
    {"red", ToyWeights{300, 10}},
    {"blue", ToyWeights{}},
}};

// Parameters as a parsed spec holds them: every weight, `weights` by index.
Params params(int piece, int bonus, int table) {
  return Params({{"piece", piece}, {"bonus", bonus}, {"weights", table}}, "");
}

TEST(WeightTable, TheParametersListEveryWeightWithItsDefault) {
  const auto listed = weight_params(kToy);
  ASSERT_EQ(listed.size(), 2u);
  EXPECT_EQ(listed[0].name, "piece");
  EXPECT_EQ(listed[0].fallback, 100);
  EXPECT_EQ(listed[1].high, 100);
  const ParamSpec choice = team_choice_param(kTeams);
  ASSERT_EQ(choice.choices.size(), 3u);
  EXPECT_EQ(choice.choices[0], "team");
  EXPECT_EQ(choice.choices[1], "red");
  EXPECT_EQ(choice.choices[2], "blue");
}

TEST(WeightTable, ByDefaultEachTeamPlaysWithItsOwnTable) {
  const TeamWeights<ToyWeights> w = team_weights_of(kToy, kTeams, params(100, 10, 0));
  EXPECT_EQ(w.of(0).piece, 300);
  EXPECT_EQ(w.of(1).piece, 100);
}

TEST(WeightTable, NamingATeamsTablePlaysEveryTeamWithIt) {
  const TeamWeights<ToyWeights> red = team_weights_of(kToy, kTeams, params(100, 10, 1));
  EXPECT_EQ(red.of(0).piece, 300);
  EXPECT_EQ(red.of(1).piece, 300);
  const TeamWeights<ToyWeights> blue = team_weights_of(kToy, kTeams, params(100, 10, 2));
  EXPECT_EQ(blue.of(0).piece, 100);
  EXPECT_EQ(blue.of(1).piece, 100);
}

TEST(WeightTable, AWeightSetAwayFromItsListedDefaultReplacesItInEveryTable) {
  const TeamWeights<ToyWeights> w = team_weights_of(kToy, kTeams, params(500, 10, 0));
  EXPECT_EQ(w.of(0).piece, 500);
  EXPECT_EQ(w.of(1).piece, 500);
  EXPECT_EQ(w.of(0).bonus, 10);
  // Left at the listed default, a weight follows each team's table.
  const TeamWeights<ToyWeights> listed = team_weights_of(kToy, kTeams, params(100, 7, 0));
  EXPECT_EQ(listed.of(0).piece, 300);
  EXPECT_EQ(listed.of(0).bonus, 7);
}

TEST(WeightTable, OneTableServesEveryTeamAndTheTablesAreListedByTeam) {
  const TeamWeights<ToyWeights> one(weights_of(kToy, params(250, 5, 0)));
  EXPECT_EQ(one.of(0).piece, 250);
  EXPECT_EQ(one.of(3).piece, 250);
  const auto tables = team_tables(kToy, kTeams);
  EXPECT_EQ(tables.at("red").at("piece"), 300);
  EXPECT_EQ(tables.at("blue").at("bonus"), 10);
}

}  // namespace
}  // namespace minnaar::tournament
