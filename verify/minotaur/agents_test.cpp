// Minotaur Chess's computer players: every one plays whole games legally
// and deterministically, they see that the Totem is the game, and the
// evaluation treats both players alike.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "engine/minotaur/game.h"
#include "engine/minotaur/mfen.h"
#include "engine/minotaur/movegen.h"
#include "engine/random.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_spec.h"
#include "tournament/players/minotaur/evaluation.h"
#include "verify/game_support.h"

namespace minnaar::tournament {
namespace {

std::shared_ptr<const game::Game> rules() { return test::load_or_die("minotaur"); }

std::unique_ptr<game::State> state(const std::string& mfen) {
  auto parsed = rules()->parse(mfen);
  if (!parsed) throw std::runtime_error(parsed.error().message());
  return std::move(*parsed);
}

std::unique_ptr<Agent> agent(const std::string& spec, std::uint64_t seed = 1) {
  auto made = make_agent(*rules(), spec, seed);
  if (!made) throw std::runtime_error(made.error());
  return std::move(*made);
}

std::string chosen(Agent& a, const game::State& s) { return s.move_text(a.choose_move(s)); }

minotaur::Position position(const std::string& mfen) {
  auto pos = minotaur::parse_mfen(mfen);
  if (!pos) throw std::runtime_error(mfen + ": " + pos.error().reason);
  return *pos;
}

// The position turned about the board's centre, (x, y) -> (7 - x, 7 - y),
// with the colours swapped: the same game with the players' seats
// exchanged. Only for positions where both Vanguards are placed.
minotaur::Position mirrored(const minotaur::Position& pos) {
  const std::string text = minotaur::to_mfen(pos);
  std::string fields[7];
  std::size_t start = 0;
  for (int i = 0; i < 7; ++i) {
    const std::size_t end = text.find(' ', start);
    fields[i] = text.substr(start, end - start);
    start = end + 1;
  }
  std::string squares;  // rank 8 to 1, files a to h, '.' empty
  for (const char ch : fields[0]) {
    if (std::isdigit(static_cast<unsigned char>(ch)))
      squares.append(std::size_t(ch - '0'), '.');
    else if (ch != '/')
      squares.push_back(ch);
  }
  std::reverse(squares.begin(), squares.end());
  std::string board;
  for (int rank = 0; rank < 8; ++rank) {
    if (rank) board += '/';
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char ch = squares[std::size_t(rank * 8 + file)];
      if (ch == '.') {
        ++empty;
        continue;
      }
      if (empty) board += char('0' + empty);
      empty = 0;
      board += std::isupper(static_cast<unsigned char>(ch))
                   ? char(std::tolower(static_cast<unsigned char>(ch)))
                   : char(std::toupper(static_cast<unsigned char>(ch)));
    }
    if (empty) board += char('0' + empty);
  }
  const std::string side = fields[1] == "w" ? "b" : "w";
  std::string awake = fields[3];
  if (awake == "w")
    awake = "b";
  else if (awake == "b")
    awake = "w";
  return position(board + ' ' + side + ' ' + fields[2] + ' ' + awake + ' ' + fields[4] + ' ' +
                  fields[5] + ' ' + fields[6]);
}

TEST(MinotaurAgents, EveryAgentPlaysOnlyLegalMovesToTheEndOfAGame) {
  for (const char* spec :
       {"random", "greedy", "alphabeta:depth=2", "mcts:iterations=40,playout_plies=8",
        "mcts:iterations=20,playout=greedy"}) {
    auto white = agent(spec, 5), black = agent(spec, 6);
    // play_game throws if an agent picks an illegal move.
    const GameRecord game = play_game(*rules()->start(), {white.get(), black.get()});
    EXPECT_TRUE(game.final->is_over()) << spec;
  }
}

TEST(MinotaurAgents, TheSameSeedGivesTheSameGame) {
  auto game_of = [](std::uint64_t seed) {
    auto white = agent("alphabeta:depth=2", seed), black = agent("greedy", seed + 1);
    return play_game(*rules()->start(), {white.get(), black.get()}).moves;
  };
  EXPECT_EQ(game_of(11), game_of(11));
}

// White's Champion on a1 reaches Black's Totem on a8 up the open a-file;
// the Champion on g4 next to White's Chieftain is the lesser prize.
TEST(MinotaurAgents, GreedyTakesAHangingTotemBeforeAChampion) {
  const auto pos = state("q7/8/4k3/8/6r1/5K2/8/R6Q w - - 0 0 1");
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    EXPECT_EQ(chosen(*agent("greedy", seed), *pos), "a1a8");
}

// White's Champion on b1 reaches Black's Totem in two moves, by a1 or b8,
// and Black's Chieftain on e4 cannot come between in one.
TEST(MinotaurAgents, AlphaBetaAtDepthTwoFindsATotemCaptureThatNeedsTwoMoves) {
  // With quiescence the search sees the capture itself; without, the
  // evaluation's threat to the Totem must tell.
  for (const char* spec : {"alphabeta:depth=2", "alphabeta:depth=2,quiescence=0"})
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const auto pos = state("q7/8/8/8/4k3/8/8/1R5Q w - - 0 0 1");
      const std::string move = chosen(*agent(spec, seed), *pos);
      EXPECT_TRUE(move == "b1a1" || move == "b1b8") << spec << ": " << move;
    }
}

