// What the statistics read of a game: who held each seat, what each seat
// got, how the game ended and how long it took. A slim view, whatever the
// storage holds besides (moves, positions, transcripts): the store reads
// it without them (GameStore::each_scored), and a report of a million
// games holds one chunk of these at a time.
//
//   ScoredGame g = scored(stored);            // from a whole stored game
//   scoreboard.add(g);
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace minnaar::tournament {

// The time one seat's moves took in a game, from the per-move reports: the
// moves with a measured time, their total and the longest, in microseconds
// (integers, so totals over any number of games add up exactly).
struct SeatTime {
  int timed_moves = 0;
  std::int64_t total_us = 0, max_us = 0;
};

struct ScoredSeat {
  std::string agent;
  double result = 0;  // the seat's return, in [0, 1]
  double margin = 0;  // the seat's margin (game::State::margins), in [0, 1]
  SeatTime time;
};

struct ScoredGame {
  int slot = 0;
  int pairing = 0;
  int opening = 0;
  int plies = 0;
  std::vector<ScoredSeat> seats;  // by seat number
  std::string result;             // the rule set's result token
  std::string termination;        // which rule ended the game
};

}  // namespace minnaar::tournament
