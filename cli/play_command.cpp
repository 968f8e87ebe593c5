#include "cli/play_command.h"

#include <cstdio>
#include <map>
#include <memory>

#include "cli/bad_input.h"
#include "engine/random.h"
#include "tournament/agent_spec.h"
#include "tournament/game.h"

namespace minnaar {

void run_play(const PlayOptions& options) {
  if (options.game.no_anti_stall)
    throw BadInput(
        "--no-anti-stall: a game between computer players without the anti-stall rule may "
        "never end (Sovereigns can move back and forth for ever); perft, moves and show take it");
  const auto state = options.game.state();
  const game::Game& game = state->game();
  const game::GameInfo& info = game.info();
  if (state->is_over()) throw BadInput("the game in --mfen is already over");
  for (const auto& [name, spec] : options.seats) {
    bool known = false;
    for (const auto& seat : info.seats) known |= seat.name == name;
    for (const auto& team : info.teams) known |= team == name;
    if (!known) throw BadInput("--" + name + ": " + game.name() + " has no such seat or team");
  }

  // The spec of each seat: its own option, else its team's, else random.
  std::vector<std::string> specs;
  for (const game::SeatInfo& seat : info.seats) {
    auto own = options.seats.find(seat.name);
    auto team = options.seats.find(info.teams[std::size_t(seat.team)]);
    specs.push_back(own != options.seats.end()    ? own->second
                    : team != options.seats.end() ? team->second
                                                  : "random");
  }
  // One agent per distinct (team, spec) given by a team option, one per
  // seat otherwise; built from the game's seed stream in seat_build_order().
  SplitMix64 seeds(derive_seed(options.seed, kGameSeedStream, 0));
  std::map<std::pair<int, std::string>, tournament::Agent*> shared;
  std::vector<std::unique_ptr<tournament::Agent>> agents;
  std::vector<tournament::Agent*> seats(info.seats.size(), nullptr);
  for (const game::Seat s : tournament::seat_build_order(game)) {
    const game::SeatInfo& seat = info.seats[std::size_t(s)];
    const bool by_team = !options.seats.count(seat.name);
    const std::pair<int, std::string> key{seat.team, specs[std::size_t(s)]};
    if (by_team && shared.count(key)) {
      seats[std::size_t(s)] = shared[key];
      continue;
    }
    auto agent = tournament::make_agent(game, specs[std::size_t(s)], seeds.next());
    if (!agent) {
      const auto option = options.seats.count(seat.name) ? seat.name
                          : options.seats.count(info.teams[std::size_t(seat.team)])
                              ? info.teams[std::size_t(seat.team)]
                              : seat.name;
      throw BadInput("--" + option + ": " + agent.error());
    }
    agents.push_back(std::move(*agent));
    seats[std::size_t(s)] = agents.back().get();
    if (by_team) shared[key] = agents.back().get();
  }

  std::printf("rules: %s\n", game::game_text(game).c_str());
  for (std::size_t s = 0; s < seats.size(); ++s)
    std::printf("%s: %s\n", info.seats[s].name.c_str(), seats[s]->spec().c_str());
  int ply = 0;
  const tournament::GameRecord record = tournament::play_game(
      *state, seats, options.seed,
      [&](const game::State& before, game::Seat seat, game::Action m, std::uint64_t nodes) {
        std::printf("%4d %-13s %s", ++ply, info.seats[std::size_t(seat)].name.c_str(),
                    before.move_text(m).c_str());
        if (nodes) std::printf(" (%llu nodes)", static_cast<unsigned long long>(nodes));
        std::printf("\n");
      });
  std::printf("%s\n%s\n", record.final->notation().c_str(), record.final->result().c_str());
}

}  // namespace minnaar
