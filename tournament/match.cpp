#include "tournament/match.h"

#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "engine/random.h"
#include "tournament/agent_spec.h"
#include "tournament/game.h"

namespace minnaar::tournament {
namespace {

std::unique_ptr<Agent> build(const std::string& spec, std::uint64_t seed) {
  auto agent = make_agent(spec, seed);
  if (!agent) throw std::runtime_error(agent.error());
  return std::move(*agent);
}

MatchGame play_one(const MatchOptions& options, int number) {
  SplitMix64 seeds(options.seed * 0x100000001B3ull + std::uint64_t(number));
  const bool a_is_alliance = number % 2 == 0;
  auto a = build(options.agent_a, seeds.next());
  auto b = build(options.agent_b, seeds.next());
  Agent* alliance = a_is_alliance ? a.get() : b.get();
  Agent* establishment = a_is_alliance ? b.get() : a.get();
  const GameRecord record = play_game(options.start, Seats{alliance, establishment, alliance});
  return {number, a_is_alliance, record.final.outcome(), int(record.moves.size()), record.moves};
}

}  // namespace

double Score::margin95() const {
  if (games < 2) return 1;
  const double m = mean();
  const double variance =
      (wins * (1 - m) * (1 - m) + draws * (0.5 - m) * (0.5 - m) + losses * m * m) / (games - 1);
  return 1.96 * std::sqrt(variance / games);
}

std::vector<MatchGame> run_match(const MatchOptions& options,
                                 const std::function<void(const MatchGame&)>& on_game) {
  build(options.agent_a, 0);  // refuse bad specs before starting threads
  build(options.agent_b, 0);
  std::vector<MatchGame> games(std::size_t(options.games));
  std::atomic<int> next{0};
  std::mutex report;
  std::exception_ptr failure;
  auto worker = [&] {
    for (int n; (n = next++) < options.games;) {
      try {
        games[std::size_t(n)] = play_one(options, n);
      } catch (...) {
        std::lock_guard lock(report);
        if (!failure) failure = std::current_exception();
        next = options.games;
        return;
      }
      std::lock_guard lock(report);
      if (on_game) on_game(games[std::size_t(n)]);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < options.threads; ++t) threads.emplace_back(worker);
  worker();
  for (std::thread& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);
  return games;
}

MatchSummary summarize(const std::vector<MatchGame>& games) {
  MatchSummary s;
  for (const MatchGame& g : games) {
    const bool alliance_won = g.outcome == Outcome::kAllianceWins;
    const bool establishment_won = g.outcome == Outcome::kEstablishmentWins;
    s.alliance_wins += alliance_won;
    s.establishment_wins += establishment_won;
    s.undecided += !alliance_won && !establishment_won;
    const double points = !alliance_won && !establishment_won ? 0.5
                          : (alliance_won == g.a_is_alliance) ? 1.0
                                                              : 0.0;
    s.a.add(points);
    (g.a_is_alliance ? s.a_as_alliance : s.a_as_establishment).add(points);
  }
  return s;
}

double elo_difference(double mean) {
  const double m = std::min(std::max(mean, 0.001), 0.999);
  return -400 * std::log10(1 / m - 1);
}

}  // namespace minnaar::tournament
