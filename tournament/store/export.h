// The games of a stored tournament, out for other tools
// (`minnaar tournament export`): read from the database a chunk at a time
// and written as they are read, so a database of any size exports in
// constant memory.
//
//   jsonl    one game a line: rules and parameters, start, seats with
//            their agents, returns and margins, every move with what its
//            player reported, result, termination, times
//   csv      one move a line, with its game's outcome
//   samples  one position a line for training and tuning evaluations: the
//            position before the move, the seat to move, the score it
//            reported, and that seat's return and margin at the end
//
//   ExportCount n = export_games(store, tournament, ExportFormat::kJsonl, out, on_progress);
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "tournament/store/game_store.h"

namespace minnaar::tournament {

enum class ExportFormat { kJsonl, kCsv, kSamples };

struct ExportCount {
  int games = 0;
  std::int64_t lines = 0;  // written, headers aside
};

// Writes every stored game of `tournament` in `format` to `out`, in slot
// order; `on_progress(games done, games stored)` after each game. A game
// whose moves do not replay (samples need its positions) throws
// std::runtime_error naming it.
ExportCount export_games(GameStore& store, const StoredTournament& tournament, ExportFormat format,
                         std::ostream& out,
                         const std::function<void(int done, int total)>& on_progress = {});

// One training sample: a position before a move whose player reported a
// score, the seat to move, that score, and the seat's return and margin at
// the end of the game (what the `samples` export writes a line of).
struct Sample {
  int slot = 0;
  int ply = 0;  // the move's number in its game, from 1
  std::string position;
  game::Seat seat = 0;
  std::int64_t score = 0;
  double result = 0;
  double margin = 0;
};

// Calls `visit` on each sample of the stored game `g` of rule set `game`,
// in ply order, replaying its moves. A game whose moves do not replay
// throws std::runtime_error naming it.
void each_sample(const game::Game& game, const StoredGame& g,
                 const std::function<void(const Sample&)>& visit);

// `text` as one CSV field: quoted when it holds a comma, a quote or a line
// break, with quotes doubled.
std::string csv_field(std::string_view text);

}  // namespace minnaar::tournament
