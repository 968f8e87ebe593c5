// The conformance fixtures of every game folder of fixtures/ (fixtures/README.md)
// run through the engine, seen only through the game interface (engine/game.h:
// game::load, parse, play, notation, result, perft, divide), and through the
// independent model, seen only through its text interface
// (verify/model/text_model.h). verify/conformance_cli.sh runs the same files
// through the `minnaar` program.
//
// Each game folder holds rule_vectors.tsv, perft_start.tsv and
// perft_positions.tsv, and a manifest.tsv that says the columns of the three
// files (so how a row names its rule set and parameters) and what they must
// cover (conform/fixture_manifest.h); adding a game's fixtures is adding a
// folder.
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
#include "conform/fixture_manifest.h"
#include "verify/model/text_model.h"
#include "conform/tsv.h"

namespace minnaar {
namespace test {

// gtest prints a folder of a failed test as its path (found by ADL beside
// the type).
void PrintTo(const FixtureManifest& folder, std::ostream* os) { *os << "fixtures/" << folder.name; }

}  // namespace test

namespace {

using test::FixtureManifest;
using test::FixtureRow;
using test::FixtureRules;
using test::read_fixture_rows;

using Folder = FixtureManifest;
using Rules = FixtureRules;

const std::vector<Folder>& folders() {
  static const std::vector<Folder> table = test::fixture_manifests(MINNAAR_FIXTURES_DIR);
  return table;
}

// The engine's game for these rules, through the registry only.
std::shared_ptr<const game::Game> engine_game(const Rules& rules) {
  auto loaded = game::load(rules.name, rules.parameters);
  if (!loaded) throw std::runtime_error("game::load(" + rules.label() + "): " + loaded.error());
  return *loaded;
}

// The model for these rules, through the text interface only.
std::unique_ptr<model::TextModel> text_model(const Rules& rules) {
  auto made = model::make_text_model(rules.name, rules.parameters);
  if (!made) throw std::runtime_error("no text model for " + rules.label());
  return made;
}

using Row = FixtureRow;

std::vector<Row> read_rows(const Folder& folder, const std::string& file) {
  return read_fixture_rows(MINNAAR_FIXTURES_DIR, folder, file);
}

// The rules a row names, checked against the folder's rule sets.
Rules rules_of(const Folder& folder, const Row& row) { return folder.rules_of(row); }

// A gtest name part: letters and digits kept, the rest '_'.
std::string test_name(const std::string& text) {
  std::string name;
  for (char c : text) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

// A perft row's name part: the rule set, and each parameter set off.
std::string rules_name(const Rules& rules) {
  std::string name = test_name(rules.name);
  for (const auto& [key, value] : rules.parameters)
    if (value == "false") name += "_" + test_name(key) + "_off";
  return name;
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
    vectors.push_back({folder.name, row.where, f.at("name"), f.at("clause"), rules_of(folder, row),
                       f.at("mfen"), f.at("moves") == "-" ? "" : f.at("moves"), f.at("expect_mfen"),
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

// What each row proves: a section of its contract, cited as
// `docs/rules/<game>.md#<anchor>` (fixtures/README.md), or the project's
// stricter choice, which only ever refuses input and names the section of
// what the contract leaves open. One test for all rows: a check of the
// data, not of a rule (verify/docs_links.sh checks that each anchor is a
// heading of the page).
TEST(RuleVectors, NameAContractClauseOrTheProjectsChoice) {
  for (const Folder& folder : folders())
    for (const Vector& v : rule_vectors(folder)) {
      const bool project = v.clause.rfind("project:", 0) == 0;
      if (project) {
        EXPECT_EQ(v.expect_mfen, "error") << v.where;
        EXPECT_FALSE(folder.open_clause.empty()) << v.where << ": nothing is left open";
        EXPECT_NE(v.clause.find("(" + folder.open_clause), std::string::npos)
            << v.where << ": '" << v.clause << "' does not cite " << folder.open_clause;
      } else {
        EXPECT_TRUE(FixtureManifest::cites(v.clause, folder.contract))
            << v.where << ": '" << v.clause << "' cites no section of " << folder.contract;
      }
    }
}

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
        {folder.name, row.where, rules_of(folder, row), f.at("mfen"), std::stoi(f.at("depth")),
         std::stoull(f.at("nodes")), folder.max_start_depth,
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
                 << " (the rule set's own perft tests count it)";
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
    cases.push_back({folder.name, row.where, row.number, rules_of(folder, row), f.at("phase"),
                     f.at("mfen"), std::stoi(f.at("depth")), std::stoull(f.at("nodes")),
                     f.at("divide")});
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

class FixtureFolder : public testing::TestWithParam<Folder> {};

TEST_P(FixtureFolder, HasEnoughRuleVectorsNamedUniquely) {
  const Folder& folder = GetParam();
  const auto vectors = rule_vectors(folder);
  EXPECT_GE(vectors.size(), folder.min_rule_vectors);
  std::map<std::string, int> names;
  for (const Vector& v : vectors) EXPECT_EQ(++names[v.name], 1) << "duplicate " << v.name;
}

TEST_P(FixtureFolder, HasRuleVectorsForEveryRuleSetAndParameterSetting) {
  const Folder& folder = GetParam();
  std::set<std::string> seen;
  for (const Vector& v : rule_vectors(folder)) seen.insert(v.rules.label());
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
  for (const std::string& rules : folder.rule_sets)
    for (int depth = 1; depth <= folder.start_depths; ++depth)
      EXPECT_TRUE(seen.count({rules, depth})) << rules << " depth " << depth;
}

TEST_P(FixtureFolder, HasPerftPositionsFromEveryPhaseOfEveryRuleSet) {
  const Folder& folder = GetParam();
  std::map<std::pair<std::string, std::string>, std::size_t> phases;
  std::size_t with_a_parameter_off = 0;
  for (const PerftCase& c : perft_cases(folder)) {
    ++phases[{c.rules.name, c.phase}];
    with_a_parameter_off += c.rules.has_a_parameter_off();
  }
  for (const std::string& rules : folder.rule_sets) {
    std::size_t total = 0;
    for (const std::string& phase : folder.phases) {
      const std::size_t count = phases[{rules, phase}];
      EXPECT_GE(count, 1u) << rules << " " << phase;
      total += count;
    }
    EXPECT_GE(total, folder.min_positions_per_rule_set) << rules;
  }
  EXPECT_GE(with_a_parameter_off, folder.min_positions_with_a_parameter_off);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, FixtureFolder, testing::ValuesIn(folders()),
                         [](const auto& info) { return test_name(info.param.name); });

// Every folder of fixtures/ that holds .tsv files has a manifest, so none is
// left unchecked.
TEST(FixtureFolders, AllHaveAManifest) {
  std::set<std::string> listed;
  for (const Folder& folder : folders()) listed.insert(folder.name);
  std::set<std::string> found;
  for (const auto& entry : std::filesystem::directory_iterator(MINNAAR_FIXTURES_DIR)) {
    if (!entry.is_directory()) continue;
    for (const auto& file : std::filesystem::directory_iterator(entry.path()))
      if (file.path().extension() == ".tsv" && file.path().filename() != "manifest.tsv")
        found.insert(entry.path().filename().string());
  }
  EXPECT_EQ(found, listed);
}

// Every rule set a manifest names is a registered game with a registered
// model, and every registered model is a registered game.
TEST(FixtureFolders, NameRegisteredGamesThatHaveModels) {
  std::set<std::string> games;
  for (const game::GameInfo* info : game::registered_games()) games.insert(info->name);
  for (const Folder& folder : folders())
    for (const std::string& rules : folder.rule_sets) {
      EXPECT_TRUE(games.count(rules)) << folder.name << ": " << rules;
      EXPECT_NE(model::make_text_model(rules), nullptr) << folder.name << ": " << rules;
    }
  for (const std::string& name : model::text_model_names()) EXPECT_TRUE(games.count(name)) << name;
}

}  // namespace
}  // namespace minnaar
