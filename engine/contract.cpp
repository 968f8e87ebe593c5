#include "engine/contract.h"

#include <charconv>
#include <cstdint>

namespace minnaar::game {

std::string perft_output(const State& state, int depth, bool divide, int threads, bool bulk) {
  std::string out;
  std::uint64_t total = 0;
  if (divide) {
    for (const auto& [name, nodes] : state.divide(depth, threads, bulk)) {
      out += name + ' ' + std::to_string(nodes) + '\n';
      total += nodes;
    }
    if (depth == 0) total = 1;
    out += '\n';
  } else {
    total = state.perft(depth, threads, bulk);
  }
  return out + std::to_string(total) + '\n';
}

std::string moves_output(const State& state) {
  std::string out;
  for (const std::string& name : state.sorted_move_texts()) out += name + '\n';
  return out;
}

std::string show_output(const State& state, std::optional<Seat> observer) {
  return (observer ? state.observation(*observer) : state.notation()) + '\n' + state.result() +
         '\n';
}

std::string games_with_parameter(std::string_view parameter) {
  std::string names;
  for (const GameInfo* info : registered_games())
    for (const ParameterInfo& p : info->parameters)
      if (p.name == parameter) names += (names.empty() ? "" : ", ") + info->name;
  return names;
}

Expected<std::shared_ptr<const Game>, std::string> call_game(std::string_view rules,
                                                             bool no_anti_stall) {
  auto loaded = load_text(rules);
  if (!loaded || !no_anti_stall) return loaded;
  bool has_rule = false;
  for (const ParameterInfo& p : (*loaded)->info().parameters) has_rule |= p.name == "anti_stall";
  if (!has_rule)
    return Unexpected{"--no-anti-stall needs a rule set with an anti-stall rule (" +
                      games_with_parameter("anti_stall") + "): " + (*loaded)->name() + " has none"};
  ParameterValues values = (*loaded)->parameters();
  values["anti_stall"] = "false";
  return load((*loaded)->name(), values);
}

Expected<std::unique_ptr<State>, std::string> call_state(const CallPosition& call) {
  auto game = call_game(call.rules, call.no_anti_stall);
  if (!game) return Unexpected{game.error()};
  const Game& g = **game;
  std::unique_ptr<State> state;
  if (call.mfen) {
    if (call.deal) return Unexpected{std::string("--mfen excludes --deal")};
    auto parsed = g.parse(*call.mfen);
    if (!parsed)
      return Unexpected{"invalid " + g.info().notation_name + " '" + *call.mfen +
                        "': " + parsed.error().message()};
    state = std::move(*parsed);
  } else {
    std::uint64_t seed = 0;
    if (call.deal) {
      const std::string& deal = *call.deal;
      if (!g.info().chance_at_setup)
        return Unexpected{"--deal: " + g.name() + " is not dealt at random (it has one start)"};
      const auto [end, error] = std::from_chars(deal.data(), deal.data() + deal.size(), seed);
      if (deal.empty() || error != std::errc() || end != deal.data() + deal.size())
        return Unexpected{"--deal: '" + deal +
                          "' is not a seed (a whole number from 0 to 2^64 - 1)"};
    }
    state = g.start(seed);
  }
  if (auto played = state->play(call.moves); !played) return Unexpected{played.error()};
  return state;
}

Expected<Seat, std::string> call_observer(const Game& game, std::string_view observer) {
  if (const auto seat = find_seat(game.info(), observer)) return *seat;
  std::string names;
  for (const SeatInfo& s : game.info().seats) names += (names.empty() ? "" : ", ") + s.name;
  return Unexpected{"--observer: " + game.name() + " has no seat '" + std::string(observer) +
                    "' (" + names + ")"};
}

}  // namespace minnaar::game
