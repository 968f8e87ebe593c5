// The tournament report people share: one self-contained HTML page (inline
// style, SVG and script; nothing fetched) with the standings, Elo with its
// intervals, the score matrix, scores by seat, game lengths, endings, the
// SPRT's course, per-opening results, the config, and a game viewer over a
// chosen set of games (any other opens on a page of its own): the page's
// size does not grow with the tournament's. Everything but the viewer's
// stepping is plain HTML and SVG, readable without script; every text from
// a config or a database is escaped.
//
//   ReportSource source = gather_report(store, tournament, game, "results.sqlite", "1.4.0");
//   write(tournament_html(source));
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "tournament/stats/score.h"
#include "tournament/stats/standings.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

// What the page shows of the games beyond the standings, gathered in one
// pass over their scored views (ReportDigestBuilder): sized by the agents,
// seats, distinct lengths and kept openings, never by the games.
struct ReportDigest {
  int games = 0;
  std::vector<std::string> names;               // the agents, as configured
  std::vector<std::vector<Score>> matrix;       // [row agent][column agent]: the row's points
  std::vector<Score> by_seat;                   // each seat's return, whoever held it
  std::map<double, long long> plies;            // game length -> games
  std::vector<std::pair<double, double>> sprt;  // (games, LLR) along the way
  struct OpeningRow {
    int first_slot = 0;  // its first game (whose start the row shows)
    std::string start;   // filled from the store for the kept rows
    std::vector<int> wins;
    int games = 0, draws = 0;
    double plies = 0;
  };
  std::map<int, OpeningRow> openings;  // the first kShownOpenings openings
  int opening_count = 0;               // all openings played
  std::set<std::string> results;       // every result token met
  std::vector<int> shown_slots;        // the viewer's games, in slot order
};

// The viewer holds every game of a tournament of at most this many; beyond,
// a choice of at most about as many: each ending's first game, the
// shortest and the longest, each pairing's first (up to kShownPairings)
// and a seeded sample of kSampledGames.
inline constexpr int kAllGamesShown = 200;
inline constexpr int kShownPairings = 64;
inline constexpr int kSampledGames = 100;
// The openings table lists this many openings.
inline constexpr int kShownOpenings = 100;
// The game list shows this many games a page; the page as written (before
// any script runs) lists the first page.
inline constexpr int kListedGames = 100;

// Feeds on the scored views in slot order; `total` is how many will come
// (for the SPRT's course, drawn at some 400 points).
class ReportDigestBuilder {
 public:
  ReportDigestBuilder(const game::GameInfo& game, const std::vector<std::string>& agent_names,
                      int total, const std::optional<SprtStop>& sprt);
  // `board` has counted the game already (the SPRT's course reads it).
  void add(const ScoredGame& game, const Scoreboard& board);
  ReportDigest finish();

 private:
  game::GameInfo game_;
  std::optional<SprtStop> sprt_;
  ReportDigest d_;
  std::unordered_map<std::string, std::size_t> index_;
  int step_ = 1, last_pairs_ = 0;
  // The choice of games (see kAllGamesShown).
  std::map<std::string, int> first_of_ending_;
  std::map<int, int> first_of_pairing_;
  int shortest_ = -1, shortest_plies_ = 0, longest_ = -1, longest_plies_ = 0;
  std::vector<int> sample_;
  std::vector<int> all_;  // while games <= kAllGamesShown
  std::uint64_t sample_state_ = 0;
};

struct ReportSource {
  StoredTournament tournament;
  std::string location;                                     // the database(s) read
  std::vector<std::pair<std::string, std::string>> agents;  // name, spec
  Standings standings;
  ReportDigest digest;
  std::vector<StoredGame> shown;           // the games of digest.shown_slots, in slot order
  std::shared_ptr<const game::Game> game;  // the rule set the games were played under
  std::string program_version;             // of the program writing the report
};

// Reads tournament `t` from the store: the standings, the digest and the
// chosen games, streaming the scored views once (a chunk at a time) and
// reading only the shown games and the kept openings' first games whole.
ReportSource gather_report(GameStore& store, const StoredTournament& t,
                           std::shared_ptr<const game::Game> game, const std::string& location,
                           const std::string& program_version);

// The same from games held in memory (in slot order) and a stop rule
// given here rather than read from the tournament's fingerprint.
ReportSource report_of_games(const StoredTournament& t, std::shared_ptr<const game::Game> game,
                             std::vector<std::pair<std::string, std::string>> agents,
                             const std::vector<StoredGame>& games,
                             const std::optional<SprtStop>& sprt, const std::string& location,
                             const std::string& program_version);

std::string tournament_html(const ReportSource& source);

// One stored game in the report's viewer, on a page of its own (`minnaar
// tournament show --game N --format html`).
std::string game_html(const StoredTournament& tournament, const game::Game& game,
                      const StoredGame& stored, const std::string& program_version);

// The viewer's data (JSON, with '<' written as \u003c so it is safe inside
// a <script> element): {"counters": [labels], "looks": [names], "numbers":
// bool (coordinates as numbers), "seats": [names], "values": [counter values], "games":
// [{"slot", "s" [agent per seat], "res" (result token), "t" (termination),
// "n" (plies), "e" (why the replay stopped, if it did), "f" [frame: min file, min rank, max file,
// max rank], "p" [file, rank, look, ...] (the start), "c" [value number per counter], "m" [move
// texts], "d" [[file, rank, look or -1 for none, ...] per ply], "k"
// [[counter index, value number, ...] per ply]}]}. A game is replayed through the
// game interface from its stored start; one that does not replay stops at
// the move that failed, with "e" saying why.
std::string viewer_json(const game::Game& game, const std::vector<StoredGame>& games);

// The frame the viewer draws a game in: the board, or for an unbounded
// board every square its pieces stood on in the game, grown by one and
// rounded out to multiples of 4 (so that games share frames).
game::Box viewer_frame(const game::Box& pieces_box, const game::Picture& picture);

}  // namespace minnaar::tournament
