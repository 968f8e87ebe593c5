// Writes the perft fixtures of Minotaur Chess (docs/rules/minotaur.md#perft), counted by
// the engine (engine/minotaur/) and by the independent model
// (verify/minotaur/model.h), which must agree: a row on which they differ is
// refused and the tool fails. The start rows deeper than the model can count
// quickly are counted by the engine alone and checked against the
// table. Positions come from seeded play that prefers captures, picked so that
// every phase shows: a Vanguard still to place, the opening, the middlegame,
// awake Defenders, an Avenger, and an endgame of few pieces. Deterministic:
// the same files on every machine.
//
//   minotaur_make_fixtures start [MODEL_DEPTH] [ENGINE_DEPTH] > fixtures/minotaur/perft_start.tsv
//   minotaur_make_fixtures positions [DEPTH]                  >
//   fixtures/minotaur/perft_positions.tsv
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/minotaur/mfen.h"
#include "engine/minotaur/movegen.h"
#include "engine/minotaur/notation.h"
#include "engine/minotaur/perft.h"
#include "engine/random.h"
#include "verify/minotaur/model.h"

namespace minnaar::minotaur {
namespace {

namespace model = minnaar::model::minotaur;

constexpr int kPerPhase = 4;
constexpr int kMaxGamesPerPosition = 20000;  // give up on a phase that never shows up

// docs/rules/minotaur.md#perft: perft from the start, depths 1 to 7.
constexpr std::uint64_t kSpecStart[] = {6, 36, 1150, 36270, 1153486, 36376762, 1172199727};

struct Counted {
  std::uint64_t nodes = 0;
  std::vector<std::pair<std::string, std::uint64_t>> divide;  // sorted by move text
};

// Perft and divide of `mfen` by the engine; with `check_model`, checked move
// by move against the model. False (after saying why on stderr) when they
// differ.
bool count(const std::string& mfen, int depth, bool check_model, Counted& out) {
  auto parsed = parse_mfen(mfen);
  std::string error;
  const auto game = model::Game::from_mfen(mfen, &error);
  if (!parsed || !game) {
    std::fprintf(stderr, "%s refused: engine '%s', model '%s'\n", mfen.c_str(),
                 parsed ? "" : parsed.error().reason.c_str(), error.c_str());
    return false;
  }
  out = {};
  for (const DivideEntry& e : perft_divide(*parsed, depth, 2, true)) {
    out.divide.emplace_back(move_text(e.move), e.nodes);
    out.nodes += e.nodes;
  }
  std::sort(out.divide.begin(), out.divide.end());
  if (check_model && game->divide(depth) != out.divide) {
    std::fprintf(stderr, "engine and model differ on %s at depth %d\n", mfen.c_str(), depth);
    return false;
  }
  return true;
}

struct Phase {
  const char* name;
  std::function<bool(const Position&, int ply)> holds;
};

const std::vector<Phase>& phases() {
  static const std::vector<Phase> table = {
      {"placement", [](const Position& p, int) { return p.to_place_bits() != 0; }},
      {"opening", [](const Position&, int ply) { return ply >= 4 && ply <= 12; }},
      {"middlegame", [](const Position&, int ply) { return ply >= 30 && ply <= 80; }},
      {"defenders-awake", [](const Position& p, int) { return p.awake_bits() != 0; }},
      {"avenger", [](const Position& p, int) { return p.pieces(kAvenger) != 0; }},
      {"endgame", [](const Position& p, int) { return std::popcount(p.occupied()) <= 12; }},
  };
  return table;
}

int write_start(int model_depth, int engine_depth) {
  std::printf(
      "# Perft from the start position (docs/rules/minotaur.md#perft), one row per depth.\n"
      "# Columns, tab-separated: MFEN, depth, node count. Depths 1-%d counted by the\n"
      "# engine and the independent model (verify/minotaur/model.h), which agree;\n"
      "# deeper ones by the engine alone, checked against the table of "
      "docs/rules/minotaur.md#perft. Written by\n"
      "# verify/minotaur/make_fixtures.\n",
      model_depth);
  for (int depth = 1; depth <= engine_depth; ++depth) {
    Counted c;
    if (!count(std::string(kStartMfen), depth, depth <= model_depth, c)) return 1;
    if (depth <= 7 && c.nodes != kSpecStart[depth - 1]) {
      std::fprintf(stderr, "perft %d from the start is %llu, the rules page says %llu\n", depth,
                   static_cast<unsigned long long>(c.nodes),
                   static_cast<unsigned long long>(kSpecStart[depth - 1]));
      return 1;
    }
    std::printf("%s\t%d\t%llu\n", std::string(kStartMfen).c_str(), depth,
                static_cast<unsigned long long>(c.nodes));
  }
  return 0;
}

int write_positions(int depth) {
  std::printf(
      "# Perft with divide from positions of every phase (docs/rules/minotaur.md#perft),\n"
      "# counted by the engine and by the independent model (verify/minotaur/model.h),\n"
      "# which agree on every number. Positions from seeded play that prefers\n"
      "# captures; phases: placement (a Vanguard still to place), opening (plies\n"
      "# 4-12), middlegame (plies 30-80), defenders-awake, avenger (an Avenger on\n"
      "# the board), endgame (12 pieces or fewer).\n"
      "# Written by verify/minotaur/make_fixtures; see fixtures/README.md.\n"
      "# phase\tmfen\tdepth\tnodes\tdivide\n");
  std::uint64_t game = 0;
  for (const Phase& phase : phases()) {
    std::set<std::string> taken;
    int found = 0;
    for (int tries = 0; found < kPerPhase && tries < kMaxGamesPerPosition; ++tries, ++game) {
      SplitMix64 rng(derive_seed(0x6D696E, 1, game));
      Position pos = Position::start();
      MoveList moves;
      const int stop = 1 + int(rng.below(200));
      for (int ply = 0; ply < stop; ++ply) {
        generate_moves(pos, moves);
        if (moves.empty()) break;
        std::vector<Move> captures;
        for (const Move m : moves)
          if (!m.is_pass() && !is_placement(m) && pos.piece_on(m.to()) != kNoPiece)
            captures.push_back(m);
        const bool prefer = !captures.empty() && rng.below(4) != 0;
        const Move m = prefer ? captures[rng.below(captures.size())]
                              : moves[std::size_t(rng.below(moves.size()))];
        pos.make(m);
        if (pos.is_over() || !phase.holds(pos, ply + 1)) continue;
        // A later ply of the same game is taken with some chance only, so
        // that the rows are spread over the phase.
        if (rng.below(3) != 0 && ply + 1 < stop) continue;
        const std::string mfen = to_mfen(pos);
        if (!taken.insert(mfen).second) continue;
        Counted c;
        if (!count(mfen, depth, true, c)) return 1;
        std::string divide;
        for (const auto& [move, nodes] : c.divide)
          divide += (divide.empty() ? "" : " ") + move + "=" + std::to_string(nodes);
        std::printf("%s\t%s\t%d\t%llu\t%s\n", phase.name, mfen.c_str(), depth,
                    static_cast<unsigned long long>(c.nodes), divide.c_str());
        ++found;
        break;
      }
    }
    if (found < kPerPhase) {
      std::fprintf(stderr, "phase %s: only %d positions found\n", phase.name, found);
      return 1;
    }
  }
  return 0;
}

}  // namespace
}  // namespace minnaar::minotaur

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "start") {
    const int model_depth = argc > 2 ? std::atoi(argv[2]) : 5;
    const int engine_depth = argc > 3 ? std::atoi(argv[3]) : 7;
    if (model_depth < 1 || engine_depth < model_depth || engine_depth > 7) {
      std::fprintf(stderr, "start: depths 1 <= MODEL_DEPTH <= ENGINE_DEPTH <= 7\n");
      return 2;
    }
    return minnaar::minotaur::write_start(model_depth, engine_depth);
  }
  if (what == "positions")
    return minnaar::minotaur::write_positions(argc > 2 ? std::atoi(argv[2]) : 3);
  std::fprintf(stderr,
               "usage: minotaur_make_fixtures start [MODEL_DEPTH] [ENGINE_DEPTH] | positions "
               "[DEPTH]\n");
  return 2;
}
