#include "tournament/store/game_store.h"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <limits>
#include <string_view>

#include "engine/words.h"

namespace minnaar::tournament {
namespace {

using storage::Statement;
using storage::Transaction;

// A game's moves as the one text column holds them: the moves' notations
// (which hold no spaces) separated by single spaces; split_moves() is its
// inverse, and the only place stored moves are split.
std::string joined_moves(const std::vector<std::string>& moves) {
  std::string text;
  for (const std::string& move : moves) {
    if (!text.empty()) text += ' ';
    text += move;
  }
  return text;
}

std::vector<std::string> split_moves(std::string_view text) {
  std::vector<std::string> moves;
  for (const std::string_view move : words_of(text)) moves.emplace_back(move);
  return moves;
}

// Each seat's SeatTime from a game's per-move reports (MoveInfo::seat and
// time_us); reports of a seat outside [0, seats) are left out.
std::vector<SeatTime> seat_times(const std::vector<MoveInfo>& infos, std::size_t seats) {
  std::vector<SeatTime> times(seats);
  for (const MoveInfo& info : infos) {
    if (info.seat < 0 || std::size_t(info.seat) >= seats || !info.time_us) continue;
    SeatTime& t = times[std::size_t(info.seat)];
    ++t.timed_moves;
    t.total_us += *info.time_us;
    t.max_us = std::max(t.max_us, *info.time_us);
  }
  return times;
}

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
    // 3 -> 4: any game with any number of seats. A game's record holds
    // what every game has; each seat is a row of game_seats with its agent,
    // the positions it searched and its return. The views games (the
    // current edition) and playtest_games keep the columns of schema 3
    // readable. Schema 3 kept the Alliance's nodes together: they move to
    // the South seat. A tournament's rule set comes from its fingerprint.
    R"sql(
    ALTER TABLE tournaments ADD COLUMN rules TEXT NOT NULL DEFAULT 'minnaar';
    ALTER TABLE tournaments ADD COLUMN rule_parameters TEXT NOT NULL DEFAULT '';
    UPDATE tournaments
      SET rules = substr(fingerprint, instr(fingerprint, char(10) || 'rules ') + 7,
                         instr(substr(fingerprint, instr(fingerprint, char(10) || 'rules ') + 7),
                               char(10)) - 1)
      WHERE instr(fingerprint, char(10) || 'rules ') > 0;
    UPDATE tournaments SET rules = substr(rules, 1, length(rules) - 14),
                           rule_parameters = 'anti_stall=false'
      WHERE rules LIKE '% no-anti-stall';
    CREATE TABLE game_records (
      id INTEGER PRIMARY KEY CHECK (id = tournament_id * 4294967296 + slot),
      tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
      slot INTEGER NOT NULL,
      pairing INTEGER NOT NULL,
      opening INTEGER NOT NULL,
      seed INTEGER NOT NULL,
      rules TEXT NOT NULL,
      rule_parameters TEXT NOT NULL DEFAULT '',
      start_state TEXT NOT NULL,
      moves TEXT NOT NULL,
      final_state TEXT NOT NULL,
      result TEXT NOT NULL,
      termination TEXT NOT NULL,
      plies INTEGER NOT NULL,
      duration_ms REAL NOT NULL,
      started_at TEXT NOT NULL,
      finished_at TEXT NOT NULL
    );
    CREATE TABLE game_seats (
      game_id INTEGER NOT NULL REFERENCES game_records(id),
      seat INTEGER NOT NULL,
      agent TEXT NOT NULL,
      nodes INTEGER NOT NULL,
      return REAL NOT NULL,
      PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    INSERT INTO game_records
      SELECT id, tournament_id, slot, pairing, opening, seed,
             CASE WHEN rules LIKE '%/no-anti-stall' THEN substr(rules, 1, length(rules) - 14)
                  ELSE rules END,
             CASE WHEN rules LIKE '%/no-anti-stall' THEN 'anti_stall=false' ELSE '' END,
             start_mfen, moves, final_mfen, result, termination, plies, duration_ms,
             started_at, finished_at
      FROM games;
    INSERT INTO game_seats
      SELECT id, 0, south_agent, alliance_nodes,
             CASE result WHEN 'alliance-wins' THEN 1.0 WHEN 'establishment-wins' THEN 0.0
                         ELSE 0.5 END
      FROM games WHERE rules = 'minnaar';
    INSERT INTO game_seats
      SELECT id, 1, north_agent, 0,
             CASE result WHEN 'alliance-wins' THEN 1.0 WHEN 'establishment-wins' THEN 0.0
                         ELSE 0.5 END
      FROM games WHERE rules = 'minnaar';
    INSERT INTO game_seats
      SELECT id, 2, establishment_agent, establishment_nodes,
             CASE result WHEN 'alliance-wins' THEN 0.0 WHEN 'establishment-wins' THEN 1.0
                         ELSE 0.5 END
      FROM games WHERE rules = 'minnaar';
    INSERT INTO game_seats
      SELECT id, 0, south_agent, alliance_nodes,
             CASE WHEN result IN ('white-sovereignty', 'mutual-sovereignty') THEN 1.0
                  ELSE 0.0 END
      FROM games WHERE rules <> 'minnaar';
    INSERT INTO game_seats
      SELECT id, 1, establishment_agent, establishment_nodes,
             CASE WHEN result IN ('black-sovereignty', 'mutual-sovereignty') THEN 1.0
                  ELSE 0.0 END
      FROM games WHERE rules <> 'minnaar';
    DROP VIEW playtest_games;
    DROP TABLE games;
    CREATE VIEW games AS
      SELECT r.id, r.tournament_id, r.slot, r.pairing, r.opening, r.seed,
             south.agent AS south_agent, north.agent AS north_agent,
             establishment.agent AS establishment_agent, r.start_state AS start_mfen, r.moves,
             r.final_state AS final_mfen, r.result, r.termination, r.plies,
             south.nodes + north.nodes AS alliance_nodes,
             establishment.nodes AS establishment_nodes, r.duration_ms, r.started_at,
             r.finished_at, r.rules
      FROM game_records r
        JOIN game_seats south ON south.game_id = r.id AND south.seat = 0
        JOIN game_seats north ON north.game_id = r.id AND north.seat = 1
        JOIN game_seats establishment ON establishment.game_id = r.id AND establishment.seat = 2
      WHERE r.rules = 'minnaar';
    CREATE VIEW playtest_games AS
      SELECT r.id, r.tournament_id, r.slot, r.pairing, r.opening, r.seed, r.rules,
             r.rule_parameters, white.agent AS white_agent, black.agent AS black_agent,
             r.start_state AS start_mfen, r.moves, r.final_state AS final_mfen, r.result,
             r.termination, r.plies, white.nodes AS white_nodes, black.nodes AS black_nodes,
             r.duration_ms, r.started_at, r.finished_at
      FROM game_records r
        JOIN game_seats white ON white.game_id = r.id AND white.seat = 0
        JOIN game_seats black ON black.game_id = r.id AND black.seat = 1
      WHERE r.rules LIKE 'playtest-%';
    )sql",
    // 5: games lost by a player's failure say how (detail); the protocol
    // exchange with each external player of a game, and the end of its
    // standard error, are kept with the game when recorded.
    R"sql(
    ALTER TABLE game_records ADD COLUMN detail TEXT NOT NULL DEFAULT '';
    CREATE TABLE game_players (
      game_id INTEGER NOT NULL REFERENCES game_records(id),
      seat INTEGER NOT NULL,
      transcript TEXT NOT NULL,
      errors TEXT NOT NULL,
      PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    )sql",
    // 6: shards and runs. A database may hold one shard of a tournament;
    // the runs playing a tournament at once claim the slots they play.
    R"sql(
    ALTER TABLE tournaments ADD COLUMN shard_index INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN shard_count INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE tournaments ADD COLUMN shard_games INTEGER NOT NULL DEFAULT 0;
    UPDATE tournaments SET shard_games = total_games;
    CREATE TABLE runs (
      id INTEGER PRIMARY KEY,
      tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
      host TEXT NOT NULL,
      pid INTEGER NOT NULL,
      started_at TEXT NOT NULL,
      seen_at REAL NOT NULL
    );
    CREATE TABLE slot_claims (
      game_id INTEGER PRIMARY KEY,
      run_id INTEGER NOT NULL REFERENCES runs(id)
    );
    CREATE INDEX slot_claims_by_run ON slot_claims(run_id);
    )sql",
    // 7: each seat's margin, a score finer than its return
    // (game::State::margins). The games stored before score their returns.
    R"sql(
    ALTER TABLE game_seats ADD COLUMN margin REAL NOT NULL DEFAULT 0;
    UPDATE game_seats SET margin = "return";
    )sql",
    // 8: SPSA tunes (tournament/tune/tune.h). A tune is a tournament row (its
    // games are stored as any tournament's) with its schedule, its
    // parameters and every iteration: the signal, and per parameter the θ
    // played from, the perturbation's sign, c_k, a_k, the values played
    // and θ after the step. An iteration is stored with its games in one
    // transaction, in order of k.
    R"sql(
    CREATE TABLE tunes (
      tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
      iterations INTEGER NOT NULL,
      batch INTEGER NOT NULL,
      games_per_iteration INTEGER NOT NULL,
      a_constant REAL NOT NULL,
      alpha REAL NOT NULL,
      gamma REAL NOT NULL,
      agent TEXT NOT NULL,
      design TEXT NOT NULL,
      score TEXT NOT NULL,
      cpu_seconds REAL NOT NULL DEFAULT 0,
      agent_seconds REAL NOT NULL DEFAULT 0,
      wall_seconds REAL NOT NULL DEFAULT 0
    );
    CREATE TABLE tune_parameters (
      tournament_id INTEGER NOT NULL REFERENCES tunes(tournament_id),
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      start REAL NOT NULL,
      min REAL NOT NULL,
      max REAL NOT NULL,
      c_end REAL NOT NULL,
      r_end REAL NOT NULL,
      whole INTEGER NOT NULL,
      PRIMARY KEY (tournament_id, position)
    ) WITHOUT ROWID;
    CREATE TABLE tune_iterations (
      tournament_id INTEGER NOT NULL REFERENCES tunes(tournament_id),
      k INTEGER NOT NULL,
      signal REAL NOT NULL,
      games INTEGER NOT NULL,
      first_slot INTEGER NOT NULL,
      agent_ms REAL NOT NULL,
      finished_at TEXT NOT NULL,
      PRIMARY KEY (tournament_id, k)
    ) WITHOUT ROWID;
    CREATE TABLE tune_steps (
      tournament_id INTEGER NOT NULL,
      k INTEGER NOT NULL,
      position INTEGER NOT NULL,
      theta REAL NOT NULL,
      delta INTEGER NOT NULL,
      c_k REAL NOT NULL,
      a_k REAL NOT NULL,
      plus REAL NOT NULL,
      minus REAL NOT NULL,
      theta_after REAL NOT NULL,
      PRIMARY KEY (tournament_id, k, position)
    ) WITHOUT ROWID;
    )sql",
    // 9: what the players reported about each move (move_info.h): one
    // text per game, a tab-separated line per ply, so a game is still one
    // row. Games stored before have none.
    R"sql(
    ALTER TABLE game_records ADD COLUMN move_data TEXT NOT NULL DEFAULT '';
    )sql",
    // 10: each seat's time use (scored_game.h: SeatTime), so that the
    // statistics read a game's seats without its moves: the moves with a
    // measured time, their total and longest time, in microseconds. Filled
    // from move_data for the games stored before (backfill_seat_times).
    R"sql(
    ALTER TABLE game_seats ADD COLUMN timed_moves INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE game_seats ADD COLUMN time_us INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE game_seats ADD COLUMN max_time_us INTEGER NOT NULL DEFAULT 0;
    )sql",
};
static_assert(std::size(kMigrations) == kSchemaVersion);

