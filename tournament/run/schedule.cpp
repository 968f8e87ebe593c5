#include "tournament/run/schedule.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>

#include "engine/random.h"
#include "tournament/play/game.h"
#include "tournament/play/opening.h"
#include "tournament/players/agent_spec.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

std::vector<std::vector<int>> pairings(const TournamentConfig& config) {
  const int n = int(config.agents.size());
  std::vector<std::vector<int>> all;
  if (config.format == Format::kPanel) {
    for (int candidate = 0; candidate < n; ++candidate) {
      if (config.panel->holds(candidate)) continue;
      for (const int member : config.panel->agents) all.push_back({candidate, member});
    }
  } else if (config.seats == SeatMode::kTrios) {
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

namespace {

// Whether a panel's SPRT pairs its two candidates' games (SprtStop::panel_candidates).
bool panel_sprt(const TournamentConfig& config) {
  return config.panel && config.sprt && !config.sprt->panel_candidates.empty();
}

// The order in which one opening's pairings are played: as pairings() lists
// them, or for a panel's SPRT member by member, the candidates in turn, so
// that the two games of a pair are neighbours in the schedule.
std::vector<int> pairing_order(const TournamentConfig& config, int count) {
  std::vector<int> order;
  if (!panel_sprt(config)) {
    for (int p = 0; p < count; ++p) order.push_back(p);
    return order;
  }
  // pairings() numbers (candidate c, member m) c * members + m.
  const int members = int(config.panel->agents.size());
  for (int m = 0; m < members; ++m)
    for (int p = m; p < count; p += members) order.push_back(p);
  return order;
}

}  // namespace

Schedule::Schedule(const TournamentConfig& config)
    : config_(config),
      comparisons_(config.comparison_team.has_value()),
      groups_(pairings(config)),
      per_group_(config.games_per_group()),
      openings_(config.games_per_pairing / config.games_per_group()),
      members_(panel_sprt(config) ? int(config.panel->agents.size()) : 0) {
  order_ = pairing_order(config, int(groups_.size()));
  position_.assign(groups_.size(), 0);
  for (std::size_t i = 0; i < order_.size(); ++i) position_[std::size_t(order_[i])] = int(i);
  size_ = comparisons_ ? config.games_per_pairing : openings_ * int(groups_.size()) * per_group_;
}

ScheduledGame Schedule::at(int slot) const {
  const game::Game& game = *config_.game;
  if (comparisons_) {
    ScheduledGame s;
    s.slot = slot;
    const int comparison = slot / 2, second = slot % 2;
    const int opponents = int(config_.agents.size()) - 2;
    s.opening = comparison;
    s.pairing = comparison % opponents;  // the opponent
    for (game::Seat seat = 0; seat < game.seat_count(); ++seat)
      s.seat_agents.push_back(game.team_of(seat) == *config_.comparison_team ? second
                                                                             : 2 + s.pairing);
    s.seed = derive_seed(config_.seed, kGameSeedStream, std::uint64_t(slot - second));
    return s;
  }
  const int per_opening = int(groups_.size()) * per_group_;
  ScheduledGame s;
  s.slot = slot;
  s.opening = slot / per_opening;
  const int within = slot % per_opening;
  const int k = within % per_group_;
  s.pairing = order_[std::size_t(within / per_group_)];
  const std::vector<int>& g = groups_[std::size_t(s.pairing)];
  for (game::Seat seat = 0; seat < game.seat_count(); ++seat) {
    if (config_.panel)
      // The panel member holds the panel's team, the candidate the rest.
      s.seat_agents.push_back(g[game.team_of(seat) == config_.panel->team ? 1 : 0]);
    else if (per_group_ == 2)
      // First game: the pairing's first agent holds team 0.
      s.seat_agents.push_back(g[std::size_t(game.team_of(seat) == 0 ? k : 1 - k)]);
    else
      // Rotation: each agent once in each seat.
      s.seat_agents.push_back(g[std::size_t((k + seat) % 3)]);
  }
  s.seed = derive_seed(config_.seed, kGameSeedStream, std::uint64_t(slot));
  // A panel's SPRT pair (the candidates' games against one member, in
  // consecutive slots) plays on its first game's seed: the member and each
  // candidate draw the same agent seeds in both games.
  if (members_ && s.pairing >= members_) {
    const int first = s.opening * per_opening +
                      position_[std::size_t(s.pairing % members_)] * per_group_ + per_group_ - 1;
    s.seed = derive_seed(config_.seed, kGameSeedStream, std::uint64_t(first));
  }
  return s;
}

bool Schedule::in_shard(const ScheduledGame& s, Shard shard) const {
  // A panel's SPRT pair is one group: both candidates' games against a
  // member from one opening fall to one shard, dealt by the member.
  return shard.holds(members_ ? s.pairing % members_ : s.pairing, s.opening, openings_);
}

int Schedule::next_in_shard(int from, Shard shard) const {
  if (shard.whole()) return std::min(std::max(from, 0), size_);
  int slot = std::max(from, 0);
  while (slot < size_ && !in_shard(at(slot), shard)) ++slot;
  return slot;
}

int Schedule::shard_size(Shard shard) const {
  if (shard.whole()) return size_;
  int count = 0;
  for (int slot = next_in_shard(0, shard); slot < size_; slot = next_in_shard(slot + 1, shard))
    ++count;
  return count;
}

std::vector<ScheduledGame> schedule(const TournamentConfig& config) {
  const Schedule plan(config);
  std::vector<ScheduledGame> games;
  for (int slot = 0; slot < plan.size(); ++slot) games.push_back(plan.at(slot));
  return games;
}

std::string opening_position(const TournamentConfig& config, int index) {
  const game::Game& game = *config.game;
  if (config.openings.empty())
    return random_opening(game, config.seed, std::uint64_t(index), config.opening_plies)
        ->notation();
  const std::string& position =
      config.openings[suite_index(config.seed, config.openings.size(), config.opening_order,
                                  config.opening_start, std::uint64_t(index))];
  if (config.opening_plies == 0) return position;
  // The plies are drawn for the opening's index, not the position's: a
  // position met again after the suite wraps around goes on differently.
  const auto from = game.parse(position);
  if (!from) throw std::runtime_error("opening '" + position + "': " + from.error().message());
  try {
    return random_opening(game, config.seed, std::uint64_t(index), config.opening_plies,
                          from->get())
        ->notation();
  } catch (const std::runtime_error& e) {
    throw std::runtime_error("from the openings file's '" + position + "': " + e.what());
  }
}

PlayerPools player_pools(const TournamentConfig& config) {
  PlayerPools pools;
  for (const TournamentAgent& agent : config.agents)
    pools.push_back(agent.external ? std::make_shared<PlayerPool>(*agent.external) : nullptr);
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

GameOutcome play_scheduled(const TournamentConfig& config, const ScheduledGame& s,
                           PlayerPools& pools) {
  const game::Game& game = *config.game;
  GameOutcome g;
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
    record = play_game(**start, seats, s.seed, {}, config.adjudication);
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

  g.moves = record.moves;
  g.final_state = record.final->notation();
  g.result = record.result();
  g.termination = record.termination();
  if (record.forfeit) g.detail = record.forfeit->failure.detail;
  g.plies = int(record.moves.size());
  if (config.store_move_data) g.infos = std::move(record.infos);
  g.agent_cpu_ms = record.agent_cpu_seconds * 1000;
  const std::vector<double> returns = record.returns(), margins = record.margins();
  for (game::Seat seat = 0; seat < game.seat_count(); ++seat)
    g.seats.push_back({agents[std::size_t(s.seat_agents[std::size_t(seat)])].name,
                       record.nodes[std::size_t(seat)], returns[std::size_t(seat)],
                       margins[std::size_t(seat)]});
  return g;
}

std::vector<ScheduledGame> shard_schedule(const TournamentConfig& config, Shard shard) {
  const Schedule plan(config);
  std::vector<ScheduledGame> mine;
  for (int slot = 0; slot < plan.size(); ++slot)
    if (ScheduledGame s = plan.at(slot); plan.in_shard(s, shard)) mine.push_back(std::move(s));
  return mine;
}

}  // namespace minnaar::tournament
