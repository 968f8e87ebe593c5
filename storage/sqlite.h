// A thin RAII layer over SQLite's C API: a Database owns the connection, a
// Statement a prepared statement, a Transaction rolls back in its destructor
// unless committed. Every failure throws SqliteError with SQLite's message
// and the SQL or file at fault.
//
//   Database db("results.sqlite");
//   db.execute("CREATE TABLE IF NOT EXISTS t (name TEXT, value REAL)");
//   Transaction tx(db);
//   Statement insert(db, "INSERT INTO t VALUES (?, ?)");
//   insert.bind(1, "nodes/s").bind(2, 3.2e9).run();
//   tx.commit();
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace minnaar::storage {

class Statement;

class SqliteError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Database {
 public:
  // Opens the database file, creating it if `create` (otherwise a missing
  // file is an error); waits up to 60 s on a lock held by another process
  // (other runs of a tournament write a game at a time; a merge holds the
  // lock for its whole copy).
  explicit Database(const std::string& path, bool create = true);
  // Opens an existing database for reading only (SQLite's mode=ro): it
  // never writes the file, and works on read-only media. Where the folder
  // cannot be written (so SQLite could not keep its shared-memory file
  // beside it) the file is opened as immutable, which assumes no other
  // program writes it meanwhile, as none can there.
  struct ReadOnly {};
  Database(const std::string& path, ReadOnly);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // Runs one or more statements that return no rows.
  void execute(std::string_view sql);
  // Switches the database to write-ahead logging. The switch takes an
  // exclusive lock and SQLite does not wait on a busy one there, so two
  // programs opening one new database at once would fail: this retries
  // for the same 60 s as any other lock.
  void use_write_ahead_log();
  // The rowid of the last row inserted through this connection.
  std::int64_t last_insert_rowid() const;
  // The rows the last INSERT, UPDATE or DELETE changed.
  int changes() const;
  sqlite3* handle() const { return db_; }
  const std::string& path() const { return path_; }
  bool read_only() const { return read_only_; }
  // SQLite's quick_check: empty when the file is sound, else the problems
  // it found (at most `limit` lines).
  std::vector<std::string> problems(int limit = 10);

  // BEGIN IMMEDIATE, COMMIT and ROLLBACK, prepared once (Transaction uses
  // them: a transaction per stored game should cost no SQL parsing).
  void begin();
  void commit();
  void rollback();

 private:
  Statement& cached(std::unique_ptr<Statement>& slot, const char* sql);
  sqlite3* db_ = nullptr;
  std::string path_;
  bool read_only_ = false;
  std::unique_ptr<Statement> begin_, commit_, rollback_;
};

class Statement {
 public:
  Statement(Database& db, std::string_view sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters count from 1, as in SQLite.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);
  Statement& bind_null(int index);

  // Advances to the next row; false when there is none.
  bool step();
  // Runs a statement that returns no rows, then resets it for reuse.
  void run();
  void reset();

  // Columns of the current row count from 0.
  std::int64_t column_int(int index) const;
  double column_double(int index) const;
  std::string column_text(int index) const;
  bool column_is_null(int index) const;

 private:
  void check(int code, const char* what);
  Database& db_;
  sqlite3_stmt* stmt_ = nullptr;
  std::string sql_;
};

// Inside another transaction a Transaction is part of it: it begins and
// commits nothing of its own, and the outer one decides.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();  // rolls back unless commit() was called
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool nested_;
  bool done_ = false;
};

}  // namespace minnaar::storage
