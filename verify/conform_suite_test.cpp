// The suite of `minnaar conform` covers what it promises: the same checks
// for the same seed, every end of the game reached by its random play, the
// edges of the rules among its positions, and bad inputs that the reference
// refuses (and nothing else that it refuses).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "conform/call.h"
#include "conform/checker.h"
#include "conform/fixture_manifest.h"
#include "conform/suite.h"
#include "engine/game.h"
#include "engine/random.h"
#include "engine/words.h"

namespace minnaar::conform {
namespace {

std::shared_ptr<const game::Game> game_of(const std::string& text) {
  auto game = game::load_text(text);
  if (!game) throw std::runtime_error(game.error());
  return *game;
}

std::vector<Check> default_suite(const game::Game& game, std::uint64_t seed = 1) {
  return build_suite(game, Level::kDefault, seed, MINNAAR_FIXTURES_DIR);
}

// The result token that `show` prints last.
std::string result_of(const Answer& answer) {
  const auto words = words_of(answer.out);
  return words.empty() ? "" : std::string(words.back());
}

TEST(ConformSuite, IsTheSameForTheSameSeedAndDiffersForAnother) {
  const auto game = game_of("minnaar");
  auto names = [&](std::uint64_t seed) {
    std::vector<std::string> out;
    for (const Check& c : default_suite(*game, seed))
      out.push_back(c.name + " " + c.call.mfen + " | " + c.call.moves);
    return out;
  };
  EXPECT_EQ(names(1), names(1));
  EXPECT_NE(names(1), names(2));
}

TEST(ConformSuite, NamesEveryCheckOnce) {
  for (const char* rules : {"minnaar", "playtest-standard", "playtest-contemplative"}) {
    const auto game = game_of(rules);
    std::set<std::string> seen;
    for (const Check& c : default_suite(*game))
      EXPECT_TRUE(seen.insert(c.name).second) << rules << ": " << c.name;
  }
}

TEST(ConformSuite, RefusesExactlyItsBadInputs) {
  for (const char* rules : {"minnaar", "playtest-standard", "playtest-contemplative"}) {
    const auto game = game_of(rules);
    int bad = 0;
    for (const Check& c : default_suite(*game)) {
      // A rule vector may expect a refusal; every other check is valid input.
      if (c.category == "fixtures") continue;
      const Answer answer = reference_answer(*game, c.call);
      if (c.category == "bad-input") {
        ++bad;
        EXPECT_EQ(answer.status, 2) << rules << ": " << c.name;
        EXPECT_TRUE(answer.out.empty()) << rules << ": " << c.name;
      } else {
        EXPECT_EQ(answer.status, 0) << rules << ": " << c.name << ": " << answer.error_line;
      }
    }
    EXPECT_GE(bad, 20) << rules;
  }
}

TEST(ConformSuite, PlaysGamesToEveryEndOfMinnaarChess) {
  const auto game = game_of("minnaar");
  std::set<std::string> ends;
  for (const Check& c : default_suite(*game))
    if (c.category == "games") ends.insert(result_of(reference_answer(*game, c.call)));
  // Four forced passes in a row need a blocked board that random play
  // hardly ever reaches; the rule vectors' hand-made positions cover them.
  for (const char* end : {"alliance-wins", "establishment-wins", "undecided-80-turns"})
    EXPECT_TRUE(ends.count(end)) << end;
  EXPECT_FALSE(ends.count("ongoing"));
}

TEST(ConformSuite, PlaysGamesToAnEndOfThePlayTestEdition) {
  for (const char* rules : {"playtest-standard", "playtest-contemplative"}) {
    const auto game = game_of(rules);
    std::set<std::string> ends;
    for (const Check& c : default_suite(*game))
      if (c.category == "games") ends.insert(result_of(reference_answer(*game, c.call)));
    EXPECT_GE(ends.size(), 2u) << rules;
    EXPECT_FALSE(ends.count("ongoing")) << rules;
  }
}

// The fields of an MFEN: board side tally passes round.
std::vector<std::string> fields_of(const std::string& mfen) {
  const auto words = words_of(mfen);
  return {words.begin(), words.end()};
}

TEST(ConformSuite, ChecksTheMovesOfTheEdgesOfMinnaarChess) {
  const auto game = game_of("minnaar");
  bool tally_79 = false, passes_3 = false, empty_group = false, finished = false;
  for (const Check& c : default_suite(*game)) {
    if (c.category != "edges" || c.call.command != Call::Command::kMoves || c.call.mfen.empty())
      continue;
    const std::vector<std::string> f = fields_of(c.call.mfen);
    ASSERT_EQ(f.size(), 5u) << c.name;
    tally_79 |= f[2] == "79";
    passes_3 |= f[3] == "3";
    // 'P' are the Southern Sovereigns, 'p' the Northern (docs/rules/minnaar.md#mfen).
    const bool south = f[0].find('P') != std::string::npos;
    const bool north = f[0].find('p') != std::string::npos;
    empty_group |= south != north;
    finished |= position_of(*game, c.call)->is_over();
  }
  EXPECT_TRUE(tally_79);
  EXPECT_TRUE(passes_3);
  EXPECT_TRUE(empty_group);
  EXPECT_TRUE(finished);
}

TEST(ConformSuite, NamesTheAuthorityOfEveryCheck) {
  // Every rule set a fixtures folder holds (their contracts name the clauses).
  std::vector<std::string> with_contracts;
  for (const test::FixtureManifest& m : test::fixture_manifests(MINNAAR_FIXTURES_DIR))
    with_contracts.insert(with_contracts.end(), m.rule_sets.begin(), m.rule_sets.end());
  ASSERT_FALSE(with_contracts.empty());
  for (const std::string& rules : with_contracts) {
    const auto game = game_of(rules);
    for (const Check& c : default_suite(*game))
      EXPECT_TRUE(c.is_project_choice() ? c.authority.find("(docs/rules/") != std::string::npos
                                        : test::FixtureManifest::cites_docs(c.authority))
          << rules << ": " << c.name << ": '" << c.authority << "'";
  }
}

TEST(ConformSuite, MarksTheCurrentEditionsNonCanonicalNotationAsTheProjectsChoice) {
  const auto game = game_of("minnaar");
  std::set<std::string> project;
  for (const Check& c : default_suite(*game))
    if (c.is_project_choice()) project.insert(c.name);
  // docs/rules/minnaar.md#left-open leaves these open: only this project reads MFEN in its
  // canonical form alone.
  for (const char* name : {"rule-vector/two-digits-in-a-row-44", "rule-vector/tally-leading-zero",
                           "rule-vector/round-above-999999", "field-5-99999999999999999999"})
    EXPECT_TRUE(project.count(name)) << name;
  // What it does refuse stays the contract's.
  for (const char* name : {"rule-vector/tally-81", "rule-vector/digit-9-is-not-a-run",
                           "rule-vector/round-0", "field-3-99999999999999999999"})
    EXPECT_FALSE(project.count(name)) << name;
}

// Every rule setting a conformance run covers (as `minnaar rules
// --settings` lists them): each rule set, and each with one true/false
// parameter switched from its default.
std::vector<std::string> every_setting() {
  std::vector<std::string> out;
  for (const game::GameInfo* info : game::registered_games()) {
    out.push_back(info->name);
    for (const game::ParameterInfo& p : info->parameters)
      if (p.default_value == "true" || p.default_value == "false")
        out.push_back(info->name + "(" + p.name + "=" +
                      (p.default_value == "true" ? "false" : "true") + ")");
  }
  return out;
}

std::set<std::string> names_of(const std::vector<Failure>& list) {
  std::set<std::string> out;
  for (const Failure& f : list) out.insert(f.check);
  return out;
}

// An implementation that also reads every non-canonical notation its
// contract leaves open (planted_engine lenient), otherwise this engine,
// differs only where the reference refuses an MFEN; so only those checks
// are run (a few seconds a setting), and of them exactly the
// project-choice ones must be notes.
class ConformLenient : public testing::TestWithParam<std::string> {};

TEST_P(ConformLenient, DiffersOnlyInNotesOnTheProjectsChoicesAndFailsThemWhenStrict) {
  const std::string& setting = GetParam();
  const auto game = game_of(setting);
  std::vector<Check> refused, project;
  std::set<std::string> project_names;
  for (const Check& c : build_suite(*game, Level::kQuick, 1, MINNAAR_FIXTURES_DIR)) {
    Call read = c.call;
    read.moves.clear();
    if (read.mfen.empty() || position_of(*game, read)) continue;
    refused.push_back(c);
    if (!c.is_project_choice()) continue;
    project.push_back(c);
    project_names.insert(c.name);
  }
  const Implementation lenient({PLANTED_ENGINE, "lenient"},
                               rules_words(*game, MINNAAR_FIXTURES_DIR), 60000);
  const Outcome outcome = run_checks(*game, lenient, refused, 2);
  EXPECT_EQ(names_of(outcome.failures), std::set<std::string>{});
  EXPECT_EQ(names_of(outcome.notes), project_names);
  EXPECT_EQ(outcome.passed, int(refused.size() - project.size()));
  const Outcome strict = run_checks(*game, lenient, project, 2, /*strict=*/true);
  EXPECT_EQ(names_of(strict.failures), project_names);
  EXPECT_TRUE(strict.notes.empty());
}

// The implementation is told the rule setting in its contract's words
// (an off option such as --no-anti-stall, not this project's parameter
// form), and the words select the very same game.
TEST(ConformSuite, TellsEveryRuleSettingInTheWordsOfItsContract) {
  const auto folders = test::fixture_manifests(MINNAAR_FIXTURES_DIR);
  int by_option = 0;
  for (const std::string& setting : every_setting()) {
    const auto game = game_of(setting);
    const std::vector<std::string> words = rules_words(*game, MINNAAR_FIXTURES_DIR);
    if (setting == game::default_game_name()) {
      EXPECT_TRUE(words.empty()) << setting;
      continue;
    }
    ASSERT_GE(words.size(), 2u) << setting;
    EXPECT_EQ(words[0], "--rules") << setting;
    auto named = game::load_text(words[1]);
    ASSERT_TRUE(named) << setting << ": " << named.error();
    game::ParameterValues values = (*named)->parameters();
    for (std::size_t w = 2; w < words.size(); ++w) {
      bool known = false;
      for (const test::FixtureManifest& m : folders)
        for (std::size_t c = 0; c < m.off_options.size(); ++c)
          if (m.off_options[c] == words[w] &&
              std::count(m.rule_sets.begin(), m.rule_sets.end(), (*named)->name())) {
            values[m.parameter_columns[c]] = "false";
            known = true;
          }
      EXPECT_TRUE(known) << setting << ": " << words[w];
      ++by_option;
    }
    auto selected = game::load((*named)->name(), values);
    ASSERT_TRUE(selected) << setting << ": " << selected.error();
    EXPECT_EQ(game::game_text(**selected), game::game_text(*game)) << setting;
  }
  EXPECT_GT(by_option, 0) << "no setting was told by an off option";
}

INSTANTIATE_TEST_SUITE_P(EverySetting, ConformLenient, testing::ValuesIn(every_setting()),
                         [](const auto& info) {
                           std::string name;
                           for (char c : info.param)
                             name += std::isalnum((unsigned char)c) ? c : '_';
                           return name;
                         });

// A game whose end agrees may still have gone otherwise on the way: here
// moves to h8 are missing (planted_engine move) in a game that never
// plays one and ends the same. The probes along it find the difference
// and reduce it to where it first shows.
TEST(ConformChecker, FindsADifferenceInMidGameWhoseEndAgreesAgain) {
  const auto game = game_of("minnaar");
  constexpr int kProbes = 6;
  // A random game that never moves to h8, with a move to h8 at a probed
  // ply (the first seed that gives one).
  std::string moves;
  for (std::uint64_t seed = 1; moves.empty() && seed < 100; ++seed) {
    SplitMix64 rng(seed);
    auto state = game->start();
    std::vector<game::Action> legal;
    std::vector<std::string> played;
    std::set<std::size_t> with_h8;  // plies with a move to h8
    while (!state->play_stops()) {
      state->legal_moves(legal);
      const auto to_h8 = [&](game::Action m) { return state->move_text(m).ends_with("h8"); };
      if (std::any_of(legal.begin(), legal.end(), to_h8)) with_h8.insert(played.size());
      std::erase_if(legal, to_h8);
      if (legal.empty()) break;
      played.push_back(state->move_text(legal[std::size_t(rng.below(legal.size()))]));
      (void)state->play(played.back());
    }
    bool probed = false;
    for (int j = 1; j <= kProbes; ++j)
      probed |= with_h8.count(played.size() * std::size_t(j) / (kProbes + 1)) > 0;
    if (probed)
      for (const std::string& m : played) moves += (moves.empty() ? "" : " ") + m;
  }
  ASSERT_FALSE(moves.empty());
  Check game_check{"games",
                   "probed/show",
                   {Call::Command::kShow, "", moves, 0, false},
                   "docs/rules/minnaar.md#moves"};
  const Implementation planted({PLANTED_ENGINE, "move"}, {}, 60000);
  // Its end agrees: the check alone passes.
  EXPECT_EQ(run_checks(*game, planted, {game_check}, 2).passed, 1);
  game_check.probes = kProbes;
  const Outcome outcome = run_checks(*game, planted, {game_check}, 2);
  EXPECT_EQ(failing_checks(outcome), 1);
  ASSERT_EQ(outcome.findings.size(), 1u);
  // (One failure alone: named by everything its moves share.)
  EXPECT_TRUE(outcome.findings[0].signature.starts_with("legal moves: missing"));
  EXPECT_TRUE(outcome.findings[0].signature.ends_with("to h8"));
  const Failure& reduced = outcome.findings[0].reduced;
  EXPECT_EQ(reduced.kind, "moves");
  EXPECT_LT(words_of(reduced.moves).size(), words_of(moves).size());
}

// The checker shrinks a failing position by taking pieces off it: every
// rule set says how, one notation per piece, and the parser reads them.
TEST(ConformSuite, EveryRuleSetTakesOffEachOfItsPiecesInTurn) {
  for (const game::GameInfo* info : game::registered_games()) {
    const auto game = game_of(info->name);
    const auto start = game->start();
    const auto smaller = start->notations_without_a_piece();
    ASSERT_TRUE(smaller.has_value()) << info->name;
    ASSERT_GE(smaller->size(), 2u) << info->name;
    int valid = 0;
    for (const std::string& text : *smaller) {
      EXPECT_NE(text, start->notation()) << info->name;
      auto parsed = game->parse(text);
      if (!parsed) continue;
      ++valid;
      // One piece fewer: one notation fewer.
      EXPECT_EQ((*parsed)->notations_without_a_piece()->size(), smaller->size() - 1)
          << info->name << ": " << text;
    }
    EXPECT_GE(valid, 1) << info->name;
  }
}

}  // namespace
}  // namespace minnaar::conform
