// Fuzzes move parsing and playing: the input's first line picks a position
// (an MFEN, or the start position if it is not one), the rest is a move list.
// Whatever the input, play_moves never crashes, and it accepts a list exactly
// when the independent model plays every move of it.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/notation.h"
#include "verify/minnaar/model.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  const std::string first = input.substr(0, newline);
  const std::string moves = newline == std::string::npos ? input : input.substr(newline + 1);

  auto start = minnaar::current::parse_mfen(first);
  if (!start) start = *minnaar::current::parse_mfen(minnaar::current::kStartMfen);
  auto game = *minnaar::model::Game::from_mfen(minnaar::current::to_mfen(*start));

  const auto played = minnaar::current::play_moves(*start, moves);
  std::istringstream words(moves);
  bool model_plays_all = true;
  for (std::string word; model_plays_all && words >> word;) model_plays_all = game.play(word);
  if (played.has_value() != model_plays_all) {
    std::fprintf(stderr, "engine %s, model %s: '%s'\n", played ? "plays" : "refuses",
                 model_plays_all ? "plays" : "refuses", input.c_str());
    std::abort();
  }
  if (played && minnaar::current::to_mfen(*played) != game.mfen()) std::abort();
  if (!played && played.error().find(" at ply ") == std::string::npos) std::abort();
  return 0;
}
