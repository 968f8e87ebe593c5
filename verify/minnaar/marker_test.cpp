// The marker method of rules §9 (engine/marker.h) on its own, and against the
// tally of Position: the two must end every battle on the same turn.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "engine/minnaar/marker.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/rules.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::current {
namespace {

using test::mfen;
using test::play;

TEST(MarkerCount, StartsBesideBlackAtZero) {
  const MarkerCount marker;
  EXPECT_EQ(marker.faction(), kBlack);
  EXPECT_EQ(marker.count(), 0);
  EXPECT_FALSE(marker.expired());
}

TEST(MarkerCount, OnlyTheMarkedFactionsCapturelessTurnsAddOne) {
  MarkerCount marker;
  marker.record_turn(kSouth, false);
  marker.record_turn(kWhite, false);
  marker.record_turn(kNorth, false);
  EXPECT_EQ(marker.faction(), kBlack);
  EXPECT_EQ(marker.count(), 0);
  marker.record_turn(kBlack, false);
  EXPECT_EQ(marker.faction(), kBlack);
  EXPECT_EQ(marker.count(), 1);
}

TEST(MarkerCount, ACaptureMovesTheMarkerToTheCapturerAndSetsZero) {
  MarkerCount marker(kBlack, 7);
  marker.record_turn(kWhite, true);
  EXPECT_EQ(marker.faction(), kWhite);
  EXPECT_EQ(marker.count(), 0);
  // The turn of the capture itself is not counted; White's next quiet turn is.
  marker.record_turn(kNorth, false);
  marker.record_turn(kBlack, false);
  marker.record_turn(kSouth, false);
  EXPECT_EQ(marker.count(), 0);
  marker.record_turn(kWhite, false);
  EXPECT_EQ(marker.count(), 1);
}

TEST(MarkerCount, ACaptureByTheMarkedFactionAlsoResets) {
  MarkerCount marker(kSouth, 12);
  marker.record_turn(kSouth, true);
  EXPECT_EQ(marker.faction(), kSouth);
  EXPECT_EQ(marker.count(), 0);
}

TEST(MarkerCount, ExpiresAfterBlacksTwentiethCapturelessTurnWithNoCaptureAtAll) {
  // With no capture the battle ends at the end of round 20: turn 80.
  MarkerCount marker;
  const Faction order[] = {kSouth, kWhite, kNorth, kBlack};
  for (int turn = 1; turn <= 80; ++turn) {
    ASSERT_FALSE(marker.expired()) << "expired before turn " << turn;
    marker.record_turn(order[(turn - 1) % 4], false);
  }
  EXPECT_TRUE(marker.expired());
  EXPECT_EQ(marker.count(), rules::kMarkerRoundLimit);
}

TEST(MarkerCount, ExpiresExactlyWhenTheCountReachesTwenty) {
  MarkerCount marker(kNorth, 19);
  EXPECT_FALSE(marker.expired());
  marker.record_turn(kBlack, false);
  marker.record_turn(kSouth, false);
  marker.record_turn(kWhite, false);
  EXPECT_FALSE(marker.expired());
  marker.record_turn(kNorth, false);
  EXPECT_EQ(marker.count(), 20);
  EXPECT_TRUE(marker.expired());
}

TEST(MarkerCount, ACaptureOnTheTurnThatWouldCompleteTheCountStartsItAgain) {
  // Rules §9: "A capture on the very turn that would have completed the
  // count is still a capture: the count starts again".
  MarkerCount marker(kNorth, 19);
  marker.record_turn(kNorth, true);
  EXPECT_FALSE(marker.expired());
  EXPECT_EQ(marker.faction(), kNorth);
  EXPECT_EQ(marker.count(), 0);
}

TEST(MarkerCount, AForcedPassOfTheMarkedFactionCountsAsACapturelessTurn) {
  // A pass is recorded as a turn without a capture; it must add one.
  MarkerCount marker(kWhite, 3);
  marker.record_turn(kWhite, /*captured=*/false);
  EXPECT_EQ(marker.count(), 4);
}

// The marker state that matches a position: the last capture was made by the
// faction that moved tally + 1 turns ago, and that faction has finished
// tally / 4 capture-less turns since.
MarkerCount marker_for(const Position& pos) {
  Faction f = pos.side_to_move();
  for (int i = 0; i <= pos.tally() % 4; ++i) f = previous_faction(f);
  return MarkerCount(f, pos.tally() / 4);
}

// Rules §9, the worked example: the Northern Sovereigns capture on the third
// turn of round 7; with no further capture the battle ends as soon as they
// have moved in round 27, in the middle of that round.
//
// The position: North's p on a8 takes White's knight on a5 (three squares),
// then every faction shuffles one piece back and forth without capturing:
// Black k h8<->h7, South P a1<->a2, White K h1<->h2, North p a5<->a6.
TEST(MarkerWorkedExample, NorthCapturesInRoundSevenAndTheBattleEndsAfterNorthsTurnInRound27) {
  Position pos = mfen("p6k/8/8/N7/8/8/8/P6K n 12 0 7");
  MarkerCount marker = marker_for(pos);

  play(pos, "a8a5");
  marker.record_turn(kNorth, true);
  ASSERT_EQ(pos.tally(), 0);
  ASSERT_EQ(pos.round(), 7);
  ASSERT_EQ(pos.side_to_move(), kBlack);
  EXPECT_EQ(marker.faction(), kNorth);
  EXPECT_EQ(marker.count(), 0);

  const std::vector<std::vector<std::string>> shuffle = {
      /*Black*/ {"h8h7", "h7h8"},
      /*South*/ {"a1a2", "a2a1"},
      /*White*/ {"h1h2", "h2h1"},
      /*North*/ {"a5a6", "a6a5"},
  };
  int turns_after_capture = 0;
  int north_turns = 0;
  while (!pos.is_over()) {
    ASSERT_LT(turns_after_capture, 80) << "the battle should have ended by now";
    ASSERT_FALSE(marker.expired())
        << "marker expired before the tally, after " << turns_after_capture << " turns";
    const Faction mover = pos.side_to_move();
    const int slot = (mover + 1) % 4;  // Black first, then South, White, North
    const int own_turn = turns_after_capture / 4;
    play(pos, shuffle[slot][own_turn % 2]);
    marker.record_turn(mover, false);
    ++turns_after_capture;
    if (mover == kNorth) ++north_turns;
    EXPECT_EQ(pos.tally(), turns_after_capture);
  }
  EXPECT_EQ(turns_after_capture, 80);
  EXPECT_EQ(north_turns, 20);
  EXPECT_EQ(pos.outcome(), Outcome::kUndecided80Turns);
  EXPECT_TRUE(marker.expired());
  EXPECT_EQ(marker.faction(), kNorth);
  // Ended right after North's turn in round 27: Black would move next, still
  // in round 27. Board back as after the capture (each shuffle done 20 times).
  EXPECT_EQ(to_mfen(pos), "7k/8/8/p7/8/8/8/P6K b 80 0 27");
}

// A single game of random legal moves, checking after every turn that the
// marker has expired exactly when the tally has ended the battle.
void play_random_game_checking_marker(Position pos, std::mt19937& rng, int& ended_by_80) {
  MarkerCount marker = marker_for(pos);
  int turns = 0;
  while (!pos.is_over()) {
    ASSERT_LT(turns, 40 * 80) << "a game cannot last this long";
    MoveList list;
    generate_moves(pos, list);
    ASSERT_FALSE(list.empty());
    const Move m = list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)];
    const bool captured = !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
    const Faction mover = pos.side_to_move();
    pos.make(m);
    marker.record_turn(mover, captured);
    ++turns;
    ASSERT_EQ(marker.expired(), pos.outcome() == Outcome::kUndecided80Turns)
        << "after turn " << turns << " (" << test::name_of(m) << ") in " << to_mfen(pos)
        << ", marker beside " << faction_name(marker.faction()) << " at " << marker.count();
  }
  if (pos.outcome() == Outcome::kUndecided80Turns) ++ended_by_80;
}

