// Make/unmake and the Zobrist hash.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "verify/minnaar/property_support.h"

namespace minnaar::current::props {
namespace {

void check_make_unmake(const Position& pos) {
  RC_ASSERT(pos.hash() == pos.compute_hash());
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move m : moves) {
    Position work = pos;
    const Position::Undo undo = work.make(m);
    RC_ASSERT(work.hash() == work.compute_hash());
    work.unmake(m, undo);
    RC_ASSERT(work == pos);
  }
}

RC_GTEST_PROP(MakeUnmake, RestoresThePositionAndHashExactlyAlongGames, ()) {
  const GamePath path = *any_game_paths(false, 300);
  for_each_position(path, [](const Position& pos, int) { check_make_unmake(pos); });
}

RC_GTEST_PROP(MakeUnmake, RestoresThePositionAndHashExactlyOnArbitraryPositions, ()) {
  check_make_unmake(parse_or_fail(*valid_mfens()));
}

// Copy-make builds, for each legal move once, the position make() builds.
void check_children(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  std::size_t visited = 0;
  for_each_child(pos, [&](Move m, const Position& child) {
    RC_ASSERT(moves.contains(m));
    Position made = pos;
    made.make(m);
    RC_ASSERT(child == made);
    ++visited;
  });
  RC_ASSERT(visited == moves.size());
}

RC_GTEST_PROP(CopyMake, EveryChildIsWhatMakeBuildsAlongGames, ()) {
  const GamePath path = *any_game_paths(false, 300);
  for_each_position(path, [](const Position& pos, int) { check_children(pos); });
}

RC_GTEST_PROP(CopyMake, EveryChildIsWhatMakeBuildsOnArbitraryPositions, ()) {
  check_children(parse_or_fail(*valid_mfens()));
}

RC_GTEST_PROP(MakeUnmake, UndoesAWholeGameBackToTheStart, ()) {
  const GamePath path = *any_game_paths(true, 200);
  Position pos = Position::start();
  std::vector<Position::Undo> undos;
  for (const Move m : path.moves) undos.push_back(pos.make(m));
  RC_ASSERT(pos == path.final);
  for (std::size_t i = path.moves.size(); i-- > 0;) pos.unmake(path.moves[i], undos[i]);
  RC_ASSERT(pos == Position::start());
}

RC_GTEST_PROP(Hash, IsEqualForEqualPositionsReachedByDifferentRoutes, ()) {
  // A position parsed from the MFEN of a game's end has the same hash as the
  // game's own incrementally updated one.
  const GamePath path = *any_game_paths(false, 300);
  RC_ASSERT(parse_or_fail(to_mfen(path.final)).hash() == path.final.hash());
}

}  // namespace
}  // namespace minnaar::current::props
