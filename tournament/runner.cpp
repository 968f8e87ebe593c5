#include "tournament/runner.h"

#include <algorithm>
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

PlayerPools player_pools(const TournamentConfig& config) {
  PlayerPools pools;
  for (const TournamentAgent& agent : config.agents)
    pools.push_back(agent.external ? std::make_unique<PlayerPool>(*agent.external) : nullptr);
  return pools;
}

namespace {

// One agent of a game (it may hold several seats): built in, or a program
// taken from its pool for this game.
struct SeatedAgent {
  int index = 0;                  // into config.agents
  std::vector<game::Seat> seats;  // the seats it holds
  std::unique_ptr<Agent> agent;
  std::unique_ptr<Player> player;  // for an external agent
  std::unique_ptr<Transcript> transcript;
  bool failed = false;
};

}  // namespace

StoredGame play_scheduled(const TournamentConfig& config, const ScheduledGame& s,
                          PlayerPools& pools) {
  const game::Game& game = *config.game;
  StoredGame g;
  g.slot = s.slot;
  g.pairing = s.pairing;
  g.opening = s.opening;
  g.seed = s.seed;
  g.rules = game.name();
  g.rule_parameters = game.parameter_text();
  const auto& agents = config.agents;

  g.start_state = opening_position(config, s.opening);
  const auto start = game.parse(g.start_state);
  if (!start)
    throw std::runtime_error("opening " + std::to_string(s.opening) + ": " +
                             start.error().message());
  g.started_at = utc_timestamp();
  const auto begin = std::chrono::steady_clock::now();

  // One agent per agent index: an agent holding several seats plays them
  // as one mind. Each is built from the game's seed stream, in the order of
  // seat_build_order(); an external player is sent the very seed a
  // built-in agent in its place would get.
  SplitMix64 seeds(s.seed);
  std::vector<SeatedAgent> seated;
  std::optional<SeatForfeit> failed_to_start;
  for (const game::Seat seat : seat_build_order(game)) {
    const int index = s.seat_agents[std::size_t(seat)];
    if (std::any_of(seated.begin(), seated.end(), [&](auto& a) { return a.index == index; }))
      continue;
    SeatedAgent a;
    a.index = index;
    for (game::Seat t = 0; t < game.seat_count(); ++t)
      if (s.seat_agents[std::size_t(t)] == index) a.seats.push_back(t);
    const std::uint64_t seed = seeds.next();
    if (!agents[std::size_t(index)].external) {
      a.agent = make_agent_or_throw(game, agents[std::size_t(index)].spec, seed);
    } else if (!failed_to_start) {
      PlayerPool& pool = *pools[std::size_t(index)];
      a.transcript = std::make_unique<Transcript>();
      auto player = pool.take(*a.transcript);
      if (!player) {
        a.failed = true;
        failed_to_start = SeatForfeit{a.seats.front(), player.error()};
      } else {
        a.player = std::move(*player);
        auto external = std::make_unique<ExternalAgent>(*a.player, pool.config());
        if (auto failure = external->begin(**start, seat_word(game, a.seats), seed)) {
          a.failed = true;
          failed_to_start = SeatForfeit{a.seats.front(), *failure};
        }
        a.agent = std::move(external);
      }
    }
    seated.push_back(std::move(a));
  }

  GameRecord record;
  if (failed_to_start) {
    record.final = (*start)->clone();
    record.nodes.assign(std::size_t(game.seat_count()), 0);
    record.forfeit = failed_to_start;
  } else {
    std::vector<Agent*> seats(std::size_t(game.seat_count()), nullptr);
    for (const SeatedAgent& a : seated)
      for (const game::Seat seat : a.seats) seats[std::size_t(seat)] = a.agent.get();
    record = play_game(**start, seats, s.seed);
    if (record.forfeit)
      for (SeatedAgent& a : seated)
        if (std::count(a.seats.begin(), a.seats.end(), record.forfeit->seat)) a.failed = true;
  }
  g.duration_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
  g.finished_at = utc_timestamp();

  // The players go back to their pools, but a failed one is ended (and
  // started afresh for its next game).
  const bool record_players = config.record_transcripts || record.forfeit.has_value();
  for (SeatedAgent& a : seated) {
    if (!a.transcript) continue;
    std::string errors;
    if (a.failed && a.player) {
      a.player->discard();
      errors = a.player->error_tail();
    } else if (a.player) {
      errors = a.player->error_tail();
    }
    if (a.failed && !a.player && record.forfeit) errors = record.forfeit->failure.errors;
    if (record_players) g.players.push_back({a.seats.front(), a.transcript->text(), errors});
    a.agent.reset();
    if (a.player && !a.failed) pools[std::size_t(a.index)]->give_back(std::move(a.player));
  }

  for (std::size_t i = 0; i < record.moves.size(); ++i) g.moves += (i ? " " : "") + record.moves[i];
  g.final_state = record.final->notation();
  g.result = record.result();
  g.termination = record.termination();
  if (record.forfeit) g.detail = record.forfeit->failure.detail;
  g.plies = int(record.moves.size());
  const std::vector<double> returns = record.returns();
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
  PlayerPools pools = player_pools(config);
  const auto begin = std::chrono::steady_clock::now();
  // Each task plays one pending game and stores it; false stops the run
  // (the SPRT decided). A failure to play or to store stops the others, and
  // a game is stored or not, never half.
  auto play_and_store = [&](std::size_t i) -> bool {
    StoredGame game = play_scheduled(config, pending[i], pools);
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