// The games of a tournament are the id range [id << 32, (id + 1) << 32).
constexpr const char* kOfTournament = "id >= ?1 * 4294967296 AND id < (?1 + 1) * 4294967296";

constexpr const char* kGameColumns =
    "tournament_id, slot, pairing, opening, seed, rules, rule_parameters, start_state, moves, "
    "final_state, result, termination, plies, duration_ms, started_at, finished_at, detail, "
    "move_data";

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
  t.rules = s.column_text(8);
  t.rule_parameters = s.column_text(9);
  t.shard = {int(s.column_int(10)), int(s.column_int(11))};
  t.shard_games = int(s.column_int(12));
  return t;
}

constexpr const char* kTournamentColumns =
    "id, name, fingerprint, config_source, program_version, total_games, created_at, status, "
    "rules, rule_parameters, shard_index, shard_count, shard_games";

double unix_time() {
  return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

std::string host_name() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0) return "unknown";
  return name;
}

// Whether a process of this host with this pid runs (or exists as
// another user's: kill() then fails with EPERM).
bool process_exists(std::int64_t pid) {
  return pid > 0 && (kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

// Walks seat rows (ordered by game, then seat; column 0 the game's slot,
// column 1 the seat) beside `games`, read from the same id range in slot
// order, and lets `fill` read each row into its game's seat; a seat
// without its game is skipped.
template <class Game, class Fill>
void merge_seat_rows(Statement& seats, std::vector<Game>& games, Fill fill) {
  std::size_t at = 0;
  while (seats.step()) {
    const int slot = int(seats.column_int(0));
    while (at < games.size() && games[at].slot < slot) ++at;
    if (at == games.size() || games[at].slot != slot) continue;
    const std::size_t seat = std::size_t(seats.column_int(1));
    if (games[at].seats.size() <= seat) games[at].seats.resize(seat + 1);
    fill(games[at].seats[seat]);
  }
}

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
  // The log is kept small, so that a run needs little disk beyond its
  // database (docs/reliability.md): a checkpoint every 256 pages (1 MiB),
  // and the log cut back to 1 MiB after each one.
  db_.use_write_ahead_log();
  db_.execute(
      "PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA wal_autocheckpoint=256; "
      "PRAGMA journal_size_limit=1048576;");
  // Read the version and migrate in one write transaction: a second
  // program opening the same new database waits, then finds it current.
  {
    Transaction tx(db_);
    const int version = schema_version();
    if (version > kSchemaVersion)
      throw storage::SqliteError("database '" + path + "' has schema version " +
                                 std::to_string(version) + ", newer than this program's " +
                                 std::to_string(kSchemaVersion) + ": use a newer minnaar");
    for (int v = version; v < upgrade_to; ++v) {
      db_.execute(kMigrations[v]);
      if (v == 9) backfill_seat_times();
    }
    if (version < upgrade_to) db_.execute("PRAGMA user_version = " + std::to_string(upgrade_to));
    tx.commit();
  }
  if (upgrade_to == kSchemaVersion) {
    insert_game_.emplace(db_,
                         std::string("INSERT INTO game_records (id, ") + kGameColumns +
                             ") VALUES (?1 * 4294967296 + ?2, "
                             "?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18)");
    slot_stored_.emplace(db_, "SELECT 1 FROM game_records WHERE id = ?1 * 4294967296 + ?2");
    insert_seat_.emplace(db_,
                         "INSERT INTO game_seats (game_id, seat, agent, nodes, return, margin, "
                         "timed_moves, time_us, max_time_us) "
                         "VALUES (?1 * 4294967296 + ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    insert_player_.emplace(db_,
                           "INSERT INTO game_players (game_id, seat, transcript, errors) "
                           "VALUES (?1 * 4294967296 + ?2, ?3, ?4, ?5)");
    end_claim_.emplace(db_, "DELETE FROM slot_claims WHERE game_id = ?1 * 4294967296 + ?2");
  }
}

GameStore::GameStore(const std::string& path, storage::Database::ReadOnly read_only)
    : db_(path, read_only) {
  const int version = schema_version();
  if (version > kSchemaVersion)
    throw storage::SqliteError("database '" + path + "' has schema version " +
                               std::to_string(version) + ", newer than this program's " +
                               std::to_string(kSchemaVersion) + ": use a newer minnaar");
  if (version < kSchemaVersion)
    throw storage::SqliteError(
        "database '" + path + "' has schema version " + std::to_string(version) +
        ", older than this program's " + std::to_string(kSchemaVersion) +
        ", and cannot be upgraded where it is (not writable): copy it to a writable place "
        "first");
}

std::string database_file_problem(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::exists(path, error)) return "no database at '" + path + "'";
  if (!fs::is_regular_file(path, error))
    return "'" + path + "' is not a database file (a folder, or a special file)";
  if (fs::file_size(path, error) == 0 && !error)
    return "'" + path + "' is an empty file, not a database";
  return "";
}

