// Tests of the independent model of Schachen. Every expectation here was worked
// out by hand from the rules text (seeds/004_3c810d214b2272c6.txt) and
// docs/rules/schachen.md, except the perft numbers of the dealt starts, which are the
// table of docs/rules/schachen.md#perft. Positions are written as MFEN
// (docs/rules/schachen.md#mfen):
//   <board> <side> <W-hand> <W-pile> <W-pool> <B-hand> <B-pile> <B-pool> <move>
// and, unless a test says otherwise, hold no cards ("- - - - - -").
#include "verify/schachen/model.h"
#include "verify/model/text_model.h"
#include "verify/model/text_model_test.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace minnaar::model::schachen {
namespace {

using Turns = std::vector<std::string>;

// Parses an MFEN a test relies on; a refusal fails the test with the reason.
Game parse(const std::string& mfen) {
  std::string error;
  auto game = Game::from_mfen(mfen, &error);
  EXPECT_TRUE(game.has_value()) << mfen << " refused: " << error;
  return game ? *game : Game::deal(0);
}

// The "<field>: <reason>" refusal of an MFEN; a failure if it is accepted.
std::string refusal(const std::string& mfen) {
  std::string error;
  auto game = Game::from_mfen(mfen, &error);
  EXPECT_FALSE(game.has_value()) << mfen << " accepted as " << game->mfen();
  return error;
}

// The field a refusal names.
std::string refused_field(const std::string& mfen) {
  std::string error = refusal(mfen);
  return error.substr(0, error.find(": "));
}

// The legal turns whose text starts with `prefix` ("0,1:" for one piece's).
Turns turns_starting(const Game& game, const std::string& prefix) {
  Turns out;
  for (const std::string& turn : game.legal_moves()) {
    if (turn.rfind(prefix, 0) == 0) out.push_back(turn);
  }
  return out;
}

// --- The deal (docs/rules/schachen.md#set-up)
// -------------------------------------------------------

TEST(SchachenModel, SplitMixFromSeedZeroStartsAsTheSpecSays) {
  std::uint64_t state = 0;
  EXPECT_EQ(splitmix64(state), 0xe220a8397b1dcdafULL);
}

TEST(SchachenModel, TheDealOfSeedZeroIsTheSpecsStart) {
  EXPECT_EQ(Game::deal(0).mfen(),
            "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP NBPRBPQR - bnp pprrpqnb - 1");
  EXPECT_EQ(Game::deal(0).mfen(), kSeedZeroMfen);
}

TEST(SchachenModel, TheDealOfSeedOneGivesTheSpecsHandsAndPiles) {
  Game game = Game::deal(1);
  EXPECT_EQ(game.hand('w'), "BNP");
  EXPECT_EQ(game.pile('w'), "RQRNPBPP");
  EXPECT_EQ(game.hand('b'), "bnp");
  EXPECT_EQ(game.pile('b'), "rpnbprqp");
  EXPECT_EQ(game.mfen(),
            "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w BNP RQRNPBPP - bnp rpnbprqp - 1");
  EXPECT_EQ(game.side(), 'w');
  EXPECT_EQ(game.move_number(), 1);
  EXPECT_EQ(game.result(), "ongoing");
}

// --- Perft (docs/rules/schachen.md#perft)
// ---------------------------------------------------------

TEST(SchachenModel, PerftFromTheDealsMatchesTheSpecTable) {
  Game zero = Game::deal(0), one = Game::deal(1);
  EXPECT_EQ(zero.perft(0), 1u);
  EXPECT_EQ(zero.perft(1), 47u);
  EXPECT_EQ(zero.perft(2), 3102u);
  EXPECT_EQ(zero.perft(3), 223297u);
  EXPECT_EQ(one.perft(0), 1u);
  EXPECT_EQ(one.perft(1), 66u);
  EXPECT_EQ(one.perft(2), 4356u);
  EXPECT_EQ(one.perft(3), 421180u);
  // Depth 4 (18501248, 40175032) takes too long here: see schachen_model_perft.
}

TEST(SchachenModel, DivideListsEveryTurnInByteOrderAndSumsToPerft) {
  Game game = Game::deal(1);
  auto divided = game.divide(2);
  Turns turns;
  std::uint64_t total = 0;
  for (const auto& [turn, count] : divided) {
    turns.push_back(turn);
    total += count;
  }
  EXPECT_EQ(turns, game.legal_moves());
  EXPECT_TRUE(std::is_sorted(turns.begin(), turns.end()));
  EXPECT_EQ(total, 4356u);
  EXPECT_TRUE(game.divide(0).empty());
}

// Counted by hand: each of the four pawn steps and two king steps, alone or
// followed by each N or P placement (docs/rules/schachen.md#a-turn rule 5).
TEST(SchachenModel, TheStartOfSeedZeroHasFortySevenTurns) {
  Game game = Game::deal(0);
  EXPECT_EQ(turns_starting(game, "0,1:").size(), 8u);
  EXPECT_EQ(turns_starting(game, "1,1:").size(), 10u);
  EXPECT_EQ(turns_starting(game, "2,1:").size(), 9u);
  EXPECT_EQ(turns_starting(game, "3,1:").size(), 8u);
  EXPECT_EQ(turns_starting(game, "1,0:").size(), 12u);
  EXPECT_EQ(game.legal_moves().size(), 47u);
}

// --- MFEN (docs/rules/schachen.md#mfen)
// ------------------------------------------------------------

TEST(SchachenModel, AnMfenInAnyOrderIsWrittenCanonically) {
  Game game = parse("P2,1/K1,0/P-3,1/k0,9 w PN - PQ nb - - 3");
  EXPECT_EQ(game.mfen(), "k0,9/P-3,1/P2,1/K1,0 w NP - QP bn - - 3");
  EXPECT_EQ(parse(game.mfen()).mfen(), game.mfen());
  EXPECT_EQ(game.piece_at(-3, 1), "P");
  EXPECT_EQ(game.piece_at(0, 9), "k");
  EXPECT_EQ(game.piece_at(0, 0), "");
  EXPECT_EQ(game.pool('w'), "QP");
  EXPECT_EQ(game.pool('b'), "-");
  EXPECT_EQ(game.move_number(), 3);
}

TEST(SchachenModel, AnMfenNeedsNineFieldsSeparatedBySingleSpaces) {
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - - - 1"), "MFEN");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - - - - 1 1"), "MFEN");
  EXPECT_EQ(refused_field("K0,0/k5,5  w - - - - - - 1"), "MFEN");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - - - - 1 "), "MFEN");
  EXPECT_EQ(refused_field(""), "MFEN");
  EXPECT_EQ(refused_field(" w - - - - - - 1"), "board");  // nine fields, the first empty
  parse("K0,0/k5,5 w - - - - - - 1");
}

