// Perft of the independent Schachen model (verify/schachen/model.h), to
// compare the engine against it:
//
//   schachen_model_perft <depth> [--deal S | --mfen M] [--moves "t1 t2 ..."] [--divide] [--time]
//   schachen_model_perft --show [--deal S | --mfen M] [--moves "t1 t2 ..."]
//
// prints the number of turn paths of length <depth> from the position (dealt
// from seed S, 0 by default, or given as MFEN, then the turns played) as its
// last line; --divide first prints "<turn> <count>" for each legal turn in
// byte order and an empty line, as `minnaar perft --rules schachen --divide`
// does (docs/rules/schachen.md#perft); --time reports the time and leaves/s on stderr.
// --show (no depth) prints the MFEN after the turns and the result token on two
// lines instead, as `minnaar show --rules schachen` does.
// Bad input exits with status 2 and one line on stderr, nothing on stdout.
#include <chrono>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "verify/schachen/model.h"

namespace {

using minnaar::model::schachen::Game;

int fail(const std::string& message) {
  std::cerr << "schachen_model_perft: " << message << '\n';
  return 2;
}

// Whitespace-separated words of a turn list.
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

// A canonical decimal number (no sign, no leading zero) of at most `limit`.
std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t limit) {
  if (text.empty() || (text.size() > 1 && text[0] == '0')) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
    if (value > (limit - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

}  // namespace

int main(int argc, char** argv) {
  std::optional<int> depth;
  std::optional<std::uint64_t> seed;
  std::optional<std::string> mfen;
  std::string moves;
  bool divide = false, time = false, show = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&]() -> std::optional<std::string> {
      if (i + 1 >= argc) return std::nullopt;
      return std::string(argv[++i]);
    };
    if (arg == "--deal") {
      auto v = value();
      if (!v) return fail("--deal needs a value");
      seed = parse_unsigned(*v, UINT64_MAX);
      if (!seed) return fail("bad seed '" + *v + "' (0 <= S < 2^64)");
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
    } else if (arg == "--show") {
      show = true;
    } else if (!arg.empty() && arg[0] != '-' && !depth) {
      auto d = parse_unsigned(arg, 1000);
      if (!d) return fail("bad depth '" + std::string(arg) + "'");
      depth = static_cast<int>(*d);
    } else {
      return fail("unknown argument '" + std::string(arg) + "'");
    }
  }
  if (!depth && !show) return fail("the depth is required: schachen_model_perft <depth> [options]");
  if (depth && show) return fail("--show takes no depth");
  if (seed && mfen) return fail("--deal and --mfen exclude each other");

  Game game = Game::deal(seed.value_or(0));
  if (mfen) {
    std::string error;
    auto parsed = Game::from_mfen(*mfen, &error);
    if (!parsed) return fail("invalid MFEN: " + error);
    game = *parsed;
  }
  int ply = 0;
  for (const std::string& turn : words(moves)) {
    ++ply;
    if (!game.play(turn)) {
      return fail("illegal turn '" + turn + "' at ply " + std::to_string(ply) + " in " +
                  game.mfen());
    }
  }

  if (show) {
    std::cout << game.mfen() << '\n' << game.result() << '\n';
    return 0;
  }

  auto begin = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  if (divide) {
    for (const auto& [turn, count] : game.divide(*depth)) {
      std::cout << turn << ' ' << count << '\n';
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
              << static_cast<std::uint64_t>(seconds > 0 ? total / seconds : 0) << " leaves/s\n";
  }
  return 0;
}
