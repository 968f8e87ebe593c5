// Properties of the rules themselves, checked along generated games.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>

#include "engine/minnaar/marker.h"
#include "engine/minnaar/rules.h"
#include "verify/minnaar/property_support.h"

namespace minnaar::current::props {
namespace {

RC_GTEST_PROP(TallyAndMarker, EndEveryGameOnTheSameTurn, ()) {
  const GamePath path = *any_game_paths(/*to_the_end=*/true, 200);
  Position pos = Position::start();
  MarkerCount marker;
  for (const Move m : path.moves) {
    const Faction mover = pos.side_to_move();
    const bool captured = is_capture(pos, m);
    pos.make(m);
    marker.record_turn(mover, captured);
    RC_ASSERT((pos.tally() >= rules::kQuietTurnLimit) == marker.expired());
  }
  RC_ASSERT(pos.is_over());
  RC_CLASSIFY(pos.outcome() == Outcome::kUndecided80Turns, "80-turn end");
  RC_CLASSIFY(pos.outcome() == Outcome::kUndecided80Turns && pos.side_to_move() != kSouth,
              "80th turn mid-round");
}

RC_GTEST_PROP(AllyNonCapture, NoMoveLandsOnAnAllyAndCapturesRemoveOnlyEnemies, ()) {
  const GamePath path = *any_game_paths(false);
  for_each_position(path, [](const Position& pos, int) {
    MoveList moves;
    generate_moves(pos, moves);
    const bool mover_is_alliance = is_alliance(pos.side_to_move());
    for (const Move m : moves) {
      if (m.is_pass()) continue;
      const Piece target = pos.piece_on(m.to());
      RC_ASSERT(faction_of(pos.piece_on(m.from())) == pos.side_to_move());
      if (target != kNoPiece) RC_ASSERT(is_alliance(faction_of(target)) != mover_is_alliance);
      Position after = pos;
      after.make(m);
      RC_ASSERT(count_pieces(after, mover_is_alliance) == count_pieces(pos, mover_is_alliance));
      RC_ASSERT(count_pieces(after, !mover_is_alliance) ==
                count_pieces(pos, !mover_is_alliance) - (target != kNoPiece ? 1 : 0));
    }
  });
}

RC_GTEST_PROP(SovereignLimit, EverySovereignMoveIsOneLineOfAtMostFourEmptySquares, ()) {
  const GamePath path = *any_game_paths(false);
  for_each_position(path, [](const Position& pos, int) {
    if (!is_alliance(pos.side_to_move())) return;
    MoveList moves;
    generate_moves(pos, moves);
    for (const Move m : moves) {
      if (m.is_pass()) continue;
      const int df = file_of(m.to()) - file_of(m.from());
      const int dr = rank_of(m.to()) - rank_of(m.from());
      RC_ASSERT(df == 0 || dr == 0 || std::abs(df) == std::abs(dr));
      const int distance = std::max(std::abs(df), std::abs(dr));
      RC_ASSERT(distance >= 1 && distance <= rules::kSovereignRange);
      const int step_f = (df > 0) - (df < 0), step_r = (dr > 0) - (dr < 0);
      for (int d = 1; d < distance; ++d)
        RC_ASSERT(pos.piece_on(make_square(file_of(m.from()) + d * step_f,
                                           rank_of(m.from()) + d * step_r)) == kNoPiece);
    }
  });
}

RC_GTEST_PROP(TurnOrder, FactionsMoveSouthWhiteNorthBlackAndRoundsCountBlackTurns, ()) {
  const GamePath path = *any_game_paths(false);
  Position pos = Position::start();
  for (std::size_t ply = 0; ply < path.moves.size(); ++ply) {
    RC_ASSERT(pos.side_to_move() == Faction(ply % 4));
    RC_ASSERT(pos.round() == int(ply / 4) + 1);
    pos.make(path.moves[ply]);
  }
}

RC_GTEST_PROP(ForcedPass, AFactionPassesExactlyWhenItHasNoLegalMove, ()) {
  const GamePath path = *any_game_paths(false);
  for_each_position(path, [](const Position& pos, int) {
    if (pos.is_over()) return;
    MoveList moves;
    generate_moves(pos, moves);
    const model::Game game = model_of(pos);
    const bool model_has_move = game.legal_moves() != std::vector<std::string>{"pass"};
    const bool engine_passes = moves.size() == 1 && moves[0].is_pass();
    RC_ASSERT(engine_passes == !model_has_move);
    for (const Move m : moves) RC_ASSERT(!m.is_pass() || moves.size() == 1);
  });
}

RC_GTEST_PROP(PieceCounts, NeverGrow, ()) {
  const GamePath path = *any_game_paths(false);
  int previous = 33;
  for_each_position(path, [&previous](const Position& pos, int) {
    const int now = popcount(pos.occupied());
    RC_ASSERT(now <= previous);
    previous = now;
  });
}

RC_GTEST_PROP(Results, LiberationAndDivideAndConquerExactlyWhenTheirSideIsEmpty, ()) {
  const GamePath path = *game_paths(Policy::kCaptureBias, /*to_the_end=*/true, 400);
  for_each_position(path, [](const Position& pos, int) {
    const bool liberation = pos.establishment() == 0;
    const bool group_empty = pos.pieces(kSouth) == 0 || pos.pieces(kNorth) == 0;
    RC_ASSERT((pos.outcome() == Outcome::kAllianceWins) == liberation);
    RC_ASSERT((pos.outcome() == Outcome::kEstablishmentWins) == (group_empty && !liberation));
  });
  RC_CLASSIFY(path.final.outcome() == Outcome::kAllianceWins, "liberation");
  RC_CLASSIFY(path.final.outcome() == Outcome::kEstablishmentWins, "divide and conquer");
}

// Why the Alliance's two groups can never both be unable to move: a
// Sovereign can always step to a neighbouring square that is empty or holds
// an Establishment piece, so it is stuck only when every neighbour holds a
// Sovereign. Both groups stuck at once means the set of Sovereign squares
// contains the neighbours of all its squares; on the connected king-move
// graph of the board that set is then all 64 squares, yet there are at most
// 16 Sovereigns. Both groups are non-empty in an ongoing game. So four
// forced passes in a row (which include a South and a North turn on an
// unchanged board) never happen in a game from the start position.
// One group alone can be forced to pass, in a game from the start position
// too (ForcedPass.ASovereignGroupCanBeForcedToPassInAGameFromTheStart).
RC_GTEST_PROP(SovereignGroups, AreNeverBothUnableToMove, ()) {
  const GamePath path = *any_game_paths(false);
  for_each_position(path, [](const Position& pos, int) {
    if (pos.is_over()) return;
    auto stuck = [&pos](Faction group) {
      for (Bitboard b = pos.pieces(group); b;)
        if (attacks::king[pop_lsb(b)] & ~pos.alliance()) return false;
      return true;
    };
    RC_ASSERT(!(stuck(kSouth) && stuck(kNorth)));
    RC_ASSERT(pos.outcome() != Outcome::kUndecidedFourPasses);
  });
}

}  // namespace
}  // namespace minnaar::current::props