TEST(SchachenModel, AMalformedBoardEntryIsRefused) {
  for (const char* board : {"K0;0/k5,5", "K0,0,0/k5,5", "K0/k5,5", "X0,0/k5,5", "K0,0//k5,5",
                            "K,0/k5,5", "K0,/k5,5", "-", "K0,0/k5,5/", "KK0,0/k5,5"}) {
    EXPECT_EQ(refused_field(std::string(board) + " w - - - - - - 1"), "board") << board;
  }
}

TEST(SchachenModel, NegativeZeroLeadingZerosAndHugeIntegersAreRefused) {
  for (const char* board : {"K-0,0/k5,5", "K01,0/k5,5", "K0,-01/k5,5", "K+1,0/k5,5",
                            "K1000001,0/k5,5", "K0,-1000001/k5,5", "K1e3,0/k5,5", "K0,00/k5,5"}) {
    EXPECT_EQ(refused_field(std::string(board) + " w - - - - - - 1"), "board") << board;
  }
  for (const char* move : {"01", "-0", "+1", "1000001", "1.0", "x"}) {
    EXPECT_EQ(refused_field(std::string("K0,0/k5,5 w - - - - - - ") + move), "move") << move;
  }
  Game far = parse("K1000000,-1000000/k-1000000,1000000 w - - - - - - 1000000");
  EXPECT_EQ(far.piece_at(1000000, -1000000), "K");
  EXPECT_EQ(far.move_number(), 1000000);
}

TEST(SchachenModel, TheSideIsWOrB) {
  for (const char* side : {"x", "W", "wb", "-"}) {
    EXPECT_EQ(refused_field(std::string("K0,0/k5,5 ") + side + " - - - - - - 1"), "side") << side;
  }
  EXPECT_EQ(parse("K0,0/k5,5 b - - - - - - 1").side(), 'b');
}

