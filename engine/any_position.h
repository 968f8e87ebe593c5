// A position of any rule set the toolkit knows, behind one small textual
// interface: what the command line (and tools that must not care which
// game they run) need. Each rule set keeps its own fast types; this only
// picks one.
//
//   auto rules = parse_rule_choice("playtest-contemplative", /*anti_stall=*/true);
//   auto pos = AnyPosition::from_mfen(*rules, text);   // errors name the field
//   pos->play("e2e3 d7d6");  pos->perft(5);  pos->result();
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "engine/expected.h"
#include "engine/playtest/position.h"
#include "engine/minnaar/position.h"

namespace minnaar {

// The current edition (SPEC.md, the default) or the Play-Test Edition's
// two rule sets (SPEC-playtest.md).
enum class RuleSetId { kMinnaar, kPlaytestStandard, kPlaytestContemplative };

struct RuleChoice {
  RuleSetId id = RuleSetId::kMinnaar;
  bool anti_stall = true;  // the Play-Test Edition's optional rule
};

// "minnaar", "playtest-standard" or "playtest-contemplative"; switching the
// anti-stall rule off is only possible where the rule set has it.
Expected<RuleChoice, std::string> parse_rule_choice(std::string_view name, bool anti_stall);
std::string_view rule_set_id_name(RuleSetId id);
// A choice as one word, for storage: "minnaar", "playtest-standard",
// "playtest-contemplative/no-anti-stall"; and back.
std::string rule_choice_text(RuleChoice rules);
// A Play-Test choice as the engine's playtest::Rules.
playtest::Rules playtest_rules_of(RuleChoice rules);
Expected<RuleChoice, std::string> parse_rule_choice_text(std::string_view text);
// The valid names, for help texts and errors.
inline constexpr std::string_view kRuleSetNames =
    "minnaar, playtest-standard, playtest-contemplative";

class AnyPosition {
 public:
  static AnyPosition start(RuleChoice rules);
  // "invalid MFEN '<text>': <field>: <reason>" when it is not one.
  static Expected<AnyPosition, std::string> from_mfen(RuleChoice rules, std::string_view text);

  // Plays whitespace-separated moves in SPEC notation; on an error the
  // position is unchanged and the message names the move and its ply.
  Expected<bool, std::string> play(std::string_view moves);

  std::string mfen() const;
  // The SPEC result token ("ongoing" while the game goes on).
  std::string result() const;
  // The legal moves in byte order; "pass" alone for a forced pass.
  std::vector<std::string> sorted_moves() const;

  std::uint64_t perft(int depth, int threads = 1, bool bulk = true);
  // Per legal move, sorted like sorted_moves().
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth, int threads = 1,
                                                            bool bulk = true);

 private:
  using Variant = std::variant<Position, playtest::Position>;
  explicit AnyPosition(Variant pos) : pos_(std::move(pos)) {}
  Variant pos_;
};

}  // namespace minnaar
