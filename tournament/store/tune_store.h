// The tune tables of a database: what an SPSA tune (tournament/tune/tune.h)
// stores beside its tournament row and games — its schedule and
// parameters, and each iteration with the step it took. The tables are
// created by the store's migrations (docs/tuning.md#storage-and-resume); this is the
// only code that reads or writes them.
//
//   TuneStore tunes(store);
//   std::int64_t id = tunes.create(tune, agents);       // tournament row + tune
//   tunes.add_iteration(id, iteration, games, spent);   // one transaction
//   std::optional<StoredTune> t = tunes.load(id);
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tournament/stats/spsa.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

// One parameter of one stored iteration.
struct TuneStep {
  double theta = 0;  // played from
  int delta = 1;
  double c_k = 0, a_k = 0;
  double plus = 0, minus = 0;  // the values θ+ and θ− played
  double theta_after = 0;
};

struct TuneIteration {
  int k = 0;
  double signal = 0;
  int games = 0;
  int first_slot = 0;
  double agent_ms = 0;
  std::string finished_at;
  std::vector<TuneStep> steps;  // by parameter
};

// A tune as stored: its tournament row, schedule, parameters and iterations.
struct StoredTune {
  StoredTournament tournament;
  SpsaSchedule schedule;
  int batch = 1;
  int games_per_iteration = 2;
  std::string agent;
  std::string design;  // "symmetric" or the team
  std::string score;
  std::vector<SpsaParameter> parameters;
  std::vector<TuneIteration> iterations;  // in order of k, 1 to the last stored
  double cpu_seconds = 0, agent_seconds = 0, wall_seconds = 0;  // over every run

  // θ now: after the last stored iteration, else the start.
  std::vector<double> theta() const;
};

// Time a tune's run spent, in seconds, added to the tune's totals.
struct TuneTime {
  double cpu = 0, agent = 0, wall = 0;
};

class TuneStore {
 public:
  explicit TuneStore(GameStore& store) : store_(store) {}

  // Whether the tournament row `id` is a tune's.
  bool is_tune(std::int64_t id);
  // The tunes of the database, oldest first.
  std::vector<std::int64_t> ids();
  std::optional<StoredTune> load(std::int64_t id);
  // A new tune: its tournament row (tune.tournament, id ignored) with its
  // agents (name, spec), its schedule and parameters, in one transaction
  // (the caller's, if one is open). Iterations are added one by one.
  std::int64_t create(const StoredTune& tune,
                      const std::vector<std::pair<std::string, std::string>>& agents);
  // Stores iteration `it` (with its steps) of tune `id`, its games (as
  // the tune's tournament's) and the time spent since the last one, in
  // one transaction: an iteration is stored whole or not at all.
  void add_iteration(std::int64_t id, const TuneIteration& it,
                     const std::vector<GameOutcome>& games, const TuneTime& spent);

 private:
  GameStore& store_;
};

}  // namespace minnaar::tournament