TEST(SchachenModel, CardLettersAreOfTheirOwnersCaseInQRBNPAndNeverAKing) {
  EXPECT_EQ(refused_field("K0,0/k5,5 w npp - - - - - 1"), "white-hand");  // wrong case
  EXPECT_EQ(refused_field("K0,0/k5,5 w K - - - - - 1"), "white-hand");    // a king
  EXPECT_EQ(refused_field("K0,0/k5,5 w X - - - - - 1"), "white-hand");
  EXPECT_EQ(refused_field("K0,0/k5,5 w -P - - - - - 1"), "white-hand");
  EXPECT_EQ(refused_field("K0,0/k5,5 w NPP p - - - - 1"), "white-pile");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - q - - - 1"), "white-pool");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - P - - 1"), "black-hand");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - bnp Q - 1"), "black-pile");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - - - k 1"), "black-pool");
  parse("K0,0/k5,5 w QRB NNP P bnp qrr bn 1");
}

TEST(SchachenModel, AHandHoldsAtMostThreeAndThreeWhileItsPileLasts) {
  EXPECT_EQ(refused_field("K0,0/k5,5 w NPPP - - - - - 1"), "white-hand");
  EXPECT_EQ(refused_field("K0,0/k5,5 w NP Q - - - - 1"), "white-hand");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - bn q - 1"), "black-hand");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - bnpp - - 1"), "black-hand");
  parse("K0,0/k5,5 w NP - - - - - 1");  // under 3 once the pile is used up
  parse("K0,0/k5,5 w NPP Q - bnp q - 1");
}

TEST(SchachenModel, TwoPiecesOnOneSquareAreRefused) {
  EXPECT_EQ(refused_field("K0,0/P0,0/k5,5 w - - - - - - 1"), "board");
  EXPECT_EQ(refused_field("K0,0/k5,5/p5,5 w - - - - - - 1"), "board");
}

TEST(SchachenModel, EachSideHasExactlyOneKing) {
  EXPECT_EQ(refused_field("K0,0 w - - - - - - 1"), "board");
  EXPECT_EQ(refused_field("k5,5/P0,0 w - - - - - - 1"), "board");
  EXPECT_EQ(refused_field("K0,0/K9,9/k5,5 w - - - - - - 1"), "board");
  EXPECT_EQ(refused_field("K0,0/k5,5/k-9,9 w - - - - - - 1"), "board");
}

TEST(SchachenModel, NoTypeHasMoreCardsThanTheSixteenHoldNamingWhereTheCountGoesOver) {
  // 3 rooks: one on the board, one in the hand, one in the pool.
  EXPECT_EQ(refused_field("K0,0/R9,0/k5,5 w R - R - - - 1"), "white-pool");
  // 9 pawns: 3 in the hand, 6 in the pile.
  EXPECT_EQ(refused_field("K0,0/k5,5 w PPP PPPPPP - - - - 1"), "white-pile");
  // 2 black queens: one on the board, one in the pool.
  EXPECT_EQ(refused_field("K0,0/k5,5/q9,8 w - - - - - q 1"), "black-pool");
  // 3 rooks on the board alone.
  EXPECT_EQ(refused_field("K0,0/R1,0/R2,0/R3,0/k5,5 w - - - - - - 1"), "board");
  // Exactly the 16, and fewer (the rest is out of the game), are accepted.
  parse("K0,0/P1,1/k5,5 w PPP PPP P - - - 1");
  parse("K0,0/k5,5 w - - - - - - 1");
}

TEST(SchachenModel, TheMoveNumberStartsAtOne) {
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - - - - 0"), "move");
  EXPECT_EQ(refused_field("K0,0/k5,5 w - - - - - - -3"), "move");
  EXPECT_EQ(parse("K0,0/k5,5 w - - - - - - 1").move_number(), 1);
}

TEST(SchachenModel, TheSideNotToMoveMayNotBeInCheck) {
  EXPECT_EQ(refused_field("K0,0/k1,1 w - - - - - - 1"), "side");       // kings side by side
  EXPECT_EQ(refused_field("K0,0/r0,7/k5,5 b - - - - - - 1"), "side");  // White checked
  Game checked = parse("K0,0/r0,7/k5,5 w - - - - - - 1");              // the side to move may be
  EXPECT_TRUE(checked.in_check());
}

// --- Movement (docs/rules/schachen.md#a-turn rules 1 and 2)
// -------------------------------------------

// The knight and the black pawn give the squares behind the king neighbours;
// only the capture goes back.
TEST(SchachenModel, AKingNeverStepsBackWithoutCapturing) {
  Game game = parse("K0,0/N0,-2/p1,-1/k10,10 w - - - - - - 1");
  EXPECT_EQ(game.legal_moves(),
            (Turns{"0,-2:-1,0", "0,-2:1,0", "0,-2:2,-1", "0,0:1,-1", "0,0:1,0"}));
}

