#include "conform/suite.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string_view>

#include "conform/fixture_manifest.h"
#include "engine/random.h"

namespace minnaar::conform {
namespace {

// The stream of a conformance run's random play.
constexpr std::uint64_t kPlayStream = 0x636F'6E66'0000'0000ull;  // "conf"

// How random play chooses: uniformly, taking a capture when there is one
// (most of the time), or avoiding captures (to reach the quiet-turn end).
enum class Policy { kUniform, kCaptureBiased, kCaptureAvoiding };

const char* policy_name(Policy p) {
  switch (p) {
    case Policy::kUniform:
      return "uniform";
    case Policy::kCaptureBiased:
      return "capture-biased";
    case Policy::kCaptureAvoiding:
      return "capture-avoiding";
  }
  return "?";
}

// A whole game of random play from the start: its moves, in notation.
std::vector<std::string> random_game(const game::Game& game, Policy policy, SplitMix64& rng) {
  // (The command line's start position: the seed-0 start.)
  auto state = game.start();
  std::vector<std::string> moves;
  std::vector<game::Action> legal, preferred;
  // A bound on length for rule sets whose games may not end by themselves;
  // where a runner adjudicates (a move cap), there.
  for (int ply = 0; ply < 4000 && !state->play_stops(); ++ply) {
    state->legal_moves(legal);
    preferred.clear();
    const bool biased = policy == Policy::kCaptureBiased && rng.below(10) < 9;
    for (const game::Action m : legal)
      if ((policy == Policy::kCaptureAvoiding && !state->is_capture(m)) ||
          (biased && state->is_capture(m)))
        preferred.push_back(m);
    const std::vector<game::Action>& from = preferred.empty() ? legal : preferred;
    const game::Action m = from[std::size_t(rng.below(from.size()))];
    moves.push_back(state->move_text(m));
    state->apply(m);
  }
  return moves;
}

std::string joined(const std::vector<std::string>& moves, std::size_t count) {
  std::string text;
  for (std::size_t i = 0; i < count && i < moves.size(); ++i) text += (i ? " " : "") + moves[i];
  return text;
}

struct Sizes {
  int games_per_policy;
  int positions_per_game;
  int max_depth;
  int probes_per_game;  // Check::probes of a whole game
};

// A number above every bound of an integer type, for every field in turn.
constexpr const char* kTooLarge = "99999999999999999999";

Sizes sizes_of(Level level) {
  switch (level) {
    case Level::kQuick:
      return {2, 2, 2, 4};
    case Level::kDefault:
      return {6, 4, 3, 6};
    case Level::kDeep:
      return {20, 8, 3, 12};
  }
  return {6, 4, 3, 6};
}

// The manifests of the fixtures folders (none when there is no folder: a
// suite of generated checks only).
std::vector<test::FixtureManifest> manifests_in(const std::string& fixtures_dir) {
  return std::filesystem::is_directory(fixtures_dir) ? test::fixture_manifests(fixtures_dir)
                                                     : std::vector<test::FixtureManifest>{};
}

}  // namespace

std::vector<Check> build_suite(const game::Game& game, Level level, std::uint64_t seed,
                               const std::string& fixtures_dir) {
  const Sizes sizes = sizes_of(level);
  std::vector<Check> checks;
  // The authority of the checks added next (each kind of check sets it).
  std::string authority = "the contract";
  auto add = [&](std::string category, std::string name, Call call) {
    checks.push_back({std::move(category), std::move(name), std::move(call), authority});
  };
  using Command = Call::Command;

  // The shipped fixtures of this rule set (with its parameter values, where
  // rows name them): every rule vector through `show`, every perft
  // position through `perft --divide` (no deeper than the suite goes).
  std::set<std::string> vector_positions;  // each checked once
  const std::vector<test::FixtureManifest> folders = manifests_in(fixtures_dir);
  // The folder of this rule set's fixtures, whose manifest also names its
  // contract and what that leaves open (none: every check is the contract's).
  const test::FixtureManifest* own = nullptr;
  for (const test::FixtureManifest& layout : folders) {
    if (std::find(layout.rule_sets.begin(), layout.rule_sets.end(), game.name()) ==
        layout.rule_sets.end())
      continue;
    own = &layout;
    // Whether a row runs under this game's rule set and parameter values (a
    // parameter the game does not have never excludes a row).
    auto applies = [&](const test::FixtureRow& row) {
      const test::FixtureRules rules = layout.rules_of(row);
      if (rules.name != game.name()) return false;
      for (const auto& [key, value] : rules.parameters) {
        const auto set = game.parameters().find(key);
        if (set != game.parameters().end() && set->second != value) return false;
      }
      return true;
    };
    for (const auto& row : test::read_fixture_rows(fixtures_dir, layout, "rule_vectors.tsv")) {
      const std::string& moves = row.at.at("moves");
      // (An empty MFEN cannot be passed: a call without one is the start.)
      if (!applies(row) || row.at.at("mfen").empty()) continue;
      const std::string name = "rule-vector/" + row.at.at("name");
      authority = layout.authority_of(row);
      add("fixtures", name,
          {Command::kShow, row.at.at("mfen"), moves == "-" ? "" : moves, 0, false});
      // The vectors' hand-made positions are the edges of the rules (the
      // last quiet turn, the third pass, an emptied group, a lone piece):
      // their moves and their perft are checked too.
      const Call start{Command::kMoves, row.at.at("mfen"), "", 0, false};
      if (!position_of(game, start) || !vector_positions.insert(start.mfen).second) continue;
      add("edges", name + "/moves", start);
      add("edges", name + "/perft-2", {Command::kPerft, row.at.at("mfen"), "", 2, true});
    }
    authority = layout.perft_clause;
    for (const auto& row : test::read_fixture_rows(fixtures_dir, layout, "perft_positions.tsv"))
      if (applies(row))
        add("fixtures", "perft-position/" + std::to_string(row.number + 1),
            {Command::kPerft, row.at.at("mfen"), "",
             std::min(std::atoi(row.at.at("depth").c_str()), sizes.max_depth + 1), true});
  }

  // Random play, its positions and its games: the rules as the command
  // line answers them.
  const std::string contract = own ? own->contract : "the contract";
  authority = own ? own->command_line_clause : contract;

  // The start position.
  for (int depth = 1; depth <= sizes.max_depth + 1; ++depth)
    add("positions", "start/perft-" + std::to_string(depth),
        {Command::kPerft, "", "", depth, true});
  add("positions", "start/moves", {Command::kMoves, "", "", 0, false});
  add("positions", "start/show", {Command::kShow, "", "", 0, false});

  int game_number = 0;
  for (const Policy policy : {Policy::kUniform, Policy::kCaptureBiased, Policy::kCaptureAvoiding}) {
    for (int g = 0; g < sizes.games_per_policy; ++g, ++game_number) {
      SplitMix64 rng(derive_seed(seed, kPlayStream, std::uint64_t(game_number)));
      const std::vector<std::string> moves = random_game(game, policy, rng);
      const std::string label = std::string(policy_name(policy)) + "-" + std::to_string(g);
      // The whole game, checked at its end.
      add("games", label + "/show", {Command::kShow, "", joined(moves, moves.size()), 0, false});
      checks.back().probes = sizes.probes_per_game;
      // Positions in every phase: as a start position (its notation) with
      // no moves, and as the moves from the start.
      std::set<std::size_t> plies;  // each position once (a name is a ply)
      for (int p = 0; p < sizes.positions_per_game && !moves.empty(); ++p) {
        const std::size_t ply = std::size_t(rng.below(moves.size()));
        if (!plies.insert(ply).second) continue;
        const std::string prefix = joined(moves, ply);
        const std::string at = label + "/ply-" + std::to_string(ply);
        const int depth = 1 + int(rng.below(std::uint64_t(sizes.max_depth)));
        add("positions", at + "/perft-" + std::to_string(depth),
            {Command::kPerft, "", prefix, depth, true});
        auto state = game.start();
        (void)state->play(prefix);
        add("positions", at + "/moves", {Command::kMoves, state->notation(), "", 0, false});
      }
      // The last positions before the end, and the end itself.
      for (std::size_t back = 0; back <= 3 && back <= moves.size(); ++back) {
        const std::size_t ply = moves.size() - back;
        const std::string at = label + "/end-" + std::to_string(back);
        add("edges", at + "/show", {Command::kShow, "", joined(moves, ply), 0, false});
        add("edges", at + "/perft-2", {Command::kPerft, "", joined(moves, ply), 2, true});
        add("edges", at + "/moves", {Command::kMoves, "", joined(moves, ply), 0, false});
      }
      // Bad input: a move after the end, an unknown move, and a move of
      // an earlier turn (illegal now).
      if (!moves.empty()) {
        add("bad-input", label + "/move-after-the-end",
            {Command::kShow, "", joined(moves, moves.size()) + " " + moves.back(), 0, false});
        const std::size_t ply = std::size_t(rng.below(moves.size()));
        add("bad-input", label + "/unknown-move",
            {Command::kMoves, "", joined(moves, ply) + (ply ? " " : "") + "zz99", 0, false});
        for (std::size_t earlier = ply; earlier-- > 0;) {
          Call illegal{Command::kShow, "", joined(moves, ply) + " " + moves[earlier], 0, false};
          if (position_of(game, illegal)) continue;  // legal here after all
          add("bad-input", label + "/illegal-move", std::move(illegal));
          break;
        }
      }
    }
  }

  // The board's edges: each kind of piece on the corners (a quick suite)
  // and edges, with pieces where its moves would land were the board to
  // wrap round; their moves are compared.
  authority = own ? own->command_line_clause : contract;
  for (const game::EdgePosition& edge : game.edge_positions())
    if (edge.corner || level != Level::kQuick)
      add("edges", "edge/" + edge.name + "/moves", {Command::kMoves, edge.notation, "", 0, false});

  // Bad input: every field of the start's notation made wrong in turn. A
  // number too large for a field the contract does not bound is refused
  // by this project's choice only.
  const std::string start = game.start()->notation();
  std::vector<std::string> fields;
  for (std::size_t at = 0; at <= start.size();) {
    const std::size_t space = std::min(start.find(' ', at), start.size());
    fields.push_back(start.substr(at, space - at));
    at = space + 1;
  }
  const std::string notation = own ? own->notation_clause : contract;
  for (std::size_t f = 0; f < fields.size(); ++f) {
    const std::string field =
        own && f < own->notation_fields.size() ? own->notation_fields[f] : "MFEN";
    for (const char* wrong : {"x", "0", "-1", kTooLarge}) {
      std::vector<std::string> changed = fields;
      changed[f] = wrong;
      const std::string text = joined(changed, changed.size());
      Call bad{Command::kShow, text, "", 0, false};
      if (position_of(game, bad)) continue;  // a valid notation after all
      const bool unbounded = own && std::string_view(wrong) == kTooLarge &&
                             own->leaves_unbounded(field, game.parameters());
      authority = unbounded ? "project: a bound on " + field + " (" + own->open_clause + " " +
                                  field + " sets none)"
                            : notation + " " + field;
      add("bad-input", "field-" + std::to_string(f + 1) + "-" + wrong, std::move(bad));
    }
  }
  {
    authority = notation + " MFEN";
    std::vector<std::string> shorter(fields.begin(), fields.end() - 1);
    for (Call bad : {Call{Command::kShow, joined(shorter, shorter.size()), "", 0, false},
                     Call{Command::kShow, start + " 7", "", 0, false},
                     Call{Command::kMoves, start + "/", "", 0, false}})
      if (!position_of(game, bad))
        add("bad-input", "notation-" + std::to_string(checks.size()), std::move(bad));
  }
  return checks;
}

std::string fixtures_folder_problem(const std::string& fixtures_dir) {
  std::error_code error;
  if (!std::filesystem::exists(fixtures_dir, error)) return "'" + fixtures_dir + "' does not exist";
  if (!std::filesystem::is_directory(fixtures_dir, error))
    return "'" + fixtures_dir + "' is not a folder";
  if (manifests_in(fixtures_dir).empty())
    return "'" + fixtures_dir + "' holds no fixtures (no folder with a manifest.tsv)";
  return "";
}

std::vector<std::string> rules_words(const game::Game& game, const std::string& fixtures_dir) {
  const std::string changed = game.parameter_text();
  if (game.name() == game::default_game_name() && changed.empty()) return {};
  std::vector<std::string> words{"--rules", game.name()};
  if (changed.empty()) return words;
  const std::vector<test::FixtureManifest> folders = manifests_in(fixtures_dir);
  for (const game::ParameterInfo& p : game.info().parameters) {
    const auto value = game.parameters().find(p.name);
    if (value == game.parameters().end() || value->second == p.default_value) continue;
    std::string option;  // the contract's option for this parameter off
    for (const test::FixtureManifest& m : folders) {
      if (std::find(m.rule_sets.begin(), m.rule_sets.end(), game.name()) == m.rule_sets.end())
        continue;
      for (std::size_t c = 0; c < m.parameter_columns.size() && c < m.off_options.size(); ++c)
        if (m.parameter_columns[c] == p.name) option = m.off_options[c];
    }
    if (value->second != "false" || option.empty()) return {"--rules", game::game_text(game)};
    words.push_back(option);
  }
  return words;
}

}  // namespace minnaar::conform
