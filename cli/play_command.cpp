#include "cli/play_command.h"

#include <cstdio>
#include <memory>
#include <stdexcept>

#include "engine/any_position.h"
#include "engine/minnaar/mfen.h"
#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "tournament/agent_spec.h"
#include "tournament/game.h"

namespace minnaar {
namespace {

std::unique_ptr<tournament::Agent> agent_or_throw(const std::string& seat, const std::string& spec,
                                                  std::uint64_t seed) {
  auto agent = tournament::make_agent(spec, seed);
  if (!agent) throw std::runtime_error("--" + seat + ": " + agent.error());
  return std::move(*agent);
}

std::unique_ptr<tournament::PlaytestAgent> playtest_agent_or_throw(const std::string& seat,
                                                                   const std::string& spec,
                                                                   std::uint64_t seed) {
  auto agent = tournament::make_playtest_agent(spec, seed);
  if (!agent) throw std::runtime_error("--" + seat + ": " + agent.error());
  return std::move(*agent);
}

void run_playtest_play(const PlayOptions& options, playtest::Rules rules) {
  auto start = playtest::Position::start(rules);
  if (!options.mfen.empty()) {
    auto parsed = playtest::parse_mfen(options.mfen, rules);
    if (!parsed)
      throw std::runtime_error("invalid MFEN '" + options.mfen + "': " + parsed.error().message());
    start = *parsed;
  }
  if (start.is_over()) throw std::runtime_error("the game in --mfen is already over");
  auto white = playtest_agent_or_throw("white", options.white, options.seed * 3 + 0);
  auto black = playtest_agent_or_throw("black", options.black, options.seed * 3 + 1);
  tournament::PlaytestAgent* const players[2] = {white.get(), black.get()};
  std::printf("rules: %s%s\nwhite: %s\nblack: %s\n",
              std::string(playtest::rule_set_name(rules.set)).c_str(),
              rules.anti_stall ? "" : " (anti-stall off)", white->spec().c_str(),
              black->spec().c_str());
  const auto record = tournament::play_playtest_game(
      start, players, [](const playtest::Position& before, Move m, std::uint64_t nodes) {
        std::printf("%4u %-5s %s", before.move_number(),
                    before.side_to_move() == playtest::kWhite ? "White" : "Black",
                    move_name(m).c_str());
        if (nodes) std::printf(" (%llu nodes)", static_cast<unsigned long long>(nodes));
        std::printf("\n");
      });
  std::printf("%s\n%s\n", playtest::to_mfen(record.final).c_str(),
              std::string(playtest::outcome_token(record.final.outcome())).c_str());
}

}  // namespace

void run_play(const PlayOptions& options) {
  const auto choice = parse_rule_choice(options.rules, !options.no_anti_stall);
  if (!choice) throw std::runtime_error(choice.error());
  if (!choice->anti_stall)
    throw std::runtime_error(
        "--no-anti-stall: a game between computer players without the anti-stall rule may "
        "never end (Sovereigns can move back and forth for ever); perft, moves and show take it");
  if (choice->id != RuleSetId::kMinnaar)
    return run_playtest_play(options, playtest_rules_of(*choice));
  auto start = parse_mfen(options.mfen.empty() ? std::string(kStartMfen) : options.mfen);
  if (!start)
    throw std::runtime_error("invalid MFEN '" + options.mfen + "': " + start.error().message());
  if (start->is_over()) throw std::runtime_error("the game in --mfen is already over");

  // Each seat gets its own stream of random numbers from the game's seed.
  auto alliance = agent_or_throw("alliance", options.alliance, options.seed * 3 + 0);
  auto establishment = agent_or_throw("establishment", options.establishment, options.seed * 3 + 1);
  std::unique_ptr<tournament::Agent> south, north;
  if (!options.south.empty()) south = agent_or_throw("south", options.south, options.seed * 3 + 0);
  if (!options.north.empty()) north = agent_or_throw("north", options.north, options.seed * 3 + 2);
  const tournament::Seats seats{south ? south.get() : alliance.get(), establishment.get(),
                                north ? north.get() : alliance.get()};

  std::printf("south: %s\nnorth: %s\nestablishment: %s\n", seats.south->spec().c_str(),
              seats.north->spec().c_str(), seats.establishment->spec().c_str());
  const tournament::GameRecord record =
      tournament::play_game(*start, seats, [](const Position& before, Move m, std::uint64_t nodes) {
        std::printf("%4d %-5s %s", before.round(),
                    std::string(faction_name(before.side_to_move())).c_str(), move_name(m).c_str());
        if (nodes) std::printf(" (%llu nodes)", static_cast<unsigned long long>(nodes));
        std::printf("\n");
      });
  std::printf("%s\n%s\n", to_mfen(record.final).c_str(),
              std::string(outcome_token(record.final.outcome())).c_str());
}

}  // namespace minnaar