TEST(SchachenModel, ABlackKingsBackIsTowardsGreaterY) {
  Game game = parse("k0,0/n0,2/P-1,1/K10,-10 b - - - - - - 1");
  EXPECT_EQ(game.legal_moves(), (Turns{"0,0:-1,0", "0,0:-1,1", "0,2:-1,0", "0,2:-2,1", "0,2:1,0"}));
}

TEST(SchachenModel, TheSquareAMoverLeavesNeverCountsAsItsNeighbour) {
  // A lone king's only neighbour is its own square: it cannot move at all.
  Game lone = parse("K0,0/k10,10 w - - - - - - 1");
  EXPECT_TRUE(lone.legal_moves().empty());
  EXPECT_EQ(lone.result(), "stalemate");
  // A lone pawn cannot step either.
  Game pawn = parse("K10,0/P0,0/k10,10 w - - - - - - 1");
  EXPECT_TRUE(turns_starting(pawn, "0,0:").empty());
}

TEST(SchachenModel, APawnStepsForwardOntoAnEmptySquareWithANeighbour) {
  Game white = parse("K10,0/P0,0/N-1,2/k10,10 w - - - - - - 1");
  EXPECT_EQ(turns_starting(white, "0,0:"), (Turns{"0,0:0,1"}));
  Game black = parse("k10,0/p0,0/n-1,-2/K10,-10 b - - - - - - 1");
  EXPECT_EQ(turns_starting(black, "0,0:"), (Turns{"0,0:0,-1"}));
}

TEST(SchachenModel, APawnCapturesOnlyDiagonallyForward) {
  Game game = parse("K10,0/P0,0/n0,1/r1,1/b-1,1/k10,10 w - - - - - - 1");
  EXPECT_EQ(turns_starting(game, "0,0:"), (Turns{"0,0:-1,1", "0,0:1,1"}));
}

// Rook, bishop and queen on 0,0 with the own king on 3,1: only squares next to
// the king qualify; 1,0 and 1,1 touch nothing but the rook's own square.
TEST(SchachenModel, ASliderLandsOnlyWhereAPieceIsNextToIt) {
  EXPECT_EQ(parse("R0,0/K3,1/k10,-7 w - - - - - - 1").legal_moves(),
            (Turns{"0,0:2,0", "0,0:3,0", "0,0:4,0"}));
  EXPECT_EQ(parse("B0,0/K3,1/k10,-7 w - - - - - - 1").legal_moves(), (Turns{"0,0:2,2"}));
  EXPECT_EQ(parse("Q0,0/K3,1/k10,-7 w - - - - - - 1").legal_moves(),
            (Turns{"0,0:2,0", "0,0:2,2", "0,0:3,0", "0,0:4,0"}));
}

// 4,0 would touch the pawn, but the rook cannot pass it.
TEST(SchachenModel, ASliderStopsAtTheFirstPieceAndMayCaptureIt) {
  Game game = parse("R0,0/K0,3/p3,0/k10,10 w - - - - - - 1");
  EXPECT_EQ(game.legal_moves(), (Turns{"0,0:0,2", "0,0:2,0", "0,0:3,0"}));
}

TEST(SchachenModel, AKnightJumpsAndLandsNextToAPieceOrOnACapture) {
  Game game = parse("N0,0/K0,1/r-2,-1/k10,10 w - - - - - - 1");
  EXPECT_EQ(turns_starting(game, "0,0:"), (Turns{"0,0:-1,-2", "0,0:-1,2", "0,0:-2,-1", "0,0:1,2"}));
}

// --- Check and legality (docs/rules/schachen.md#a-turn rule 3)
// ------------------------------------------

TEST(SchachenModel, AKingAttacksAllEightNeighboursAndAPawnOnlyItsForwardDiagonals) {
  Game game = parse("K0,0/P5,5/p5,10/k20,20 w - - - - - - 1");
  EXPECT_TRUE(game.attacks('w', 0, -1));
  EXPECT_TRUE(game.attacks('w', 1, -1));
  EXPECT_TRUE(game.attacks('w', -1, 1));
  EXPECT_FALSE(game.attacks('w', 2, 0));
  EXPECT_TRUE(game.attacks('w', 4, 6));
  EXPECT_TRUE(game.attacks('w', 6, 6));
  EXPECT_FALSE(game.attacks('w', 5, 6));
  EXPECT_FALSE(game.attacks('w', 4, 4));
  EXPECT_TRUE(game.attacks('b', 4, 9));
  EXPECT_TRUE(game.attacks('b', 6, 9));
  EXPECT_FALSE(game.attacks('b', 5, 9));
  EXPECT_FALSE(game.attacks('b', 4, 11));
  EXPECT_FALSE(game.attacks('x', 0, -1));
}

