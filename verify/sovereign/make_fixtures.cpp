// Writes the perft fixtures of Sovereign Chess (docs/rules/sovereign.md#perft), counted
// by the engine (engine/sovereign/) and by the independent model
// (verify/sovereign/model.h), which must agree: a row on which they
// differ is refused and the tool fails. Positions come from seeded play that
// prefers the moves that change armies, picked so that every phase shows:
// colours gained beyond the owned one, a king in check, castling, promotion
// and defection available, and a player that owns another colour than its
// first. Deterministic: the same files on every machine.
//
//   make_sovereign_fixtures start [MAX_DEPTH]   > fixtures/sovereign/perft_start.tsv
//   make_sovereign_fixtures positions [DEPTH]   > fixtures/sovereign/perft_positions.tsv
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/random.h"
#include "engine/sovereign/movegen.h"
#include "engine/sovereign/notation.h"
#include "engine/sovereign/perft.h"
#include "verify/sovereign/model.h"

namespace minnaar::sovereign {
namespace {

namespace model = minnaar::model::sovereign;

constexpr int kPerPhase = 4;
constexpr int kMaxGamesPerPosition = 20000;  // give up on a phase that never shows up

struct Counted {
  std::uint64_t nodes = 0;
  std::vector<std::pair<std::string, std::uint64_t>> divide;  // sorted by move text
};

// Perft and divide of `mfen` by the engine, checked move by move against
// the model; false (after saying why on stderr) when they differ.
bool count_both(const std::string& mfen, int depth, Counted& out) {
  const auto parsed = parse_mfen(mfen);
  std::string error;
  const auto game = model::Game::from_mfen(mfen, &error);
  if (!parsed || !game) {
    std::fprintf(stderr, "%s refused: engine '%s', model '%s'\n", mfen.c_str(),
                 parsed ? "" : parsed.error().message().c_str(), error.c_str());
    return false;
  }
  out = {};
  for (const DivideEntry& e : perft_divide(*parsed, depth, 2, true)) {
    out.divide.emplace_back(move_name(e.move), e.nodes);
    out.nodes += e.nodes;
  }
  std::sort(out.divide.begin(), out.divide.end());
  const auto expected = game->divide(depth);
  if (expected != out.divide) {
    std::fprintf(stderr, "engine and model differ on %s at depth %d\n", mfen.c_str(), depth);
    return false;
  }
  return true;
}

bool changes_armies(const Position& pos, Move m) {
  return m.kind() != Move::kNormal || pos.piece_on(m.to()) != kNoPiece ||
         square_colour(m.from()) != kNoColour || square_colour(m.to()) != kNoColour;
}

bool has_kind(const Position& pos, Move::Kind kind) {
  MoveList moves;
  generate_moves(pos, moves);
  return std::any_of(moves.begin(), moves.end(), [&](Move m) { return m.kind() == kind; });
}

struct Phase {
  const char* name;
  std::function<bool(const Position&, int ply)> holds;
};

const std::vector<Phase>& phases() {
  static const std::vector<Phase> table = {
      {"opening", [](const Position&, int ply) { return ply >= 4 && ply <= 12; }},
      {"middlegame", [](const Position&, int ply) { return ply >= 30 && ply <= 80; }},
      {"armies-gained",
       [](const Position& p, int) {
         return std::popcount(unsigned(p.control(kWhite))) >= 3 &&
                std::popcount(unsigned(p.control(kBlack))) >= 2;
       }},
      {"in-check", [](const Position& p, int) { return p.in_check(); }},
      {"castling", [](const Position& p, int) { return has_kind(p, Move::kCastling); }},
      {"promotion", [](const Position& p, int) { return has_kind(p, Move::kPromotion); }},
      {"defection", [](const Position& p, int) { return has_kind(p, Move::kDefection); }},
      {"owner-changed",
       [](const Position& p, int) {
         return p.owned(kWhite) != kWhiteColour || p.owned(kBlack) != kBlackColour;
       }},
  };
  return table;
}

int write_start(int max_depth) {
  std::printf(
      "# Perft from the start position (docs/rules/sovereign.md#perft), one row per depth.\n"
      "# Columns, tab-separated: MFEN, depth, node count. Counted by the engine and\n"
      "# the independent model (verify/sovereign/model.h), which agree with\n"
      "# the table of docs/rules/sovereign.md#perft; written by verify/sovereign/make_fixtures.\n");
  for (int depth = 1; depth <= max_depth; ++depth) {
    Counted c;
    if (!count_both(std::string(kStartMfen), depth, c)) return 1;
    std::printf("%s\t%d\t%llu\n", std::string(kStartMfen).c_str(), depth,
                static_cast<unsigned long long>(c.nodes));
  }
  return 0;
}

int write_positions(int depth) {
  std::printf(
      "# Perft with divide from positions of every phase (docs/rules/sovereign.md#perft),\n"
      "# counted by the engine and by the independent model of verify/model, which\n"
      "# agree on every number. Positions from seeded play that prefers captures,\n"
      "# defections, promotions, castling and moves onto or off coloured squares.\n"
      "# Written by verify/sovereign/make_fixtures; see fixtures/README.md.\n"
      "# phase\tmfen\tdepth\tnodes\tdivide\n");
  std::uint64_t game = 0;
  for (const Phase& phase : phases()) {
    std::set<std::string> taken;
    int found = 0;
    for (int tries = 0; found < kPerPhase && tries < kMaxGamesPerPosition; ++tries, ++game) {
      SplitMix64 rng(derive_seed(0x736F76, 1, game));
      Position pos = Position::start();
      MoveList moves;
      const int stop = 4 + int(rng.below(120));
      for (int ply = 0; ply < stop; ++ply) {
        generate_moves(pos, moves);
        if (moves.empty()) break;
        std::vector<Move> preferred;
        for (const Move m : moves)
          if (changes_armies(pos, m)) preferred.push_back(m);
        const bool prefer = !preferred.empty() && rng.below(4) != 0;
        const Move m = prefer ? preferred[rng.below(preferred.size())]
                              : moves[std::size_t(rng.below(moves.size()))];
        pos.make(m);
        if (ply + 1 < 4 || !phase.holds(pos, ply + 1) || !has_legal_move(pos)) continue;
        const std::string mfen = to_mfen(pos);
        if (!taken.insert(mfen).second) continue;
        Counted c;
        if (!count_both(mfen, depth, c)) return 1;
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
}  // namespace minnaar::sovereign

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "start") return minnaar::sovereign::write_start(argc > 2 ? std::atoi(argv[2]) : 5);
  if (what == "positions")
    return minnaar::sovereign::write_positions(argc > 2 ? std::atoi(argv[2]) : 3);
  std::fprintf(stderr, "usage: make_sovereign_fixtures start [MAX_DEPTH] | positions [DEPTH]\n");
  return 2;
}
