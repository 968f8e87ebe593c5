#include "tournament/game_store.h"

#include <chrono>
#include <ctime>

namespace minnaar::tournament {
namespace {

using storage::Statement;
using storage::Transaction;

// Migration i brings the schema from version i to version i + 1. Append to
// this list; never edit a migration that has shipped.
constexpr const char* kMigrations[] = {
    // 0 -> 1: tournaments, their agents and their games.
    R"sql(
    CREATE TABLE tournaments (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      config_source TEXT NOT NULL,
      program_version TEXT NOT NULL,
      total_games INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'running'
    );
    CREATE INDEX tournaments_by_name ON tournaments(name);
    CREATE TABLE agents (
      tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      spec TEXT NOT NULL,
      PRIMARY KEY (tournament_id, name)
    );
    CREATE TABLE games (
      id INTEGER PRIMARY KEY CHECK (id = tournament_id * 4294967296 + slot),
      tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
      slot INTEGER NOT NULL,
      pairing INTEGER NOT NULL,
      opening INTEGER NOT NULL,
      seed INTEGER NOT NULL,
      south_agent TEXT NOT NULL,
      north_agent TEXT NOT NULL,
      establishment_agent TEXT NOT NULL,
      start_mfen TEXT NOT NULL,
      moves TEXT NOT NULL,
      final_mfen TEXT NOT NULL,
      result TEXT NOT NULL,
      termination TEXT NOT NULL,
      plies INTEGER NOT NULL,
      duration_ms REAL NOT NULL,
      started_at TEXT NOT NULL,
      finished_at TEXT NOT NULL
    );
    )sql",
    // 1 -> 2: the positions each side searched, for speed reports.
    R"sql(
    ALTER TABLE games ADD COLUMN alliance_nodes INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN establishment_nodes INTEGER NOT NULL DEFAULT 0;
    )sql",
    // 2 -> 3: the rule set of each game (the Play-Test Edition joins the
    // current one). Play-Test games keep White's agent in south_agent and
    // north_agent and Black's in establishment_agent; the view names them.
    R"sql(
    ALTER TABLE games ADD COLUMN rules TEXT NOT NULL DEFAULT 'minnaar';
    CREATE VIEW playtest_games AS
      SELECT id, tournament_id, slot, pairing, opening, seed, rules,
             south_agent AS white_agent, establishment_agent AS black_agent,
             start_mfen, moves, final_mfen, result, termination, plies,
             alliance_nodes AS white_nodes, establishment_nodes AS black_nodes,
             duration_ms, started_at, finished_at
      FROM games WHERE rules <> 'minnaar';
    )sql",
};
static_assert(std::size(kMigrations) == kSchemaVersion);

// The games of a tournament are the id range [id << 32, (id + 1) << 32).
constexpr const char* kOfTournament = "id >= ?1 * 4294967296 AND id < (?1 + 1) * 4294967296";

constexpr const char* kGameColumns =
    "tournament_id, slot, pairing, opening, seed, south_agent, north_agent, "
    "establishment_agent, start_mfen, moves, final_mfen, result, termination, plies, "
    "alliance_nodes, establishment_nodes, duration_ms, started_at, finished_at, rules";

StoredTournament tournament_of(const Statement& s) {
  StoredTournament t;
  t.id = s.column_int(0);
  t.name = s.column_text(1);
  t.fingerprint = s.column_text(2);
  t.config_source = s.column_text(3);
  t.program_version = s.column_text(4);
  t.total_games = int(s.column_int(5));
  t.created_at = s.column_text(6);
  t.status = s.column_text(7);
  return t;
}

constexpr const char* kTournamentColumns =
    "id, name, fingerprint, config_source, program_version, total_games, created_at, status";

}  // namespace

std::string utc_timestamp() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

GameStore::GameStore(const std::string& path, bool create, int upgrade_to) : db_(path, create) {
  // WAL: readers (report, verify) never block the runner; with
  // synchronous=NORMAL a commit is durable against a killed process, and a
  // power cut can only lose the last games, which a resumed run replays.
  // Checkpoints (which sync the file) every 8192 pages instead of SQLite's
  // 1000 keep storage cheap next to a fast game.
  db_.execute(
      "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; "
      "PRAGMA wal_autocheckpoint=8192;");
  const int version = schema_version();
  if (version > kSchemaVersion)
    throw storage::SqliteError("database '" + path + "' has schema version " +
                               std::to_string(version) + ", newer than this program's " +
                               std::to_string(kSchemaVersion) + ": use a newer minnaar");
  for (int v = version; v < upgrade_to; ++v) {
    Transaction tx(db_);
    db_.execute(kMigrations[v]);
    db_.execute("PRAGMA user_version = " + std::to_string(v + 1));
    tx.commit();
  }
  if (upgrade_to == kSchemaVersion)
    insert_game_.emplace(
        db_, std::string("INSERT INTO games (id, ") + kGameColumns +
                 ") VALUES (?1 * 4294967296 + ?2, "
                 "?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18,?19,?20)");
}

