// What tests of any game share: a registered game loaded by its text, the
// test failing (by an exception GoogleTest reports) when it cannot be.
//
//   const auto game = test::load_or_die("playtest-standard(anti_stall=false)");
//   test::described(*state, "a1a6");  // the move's description, its squares left out
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/game.h"

namespace minnaar::test {

// The game `text` names, as game::load_text reads it ("name" or
// "name(key=value,...)").
inline std::shared_ptr<const game::Game> load_or_die(const std::string& text) {
  auto game = game::load_text(text);
  if (!game) throw std::runtime_error(text + ": " + game.error());
  return *game;
}

// The description of move `text` in `state` without its squares (the
// tests check those apart), failing the test when there is none.
inline game::MoveDescription described(const game::State& state, std::string_view text) {
  auto d = state.describe_move(text);
  if (!d) throw std::runtime_error("no description of '" + std::string(text) + "'");
  d->from.clear();
  d->to.clear();
  return *d;
}

// Whether `text` is a legal move in `state`.
inline bool legal(const game::State& state, std::string_view text) {
  return state.parse_move(text).has_value();
}

}  // namespace minnaar::test
