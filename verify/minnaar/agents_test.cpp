// The computer players: specifications, legality, determinism and a few
// positions whose best move is clear.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "engine/game.h"
#include "engine/minnaar/game.h"
#include "engine/minnaar/mfen.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/alphabeta_agent.h"
#include "tournament/players/human_agent.h"
#include "tournament/players/minnaar/evaluation.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::tournament {
namespace {

std::shared_ptr<const game::Game> rules(const std::string& name = "minnaar") {
  auto loaded = game::load(name);
  if (!loaded) throw std::runtime_error(loaded.error());
  return *loaded;
}

std::unique_ptr<game::State> state(const std::string& text, const std::string& name = "minnaar") {
  auto parsed = rules(name)->parse(text);
  if (!parsed) throw std::runtime_error(parsed.error().message());
  return std::move(*parsed);
}

std::unique_ptr<Agent> agent(const std::string& spec, std::uint64_t seed = 1,
                             const std::string& name = "minnaar") {
  auto made = make_agent(*rules(name), spec, seed);
  if (!made) throw std::runtime_error(made.error());
  return std::move(*made);
}

std::string refusal(const std::string& spec, const std::string& name = "minnaar") {
  auto made = make_agent(*rules(name), spec, 1);
  return made ? "" : made.error();
}

// The move an agent chooses, in the notation of docs/rules/minnaar.md#move-notation.
std::string chosen(Agent& a, const game::State& s) { return s.move_text(a.choose_move(s)); }

// A current-edition game: `alliance` holds South and North.
GameRecord play(Agent* alliance, Agent* establishment) {
  return play_game(*rules()->start(), {alliance, alliance, establishment});
}

TEST(AgentSpec, UnknownTypesAreRefusedWithTheValidOnesListed) {
  const std::string error = refusal("minimax:depth=3");
  EXPECT_NE(error.find("unknown agent type 'minimax'"), std::string::npos) << error;
  EXPECT_NE(error.find("random, greedy, alphabeta"), std::string::npos) << error;
}

TEST(AgentSpec, UnknownParametersAreRefusedWithTheValidOnesListed) {
  const std::string error = refusal("alphabeta:dept=3");
  EXPECT_NE(error.find("unknown parameter 'dept'"), std::string::npos) << error;
  EXPECT_NE(error.find("depth"), std::string::npos) << error;
}

TEST(AgentSpec, BadValuesAreRefused) {
  EXPECT_NE(refusal("alphabeta:depth=x").find("not a number"), std::string::npos);
  EXPECT_NE(refusal("alphabeta:depth=2.5").find("not a whole number"), std::string::npos);
  EXPECT_NE(refusal("alphabeta:depth=0").find("outside"), std::string::npos);
  EXPECT_NE(refusal("alphabeta:depth").find("no value"), std::string::npos);
  EXPECT_NE(refusal("random:capture_bias=1001").find("outside"), std::string::npos);
}

TEST(AgentSpec, SpecRoundTripsWithDefaultsLeftOut) {
  EXPECT_EQ(agent("alphabeta:depth=3,mobility=0")->spec(), "alphabeta:depth=3,mobility=0");
  EXPECT_EQ(agent("alphabeta:depth=4")->spec(), "alphabeta");
  EXPECT_EQ(agent("greedy")->spec(), "greedy");
}

std::string budgeted(const std::string& spec, const ChoiceBudget& budget) {
  auto replaced = spec_with_budget(*rules(), spec, budget);
  return replaced ? *replaced : "refused: " + replaced.error();
}

TEST(AgentSpec, AChoicesBudgetReplacesEveryBudgetOfTheSpecAndKeepsTheRest) {
  EXPECT_EQ(budgeted("alphabeta:depth=3,mobility=0", {{"nodes", 5000}}),
            "alphabeta:depth=64,nodes=5000,mobility=0");
  EXPECT_EQ(budgeted("alphabeta:nodes=100", {{"depth", 2}}), "alphabeta:depth=2");
  EXPECT_EQ(budgeted("alphabeta:level=3", {{"time_ms", 50}}), "alphabeta:depth=64,time_ms=50");
  EXPECT_EQ(budgeted("alphabeta:depth=6,nodes=100", {{"level", 5}}), "alphabeta:level=5");
  EXPECT_EQ(budgeted("mcts:iterations=5,c=2", {{"time_ms", 10}}),
            "mcts:iterations=1000000000,time_ms=10,c=2");
  EXPECT_EQ(budgeted("alphabeta:depth=3", {}), "alphabeta:depth=3");
}

TEST(AgentSpec, ABudgetTheTypeDoesNotTakeIsRefusedNamingIt) {
  EXPECT_NE(budgeted("alphabeta", {{"iterations", 5}}).find("unknown parameter 'iterations'"),
            std::string::npos);
  EXPECT_NE(budgeted("alphabeta", {{"mobility", 1}}).find("'mobility' bounds no search"),
            std::string::npos);
  EXPECT_NE(budgeted("alphabeta", {{"nodes", 5}, {"level", 2}}).find("not both"),
            std::string::npos);
  EXPECT_NE(budgeted("alphabeta", {{"depth", 0.5}}).find("not a whole number"), std::string::npos);
  EXPECT_NE(budgeted("nosuch", {{"depth", 1}}).find("unknown agent type"), std::string::npos);
}

TEST(Agents, EveryAgentPlaysOnlyLegalMovesToTheEndOfAGame) {
  for (const char* spec :
       {"random", "random:capture_bias=800", "greedy", "alphabeta:depth=2", "mcts:iterations=30",
        "mcts:iterations=5,playout=greedy", "mcts:iterations=200,playout_plies=4"}) {
    auto a = agent(spec, 5), b = agent(spec, 6);
    // play_game throws if an agent picks an illegal move.
    const GameRecord game = play(a.get(), b.get());
    EXPECT_TRUE(game.final->is_over()) << spec;
  }
}

TEST(Agents, TheSameSeedAndBudgetGiveTheSameGame) {
  auto search_game = [](std::uint64_t seed) {
    auto alliance = agent("alphabeta:depth=2", seed), establishment = agent("greedy", seed + 1);
    return play(alliance.get(), establishment.get()).moves;
  };
  EXPECT_EQ(search_game(11), search_game(11));
  auto random_game = [](std::uint64_t seed) {
    auto a = agent("random", seed), b = agent("random", seed + 1);
    return play(a.get(), b.get()).moves;
  };
  EXPECT_EQ(random_game(3), random_game(3));
  auto mcts_game = [](std::uint64_t seed) {
    auto a = agent("mcts:iterations=40", seed), b = agent("random", seed + 1);
    return play(a.get(), b.get()).moves;
  };
  EXPECT_EQ(mcts_game(5), mcts_game(5));
  EXPECT_NE(random_game(3), random_game(4));
}

// South's Sovereign on d1 can take the White Queen on d4 (three squares up
// the file); nothing else is attacked.
TEST(Agents, GreedyAndAlphaBetaTakeAnUndefendedQueen) {
  const auto pos = state("7p/8/8/8/3Q4/8/8/3P3k s 0 0 1");
  EXPECT_EQ(chosen(*agent("greedy"), *pos), "d1d4");
  EXPECT_EQ(chosen(*agent("alphabeta:depth=3"), *pos), "d1d4");
}

// Capturing the last Establishment piece wins at once (Liberation); the
// Establishment wins by emptying either Sovereign group (Divide and Conquer).
TEST(Agents, AlphaBetaTakesAWinInOneForEitherSide) {
  const auto liberation = state("7p/8/8/8/8/8/8/P2k4 s 0 0 1");
  EXPECT_EQ(chosen(*agent("alphabeta:depth=4"), *liberation), "a1d1");

  auto divide = state("p7/8/8/8/8/8/8/r3P3 b 0 0 1");
  const game::Action m = agent("alphabeta:depth=4")->choose_move(*divide);
  const std::string text = divide->move_text(m);
  divide->apply(m);
  EXPECT_EQ(divide->result(), "establishment-wins") << text;
}

// Divide and Conquer needs one group emptied: to the Establishment, a
// Sovereign of the smaller group is worth more than three of the larger
// (an Establishment that spreads its captures trades its pieces away and
// empties neither group).
TEST(Evaluation, OneSovereignOfTheSmallerGroupOutweighsThreeOfTheLarger) {
  for (const EvalWeights& w : {EvalWeights{}, EvalWeights::hand_set()}) {
    const auto white_view = [&](const char* mfen) {
      return evaluate(*current::parse_mfen(mfen), w);
    };
    const int one_from_smaller = white_view("pppppppp/8/8/7K/7k/8/8/PP6 w 0 0 1");
    const int three_from_larger = white_view("ppppp3/8/8/7K/7k/8/8/PPP5 w 0 0 1");
    const int neither = white_view("pppppppp/8/8/7K/7k/8/8/PPP5 w 0 0 1");
    EXPECT_GT(one_from_smaller, three_from_larger);
    EXPECT_GT(three_from_larger, neither);
  }
}

// A piece the other side attacks costs more when nothing of its own side
// defends it: the White Queen on d4 is attacked by the Sovereign on d1,
// and defended by the Black Rook on d8 only in the second position.
TEST(Evaluation, AnUndefendedAttackedPieceCostsMoreThanADefendedOne) {
  for (const EvalWeights& w : {EvalWeights{}, EvalWeights::hand_set()}) {
    const int undefended = evaluate(*current::parse_mfen("7p/8/8/8/3Q4/8/8/3P3k w 0 0 1"), w);
    const int defended = evaluate(*current::parse_mfen("3r3p/8/8/8/3Q4/8/8/3P3k w 0 0 1"), w);
    EXPECT_LT(undefended + w.rook, defended);
  }
}

TEST(Agents, MctsTakesAWinInOne) {
  const auto liberation = state("7p/8/8/8/8/8/8/P2k4 s 0 0 1");
  EXPECT_EQ(chosen(*agent("mcts:iterations=300"), *liberation), "a1d1");
}

TEST(HumanAgent, ShowsTheBoardExplainsMistakesAndPlaysTheTypedMove) {
  std::istringstream in("e1e9\n\na1a6\n  d1d4 \n");
  std::ostringstream out;
  auto human = make_human_agent(in, out);
  const auto pos = state("7p/8/8/8/3Q4/8/8/P2P3k s 0 0 1");
  EXPECT_EQ(chosen(*human, *pos), "d1d4");
  const std::string shown = out.str();
  EXPECT_NE(shown.find("  4 . . . Q . . . . 4"), std::string::npos) << shown;
  EXPECT_NE(shown.find("South to move"), std::string::npos);
  EXPECT_NE(shown.find("'e1e9' is not playable: not a move"), std::string::npos) << shown;
  EXPECT_NE(shown.find("'a1a6' is not playable: a Sovereign moves at most 4 squares"),
            std::string::npos)
      << shown;
}

TEST(HumanAgent, EndOfInputIsAnErrorNotAnEndlessLoop) {
  std::istringstream in("zz\n");
  std::ostringstream out;
  auto human = make_human_agent(in, out);
  EXPECT_THROW(human->choose_move(*rules()->start()), std::runtime_error);
}

// Each search refinement, and none, still finds the clear best move.
TEST(Agents, EveryCombinationOfSearchRefinementsTakesTheQueenAndTheWin) {
  const auto queen = state("7p/8/8/8/3Q4/8/8/3P3k s 0 0 1");
  const auto liberation = state("7p/8/8/8/8/8/8/P2k4 s 0 0 1");
  for (const char* pvs : {"off", "on"})
    for (const char* lmr : {"off", "on"})
      for (const char* partial : {"off", "on"})
        for (const char* aspiration : {"off", "on"}) {
          const std::string spec = std::string("alphabeta:depth=5,pvs=") + pvs + ",lmr=" + lmr +
                                   ",partial=" + partial + ",aspiration=" + aspiration;
          EXPECT_EQ(chosen(*agent(spec), *queen), "d1d4") << spec;
          EXPECT_EQ(chosen(*agent(spec), *liberation), "a1d1") << spec;
        }
}

TEST(AgentSpec, AspirationIsOnOrOffAndAnyOtherValueIsRefused) {
  EXPECT_EQ(agent("alphabeta:aspiration=off")->spec(), "alphabeta:aspiration=off");
  EXPECT_EQ(agent("alphabeta:aspiration=on")->spec(), "alphabeta");
  const std::string error = refusal("alphabeta:aspiration=yes");
  EXPECT_NE(error.find("'yes' is not one of off, on"), std::string::npos) << error;
  EXPECT_NE(refusal("alphabeta:aspiration=2").find("not one of off, on"), std::string::npos);
}

// Positions a few random plies from the start, for properties of the search.
std::vector<std::unique_ptr<game::State>> random_positions(int count, int plies) {
  std::vector<std::unique_ptr<game::State>> positions;
  for (int i = 0; i < count; ++i) {
    auto walk = rules()->start();
    auto mover = agent("random", std::uint64_t(100 + i));
    for (int ply = 0; ply < plies && !walk->is_over(); ++ply)
      walk->apply(mover->choose_move(*walk));
    if (!walk->is_over()) positions.push_back(std::move(walk));
  }
  return positions;
}

// A window around the previous iteration's score is searched again wider
// whenever the score falls outside it, so at a fixed depth without other
// budgets the iteration ends with the score of the whole window, and
// with a legal move; the windows change the search (its node count).
TEST(Agents, AspirationWindowsAtAFixedDepthGiveTheScoreOfTheWholeWindow) {
  int searched_differently = 0;
  for (const auto& pos : random_positions(6, 16)) {
    std::vector<game::Action> legal;
    pos->legal_moves(legal);
    for (int depth : {4, 5}) {
      const std::string spec = "alphabeta:lmr=off,depth=" + std::to_string(depth);
      auto aspiring = agent(spec + ",aspiration=on"), whole = agent(spec + ",aspiration=off");
      const game::Action m = aspiring->choose_move(*pos);
      whole->choose_move(*pos);
      EXPECT_NE(std::find(legal.begin(), legal.end(), m), legal.end()) << pos->notation();
      EXPECT_EQ(aspiring->last_info().depth, depth);
      EXPECT_EQ(aspiring->last_info().score, whole->last_info().score)
          << spec << " " << pos->notation();
      searched_differently += aspiring->last_info().nodes != whole->last_info().nodes;
    }
  }
  EXPECT_GT(searched_differently, 0);
}

// Late move reductions search quiet moves late in the order a ply less
// first: to the same depth, fewer nodes.
TEST(Agents, LateMoveReductionsReachTheSameDepthInFewerNodes) {
  auto reduced = agent("alphabeta:depth=5,lmr=on");
  auto full = agent("alphabeta:depth=5,lmr=off");
  const auto start = rules()->start();
  reduced->choose_move(*start);
  full->choose_move(*start);
  EXPECT_EQ(reduced->last_info().depth, 5);
  EXPECT_EQ(full->last_info().depth, 5);
  EXPECT_LT(reduced->last_info().nodes, full->last_info().nodes);
}

// A node budget that stops an iteration: with `partial` the move is the
// one that iteration had proved best so far, so its reported depth is the
// last one completed and the move is legal either way.
TEST(Agents, ABudgetThatStopsAnIterationStillGivesALegalMove) {
  const auto start = rules()->start();
  std::vector<game::Action> legal;
  start->legal_moves(legal);
  for (const char* partial : {"off", "on"})
    for (const char* aspiration : {"off", "on"})
      for (int nodes : {1, 50, 700, 3000, 20000}) {
        auto a = agent("alphabeta:depth=20,nodes=" + std::to_string(nodes) + ",partial=" + partial +
                       ",aspiration=" + aspiration);
        const game::Action m = a->choose_move(*start);
        EXPECT_NE(std::find(legal.begin(), legal.end(), m), legal.end())
            << partial << aspiration << nodes;
        EXPECT_LE(a->last_info().nodes, std::uint64_t(nodes) + 1);
      }
}

// A level is a node budget with no depth limit; it takes no other budget.
TEST(Agents, EachLevelSearchesWithinItsNodeBudgetAndAHigherLevelFurther) {
  const auto start = rules()->start();
  std::uint64_t previous_nodes = 0;
  for (int level = 1; level <= 6; ++level) {
    auto a = agent("alphabeta:level=" + std::to_string(level));
    a->choose_move(*start);
    EXPECT_LE(a->last_info().nodes, alphabeta::kLevelNodes[level] + 1) << level;
    EXPECT_GT(a->last_info().nodes, previous_nodes) << level;
    previous_nodes = a->last_info().nodes;
  }
  EXPECT_NE(refusal("alphabeta:level=3,nodes=500").find("give nodes or level, not both"),
            std::string::npos);
  EXPECT_NE(refusal("alphabeta:level=3,depth=2").find("give depth or level, not both"),
            std::string::npos);
  EXPECT_NE(refusal("alphabeta:level=9").find("outside"), std::string::npos);
}

// Each team's own table is offered by name; a bad name is refused with the
// valid ones.
TEST(AgentSpec, TheWeightsOfEitherTeamAreNamedInTheSpec) {
  EXPECT_EQ(agent("alphabeta:depth=2,weights=alliance")->spec(),
            "alphabeta:depth=2,weights=alliance");
  EXPECT_EQ(agent("alphabeta:weights=team")->spec(), "alphabeta");
  EXPECT_NE(refusal("alphabeta:weights=white").find("team, alliance, establishment"),
            std::string::npos);
}

TEST(Agents, NodeBudgetIsRespectedAndCounted) {
  auto a = agent("alphabeta:depth=20,nodes=5000");
  a->choose_move(*rules()->start());
  EXPECT_GT(a->last_info().nodes, 0u);
  EXPECT_LE(a->last_info().nodes, 5001u);
}

}  // namespace
}  // namespace minnaar::tournament
