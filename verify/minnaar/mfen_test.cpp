// MFEN (docs/rules/minnaar.md#mfen): the start position, round trips, the outcome judged from
// the fields, and refusals that name the field at fault.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "engine/minnaar/mfen.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::current {
namespace {

using test::mfen;

TEST(Mfen, StartPositionParsesToPositionStart) {
  auto parsed = parse_mfen(kStartMfen);
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_TRUE(*parsed == Position::start());
  EXPECT_EQ(to_mfen(Position::start()), kStartMfen);
  EXPECT_EQ(kStartMfen, "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1");
}

TEST(Mfen, StartPositionHasTheRulesArrangement) {
  // Rules §3: North on rank 8, White on rank 5, Black on rank 4, South on
  // rank 1, each army R N B Q K B N R from a to h; ranks 2, 3, 6, 7 empty.
  const Position pos = Position::start();
  const PieceType back_rank[8] = {kRook, kKnight, kBishop, kQueen, kKing, kBishop, kKnight, kRook};
  for (int f = 0; f < 8; ++f) {
    SCOPED_TRACE(f);
    EXPECT_EQ(pos.piece_on(make_square(f, 7)), kNorthSovereign);
    EXPECT_EQ(pos.piece_on(make_square(f, 4)), make_piece(kWhite, back_rank[f]));
    EXPECT_EQ(pos.piece_on(make_square(f, 3)), make_piece(kBlack, back_rank[f]));
    EXPECT_EQ(pos.piece_on(make_square(f, 0)), kSouthSovereign);
    for (int r : {1, 2, 5, 6}) EXPECT_EQ(pos.piece_on(make_square(f, r)), kNoPiece);
  }
  EXPECT_EQ(pos.piece_on(kD5), kWhiteQueen);
  EXPECT_EQ(pos.piece_on(kE4), kBlackKing);
  EXPECT_EQ(popcount(pos.occupied()), 32);
  EXPECT_EQ(pos.pieces(kSouth), rank_bb(0));
  EXPECT_EQ(pos.pieces(kWhite), rank_bb(4));
  EXPECT_EQ(pos.pieces(kNorth), rank_bb(7));
  EXPECT_EQ(pos.pieces(kBlack), rank_bb(3));
  EXPECT_EQ(pos.pieces(kWhite, kRook), square_bb(kA5) | square_bb(kH5));
  EXPECT_EQ(pos.alliance(), rank_bb(0) | rank_bb(7));
  EXPECT_EQ(pos.establishment(), rank_bb(3) | rank_bb(4));
  EXPECT_EQ(pos.side_to_move(), kSouth);
  EXPECT_EQ(pos.tally(), 0);
  EXPECT_EQ(pos.passes(), 0);
  EXPECT_EQ(pos.round(), 1);
  EXPECT_EQ(pos.outcome(), Outcome::kOngoing);
}

TEST(Mfen, BoardIsReadFromRankEightDownAndFileAToH) {
  const Position pos = mfen("p6k/8/8/8/8/8/1N6/P6K w 3 0 2");
  EXPECT_EQ(pos.piece_on(kA8), kNorthSovereign);
  EXPECT_EQ(pos.piece_on(kH8), kBlackKing);
  EXPECT_EQ(pos.piece_on(kB2), kWhiteKnight);
  EXPECT_EQ(pos.piece_on(kA1), kSouthSovereign);
  EXPECT_EQ(pos.piece_on(kH1), kWhiteKing);
  EXPECT_EQ(popcount(pos.occupied()), 5);
  EXPECT_EQ(pos.side_to_move(), kWhite);
  EXPECT_EQ(pos.tally(), 3);
  EXPECT_EQ(pos.passes(), 0);
  EXPECT_EQ(pos.round(), 2);
}

TEST(Mfen, EveryLetterMapsToItsPiece) {
  const Position pos = mfen("KQRBNPpk/qrbn4/8/8/8/8/8/8 n 0 0 1");
  const Piece expected[] = {kWhiteKing,   kWhiteQueen,     kWhiteRook,      kWhiteBishop,
                            kWhiteKnight, kSouthSovereign, kNorthSovereign, kBlackKing};
  for (int f = 0; f < 8; ++f) EXPECT_EQ(pos.piece_on(make_square(f, 7)), expected[f]) << f;
  EXPECT_EQ(pos.piece_on(kA7), kBlackQueen);
  EXPECT_EQ(pos.piece_on(kB7), kBlackRook);
  EXPECT_EQ(pos.piece_on(kC7), kBlackBishop);
  EXPECT_EQ(pos.piece_on(kD7), kBlackKnight);
}

TEST(Mfen, SideLettersAreSouthWhiteNorthBlack) {
  EXPECT_EQ(mfen("p6k/8/8/8/8/8/8/P6K s 0 0 1").side_to_move(), kSouth);
  EXPECT_EQ(mfen("p6k/8/8/8/8/8/8/P6K w 0 0 1").side_to_move(), kWhite);
  EXPECT_EQ(mfen("p6k/8/8/8/8/8/8/P6K n 0 0 1").side_to_move(), kNorth);
  EXPECT_EQ(mfen("p6k/8/8/8/8/8/8/P6K b 0 0 1").side_to_move(), kBlack);
}

TEST(Mfen, ValidTextsRoundTripExactly) {
  const std::vector<std::string> texts = {
      std::string(kStartMfen),
      "p6k/8/8/8/8/8/8/P6K s 0 0 1",
      "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2",
      "KQRBNPpk/qrbn4/8/8/8/8/8/8 n 17 2 40",
      "3p4/2P5/8/1b1N4/5q2/8/6R1/4p3 b 61 0 33",
      // Empty sides: finished positions, still valid.
      "p7/8/8/8/3P4/8/8/8 w 0 0 5",   // no Establishment
      "3r4/8/8/8/8/8/8/P7 s 0 0 10",  // no North
      "p7/8/8/8/8/8/8/7K w 0 0 3",    // no South
      "8/8/8/8/8/8/8/8 b 0 0 1",      // nothing at all
      // Finished by the counters.
      "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21",
      "p7/8/8/8/8/8/8/P6K s 4 4 2",
      "p7/8/8/8/8/8/8/P6K s 80 4 21",
      // Boundaries of the numbers.
      "p6k/8/8/8/8/8/8/P6K w 79 3 999999",
      "p6k/8/8/8/8/8/8/P6K n 4 4 1",
  };
  for (const std::string& text : texts) {
    auto parsed = parse_mfen(text);
    ASSERT_TRUE(parsed) << text << ": " << parsed.error().message();
    EXPECT_EQ(to_mfen(*parsed), text);
    EXPECT_EQ(parsed->hash(), parsed->compute_hash()) << text;
  }
}

struct Judged {
  const char* mfen;
  Outcome outcome;
};

TEST(Mfen, OutcomeIsJudgedFromPlacementAndCountersFirstMatchWins) {
  const Judged cases[] = {
      {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1", Outcome::kOngoing},
      {"p7/8/8/8/3P4/8/8/8 w 0 0 5", Outcome::kAllianceWins},
      {"3r4/8/8/8/8/8/8/P7 s 0 0 10", Outcome::kEstablishmentWins},
      {"p7/8/8/8/8/8/8/7K w 0 0 3", Outcome::kEstablishmentWins},
      {"pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21", Outcome::kUndecided80Turns},
      {"p7/8/8/8/8/8/8/P6K s 4 4 2", Outcome::kUndecidedFourPasses},
      // One short of each count: still on.
      {"p7/8/8/8/8/8/8/P6K s 79 3 20", Outcome::kOngoing},
      // Liberation is checked before Divide and Conquer: no Establishment
      // and no South at once is an Alliance win (so is an empty board).
      {"p7/8/8/8/8/8/8/8 s 0 0 1", Outcome::kAllianceWins},
      {"8/8/8/8/8/8/8/8 s 0 0 1", Outcome::kAllianceWins},
      {"8/8/8/8/8/8/8/P7 n 80 4 21", Outcome::kAllianceWins},
      // Divide and Conquer before the 80-turn count.
      {"7K/8/8/8/8/8/8/p7 s 80 0 21", Outcome::kEstablishmentWins},
      // The 80-turn count before four passes.
      {"p7/8/8/8/8/8/8/P6K s 80 4 21", Outcome::kUndecided80Turns},
  };
  for (const Judged& c : cases) {
    EXPECT_EQ(outcome_token(mfen(c.mfen).outcome()), outcome_token(c.outcome)) << c.mfen;
  }
}

TEST(MfenFieldName, NamesTheFiveFieldsAsTheSpecDoes) {
  EXPECT_EQ(field_name(MfenField::kBoard), "board");
  EXPECT_EQ(field_name(MfenField::kSide), "side");
  EXPECT_EQ(field_name(MfenField::kTally), "tally");
  EXPECT_EQ(field_name(MfenField::kPasses), "passes");
  EXPECT_EQ(field_name(MfenField::kRound), "round");
  EXPECT_FALSE(field_name(MfenField::kWhole).empty());
}

struct Refused {
  std::string mfen;
  MfenField field;
};

std::string field_str(MfenField f) { return std::string(field_name(f)); }

void expect_refused(const std::vector<Refused>& cases) {
  for (const Refused& c : cases) {
    SCOPED_TRACE("'" + c.mfen + "'");
    auto parsed = parse_mfen(c.mfen);
    ASSERT_FALSE(parsed) << "accepted as " << to_mfen(*parsed);
    const MfenError& error = parsed.error();
    EXPECT_EQ(field_str(error.field), field_str(c.field)) << error.message();
    EXPECT_FALSE(error.reason.empty());
    const std::string message = error.message();
    const std::string prefix = field_str(error.field) + ": ";
    EXPECT_GT(message.size(), prefix.size()) << message;
    EXPECT_EQ(message.substr(0, prefix.size()), prefix) << message;
  }
}

TEST(MfenRefusal, WrongFieldCountOrSeparatorsAreTheWholeText) {
  const std::string board = "p6k/8/8/8/8/8/8/P6K";
  expect_refused({
      {"", MfenField::kWhole},
      {board, MfenField::kWhole},
      {board + " s 0 0", MfenField::kWhole},
      {board + " s 0 0 1 1", MfenField::kWhole},
      {" " + board + " s 0 0 1", MfenField::kWhole},  // leading space
      {board + " s 0 0 1 ", MfenField::kWhole},       // trailing space
      {board + " s  0 0 1", MfenField::kWhole},       // double space
      {board + "  s 0 0 1", MfenField::kWhole},       // double space
      {board + "\ts 0 0 1", MfenField::kWhole},       // tab is not the separator
  });
}

TEST(MfenRefusal, RanksThatAreNotEightSquaresAreTheBoard) {
  const std::string tail = " s 0 0 1";
  expect_refused({
      {"p7k/8/8/8/8/8/8/P6K" + tail, MfenField::kBoard},    // 9 squares (letters)
      {"p6k/8/8/8/8/8/8/P7K" + tail, MfenField::kBoard},    // 9 squares, on rank 1
      {"p6k/8/8/8/5P3/8/8/P6K" + tail, MfenField::kBoard},  // 9 squares, digits
      {"p6k/9/8/8/8/8/8/P6K" + tail, MfenField::kBoard},    // digit 9
      {"8/8/8/8/8/8/8/9" + tail, MfenField::kBoard},        // the header's example
      {"p5k/8/8/8/8/8/8/P6K" + tail, MfenField::kBoard},    // 7 squares
      {"p6k/8/8/7/8/8/8/P6K" + tail, MfenField::kBoard},    // 7 squares, digit only
      {"p6k/8/8/8/8/8/8/P6" + tail, MfenField::kBoard},     // 7 squares, on rank 1
      {"p6k/8/8/8/8/8/8/P6K/8" + tail, MfenField::kBoard},  // 9 ranks
      {"p6k/8/8/8/8/8/P6K" + tail, MfenField::kBoard},      // 7 ranks
      {"p6k//8/8/8/8/8/P6K" + tail, MfenField::kBoard},     // an empty rank
      {"p6k/8/8/8/8/8/8/P6K/" + tail, MfenField::kBoard},   // trailing slash
      {"p6k/8/8/8/08/8/8/P6K" + tail, MfenField::kBoard},   // digit 0
      {"p6k/8/8/8/44/8/8/P6K" + tail, MfenField::kBoard},   // not canonical: 44 is 8
  });
}

TEST(MfenRefusal, UnknownLettersAreTheBoard) {
  const std::string tail = " s 0 0 1";
  expect_refused({
      {"p6k/8/8/8/3x4/8/8/P6K" + tail, MfenField::kBoard},
      {"p6k/8/8/8/3X4/8/8/P6K" + tail, MfenField::kBoard},
      {"p6k/8/8/8/3S4/8/8/P6K" + tail, MfenField::kBoard},
      {"p6k/8/8/8/3*4/8/8/P6K" + tail, MfenField::kBoard},
      {"p6k/8/8/8/3 4/8/8/P6K s 0 0 1", MfenField::kWhole},  // a space splits the fields
  });
}

TEST(MfenRefusal, MorePiecesOfAKindThanTheStartPositionAreTheBoard) {
  const std::string tail = " s 0 0 1";
  expect_refused({
      {"pppppppp/8/8/8/8/8/P7/PPPPPPPP" + tail, MfenField::kBoard},  // 9 P
      {"pppppppp/p7/8/8/8/8/8/PPPPPPPP" + tail, MfenField::kBoard},  // 9 p
      {"p6k/8/8/8/8/8/K7/P6K" + tail, MfenField::kBoard},            // 2 K
      {"p6k/k7/8/8/8/8/8/P6K" + tail, MfenField::kBoard},            // 2 k
      {"p6k/8/8/Q7/8/8/Q7/P6K" + tail, MfenField::kBoard},           // 2 Q
      {"p6k/q7/q7/8/8/8/8/P6K" + tail, MfenField::kBoard},           // 2 q
      {"p6k/8/8/RRR5/8/8/8/P6K" + tail, MfenField::kBoard},          // 3 R
      {"p6k/8/8/8/rrr5/8/8/P6K" + tail, MfenField::kBoard},          // 3 r
      {"p6k/8/8/BBB5/8/8/8/P6K" + tail, MfenField::kBoard},          // 3 B
      {"p6k/8/8/8/bbb5/8/8/P6K" + tail, MfenField::kBoard},          // 3 b
      {"p6k/8/8/NNN5/8/8/8/P6K" + tail, MfenField::kBoard},          // 3 N
      {"p6k/8/8/8/nnn5/8/8/P6K" + tail, MfenField::kBoard},          // 3 n
      // The full start position plus one more rook (no promotion exists).
      {"pppppppp/8/R7/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP" + tail, MfenField::kBoard},
  });
}

TEST(MfenRefusal, SideNotInSwnbIsTheSide) {
  const std::string board = "p6k/8/8/8/8/8/8/P6K ";
  expect_refused({
      {board + "x 0 0 1", MfenField::kSide},
      {board + "S 0 0 1", MfenField::kSide},
      {board + "W 0 0 1", MfenField::kSide},
      {board + "sw 0 0 1", MfenField::kSide},
      {board + "1 0 0 1", MfenField::kSide},
  });
}

TEST(MfenRefusal, TallyOutOfRangeOrNotANumberIsTheTally) {
  const std::string head = "p6k/8/8/8/8/8/8/P6K s ";
  expect_refused({
      {head + "81 0 1", MfenField::kTally},
      {head + "100 0 1", MfenField::kTally},
      {head + "-1 0 1", MfenField::kTally},
      {head + "a 0 1", MfenField::kTally},
      {head + "1a 0 1", MfenField::kTally},
      {head + "+1 0 1", MfenField::kTally},
      {head + "01 0 1", MfenField::kTally},  // not the canonical form
      {head + "99999999999999999999999 0 1", MfenField::kTally},
  });
}

TEST(MfenRefusal, PassesAboveTallyOrAboveFourIsThePasses) {
  const std::string head = "p6k/8/8/8/8/8/8/P6K s ";
  expect_refused({
      {head + "2 3 1", MfenField::kPasses},  // more passes than turns counted
      {head + "0 1 1", MfenField::kPasses},
      {head + "10 5 1", MfenField::kPasses},  // five passes in a row cannot happen
      {head + "80 5 1", MfenField::kPasses},
      {head + "10 -1 1", MfenField::kPasses},
      {head + "10 x 1", MfenField::kPasses},
      {head + "10 01 1", MfenField::kPasses},
      {head + "10 99999999999999999999999 1", MfenField::kPasses},
  });
}

TEST(MfenRefusal, RoundBelowOneOrAboveTheMaximumIsTheRound) {
  const std::string head = "p6k/8/8/8/8/8/8/P6K s 0 0 ";
  expect_refused({
      {head + "0", MfenField::kRound},
      {head + "-1", MfenField::kRound},
      {head + "x", MfenField::kRound},
      {head + "1.5", MfenField::kRound},
      {head + "01", MfenField::kRound},
      {head + std::to_string(kMaxRound + 1), MfenField::kRound},
      {head + "99999999999999999999999", MfenField::kRound},
  });
}

TEST(MfenRefusal, MessageIsFieldColonReason) {
  auto parsed = parse_mfen("p6k/8/8/8/8/8/8/P6K x 0 0 1");
  ASSERT_FALSE(parsed);
  EXPECT_EQ(parsed.error().message(), "side: " + parsed.error().reason);
}

}  // namespace
}  // namespace minnaar::current
