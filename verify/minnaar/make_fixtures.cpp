// Writes fixtures/minnaar/perft_positions.tsv: positions from every phase of the
// game, each with perft and its divide, counted by the engine and by the
// independent model, which must agree. Deterministic: the same file on every
// machine.
//
//   minnaar_make_fixtures [DEPTH] > fixtures/minnaar/perft_positions.tsv
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/minnaar/perft.h"
#include "engine/random.h"
#include "verify/minnaar/model.h"

namespace minnaar::current {
namespace {

constexpr int kPerPhase = 8;

struct Phase {
  const char* name;
  double capture_bias;  // chance to take a capture when there is one; 0 avoids captures
  std::function<bool(const Position&, int ply)> wanted;
};

bool army_gone(const Position& p) { return !p.pieces(kWhite) || !p.pieces(kBlack); }

const std::vector<Phase>& phases() {
  static const std::vector<Phase> list = {
      {"opening", 0.3,
       [](const Position& p, int ply) { return ply >= 4 && ply <= 12 && !p.is_over(); }},
      {"middlegame", 0.5,
       [](const Position& p, int) {
         const int n = popcount(p.occupied());
         return n >= 18 && n <= 26 && !p.is_over();
       }},
      {"endgame-one-army-gone", 0.9,
       [](const Position& p, int) {
         return army_gone(p) && popcount(p.establishment()) >= 3 && !p.is_over();
       }},
      {"endgame-few-pieces", 0.9,
       [](const Position& p, int) { return popcount(p.occupied()) <= 10 && !p.is_over(); }},
      {"tally-near-80", 0.0,
       [](const Position& p, int) { return p.tally() >= 76 && !p.is_over(); }},
      {"forced-pass", 0.9,
       [](const Position& p, int) {
         if (p.is_over()) return false;
         MoveList moves;
         generate_moves(p, moves);
         return moves[0].is_pass();
       }},
  };
  return list;
}

// Plays random games until one passes through a wanted position, and
// returns that position.
Position find_position(const Phase& phase, SplitMix64& random) {
  for (;;) {
    Position pos = Position::start();
    MoveList moves;
    for (int ply = 0; !pos.is_over(); ++ply) {
      if (phase.wanted(pos, ply) && random.next() % 4 == 0) return pos;
      generate_moves(pos, moves);
      std::vector<Move> captures, quiet;
      for (const Move m : moves)
        (!m.is_pass() && pos.piece_on(m.to()) != kNoPiece ? captures : quiet).push_back(m);
      const bool take_capture =
          !captures.empty() &&
          (quiet.empty() || double(random.next() % 1000) < phase.capture_bias * 1000);
      const std::vector<Move>& pool = take_capture ? captures : quiet;
      pos.make(pool[random.next() % pool.size()]);
    }
  }
}

int run(int depth) {
  SplitMix64 random(20261201);
  std::printf(
      "# Perft with divide from positions of every phase (docs/rules/minnaar.md#perft), counted by "
      "the\n"
      "# engine and by the independent model of verify/model, which agree on every\n"
      "# number. Written by verify/minnaar/make_fixtures; see fixtures/README.md.\n"
      "# phase\tmfen\tdepth\tnodes\tdivide\n");
  for (const Phase& phase : phases()) {
    std::map<std::string, bool> seen;
    for (int found = 0; found < kPerPhase;) {
      Position pos = find_position(phase, random);
      const std::string mfen = to_mfen(pos);
      if (seen[mfen]) continue;
      seen[mfen] = true;
      ++found;
      std::vector<std::pair<std::string, std::uint64_t>> divide;
      std::uint64_t total = 0;
      for (const DivideEntry& e : perft_divide(pos, depth)) {
        const std::string name = move_name(e.move);
        model::Game child = *model::Game::from_mfen(mfen);
        if (!child.play(name)) {
          std::fprintf(stderr, "model refuses %s in %s\n", name.c_str(), mfen.c_str());
          return 1;
        }
        if (child.perft(depth - 1) != e.nodes) {
          std::fprintf(stderr, "engine and model differ after %s in %s\n", name.c_str(),
                       mfen.c_str());
          return 1;
        }
        divide.emplace_back(name, e.nodes);
        total += e.nodes;
      }
      if (model::Game::from_mfen(mfen)->perft(depth) != total || perft(pos, depth) != total) {
        std::fprintf(stderr, "totals differ in %s\n", mfen.c_str());
        return 1;
      }
      std::sort(divide.begin(), divide.end());
      std::string divide_text;
      for (const auto& [name, nodes] : divide)
        divide_text += (divide_text.empty() ? "" : " ") + name + "=" + std::to_string(nodes);
      std::printf("%s\t%s\t%d\t%llu\t%s\n", phase.name, mfen.c_str(), depth,
                  static_cast<unsigned long long>(total), divide_text.c_str());
      std::fprintf(stderr, "%s %d/%d\n", phase.name, found, kPerPhase);
    }
  }
  return 0;
}

}  // namespace
}  // namespace minnaar::current

int main(int argc, char** argv) { return minnaar::current::run(argc > 1 ? std::atoi(argv[1]) : 3); }