TEST(SchachenModel, AKingMayStandBeforeAPawnButNotOnItsDiagonals) {
  Game game = parse("K0,0/p0,2/k10,10 w - - - - - - 1");
  EXPECT_EQ(game.legal_moves(), (Turns{"0,0:0,1"}));
}

TEST(SchachenModel, AKingMayNotStepNextToTheOpposingKing) {
  Game game = parse("K0,0/k2,1 w - - - - - - 1");
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_FALSE(game.in_check());
  EXPECT_EQ(game.result(), "stalemate");
}

TEST(SchachenModel, APinnedPieceMayNotLeaveTheLine) {
  // The knight on the bishop's diagonal cannot move at all.
  EXPECT_EQ(parse("K0,0/N1,1/b3,3/k10,10 w - - - - - - 1").legal_moves(),
            (Turns{"0,0:0,1", "0,0:1,0"}));
  // The rook on the rook's file may move along it, up to the capture.
  EXPECT_EQ(parse("K0,0/R0,1/r0,5/k10,10 w - - - - - - 1").legal_moves(),
            (Turns{"0,0:-1,0", "0,0:-1,1", "0,0:1,0", "0,0:1,1", "0,1:0,4", "0,1:0,5"}));
}

// The pawn step 1,2:1,3 is a candidate (it touches the black knight), but
// leaves the check; a pawn placed on 0,2 or 0,3 would block, and does not
// count. Once the king escaped, it may place.
TEST(SchachenModel, ACheckIsEscapedByTheMoveNeverByAPlacement) {
  Game game = parse("K0,0/P1,2/r0,5/n2,4/k10,10 w P - - - - - 1");
  EXPECT_TRUE(game.in_check());
  EXPECT_EQ(game.legal_moves(), (Turns{"0,0:1,1", "0,0:1,1+P@0,2", "0,0:1,1+P@2,2"}));
  EXPECT_FALSE(game.play("1,2:1,3+P@0,3"));
  EXPECT_FALSE(game.play("1,2:1,3"));
  EXPECT_TRUE(game.play("0,0:1,1+P@0,2"));
  EXPECT_EQ(game.mfen(), "k10,10/r0,5/n2,4/P0,2/P1,2/K1,1 b - - - - - - 1");
}

TEST(SchachenModel, CheckIgnoresAdjacencyAndDistance) {
  Game game = parse("K0,-1000000/r0,1000000/k5,1000000 w - - - - - - 1");
  EXPECT_TRUE(game.in_check());
  EXPECT_TRUE(game.attacks('b', 0, 0));
  EXPECT_FALSE(game.attacks('b', 1, 0));
  // The white king touches nothing but its own square: no move, checkmate.
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_EQ(game.result(), "black-wins");
}

// --- Promotion (docs/rules/schachen.md#a-turn rule 4)
// -----------------------------------------------

TEST(SchachenModel, APawnOnTheOpposingKingsRowMayBeExchangedForATypeInThePool) {
  // Pool R N P: choices none, N, R (never P, never Q which is not there). After
  // an exchange only the pawn on 1,3 is left to place beside.
  Game game = parse("K10,0/P0,3/P1,3/k5,4 w P - RNP - - - 1");
  EXPECT_EQ(turns_starting(game, "0,3:"),
            (Turns{"0,3:0,4", "0,3:0,4+P@-1,4", "0,3:0,4+P@0,3", "0,3:0,4+P@1,4", "0,3:0,4+P@2,3",
                   "0,3:0,4=N", "0,3:0,4=N+P@0,3", "0,3:0,4=N+P@2,3", "0,3:0,4=R",
                   "0,3:0,4=R+P@0,3", "0,3:0,4=R+P@2,3"}));
  EXPECT_FALSE(game.play("0,3:0,4=Q"));
  EXPECT_FALSE(game.play("0,3:0,4=P"));
  EXPECT_FALSE(game.play("0,3:0,4=r"));
  // The cards swap: R leaves the pool, the pawn enters it.
  EXPECT_TRUE(game.play("0,3:0,4=R+P@2,3"));
  EXPECT_EQ(game.mfen(), "R0,4/k5,4/P1,3/P2,3/K10,0 b - - NPP - - - 1");
  EXPECT_TRUE(game.in_check());  // the rook checks along the row
}

