// Perft of the independent Minotaur Chess model (verify/minotaur/model.h),
// to compare the engine against it:
//
//   minotaur_model_perft --depth D [--mfen M] [--moves "m1 m2 ..."] [--divide] [--time]
//
// prints the number of move paths of length D from the position (the start by
// default, after the moves) as its last line; --divide first prints
// "<move> <count>" for each legal move in byte order and an empty line, as
// `minnaar perft --divide` does (SPEC.md §7); --time reports the time and
// nodes/s on stderr. Bad input exits with status 2 and one line on stderr.
#include <chrono>
#include <cstdint>
#include <exception>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "verify/minotaur/model.h"

namespace {

using minnaar::model::minotaur::Game;

int fail(const std::string& message) {
  std::cerr << "minotaur_model_perft: " << message << '\n';
  return 2;
}

// Whitespace-separated words of a move list.
std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) out.push_back(word);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::optional<int> depth;
  std::string mfen, moves;
  bool divide = false, time = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&]() -> std::optional<std::string> {
      if (i + 1 >= argc) return std::nullopt;
      return std::string(argv[++i]);
    };
    if (arg == "--depth") {
      auto v = value();
      if (!v) return fail("--depth needs a value");
      try {
        std::size_t used = 0;
        depth = std::stoi(*v, &used);
        if (used != v->size() || *depth < 0) throw std::invalid_argument(*v);
      } catch (const std::exception&) {
        return fail("bad depth '" + *v + "'");
      }
    } else if (arg == "--mfen") {
      auto v = value();
      if (!v) return fail("--mfen needs a value");
      mfen = *v;
    } else if (arg == "--moves") {
      auto v = value();
      if (!v) return fail("--moves needs a value");
      moves = *v;
    } else if (arg == "--divide") {
      divide = true;
    } else if (arg == "--time") {
      time = true;
    } else {
      return fail("unknown option '" + std::string(arg) + "'");
    }
  }
  if (!depth) return fail("--depth D is required");

  Game game = Game::start();
  if (!mfen.empty()) {
    std::string error;
    auto parsed = Game::from_mfen(mfen, &error);
    if (!parsed) return fail("invalid MFEN: " + error);
    game = *parsed;
  }
  int ply = 0;
  for (const std::string& move : words(moves)) {
    ++ply;
    if (!game.play(move)) {
      return fail("illegal move '" + move + "' at ply " + std::to_string(ply) + " in " +
                  game.mfen());
    }
  }

  auto begin = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  if (divide) {
    for (const auto& [move, count] : game.divide(*depth)) {
      std::cout << move << ' ' << count << '\n';
      total += count;
    }
    if (*depth == 0) total = 1;
    std::cout << '\n';
  } else {
    total = game.perft(*depth);
  }
  std::cout << total << '\n';
  if (time) {
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    std::cerr << "time " << seconds << " s, "
              << static_cast<std::uint64_t>(seconds > 0 ? total / seconds : 0) << " nodes/s\n";
  }
  return 0;
}
