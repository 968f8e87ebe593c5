#include "cli/play_command.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>

#include "cli/bad_input.h"
#include "cli/help.h"
#include "engine/random.h"
#include "tournament/play/game.h"
#include "tournament/players/agent_spec.h"
#include "tournament/protocol/referee.h"

namespace minnaar {

CLI::App* add_play_command(CLI::App& app, PlayOptions& o) {
  CLI::App* c = app.add_subcommand(
      "play",
      "Play one game between agents and print its moves, the final position and the result\n"
      "An agent is type:key=value,... (e.g. alphabeta:depth=4; the types and their parameters: "
      "`minnaar agents`), or external:CMD ARGS for a program speaking the player protocol "
      "(docs/players.md). Each seat takes the agent of its own option, else of its team's (one "
      "agent then holds the team's seats as one mind), else random.");
  for (const game::GameInfo* info : game::registered_games())
    if (info->name == game::default_game_name())
      set_example(*c, "minnaar play --" + info->teams.front() + " alphabeta:depth=3 --seed 7");
  o.game.add_rules_to(*c);
  o.game.position_option =
      c->add_option("--mfen", o.game.position, "Start from this position (default: the start)");
  c->add_option("--seed", o.seed, "Seed of the agents' random choices")->capture_default_str();
  // One option per seat and team name of every registered rule set.
  std::map<std::string, std::string> rule_sets_of;
  for (const game::GameInfo* info : game::registered_games()) {
    for (const game::SeatInfo& seat : info->seats)
      rule_sets_of[seat.name] += (rule_sets_of[seat.name].empty() ? "" : ", ") + info->name;
    for (const std::string& team : info->teams)
      if (rule_sets_of[team].find(info->name) == std::string::npos)
        rule_sets_of[team] += (rule_sets_of[team].empty() ? "" : ", ") + info->name;
  }
  for (const auto& [name, games] : rule_sets_of)
    c->add_option_function<std::string>(
        "--" + name, [&o, name = name](const std::string& spec) { o.seats[name] = spec; },
        "Agent for the seat or team '" + name + "' (" + games + ")");
  return c;
}

int run_play_command(const PlayOptions& options) {
  if (options.game.no_anti_stall)
    throw BadInput(
        "--no-anti-stall: a game between computer players without the anti-stall rule may "
        "never end (Sovereigns can move back and forth for ever); perft, moves and show take it");
  refuse_endless(*options.game.game(), options.game.rules);
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
  // Programs seated as "external:CMD ARGS" (they outlive their agents).
  struct Program {
    tournament::ExternalPlayer config;
    tournament::Transcript transcript;
    std::unique_ptr<tournament::Player> player;
  };
  std::vector<std::unique_ptr<Program>> programs;
  auto option_of = [&](const game::SeatInfo& seat) {
    return options.seats.count(seat.name) ? seat.name
           : options.seats.count(info.teams[std::size_t(seat.team)])
               ? info.teams[std::size_t(seat.team)]
               : seat.name;
  };
  std::vector<tournament::Agent*> seats(info.seats.size(), nullptr);
  for (const game::Seat s : tournament::seat_build_order(game)) {
    const game::SeatInfo& seat = info.seats[std::size_t(s)];
    const bool by_team = !options.seats.count(seat.name);
    const std::pair<int, std::string> key{seat.team, specs[std::size_t(s)]};
    if (by_team && shared.count(key)) {
      seats[std::size_t(s)] = shared[key];
      continue;
    }
    const std::string& spec = specs[std::size_t(s)];
    const std::uint64_t seed = seeds.next();
    if (spec.rfind("external:", 0) == 0) {
      auto config = tournament::external_player_of(spec);
      if (!config) throw BadInput("--" + option_of(seat) + ": " + config.error());
      auto program = std::make_unique<Program>();
      program->config = std::move(*config);
      auto player = tournament::Player::start(program->config, program->transcript);
      if (!player)
        throw BadInput("--" + option_of(seat) +
                       ": the program did not start: " + player.error().detail);
      program->player = std::move(*player);
      auto external =
          std::make_unique<tournament::ExternalAgent>(*program->player, program->config);
      std::vector<game::Seat> held{s};
      if (by_team)
        for (game::Seat t = 0; t < game.seat_count(); ++t)
          if (t != s && game.team_of(t) == seat.team &&
              !options.seats.count(info.seats[std::size_t(t)].name) &&
              specs[std::size_t(t)] == spec)
            held.push_back(t);
      std::sort(held.begin(), held.end());
      if (auto failed = external->begin(*state, tournament::seat_word(game, held), seed))
        throw BadInput("--" + option_of(seat) + ": " + failed->termination + ": " + failed->detail);
      programs.push_back(std::move(program));
      agents.push_back(std::move(external));
      seats[std::size_t(s)] = agents.back().get();
      if (by_team) shared[key] = agents.back().get();
      continue;
    }
    auto agent = tournament::make_agent(game, spec, seed);
    if (!agent) throw BadInput("--" + option_of(seat) + ": " + agent.error());
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
      [&](const game::State& before, game::Seat seat, game::Action m,
          const tournament::MoveInfo& reported) {
        std::printf("%4d %-13s %s", ++ply, info.seats[std::size_t(seat)].name.c_str(),
                    before.move_text(m).c_str());
        const std::string said = tournament::describe(reported);
        if (!said.empty()) std::printf("  (%s)", said.c_str());
        std::printf("\n");
      });
  if (record.forfeit)
    std::printf("%s loses by %s: %s\n", info.seats[std::size_t(record.forfeit->seat)].name.c_str(),
                record.forfeit->failure.termination.c_str(),
                record.forfeit->failure.detail.c_str());
  std::printf("%s\n%s\n", record.final->notation().c_str(), record.result().c_str());
  for (auto& program : programs) {
    if (record.forfeit) {
      const std::string errors = program->player->error_tail();
      if (!errors.empty())
        std::fprintf(stderr, "standard error of %s:\n%s\n", program->config.spec().c_str(),
                     errors.c_str());
    }
    program->player->quit(std::chrono::seconds(2));
  }
  return 0;
}

}  // namespace minnaar
