// Differential properties: the engine against the independent model of
// verify/model, on reachable positions and on arbitrary valid MFENs.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "verify/minnaar/property_support.h"

namespace minnaar::current::props {
namespace {

// Same legal moves; after each of them the same MFEN and the same result.
void check_against_model(const Position& pos) {
  const model::Game game = model_of(pos);
  RC_ASSERT(std::string(outcome_token(pos.outcome())) == game.result());
  MoveList moves;
  generate_moves(pos, moves);
  RC_ASSERT(sorted_names(moves) == game.legal_moves());
  for (const Move m : moves) {
    Position after = pos;
    after.make(m);
    model::Game model_after = game;
    RC_ASSERT(model_after.play(move_name(m)));
    RC_ASSERT(to_mfen(after) == model_after.mfen());
    RC_ASSERT(std::string(outcome_token(after.outcome())) == model_after.result());
  }
}

// The moves of pieces of one type, as the engine and as the model see them.
void check_piece_type_against_model(const Position& pos, PieceType type) {
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<std::string> engine_moves, model_moves;
  for (const Move m : moves)
    if (!m.is_pass() && type_of(pos.piece_on(m.from())) == type)
      engine_moves.push_back(move_name(m));
  for (const std::string& m : model_of(pos).legal_moves())
    if (m != "pass" && type_of(pos.piece_on(*parse_square(m.substr(0, 2)))) == type)
      model_moves.push_back(m);
  std::sort(engine_moves.begin(), engine_moves.end());
  RC_ASSERT(engine_moves == model_moves);
}

RC_GTEST_PROP(Model, AgreesOnMovesPositionsAndResultsAlongGames, ()) {
  const GamePath path = *any_game_paths(false, 300);
  for_each_position(path, [](const Position& pos, int) { check_against_model(pos); });
}

RC_GTEST_PROP(Model, AgreesOnMovesPositionsAndResultsOnArbitraryPositions, ()) {
  const std::string mfen = *valid_mfens();
  check_against_model(parse_or_fail(mfen));
}

void check_type_along_games_and_positions(PieceType type) {
  const GamePath path = *any_game_paths(false, 300);
  for_each_position(
      path, [type](const Position& pos, int) { check_piece_type_against_model(pos, type); });
  check_piece_type_against_model(parse_or_fail(*valid_mfens()), type);
}

RC_GTEST_PROP(Model, AgreesOnSovereignMoves, ()) {
  check_type_along_games_and_positions(kSovereign);
}
RC_GTEST_PROP(Model, AgreesOnKingMoves, ()) { check_type_along_games_and_positions(kKing); }
RC_GTEST_PROP(Model, AgreesOnQueenMoves, ()) { check_type_along_games_and_positions(kQueen); }
RC_GTEST_PROP(Model, AgreesOnRookMoves, ()) { check_type_along_games_and_positions(kRook); }
RC_GTEST_PROP(Model, AgreesOnBishopMoves, ()) { check_type_along_games_and_positions(kBishop); }
RC_GTEST_PROP(Model, AgreesOnKnightMoves, ()) { check_type_along_games_and_positions(kKnight); }

RC_GTEST_PROP(Model, AgreesOnPerftToDepthTwo, ()) {
  const GamePath path = *any_game_paths(false, 300);
  Position pos = path.final;
  RC_ASSERT(perft(pos, 2) == model_of(pos).perft(2));
  Position arbitrary = parse_or_fail(*valid_mfens());
  RC_ASSERT(perft(arbitrary, 2) == model_of(arbitrary).perft(2));
}

}  // namespace
}  // namespace minnaar::current::props
