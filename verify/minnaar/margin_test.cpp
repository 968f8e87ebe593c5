// The current edition's margin (MinnaarRules::margins) on hand-made
// positions, each number worked out by hand in the comment above its test,
// in the notation of docs/statistics.md#the-margin-score (a, e, t, h, r);
// t = 4 (round - 1) + the index of the faction to move (s 0, w 1, n 2, b 3).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"

namespace minnaar {
namespace {

std::unique_ptr<game::State> minnaar_state(const std::string& mfen) {
  static const auto game = game::load("minnaar");
  if (!game) throw std::runtime_error(game.error());
  auto state = (*game)->parse(mfen);
  if (!state) throw std::runtime_error(state.error().message());
  return std::move(*state);
}

// Seats: south, north (the Alliance), establishment.
void expect_margins(const game::State& state, double alliance, double establishment) {
  const std::vector<double> m = state.margins();
  ASSERT_EQ(m.size(), 3u);
  EXPECT_DOUBLE_EQ(m[0], alliance) << state.notation();
  EXPECT_DOUBLE_EQ(m[1], alliance) << state.notation();
  EXPECT_DOUBLE_EQ(m[2], establishment) << state.notation();
}

// Divide and Conquer with no Northern Sovereign left, Black having moved
// last in round 20: t = 4 * 20 + 0 = 80, h = 80 / 240 = 1/3. The
// Establishment has 12 of its 16 pieces: the Alliance's progress
// a = 4/16 = 1/4. r = (1/4 + 1/3) / 2 = 7/24; the Alliance gets
// r/4 = 7/96, the Establishment 1 - 7/96 = 89/96.
TEST(MinnaarMargin, ADivideAndConquerLeavesTheAllianceItsProgressAndHoldingOut) {
  const auto state = minnaar_state("8/8/8/RNBQKBNR/rnbq4/8/8/PPPPP3 s 0 0 21");
  ASSERT_EQ(state->result(), "establishment-wins");
  expect_margins(*state, 7.0 / 96, 89.0 / 96);
}

// Liberation with North having moved last in round 10: t = 4 * 9 + 3 = 39,
// h = 39/199. South lost 2 Sovereigns, North 1: e = max(2/8, 1/8) = 1/4.
// r = (1/4 + 39/199) / 2 = (199 + 156) / (796 * 2) = 355/1592; the
// Establishment gets r/4 = 355/6368, the Alliance 6013/6368.
TEST(MinnaarMargin, ALiberationLeavesTheEstablishmentItsProgressAndHoldingOut) {
  const auto state = minnaar_state("ppppppp1/8/8/8/8/8/8/PPPPPP2 b 0 0 10");
  ASSERT_EQ(state->result(), "alliance-wins");
  expect_margins(*state, 6013.0 / 6368, 355.0 / 6368);
}

// Played: South's a1a2 takes the last Establishment piece in round 5, so
// White would move next: t = 4 * 4 + 1 = 17, h = 17/177. No Sovereign was
// lost: e = 0, r = 17/354; the Establishment gets 17/1416, the Alliance
// 1399/1416.
TEST(MinnaarMargin, AMovePlayedToLiberationCountsTheTurnsItTook) {
  auto state = minnaar_state("pppppppp/8/8/8/8/8/n7/PPPPPPPP s 0 0 5");
  ASSERT_TRUE(state->play("a1a2"));
  ASSERT_EQ(state->result(), "alliance-wins");
  expect_margins(*state, 1399.0 / 1416, 17.0 / 1416);
}

// A winner without resistance gets 1: Liberation at t = 0 (a hand-made
// position, no Sovereign lost) gives r = (0 + 0) / 2 = 0.
TEST(MinnaarMargin, AWinWithoutAnyResistanceIsWorthOne) {
  const auto state = minnaar_state("pppppppp/8/8/8/8/8/8/PPPPPPPP s 0 0 1");
  ASSERT_EQ(state->result(), "alliance-wins");
  expect_margins(*state, 1, 0);
}

// 80 quiet turns with 10 Establishment pieces left (a = 6/16 = 3/8) and
// South one Sovereign short (e = 1/8): the Alliance gets
// 1/2 + (3/8 - 1/8) / 4 = 9/16, the Establishment 7/16, whatever t is.
TEST(MinnaarMargin, AnUndecidedGameLeansTowardsTheSideThatTookMore) {
  const auto state = minnaar_state("pppppppp/8/8/RNBQKB2/rnbq4/8/8/PPPPPPP1 s 80 0 25");
  ASSERT_EQ(state->result(), "undecided-80-turns");
  expect_margins(*state, 9.0 / 16, 7.0 / 16);
}

// Four forced passes with 15 Establishment pieces (a = 1/16) and North down
// to 3 Sovereigns (e = 5/8): the Alliance gets 1/2 + (1/16 - 10/16) / 4 =
// 1/2 - 9/64 = 23/64, the Establishment 41/64.
TEST(MinnaarMargin, AnUndecidedGameCanFavourTheEstablishment) {
  const auto state = minnaar_state("ppp5/8/8/RNBQKBNR/rnbqkbn1/8/8/PPPPPPPP s 4 4 12");
  ASSERT_EQ(state->result(), "undecided-four-passes");
  expect_margins(*state, 23.0 / 64, 41.0 / 64);
}

// Even, undecided: a = e (each side took 3/8 of its target) gives 1/2.
TEST(MinnaarMargin, AnEvenUndecidedGameIsWorthOneHalf) {
  const auto state = minnaar_state("ppppppp1/8/8/RNBQKB2/rnbq4/8/8/PPPPP3 s 80 0 30");
  ASSERT_EQ(state->result(), "undecided-80-turns");
  expect_margins(*state, 0.5, 0.5);
}

TEST(MinnaarMargin, AnOngoingGameHasItsReturnsAsMargins) {
  const auto state = minnaar_state("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1");
  EXPECT_EQ(state->margins(), state->returns());
  EXPECT_EQ(state->play_margins(), state->returns());
}

// The winner always beats 3/4 and the loser stays under 1/4, however long
// the game and however close the loser came: a Liberation in round 1000
// with both Sovereign groups down to one (e = 7/8), North having moved
// last: t = 4 * 999 + 3 = 3999, h = 3999/4159, r = (7/8 + 3999/4159) / 2
// < 1, so the Alliance gets 1 - r/4 > 3/4 and the Establishment r/4 < 1/4.
TEST(MinnaarMargin, TheWinnerStaysAboveThreeQuartersAndTheLoserBelowOneQuarter) {
  const auto state = minnaar_state("p7/8/8/8/8/8/8/P7 b 0 0 1000");
  ASSERT_EQ(state->result(), "alliance-wins");
  const double h = 3999.0 / 4159, r = (7.0 / 8 + h) / 2;
  expect_margins(*state, 1 - r / 4, r / 4);
  EXPECT_GT(state->margins()[0], 0.75);
  EXPECT_LT(state->margins()[2], 0.25);
}

}  // namespace
}  // namespace minnaar
