// Square and move notation (docs/rules/minnaar.md#move-notation) and playing move lists
// (engine/notation.h).
#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <string_view>

#include "engine/minnaar/notation.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::current {
namespace {

using test::mfen;
using test::mv;

// True when `text` contains "ply <n>" not followed by another digit (so that
// "ply 1" is not found in "ply 12").
bool names_ply(const std::string& text, int n) {
  const std::string needle = "ply " + std::to_string(n);
  for (std::size_t at = text.find(needle); at != std::string::npos;
       at = text.find(needle, at + 1)) {
    const std::size_t end = at + needle.size();
    if (end == text.size() || !std::isdigit(static_cast<unsigned char>(text[end]))) return true;
  }
  return false;
}

TEST(SquareName, IsFileLetterThenRankDigit) {
  EXPECT_EQ(square_name(kA1), "a1");
  EXPECT_EQ(square_name(kH1), "h1");
  EXPECT_EQ(square_name(kA8), "a8");
  EXPECT_EQ(square_name(kH8), "h8");
  EXPECT_EQ(square_name(kE4), "e4");
  EXPECT_EQ(square_name(kB5), "b5");
}

TEST(ParseSquare, ReadsEverySquareBack) {
  for (int s = 0; s < kSquareCount; ++s) {
    const std::string name = square_name(Square(s));
    EXPECT_EQ(name, test::name_of(Square(s)));
    const auto parsed = parse_square(name);
    ASSERT_TRUE(parsed.has_value()) << name;
    EXPECT_EQ(*parsed, Square(s)) << name;
  }
}

TEST(ParseSquare, RefusesOffBoardAndMalformedText) {
  for (const char* text : {"", "e", "e44", "i1", "a0", "a9", "4e", " e4", "e4 ", "z9"}) {
    EXPECT_FALSE(parse_square(text).has_value()) << "'" << text << "'";
  }
}

TEST(MoveName, IsFromSquareThenToSquareOrPass) {
  EXPECT_EQ(move_name(Move(kE1, kE4)), "e1e4");
  EXPECT_EQ(move_name(Move(kB5, kC7)), "b5c7");
  EXPECT_EQ(move_name(Move(kH8, kA1)), "h8a1");
  EXPECT_EQ(move_name(Move::pass()), "pass");
}

TEST(MovesText, SeparatesTheNamesBySingleSpacesAndIsEmptyForNoMoves) {
  const Move moves[] = {Move(kE1, kE4), Move::pass(), Move(kH8, kA1)};
  EXPECT_EQ(moves_text(moves), "e1e4 pass h8a1");
  EXPECT_EQ(moves_text({}), "");
}

TEST(ParseMoveText, ReadsSquaresAndBothSpellingsOfPass) {
  const auto e1e4 = parse_move_text("e1e4");
  ASSERT_TRUE(e1e4.has_value());
  EXPECT_EQ(*e1e4, Move(kE1, kE4));
  const auto h8a1 = parse_move_text("h8a1");
  ASSERT_TRUE(h8a1.has_value());
  EXPECT_EQ(*h8a1, Move(kH8, kA1));
  const auto pass = parse_move_text("pass");
  ASSERT_TRUE(pass.has_value());
  EXPECT_TRUE(pass->is_pass());
  const auto zeros = parse_move_text("0000");
  ASSERT_TRUE(zeros.has_value());
  EXPECT_TRUE(zeros->is_pass());
}

TEST(ParseMoveText, ReadsBackEveryNameItWrites) {
  Position pos = Position::start();
  for (Move m : test::moves_of(pos)) {
    const auto parsed = parse_move_text(move_name(m));
    ASSERT_TRUE(parsed.has_value()) << move_name(m);
    EXPECT_EQ(*parsed, m);
  }
}

TEST(ParseMoveText, RefusesUppercaseWrongLengthsAndOffBoardSquares) {
  for (const char* text : {"E1E4", "e1E4",  "E1e4",  "Pass",  "PASS",  // uppercase
                           "",     "e1",    "e1e",   "e1e4e", "e1e4q", "000", "00000",
                           "pas",  "passs", " e1e4", "e1e4 ", "e1-e4",    // lengths, separators
                           "i1e4", "e1i4",  "e0e4",  "e1e9",  "e1e0"}) {  // off the board
    EXPECT_FALSE(parse_move_text(text).has_value()) << "'" << text << "'";
  }
}

TEST(ParseLegalMove, AcceptsLegalMovesIncludingCaptures) {
  const Position pos = Position::start();
  const auto quiet = parse_legal_move(pos, "a1a2");
  ASSERT_TRUE(quiet) << quiet.error();
  EXPECT_EQ(*quiet, Move(kA1, kA2));
  const auto capture = parse_legal_move(pos, "d1g4");
  ASSERT_TRUE(capture) << capture.error();
  EXPECT_EQ(*capture, Move(kD1, kG4));
}

TEST(ParseLegalMove, RefusesIllegalMovesWithAReason) {
  const Position pos = Position::start();
  for (const char* text : {"a1a6",  // five squares and through a rook
                           "a1a5",  // behind the rook
                           "a1b1",  // onto an ally
                           "a5a6",  // White's piece on South's turn
                           "c3c4",  // nothing on c3
                           "pass",  // South can move, so it may not pass
                           "0000",  // the same
                           "xyz",   // not a move at all
                           "E1E4"}) {
    const auto parsed = parse_legal_move(pos, text);
    ASSERT_FALSE(parsed) << text << " accepted";
    EXPECT_FALSE(parsed.error().empty()) << text;
  }
}

TEST(ParseLegalMove, AcceptsPassOnlyWhenTheSideMustPass) {
  // Black has no piece: pass (or 0000) is its only move.
  const Position pos = mfen("p7/8/8/8/8/8/8/P6K b 0 0 1");
  const auto pass = parse_legal_move(pos, "pass");
  ASSERT_TRUE(pass) << pass.error();
  EXPECT_TRUE(pass->is_pass());
  const auto zeros = parse_legal_move(pos, "0000");
  ASSERT_TRUE(zeros) << zeros.error();
  EXPECT_TRUE(zeros->is_pass());
  const auto other = parse_legal_move(pos, "a1a2");  // South's piece
  ASSERT_FALSE(other);
  EXPECT_FALSE(other.error().empty());
}

TEST(ParseLegalMove, RefusesEveryMoveOnceTheGameIsOver) {
  // Tally 80: finished, although the pieces could still move.
  const Position pos = mfen("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21");
  for (const char* text : {"a1a2", "pass", "0000"}) {
    const auto parsed = parse_legal_move(pos, text);
    ASSERT_FALSE(parsed) << text;
    EXPECT_FALSE(parsed.error().empty());
  }
}

TEST(PlayMoves, PlaysTheListInOrder) {
  const auto played = play_moves(Position::start(), "a1a2 a5a6 a8a7 a4a3");
  ASSERT_TRUE(played) << played.error();
  EXPECT_EQ(to_mfen(*played), "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2");
  // Order matters: the same moves in another order are not legal.
  EXPECT_FALSE(play_moves(Position::start(), "a5a6 a1a2 a8a7 a4a3"));
}

TEST(PlayMoves, AnEmptyListLeavesThePositionAlone) {
  const auto played = play_moves(Position::start(), "");
  ASSERT_TRUE(played) << played.error();
  EXPECT_TRUE(*played == Position::start());
}

TEST(PlayMoves, AcceptsRunsOfWhitespaceBetweenMoves) {
  const auto played = play_moves(Position::start(), "  a1a2   a5a6\ta8a7 \n a4a3 ");
  ASSERT_TRUE(played) << played.error();
  EXPECT_EQ(to_mfen(*played), "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2");
}

TEST(PlayMoves, PlaysForcedPassesWrittenEitherWay) {
  const auto played = play_moves(mfen("p7/8/8/8/8/8/8/P6K b 0 0 1"), "pass a1a2 h1h2 a8a7 0000");
  ASSERT_TRUE(played) << played.error();
  EXPECT_EQ(to_mfen(*played), "8/p7/8/8/8/8/P6K/8 s 5 1 3");
}

TEST(PlayMoves, AnIllegalMoveIsNamedWithItsPly) {
  // Ply 3 is North's turn; a1 is empty by then anyway.
  const auto played = play_moves(Position::start(), "a1a2 a5a6 a1a6 a8a7");
  ASSERT_FALSE(played);
  EXPECT_NE(played.error().find("a1a6"), std::string::npos) << played.error();
  EXPECT_TRUE(names_ply(played.error(), 3)) << played.error();
}

TEST(PlayMoves, TheFirstMoveIsPlyOne) {
  const auto played = play_moves(Position::start(), "a5a6");
  ASSERT_FALSE(played);
  EXPECT_NE(played.error().find("a5a6"), std::string::npos) << played.error();
  EXPECT_TRUE(names_ply(played.error(), 1)) << played.error();
}

TEST(PlayMoves, UnreadableMoveTextIsNamedWithItsPly) {
  const auto played = play_moves(Position::start(), "a1a2 zz9 a8a7");
  ASSERT_FALSE(played);
  EXPECT_NE(played.error().find("zz9"), std::string::npos) << played.error();
  EXPECT_TRUE(names_ply(played.error(), 2)) << played.error();
}

TEST(PlayMoves, AMoveAfterTheGameHasEndedIsRefused) {
  // a1a2 is the 80th quiet turn; a5a6 would be White's legal reply otherwise.
  const auto played =
      play_moves(mfen("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20"), "a1a2 a5a6");
  ASSERT_FALSE(played);
  EXPECT_NE(played.error().find("a5a6"), std::string::npos) << played.error();
  EXPECT_TRUE(names_ply(played.error(), 2)) << played.error();
  // Up to the end it is fine.
  const auto ended =
      play_moves(mfen("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20"), "a1a2");
  ASSERT_TRUE(ended) << ended.error();
  EXPECT_EQ(ended->outcome(), Outcome::kUndecided80Turns);
}

TEST(PlayMoves, AMoveAfterLiberationIsRefused) {
  const auto played = play_moves(mfen("p7/8/8/8/3k4/8/8/3P4 s 10 0 5"), "d1d4 pass");
  ASSERT_FALSE(played);
  EXPECT_NE(played.error().find("pass"), std::string::npos) << played.error();
  EXPECT_TRUE(names_ply(played.error(), 2)) << played.error();
}

}  // namespace
}  // namespace minnaar::current
