// Legal move generation (docs/rules/minnaar.md#moves; rules §4, §5, §6) on hand-made positions.
// Diagrams show ranks 8 to 1, files a to h; '.' is an empty square.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "verify/minnaar/test_support.h"

namespace minnaar::current {
namespace {

using test::generates;
using test::mfen;
using test::move_names;
using test::mv;
using test::sorted;
using test::targets_from;
using Names = std::vector<std::string>;

// --- Sovereigns ----------------------------------------------------------

// . . . . . . . .
// . . . . . . . .
// . . . P . p . .   d6 South ally, f6 North Sovereign: both two squares away
// . . . . . . . .
// . . . P . . . .   d4: the Sovereign under test
// . . . . . . . .
// . . . R . . . .   d2 White rook, two squares away: captured, d1 behind it
// . . . . . . . .
TEST(SovereignMoves, BlockedAtDistanceTwoCannotPassOverOrLandOnASovereign) {
  const Position pos = mfen("8/8/3P1p2/8/3P4/8/3R4/8 s 0 0 1");
  EXPECT_EQ(targets_from(pos, "d4"),
            sorted({"d5",                    // north: d6 is an ally, d7/d8 behind it
                    "d3", "d2",              // south: capture on d2, d1 behind it
                    "e4", "f4", "g4", "h4",  // east: four squares
                    "c4", "b4", "a4",        // west: to the edge
                    "e5",                    // north-east: f6 is North's, g7/h8 behind
                    "c5", "b6", "a7",        // north-west
                    "e3", "f2", "g1",        // south-east
                    "c3", "b2", "a1"}));     // south-west
  EXPECT_FALSE(generates(pos, "d4d6"));      // onto an ally
  EXPECT_FALSE(generates(pos, "d4d7"));      // over an ally
  EXPECT_FALSE(generates(pos, "d4f6"));      // onto a Sovereign of the other group
  EXPECT_FALSE(generates(pos, "d4g7"));      // over a Sovereign of the other group
  EXPECT_FALSE(generates(pos, "d4d1"));      // over the captured rook's square
  EXPECT_TRUE(generates(pos, "d4d2"));       // the capture itself
}

// p . . . . . . p     a1 P: r on a5 (file) and b on e5 (diagonal) are four
// . . . . . . . .     squares away: both captured.
// . . . . . . . .
// r . . . b . . .
// . . . . . . . .
// . . . . . . . .
// . . . . . . . .
// P . . . . . . .
TEST(SovereignMoves, CaptureAtDistanceFourButNotFive) {
  const Position four = mfen("7p/8/8/r3b3/8/8/8/P7 s 0 0 1");
  EXPECT_EQ(targets_from(four, "a1"),
            sorted({"a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1", "b2", "c3", "d4", "e5"}));
  EXPECT_TRUE(generates(four, "a1a5"));  // file, distance 4, capture
  EXPECT_TRUE(generates(four, "a1e5"));  // diagonal, distance 4, capture

  // Same pieces one square further (a6, f6): distance 5, out of reach; the
  // Sovereign stops four squares out on the empty squares before them.
  const Position five = mfen("7p/8/r4b2/8/8/8/8/P7 s 0 0 1");
  EXPECT_EQ(targets_from(five, "a1"),
            sorted({"a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1", "b2", "c3", "d4", "e5"}));
  EXPECT_FALSE(generates(five, "a1a6"));
  EXPECT_FALSE(generates(five, "a1f6"));
}

TEST(SovereignMoves, ReachesAnEmptySquareAtFourButNotFive) {
  // a1 on an otherwise empty file, rank and diagonal.
  const Position pos = mfen("7p/8/8/8/8/8/8/P6K s 0 0 1");
  EXPECT_TRUE(generates(pos, "a1a5"));
  EXPECT_FALSE(generates(pos, "a1a6"));
  EXPECT_TRUE(generates(pos, "a1e1"));
  EXPECT_FALSE(generates(pos, "a1f1"));
  EXPECT_TRUE(generates(pos, "a1e5"));
  EXPECT_FALSE(generates(pos, "a1f6"));
  EXPECT_EQ(move_names(pos).size(), 12u);
}

TEST(SovereignMoves, NorthernSovereignsHaveTheSameRange) {
  // h8 p, White rook four squares down the file on h4: captured.
  const Position four = mfen("7p/8/8/8/7R/8/8/P7 n 0 0 1");
  EXPECT_EQ(targets_from(four, "h8"),
            sorted({"h7", "h6", "h5", "h4", "g8", "f8", "e8", "d8", "g7", "f6", "e5", "d4"}));
  // The rook on h3 is five squares away: out of reach.
  const Position five = mfen("7p/8/8/8/8/7R/8/P7 n 0 0 1");
  EXPECT_FALSE(generates(five, "h8h3"));
  EXPECT_TRUE(generates(five, "h8h4"));
}

TEST(SovereignMoves, CentreSovereignOnAnOpenBoardHas27Moves) {
  // d4 P; the K on a8 and the p on h1 are on none of d4's lines.
  const Position pos = mfen("K7/8/8/8/3P4/8/8/7p s 0 0 1");
  EXPECT_EQ(move_names(pos).size(), 27u);
  EXPECT_FALSE(generates(pos, "d4e6"));  // not along a line
  EXPECT_FALSE(generates(pos, "d4d4"));
}

TEST(SovereignMoves, SouthNeverLandsOnNorthAndNorthNeverOnSouth) {
  // d4 P and d5 p face each other on the d-file.
  const Position south = mfen("8/8/8/3p4/3P4/8/8/7K s 0 0 1");
  EXPECT_FALSE(generates(south, "d4d5"));
  EXPECT_FALSE(generates(south, "d4d6"));
  const Position north = mfen("8/8/8/3p4/3P4/8/8/7K n 0 0 1");
  EXPECT_FALSE(generates(north, "d5d4"));
  EXPECT_FALSE(generates(north, "d5d3"));
  EXPECT_TRUE(generates(north, "d5d6"));
}

TEST(SovereignMoves, CaptureEstablishmentPiecesOfEitherColour) {
  // d4 P: White K on d6 (two up), Black n on f6 (two up-right).
  const Position south = mfen("p7/8/3K1n2/8/3P4/8/8/8 s 0 0 1");
  EXPECT_TRUE(generates(south, "d4d6"));
  EXPECT_TRUE(generates(south, "d4f6"));
  // The same for North: a8 p takes White's K on a6 or Black's n on c6.
  const Position north = mfen("p7/8/K1n5/8/8/8/8/P7 n 0 0 1");
  EXPECT_TRUE(generates(north, "a8a6"));
  EXPECT_TRUE(generates(north, "a8c6"));
  EXPECT_FALSE(generates(north, "a8a5"));  // behind the king
}

TEST(SovereignMoves, OnlyTheSideToMovesSovereignsMove) {
  const Position pos = Position::start();
  for (Move m : test::moves_of(pos)) {
    EXPECT_EQ(rank_of(m.from()), 0) << test::name_of(m);  // South's rank 1 only
  }
}

TEST(SovereignMoves, StartPositionHasSixtyMoves) {
  // Every South Sovereign goes 3 squares up its file and diagonals (the
  // third square being a Black capture); sideways it is blocked by allies:
  // a1 6, b1 7, c1 8, d1 9, e1 9, f1 8, g1 7, h1 6 = 60.
  const Position pos = Position::start();
  EXPECT_EQ(move_names(pos).size(), 60u);
  EXPECT_EQ(targets_from(pos, "a1"), sorted({"a2", "a3", "a4", "b2", "c3", "d4"}));
  EXPECT_EQ(targets_from(pos, "d1"),
            sorted({"d2", "d3", "d4", "c2", "b3", "a4", "e2", "f3", "g4"}));
  EXPECT_FALSE(generates(pos, "a1a5"));  // behind the Black rook
  EXPECT_FALSE(generates(pos, "a1b1"));  // onto an ally
  EXPECT_EQ(count_moves(pos), 60);
}

// --- Establishment ---------------------------------------------------------

// . . . . . . . .
// . . . . . . . .
// . . p . . . . .   c6 p: captured by the jump
// . P R B k . . .   b5 P: captured; c5 R, d5 B, e5 k around the knight
// . . Q N N . . .   d4: the knight under test, boxed in on all eight sides
// . . K R B q . .   f3 q: Black, an ally: not a landing square
// . . . . r . . .   e2 r: Black, an ally
// . . . . . . . .
TEST(EstablishmentMoves, KnightJumpsOverPiecesAndNeverLandsOnAnAlly) {
  const Position pos = mfen("8/8/2p5/1PRBk3/2QNN3/2KRBq2/4r3/8 w 0 0 1");
  EXPECT_EQ(targets_from(pos, "d4"), sorted({"b3", "b5", "c2", "c6", "e6", "f5"}));
  EXPECT_FALSE(generates(pos, "d4e2"));
  EXPECT_FALSE(generates(pos, "d4f3"));
}

// . . . . . . . .
// . . . . . . p .   g7 p: captured, h8 behind it
// . . . P . . . .   d6 P: captured, d7/d8 behind it
// . . . . . . . .
// . . . Q . K . .   f4 K: White ally, the queen stops on e4
// . . . . . . . .
// . b . . . . . .   b2 b: Black ally, the queen stops on c3
// . . . . . . . .
TEST(EstablishmentMoves, QueenSlidesAnyDistanceAndIsBlocked) {
  const Position pos = mfen("8/6p1/3P4/8/3Q1K2/8/1b6/8 w 0 0 1");
  EXPECT_EQ(targets_from(pos, "d4"),
            sorted({"d5", "d6", "d3", "d2", "d1", "e4", "c4", "b4", "a4", "e5", "f6", "g7", "c5",
                    "b6", "a7", "e3", "f2", "g1", "c3"}));
}

// . . . . . . . .
// . . . . . . . .
// . . . . N . . .   e6 N: White ally above the rook
// . . . . . . . .
// . . . . R . q .   g4 q: Black ally to the right
// . . . . . . . .
// . . . . . . . .
// . . . . p . . P   e1 p: captured at distance 3
TEST(EstablishmentMoves, RookSlidesAlongRankAndFileAndIsBlocked) {
  const Position pos = mfen("8/8/4N3/8/4R1q1/8/8/4p2P w 0 0 1");
  EXPECT_EQ(targets_from(pos, "e4"),
            sorted({"e5", "e3", "e2", "e1", "f4", "d4", "c4", "b4", "a4"}));
}

// . . . . . . . .
// . . . . . . . .
// . . . . . P . .   f6 P: captured, g7/h8 behind it
// . . . . . . . .
// . . . . . . . .
// . . b . . . . .   c3: the Black bishop under test
// . K . p . . . .   b2 K: White ally; d2 p: captured, e1 behind it
// . . . . . . . .
TEST(EstablishmentMoves, BishopSlidesAlongDiagonalsAndIsBlocked) {
  const Position pos = mfen("8/8/5P2/8/8/2b5/1K1p4/8 b 0 0 1");
  EXPECT_EQ(targets_from(pos, "c3"), sorted({"d4", "e5", "f6", "b4", "a5", "d2"}));
  EXPECT_FALSE(generates(pos, "c3b2"));
  EXPECT_FALSE(generates(pos, "c3e1"));
  EXPECT_FALSE(generates(pos, "c3g7"));
}

TEST(EstablishmentMoves, KingMovesOneSquareInTheCentre) {
  // e4 K: d5 p is captured, e5 N is an ally.
  const Position pos = mfen("8/8/8/3pN3/4K3/8/8/P7 w 0 0 1");
  EXPECT_EQ(targets_from(pos, "e4"), sorted({"d3", "e3", "f3", "d4", "f4", "d5", "f5"}));
  EXPECT_FALSE(generates(pos, "e4e6"));
  EXPECT_FALSE(generates(pos, "e4c4"));
}

TEST(EstablishmentMoves, KingMovesOneSquareInTheCorner) {
  // a8 k: b8 P is captured, a7 R is an ally (White and Black never meet).
  const Position pos = mfen("kP6/R7/8/8/8/8/8/7p b 0 0 1");
  EXPECT_EQ(targets_from(pos, "a8"), sorted({"b8", "b7"}));
}

// p . . . . . . .
// . . . . . . . .
// . . . . . . . .
// . . . r . . . .   d5 r, c4 b, e4 n: Black pieces around White's queen
// . . b Q n . . .
// . . . . . . . .
// . . . . . . . .
// P . . . . . . .   a1 P: captured along the diagonal
TEST(EstablishmentMoves, WhiteAndBlackNeverCaptureOneAnother) {
  const Position white = mfen("p7/8/8/3r4/2bQn3/8/8/P7 w 0 0 1");
  EXPECT_EQ(targets_from(white, "d4"), sorted({"d3", "d2", "d1", "e5", "f6", "g7", "h8", "c5", "b6",
                                               "a7", "e3", "f2", "g1", "c3", "b2", "a1"}));
  const Position black = mfen("p7/8/8/3r4/2bQn3/8/8/P7 b 0 0 1");
  for (Move m : test::moves_of(black)) {
    EXPECT_NE(m.to(), kD4) << test::name_of(m) << " lands on White's queen";
  }
  EXPECT_EQ(targets_from(black, "d5"),
            sorted({"d6", "d7", "d8", "c5", "b5", "a5", "e5", "f5", "g5", "h5"}));
}

TEST(EstablishmentMoves, CaptureSovereignsOfEitherGroup) {
  // d4 N (White): P on c6 and p on e6 are both a knight's jump away.
  const Position pos = mfen("8/8/2P1p3/8/3N4/8/8/8 w 0 0 1");
  EXPECT_TRUE(generates(pos, "d4c6"));
  EXPECT_TRUE(generates(pos, "d4e6"));
  // Black's rook on h1 takes the P on a1 along the rank or the p on h8 up the file.
  const Position black = mfen("7p/8/8/8/8/8/8/P6r b 0 0 1");
  EXPECT_TRUE(generates(black, "h1a1"));
  EXPECT_TRUE(generates(black, "h1h8"));
}

TEST(EstablishmentMoves, WhiteStartMovesAfterSouthOpens) {
  // After a1a2 White's rank-5 army moves outward (up); rank 4 is its allies.
  Position pos = Position::start();
  test::play(pos, "a1a2");
  const Names names = move_names(pos);
  EXPECT_EQ(names.size(), 38u);
  for (const std::string& n : names) EXPECT_EQ(n[1], '5') << n;
  EXPECT_EQ(targets_from(pos, "a5"), sorted({"a6", "a7", "a8"}));  // a8 p captured
  EXPECT_EQ(targets_from(pos, "e5"), sorted({"d6", "e6", "f6"}));
  EXPECT_EQ(targets_from(pos, "b5"), sorted({"a3", "c3", "a7", "c7", "d6"}));
}

// --- Passes and finished games ----------------------------------------------

TEST(ForcedPass, AnArmyWithNoPiecesPasses) {
  // Black has no piece at all.
  const Position black = mfen("p7/8/8/8/8/8/8/P6K b 0 0 1");
  EXPECT_EQ(move_names(black), Names{"pass"});
  EXPECT_EQ(count_moves(black), 1);
  EXPECT_TRUE(is_legal(black, Move::pass()));
  EXPECT_TRUE(why_illegal(black, Move::pass()).empty());
  // White has no piece at all.
  const Position white = mfen("p7/8/8/8/8/8/8/P6k w 0 0 1");
  EXPECT_EQ(move_names(white), Names{"pass"});
}

TEST(ForcedPass, ASideWithPiecesButNoLegalMovePasses) {
  // a1 P is walled in by North's Sovereigns on a2, b1, b2 (it may not land
  // on them nor pass over them).
  const Position south = mfen("7K/8/8/8/8/8/pp6/Pp6 s 0 0 1");
  EXPECT_EQ(move_names(south), Names{"pass"});
  EXPECT_EQ(count_moves(south), 1);
  // a1 K is walled in by Black's q, r, n (allies).
  const Position white = mfen("p7/8/8/8/8/8/qr6/Kn5P w 0 0 1");
  EXPECT_EQ(move_names(white), Names{"pass"});
  EXPECT_TRUE(is_legal(white, Move::pass()));
}

TEST(ForcedPass, ASideThatCanMoveMayNotPass) {
  EXPECT_FALSE(is_legal(Position::start(), Move::pass()));
  EXPECT_FALSE(why_illegal(Position::start(), Move::pass()).empty());
  for (Move m : test::moves_of(Position::start())) EXPECT_FALSE(m.is_pass());
}

// A Sovereign group can be forced to pass in a real game: North's last
// Sovereign walks to a1 (capturing the White King on e5 on its way), South
// boxes it in on a2, b1 and b2, and every Establishment turn takes one of the
// other seven North Sovereigns. (Both groups can never be stuck at once:
// see SovereignGroups.AreNeverBothUnableToMove in verify/properties.)
TEST(ForcedPass, ASovereignGroupCanBeForcedToPassInAGameFromTheStart) {
  auto played = play_moves(Position::start(),
                           "a1a2 d5a8 h8e5 d4d8 h1h2 a8b8 e5a1 d8e8 c1b2 f5c8 g8f7 e8f8 h2h1 g5f7");
  ASSERT_TRUE(played) << played.error();
  EXPECT_EQ(to_mfen(*played), "1QB2q2/5N2/8/RNB4R/rnb1kbnr/8/PP6/pP1PPPPP n 0 0 4");
  EXPECT_EQ(played->outcome(), Outcome::kOngoing);
  EXPECT_EQ(test::moves_of(*played), std::vector<Move>{Move::pass()});
  played->make(Move::pass());
  EXPECT_EQ(played->outcome(), Outcome::kOngoing);
  EXPECT_EQ(played->passes(), 1);
}

TEST(FinishedGame, HasNoMoves) {
  const char* finished[] = {
      "p7/8/8/8/3P4/8/8/8 w 0 0 5",                             // Liberation
      "3r4/8/8/8/8/8/8/P7 s 0 0 10",                            // no North
      "p7/8/8/8/8/8/8/7K s 0 0 3",                              // no South
      "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21",  // 80 turns
      "p7/8/8/8/8/8/8/P6K s 4 4 2",                             // four passes
  };
  for (const char* text : finished) {
    SCOPED_TRACE(text);
    const Position pos = mfen(text);
    ASSERT_TRUE(pos.is_over());
    EXPECT_TRUE(move_names(pos).empty());
    EXPECT_EQ(count_moves(pos), 0);
    EXPECT_FALSE(is_legal(pos, Move::pass()));
    EXPECT_FALSE(why_illegal(pos, Move::pass()).empty());
  }
  // Pieces that could move on the board do not make a move legal.
  const Position over = mfen("pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21");
  EXPECT_FALSE(is_legal(over, mv("a1a2")));
  EXPECT_FALSE(why_illegal(over, mv("a1a2")).empty());
}

// --- Legality queries --------------------------------------------------------

TEST(IsLegal, AgreesWithTheGeneratorAndExplainsRefusals) {
  const Position pos = Position::start();
  EXPECT_TRUE(is_legal(pos, mv("a1a2")));
  EXPECT_TRUE(why_illegal(pos, mv("a1a2")).empty());
  EXPECT_TRUE(is_legal(pos, mv("a1a4")));  // capture
  const char* illegal[] = {
      "a1a5",  // behind the Black rook
      "a1a6",  // five squares, and behind the rook
      "a1b1",  // onto an ally
      "a5a6",  // White's rook: not White's turn
      "a8a7",  // North's Sovereign: not North's turn
      "e2e3",  // no piece on e2
      "a1b3",  // not along a line
  };
  for (const char* text : illegal) {
    EXPECT_FALSE(is_legal(pos, mv(text))) << text;
    EXPECT_FALSE(why_illegal(pos, mv(text)).empty()) << text;
  }
  EXPECT_FALSE(is_legal(pos, Move::none()));
}

TEST(IsLegal, ASovereignAtDistanceFiveOnAnEmptyLineIsRefusedWithAReason) {
  const Position pos = mfen("7p/8/8/8/8/8/8/P6K s 0 0 1");
  EXPECT_FALSE(is_legal(pos, mv("a1f1")));
  EXPECT_FALSE(why_illegal(pos, mv("a1f1")).empty());
  EXPECT_FALSE(is_legal(pos, mv("a1a6")));
}

TEST(MoveListContains, FindsGeneratedMovesOnly) {
  MoveList list;
  generate_moves(Position::start(), list);
  EXPECT_TRUE(list.contains(mv("a1a4")));
  EXPECT_FALSE(list.contains(mv("a1a5")));
  EXPECT_FALSE(list.contains(Move::pass()));
}

// Every generated move, in the start position and along random games: the
// moving piece is the side to move's, the landing square is empty or holds a
// piece of the other side (Alliance vs Establishment), nothing is listed
// twice, and count_moves / is_legal agree with the list.
TEST(GeneratedMoves, NeverLandOnAnAllyAlongRandomGames) {
  std::mt19937 rng(777);
  const char* starts[] = {
      "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1",
      "3p4/2P5/8/1b1N4/5q2/8/6R1/4p3 b 61 0 33",
      "p1p1p1p1/1r1b1n1q/8/2K1Q3/8/3k4/1N1B1R2/1P1P1P1P s 0 0 1",
  };
  long checked = 0;
  for (const char* start : starts) {
    for (int game = 0; game < 20; ++game) {
      Position pos = mfen(start);
      while (!pos.is_over()) {
        MoveList list;
        generate_moves(pos, list);
        ASSERT_FALSE(list.empty()) << to_mfen(pos);
        ASSERT_EQ(count_moves(pos), int(list.size())) << to_mfen(pos);
        std::set<std::uint16_t> seen;
        for (Move m : list) {
          SCOPED_TRACE(to_mfen(pos) + " " + test::name_of(m));
          ASSERT_TRUE(seen.insert(m.raw()).second) << "listed twice";
          ASSERT_TRUE(is_legal(pos, m));
          ++checked;
          if (m.is_pass()) {
            ASSERT_EQ(list.size(), 1u) << "a pass next to real moves";
            continue;
          }
          const Piece mover = pos.piece_on(m.from());
          ASSERT_NE(mover, kNoPiece);
          ASSERT_EQ(faction_of(mover), pos.side_to_move());
          const Piece target = pos.piece_on(m.to());
          if (target != kNoPiece) {
            ASSERT_NE(is_alliance(faction_of(target)), is_alliance(faction_of(mover)))
                << "lands on an ally";
          }
        }
        pos.make(list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)]);
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace
}  // namespace minnaar::current