TEST(SchachenModel, APawnIsExchangedOnlyOnTheOpposingKingsRow) {
  // Onto row 3 and onto row 6, with the black king on row 4.
  EXPECT_EQ(turns_starting(parse("K10,0/P0,2/P1,3/k5,4 w - - RNP - - - 1"), "0,2:"),
            (Turns{"0,2:0,3"}));
  EXPECT_EQ(turns_starting(parse("K10,0/P0,5/N1,6/k5,4 w - - RNP - - - 1"), "0,5:"),
            (Turns{"0,5:0,6"}));
}

TEST(SchachenModel, ABlackPawnIsExchangedOnWhitesKingRowAlsoByCapturing) {
  Game game = parse("K3,0/N1,0/p0,1/k0,10 b - - - - - q 1");
  EXPECT_EQ(turns_starting(game, "0,1:"), (Turns{"0,1:0,0", "0,1:0,0=Q", "0,1:1,0", "0,1:1,0=Q"}));
  EXPECT_TRUE(game.play("0,1:1,0=Q"));
  EXPECT_EQ(game.mfen(), "k0,10/q1,0/K3,0 w - - N - - p 2");
  EXPECT_TRUE(game.in_check());
}

TEST(SchachenModel, AKingReachingTheRowOfOpposingPawnsIsNeverExchanged) {
  Game game = parse("K0,3/p1,4/k5,4 w - - R - - - 1");
  EXPECT_EQ(turns_starting(game, "0,3:"), (Turns{"0,3:0,4", "0,3:1,3", "0,3:1,4"}));
}

// --- Placement and drawing (docs/rules/schachen.md#a-turn rule 5)
// ------------------------------------------

// Hand N P P: two P cards are one choice; P beside the pawn on 5,5, N behind it.
TEST(SchachenModel, APawnCardGoesBesideAnOwnPawnAndOtherCardsDirectlyBehind) {
  Game game = parse("K0,0/P5,5/p1,-1/k10,10 w NPP - - - - - 1");
  EXPECT_EQ(game.legal_moves(),
            (Turns{"0,0:1,-1", "0,0:1,-1+N@5,4", "0,0:1,-1+P@4,5", "0,0:1,-1+P@6,5", "0,0:1,0",
                   "0,0:1,0+N@5,4", "0,0:1,0+P@4,5", "0,0:1,0+P@6,5"}));
  EXPECT_EQ(game.perft(1), 8u);
}

TEST(SchachenModel, BehindABlackPawnIsTowardsGreaterYAndTheTypeIsWrittenUpperCase) {
  Game game = parse("k0,0/p3,3/P1,1/K10,-10 b - - - pb - - 1");
  EXPECT_EQ(game.legal_moves(),
            (Turns{"0,0:1,0", "0,0:1,0+B@3,4", "0,0:1,0+P@2,3", "0,0:1,0+P@4,3", "0,0:1,1",
                   "0,0:1,1+B@3,4", "0,0:1,1+P@2,3", "0,0:1,1+P@4,3"}));
  EXPECT_TRUE(game.play("0,0:1,1+B@3,4"));
  EXPECT_EQ(game.mfen(), "b3,4/p3,3/k1,1/K10,-10 w - - P p - - 2");
}

TEST(SchachenModel, WithoutAnOwnPawnOnTheBoardNothingIsPlaced) {
  EXPECT_EQ(parse("K0,0/p1,-1/k10,10 w NPP - - - - - 1").legal_moves(),
            (Turns{"0,0:1,-1", "0,0:1,0"}));
  // Exchanging the only pawn leaves none to place beside.
  EXPECT_EQ(turns_starting(parse("K10,0/P0,3/N1,5/k5,4 w P - R - - - 1"), "0,3:"),
            (Turns{"0,3:0,4", "0,3:0,4+P@-1,4", "0,3:0,4+P@1,4", "0,3:0,4=R"}));
}

// The pawn leaves 0,1: a knight fits behind it there, and a pawn beside 1,1.
TEST(SchachenModel, APlacementUsesTheBoardAfterTheMove) {
  EXPECT_EQ(turns_starting(Game::deal(0), "0,1:"),
            (Turns{"0,1:0,2", "0,1:0,2+N@0,1", "0,1:0,2+N@2,0", "0,1:0,2+N@3,0", "0,1:0,2+P@-1,2",
                   "0,1:0,2+P@0,1", "0,1:0,2+P@1,2", "0,1:0,2+P@4,1"}));
}

