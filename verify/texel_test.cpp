// Texel tuning (tournament/tune/texel.h): positions read from stored games,
// the loss, the fit of K and of the weights, determinism over threads, and
// the checkpoint a fit resumes from.
#include "tournament/tune/texel.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/players/agent_spec.h"
#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {
namespace {

// The names of the evaluation's first `n` weights.
std::vector<std::string> first_weights(const game::Game& game, std::size_t n) {
  std::vector<std::string> names;
  const auto weights = evaluation_weights(game);
  for (const ParamSpec& w : *weights)
    if (names.size() < n) names.emplace_back(w.name);
  return names;
}

// A small tournament of `rules` stored in memory: a searching agent, a
// greedy one and a random one, so that material decides most games.
struct StoredGames {
  GameStore store{":memory:"};
  StoredTournament tournament;
  std::shared_ptr<const game::Game> game;

  explicit StoredGames(const std::string& rules, int games_per_pairing = 20) {
    const std::string text = "version: 1\nname: texel\nrules: " + rules +
                             "\ndatabase: unused.sqlite\nseed: 3\ngames_per_pairing: " +
                             std::to_string(games_per_pairing) +
                             "\nopenings:\n  random_plies: 4\nagents:\n"
                             "  - {name: random, type: random}\n"
                             "  - {name: greedy, type: greedy}\n"
                             "  - {name: search, type: alphabeta, params: {depth: 1}}\n";
    auto config = parse_config(text, "texel.yaml");
    if (!config) throw std::runtime_error(config.error().message());
    RunOptions options;
    options.threads = 2;
    const RunReport report = run_tournament(*config, text, store, options);
    tournament = *store.find_tournament("texel");
    game = config->game;
    (void)report;
  }
};

TEST(Texel, ReadsEveryPositionWithAChoiceAndHoldsOutAShareOfTheGames) {
  StoredGames stored(game::default_game_name());
  TexelReadOptions options;
  options.holdout_percent = 25;
  options.skip_plies = 0;
  const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game, options);
  EXPECT_EQ(set.games, 60);
  ASSERT_FALSE(set.train.empty());
  ASSERT_FALSE(set.held_out.empty());
  const double held_share =
      double(set.held_out.size()) / double(set.train.size() + set.held_out.size());
  EXPECT_GT(held_share, 0.05);
  EXPECT_LT(held_share, 0.5);
  for (const TexelPosition& p : set.train) {
    EXPECT_FALSE(p.state->is_over());
    EXPECT_FALSE(p.state->forced_move());
    EXPECT_EQ(p.team, stored.game->team_of(p.state->to_move()));
    EXPECT_GE(p.result, 0.0);
    EXPECT_LE(p.result, 1.0);
  }
  // Leaving out each game's opening and capping the count both bound it.
  options.skip_plies = 6;
  const TexelSet later = texel_positions(stored.store, stored.tournament, *stored.game, options);
  EXPECT_LT(later.train.size() + later.held_out.size(), set.train.size() + set.held_out.size());
  options.max_positions = 100;
  const TexelSet capped = texel_positions(stored.store, stored.tournament, *stored.game, options);
  EXPECT_EQ(capped.train.size() + capped.held_out.size(), 100u);
}

TEST(Texel, AFitOfOneTeamReadsOnlyThePositionsWhereThatTeamMoves) {
  StoredGames stored(game::default_game_name(), 4);
  const TexelSet all = texel_positions(stored.store, stored.tournament, *stored.game);
  std::size_t by_team = 0;
  for (int team = 0; team < int(stored.game->info().teams.size()); ++team) {
    TexelReadOptions options;
    options.team = team;
    const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game, options);
    ASSERT_FALSE(set.train.empty()) << team;
    for (const TexelPosition& p : set.train) EXPECT_EQ(p.team, team);
    by_team += set.train.size() + set.held_out.size();
  }
  EXPECT_EQ(by_team, all.train.size() + all.held_out.size());
}

TEST(Texel, TheLossIsTheMeanSquaredErrorOfTheLogisticPrediction) {
  StoredGames stored(game::default_game_name(), 4);
  const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game);
  ASSERT_FALSE(set.train.empty());
  // With every weight at 0 each score is 0: every prediction is 1/2.
  std::map<std::string, double> zero;
  const auto weights = evaluation_weights(*stored.game);
  for (const ParamSpec& w : *weights) zero[std::string(w.name)] = 0;
  double expected = 0;
  for (const TexelPosition& p : set.train) expected += (p.result - 0.5) * (p.result - 0.5);
  expected /= double(set.train.size());
  EXPECT_DOUBLE_EQ(texel_loss(*stored.game, set.train, zero, 1.0), expected);
}

