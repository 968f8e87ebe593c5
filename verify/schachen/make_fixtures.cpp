// Writes the perft fixtures of Schachen (docs/rules/schachen.md#perft), counted by the
// engine (engine/schachen/) and by the independent model
// (verify/schachen/model.h), which must agree: a row on which they
// differ is refused and the tool fails. The start rows are the two of docs/rules/schachen.md#perft
// deals; the other positions come from seeded play that prefers captures,
// promotions and placements, picked so that every phase shows: a king in
// check, a promotion to choose, a side with an empty pile, a side with no
// pawn left to place beside, pieces spread wide. Each position is counted
// at the largest depth up to the one asked whose count stays small enough
// for the model to recount quickly in the tests. Deterministic: the same
// files on every machine.
//
//   make_schachen_fixtures start [MAX_DEPTH]   > fixtures/schachen/perft_start.tsv
//   make_schachen_fixtures positions [DEPTH]   > fixtures/schachen/perft_positions.tsv
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
#include "engine/schachen/movegen.h"
#include "engine/schachen/notation.h"
#include "engine/schachen/perft.h"
#include "verify/schachen/model.h"

namespace minnaar::schachen {
namespace {

namespace model = minnaar::model::schachen;

constexpr int kPerPhase = 4;
constexpr int kMaxGamesPerPosition = 20000;  // give up on a phase that never shows up
// A position's count stays below this (the model recounts it in the tests).
constexpr std::uint64_t kMaxNodes = 400'000;

struct Counted {
  std::uint64_t nodes = 0;
  std::vector<std::pair<std::string, std::uint64_t>> divide;  // sorted by turn text
};

// Perft and divide of `mfen` by the engine, checked turn by turn against
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
    out.divide.emplace_back(turn_text(e.move), e.nodes);
    out.nodes += e.nodes;
  }
  std::sort(out.divide.begin(), out.divide.end());
  if (game->divide(depth) != out.divide) {
    std::fprintf(stderr, "engine and model differ on %s at depth %d\n", mfen.c_str(), depth);
    return false;
  }
  return true;
}

bool any_turn(const Position& pos, const std::function<bool(const Turn&)>& holds) {
  std::vector<Turn> turns;
  generate_turns(pos, turns);
  return std::any_of(turns.begin(), turns.end(), holds);
}

bool has_pawn(const Position& pos, Colour c) {
  for (int i = 0; i < pos.piece_count(); ++i)
    if (pos.piece(i) == make_piece(c, kPawn)) return true;
  return false;
}

struct Phase {
  const char* name;
  std::function<bool(const Position&, int ply)> holds;
};

const std::vector<Phase>& phases() {
  static const std::vector<Phase> table = {
      {"opening", [](const Position&, int ply) { return ply >= 2 && ply <= 8; }},
      {"middlegame", [](const Position& p, int ply) { return ply >= 20 && p.piece_count() >= 16; }},
      {"in-check", [](const Position& p, int) { return p.in_check(); }},
      {"promotion",
       [](const Position& p, int) {
         return any_turn(p, [](const Turn& t) { return t.move.promotion != kNoKind; });
       }},
      {"pile-empty",
       [](const Position& p, int) {
         return p.cards(p.side_to_move()).pile_left() == 0 &&
                p.cards(p.side_to_move()).hand_size() > 0 && has_pawn(p, p.side_to_move());
       }},
      {"no-pawn-to-place-beside",
       [](const Position& p, int) {
         return !has_pawn(p, p.side_to_move()) && p.cards(p.side_to_move()).hand_size() > 0;
       }},
      {"spread-wide", [](const Position& p, int) { return p.spread() >= 14; }},
      {"few-pieces", [](const Position& p, int) { return p.piece_count() <= 8; }},
  };
  return table;
}

int write_start(int max_depth) {
  std::printf(
      "# Perft from the start dealt from seeds 0 and 1 (docs/rules/schachen.md#set-up, #perft), "
      "one\n"
      "# row per deal and depth. Columns, tab-separated: the deal's seed, its MFEN,\n"
      "# depth, node count.\n"
      "# Counted by the engine and the independent model\n"
      "# (verify/schachen/model.h), which agree with the table of docs/rules/schachen.md#perft;\n"
      "# written by verify/schachen/make_fixtures.\n");
  for (const std::uint64_t seed : {0, 1}) {
    const std::string mfen = to_mfen(Position::deal(seed));
    for (int depth = 1; depth <= max_depth; ++depth) {
      Counted c;
      if (!count_both(mfen, depth, c)) return 1;
      std::printf("%llu\t%s\t%d\t%llu\n", static_cast<unsigned long long>(seed), mfen.c_str(),
                  depth, static_cast<unsigned long long>(c.nodes));
    }
  }
  return 0;
}

int write_positions(int max_depth) {
  std::printf(
      "# Perft with divide from positions of every phase (docs/rules/schachen.md#perft), counted\n"
      "# by the engine and by the independent model of verify/model, which agree on\n"
      "# every number. Positions from seeded play of dealt games that prefers\n"
      "# captures, promotions and placements; each counted as deep as its size\n"
      "# allows. Written by verify/schachen/make_fixtures; see fixtures/README.md.\n"
      "# phase\tmfen\tdepth\tnodes\tdivide\n");
  std::uint64_t game = 0;
  for (const Phase& phase : phases()) {
    std::set<std::string> taken;
    int found = 0;
    for (int tries = 0; found < kPerPhase && tries < kMaxGamesPerPosition; ++tries, ++game) {
      SplitMix64 rng(derive_seed(0x736368, 1, game));
      Position pos = Position::deal(rng.next());
      std::vector<Turn> turns;
      const int stop = 2 + int(rng.below(160));
      for (int ply = 0; ply < stop; ++ply) {
        generate_turns(pos, turns);
        if (turns.empty()) break;
        std::vector<Turn> preferred;
        for (const Turn& t : turns)
          if (is_capture(pos, t.move) || t.move.promotion != kNoKind ||
              (t.placement.kind != kNoKind && rng.below(8) == 0))
            preferred.push_back(t);
        const bool prefer = !preferred.empty() && rng.below(4) != 0;
        pos.make(prefer ? preferred[rng.below(preferred.size())]
                        : turns[std::size_t(rng.below(turns.size()))]);
        if (ply + 1 < 2 || !phase.holds(pos, ply + 1) || !has_legal_move(pos)) continue;
        const std::string mfen = to_mfen(pos);
        if (!taken.insert(mfen).second) continue;
        // As deep as the count stays small.
        int depth = 1;
        Position work = pos;
        while (depth < max_depth && perft(work, depth + 1) <= kMaxNodes) ++depth;
        Counted c;
        if (!count_both(mfen, depth, c)) return 1;
        std::string divide;
        for (const auto& [turn, nodes] : c.divide)
          divide += (divide.empty() ? "" : " ") + turn + "=" + std::to_string(nodes);
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
}  // namespace minnaar::schachen

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "start") return minnaar::schachen::write_start(argc > 2 ? std::atoi(argv[2]) : 4);
  if (what == "positions")
    return minnaar::schachen::write_positions(argc > 2 ? std::atoi(argv[2]) : 3);
  std::fprintf(stderr, "usage: make_schachen_fixtures start [MAX_DEPTH] | positions [DEPTH]\n");
  return 2;
}
