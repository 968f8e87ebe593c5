// `minnaar match`: two agents play many games, taking each side in turn;
// prints the score with its 95% interval, per seat, and how often each side
// won.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "engine/game.h"

namespace minnaar {

struct MatchCommandOptions {
  std::string a, b;
  int games = 200;
  std::uint64_t seed = 1;
  int threads = 1;
  std::string rules = game::default_game_name();
  std::string mfen;
  std::string openings;  // an openings file
  int random_plies = 0;
  // Adjudication (docs/tournaments.md#adjudication): resign {score, moves},
  // draw {after, score, moves}; empty: none.
  std::vector<std::int64_t> resign, draw;
  bool quiet = false;
};

CLI::App* add_match_command(CLI::App& app, MatchCommandOptions& options);

// Throws std::runtime_error with a one-line message for bad input; returns
// 0.
int run_match_command(const MatchCommandOptions& options);

}  // namespace minnaar