TEST(Texel, AFitFromTheWeightiestWeightAtZeroRaisesItAndLowersTheLoss) {
  StoredGames stored(game::default_game_name());
  const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game);
  // The weight of the largest default (a piece's value): at 0 the
  // evaluation misses most of what decides games.
  std::string weightiest;
  double largest = 0;
  const auto weights = evaluation_weights(*stored.game);
  for (const ParamSpec& w : *weights)
    if (w.fallback > largest) largest = w.fallback, weightiest = std::string(w.name);
  TexelState state = texel_start(*stored.game, {{weightiest, 0}}, {weightiest});
  ASSERT_EQ(state.weights.size(), 1u);
  EXPECT_EQ(state.weights[0].name, weightiest);
  EXPECT_EQ(state.weights[0].value, 0);
  TexelOptions options;
  options.passes = 6;
  std::vector<double> losses;
  options.on_pass = [&](const TexelState& s) { losses.push_back(s.loss); };
  const TexelState fit = texel_tune(*stored.game, set, state, {}, options);
  ASSERT_GE(losses.size(), 2u);  // K's fit, then each pass
  for (std::size_t i = 1; i < losses.size(); ++i) EXPECT_LE(losses[i], losses[i - 1]);
  EXPECT_LT(fit.loss, losses.front());
  EXPECT_GT(fit.k, 0.0);
  EXPECT_GT(fit.weights[0].value, 0) << weightiest;
  EXPECT_GT(fit.held_out_loss, 0.0);
}

TEST(Texel, AFitIsTheSameOnOneThreadAndOnTwo) {
  StoredGames stored(game::default_game_name(), 8);
  const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game);
  const TexelState start = texel_start(*stored.game, {}, first_weights(*stored.game, 3));
  TexelOptions one, two;
  one.passes = two.passes = 3;
  two.threads = 2;
  const TexelState a = texel_tune(*stored.game, set, start, {}, one);
  const TexelState b = texel_tune(*stored.game, set, start, {}, two);
  EXPECT_EQ(texel_checkpoint(a, "x"), texel_checkpoint(b, "x"));
}

TEST(Texel, AResumedFitReachesWhatAnUnbrokenOneReaches) {
  StoredGames stored(game::default_game_name(), 8);
  const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game);
  const TexelState start = texel_start(*stored.game, {}, first_weights(*stored.game, 3));
  TexelOptions all, part;
  all.passes = 4;
  part.passes = 2;
  const TexelState unbroken = texel_tune(*stored.game, set, start, {}, all);
  const TexelState half = texel_tune(*stored.game, set, start, {}, part);
  const auto read = read_texel_checkpoint(texel_checkpoint(half, "inputs"), "inputs");
  ASSERT_TRUE(read) << read.error();
  const TexelState resumed = texel_tune(*stored.game, set, *read, {}, all);
  EXPECT_EQ(texel_checkpoint(resumed, "x"), texel_checkpoint(unbroken, "x"));
  EXPECT_FALSE(read_texel_checkpoint(texel_checkpoint(half, "inputs"), "other inputs"));
  EXPECT_FALSE(read_texel_checkpoint("{\"texel\": 2}", "inputs"));
  EXPECT_FALSE(read_texel_checkpoint("not json", "inputs"));
}

TEST(Texel, EveryRuleSetWithAnEvaluationCanBeFitted) {
  int fitted = 0;
  for (const game::GameInfo* info : game::registered_games()) {
    auto game = game::load(info->name);
    ASSERT_TRUE(game) << info->name;
    if (!evaluation_weights(**game) || (*game)->endless_reason()) continue;
    StoredGames stored(info->name, 2);
    const TexelSet set = texel_positions(stored.store, stored.tournament, *stored.game);
    ASSERT_FALSE(set.train.empty()) << info->name;
    TexelOptions options;
    options.passes = 1;
    const TexelState fit =
        texel_tune(*stored.game, set, texel_start(*stored.game, {}, {}), {}, options);
    EXPECT_GT(fit.k, 0.0) << info->name;
    EXPECT_EQ(fit.pass, 1) << info->name;
    ++fitted;
  }
  EXPECT_GE(fitted, 2);
}

TEST(Texel, AWeightTheEvaluationLacksIsRefusedNamingTheWeights) {
  auto game = game::load(game::default_game_name());
  ASSERT_TRUE(game);
  try {
    texel_start(**game, {}, {"no_such_weight"});
    FAIL() << "no refusal";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("no weight 'no_such_weight' (its weights: "),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace minnaar::tournament
