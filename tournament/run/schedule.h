// What the games of a config are and how one is played: the schedule (each
// slot's agents by seat, opening and seed, computed from the config and the
// slot alone), the openings, the pools of external players, and the game
// of one slot played to its outcome. Tournaments (runner.h), matches
// (match.h) and tunes take their games from here, through the driver
// (driver.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tournament/play/outcome.h"
#include "tournament/protocol/referee.h"
#include "tournament/run/config.h"
#include "tournament/store/shard.h"

namespace minnaar::tournament {

// One game of the schedule: the agent (an index into config.agents) of each
// seat of the config's game.
struct ScheduledGame {
  int slot = 0;
  int pairing = 0;
  int opening = 0;
  std::vector<int> seat_agents;
  std::uint64_t seed = 0;
};

// The agents of each pairing (two for pairs, three for trios), in the order
// the schedule visits them. Panel: {candidate, panel member} for each
// candidate in the agents' order and each member in the panel's.
std::vector<std::vector<int>> pairings(const TournamentConfig& config);

// Every game, in slot order: opening by opening, each opening played by
// every pairing in turn, so that a partial run is spread evenly. Pairs:
// the pairing's first agent holds every seat of team 0 in the first game
// and of team 1 in the second. Trios: agent k of the group holds seat
// (k + game) mod 3. Panel: one game per opening, the member holding the
// panel's team and the candidate every other seat; opening i is the i-th
// game of every pairing, so all candidates meet a member on the same
// openings. A panel with an SPRT (two candidates, A and B) plays each
// opening member by member, A's game then B's: the two games of a pair are
// consecutive slots, and both play on the seed of the first (the member and
// each candidate get the same agent seeds in both), so a pair differs only
// in the candidate. Its shards deal whole pairs.
std::vector<ScheduledGame> schedule(const TournamentConfig& config);

// The same schedule one game at a time, computed from its slot: what a run
// of a million games uses instead of holding them all. Every game's seats
// and seed are derived here, for tournaments, matches (match.h) and tunes
// (TournamentConfig::comparison_team) alike.
class Schedule {
 public:
  explicit Schedule(const TournamentConfig& config);
  int size() const { return size_; }
  // The game in slot `slot`, 0 <= slot < size().
  ScheduledGame at(int slot) const;
  // Whether shard `shard` plays the game (shard_schedule()).
  bool in_shard(const ScheduledGame& game, Shard shard) const;
  // The first slot at or after `from` that shard `shard` plays, or size():
  // a shard's games one at a time, in slot order, none of them held.
  int next_in_shard(int from, Shard shard) const;
  // How many games shard `shard` plays (counted, not held).
  int shard_size(Shard shard) const;

 private:
  const TournamentConfig& config_;
  bool comparisons_ = false;              // config.comparison_team
  std::vector<std::vector<int>> groups_;  // pairings(config)
  std::vector<int> order_;                // the order one opening plays them in
  std::vector<int> position_;             // of each pairing in order_
  int per_group_ = 0, openings_ = 0, members_ = 0, size_ = 0;
};

// The notation of opening `index` (in the config's rule set): the file's
// positions in the config's order (suite_index in opening.h), or the start;
// then `opening_plies` random plies drawn from the config's seed for this
// index (never a finished game). A pure function of the config and index.
std::string opening_position(const TournamentConfig& config, int index);

// The started programs of a tournament's external agents: a pool for each
// agent of `type: external`, null for the built-in ones (by agent index).
// A pool is shared so that several configs' games can hold the same one (a
// tune's iterations share their opponents' pools); the last holder going
// out of scope quits its players.
using PlayerPools = std::vector<std::shared_ptr<PlayerPool>>;
PlayerPools player_pools(const TournamentConfig& config);

// Plays one scheduled game (what a worker thread does). A player that
// fails loses the game for its team (termination forfeit-*, detail); its
// transcript and standard error are stored with the game, as every external
// player's are with `record: transcript`.
GameOutcome play_scheduled(const TournamentConfig& config, const ScheduledGame& game,
                           PlayerPools& pools);

// The slots of a shard, in slot order.
std::vector<ScheduledGame> shard_schedule(const TournamentConfig& config, Shard shard);

}  // namespace minnaar::tournament
