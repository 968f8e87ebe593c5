// The computer players: specifications, legality, determinism and a few
// positions whose best move is clear.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/movegen.h"
#include "test_support.h"
#include "tournament/agent_spec.h"
#include "tournament/game.h"
#include "tournament/human_agent.h"

namespace minnaar::tournament {
namespace {

std::unique_ptr<Agent> agent(const std::string& spec, std::uint64_t seed = 1) {
  auto made = make_agent(spec, seed);
  if (!made) throw std::runtime_error(made.error());
  return std::move(*made);
}

std::string refusal(const std::string& spec) {
  auto made = make_agent(spec, 1);
  return made ? "" : made.error();
}

std::unique_ptr<PlaytestAgent> playtest_agent(const std::string& spec, std::uint64_t seed = 1) {
  auto made = make_playtest_agent(spec, seed);
  if (!made) throw std::runtime_error(made.error());
  return std::move(*made);
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

TEST(Agents, EveryAgentPlaysOnlyLegalMovesToTheEndOfAGame) {
  for (const char* spec :
       {"random", "random:capture_bias=800", "greedy", "alphabeta:depth=2", "mcts:iterations=30",
        "mcts:iterations=5,playout=greedy", "mcts:iterations=200,playout_plies=4"}) {
    auto a = agent(spec, 5), b = agent(spec, 6);
    // play_game throws if an agent picks an illegal move.
    const GameRecord game = play_game(Position::start(), Seats{a.get(), b.get(), a.get()});
    EXPECT_TRUE(game.final.is_over()) << spec;
  }
}

TEST(Agents, TheSameSeedAndBudgetGiveTheSameGame) {
  auto play = [](std::uint64_t seed) {
    auto alliance = agent("alphabeta:depth=2", seed), establishment = agent("greedy", seed + 1);
    return play_game(Position::start(), Seats{alliance.get(), establishment.get(), alliance.get()})
        .moves;
  };
  EXPECT_EQ(play(11), play(11));
  auto random_game = [](std::uint64_t seed) {
    auto a = agent("random", seed), b = agent("random", seed + 1);
    return play_game(Position::start(), Seats{a.get(), b.get(), a.get()}).moves;
  };
  EXPECT_EQ(random_game(3), random_game(3));
  auto mcts_game = [](std::uint64_t seed) {
    auto a = agent("mcts:iterations=40", seed), b = agent("random", seed + 1);
    return play_game(Position::start(), Seats{a.get(), b.get(), a.get()}).moves;
  };
  EXPECT_EQ(mcts_game(5), mcts_game(5));
  EXPECT_NE(random_game(3), random_game(4));
}

// South's Sovereign on d1 can take the White Queen on d4 (three squares up
// the file); nothing else is attacked.
TEST(Agents, GreedyAndAlphaBetaTakeAnUndefendedQueen) {
  const Position pos = test::mfen("7p/8/8/8/3Q4/8/8/3P3k s 0 0 1");
  EXPECT_EQ(move_name(agent("greedy")->choose_move(pos)), "d1d4");
  EXPECT_EQ(move_name(agent("alphabeta:depth=3")->choose_move(pos)), "d1d4");
}

// Capturing the last Establishment piece wins at once (Liberation); the
// Establishment wins by emptying either Sovereign group (Divide and Conquer).
TEST(Agents, AlphaBetaTakesAWinInOneForEitherSide) {
  const Position liberation = test::mfen("7p/8/8/8/8/8/8/P2k4 s 0 0 1");
  EXPECT_EQ(move_name(agent("alphabeta:depth=4")->choose_move(liberation)), "a1d1");

  Position divide = test::mfen("p7/8/8/8/8/8/8/r3P3 b 0 0 1");
  const Move m = agent("alphabeta:depth=4")->choose_move(divide);
  divide.make(m);
  EXPECT_EQ(divide.outcome(), Outcome::kEstablishmentWins) << move_name(m);
}

TEST(Agents, MctsTakesAWinInOne) {
  const Position liberation = test::mfen("7p/8/8/8/8/8/8/P2k4 s 0 0 1");
  EXPECT_EQ(move_name(agent("mcts:iterations=300")->choose_move(liberation)), "a1d1");
}

TEST(HumanAgent, ShowsTheBoardExplainsMistakesAndPlaysTheTypedMove) {
  std::istringstream in("e1e9\n\na1a6\n  d1d4 \n");
  std::ostringstream out;
  auto human = make_human_agent(in, out);
  const Position pos = test::mfen("7p/8/8/8/3Q4/8/8/P2P3k s 0 0 1");
  EXPECT_EQ(move_name(human->choose_move(pos)), "d1d4");
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
  EXPECT_THROW(human->choose_move(Position::start()), std::runtime_error);
}

TEST(Agents, NodeBudgetIsRespectedAndCounted) {
  auto a = agent("alphabeta:depth=20,nodes=5000");
  a->choose_move(Position::start());
  EXPECT_GT(a->last_nodes(), 0u);
  EXPECT_LE(a->last_nodes(), 5001u);
}

TEST(PlaytestAgents, EveryAgentPlaysLegalDeterministicGamesInBothRuleSets) {
  const std::vector<std::string> specs = {"random",
                                          "random:capture_bias=800",
                                          "greedy",
                                          "alphabeta:depth=2",
                                          "mcts:iterations=200",
                                          "mcts:iterations=100,playout=greedy,playout_plies=6"};
  for (const playtest::RuleSet set :
       {playtest::RuleSet::kStandard, playtest::RuleSet::kContemplative}) {
    const auto start = playtest::Position::start({set, true});
    for (const std::string& spec : specs) {
      std::vector<Move> first;
      for (int run = 0; run < 2; ++run) {
        auto white = playtest_agent(spec, 7), black = playtest_agent(spec, 8);
        PlaytestAgent* const players[2] = {white.get(), black.get()};
        // play_playtest_game throws if an agent chooses an illegal move.
        const auto record = play_playtest_game(start, players);
        EXPECT_TRUE(record.final.is_over()) << spec;
        if (run == 0)
          first = record.moves;
        else
          EXPECT_EQ(record.moves, first) << spec << ": the same seeds gave another game";
      }
    }
  }
}

TEST(PlaytestAgents, AlphaBetaAndGreedyTakeAPassageThatWinsAtOnce) {
  // Contemplative: one passage is sovereignty. White's Sovereign on c6 reaches
  // rank 8 (a8, c8 or e8, two squares away) and wins; no other move does.
  const auto pos = playtest::parse_mfen("8/4k3/2P5/8/8/7p/4K3/8 w - 0 0 0 0 5",
                                        {playtest::RuleSet::kContemplative, true});
  ASSERT_TRUE(pos) << pos.error().message();
  for (const char* spec : {"greedy", "alphabeta:depth=3", "mcts:iterations=300"}) {
    const Move m = playtest_agent(spec)->choose_move(*pos);
    EXPECT_EQ(square_name(m.from()), "c6") << spec;
    EXPECT_EQ(rank_of(m.to()), 7) << spec << ": " << move_name(m);
  }
}

TEST(PlaytestAgents, SpecsAreCheckedAgainstThePlayTestParameters) {
  EXPECT_FALSE(make_playtest_agent("greedy:smaller_group=3", 1));
  EXPECT_TRUE(make_playtest_agent("greedy:passage=2000,rival=0", 1));
  EXPECT_EQ(playtest_agent("alphabeta:depth=3,threat=100")->spec(), "alphabeta:depth=3,threat=100");
  EXPECT_FALSE(make_playtest_agent("human", 1));  // not a Play-Test agent type
}

}  // namespace
}  // namespace minnaar::tournament
