// Helpers shared by the tests of the tournament runner: a temporary
// database, a whole run, and what decides a stored game.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "tournament/run/config.h"
#include "tournament/run/runner.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

// A database path in the temporary directory, removed (with its WAL files)
// before and after.
class TempDb {
 public:
  TempDb() {
    static int counter = 0;
    path_ = (std::filesystem::temp_directory_path() /
             ("minnaar_tournament_test_" + std::to_string(::getpid()) + "_" +
              std::to_string(counter++) + ".sqlite"))
                .string();
    remove();
  }
  ~TempDb() { remove(); }
  const std::string& path() const { return path_; }

 private:
  void remove() {
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path_ + suffix);
  }
  std::string path_;
};

// `text` with the first `from` replaced by `to` (a config with one key
// changed); throws when `from` is not there, so a test cannot pass on a
// text it did not change.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::logic_error("no '" + from + "' in the text");
  return text.replace(at, from.size(), to);
}

// A config that must parse (the test fails with the error otherwise).
inline TournamentConfig parse_ok(const std::string& text) {
  auto c = parse_config(text, "test.yaml");
  if (!c) throw std::runtime_error(c.error().message());
  return *c;
}

// Greedy against random, stopped by an SPRT that a few pairs decide (greedy
// wins every game), with `games` games scheduled.
inline std::string greedy_random_sprt(int games) {
  return "version: 1\nname: sprt\nagents:\n  - {name: greedy, type: greedy}\n"
         "  - {name: random, type: random}\ngames_per_pairing: " +
         std::to_string(games) +
         "\nopenings: {random_plies: 2}\nstop:\n  sprt: {elo0: 0, elo1: 20}\n";
}

inline std::vector<StoredGame> run_all(const TournamentConfig& c, const std::string& db,
                                       int threads) {
  GameStore store(db);
  RunOptions options;
  options.threads = threads;
  const RunReport report = run_tournament(c, "", store, options);
  return store.games(report.tournament_id);
}

// What decides a game, and the margins it gave, without timings.
inline std::string game_key(const StoredGame& g) {
  std::string seats;
  for (const SeatOutcome& seat : g.seats)
    seats += seat.agent + ":" + std::to_string(seat.margin) + "|";
  std::string moves;
  for (const std::string& move : g.moves) moves += move + " ";
  return std::to_string(g.slot) + "|" + seats + g.start_state + "|" + moves + "|" + g.result + "|" +
         std::to_string(g.seed);
}

inline std::vector<std::string> keys(const std::vector<StoredGame>& games) {
  std::vector<std::string> all;
  for (const StoredGame& g : games) all.push_back(game_key(g));
  return all;
}

}  // namespace minnaar::tournament
