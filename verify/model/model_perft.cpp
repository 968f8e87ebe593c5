// Perft of any rule set's independent model, through the one textual
// interface (verify/model/text_model.h), to compare an engine against it:
//
//   model_perft --rules R --depth D [--mfen M] [--moves "m1 m2 ..."] [--divide] [--time]
//
// prints the number of move paths of length D from the position (the
// start by default, after the moves) as its last line; --divide first
// prints "<move> <count>" for each legal move in byte order and an empty
// line, as `minnaar perft --divide` does (docs/cli.md#the-command-line-contract); --time reports
// the time and nodes/s on stderr. Bad input exits with status 2 and one line on stderr.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>

#include "verify/model/text_model.h"

namespace {

int fail(const std::string& message) {
  std::cerr << "model_perft: " << message << '\n';
  return 2;
}

std::string model_list() {
  std::string out;
  for (const std::string& name : minnaar::model::text_model_names())
    out += (out.empty() ? "" : ", ") + name;
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Perft of a rule set's independent model"};
  std::string rules, mfen, moves;
  int depth = 0;
  bool divide = false, time = false;
  app.add_option("--rules", rules, "The rule set, one of: " + model_list())->required();
  app.add_option("--depth", depth, "Moves to look ahead")
      ->required()
      ->check(CLI::NonNegativeNumber);
  app.add_option("--mfen", mfen, "Start from this position (default: the start)");
  app.add_option("--moves", moves, "Moves to play first, space-separated");
  app.add_flag("--divide", divide, "Print each legal move's count first");
  app.add_flag("--time", time, "Print the time and nodes per second on stderr");
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    return fail(e.what());
  }

  const auto model = minnaar::model::make_text_model(rules);
  if (!model) return fail("no model of rules '" + rules + "' (models: " + model_list() + ")");
  std::unique_ptr<minnaar::model::TextPosition> position = model->start();
  if (!mfen.empty()) {
    std::string error;
    position = model->from_mfen(mfen, &error);
    if (!position) return fail("invalid MFEN: " + error);
  }
  if (const int ply = minnaar::model::play_moves(*position, moves); ply != 0)
    return fail("illegal move at ply " + std::to_string(ply) + " of '" + moves + "' in " +
                position->mfen());

  const auto begin = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  if (divide) {
    for (const std::string& move : position->legal_moves()) {
      if (depth == 0) break;
      auto after = position->clone();
      after->play(move);
      const std::uint64_t count = after->perft(depth - 1);
      std::cout << move << ' ' << count << '\n';
      total += count;
    }
    if (depth == 0) total = 1;
    std::cout << '\n';
  } else {
    total = position->perft(depth);
  }
  std::cout << total << '\n';
  if (time) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    std::cerr << "time " << seconds << " s, "
              << static_cast<std::uint64_t>(seconds > 0 ? double(total) / seconds : 0)
              << " nodes/s\n";
  }
  return 0;
}