// Black's Totem has fallen and its Avenger on d5 is the last Black piece;
// White's Champion on a5 takes it and wins.
TEST(MinotaurAgents, EveryAgentTakesTheLastAvenger) {
  for (const char* spec : {"greedy", "alphabeta:depth=2", "mcts:iterations=300"}) {
    const auto pos = state("8/8/8/R2a4/8/8/8/7Q w - wb 3 0 20");
    EXPECT_EQ(chosen(*agent(spec), *pos), "a5d5") << spec;
  }
}

// White's Totem on h1 is attacked by the Black Champion on h8 down the
// h-file; only White's Warrior on g2 can step between (to h3, a forward
// step is (-1, +1), a sideways one (+1, +1)), so greedy does.
TEST(MinotaurAgents, GreedyShieldsItsTotem) {
  const auto pos = state("q6r/8/8/8/8/2k5/6P1/2K4Q w - - 0 0 1");
  EXPECT_EQ(chosen(*agent("greedy"), *pos), "g2h3");
}

// The score does not change when the board is turned about its centre
// with the colours swapped: seen by the same player (its colour swapped
// too), positions of random games score the same.
TEST(MinotaurEvaluation, IsSymmetricUnderTheMirrorThroughTheCentreSwappingColours) {
  const MinotaurWeights w;
  SplitMix64 random(7);
  int checked = 0;
  for (int game = 0; game < 20; ++game) {
    minotaur::Position pos = minotaur::Position::start();
    for (int ply = 0; ply < 200 && !pos.is_over(); ++ply) {
      if (pos.to_place_bits() == 0) {
        const minotaur::Position turned = mirrored(pos);
        for (const minotaur::Color c : {minotaur::kWhite, minotaur::kBlack})
          ASSERT_EQ(minotaur_evaluate(pos, w, c),
                    minotaur_evaluate(turned, w, minotaur::opponent(c)))
              << minotaur::to_mfen(pos);
        ++checked;
      }
      minotaur::MoveList moves;
      minotaur::generate_moves(pos, moves);
      pos.make(moves[random.below(moves.size())]);
    }
  }
  EXPECT_GT(checked, 1000);
}

// The evaluation is zero-sum: one player's score is the other's negated.
TEST(MinotaurEvaluation, OnePlayersScoreIsTheOthersNegated) {
  const MinotaurWeights w;
  const auto pos = position("qpnpp3/pbpr4/npkv4/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ w - - 2 0 2");
  EXPECT_EQ(minotaur_evaluate(pos, w, minotaur::kWhite),
            -minotaur_evaluate(pos, w, minotaur::kBlack));
}

// Black's Defenders woken (White's Vanguard crossed the Border) cost White.
TEST(MinotaurEvaluation, AwakeEnemyDefendersAreACost) {
  const MinotaurWeights w;
  const auto asleep = position("qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/1V2RPBP/3PPNPQ b - - 3 0 2");
  const auto awake = position("qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/1V2RPBP/3PPNPQ b - b 3 0 2");
  EXPECT_LT(minotaur_evaluate(awake, w, minotaur::kWhite),
            minotaur_evaluate(asleep, w, minotaur::kWhite));
}

// After Black's Totem fell, White hunts its Avenger on a8: a Chieftain
// that has closed in on it (b6, taking a7, b7 and a6 from it) scores better
// than one left at home (f1).
TEST(MinotaurEvaluation, HuntersClosingInOnTheAvengerScoreBetter) {
  const MinotaurWeights w;
  const auto near = position("a7/8/1K6/8/8/8/6P1/7Q b - - 5 0 30");
  const auto far = position("a7/8/8/8/8/8/6P1/5K1Q b - - 5 0 30");
  EXPECT_GT(minotaur_evaluate(near, w, minotaur::kWhite),
            minotaur_evaluate(far, w, minotaur::kWhite));
}

}  // namespace
}  // namespace minnaar::tournament
