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

#include "tournament/run/config.h"
#include "tournament/run/schedule.h"
#include "tournament/store/game_store.h"
#include "tournament/store/shard.h"

namespace minnaar::tournament {

// A new tournament (or shard of one) of the config in the store; the
// schedule has total_games, the shard shard_games of them (-1: all).
std::int64_t create_tournament(GameStore& store, const TournamentConfig& config,
                               const std::string& config_source, const std::string& program_version,
                               int total_games, Shard shard = {}, int shard_games = -1);

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