TEST(MarkerAndTally, EndEveryRandomGameOnTheSameTurn) {
  // Sparse positions so that many games reach 80 quiet turns, from every
  // side to move and several tallies (the marker is set up to match).
  const std::string_view starts[] = {
      "p6k/8/8/8/8/8/8/P6K s 0 0 1",
      "p6k/8/8/8/8/8/8/P6K w 37 0 9",
      "pp5k/8/8/8/8/8/8/PP4NK n 5 0 3",
      "p6k/8/8/8/8/8/8/P6K b 78 0 30",
      "p3p2k/8/8/8/8/8/8/P3P1BK s 66 0 12",
      "p7/8/8/8/8/8/8/P6K b 10 0 4",  // Black has nothing: it passes every time
      kStartMfen,
  };
  std::mt19937 rng(12345);
  int ended_by_80 = 0;
  for (std::string_view start : starts) {
    SCOPED_TRACE(start);
    const Position pos = mfen(start);
    for (int game = 0; game < 60; ++game) {
      play_random_game_checking_marker(pos, rng, ended_by_80);
      if (HasFatalFailure()) return;
    }
  }
  // The property is only tested if some games did end by the count.
  EXPECT_GT(ended_by_80, 20);
}

}  // namespace
}  // namespace minnaar::current
