#include "tournament/runner.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "engine/minnaar/mfen.h"
#include "engine/minnaar/movegen.h"
#include "engine/minnaar/notation.h"
#include "engine/playtest/mfen.h"
#include "engine/playtest/movegen.h"
#include "engine/random.h"
#include "tournament/agent_spec.h"
#include "tournament/game.h"
#include "tournament/standings.h"

namespace minnaar::tournament {
namespace {

// Independent streams for the parts of a tournament drawn from its seed.
constexpr std::uint64_t kGameStream = 0x6761'6D65'0000'0000ull;     // "game"
constexpr std::uint64_t kOpeningStream = 0x6F70'656E'0000'0000ull;  // "open"

std::uint64_t derive(std::uint64_t seed, std::uint64_t stream, std::uint64_t index) {
  SplitMix64 mix(seed ^ stream);
  SplitMix64 again(mix.next() + index * 0x9E3779B97F4A7C15ull);
  return again.next();
}

std::unique_ptr<Agent> build(const std::string& spec, std::uint64_t seed) {
  auto agent = make_agent(spec, seed);
  if (!agent) throw std::runtime_error("agent '" + spec + "': " + agent.error());
  return std::move(*agent);
}

std::unique_ptr<PlaytestAgent> build_playtest(const std::string& spec, std::uint64_t seed) {
  auto agent = make_playtest_agent(spec, seed);
  if (!agent) throw std::runtime_error("agent '" + spec + "': " + agent.error());
  return std::move(*agent);
}

}  // namespace

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
        if (per_group == 2) {
          // First game: the pairing's first agent holds the Alliance.
          s.south = s.north = g[std::size_t(k)];
          s.establishment = g[std::size_t(1 - k)];
        } else {
          // Rotation: each agent once as South, North and Establishment.
          s.south = g[std::size_t(k)];
          s.north = g[std::size_t((k + 1) % 3)];
          s.establishment = g[std::size_t((k + 2) % 3)];
        }
        s.seed = derive(config.seed, kGameStream, std::uint64_t(s.slot));
        games.push_back(s);
      }
    }
  }
  return games;
}

namespace {

template <class AnyPosition, class MoveList>
AnyPosition random_plies(const AnyPosition& start, int plies, SplitMix64& rng) {
  MoveList moves;
  // A few plies from the start never end the game in practice; should a
  // draw end it, the next attempt draws again from the same stream.
  for (;;) {
    AnyPosition pos = start;
    for (int ply = 0; ply < plies && !pos.is_over(); ++ply) {
      generate_any(pos, moves);
      pos.make(moves[std::size_t(rng.below(moves.size()))]);
    }
    if (!pos.is_over()) return pos;
  }
}

// The fields of a stored game that the rule sets fill alike.
template <class Record>
void fill_record(StoredGame& g, const Record& record, const std::string& start_mfen,
                 const std::string& final_mfen, std::string_view result, std::string termination) {
  g.start_mfen = start_mfen;
  g.moves = moves_text(record.moves);
  g.final_mfen = final_mfen;
  g.result = std::string(result);
  g.termination = std::move(termination);
  g.plies = int(record.moves.size());
}

}  // namespace

std::string opening_mfen(const TournamentConfig& config, int index) {
  if (!config.openings.empty()) return config.openings[std::size_t(index) % config.openings.size()];
  SplitMix64 rng(derive(config.seed, kOpeningStream, std::uint64_t(index)));
  if (config.playtest())
    return playtest::to_mfen(random_plies<playtest::Position, playtest::MoveList>(
        playtest::Position::start(playtest_rules_of(config.rules)), config.opening_plies, rng));
  return to_mfen(random_plies<Position, MoveList>(Position::start(), config.opening_plies, rng));
}

std::string termination_of(const Position& final) {
  switch (final.outcome()) {
    case Outcome::kAllianceWins:
      return "establishment-captured";
    case Outcome::kEstablishmentWins:
      return final.pieces(kSouth) ? "north-captured" : "south-captured";
    case Outcome::kUndecided80Turns:
      return "80-quiet-turns";
    case Outcome::kUndecidedFourPasses:
      return "four-forced-passes";
    case Outcome::kOngoing:
      break;
  }
  return "ongoing";
}

std::string termination_of(const playtest::Position& final) {
  using playtest::kBlack;
  using playtest::kWhite;
  if (!final.is_over()) return "ongoing";
  auto resolved = [&](playtest::Player p) { return final.achieved(p) || final.cannot_achieve(p); };
  if (resolved(kWhite) && resolved(kBlack)) return "both-resolved";
  if (final.passes() >= playtest::kForcedPassLimit) return "two-forced-passes";
  return "anti-stall";
}