TEST(SchachenModel, ACardIsDrawnOnlyAfterAPlacement) {
  Game game = Game::deal(0);
  ASSERT_TRUE(game.play("1,0:0,0"));
  EXPECT_EQ(game.hand('w'), "NPP");
  EXPECT_EQ(game.pile('w'), "NBPRBPQR");
  EXPECT_EQ(game.side(), 'b');
  EXPECT_EQ(game.move_number(), 1);
  ASSERT_TRUE(game.play("1,5:0,5"));
  EXPECT_EQ(game.hand('b'), "bnp");
  EXPECT_EQ(game.pile('b'), "pprrpqnb");
  EXPECT_EQ(game.move_number(), 2);  // after Black's turn
  ASSERT_TRUE(game.play("0,1:0,2+P@1,2"));
  EXPECT_EQ(game.hand('w'), "NNP");  // N P P, less the P, plus the N on top
  EXPECT_EQ(game.pile('w'), "BPRBPQR");
  EXPECT_EQ(game.mfen(),
            "k0,5/p0,4/p1,4/p2,4/p3,4/P0,2/P1,2/P1,1/P2,1/P3,1/K0,0 b NNP BPRBPQR - bnp pprrpqnb "
            "- 2");
}

TEST(SchachenModel, APlacementDrawsTheLastCardAndThenNothing) {
  Game last = parse("K0,0/P5,5/p1,-1/k10,10 w NPP Q - - - - 1");
  ASSERT_TRUE(last.play("0,0:1,0+P@4,5"));
  EXPECT_EQ(last.hand('w'), "QNP");
  EXPECT_EQ(last.pile('w'), "-");
  Game empty = parse("K0,0/P5,5/p1,-1/k10,10 w NP - - - - - 1");
  ASSERT_TRUE(empty.play("0,0:1,0+N@5,4"));
  EXPECT_EQ(empty.hand('w'), "P");
  EXPECT_EQ(empty.pile('w'), "-");
  EXPECT_EQ(empty.piece_at(5, 4), "N");
}

// --- The end (docs/rules/schachen.md#a-turn rule 6)
// ----------------------------------------------------

// The rook moves to 5,0: the black king's side squares are on its row, the
// pawn behind it is guarded by the rook on 6,1, and the squares ahead touch
// nothing.
TEST(SchachenModel, ACheckmatedSideHasNoTurnsAndHasLost) {
  Game game = parse("K10,10/P0,1/R5,5/R6,1/k0,0 w - - - - - - 1");
  EXPECT_EQ(game.result(), "ongoing");
  ASSERT_TRUE(game.play("5,5:5,0"));
  EXPECT_TRUE(game.in_check());
  EXPECT_TRUE(game.legal_moves().empty());
  EXPECT_EQ(game.result(), "white-wins");
  EXPECT_EQ(game.perft(0), 1u);
  EXPECT_EQ(game.perft(1), 0u);
  EXPECT_EQ(game.perft(2), 0u);
  EXPECT_TRUE(game.divide(1).empty());
  EXPECT_FALSE(game.play("0,0:0,1"));
}

TEST(SchachenModel, ASideWithoutMovesOutOfCheckIsStalemated) {
  Game game = parse("K0,0/k10,10 b - - - - - - 7");
  EXPECT_FALSE(game.in_check());
  EXPECT_EQ(game.result(), "stalemate");
  EXPECT_EQ(game.perft(1), 0u);
}

// --- Turn notation (docs/rules/schachen.md#turn-notation)
// ------------------------------------------------------

TEST(SchachenModel, EveryListedTurnPlaysAndMalformedTextIsRefused) {
  Game start = Game::deal(1);
  for (const std::string& turn : start.legal_moves()) {
    Game copy = start;
    EXPECT_TRUE(copy.play(turn)) << turn;
    EXPECT_NE(copy.mfen(), start.mfen()) << turn;
  }
  Game game = Game::deal(1);
  ASSERT_TRUE(Game(game).play("1,1:1,2+P@0,2"));
  for (const char* text :
       {"1,1:1,2+p@0,2", "1,1:1,2+P@0,2+P@2,2", "1,1:1,2=P", "1,1-1,2", "1,1:1,2+P0,2", "+1,1:1,2",
        "1,1:+1,2", "01,1:1,2", "1,1:1,02", "0,1:-0,2", "-0,1:0,2", " 1,1:1,2", "1,1:1,2 ",
        "1,1:1,2+", "1,1:1,2+P@", "1,1:1,3", ""}) {
    EXPECT_FALSE(game.play(text)) << text;
    EXPECT_EQ(game.mfen(), Game::deal(1).mfen()) << text;
  }
  EXPECT_TRUE(Game::deal(0).play("1,0:2,0+N@1,0"));  // docs/rules/schachen.md#turn-notation example
}