Expected<std::optional<std::int64_t>, std::string> chosen_tournament_id(const std::string& choice) {
  constexpr std::string_view kId = "id:";
  if (choice.rfind(kId, 0) != 0) return std::optional<std::int64_t>{};
  const std::string digits = choice.substr(kId.size());
  std::int64_t id = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), id);
  if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() || id < 0)
    return Unexpected<std::string>{"'" + choice +
                                   "' is not id:N with N a tournament's id (see `minnaar "
                                   "tournament list`)"};
  return std::optional<std::int64_t>{id};
}

Expected<StoredTournament, std::string> named_or_latest(GameStore& store, const std::string& name) {
  const std::string& path = store.database().path();
  const auto id = chosen_tournament_id(name);
  if (!id) return Unexpected<std::string>{id.error()};
  if (*id) {
    for (const StoredTournament& t : store.tournaments())
      if (t.id == **id) return t;
    return Unexpected<std::string>{"database '" + path + "' has no tournament of id " +
                                   std::to_string(**id) + " (see `minnaar tournament list`)"};
  }
  if (!name.empty()) {
    if (auto t = store.find_tournament(name)) return *t;
    const bool digits = name.find_first_not_of("0123456789") == std::string::npos;
    return Unexpected<std::string>{
        "database '" + path + "' has no tournament named '" + name + "'" +
        (digits ? " (the one of id " + name + " is id:" + name + ")" : std::string())};
  }
  auto all = store.tournaments();
  if (all.empty())
    return Unexpected<std::string>{"database '" + path + "' holds no tournament yet"};
  return all.back();
}

