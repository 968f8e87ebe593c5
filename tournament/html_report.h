// The tournament report people share: one self-contained HTML page (inline
// style, SVG and script; nothing fetched) with the standings, Elo with its
// intervals, the score matrix, scores by seat, game lengths, endings, the
// SPRT's course, per-opening results, the config, and a game viewer over
// every stored game. Everything but the viewer's stepping is plain HTML and
// SVG, readable without script; every text from a config or a database is
// escaped.
//
//   ReportSource source{tournament, "results.sqlite", agents, games, standings, game, "1.4.0"};
//   write(tournament_html(source));
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "tournament/game_store.h"
#include "tournament/standings.h"

namespace minnaar::tournament {

struct ReportSource {
  StoredTournament tournament;
  std::string location;                                     // the database(s) read
  std::vector<std::pair<std::string, std::string>> agents;  // name, spec
  std::vector<StoredGame> games;                            // in slot order
  Standings standings;
  std::shared_ptr<const game::Game> game;  // the rule set the games were played under
  std::string program_version;             // of the program writing the report
};

// The viewer's games beyond this many are listed but not replayed.
inline constexpr int kMaxViewerGames = 20000;
// The game list shows this many games a page; the page as written (before
// any script runs) lists the first page.
inline constexpr int kListedGames = 100;

std::string tournament_html(const ReportSource& source);

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