int GameStore::schema_version() {
  Statement s(db_, "PRAGMA user_version");
  s.step();
  return int(s.column_int(0));
}

std::vector<StoredTournament> GameStore::tournaments() {
  Statement s(db_, std::string("SELECT ") + kTournamentColumns + " FROM tournaments ORDER BY id");
  std::vector<StoredTournament> all;
  while (s.step()) all.push_back(tournament_of(s));
  return all;
}

std::optional<StoredTournament> GameStore::find_tournament(const std::string& name) {
  Statement s(db_, std::string("SELECT ") + kTournamentColumns +
                       " FROM tournaments WHERE name = ? ORDER BY id DESC LIMIT 1");
  s.bind(1, name);
  if (!s.step()) return std::nullopt;
  return tournament_of(s);
}

std::int64_t GameStore::create_tournament(const TournamentConfig& config,
                                          const std::string& config_source,
                                          const std::string& program_version, int total_games) {
  Transaction tx(db_);
  Statement insert(db_,
                   "INSERT INTO tournaments (name, fingerprint, config_source, program_version, "
                   "total_games, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, config.name)
      .bind(2, config.fingerprint())
      .bind(3, config_source)
      .bind(4, program_version)
      .bind(5, std::int64_t(total_games))
      .bind(6, utc_timestamp())
      .run();
  const std::int64_t id = db_.last_insert_rowid();
  Statement agent(db_, "INSERT INTO agents (tournament_id, position, name, spec) VALUES (?,?,?,?)");
  for (std::size_t i = 0; i < config.agents.size(); ++i)
    agent.bind(1, id)
        .bind(2, std::int64_t(i))
        .bind(3, config.agents[i].name)
        .bind(4, config.agents[i].spec)
        .run();
  tx.commit();
  return id;
}

void GameStore::set_status(std::int64_t tournament_id, const std::string& status) {
  Statement s(db_, "UPDATE tournaments SET status = ? WHERE id = ?");
  s.bind(1, status).bind(2, tournament_id).run();
}

std::vector<std::pair<std::string, std::string>> GameStore::agents(std::int64_t tournament_id) {
  Statement s(db_, "SELECT name, spec FROM agents WHERE tournament_id = ? ORDER BY position");
  s.bind(1, tournament_id);
  std::vector<std::pair<std::string, std::string>> all;
  while (s.step()) all.emplace_back(s.column_text(0), s.column_text(1));
  return all;
}

std::set<int> GameStore::finished_slots(std::int64_t tournament_id) {
  Statement s(db_, std::string("SELECT slot FROM games WHERE ") + kOfTournament);
  s.bind(1, tournament_id);
  std::set<int> slots;
  while (s.step()) slots.insert(int(s.column_int(0)));
  return slots;
}

void GameStore::insert_game(const StoredGame& g) {
  Transaction tx(db_);
  insert_game_->bind(1, g.tournament_id)
      .bind(2, std::int64_t(g.slot))
      .bind(3, std::int64_t(g.pairing))
      .bind(4, std::int64_t(g.opening))
      .bind(5, std::int64_t(g.seed))  // the seed's 64 bits, read back as unsigned
      .bind(6, g.south_agent)
      .bind(7, g.north_agent)
      .bind(8, g.establishment_agent)
      .bind(9, g.start_mfen)
      .bind(10, g.moves)
      .bind(11, g.final_mfen)
      .bind(12, g.result)
      .bind(13, g.termination)
      .bind(14, std::int64_t(g.plies))
      .bind(15, std::int64_t(g.alliance_nodes))
      .bind(16, std::int64_t(g.establishment_nodes))
      .bind(17, g.duration_ms)
      .bind(18, g.started_at)
      .bind(19, g.finished_at)
      .bind(20, g.rules)
      .run();
  tx.commit();
}

std::vector<StoredGame> GameStore::games(std::int64_t tournament_id) {
  Statement s(db_, std::string("SELECT ") + kGameColumns + " FROM games WHERE " + kOfTournament +
                       " ORDER BY id");
  s.bind(1, tournament_id);
  std::vector<StoredGame> all;
  while (s.step()) {
    StoredGame g;
    g.tournament_id = s.column_int(0);
    g.slot = int(s.column_int(1));
    g.pairing = int(s.column_int(2));
    g.opening = int(s.column_int(3));
    g.seed = std::uint64_t(s.column_int(4));
    g.south_agent = s.column_text(5);
    g.north_agent = s.column_text(6);
    g.establishment_agent = s.column_text(7);
    g.start_mfen = s.column_text(8);
    g.moves = s.column_text(9);
    g.final_mfen = s.column_text(10);
    g.result = s.column_text(11);
    g.termination = s.column_text(12);
    g.plies = int(s.column_int(13));
    g.alliance_nodes = std::uint64_t(s.column_int(14));
    g.establishment_nodes = std::uint64_t(s.column_int(15));
    g.duration_ms = s.column_double(16);
    g.started_at = s.column_text(17);
    g.finished_at = s.column_text(18);
    g.rules = s.column_text(19);
    all.push_back(std::move(g));
  }
  return all;
}

}  // namespace minnaar::tournament
