// The numbers of the Play-Test Edition 1.0 (docs/rules/playtest.md), in one place.
// Two rule sets share the game: Standard (Sovereigns move like queens, two
// passages to sovereignty) and Contemplative (at most two squares, one
// passage). The anti-stall rule of the rules' §VII is on unless switched off.
#pragma once

#include <optional>
#include <string_view>

namespace minnaar::playtest {

enum class RuleSet { kStandard, kContemplative };

struct Rules {
  RuleSet set = RuleSet::kStandard;
  bool anti_stall = true;

  // How far a Sovereign moves along a line: any distance (7) or 2 squares.
  constexpr int sovereign_range() const { return set == RuleSet::kStandard ? 7 : 2; }
  // Passages a player needs for sovereignty.
  constexpr int passages_needed() const { return set == RuleSet::kStandard ? 2 : 1; }

  constexpr bool operator==(const Rules&) const = default;
};

inline constexpr int kQuietTurnLimit = 100;  // anti-stall: turns without capture or passage
inline constexpr int kForcedPassLimit = 2;   // forced passes in a row that end the game
inline constexpr int kMaxCounter = 999999;   // MFEN bound of quiet (anti-stall off) and move

// "playtest-standard" / "playtest-contemplative".
constexpr std::string_view rule_set_name(RuleSet s) {
  return s == RuleSet::kStandard ? "playtest-standard" : "playtest-contemplative";
}
constexpr std::optional<RuleSet> parse_rule_set(std::string_view name) {
  if (name == "playtest-standard") return RuleSet::kStandard;
  if (name == "playtest-contemplative") return RuleSet::kContemplative;
  return std::nullopt;
}

}  // namespace minnaar::playtest