TEST(SchachenModel, TheMfenRoundTripsAlongAGame) {
  Game game = Game::deal(7);
  for (int ply = 0; ply < 40 && game.result() == "ongoing"; ++ply) {
    Game reread = parse(game.mfen());
    EXPECT_EQ(reread.mfen(), game.mfen());
    Turns turns = game.legal_moves();
    EXPECT_EQ(reread.legal_moves(), turns);
    ASSERT_TRUE(game.play(turns[(ply * 7 + 3) % turns.size()]));
  }
}

// --- Observation (docs/rules/schachen.md#what-a-player-sees)
// -------------------------------------------------------

TEST(SchachenModel, AnObserverSeesItsHandAndPoolsButNoPileNorTheOtherHand) {
  Game game = Game::deal(0);
  EXPECT_EQ(game.observation('w'),
            "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP #8 - #3 #8 - 1");
  EXPECT_EQ(game.observation('b'),
            "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w #3 #8 - bnp #8 - 1");
  EXPECT_EQ(game.observation('x'), "");
  Game small = parse("K0,0/k5,5 w P - R n - - 4");
  EXPECT_EQ(small.observation('w'), "k5,5/K0,0 w P #0 R #1 #0 - 4");
  EXPECT_EQ(small.observation('b'), "k5,5/K0,0 w #1 #0 R n #0 - 4");
}

// --- Huge coordinates -------------------------------------------------------------

TEST(SchachenModel, CoordinatesOfAMillionAreExactAndPlayGoesBeyond) {
  Game game =
      parse("K1000000,0/P1000000,1/p-999999,-999999/k-1000000,-1000000 w - - - - - - 1000000");
  EXPECT_EQ(game.legal_moves(), (Turns{"1000000,0:1000001,0", "1000000,0:1000001,1",
                                       "1000000,0:999999,0", "1000000,0:999999,1"}));
  ASSERT_TRUE(game.play("1000000,0:1000001,0"));
  ASSERT_TRUE(game.play("-999999,-999999:-999999,-1000000"));
  EXPECT_EQ(game.mfen(),
            "P1000000,1/K1000001,0/k-1000000,-1000000/p-999999,-1000000 w - - - - - - 1000001");
  ASSERT_TRUE(game.play("1000001,0:1000000,0"));
  ASSERT_TRUE(game.play("-999999,-1000000:-999999,-1000001"));
  EXPECT_EQ(game.piece_at(-999999, -1000001), "p");
  EXPECT_EQ(game.move_number(), 1000002);
  // What play reached is beyond what an MFEN may say.
  EXPECT_EQ(refused_field(game.mfen()), "board");
}

}  // namespace
}  // namespace minnaar::model::schachen

// --- Through the one textual interface (verify/model/text_model.h) -----------

namespace minnaar::model {
namespace {

MINNAAR_TEXT_MODEL_CASE(RuleSetCase{
    "schachen",
    "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP NBPRBPQR - bnp pprrpqnb - 1",
    {"0,1:0,2", "0,1:0,2+N@0,1", "0,1:0,2+N@2,0"},
    47,
    {47, 3102, 223297},
    // The rook comes to row 7, next to its pawn: the lone black king is in
    // check, and no square it could step to has a neighbour.
    "k0,7/P6,6/R5,3/K10,0 w - - - - - - 5",
    "5,3:5,7",
    "white-wins",
    "k0,7/R5,7/P6,6/K10,0 b - - - - - - 5",
    {{"k1,5/K1,0 w - - - - - -", "MFEN"},
     {"k1,5/X1,0 w - - - - - - 1", "board"},
     {"k1,5/K1,0 x - - - - - - 1", "side"},
     {"k1,5/K1,0 w QRBN - - - - - 1", "white-hand"},
     {"k1,5/K1,0 w - K - - - - 1", "white-pile"},
     {"k1,5/K1,0 w - - q - - - 1", "white-pool"},
     {"k1,5/K1,0 w - - - QRB - - 1", "black-hand"},
     {"k1,5/K1,0 w - - - - x - 1", "black-pile"},
     {"k1,5/K1,0 w - - - - - k 1", "black-pool"},
     {"k1,5/K1,0 w - - - - - - 0", "move"},
     {"k1,5/R1,0/K3,3 w - - - - - - 1", "side"},
     {"k-1000000,5/K1000000,0 w - - - - - - 1", "accepted"}}});

}  // namespace
}  // namespace minnaar::model
