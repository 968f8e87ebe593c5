// Tournaments and every game they played, in an SQLite database.
//
//   GameStore store("results.sqlite");        // creates or upgrades the schema
//   auto id = store.create_tournament(tournament, agents);
//   store.insert_game(id, outcome);            // one transaction per game
//
// Schema version kSchemaVersion, kept in PRAGMA user_version; older files
// are upgraded in place by the migrations in game_store.cpp, newer ones are
// refused; creating and upgrading are one transaction each, so programs
// opening a new database at once cannot race. The tables and their columns:
// docs/tournaments.md#storage-and-schema.
// `slot` is the game's place in the tournament's schedule. The primary key
// is id = tournament_id * 2^32 + slot, so a slot can be stored only once (a
// resumed run can neither lose nor repeat a game) without a second index
// to write for every game, and a tournament's games are one id range. The
// database runs in WAL mode; a game and its seats are either wholly stored
// or not at all.
//
// Several runs of one tournament may work on one database at once: each
// claims a slot (claim_slot) before it plays it, and storing the game ends
// the claim, so no slot is played twice. The claims of a run that died are
// taken over: at once on the same host (its process is gone), or once it
// has not been seen for kRunLeaseSeconds.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "storage/sqlite.h"
#include "tournament/play/outcome.h"
#include "tournament/players/move_info.h"
#include "tournament/stats/scored_game.h"
#include "tournament/store/shard.h"

namespace minnaar::tournament {

inline constexpr int kSchemaVersion = 10;
// A run that has not been seen for this long is taken for dead; a live one
// shows itself every kRunHeartbeatSeconds.
inline constexpr double kRunLeaseSeconds = 60;
inline constexpr double kRunHeartbeatSeconds = 5;

struct StoredTournament {
  std::int64_t id = 0;
  std::string name;
  std::string fingerprint;
  std::string config_source;
  std::string program_version;
  int total_games = 0;
  std::string created_at;
  std::string status;           // running, finished, sprt-accepted-h0, sprt-accepted-h1
  std::string rules;            // the game's registered name
  std::string rule_parameters;  // its non-default parameters, "key=value,..."
  Shard shard;                  // the part of the schedule this database holds
  int shard_games = 0;          // the games of that part
};

// What claim_slot() found.
struct SlotClaim {
  enum Outcome { kClaimed, kStored, kBusy } outcome = kClaimed;
  std::string holder;  // for kBusy: the run playing it, "pid 812 on host n1"
};

// What merge_games() did.
struct MergeCount {
  int added = 0;    // games copied
  int already = 0;  // games that were here already (the same game)
};

// merge_games() found a slot whose game differs from the one stored.
struct MergeConflict : std::runtime_error {
  MergeConflict(int slot, const std::string& what) : std::runtime_error(what), slot(slot) {}
  int slot;
};

// A game as stored: its outcome and the tournament it belongs to.
struct StoredGame : GameOutcome {
  std::int64_t tournament_id = 0;
};

class GameStore {
 public:
  // Opens (creating if `create`) and brings the schema to kSchemaVersion.
  // `upgrade_to` stops the migrations early (for tests of the migrations).
  explicit GameStore(const std::string& path, bool create = true, int upgrade_to = kSchemaVersion);
  // Opens an existing database for reading only (storage::Database's
  // ReadOnly): what report, verify, list, show and export use, so they work
  // on read-only media and never change the file. Its schema must be
  // current (it cannot be upgraded there).
  GameStore(const std::string& path, storage::Database::ReadOnly);
  // The schema version of the database at `path`, read without writing.
  static int stored_schema_version(const std::string& path);

  int schema_version();

  std::vector<StoredTournament> tournaments();
  // The most recent tournament with this name.
  std::optional<StoredTournament> find_tournament(const std::string& name);
  // A new tournament row (id and status ignored: a new id, "running"),
  // with its agents (name, spec): a config's (tournament/run/runner.h's
  // create_tournament), a tune's, or a copy of one stored elsewhere for a
  // merge.
  std::int64_t create_tournament(const StoredTournament& tournament,
                                 const std::vector<std::pair<std::string, std::string>>& agents);
  void set_status(std::int64_t tournament_id, const std::string& status);
  // name -> spec, in the order they were configured.
  std::vector<std::pair<std::string, std::string>> agents(std::int64_t tournament_id);

