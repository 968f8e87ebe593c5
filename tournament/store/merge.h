// Joins the databases that shards (or interrupted runs) of one tournament
// wrote into one database, as if a single process had played them all.
//
//   GameStore out("merged.sqlite");
//   MergeSummary m = merge_databases(out, {"shard-0.sqlite", "shard-1.sqlite"});
//   // m.games of m.total stored; m.status "finished", "partial" or an SPRT verdict
//
// Every input must hold the same tournament (the same fingerprint: name,
// rules, agents, schedule, openings, stop rule); the output may hold it
// already, from an earlier merge, and merging is idempotent: a game that is
// there already is skipped. A slot with two different games is refused.
// The merged tournament is whole (shard 0 of 1); its status is "finished"
// when every slot is stored, the SPRT's verdict on the merged games when
// the config has an SPRT that decides, and "partial" otherwise.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "tournament/store/game_store.h"

namespace minnaar::tournament {

// A refused merge, in one line that names the file and what is wrong.
struct MergeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct MergeSummary {
  std::int64_t tournament_id = 0;  // in the output
  std::string name;
  std::vector<MergeCount> inputs;  // by input
  int games = 0;                   // stored in the output now
  int total = 0;                   // the tournament's schedule
  std::string status;
};

// Merges tournament `name` of every input (each input's latest when empty)
// into `out`. Inputs are upgraded to the current schema if older. Each
// input is merged in one transaction: a refused input leaves the output as
// the inputs before it made it. Throws MergeError.
MergeSummary merge_databases(GameStore& out, const std::vector<std::string>& inputs,
                             const std::string& name = "");

}  // namespace minnaar::tournament
