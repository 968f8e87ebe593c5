// Shared helpers of the property tests.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/minnaar/perft.h"
#include "verify/minnaar/game_gen.h"
#include "verify/minnaar/model.h"

namespace minnaar::current::props {

inline Position parse_or_fail(const std::string& text) {
  auto pos = parse_mfen(text);
  if (!pos) RC_FAIL("engine refused a valid MFEN '" + text + "': " + pos.error().message());
  return *pos;
}

inline model::Game model_of(const Position& pos) {
  std::string error;
  auto game = model::Game::from_mfen(to_mfen(pos), &error);
  if (!game) RC_FAIL("model refused '" + to_mfen(pos) + "': " + error);
  return *game;
}

inline std::vector<std::string> sorted_names(const MoveList& moves) {
  std::vector<std::string> names;
  for (const Move m : moves) names.push_back(move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

// Calls check(position, ply) for every position of the path, the start
// position (ply 0) and the final one included.
template <class Check>
void for_each_position(const GamePath& path, Check&& check) {
  Position pos = Position::start();
  check(pos, 0);
  for (std::size_t i = 0; i < path.moves.size(); ++i) {
    pos.make(path.moves[i]);
    check(pos, int(i + 1));
  }
}

inline bool is_capture(const Position& pos, Move m) {
  return !m.is_pass() && pos.piece_on(m.to()) != kNoPiece;
}

inline int count_pieces(const Position& pos, bool alliance) {
  return popcount(alliance ? pos.alliance() : pos.establishment());
}

}  // namespace minnaar::current::props
