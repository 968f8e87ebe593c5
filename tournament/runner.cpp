#include "tournament/runner.h"

#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "engine/parallel.h"
#include "engine/random.h"
#include "tournament/agent_spec.h"
#include "tournament/game.h"
#include "tournament/standings.h"

namespace minnaar::tournament {

std::vector<std::vector<int>> pairings(const TournamentConfig& config) {
  const int n = int(config.agents.size());
  std::vector<std::vector<int>> all;
  if (config.seats == SeatMode::kTrios) {
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b)
        for (int c = b + 1; c < n; ++c) all.push_back({a, b, c});
  } else if (config.format == Format::kGauntlet) {
    for (int b = 1; b < n; ++b) all.push_back({0, b});
  } else {
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) all.push_back({a, b});
  }
  return all;
}

std::vector<ScheduledGame> schedule(const TournamentConfig& config) {
  const game::Game& game = *config.game;
  const auto groups = pairings(config);
  const int per_group = config.games_per_group();
  const int openings = config.games_per_pairing / per_group;
  std::vector<ScheduledGame> games;
  for (int opening = 0; opening < openings; ++opening) {
    for (int p = 0; p < int(groups.size()); ++p) {
      const std::vector<int>& g = groups[std::size_t(p)];
      for (int k = 0; k < per_group; ++k) {
        ScheduledGame s;
        s.slot = int(games.size());
        s.pairing = p;
        s.opening = opening;
        for (game::Seat seat = 0; seat < game.seat_count(); ++seat) {
          if (per_group == 2)
            // First game: the pairing's first agent holds team 0.
            s.seat_agents.push_back(g[std::size_t(game.team_of(seat) == 0 ? k : 1 - k)]);
          else
            // Rotation: each agent once in each seat.
            s.seat_agents.push_back(g[std::size_t((k + seat) % 3)]);
        }
        s.seed = derive_seed(config.seed, kGameSeedStream, std::uint64_t(s.slot));
        games.push_back(s);
      }
    }
  }
  return games;
}

std::string opening_position(const TournamentConfig& config, int index) {
  if (!config.openings.empty()) return config.openings[std::size_t(index) % config.openings.size()];
  SplitMix64 rng(derive_seed(config.seed, kOpeningSeedStream, std::uint64_t(index)));
  std::vector<game::Action> moves;
  // A few plies from the start never end the game in practice; should a
  // draw end it, the next attempt draws again from the same stream.
  for (;;) {
    auto state =
        config.game->start(derive_seed(config.seed, kOpeningSeedStream, ~std::uint64_t(index)));
    for (int ply = 0; ply < config.opening_plies && !state->is_over(); ++ply) {
      state->legal_moves(moves);
      state->apply(moves[std::size_t(rng.below(moves.size()))]);
    }
    if (!state->is_over()) return state->notation();
  }
}

StoredGame play_scheduled(const TournamentConfig& config, const ScheduledGame& s) {
  const game::Game& game = *config.game;
  StoredGame g;
  g.slot = s.slot;
  g.pairing = s.pairing;
  g.opening = s.opening;
  g.seed = s.seed;
  g.rules = game.name();
  g.rule_parameters = game.parameter_text();
  const auto& agents = config.agents;
  // One agent per agent index: an agent holding several seats plays them
  // as one mind. Each is built from the game's seed stream, in the order of
  // seat_build_order().
  SplitMix64 seeds(s.seed);
  std::map<int, std::unique_ptr<Agent>> built;
  for (const game::Seat seat : seat_build_order(game)) {
    const int index = s.seat_agents[std::size_t(seat)];
    if (!built.count(index))
      built[index] = make_agent_or_throw(game, agents[std::size_t(index)].spec, seeds.next());
  }
  std::vector<Agent*> seats;
  for (const int index : s.seat_agents) seats.push_back(built[index].get());

  g.start_state = opening_position(config, s.opening);
  const auto start = game.parse(g.start_state);
  if (!start)
    throw std::runtime_error("opening " + std::to_string(s.opening) + ": " +
                             start.error().message());
  g.started_at = utc_timestamp();
  const auto begin = std::chrono::steady_clock::now();
  const GameRecord record = play_game(**start, seats, s.seed);
  g.duration_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
  g.finished_at = utc_timestamp();
  for (std::size_t i = 0; i < record.moves.size(); ++i) g.moves += (i ? " " : "") + record.moves[i];
  g.final_state = record.final->notation();
  g.result = record.final->result();
  g.termination = record.final->termination();
  g.plies = int(record.moves.size());
  const std::vector<double> returns = record.final->returns();
  for (game::Seat seat = 0; seat < game.seat_count(); ++seat)
    g.seats.push_back({agents[std::size_t(s.seat_agents[std::size_t(seat)])].name,
                       record.nodes[std::size_t(seat)], returns[std::size_t(seat)]});
  return g;
}

