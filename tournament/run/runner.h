// Runs a tournament: the schedule of a config, played on many threads, every
// finished game stored in its own transaction.
//
//   GameStore store(config.database);
//   RunOptions options;  options.threads = 2;
//   RunReport report = run_tournament(config, yaml_text, store, options);
//
// The schedule is a list of slots fixed by the config alone. A slot's game
// (agents, seats, opening, seeds) depends only on the config and the slot,
// so the same config plays the same games on any number of threads, and a
// run that was killed resumes by playing exactly the slots not yet stored.
// A run may play one shard of the schedule (shard.h) into a database of its
// own; `minnaar tournament merge` joins the shards. Runs of one tournament
// that share a database at once share its slots: each claims a slot before
// playing it (GameStore::claim_slot), so none is played twice, and each
// ends when every slot is stored, waiting for the others' last games.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tournament/protocol/referee.h"
#include "tournament/run/config.h"
#include "tournament/store/game_store.h"
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

// A new tournament (or shard of one) of the config in the store; the
// schedule has total_games, the shard shard_games of them (-1: all).
std::int64_t create_tournament(GameStore& store, const TournamentConfig& config,
                               const std::string& config_source, const std::string& program_version,
                               int total_games, Shard shard = {}, int shard_games = -1);

// The slots of a shard, in slot order.
std::vector<ScheduledGame> shard_schedule(const TournamentConfig& config, Shard shard);
// The slots of that part, in order.
std::vector<int> shard_slots(const TournamentConfig& config, Shard shard);

struct Progress {
  int done = 0;          // games stored, by this run, before it and beside it
  int total = 0;         // games scheduled (in the shard)
  int played_now = 0;    // games played by this run
  double elapsed_s = 0;  // of this run
  std::string leader;    // agent with the best score so far, with its score
};

struct RunOptions {
  int threads = 1;
  // When the database already holds a tournament of this name with another
  // configuration: start a new one instead of refusing.
  bool new_tournament = false;
  // The part of the schedule to play. A shard plays all of its slots: the
  // SPRT is evaluated when the shards are merged.
  Shard shard;
  std::string program_version = "unknown";
  std::function<void(const Progress&)> on_progress;  // after every stored game
  // Once the tournament is found or created, before any game: what a run
  // says it starts is said only when it is not refused.
  std::function<void()> on_open;
};

// A refusal of a stored tournament or tune whose configuration changed,
// on one line: `before`, the differences (stored -> config) as a list that
// fits the line, then `after`.
std::string changed_config_message(const std::string& before, const std::string& stored,
                                   const std::string& config, const std::string& after);

struct RunReport {
  std::int64_t tournament_id = 0;
  bool resumed = false;
  int already_done = 0;
  int played = 0;
  int played_beside = 0;  // by other runs at the same time
  std::string status;     // finished, sprt-accepted-h0, sprt-accepted-h1
};

// Throws std::runtime_error when the database holds a different tournament
// of the same name, or another shard of it (and new_tournament is false),
// or an agent fails.
RunReport run_tournament(const TournamentConfig& config, const std::string& config_source,
                         GameStore& store, const RunOptions& options);

}  // namespace minnaar::tournament
