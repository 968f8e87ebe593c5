// `minnaar conform` names one bug as one finding: a bug of movement planted
// at random (verify/conform/planted_engine.cpp) in a random rule set,
// drawn from a move of one of the quick suite's own positions so that the
// suite shows it: a leap missing, a range one short, a promotion choice
// missing, a placement square missing, a step that wraps round the board's
// edge. The whole quick suite against it gives exactly one finding.
//
// Each case runs a suite (a few seconds), so the property runs one case
// for every 16 the other properties run: 6 for RapidCheck's 100.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "conform/checker.h"
#include "conform/fixture_manifest.h"
#include "conform/suite.h"
#include "engine/game.h"

namespace minnaar::conform {
namespace {

// Every rule set a fixtures folder holds: the ones with a contract.
std::vector<std::string> rule_sets() {
  std::vector<std::string> out;
  for (const test::FixtureManifest& m : test::fixture_manifests(MINNAAR_FIXTURES_DIR))
    out.insert(out.end(), m.rule_sets.begin(), m.rule_sets.end());
  return out;
}

// How far each piece goes along a line in any of `positions`.
using Reach = std::map<std::string, int>;

// The planted bugs (planted_engine's names) this move is a case of. A
// range is cut by one (the piece's longest move missing, as far as
// `reach` saw it): a range cut shorter misses moves of several distances,
// which share no more than the piece and are named square by square
// (docs/conform.md#causes, its limits).
std::vector<std::string> bugs_of(const game::MoveDescription& d, bool has_edges,
                                 const Reach& reach) {
  std::vector<std::string> out;
  const bool leap = d.line.rfind("jump", 0) == 0;
  if (leap && d.direction == "2 north 1 east") out.push_back("jump");
  const auto longest = reach.find(d.piece);
  if ((d.line == "straight" || d.line == "diagonal") && d.distance >= 2 && !d.piece.empty() &&
      longest != reach.end() && longest->second == d.distance)
    out.push_back("short-range:" + d.piece + ":" + std::to_string(d.distance));
  const std::string promotion = "promotion to ";
  if (d.kind.rfind(promotion, 0) == 0)
    out.push_back("promotion:" + d.kind.substr(promotion.size()));
  if (d.kind == game::kPlacementMove && !d.to.empty()) out.push_back("placement:" + d.to);
  if (has_edges && !d.piece.empty() && (d.distance == 1 || leap)) out.push_back("wrap:" + d.piece);
  return out;
}

// The moves checks of a suite whose positions the reference reads.
std::vector<const Check*> move_checks(const game::Game& game, const std::vector<Check>& suite) {
  std::vector<const Check*> out;
  for (const Check& c : suite)
    if (c.call.command == Call::Command::kMoves && c.category != "bad-input" &&
        position_of(game, c.call))
      out.push_back(&c);
  return out;
}

// The signatures of the findings of `suite` against the engine with `bug`.
std::vector<std::string> findings_with(const game::Game& game, const std::vector<Check>& suite,
                                       const std::string& bug) {
  const Implementation planted({PLANTED_ENGINE, bug}, rules_words(game, MINNAAR_FIXTURES_DIR),
                               60000);
  std::vector<std::string> out;
  for (const Finding& f : run_checks(game, planted, suite, 2).findings) out.push_back(f.signature);
  return out;
}

void one_planted_bug_is_one_finding() {
  const std::vector<std::string> names = rule_sets();
  const std::string rules = *rc::gen::elementOf(names);
  auto loaded = game::load_text(rules);
  RC_ASSERT(loaded.has_value());
  const game::Game& game = **loaded;
  const std::vector<Check> suite = build_suite(game, Level::kQuick, 1, MINNAAR_FIXTURES_DIR);
  const std::vector<const Check*> positions = move_checks(game, suite);
  RC_PRE(!positions.empty());
  Reach reach;
  for (const Check* c : positions) {
    const auto there = position_of(game, c->call);
    std::vector<game::Action> moves;
    there->legal_moves(moves);
    for (const game::Action m : moves)
      if (const auto d = there->describe_move(there->move_text(m));
          d && (d->line == "straight" || d->line == "diagonal"))
        reach[d->piece] = std::max(reach[d->piece], d->distance);
  }
  // A move of one of the suite's positions, and a bug it stands for.
  const Check& at = **rc::gen::elementOf(positions);
  const auto state = position_of(game, at.call);
  std::vector<game::Action> legal;
  state->legal_moves(legal);
  std::vector<std::string> candidates;
  const bool has_edges = !game.edge_positions().empty();
  for (const game::Action m : legal)
    if (const auto d = state->describe_move(state->move_text(m)))
      for (const std::string& bug : bugs_of(*d, has_edges, reach)) candidates.push_back(bug);
  RC_PRE(!candidates.empty());
  const std::string bug = *rc::gen::elementOf(candidates);
  const Implementation planted({PLANTED_ENGINE, bug}, rules_words(game, MINNAAR_FIXTURES_DIR),
                               60000);
  // The suite shows it: that position's moves differ.
  RC_PRE(planted.run(at.call).out != reference_answer(game, at.call).out);
  RC_TAG(rules, bug.substr(0, bug.find(':')));
  const std::vector<std::string> signatures = findings_with(game, suite, bug);
  RC_LOG() << rules << " with " << bug << ": " << signatures.size() << " findings\n";
  for (const std::string& s : signatures) RC_LOG() << "  " << s << "\n";
  RC_ASSERT(signatures.size() == 1u);
}

TEST(ConformProperty, ARandomPlantedBugOfMovementIsOneFinding) {
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = std::max(1, params.maxSuccess / 16);
  params.disableShrinking = true;  // each step a suite: the log names the case
  rc::detail::TestMetadata metadata;
  metadata.id = "ConformProperty/ARandomPlantedBugOfMovementIsOneFinding";
  metadata.description = "a random planted bug of movement is one finding";
  const auto result = rc::detail::checkTestable(&one_planted_bug_is_one_finding, metadata, params);
  if (!result.is<rc::detail::SuccessResult>()) {
    std::ostringstream message;
    rc::detail::printResultMessage(result, message);
    FAIL() << message.str();
  }
}

// The shapes only some rule sets have, in each that has them: the first
// promotion and the first placement among the quick suite's positions,
// planted missing, are one finding each.
TEST(ConformPlanted, AMissingPromotionChoiceOrPlacementSquareIsOneFinding) {
  int tried = 0;
  for (const std::string& rules : rule_sets()) {
    const auto game = game::load_text(rules);
    ASSERT_TRUE(game) << rules;
    const std::vector<Check> suite = build_suite(**game, Level::kQuick, 1, MINNAAR_FIXTURES_DIR);
    std::string promotion, placement;
    for (const Check* c : move_checks(**game, suite)) {
      const auto state = position_of(**game, c->call);
      std::vector<game::Action> legal;
      state->legal_moves(legal);
      for (const game::Action m : legal) {
        const auto d = state->describe_move(state->move_text(m));
        if (!d) continue;
        for (const std::string& bug : bugs_of(*d, false, {})) {
          if (promotion.empty() && bug.starts_with("promotion:")) promotion = bug;
          if (placement.empty() && bug.starts_with("placement:")) placement = bug;
        }
      }
    }
    for (const std::string& bug : {promotion, placement}) {
      if (bug.empty()) continue;
      ++tried;
      const std::vector<std::string> findings = findings_with(**game, suite, bug);
      EXPECT_EQ(findings.size(), 1u)
          << rules << " with " << bug << ": " << testing::PrintToString(findings);
    }
  }
  EXPECT_GE(tried, 2) << "no rule set with promotions and placements";
}

}  // namespace
}  // namespace minnaar::conform