  std::set<int> finished_slots(std::int64_t tournament_id);
  // Stores a game of a tournament and ends its slot's claim, in one
  // transaction; throws if the slot is stored. The one place an outcome
  // becomes a row (its moves joined by spaces; games() splits them).
  void insert_game(std::int64_t tournament_id, const GameOutcome& game);
  // In slot order.
  std::vector<StoredGame> games(std::int64_t tournament_id);
  std::optional<StoredGame> game(std::int64_t tournament_id, int slot);
  // The games whose slots are in [first, last], in slot order: a chunk of
  // each_game() for readers that pull rather than visit.
  std::vector<StoredGame> games_in_slots(std::int64_t tournament_id, int first, int last) {
    return read_games(tournament_id, first, last);
  }
  // The games stored for a tournament.
  int game_count(std::int64_t tournament_id);
  // Every game in slot order, read `chunk` slots at a time: the memory
  // held is one chunk's, whatever the tournament's size.
  void each_game(std::int64_t tournament_id, const std::function<void(const StoredGame&)>& visit,
                 int chunk = 256);

  // Every game's scored view (scored_game.h) in slot order, read `chunk`
  // slots at a time from the seats and the outcome alone (no moves): what
  // the statistics read, in memory one chunk's worth.
  void each_scored(std::int64_t tournament_id, const std::function<void(const ScoredGame&)>& visit,
                   int chunk = 4096);
  std::optional<ScoredGame> scored_game(std::int64_t tournament_id, int slot);
  // Every stored slot, in order, without holding them.
  void each_slot(std::int64_t tournament_id, const std::function<void(int)>& visit);

  // Runs: begin_run() registers this process as playing the tournament,
  // keep_alive() says it still is, end_run() drops it with its claims.
  std::int64_t begin_run(std::int64_t tournament_id);
  void keep_alive(std::int64_t run_id);
  void end_run(std::int64_t run_id);
  // Claims a slot for the run, taking it over from a dead run; kStored if
  // its game is stored, kBusy if a live run is playing it.
  SlotClaim claim_slot(std::int64_t tournament_id, int slot, std::int64_t run_id);
  // The same for several slots in one transaction (by slot, in order).
  std::vector<SlotClaim> claim_slots(std::int64_t tournament_id, const std::vector<int>& slots,
                                     std::int64_t run_id);

  // Copies the games of tournament `from_id` in the database at `path`
  // (with their seats and player logs) into tournament `into_id` here, in
  // one transaction. A slot already stored with the same game (seed, start,
  // moves, result, termination, seats' agents, returns and margins) is counted in
  // `already`; one stored with another game throws, naming the slot, and
  // copies nothing. The file must be at schema kSchemaVersion (open it as
  // a GameStore first).
  MergeCount merge_games(const std::string& path, std::int64_t from_id, std::int64_t into_id);
  // The recorded external players of one game.
  std::vector<PlayerLog> player_logs(std::int64_t tournament_id, int slot);

  storage::Database& database() { return db_; }

 private:
  // Calls read(first, last) on the slot ranges of `chunk` slots that cover
  // the tournament's stored games, in slot order.
  void each_chunk(std::int64_t tournament_id, int chunk, const std::function<void(int, int)>& read);
  storage::Database db_;
  // Prepared once the schema is current.
  std::optional<storage::Statement> insert_game_, insert_seat_, insert_player_, slot_stored_,
      end_claim_, claim_holder_, insert_claim_;
  void forget_run(std::int64_t run_id);
  // Migration 10: each seat's time use from the per-move data stored before.
  void backfill_seat_times();
  std::vector<ScoredGame> read_scored(std::int64_t tournament_id, int first, int last);
  // The games of one tournament whose slots are in [first, last].
  std::vector<StoredGame> read_games(std::int64_t tournament_id, int first, int last);
};

// The tournament a choice names: "id:N" the one of id N (as `minnaar
// tournament list` shows it), any other text the latest of that name
// (digits too), "" the latest one; or why there is none ("database
// '<path>' has no tournament named '<name>'", "... of id N", "... holds no
// tournament yet", "'id:x' is not id:N ...").
Expected<StoredTournament, std::string> named_or_latest(GameStore& store, const std::string& name);

// The id an "id:N" choice names; nullopt for a name; the refusal for an
// "id:" that is not followed by a whole number.
Expected<std::optional<std::int64_t>, std::string> chosen_tournament_id(const std::string& choice);

// Why `path` is not an existing database file ("no database at '<path>'",
// a folder, an empty file), or "" when it is one.
std::string database_file_problem(const std::string& path);

// An existing database opened for reading (what report, verify, show and
// the Python module read): read-only, so it works on read-only media and
// the file is never changed, unless its schema is older and the file can
// be written, when it is upgraded first. Throws std::runtime_error naming
// the problem of a path that is no database (database_file_problem).
std::unique_ptr<GameStore> open_for_reading(const std::string& path);

// A stored game's scored view (what each_scored() reads).
ScoredGame scored(const GameOutcome& game);
std::vector<ScoredGame> scored(const std::vector<StoredGame>& games);

// The current time, UTC, as "2026-12-01T13:05:09Z".
std::string utc_timestamp();

}  // namespace minnaar::tournament