RunReport run_tournament(const TournamentConfig& config, const std::string& config_source,
                         GameStore& store, const RunOptions& options) {
  const game::GameInfo& info = config.game->info();
  const std::vector<ScheduledGame> all = schedule(config);
  RunReport report;
  // Deciding to resume or to create is one transaction, so two runs
  // started at once on one database agree on the tournament.
  storage::Transaction decide(store.database());
  const auto existing = store.find_tournament(config.name);
  if (existing && existing->fingerprint == config.fingerprint() && !options.new_tournament) {
    report.tournament_id = existing->id;
    report.resumed = true;
  } else if (existing && !options.new_tournament) {
    throw std::runtime_error(
        "database '" + store.database().path() + "' already holds tournament '" + config.name +
        "' (started " + existing->created_at +
        ") with a different configuration; run with --new to start a new tournament "
        "under the same name, or use another database or name. Differences (stored -> "
        "config):\n" +
        fingerprint_difference(existing->fingerprint, config.fingerprint()));
  } else {
    report.tournament_id =
        store.create_tournament(config, config_source, options.program_version, int(all.size()));
  }
  decide.commit();

  std::vector<StoredGame> stored = store.games(report.tournament_id);
  std::vector<ScheduledGame> pending;
  {
    const std::set<int> done = store.finished_slots(report.tournament_id);
    for (const ScheduledGame& s : all)
      if (!done.count(s.slot)) pending.push_back(s);
    report.already_done = int(done.size());
  }

  // Points and games per agent, kept up to date for the progress line.
  std::map<std::string, std::pair<double, int>> tally;
  auto count = [&](const StoredGame& g) {
    for (const auto& [agent, points] : agent_points(info, g)) {
      tally[agent].first += points;
      tally[agent].second += 1;
    }
  };
  for (const StoredGame& g : stored) count(g);
  auto leader = [&] {
    std::string best;
    double best_mean = -1;
    for (const auto& [agent, score] : tally) {
      const double mean = score.first / score.second;
      if (mean > best_mean) best_mean = mean, best = agent;
    }
    char text[128];
    std::snprintf(text, sizeof text, " %.3f", best_mean);
    return best.empty() ? best : best + text;
  };
  // Only the pairs and the SPRT: no rating fit after every game.
  auto verdict_of = [&]() -> std::string {
    const auto test = sprt_of(pairing_results(info, stored), config.sprt);
    if (!test || test->verdict == SprtVerdict::kContinue) return "";
    return test->verdict == SprtVerdict::kAcceptH1 ? "sprt-accepted-h1" : "sprt-accepted-h0";
  };
  std::string verdict = verdict_of();

  std::mutex lock;
  const auto begin = std::chrono::steady_clock::now();
  // Each task plays one pending game and stores it; false stops the run
  // (the SPRT decided). A failure to play or to store stops the others, and
  // a game is stored or not, never half.
  auto play_and_store = [&](std::size_t i) -> bool {
    StoredGame game = play_scheduled(config, pending[i]);
    game.tournament_id = report.tournament_id;
    std::lock_guard guard(lock);
    store.insert_game(game);
    count(game);
    stored.push_back(std::move(game));
    ++report.played;
    if (config.sprt && verdict.empty()) verdict = verdict_of();
    if (options.on_progress) {
      Progress p;
      p.done = report.already_done + report.played;
      p.total = int(all.size());
      p.played_now = report.played;
      p.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
      p.leader = leader();
      options.on_progress(p);
    }
    return verdict.empty();
  };
  if (verdict.empty()) for_each_index(options.threads, pending.size(), play_and_store);

  const bool complete = report.already_done + report.played == int(all.size());
  report.status = !verdict.empty() ? verdict : complete ? "finished" : "running";
  store.set_status(report.tournament_id, report.status);
  return report;
}

}  // namespace minnaar::tournament
