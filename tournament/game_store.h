// Tournaments and every game they played, in an SQLite database.
//
//   GameStore store("results.sqlite");        // creates or upgrades the schema
//   auto id = store.create_tournament(config, yaml_text, version, total_games);
//   store.insert_game(game);                   // one transaction per game
//
// Schema (version kSchemaVersion, kept in PRAGMA user_version; older files
// are upgraded in place by the migrations in game_store.cpp, newer ones are
// refused):
//   tournaments(id, name, fingerprint, config_source, program_version,
//               total_games, created_at, status)
//   agents(tournament_id, name, spec)
//   games(id, tournament_id, slot, pairing, opening, seed, south_agent,
//         north_agent, establishment_agent, start_mfen, moves, final_mfen,
//         result, termination, plies, alliance_nodes, establishment_nodes,
//         duration_ms, started_at, finished_at, rules)
//   view playtest_games: the Play-Test games with white_agent, black_agent
// `slot` is the game's place in the tournament's schedule. The primary key
// is id = tournament_id * 2^32 + slot, so a slot can be stored only once (a
// resumed run can neither lose nor repeat a game) without a second index
// to write for every game, and a tournament's games are one id range. The database
// runs in WAL mode; a game is either wholly stored or not at all.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "storage/sqlite.h"
#include "tournament/config.h"

namespace minnaar::tournament {

inline constexpr int kSchemaVersion = 3;

struct StoredTournament {
  std::int64_t id = 0;
  std::string name;
  std::string fingerprint;
  std::string config_source;
  std::string program_version;
  int total_games = 0;
  std::string created_at;
  std::string status;  // running, finished, sprt-accepted-h0, sprt-accepted-h1
};

struct StoredGame {
  std::int64_t tournament_id = 0;
  int slot = 0;
  int pairing = 0;
  int opening = 0;
  std::uint64_t seed = 0;
  std::string south_agent, north_agent, establishment_agent;
  std::string start_mfen;
  std::string moves;  // SPEC notation, space-separated, from start_mfen
  std::string final_mfen;
  std::string result;       // SPEC §7 token
  std::string termination;  // which rule ended the game, e.g. "north-captured"
  int plies = 0;
  std::uint64_t alliance_nodes = 0, establishment_nodes = 0;
  double duration_ms = 0;
  std::string started_at, finished_at;  // UTC, ISO 8601
  // minnaar, playtest-standard or playtest-contemplative (then White's agent
  // is in south_agent and north_agent, Black's in establishment_agent, and
  // the nodes are White's and Black's).
  std::string rules = "minnaar";
};

class GameStore {
 public:
  // Opens (creating if `create`) and brings the schema to kSchemaVersion.
  // `upgrade_to` stops the migrations early (for tests of the migrations).
  explicit GameStore(const std::string& path, bool create = true, int upgrade_to = kSchemaVersion);

  int schema_version();

  std::vector<StoredTournament> tournaments();
  // The most recent tournament with this name.
  std::optional<StoredTournament> find_tournament(const std::string& name);
  std::int64_t create_tournament(const TournamentConfig& config, const std::string& config_source,
                                 const std::string& program_version, int total_games);
  void set_status(std::int64_t tournament_id, const std::string& status);
  // name -> spec, in the order they were configured.
  std::vector<std::pair<std::string, std::string>> agents(std::int64_t tournament_id);

  std::set<int> finished_slots(std::int64_t tournament_id);
  void insert_game(const StoredGame& game);
  // In slot order.
  std::vector<StoredGame> games(std::int64_t tournament_id);

  storage::Database& database() { return db_; }

 private:
  storage::Database db_;
  std::optional<storage::Statement> insert_game_;  // prepared once the schema is current
};

// The current time, UTC, as "2026-12-01T13:05:09Z".
std::string utc_timestamp();

}  // namespace minnaar::tournament
