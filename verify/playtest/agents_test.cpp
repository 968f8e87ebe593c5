// The computer players on the Play-Test Edition: legal, deterministic games
// in both rule sets, a passage that wins at once, and specs checked against
// the Play-Test's own parameters.
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::tournament {
namespace {

std::shared_ptr<const game::Game> rules(const std::string& name) {
  auto loaded = game::load(name);
  if (!loaded) throw std::runtime_error(loaded.error());
  return *loaded;
}

std::unique_ptr<game::State> state(const std::string& text, const std::string& name) {
  auto parsed = rules(name)->parse(text);
  if (!parsed) throw std::runtime_error(parsed.error().message());
  return std::move(*parsed);
}

std::unique_ptr<Agent> agent(const std::string& spec, std::uint64_t seed, const std::string& name) {
  auto made = make_agent(*rules(name), spec, seed);
  if (!made) throw std::runtime_error(made.error());
  return std::move(*made);
}

std::string refusal(const std::string& spec, const std::string& name) {
  auto made = make_agent(*rules(name), spec, 1);
  return made ? "" : made.error();
}

// The move an agent chooses, in the game's notation.
std::string chosen(Agent& a, const game::State& s) { return s.move_text(a.choose_move(s)); }

TEST(PlaytestAgents, EveryAgentPlaysLegalDeterministicGamesInBothRuleSets) {
  const std::vector<std::string> specs = {"random",
                                          "random:capture_bias=800",
                                          "greedy",
                                          "alphabeta:depth=2",
                                          "mcts:iterations=200",
                                          "mcts:iterations=100,playout=greedy,playout_plies=6"};
  for (const char* name : {"playtest-standard", "playtest-contemplative"}) {
    const auto start = rules(name)->start();
    for (const std::string& spec : specs) {
      std::vector<std::string> first;
      for (int run = 0; run < 2; ++run) {
        auto white = agent(spec, 7, name), black = agent(spec, 8, name);
        // play_game throws if an agent chooses an illegal move.
        const auto record = play_game(*start, {white.get(), black.get()});
        EXPECT_TRUE(record.final->is_over()) << spec;
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
  const auto pos = state("8/4k3/2P5/8/8/7p/4K3/8 w - 0 0 0 0 5", "playtest-contemplative");
  for (const char* spec : {"greedy", "alphabeta:depth=3", "mcts:iterations=300"}) {
    const std::string m = chosen(*agent(spec, 1, "playtest-contemplative"), *pos);
    EXPECT_EQ(m.substr(0, 2), "c6") << spec;
    EXPECT_EQ(m[3], '8') << spec << ": " << m;
  }
}

TEST(PlaytestAgents, SpecsAreCheckedAgainstThePlayTestParameters) {
  EXPECT_NE(refusal("greedy:smaller_group=3", "playtest-standard"), "");
  EXPECT_EQ(refusal("greedy:passage=2000,rival=0", "playtest-standard"), "");
  EXPECT_EQ(agent("alphabeta:depth=3,threat=100", 1, "playtest-standard")->spec(),
            "alphabeta:depth=3,threat=100");
}

}  // namespace
}  // namespace minnaar::tournament
