// What tests of any game share: a registered game loaded by its text, the
// test failing (by an exception GoogleTest reports) when it cannot be.
//
//   const auto game = test::load_or_die("playtest-standard(anti_stall=false)");
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

#include "engine/game.h"

namespace minnaar::test {

// The game `text` names, as game::load_text reads it ("name" or
// "name(key=value,...)").
inline std::shared_ptr<const game::Game> load_or_die(const std::string& text) {
  auto game = game::load_text(text);
  if (!game) throw std::runtime_error(text + ": " + game.error());
  return *game;
}

}  // namespace minnaar::test
