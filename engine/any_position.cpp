#include "engine/any_position.h"

#include <algorithm>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/minnaar/perft.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/movegen.h"
#include "engine/playtest/notation.h"
#include "engine/playtest/perft.h"

namespace minnaar {
namespace {

// The engine functions of each rule set, by overloading.
std::string mfen_of(const Position& p) { return to_mfen(p); }
std::string mfen_of(const playtest::Position& p) { return playtest::to_mfen(p); }
std::string token_of(const Position& p) { return std::string(outcome_token(p.outcome())); }
std::string token_of(const playtest::Position& p) {
  return std::string(playtest::outcome_token(p.outcome()));
}
Expected<Position, std::string> played(const Position& p, std::string_view moves) {
  return play_moves(p, moves);
}
Expected<playtest::Position, std::string> played(const playtest::Position& p,
                                                 std::string_view moves) {
  return playtest::play_moves(p, moves);
}
template <class List>
std::vector<std::string> names_of(const List& moves) {
  std::vector<std::string> names;
  for (const Move m : moves) names.push_back(move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}
std::vector<std::string> moves_of(const Position& p) {
  MoveList moves;
  generate_moves(p, moves);
  return names_of(moves);
}
std::vector<std::string> moves_of(const playtest::Position& p) {
  playtest::MoveList moves;
  playtest::generate_moves(p, moves);
  return names_of(moves);
}
std::vector<DivideEntry> divide_of(Position& p, int depth, int threads, bool bulk) {
  return perft_divide(p, depth, threads, bulk);
}
std::vector<DivideEntry> divide_of(playtest::Position& p, int depth, int threads, bool bulk) {
  return playtest::perft_divide(p, depth, threads, bulk);
}
std::uint64_t perft_of(Position& p, int depth, bool bulk) {
  return bulk ? perft(p, depth) : perft_without_bulk(p, depth);
}
std::uint64_t perft_of(playtest::Position& p, int depth, bool bulk) {
  return bulk ? playtest::perft(p, depth) : playtest::perft_without_bulk(p, depth);
}

}  // namespace

Expected<RuleChoice, std::string> parse_rule_choice(std::string_view name, bool anti_stall) {
  RuleChoice choice{RuleSetId::kMinnaar, anti_stall};
  if (name == "playtest-standard")
    choice.id = RuleSetId::kPlaytestStandard;
  else if (name == "playtest-contemplative")
    choice.id = RuleSetId::kPlaytestContemplative;
  else if (name != "minnaar")
    return Unexpected<std::string>{"unknown rule set '" + std::string(name) +
                                   "' (valid: " + std::string(kRuleSetNames) + ")"};
  if (choice.id == RuleSetId::kMinnaar && !anti_stall)
    return Unexpected<std::string>{
        "--no-anti-stall needs a Play-Test rule set: the current edition's 80-turn rule is "
        "always on"};
  return choice;
}

std::string_view rule_set_id_name(RuleSetId id) {
  switch (id) {
    case RuleSetId::kMinnaar:
      return "minnaar";
    case RuleSetId::kPlaytestStandard:
      return "playtest-standard";
    case RuleSetId::kPlaytestContemplative:
      return "playtest-contemplative";
  }
  return "?";
}

playtest::Rules playtest_rules_of(RuleChoice rules) {
  return {rules.id == RuleSetId::kPlaytestStandard ? playtest::RuleSet::kStandard
                                                   : playtest::RuleSet::kContemplative,
          rules.anti_stall};
}

std::string rule_choice_text(RuleChoice rules) {
  return std::string(rule_set_id_name(rules.id)) + (rules.anti_stall ? "" : "/no-anti-stall");
}

Expected<RuleChoice, std::string> parse_rule_choice_text(std::string_view text) {
  constexpr std::string_view kOff = "/no-anti-stall";
  const bool off = text.size() > kOff.size() && text.substr(text.size() - kOff.size()) == kOff;
  return parse_rule_choice(off ? text.substr(0, text.size() - kOff.size()) : text, !off);
}

AnyPosition AnyPosition::start(RuleChoice rules) {
  if (rules.id == RuleSetId::kMinnaar) return AnyPosition(Position::start());
  return AnyPosition(playtest::Position::start(playtest_rules_of(rules)));
}

Expected<AnyPosition, std::string> AnyPosition::from_mfen(RuleChoice rules, std::string_view text) {
  auto invalid = [&](const std::string& message) {
    return Unexpected<std::string>{"invalid MFEN '" + std::string(text) + "': " + message};
  };
  if (rules.id == RuleSetId::kMinnaar) {
    auto pos = parse_mfen(text);
    if (!pos) return invalid(pos.error().message());
    return AnyPosition(*pos);
  }
  auto pos = playtest::parse_mfen(text, playtest_rules_of(rules));
  if (!pos) return invalid(pos.error().message());
  return AnyPosition(*pos);
}

Expected<bool, std::string> AnyPosition::play(std::string_view moves) {
  return std::visit(
      [&](auto& pos) -> Expected<bool, std::string> {
        auto after = played(pos, moves);
        if (!after) return Unexpected<std::string>{after.error()};
        pos = *after;
        return true;
      },
      pos_);
}

std::string AnyPosition::mfen() const {
  return std::visit([](const auto& pos) { return mfen_of(pos); }, pos_);
}

std::string AnyPosition::result() const {
  return std::visit([](const auto& pos) { return token_of(pos); }, pos_);
}

std::vector<std::string> AnyPosition::sorted_moves() const {
  return std::visit([](const auto& pos) { return moves_of(pos); }, pos_);
}

std::uint64_t AnyPosition::perft(int depth, int threads, bool bulk) {
  return std::visit(
      [&](auto& pos) -> std::uint64_t {
        if (threads <= 1 || depth == 0) return perft_of(pos, depth, bulk);
        std::uint64_t total = 0;
        for (const DivideEntry& e : divide_of(pos, depth, threads, bulk)) total += e.nodes;
        return total;
      },
      pos_);
}

std::vector<std::pair<std::string, std::uint64_t>> AnyPosition::divide(int depth, int threads,
                                                                       bool bulk) {
  std::vector<std::pair<std::string, std::uint64_t>> rows;
  std::visit(
      [&](auto& pos) {
        for (const DivideEntry& e : divide_of(pos, depth, threads, bulk))
          rows.emplace_back(move_name(e.move), e.nodes);
      },
      pos_);
  std::sort(rows.begin(), rows.end());
  return rows;
}

}  // namespace minnaar
