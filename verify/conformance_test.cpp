// The conformance fixtures of every game folder of fixtures/ (fixtures/README.md)
// run through the engine, seen only through the game interface (engine/game.h:
// game::load, parse, play, notation, result, perft, divide), and through the
// independent model, seen only through its text interface
// (verify/model/text_model.h). verify/conformance_cli.sh runs the same files
// through the `minnaar` program.
//
// Each game folder holds rule_vectors.tsv, perft_start.tsv and
// perft_positions.tsv. The table kFolders below says, for each folder, the
// columns of its three files (so how a row names its rule set) and what the
// files must cover; adding a game's fixtures is adding a row to it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "verify/fixture_layout.h"
#include "verify/model/text_model.h"
#include "verify/tsv.h"

namespace minnaar {
namespace {

using test::fixture_layout;
using test::FixtureLayout;
using test::FixtureRow;
using test::read_fixture_rows;

// One game folder of fixtures/: how its files are laid out, and what they
// must cover.
struct Folder {
  FixtureLayout layout;
  // What the files must cover.
  std::size_t min_vectors;
  // Every rule setting (rules, and the anti-stall setting where a row names
  // it, as setting_label() writes them) the rule vectors must cover.
  std::vector<std::string> settings;
  // Every expect_result the rule vectors must hold ("illegal-move" stands for
  // illegal-move:<ply> at any ply).
  std::vector<std::string> results;
  int start_depths;  // perft_start.tsv has depths 1 to this for every rule set
  // Deeper start rows are left out here and by the CLI check (they are
  // counted by engine_test's PerftFixture and by bench/).
  int max_start_depth;
  std::vector<std::string> phases;  // perft_positions.tsv covers each for every rule set
  std::size_t min_positions_per_rule_set;
  std::size_t min_positions_without_anti_stall;
  // Whether the notation reads only its canonical form, so that every valid
  // start is written back unchanged; else (entries in any order) it is
  // written back canonically, the same by engine and model.
  bool canonical_input_only = true;
};

const std::vector<Folder>& folders() {
  static const std::vector<Folder> table = {
      {
          .layout = fixture_layout("minnaar"),
          .min_vectors = 60,
          .settings = {"minnaar"},
          .results = {"ongoing", "alliance-wins", "establishment-wins", "undecided-80-turns",
                      "undecided-four-passes", "illegal-move", "invalid-mfen:MFEN",
                      "invalid-mfen:board", "invalid-mfen:side", "invalid-mfen:tally",
                      "invalid-mfen:passes", "invalid-mfen:round"},
          .start_depths = 5,
          .max_start_depth = 4,
          .phases = {"opening", "middlegame", "endgame-one-army-gone", "endgame-few-pieces",
                     "tally-near-80", "forced-pass"},
          .min_positions_per_rule_set = 40,
          .min_positions_without_anti_stall = 0,
      },
      {
          .layout = fixture_layout("playtest"),
          .min_vectors = 80,
          .settings = {"playtest-standard anti-stall on", "playtest-standard anti-stall off",
                       "playtest-contemplative anti-stall on",
                       "playtest-contemplative anti-stall off"},
          .results = {"ongoing", "mutual-sovereignty", "white-sovereignty", "black-sovereignty",
                      "unrealized-sovereignty", "illegal-move", "invalid-mfen:MFEN",
                      "invalid-mfen:board", "invalid-mfen:side", "invalid-mfen:first",
                      "invalid-mfen:white-passages", "invalid-mfen:black-passages",
                      "invalid-mfen:quiet", "invalid-mfen:passes", "invalid-mfen:move"},
          .start_depths = 7,
          .max_start_depth = 7,
          .phases = {"opening", "middlegame", "after-passage", "endgame-few-pieces", "forced-pass",
                     "quiet-near-100"},
          .min_positions_per_rule_set = 24,
          .min_positions_without_anti_stall = 2,
      },
      {
          .layout = fixture_layout("sovereign"),
          .min_vectors = 150,
          .settings = {"sovereign"},
          .results = {"ongoing", "white-wins", "black-wins", "draw-stalemate", "draw-move-cap",
                      "illegal-move", "invalid-mfen:MFEN", "invalid-mfen:board",
                      "invalid-mfen:side", "invalid-mfen:white-owns", "invalid-mfen:black-owns",
                      "invalid-mfen:castling", "invalid-mfen:move"},
          .start_depths = 5,
          .max_start_depth = 4,
          .phases = {"opening", "middlegame", "armies-gained", "in-check", "castling", "promotion",
                     "defection", "owner-changed"},
          .min_positions_per_rule_set = 32,
          .min_positions_without_anti_stall = 0,
      },
      {
          .layout = fixture_layout("schachen"),
          .min_vectors = 120,
          .settings = {"schachen"},
          .results = {"ongoing", "white-wins", "black-wins", "stalemate", "illegal-move",
                      "invalid-mfen:MFEN", "invalid-mfen:board", "invalid-mfen:side",
                      "invalid-mfen:white-hand", "invalid-mfen:white-pile",
                      "invalid-mfen:white-pool", "invalid-mfen:black-hand",
                      "invalid-mfen:black-pile", "invalid-mfen:black-pool", "invalid-mfen:move"},
          // Depths 1-4 of both deals; the fourth is left to engine_test and bench/.
          .start_depths = 4,
          .max_start_depth = 3,
          .phases = {"opening", "middlegame", "in-check", "promotion", "pile-empty",
                     "no-pawn-to-place-beside", "spread-wide", "few-pieces"},
          .min_positions_per_rule_set = 32,
          .min_positions_without_anti_stall = 0,
          .canonical_input_only = false,  // SPEC-schachen §4: any order accepted
      },
  };
  return table;
}

// --- Reading the files ----------------------------------------------------------

// The rules a row runs under: its rule set, and its anti-stall setting when
// it names one.
struct Rules {
  std::string name;
  std::optional<bool> anti_stall;
};

// "minnaar", "playtest-standard anti-stall off".
std::string setting_label(const Rules& rules) {
  if (!rules.anti_stall) return rules.name;
  return rules.name + " anti-stall " + (*rules.anti_stall ? "on" : "off");
}

// The engine's game for these rules, through the registry only.
std::shared_ptr<const game::Game> engine_game(const Rules& rules) {
  game::ParameterValues values;
  if (rules.anti_stall) values["anti_stall"] = *rules.anti_stall ? "true" : "false";
  auto loaded = game::load(rules.name, values);
  if (!loaded)
    throw std::runtime_error("game::load(" + setting_label(rules) + "): " + loaded.error());
  return *loaded;
}

// The model for these rules, through the text interface only.
std::unique_ptr<model::TextModel> text_model(const Rules& rules) {
  auto made = model::make_text_model(rules.name, rules.anti_stall.value_or(true));
  if (!made) throw std::runtime_error("no text model for " + setting_label(rules));
  return made;
}

using Row = FixtureRow;

std::vector<Row> read_rows(const Folder& folder, const std::string& file) {
  return read_fixture_rows(MINNAAR_FIXTURES_DIR, folder.layout, file);
}

// The rules a row names (its `rules` and `anti_stall` columns, if any),
// checked against the folder's rule sets.
Rules rules_of(const Folder& folder, const Row& row) {
  Rules rules{folder.layout.default_rules, std::nullopt};
  if (auto it = row.at.find("rules"); it != row.at.end()) rules.name = it->second;
  if (std::find(folder.layout.rule_sets.begin(), folder.layout.rule_sets.end(), rules.name) ==
      folder.layout.rule_sets.end())
    throw std::runtime_error(row.where + ": rule set '" + rules.name + "' is not one of " +
                             folder.layout.name + "'s");
  if (auto it = row.at.find("anti_stall"); it != row.at.end()) {
    if (it->second != "on" && it->second != "off")
      throw std::runtime_error(row.where + ": anti_stall is '" + it->second +
                               "', expected on or off");
    rules.anti_stall = it->second == "on";
  }
  return rules;
}

// A gtest name part: letters and digits kept, the rest '_'.
std::string test_name(const std::string& text) {
  std::string name;
  for (char c : text) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

// A perft row's name part: the rule set, and "_off" without anti-stall.
std::string rules_name(const Rules& rules) {
  return test_name(rules.name) + (rules.anti_stall.value_or(true) ? "" : "_off");
}

// --- Rule vectors ----------------------------------------------------------------

struct Vector {
  std::string folder, where, name, clause;
  Rules rules;
  std::string mfen, moves, expect_mfen, expect_result;
};

std::vector<Vector> rule_vectors(const Folder& folder) {
  std::vector<Vector> vectors;
  for (const Row& row : read_rows(folder, "rule_vectors.tsv")) {
    const auto& f = row.at;
    vectors.push_back({folder.layout.name, row.where, f.at("name"), f.at("clause"),
                       rules_of(folder, row), f.at("mfen"),
                       f.at("moves") == "-" ? "" : f.at("moves"), f.at("expect_mfen"),
                       f.at("expect_result")});
  }
  return vectors;
}

std::vector<Vector> all_rule_vectors() {
  std::vector<Vector> all;
  for (const Folder& folder : folders())
    for (Vector& v : rule_vectors(folder)) all.push_back(std::move(v));
  return all;
}

// What an implementation did with a vector, in the fixture's own terms.
struct Observed {
  std::string mfen, result;
};

Observed run_engine(const Vector& v) {
  auto state = engine_game(v.rules)->parse(v.mfen);
  if (!state) return {"error", "invalid-mfen:" + state.error().field};
  auto played = (*state)->play(v.moves);
  if (!played) {
    // "... at ply N: ..." names the refused move's place in the list.
    const std::string& message = played.error();
    const std::size_t at = message.find(" at ply ");
    if (at == std::string::npos) return {"error", "no ply in: " + message};
    std::istringstream rest(message.substr(at + 8));
    int ply = 0;
    rest >> ply;
    return {"error", "illegal-move:" + std::to_string(ply)};
  }
  return {(*state)->notation(), (*state)->result()};
}

Observed run_model(const Vector& v) {
  std::string error;
  auto position = text_model(v.rules)->from_mfen(v.mfen, &error);
  if (!position) return {"error", "invalid-mfen:" + error.substr(0, error.find(':'))};
  if (const int ply = model::play_moves(*position, v.moves))
    return {"error", "illegal-move:" + std::to_string(ply)};
  return {position->mfen(), position->result()};
}

// gtest prints a parameter of a failed test as its place in the file.
void PrintTo(const Vector& v, std::ostream* os) { *os << v.where; }

class RuleVector : public testing::TestWithParam<Vector> {};

TEST_P(RuleVector, HoldsForTheEngine) {
  const Vector& v = GetParam();
  const Observed got = run_engine(v);
  EXPECT_EQ(got.mfen, v.expect_mfen) << v.where;
  EXPECT_EQ(got.result, v.expect_result) << v.where;
}

TEST_P(RuleVector, HoldsForTheModel) {
  const Vector& v = GetParam();
  const Observed got = run_model(v);
  EXPECT_EQ(got.mfen, v.expect_mfen) << v.where;
  EXPECT_EQ(got.result, v.expect_result) << v.where;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, RuleVector, testing::ValuesIn(all_rule_vectors()),
                         [](const auto& info) {
                           return test_name(info.param.folder + "_" + info.param.name);
                         });

// --- Perft from the start ----------------------------------------------------------

struct StartCase {
  std::string folder, where;
  Rules rules;
  std::string mfen;
  int depth;
  std::uint64_t nodes;
  int max_depth;  // the folder's max_start_depth
  // The seed of the start where the rule set deals it (a `deal` column).
  std::optional<std::uint64_t> deal;
};

std::vector<StartCase> start_cases(const Folder& folder) {
  std::vector<StartCase> cases;
  for (const Row& row : read_rows(folder, "perft_start.tsv")) {
    const auto& f = row.at;
    const auto deal = f.find("deal");
    cases.push_back(
        {folder.layout.name, row.where, rules_of(folder, row), f.at("mfen"),
         std::stoi(f.at("depth")), std::stoull(f.at("nodes")), folder.max_start_depth,
         deal == f.end() ? std::nullopt : std::optional<std::uint64_t>(std::stoull(deal->second))});
  }
  return cases;
}

std::vector<StartCase> all_start_cases() {
  std::vector<StartCase> all;
  for (const Folder& folder : folders())
    for (StartCase& c : start_cases(folder)) all.push_back(std::move(c));
  return all;
}

void PrintTo(const StartCase& c, std::ostream* os) { *os << c.where; }

class PerftFromTheStart : public testing::TestWithParam<StartCase> {};

TEST_P(PerftFromTheStart, MatchesTheEngine) {
  const StartCase& c = GetParam();
  if (c.depth > c.max_depth)
    GTEST_SKIP() << c.where << ": depth " << c.depth << " is beyond this suite's " << c.max_depth
                 << " (engine_test's PerftFixture counts it)";
  const auto game = engine_game(c.rules);
  EXPECT_EQ(game->start(c.deal.value_or(0))->notation(), c.mfen)
      << c.where << ": not the start position";
  auto state = game->parse(c.mfen);
  ASSERT_TRUE(state) << c.where << ": " << state.error().message();
  EXPECT_EQ((*state)->perft(c.depth), c.nodes) << c.where;
}

TEST_P(PerftFromTheStart, MatchesTheModel) {
  const StartCase& c = GetParam();
  if (c.depth > c.max_depth)
    GTEST_SKIP() << c.where << ": depth " << c.depth << " is beyond this suite's " << c.max_depth;
  const auto model = text_model(c.rules);
  // The text models start from the deal of seed 0, as the command line.
  if (c.deal.value_or(0) == 0) {
    EXPECT_EQ(model->start()->mfen(), c.mfen) << c.where << ": not the start position";
  }
  std::string error;
  const auto position = model->from_mfen(c.mfen, &error);
  ASSERT_TRUE(position) << c.where << ": " << error;
  EXPECT_EQ(position->perft(c.depth), c.nodes) << c.where;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PerftFromTheStart, testing::ValuesIn(all_start_cases()),
                         [](const auto& info) {
                           return rules_name(info.param.rules) +
                                  (info.param.deal ? "_deal_" + std::to_string(*info.param.deal)
                                                   : "") +
                                  "_depth_" + std::to_string(info.param.depth);
                         });

// --- Perft and divide across games ---------------------------------------------------

struct PerftCase {
  std::string folder, where;
  int number;
  Rules rules;
  std::string phase, mfen;
  int depth;
  std::uint64_t nodes;
  std::string divide;  // "move=count ..." sorted like `minnaar moves`
};

std::vector<PerftCase> perft_cases(const Folder& folder) {
  std::vector<PerftCase> cases;
  for (const Row& row : read_rows(folder, "perft_positions.tsv")) {
    const auto& f = row.at;
    cases.push_back({folder.layout.name, row.where, row.number, rules_of(folder, row),
                     f.at("phase"), f.at("mfen"), std::stoi(f.at("depth")),
                     std::stoull(f.at("nodes")), f.at("divide")});
  }
  return cases;
}

std::vector<PerftCase> all_perft_cases() {
  std::vector<PerftCase> all;
  for (const Folder& folder : folders())
    for (PerftCase& c : perft_cases(folder)) all.push_back(std::move(c));
  return all;
}

// The divide column as (move, count) pairs.
std::vector<std::pair<std::string, std::uint64_t>> parse_divide(const std::string& text) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  std::istringstream in(text);
  std::string item;
  while (in >> item) {
    const std::size_t eq = item.rfind('=');  // (a promotion's text holds one too)
    out.emplace_back(item.substr(0, eq), std::stoull(item.substr(eq + 1)));
  }
  return out;
}

void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.where; }

class PerftPosition : public testing::TestWithParam<PerftCase> {};

TEST_P(PerftPosition, MatchesTotalAndDivideForTheEngine) {
  const PerftCase& c = GetParam();
  auto state = engine_game(c.rules)->parse(c.mfen);
  ASSERT_TRUE(state) << c.where << ": " << state.error().message();
  EXPECT_EQ((*state)->perft(c.depth), c.nodes) << c.where;
  // divide() lists the moves sorted like `minnaar moves` (byte order of
  // the move texts), as the column does.
  std::string text;
  for (const auto& [move, nodes] : (*state)->divide(c.depth))
    text += (text.empty() ? "" : " ") + move + "=" + std::to_string(nodes);
  EXPECT_EQ(text, c.divide) << c.where;
}

TEST_P(PerftPosition, MatchesTotalAndDivideForTheModel) {
  const PerftCase& c = GetParam();
  std::string error;
  const auto position = text_model(c.rules)->from_mfen(c.mfen, &error);
  ASSERT_TRUE(position) << c.where << ": " << error;
  std::vector<std::string> moves;
  std::uint64_t total = 0;
  for (const auto& [move, nodes] : parse_divide(c.divide)) {
    moves.push_back(move);
    const auto child = position->clone();
    ASSERT_TRUE(child->play(move)) << c.where << ": " << move;
    EXPECT_EQ(child->perft(c.depth - 1), nodes) << c.where << ": " << move;
    total += nodes;
  }
  EXPECT_EQ(moves, position->legal_moves()) << c.where;
  EXPECT_EQ(total, c.nodes) << c.where;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PerftPosition, testing::ValuesIn(all_perft_cases()),
                         [](const auto& info) {
                           const PerftCase& c = info.param;
                           return rules_name(c.rules) + "_" + test_name(c.phase) + "_" +
                                  std::to_string(c.number);
                         });

// --- The files themselves --------------------------------------------------------------

void PrintTo(const Folder& folder, std::ostream* os) { *os << "fixtures/" << folder.layout.name; }

class FixtureFolder : public testing::TestWithParam<Folder> {};

TEST_P(FixtureFolder, HasEnoughRuleVectorsNamedUniquely) {
  const Folder& folder = GetParam();
  const auto vectors = rule_vectors(folder);
  EXPECT_GE(vectors.size(), folder.min_vectors);
  std::map<std::string, int> names;
  for (const Vector& v : vectors) EXPECT_EQ(++names[v.name], 1) << "duplicate " << v.name;
}

TEST_P(FixtureFolder, HasRuleVectorsForEveryRuleSetAndAntiStallSetting) {
  const Folder& folder = GetParam();
  std::set<std::string> seen;
  for (const Vector& v : rule_vectors(folder)) seen.insert(setting_label(v.rules));
  EXPECT_EQ(seen, std::set<std::string>(folder.settings.begin(), folder.settings.end()));
}

TEST_P(FixtureFolder, HasRuleVectorsExpectingEveryResultAndEveryRefusedMfenField) {
  const Folder& folder = GetParam();
  std::set<std::string> seen;
  for (const Vector& v : rule_vectors(folder))
    seen.insert(v.expect_result.rfind("illegal-move:", 0) == 0 ? "illegal-move" : v.expect_result);
  for (const std::string& want : folder.results) EXPECT_TRUE(seen.count(want)) << want;
}

TEST_P(FixtureFolder, HasValidStartPositionsThatAreWrittenBackUnchanged) {
  const Folder& folder = GetParam();
  for (const Vector& v : rule_vectors(folder)) {
    if (v.expect_mfen == "error") continue;
    auto state = engine_game(v.rules)->parse(v.mfen);
    ASSERT_TRUE(state) << v.where << ": " << state.error().message();
    std::string error;
    const auto position = text_model(v.rules)->from_mfen(v.mfen, &error);
    ASSERT_TRUE(position) << v.where << ": " << error;
    if (folder.canonical_input_only) {
      EXPECT_EQ((*state)->notation(), v.mfen) << v.where << " (engine)";
      EXPECT_EQ(position->mfen(), v.mfen) << v.where << " (model)";
    } else {
      EXPECT_EQ((*state)->notation(), position->mfen()) << v.where << " (engine and model)";
      auto again = engine_game(v.rules)->parse((*state)->notation());
      ASSERT_TRUE(again) << v.where;
      EXPECT_EQ((*again)->notation(), (*state)->notation()) << v.where << " (canonical)";
    }
  }
}

TEST_P(FixtureFolder, HasEveryPerftStartDepthForEveryRuleSet) {
  const Folder& folder = GetParam();
  std::set<std::pair<std::string, int>> seen;
  for (const StartCase& c : start_cases(folder)) seen.insert({c.rules.name, c.depth});
  for (const std::string& rules : folder.layout.rule_sets)
    for (int depth = 1; depth <= folder.start_depths; ++depth)
      EXPECT_TRUE(seen.count({rules, depth})) << rules << " depth " << depth;
}

TEST_P(FixtureFolder, HasPerftPositionsFromEveryPhaseOfEveryRuleSet) {
  const Folder& folder = GetParam();
  std::map<std::pair<std::string, std::string>, std::size_t> phases;
  std::size_t without_anti_stall = 0;
  for (const PerftCase& c : perft_cases(folder)) {
    ++phases[{c.rules.name, c.phase}];
    without_anti_stall += !c.rules.anti_stall.value_or(true);
  }
  for (const std::string& rules : folder.layout.rule_sets) {
    std::size_t total = 0;
    for (const std::string& phase : folder.phases) {
      const std::size_t count = phases[{rules, phase}];
      EXPECT_GE(count, 1u) << rules << " " << phase;
      total += count;
    }
    EXPECT_GE(total, folder.min_positions_per_rule_set) << rules;
  }
  EXPECT_GE(without_anti_stall, folder.min_positions_without_anti_stall);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, FixtureFolder, testing::ValuesIn(folders()),
                         [](const auto& info) { return test_name(info.param.layout.name); });

// Every folder of fixtures/ that holds .tsv files is a game folder of the table,
// so none is left unchecked.
TEST(FixtureFolders, AreAllInTheTable) {
  std::set<std::string> listed;
  for (const Folder& folder : folders()) listed.insert(folder.layout.name);
  std::set<std::string> found;
  for (const auto& entry : std::filesystem::directory_iterator(MINNAAR_FIXTURES_DIR)) {
    if (!entry.is_directory()) continue;
    for (const auto& file : std::filesystem::directory_iterator(entry.path()))
      if (file.path().extension() == ".tsv") found.insert(entry.path().filename().string());
  }
  EXPECT_EQ(found, listed);
}

}  // namespace
}  // namespace minnaar