StoredGame play_scheduled(const TournamentConfig& config, const ScheduledGame& s) {
  StoredGame g;
  g.slot = s.slot;
  g.pairing = s.pairing;
  g.opening = s.opening;
  g.seed = s.seed;
  g.rules = rule_choice_text(config.rules);
  const auto& agents = config.agents;
  g.south_agent = agents[std::size_t(s.south)].name;
  g.north_agent = agents[std::size_t(s.north)].name;
  g.establishment_agent = agents[std::size_t(s.establishment)].name;
  SplitMix64 seeds(s.seed);
  const std::string start_mfen = opening_mfen(config, s.opening);
  g.started_at = utc_timestamp();
  const auto begin = std::chrono::steady_clock::now();

  if (config.playtest()) {
    // Two players: White in the South seat, Black in the Establishment's.
    auto white = build_playtest(agents[std::size_t(s.south)].spec, seeds.next());
    auto black = build_playtest(agents[std::size_t(s.establishment)].spec, seeds.next());
    PlaytestAgent* const players[2] = {white.get(), black.get()};
    const auto start = *playtest::parse_mfen(start_mfen, playtest_rules_of(config.rules));
    const auto record = play_playtest_game(
        start, players, [&](const playtest::Position& before, Move, std::uint64_t nodes) {
          (before.side_to_move() == playtest::kWhite ? g.alliance_nodes : g.establishment_nodes) +=
              nodes;
        });
    fill_record(g, record, start_mfen, playtest::to_mfen(record.final),
                playtest::outcome_token(record.final.outcome()), termination_of(record.final));
  } else {
    auto south = build(agents[std::size_t(s.south)].spec, seeds.next());
    auto establishment = build(agents[std::size_t(s.establishment)].spec, seeds.next());
    // One agent holding both Sovereign groups plays them as one mind.
    std::unique_ptr<Agent> north_own;
    if (s.north != s.south) north_own = build(agents[std::size_t(s.north)].spec, seeds.next());
    Agent* north = north_own ? north_own.get() : south.get();
    const GameRecord record = play_game(
        *parse_mfen(start_mfen), Seats{south.get(), establishment.get(), north},
        [&](const Position& before, Move, std::uint64_t nodes) {
          (is_alliance(before.side_to_move()) ? g.alliance_nodes : g.establishment_nodes) += nodes;
        });
    fill_record(g, record, start_mfen, to_mfen(record.final), outcome_token(record.final.outcome()),
                termination_of(record.final));
  }
  g.duration_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
  g.finished_at = utc_timestamp();
  return g;
}

RunReport run_tournament(const TournamentConfig& config, const std::string& config_source,
                         GameStore& store, const RunOptions& options) {
  const std::vector<ScheduledGame> all = schedule(config);
  RunReport report;
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
    for (const auto& [agent, points] : agent_points(g)) {
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
    const auto test = sprt_of(pairing_results(stored), config.sprt);
    if (!test || test->verdict == SprtVerdict::kContinue) return "";
    return test->verdict == SprtVerdict::kAcceptH1 ? "sprt-accepted-h1" : "sprt-accepted-h0";
  };
  std::string verdict = verdict_of();

  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{!verdict.empty()};
  std::mutex lock;
  std::exception_ptr failure;
  const auto begin = std::chrono::steady_clock::now();
  auto worker = [&] {
    for (;;) {
      const std::size_t i = next++;
      if (i >= pending.size() || stop) return;
      StoredGame game;
      try {
        game = play_scheduled(config, pending[i]);
        game.tournament_id = report.tournament_id;
      } catch (...) {
        std::lock_guard guard(lock);
        if (!failure) failure = std::current_exception();
        stop = true;
        return;
      }
      std::lock_guard guard(lock);
      try {
        store.insert_game(game);
        count(game);
        stored.push_back(std::move(game));
        ++report.played;
        if (config.sprt && verdict.empty()) {
          verdict = verdict_of();
          if (!verdict.empty()) stop = true;
        }
        if (options.on_progress) {
          Progress p;
          p.done = report.already_done + report.played;
          p.total = int(all.size());
          p.played_now = report.played;
          p.elapsed_s =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
          p.leader = leader();
          options.on_progress(p);
        }
      } catch (...) {
        // The game is stored or not, never half: stop the other workers.
        if (!failure) failure = std::current_exception();
        stop = true;
        return;
      }
    }
  };
  const int threads = std::max(1, options.threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);

  const bool complete = report.already_done + report.played == int(all.size());
  report.status = !verdict.empty() ? verdict : complete ? "finished" : "running";
  store.set_status(report.tournament_id, report.status);
  return report;
}

}  // namespace minnaar::tournament
