// Sovereign Chess's descriptions of moves (game::State::describe_move), legal or not. Every
// expectation was worked out by hand from docs/rules/sovereign.md: who controls a colour decides
// whether a target is an enemy, an ally or neutral, and geometry is read on the board's files
// (east) and ranks (north).
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "verify/game_support.h"

namespace minnaar {
namespace {

using Pieces = std::vector<std::pair<std::string, std::string>>;

// An MFEN of these pieces (square, colour + role) on an otherwise empty board, with the other
// five fields.
std::string mfen_of(const Pieces& pieces, const std::string& rest) {
  std::array<std::string, 256> cells{};
  for (const auto& [square, piece] : pieces)
    cells[std::size_t((std::stoi(square.substr(1)) - 1) * 16 + (square[0] - 'a'))] = piece;
  std::string board;
  for (int rank = 15; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 16; ++file) {
      const std::string& cell = cells[std::size_t(rank * 16 + file)];
      if (cell.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) board += std::to_string(empty);
      empty = 0;
      board += cell;
    }
    if (empty > 0) board += std::to_string(empty);
    if (rank > 0) board += '/';
  }
  return board + " " + rest;
}

std::unique_ptr<game::State> state_of(const std::string& mfen) {
  const auto sovereign = game::load("sovereign");
  EXPECT_TRUE(sovereign) << sovereign.error();
  auto state = (*sovereign)->parse(mfen);
  EXPECT_TRUE(state) << state.error().message() << " in " << mfen;
  return std::move(*state);
}

std::unique_ptr<game::State> start() { return (*game::load("sovereign"))->start(); }

// White to move, owning white and controlling navy too (its bishop stands on e5, a navy square);
// Black controls black; green is neutral (nothing stands on f6 or k11).
//   i1 white king, l1 white rook with its castling right, a1 white rook, g2 white knight,
//   h4 white queen, e5 white bishop, j6 white pawn, c4 navy rook, m4 green rook (neutral),
//   h10 black rook, i7 black knight, i16 black king.
std::unique_ptr<game::State> armies() {
  return state_of(mfen_of({{"i1", "wk"},
                           {"l1", "wr"},
                           {"a1", "wr"},
                           {"g2", "wn"},
                           {"h4", "wq"},
                           {"e5", "wb"},
                           {"j6", "wp"},
                           {"c4", "nr"},
                           {"m4", "gr"},
                           {"h10", "br"},
                           {"i7", "bn"},
                           {"i16", "bk"}},
                          "w w b L 1"));
}

using test::described;
using test::legal;

TEST(SovereignDescribeMove, NamesAPawnsDoubleStepFromTheStartAsAQuietMove) {
  const auto state = start();
  ASSERT_TRUE(legal(*state, "h2h4"));
  EXPECT_EQ(described(*state, "h2h4"),
            (game::MoveDescription{"Pawn", "quiet", "straight", 2, "north"}));
}

TEST(SovereignDescribeMove, NamesAQueensCaptureOfAPieceOfTheOpponentsColour) {
  const auto state = armies();
  ASSERT_TRUE(legal(*state, "h4h10"));
  EXPECT_EQ(described(*state, "h4h10"),
            (game::MoveDescription{"Queen", "capture", "straight", 6, "north"}));
}

TEST(SovereignDescribeMove, DescribesARookMovingDiagonallyAndOneGoingTooFar) {
  const auto state = armies();
  ASSERT_FALSE(legal(*state, "a1d4"));
  EXPECT_EQ(described(*state, "a1d4"),
            (game::MoveDescription{"Rook", "quiet", "diagonal", 3, "north-east"}));
  ASSERT_FALSE(legal(*state, "a1a10"));  // at most 8 squares
  EXPECT_EQ(described(*state, "a1a10"),
            (game::MoveDescription{"Rook", "quiet", "straight", 9, "north"}));
}

TEST(SovereignDescribeMove, NamesAKnightsCaptureOfAnAllyAndItsJump) {
  const auto state = armies();
  EXPECT_EQ(described(*state, "g2h4"), (game::MoveDescription{"Knight", "capture of an ally",
                                                              "jump 2-1", 1, "2 north 1 east"}));
}

TEST(SovereignDescribeMove, NamesACaptureOfAPieceOfAColourTheMoverControlsAsOfAnAlly) {
  const auto state = armies();  // the bishop on e5 gives White navy
  EXPECT_EQ(described(*state, "h4c4"),
            (game::MoveDescription{"Queen", "capture of an ally", "straight", 5, "west"}));
}

TEST(SovereignDescribeMove, NamesACaptureOfAPieceNobodyControlsAsOfANeutralPiece) {
  const auto state = armies();
  ASSERT_FALSE(legal(*state, "h4m4"));
  EXPECT_EQ(described(*state, "h4m4"),
            (game::MoveDescription{"Queen", "capture of a neutral piece", "straight", 5, "east"}));
}

TEST(SovereignDescribeMove, NamesAPromotionAndACapturingPromotionByTheRoleChosen) {
  const auto state = armies();
  ASSERT_TRUE(legal(*state, "j6j7=q"));
  EXPECT_EQ(described(*state, "j6j7=q"),
            (game::MoveDescription{"Pawn", "promotion to Queen", "straight", 1, "north"}));
  ASSERT_TRUE(legal(*state, "j6i7=n"));
  EXPECT_EQ(described(*state, "j6i7=n"),
            (game::MoveDescription{"Pawn", "capture with promotion to Knight", "diagonal", 1,
                                   "north-west"}));
  EXPECT_EQ(described(*state, "j6j7=k"),
            (game::MoveDescription{"Pawn", "promotion to King", "straight", 1, "north"}));
}

TEST(SovereignDescribeMove, NamesCastlingByTheKingsWalk) {
  const auto state = armies();
  ASSERT_TRUE(legal(*state, "i1k1/l1"));
  EXPECT_EQ(described(*state, "i1k1/l1"),
            (game::MoveDescription{"King", "castling", "straight", 2, "east"}));
}

TEST(SovereignDescribeMove, NamesADefectionWithoutAStepAsHavingNoPath) {
  const auto state = armies();  // White controls navy
  ASSERT_TRUE(legal(*state, "i1@n"));
  EXPECT_EQ(described(*state, "i1@n"), (game::MoveDescription{"King", "defection", "", 0, ""}));
}

TEST(SovereignDescribeMove, NamesADefectionsStepAndWhatItTakes) {
  // The white king on e5 (navy) controls navy; a black pawn waits on d6.
  const auto state = state_of(mfen_of({{"e5", "wk"}, {"d6", "bp"}, {"i16", "bk"}}, "w w b - 1"));
  EXPECT_EQ(described(*state, "e5@nd6"),
            (game::MoveDescription{"King", "defection with capture", "diagonal", 1, "north-west"}));
  EXPECT_EQ(described(*state, "e5@nf5"),
            (game::MoveDescription{"King", "defection", "straight", 1, "east"}));
}

TEST(SovereignDescribeMove, NamesAMoveFromAnEmptySquareAndOneOfAPieceNotToMove) {
  const auto state = start();
  EXPECT_EQ(described(*state, "h8h9"),
            (game::MoveDescription{"", "move of no piece", "straight", 1, "north"}));
  // Black's pawn, and a neutral knight, while White is to move.
  EXPECT_EQ(described(*state, "h15h13"),
            (game::MoveDescription{"Pawn", "move of a piece not to move", "straight", 2, "south"}));
  EXPECT_EQ(described(*state, "b15c13"),
            (game::MoveDescription{"Knight", "move of a piece not to move", "jump 2-1", 1,
                                   "2 south 1 east"}));
}

TEST(SovereignDescribeMove, DescribesNothingForTextsThatAreNotMovesOfTheNotation) {
  const auto state = armies();
  for (const std::string text :
       {"",      "h",      "h2",      "h2h2",   "q1q2",  "h17h1",    "h0h1",
        "h2h4x", "j6j7=p", "j6j7=",   "j6j7=x", "i1k1/", "i1k1/l1x", "i1@",
        "i1@x",  "i1@ni1", "i1@nk1x", "pass",   "0000",  "H2H4"})
    EXPECT_FALSE(state->describe_move(text).has_value()) << "'" << text << "'";
}

TEST(SovereignDescribeMove, NamesTheSquaresLeftAndReachedAsTheNotationDoes) {
  const auto moved = start()->describe_move("h2h4");
  ASSERT_TRUE(moved.has_value());
  EXPECT_EQ(moved->from, "h2");
  EXPECT_EQ(moved->to, "h4");
}

}  // namespace
}  // namespace minnaar
