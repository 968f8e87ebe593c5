#include "tournament/play/opening_suite.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <unordered_set>
#include <utility>

#include "engine/parallel.h"
#include "tournament/play/opening.h"
#include "tournament/players/agent_spec.h"

namespace minnaar::tournament {
namespace {

// A candidate's score, or why it has none: the game ended on the moves the
// rules force, or the agent reported none.
struct Scoring {
  bool ended = false;
  std::optional<std::int64_t> score;
};

Scoring score_of(const game::State& state, const std::string& agent, std::uint64_t seed) {
  auto position = state.clone();
  while (!position->is_over()) {
    const auto forced = position->forced_move();
    if (!forced) break;
    position->apply(*forced);
  }
  if (position->is_over()) return {true, std::nullopt};
  const game::Game& game = position->game();
  const game::Seat mover = position->to_move();
  const auto view = game.sample(position->observation(mover), mover, seed);
  if (!view) throw std::runtime_error("cannot sample the mover's view: " + view.error().message());
  auto player = make_agent_or_throw(game, agent, seed);
  player->choose_move(**view);
  const auto score = player->last_info().score;
  if (!score) return {};
  return {false, game.team_of(mover) == 0 ? *score : -*score};
}

// One candidate of a batch, drawn in order and scored in parallel.
struct Candidate {
  std::int64_t index = 0;
  std::unique_ptr<game::State> state;
  bool repeat = false;
  Scoring scoring;
};

}  // namespace

std::optional<std::int64_t> team_zero_score(const game::State& state, const std::string& agent,
                                            std::uint64_t seed) {
  return score_of(state, agent, seed).score;
}

Suite generate_suite(const SuiteOptions& o,
                     const std::function<void(const SuiteProgress&)>& on_progress) {
  const game::Game& game = *o.game;
  if (game.info().teams.size() != 2)
    throw std::invalid_argument(
        "a band of scores from one team's view needs a game of two teams; " + game.name() +
        " has " + std::to_string(game.info().teams.size()));
  if (o.agent.substr(0, o.agent.find(':')) == "human")
    throw std::invalid_argument("a human cannot score positions: use greedy or alphabeta");
  if (const auto spec = canonical_agent_spec(game, o.agent); !spec)
    throw std::invalid_argument("agent '" + o.agent + "': " + spec.error());
  if (o.count < 1) throw std::invalid_argument("the count of positions must be at least 1");
  if (o.low > o.high) throw std::invalid_argument("the band's low end is above its high end");

  const std::int64_t most = o.max_candidates > 0 ? o.max_candidates : 1000 * std::int64_t(o.count);
  const int threads = std::max(1, o.threads);
  // Candidates are drawn and judged in batches, in order; a batch's scoring
  // is shared among the threads. What is kept depends on the order alone:
  // candidates scored past the last one kept are thrown away.
  const std::size_t batch_size = std::size_t(std::max(16, 4 * threads));
  const auto began = std::chrono::steady_clock::now();
  Suite suite;
  std::unordered_set<std::string> seen;
  std::int64_t next = 0;
  while (int(suite.positions.size()) < o.count && next < most) {
    std::vector<Candidate> batch;
    for (; batch.size() < batch_size && next < most; ++next) {
      Candidate c;
      c.index = next;
      c.state = random_opening(game, o.seed, std::uint64_t(next), o.plies);
      c.repeat = !seen.insert(c.state->notation()).second;
      batch.push_back(std::move(c));
    }
    for_each_index(threads, batch.size(), [&](std::size_t k) {
      if (!batch[k].repeat) batch[k].scoring = score_of(*batch[k].state, o.agent, o.seed);
    });
    for (const Candidate& c : batch) {
      suite.tried = c.index + 1;
      if (c.repeat) {
        ++suite.repeated;
        continue;
      }
      if (c.scoring.ended) continue;
      if (!c.scoring.score)
        throw std::invalid_argument("agent '" + o.agent +
                                    "' reports no score to choose positions by; use one that "
                                    "does (greedy, alphabeta)");
      const std::int64_t score = *c.scoring.score;
      if (score < o.low || score > o.high) continue;
      suite.positions.push_back({c.state->notation(), score, c.index});
      if (int(suite.positions.size()) == o.count) break;
    }
    if (on_progress)
      on_progress(
          {int(suite.positions.size()), suite.tried,
           std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count()});
  }
  return suite;
}

}  // namespace minnaar::tournament
