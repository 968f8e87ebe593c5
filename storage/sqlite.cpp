#include "storage/sqlite.h"

#include <sqlite3.h>

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <thread>

namespace minnaar::storage {
namespace {

std::string message_of(sqlite3* db) { return db ? sqlite3_errmsg(db) : "out of memory"; }

}  // namespace

Database::Database(const std::string& path, bool create) : path_(path) {
  const int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    const std::string message = message_of(db_);
    sqlite3_close(db_);
    throw SqliteError("cannot open database '" + path + "': " + message);
  }
  sqlite3_busy_timeout(db_, 60000);
}

namespace {

// `path` as an SQLite URI's path: the characters a URI gives a meaning
// percent-encoded.
std::string uri_path(const std::string& path) {
  std::string out;
  for (const char c : path) {
    if (c == '%' || c == '?' || c == '#' || c == ' ' || static_cast<unsigned char>(c) < 0x20) {
      char code[4];
      std::snprintf(code, sizeof code, "%%%02X", static_cast<unsigned char>(c));
      out += code;
    } else {
      out += c;
    }
  }
  return out;
}

bool folder_writable(const std::string& path) {
  const auto slash = path.rfind('/');
  const std::string folder = slash == std::string::npos ? "."
                             : slash == 0               ? "/"
                                                        : path.substr(0, slash);
  return ::access(folder.c_str(), W_OK) == 0;
}

}  // namespace

Database::Database(const std::string& path, ReadOnly) : path_(path), read_only_(true) {
  const std::string uri =
      "file:" + uri_path(path) + (folder_writable(path) ? "?mode=ro" : "?mode=ro&immutable=1");
  if (sqlite3_open_v2(uri.c_str(), &db_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
      SQLITE_OK) {
    const std::string message = message_of(db_);
    sqlite3_close(db_);
    throw SqliteError("cannot open database '" + path + "': " + message);
  }
  sqlite3_busy_timeout(db_, 60000);
}

std::vector<std::string> Database::problems(int limit) {
  Statement check(*this, "PRAGMA quick_check(" + std::to_string(limit) + ")");
  std::vector<std::string> found;
  while (check.step())
    if (const std::string line = check.column_text(0); line != "ok") found.push_back(line);
  return found;
}

Database::~Database() {
  // Statements first: a connection with live statements does not close.
  begin_.reset();
  commit_.reset();
  rollback_.reset();
  sqlite3_close(db_);
}

Statement& Database::cached(std::unique_ptr<Statement>& slot, const char* sql) {
  if (!slot) slot = std::make_unique<Statement>(*this, sql);
  return *slot;
}

void Database::begin() { cached(begin_, "BEGIN IMMEDIATE").run(); }
void Database::commit() { cached(commit_, "COMMIT").run(); }
void Database::rollback() { cached(rollback_, "ROLLBACK").run(); }

namespace {

// The start of a statement on one line, for error messages: whitespace
// runs become one space, and a long statement is cut.
std::string one_line_excerpt(std::string_view sql) {
  std::string line;
  for (const char c : sql) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (space && (line.empty() || line.back() == ' ')) continue;
    line += space ? ' ' : c;
  }
  while (!line.empty() && line.back() == ' ') line.pop_back();
  constexpr std::size_t kMax = 60;
  return line.size() > kMax ? line.substr(0, kMax) + "..." : line;
}

}  // namespace

void Database::execute(std::string_view sql) {
  char* error = nullptr;
  const std::string text(sql);
  if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error ? error : message_of(db_);
    sqlite3_free(error);
    throw SqliteError("database '" + path_ + "': " + message + " (in: " + one_line_excerpt(text) +
                      ")");
  }
}

void Database::use_write_ahead_log() {
  constexpr const char* kSql = "PRAGMA journal_mode=WAL";
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  for (;;) {
    const int code = sqlite3_exec(db_, kSql, nullptr, nullptr, nullptr);
    if (code == SQLITE_OK) return;
    if ((code & 0xff) != SQLITE_BUSY && (code & 0xff) != SQLITE_LOCKED) break;
    if (std::chrono::steady_clock::now() > give_up) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  throw SqliteError("database '" + path_ + "': " + message_of(db_) + " (in: " + kSql + ")");
}

std::int64_t Database::last_insert_rowid() const { return sqlite3_last_insert_rowid(db_); }
int Database::changes() const { return sqlite3_changes(db_); }

Statement::Statement(Database& db, std::string_view sql) : db_(db), sql_(sql) {
  if (sqlite3_prepare_v2(db.handle(), sql_.c_str(), int(sql_.size()), &stmt_, nullptr) != SQLITE_OK)
    throw SqliteError("database '" + db.path() + "': " + message_of(db.handle()) +
                      " (preparing: " + one_line_excerpt(sql_) + ")");
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

void Statement::check(int code, const char* what) {
  if (code != SQLITE_OK)
    throw SqliteError("database '" + db_.path() + "': " + message_of(db_.handle()) + " (" + what +
                      " in: " + one_line_excerpt(sql_) + ")");
}

Statement& Statement::bind(int index, std::int64_t value) {
  check(sqlite3_bind_int64(stmt_, index, value), "binding");
  return *this;
}
Statement& Statement::bind(int index, double value) {
  check(sqlite3_bind_double(stmt_, index, value), "binding");
  return *this;
}
Statement& Statement::bind(int index, std::string_view value) {
  // With its length: every byte is stored, a NUL or bytes that are not
  // UTF-8 included (outputs decide how to show them).
  check(sqlite3_bind_text(stmt_, index, value.data(), int(value.size()), SQLITE_TRANSIENT),
        "binding");
  return *this;
}
Statement& Statement::bind_null(int index) {
  check(sqlite3_bind_null(stmt_, index), "binding");
  return *this;
}

bool Statement::step() {
  const int code = sqlite3_step(stmt_);
  if (code == SQLITE_ROW) return true;
  if (code == SQLITE_DONE) return false;
  check(code, "running");
  return false;
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::column_int(int index) const { return sqlite3_column_int64(stmt_, index); }
double Statement::column_double(int index) const { return sqlite3_column_double(stmt_, index); }
std::string Statement::column_text(int index) const {
  // By its length, not up to a NUL: text is stored as received (a
  // player's line may hold a NUL) and read back whole.
  const unsigned char* text = sqlite3_column_text(stmt_, index);
  if (!text) return "";
  return std::string(reinterpret_cast<const char*>(text),
                     std::size_t(sqlite3_column_bytes(stmt_, index)));
}
bool Statement::column_is_null(int index) const {
  return sqlite3_column_type(stmt_, index) == SQLITE_NULL;
}

Transaction::Transaction(Database& db)
    : db_(db), nested_(sqlite3_get_autocommit(db.handle()) == 0) {
  if (!nested_) db_.begin();
}

Transaction::~Transaction() {
  if (!done_ && !nested_) {
    try {
      db_.rollback();
    } catch (const SqliteError&) {
      // Nothing more can be done in a destructor; the connection closes anyway.
    }
  }
}

void Transaction::commit() {
  if (!nested_) db_.commit();
  done_ = true;
}

}  // namespace minnaar::storage
