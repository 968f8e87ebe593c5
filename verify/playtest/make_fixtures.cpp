// Writes the perft fixtures of the Play-Test Edition (docs/rules/playtest.md#perft), for
// both rule sets, counted by the engine (engine/playtest/) and by the
// independent model (verify/playtest/model.h), which must agree: a row
// on which they differ is refused and the tool fails. Deterministic: the same
// files on every machine.
//
//   make_playtest_fixtures start [MAX_DEPTH]   > fixtures/playtest/perft_start.tsv
//   make_playtest_fixtures positions [DEPTH]   > fixtures/playtest/perft_positions.tsv
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/perft.h"
#include "engine/random.h"
#include "verify/playtest/model.h"

namespace minnaar::playtest {
namespace {

namespace model = minnaar::model::playtest;

constexpr int kPerPhase = 4;
constexpr int kMaxGamesPerPosition = 20000;  // give up on a phase that never shows up

model::Rules model_rules(Rules rules) {
  return {
      rules.set == RuleSet::kStandard ? model::RuleSet::kStandard : model::RuleSet::kContemplative,
      rules.anti_stall};
}

const char* anti_stall_name(Rules rules) { return rules.anti_stall ? "on" : "off"; }

// Perft of `mfen` at `depth` with its divide, by the engine; checked move by
// move against the model. Returns false (after saying why on stderr) when the
// two differ anywhere.
struct Counted {
  std::uint64_t nodes = 0;
  std::vector<std::pair<std::string, std::uint64_t>> divide;  // sorted by move name
};

bool count_both(const std::string& mfen, Rules rules, int depth, Counted& out) {
  auto parsed = parse_mfen(mfen, rules);
  std::string error;
  const auto game = model::Game::from_mfen(mfen, model_rules(rules), &error);
  if (!parsed || !game) {
    std::fprintf(stderr, "%s refused: engine '%s', model '%s'\n", mfen.c_str(),
                 parsed ? "" : parsed.error().message().c_str(), error.c_str());
    return false;
  }
  Position pos = *parsed;
  out = {};
  for (const DivideEntry& e : perft_divide(pos, depth)) {
    out.divide.emplace_back(move_name(e.move), e.nodes);
    out.nodes += e.nodes;
  }
  std::sort(out.divide.begin(), out.divide.end());
  std::vector<std::string> engine_moves;
  for (const auto& entry : out.divide) engine_moves.push_back(entry.first);
  if (depth >= 1 && engine_moves != game->legal_moves()) {
    std::fprintf(stderr, "engine and model list different moves in %s\n", mfen.c_str());
    return false;
  }
  for (const auto& [name, nodes] : out.divide) {
    model::Game child = *game;
    if (!child.play(name) || child.perft(depth - 1) != nodes) {
      std::fprintf(stderr, "engine and model differ after %s in %s (%s, anti-stall %s)\n",
                   name.c_str(), mfen.c_str(), std::string(rule_set_name(rules.set)).c_str(),
                   anti_stall_name(rules));
      return false;
    }
  }
  if (depth == 0) out.nodes = 1;
  if (perft(pos, depth) != out.nodes || perft_without_bulk(pos, depth) != out.nodes ||
      game->perft(depth) != out.nodes) {
    std::fprintf(stderr, "totals differ in %s\n", mfen.c_str());
    return false;
  }
  return true;
}

// --- start ------------------------------------------------------------------

int write_start(int max_depth) {
  std::printf(
      "# Perft from the start position of the Play-Test Edition (docs/rules/playtest.md#perft),\n"
      "# one row per rule set and depth, anti-stall on (it cannot fire this close to\n"
      "# the start). Counted by the engine and by the independent model of\n"
      "# verify/model, which agree on every number. Written by\n"
      "# verify/playtest/make_fixtures; see fixtures/README.md.\n"
      "# rules\tmfen\tdepth\tnodes\n");
  for (const RuleSet set : {RuleSet::kStandard, RuleSet::kContemplative}) {
    const Rules rules{set, true};
    for (int depth = 1; depth <= max_depth; ++depth) {
      Position pos = Position::start(rules);
      const std::uint64_t nodes = perft(pos, depth);
      const std::uint64_t model_nodes = model::Game::start(model_rules(rules)).perft(depth);
      if (nodes != model_nodes || perft_without_bulk(pos, depth) != nodes) {
        std::fprintf(stderr, "engine and model differ: %s depth %d: %llu vs %llu\n",
                     std::string(rule_set_name(set)).c_str(), depth,
                     static_cast<unsigned long long>(nodes),
                     static_cast<unsigned long long>(model_nodes));
        return 1;
      }
      std::printf("%s\t%s\t%d\t%llu\n", std::string(rule_set_name(set)).c_str(),
                  std::string(kStartMfen).c_str(), depth, static_cast<unsigned long long>(nodes));
      std::fflush(stdout);
      std::fprintf(stderr, "%s depth %d: %llu\n", std::string(rule_set_name(set)).c_str(), depth,
                   static_cast<unsigned long long>(nodes));
    }
  }
  return 0;
}

// --- positions --------------------------------------------------------------

bool is_progress(const Position& pos, Move m) {
  if (m.is_pass()) return false;
  if (pos.piece_on(m.to()) != kNoPiece) return true;  // a capture
  const Piece p = pos.piece_on(m.from());
  return type_of(p) == kSovereign && rank_of(m.to()) == far_rank(player_of(p));  // a passage
}

bool must_pass(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  return moves.size() == 1 && moves[0].is_pass();
}

struct Phase {
  const char* name;
  int progress_per_mille;        // chance to take a capture or passage when there is one
  int pick_one_in;               // chance 1/pick_one_in to stop at a wanted position
  bool also_without_anti_stall;  // write each position a second time, anti-stall off
  std::function<bool(const Position&, int ply)> wanted;
};

const std::vector<Phase>& phases() {
  static const std::vector<Phase> list = {
      {"opening", 300, 8, false,
       [](const Position& p, int ply) { return ply >= 1 && ply <= 12 && !p.is_over(); }},
      {"middlegame", 400, 3, false,
       [](const Position& p, int ply) {
         const int n = popcount(p.occupied());
         return ply >= 12 && n >= 18 && n <= 26 && !p.is_over();
       }},
      {"after-passage", 600, 3, false,
       [](const Position& p, int) {
         return p.passages(kWhite) + p.passages(kBlack) >= 1 && !p.is_over();
       }},
      {"endgame-few-pieces", 900, 3, false,
       [](const Position& p, int) { return popcount(p.occupied()) <= 10 && !p.is_over(); }},
      {"forced-pass", 950, 3, false,
       [](const Position& p, int) { return !p.is_over() && must_pass(p); }},
      // Anti-stall fires inside the counted tree; written with it on and off.
      {"quiet-near-100", 0, 3, true,
       [](const Position& p, int) { return p.quiet() >= 97 && !p.is_over(); }},
  };
  return list;
}

// Plays seeded random games (anti-stall on, so every game ends) until one
// passes through a wanted position, and returns it.
bool find_position(const Phase& phase, Rules rules, SplitMix64& random, Position& found) {
  for (int game = 0; game < kMaxGamesPerPosition; ++game) {
    Position pos = Position::start(rules);
    MoveList moves;
    for (int ply = 0; !pos.is_over(); ++ply) {
      if (phase.wanted(pos, ply) && random.below(phase.pick_one_in) == 0) {
        found = pos;
        return true;
      }
      generate_moves(pos, moves);
      std::vector<Move> progress, quiet;
      for (const Move m : moves) (is_progress(pos, m) ? progress : quiet).push_back(m);
      const bool take_progress =
          !progress.empty() && (quiet.empty() || random.chance_per_mille(phase.progress_per_mille));
      const std::vector<Move>& pool = take_progress ? progress : quiet;
      pos.make(pool[random.below(pool.size())]);
    }
  }
  return false;
}

bool write_row(const char* phase, const std::string& mfen, Rules rules, int depth) {
  Counted counted;
  if (!count_both(mfen, rules, depth, counted)) return false;
  std::string divide;
  for (const auto& [name, nodes] : counted.divide)
    divide += (divide.empty() ? "" : " ") + name + "=" + std::to_string(nodes);
  std::printf("%s\t%s\t%s\t%s\t%d\t%llu\t%s\n", std::string(rule_set_name(rules.set)).c_str(),
              anti_stall_name(rules), phase, mfen.c_str(), depth,
              static_cast<unsigned long long>(counted.nodes), divide.c_str());
  std::fflush(stdout);
  return true;
}

int write_positions(int depth) {
  std::printf(
      "# Perft with divide from positions of every phase of Play-Test games\n"
      "# (docs/rules/playtest.md#perft), both rule sets, taken from seeded random games from the\n"
      "# start. Counted by the engine and by the independent model of verify/model,\n"
      "# which agree on every number. Written by verify/playtest/make_fixtures;\n"
      "# see fixtures/README.md.\n"
      "# rules\tanti_stall\tphase\tmfen\tdepth\tnodes\tdivide\n");
  for (const RuleSet set : {RuleSet::kStandard, RuleSet::kContemplative}) {
    const Rules on{set, true}, off{set, false};
    SplitMix64 random(set == RuleSet::kStandard ? 20270101 : 20270202);
    for (const Phase& phase : phases()) {
      std::set<std::string> seen;
      for (int found = 0; found < kPerPhase;) {
        Position pos;
        if (!find_position(phase, on, random, pos)) {
          std::fprintf(stderr, "no %s position found in %s\n", phase.name,
                       std::string(rule_set_name(set)).c_str());
          return 1;
        }
        const std::string mfen = to_mfen(pos);
        if (!seen.insert(mfen).second) continue;
        ++found;
        if (!write_row(phase.name, mfen, on, depth)) return 1;
        if (phase.also_without_anti_stall && !write_row(phase.name, mfen, off, depth)) return 1;
        std::fprintf(stderr, "%s %s %d/%d\n", std::string(rule_set_name(set)).c_str(), phase.name,
                     found, kPerPhase);
      }
    }
  }
  return 0;
}

}  // namespace
}  // namespace minnaar::playtest

int main(int argc, char** argv) {
  const std::string_view what = argc > 1 ? argv[1] : "";
  if (what == "start") return minnaar::playtest::write_start(argc > 2 ? std::atoi(argv[2]) : 7);
  if (what == "positions")
    return minnaar::playtest::write_positions(argc > 2 ? std::atoi(argv[2]) : 4);
  std::fprintf(stderr, "usage: make_playtest_fixtures start [MAX_DEPTH] | positions [DEPTH]\n");
  return 2;
}