std::unique_ptr<GameStore> open_for_reading(const std::string& path) {
  if (const std::string problem = database_file_problem(path); !problem.empty())
    throw std::runtime_error(problem);
  if (GameStore::stored_schema_version(path) < kSchemaVersion && ::access(path.c_str(), W_OK) == 0)
    return std::make_unique<GameStore>(path, /*create=*/false);
  return std::make_unique<GameStore>(path, storage::Database::ReadOnly{});
}

int GameStore::stored_schema_version(const std::string& path) {
  storage::Database db(path, storage::Database::ReadOnly{});
  Statement s(db, "PRAGMA user_version");
  s.step();
  return int(s.column_int(0));
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

std::int64_t GameStore::create_tournament(
    const StoredTournament& t, const std::vector<std::pair<std::string, std::string>>& agents) {
  Transaction tx(db_);
  Statement insert(db_,
                   "INSERT INTO tournaments (name, fingerprint, config_source, program_version, "
                   "total_games, created_at, rules, rule_parameters, shard_index, shard_count, "
                   "shard_games) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  insert.bind(1, t.name)
      .bind(2, t.fingerprint)
      .bind(3, t.config_source)
      .bind(4, t.program_version)
      .bind(5, std::int64_t(t.total_games))
      .bind(6, t.created_at)
      .bind(7, t.rules)
      .bind(8, t.rule_parameters)
      .bind(9, std::int64_t(t.shard.index))
      .bind(10, std::int64_t(t.shard.count))
      .bind(11, std::int64_t(t.shard_games))
      .run();
  const std::int64_t id = db_.last_insert_rowid();
  Statement agent(db_, "INSERT INTO agents (tournament_id, position, name, spec) VALUES (?,?,?,?)");
  for (std::size_t i = 0; i < agents.size(); ++i)
    agent.bind(1, id)
        .bind(2, std::int64_t(i))
        .bind(3, agents[i].first)
        .bind(4, agents[i].second)
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
  Statement s(db_, std::string("SELECT slot FROM game_records WHERE ") + kOfTournament);
  s.bind(1, tournament_id);
  std::set<int> slots;
  while (s.step()) slots.insert(int(s.column_int(0)));
  return slots;
}

void GameStore::insert_game(std::int64_t tournament_id, const GameOutcome& g) {
  Transaction tx(db_);
  {
    // A slot is stored once: say so in one line (another run of the same
    // tournament may have stored it) rather than as a constraint failure.
    Statement& stored = *slot_stored_;
    stored.bind(1, tournament_id).bind(2, std::int64_t(g.slot));
    const bool taken = stored.step();
    stored.reset();
    if (taken)
      throw storage::SqliteError("database '" + db_.path() + "': slot " + std::to_string(g.slot) +
                                 " of tournament " + std::to_string(tournament_id) +
                                 " is already stored (is another run of the same tournament "
                                 "writing to this database?)");
  }
  insert_game_->bind(1, tournament_id)
      .bind(2, std::int64_t(g.slot))
      .bind(3, std::int64_t(g.pairing))
      .bind(4, std::int64_t(g.opening))
      .bind(5, std::int64_t(g.seed))  // the seed's 64 bits, read back as unsigned
      .bind(6, g.rules)
      .bind(7, g.rule_parameters)
      .bind(8, g.start_state)
      .bind(9, joined_moves(g.moves))
      .bind(10, g.final_state)
      .bind(11, g.result)
      .bind(12, g.termination)
      .bind(13, std::int64_t(g.plies))
      .bind(14, g.duration_ms)
      .bind(15, g.started_at)
      .bind(16, g.finished_at)
      .bind(17, g.detail)
      .bind(18, encode_move_infos(g.infos))
      .run();
  const std::vector<SeatTime> times = seat_times(g.infos, g.seats.size());
  for (std::size_t seat = 0; seat < g.seats.size(); ++seat)
    insert_seat_->bind(1, tournament_id)
        .bind(2, std::int64_t(g.slot))
        .bind(3, std::int64_t(seat))
        .bind(4, g.seats[seat].agent)
        .bind(5, std::int64_t(g.seats[seat].nodes))
        .bind(6, g.seats[seat].result)
        .bind(7, g.seats[seat].margin)
        .bind(8, std::int64_t(times[seat].timed_moves))
        .bind(9, times[seat].total_us)
        .bind(10, times[seat].max_us)
        .run();
  for (const PlayerLog& log : g.players)
    insert_player_->bind(1, tournament_id)
        .bind(2, std::int64_t(g.slot))
        .bind(3, std::int64_t(log.seat))
        .bind(4, log.transcript)
        .bind(5, log.errors)
        .run();
  end_claim_->bind(1, tournament_id).bind(2, std::int64_t(g.slot)).run();
  tx.commit();
}

std::vector<PlayerLog> GameStore::player_logs(std::int64_t tournament_id, int slot) {
  Statement s(db_,
              "SELECT seat, transcript, errors FROM game_players "
              "WHERE game_id = ?1 * 4294967296 + ?2 ORDER BY seat");
  s.bind(1, tournament_id).bind(2, std::int64_t(slot));
  std::vector<PlayerLog> logs;
  while (s.step()) logs.push_back({int(s.column_int(0)), s.column_text(1), s.column_text(2)});
  return logs;
}

std::vector<StoredGame> GameStore::games(std::int64_t tournament_id) {
  return read_games(tournament_id, 0, std::numeric_limits<std::int32_t>::max());
}

std::optional<StoredGame> GameStore::game(std::int64_t tournament_id, int slot) {
  auto found = read_games(tournament_id, slot, slot);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

int GameStore::game_count(std::int64_t tournament_id) {
  Statement s(db_, std::string("SELECT count(*) FROM game_records WHERE ") + kOfTournament);
  s.bind(1, tournament_id);
  s.step();
  return int(s.column_int(0));
}

void GameStore::each_chunk(std::int64_t tournament_id, int chunk,
                           const std::function<void(int, int)>& read) {
  Statement last(db_, std::string("SELECT max(slot) FROM game_records WHERE ") + kOfTournament);
  last.bind(1, tournament_id);
  if (!last.step() || last.column_is_null(0)) return;
  const std::int64_t last_slot = last.column_int(0);
  for (std::int64_t first = 0; first <= last_slot; first += chunk)
    read(int(first), int(std::min(first + chunk - 1, last_slot)));
}

void GameStore::each_game(std::int64_t tournament_id,
                          const std::function<void(const StoredGame&)>& visit, int chunk) {
  each_chunk(tournament_id, chunk, [&](int first, int last) {
    for (const StoredGame& g : read_games(tournament_id, first, last)) visit(g);
  });
}

void GameStore::backfill_seat_times() {
  Statement games(db_, "SELECT id, plies, move_data FROM game_records WHERE move_data <> ''");
  Statement seats(db_, "SELECT count(*) FROM game_seats WHERE game_id = ?");
  Statement update(db_,
                   "UPDATE game_seats SET timed_moves = ?3, time_us = ?4, max_time_us = ?5 "
                   "WHERE game_id = ?1 AND seat = ?2");
  while (games.step()) {
    const std::int64_t id = games.column_int(0);
    const auto infos = decode_move_infos(
        games.column_text(2), std::size_t(std::max<std::int64_t>(games.column_int(1), 0)));
    if (!infos)
      throw storage::SqliteError("database '" + db_.path() + "': game id " + std::to_string(id) +
                                 ": " + infos.error());
    seats.bind(1, id);
    seats.step();
    const std::size_t count = std::size_t(seats.column_int(0));
    seats.reset();
    const std::vector<SeatTime> times = seat_times(*infos, count);
    for (std::size_t seat = 0; seat < count; ++seat) {
      if (!times[seat].timed_moves) continue;
      update.bind(1, id)
          .bind(2, std::int64_t(seat))
          .bind(3, std::int64_t(times[seat].timed_moves))
          .bind(4, times[seat].total_us)
          .bind(5, times[seat].max_us)
          .run();
    }
  }
}

void GameStore::each_scored(std::int64_t tournament_id,
                            const std::function<void(const ScoredGame&)>& visit, int chunk) {
  each_chunk(tournament_id, chunk, [&](int first, int last) {
    for (const ScoredGame& g : read_scored(tournament_id, first, last)) visit(g);
  });
}

std::optional<ScoredGame> GameStore::scored_game(std::int64_t tournament_id, int slot) {
  auto found = read_scored(tournament_id, slot, slot);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

void GameStore::each_slot(std::int64_t tournament_id, const std::function<void(int)>& visit) {
  Statement s(db_,
              std::string("SELECT slot FROM game_records WHERE ") + kOfTournament + " ORDER BY id");
  s.bind(1, tournament_id);
  while (s.step()) visit(int(s.column_int(0)));
}

std::vector<ScoredGame> GameStore::read_scored(std::int64_t tournament_id, int first, int last) {
  Statement games(db_,
                  "SELECT slot, pairing, opening, plies, result, termination FROM game_records "
                  "WHERE id >= ?1 * 4294967296 + ?2 AND id <= ?1 * 4294967296 + ?3 ORDER BY id");
  games.bind(1, tournament_id).bind(2, std::int64_t(first)).bind(3, std::int64_t(last));
  std::vector<ScoredGame> part;
  while (games.step()) {
    ScoredGame g;
    g.slot = int(games.column_int(0));
    g.pairing = int(games.column_int(1));
    g.opening = int(games.column_int(2));
    g.plies = int(games.column_int(3));
    g.result = games.column_text(4);
    g.termination = games.column_text(5);
    part.push_back(std::move(g));
  }
  Statement seats(db_,
                  "SELECT game_id - ?1 * 4294967296, seat, agent, return, margin, timed_moves, "
                  "time_us, max_time_us FROM game_seats "
                  "WHERE game_id >= ?1 * 4294967296 + ?2 AND game_id <= ?1 * 4294967296 + ?3 "
                  "ORDER BY game_id, seat");
  seats.bind(1, tournament_id).bind(2, std::int64_t(first)).bind(3, std::int64_t(last));
  merge_seat_rows(seats, part, [&](ScoredSeat& s) {
    s.agent = seats.column_text(2);
    s.result = seats.column_double(3);
    s.margin = seats.column_double(4);
    s.time = {int(seats.column_int(5)), seats.column_int(6), seats.column_int(7)};
  });
  return part;
}

ScoredGame scored(const GameOutcome& stored) {
  ScoredGame g;
  g.slot = stored.slot;
  g.pairing = stored.pairing;
  g.opening = stored.opening;
  g.plies = stored.plies;
  g.result = stored.result;
  g.termination = stored.termination;
  const std::vector<SeatTime> times = seat_times(stored.infos, stored.seats.size());
  for (std::size_t seat = 0; seat < stored.seats.size(); ++seat)
    g.seats.push_back({stored.seats[seat].agent, stored.seats[seat].result,
                       stored.seats[seat].margin, times[seat]});
  return g;
}

std::vector<ScoredGame> scored(const std::vector<StoredGame>& stored) {
  std::vector<ScoredGame> all;
  all.reserve(stored.size());
  for (const StoredGame& g : stored) all.push_back(scored(g));
  return all;
}

std::vector<StoredGame> GameStore::read_games(std::int64_t tournament_id, int first, int last) {
  Statement s(db_, std::string("SELECT ") + kGameColumns +
                       " FROM game_records WHERE id >= ?1 * 4294967296 + ?2 AND id <= ?1 * "
                       "4294967296 + ?3 ORDER BY id");
  s.bind(1, tournament_id).bind(2, std::int64_t(first)).bind(3, std::int64_t(last));
  std::vector<StoredGame> all;
  while (s.step()) {
    StoredGame g;
    g.tournament_id = s.column_int(0);
    g.slot = int(s.column_int(1));
    g.pairing = int(s.column_int(2));
    g.opening = int(s.column_int(3));
    g.seed = std::uint64_t(s.column_int(4));
    g.rules = s.column_text(5);
    g.rule_parameters = s.column_text(6);
    g.start_state = s.column_text(7);
    g.moves = split_moves(s.column_text(8));
    g.final_state = s.column_text(9);
    g.result = s.column_text(10);
    g.termination = s.column_text(11);
    g.plies = int(s.column_int(12));
    g.duration_ms = s.column_double(13);
    g.started_at = s.column_text(14);
    g.finished_at = s.column_text(15);
    g.detail = s.column_text(16);
    auto infos = decode_move_infos(s.column_text(17), std::size_t(std::max(g.plies, 0)));
    if (!infos)
      throw storage::SqliteError("database '" + db_.path() + "': game " + std::to_string(g.slot) +
                                 " of tournament " + std::to_string(g.tournament_id) + ": " +
                                 infos.error());
    g.infos = std::move(*infos);
    all.push_back(std::move(g));
  }
  // The seats of the same id range, in the same order: merged in one pass.
  Statement seats(db_,
                  "SELECT game_id - ?1 * 4294967296, seat, agent, nodes, return, margin "
                  "FROM game_seats "
                  "WHERE game_id >= ?1 * 4294967296 + ?2 AND game_id <= ?1 * 4294967296 + ?3 "
                  "ORDER BY game_id, seat");
  seats.bind(1, tournament_id).bind(2, std::int64_t(first)).bind(3, std::int64_t(last));
  merge_seat_rows(seats, all, [&](SeatOutcome& s) {
    s = {seats.column_text(2), std::uint64_t(seats.column_int(3)), seats.column_double(4),
         seats.column_double(5)};
  });
  return all;
}

std::int64_t GameStore::begin_run(std::int64_t tournament_id) {
  Transaction tx(db_);
  // The runs of this host whose process is gone are dead now: forget them
  // (those of other hosts are judged by their lease, in claim_slot()).
  {
    const std::string host = host_name();
    Statement others(db_, "SELECT id, pid FROM runs WHERE host = ?");
    others.bind(1, host);
    std::vector<std::int64_t> dead;
    while (others.step())
      if (!process_exists(others.column_int(1))) dead.push_back(others.column_int(0));
    for (const std::int64_t run : dead) forget_run(run);
  }
  Statement insert(db_,
                   "INSERT INTO runs (tournament_id, host, pid, started_at, seen_at) "
                   "VALUES (?, ?, ?, ?, ?)");
  insert.bind(1, tournament_id)
      .bind(2, host_name())
      .bind(3, std::int64_t(getpid()))
      .bind(4, utc_timestamp())
      .bind(5, unix_time())
      .run();
  const std::int64_t id = db_.last_insert_rowid();
  tx.commit();
  return id;
}

void GameStore::keep_alive(std::int64_t run_id) {
  Statement s(db_, "UPDATE runs SET seen_at = ? WHERE id = ?");
  s.bind(1, unix_time()).bind(2, run_id).run();
}

void GameStore::forget_run(std::int64_t run_id) {
  Transaction tx(db_);
  Statement claims(db_, "DELETE FROM slot_claims WHERE run_id = ?");
  claims.bind(1, run_id).run();
  Statement run(db_, "DELETE FROM runs WHERE id = ?");
  run.bind(1, run_id).run();
  tx.commit();
}

void GameStore::end_run(std::int64_t run_id) { forget_run(run_id); }

SlotClaim GameStore::claim_slot(std::int64_t tournament_id, int slot, std::int64_t run_id) {
  return claim_slots(tournament_id, {slot}, run_id).front();
}

std::vector<SlotClaim> GameStore::claim_slots(std::int64_t tournament_id,
                                              const std::vector<int>& slots, std::int64_t run_id) {
  if (!claim_holder_) {
    claim_holder_.emplace(db_,
                          "SELECT r.id, r.host, r.pid, r.seen_at FROM slot_claims c "
                          "JOIN runs r ON r.id = c.run_id WHERE c.game_id = ?1 * 4294967296 + ?2");
    insert_claim_.emplace(db_,
                          "INSERT INTO slot_claims (game_id, run_id) "
                          "VALUES (?1 * 4294967296 + ?2, ?3)");
  }
  static const std::string this_host = host_name();
  const double now = unix_time();
  Transaction tx(db_);
  std::vector<SlotClaim> claims;
  for (const int slot : slots) {
    Statement& stored = *slot_stored_;
    stored.bind(1, tournament_id).bind(2, std::int64_t(slot));
    const bool is_stored = stored.step();
    stored.reset();
    if (is_stored) {
      claims.push_back({SlotClaim::kStored, ""});
      continue;
    }
    Statement& holder = *claim_holder_;
    holder.bind(1, tournament_id).bind(2, std::int64_t(slot));
    if (holder.step()) {
      const std::int64_t other = holder.column_int(0);
      const std::string host = holder.column_text(1);
      const std::int64_t pid = holder.column_int(2);
      const double seen_at = holder.column_double(3);
      holder.reset();
      if (other == run_id) {
        claims.push_back({SlotClaim::kClaimed, ""});
        continue;
      }
      const bool alive =
          now - seen_at < kRunLeaseSeconds && (host != this_host || process_exists(pid));
      if (alive) {
        claims.push_back({SlotClaim::kBusy, "pid " + std::to_string(pid) + " on host " + host});
        continue;
      }
      forget_run(other);
    } else {
      holder.reset();
    }
    insert_claim_->bind(1, tournament_id).bind(2, std::int64_t(slot)).bind(3, run_id).run();
    claims.push_back({SlotClaim::kClaimed, ""});
  }
  tx.commit();
  return claims;
}

MergeCount GameStore::merge_games(const std::string& path, std::int64_t from_id,
                                  std::int64_t into_id) {
  Statement attach(db_, "ATTACH DATABASE ? AS source");
  attach.bind(1, path).run();
  // Detached after the transaction below has ended, whichever way.
  struct Detach {
    storage::Database& db;
    ~Detach() {
      try {
        db.execute("DETACH DATABASE source");
      } catch (const storage::SqliteError&) {
      }
    }
  } detach{db_};
  {
    Statement version(db_, "PRAGMA source.user_version");
    version.step();
    if (version.column_int(0) != kSchemaVersion)
      throw storage::SqliteError("database '" + path + "' has schema version " +
                                 std::to_string(version.column_int(0)) + ", not " +
                                 std::to_string(kSchemaVersion));
  }
  // A copy reads every page of the source and writes as many here: reads
  // through memory maps and a cache larger than SQLite's 2 MB spare most
  // of the system calls (a fifth faster, tournament_bench's BM_MergeShards).
  db_.execute(
      "PRAGMA main.cache_size = -131072; PRAGMA source.cache_size = -32768; "
      "PRAGMA main.mmap_size = 1073741824; PRAGMA source.mmap_size = 1073741824;");
  Transaction tx(db_);
  // ?1: the source tournament, ?2: the one merged into. s: a source game,
  // m: the game stored here for the same slot.
  constexpr const char* kSourceGames =
      " FROM source.game_records s WHERE s.id >= ?1 * 4294967296 AND s.id < (?1 + 1) * "
      "4294967296";
  constexpr const char* kHere = "main.game_records m WHERE m.id = ?2 * 4294967296 + s.slot";
  auto bound = [&](const std::string& sql) {
    auto s = std::make_unique<Statement>(db_, sql);
    s->bind(1, from_id).bind(2, into_id);
    return s;
  };
  {
    auto differs = bound(
        std::string("SELECT s.slot") + kSourceGames + " AND EXISTS (SELECT 1 FROM " + kHere +
        " AND (m.seed <> s.seed OR m.start_state <> s.start_state OR m.moves <> s.moves OR "
        "m.result <> s.result OR m.termination <> s.termination OR EXISTS (SELECT 1 FROM "
        "source.game_seats ss LEFT JOIN main.game_seats ms ON ms.game_id = m.id AND "
        "ms.seat = ss.seat WHERE ss.game_id = s.id AND (ms.agent IS NULL OR "
        "ms.agent <> ss.agent OR ms.\"return\" <> ss.\"return\" OR ms.margin <> ss.margin)))) "
        "ORDER BY s.slot LIMIT 1");
    if (differs->step()) {
      const int slot = int(differs->column_int(0));
      throw MergeConflict(slot, "'" + path + "' holds another game for slot " +
                                    std::to_string(slot) + " than the one merged before it");
    }
  }
  MergeCount count;
  {
    auto already = bound(std::string("SELECT count(*)") + kSourceGames +
                         " AND EXISTS (SELECT 1 FROM " + kHere + ")");
    already->step();
    count.already = int(already->column_int(0));
  }
  const std::string columns =
      std::string(kGameColumns).substr(std::string("tournament_id, ").size());
  bound(std::string("INSERT INTO main.game_records (id, tournament_id, ") + columns +
        ") SELECT ?2 * 4294967296 + s.slot, ?2, " + columns + kSourceGames +
        " AND NOT EXISTS (SELECT 1 FROM " + kHere + ")")
      ->run();
  count.added = db_.changes();
  // Seats and logs of games that were here already are here already.
  constexpr const char* kSourceRows =
      " WHERE game_id >= ?1 * 4294967296 AND game_id < (?1 + 1) * 4294967296";
  bound(std::string("INSERT OR IGNORE INTO main.game_seats (game_id, seat, agent, nodes, "
                    "\"return\", margin, timed_moves, time_us, max_time_us) SELECT game_id + (?2 - "
                    "?1) * 4294967296, seat, agent, nodes, \"return\", margin, timed_moves, "
                    "time_us, max_time_us FROM source.game_seats") +
        kSourceRows)
      ->run();
  bound(std::string("INSERT OR IGNORE INTO main.game_players (game_id, seat, transcript, errors) "
                    "SELECT game_id + (?2 - ?1) * 4294967296, seat, transcript, errors FROM "
                    "source.game_players") +
        kSourceRows)
      ->run();
  tx.commit();
  return count;
}

}  // namespace minnaar::tournament
