// Tuning an agent's numeric parameters from games: SPSA (spsa.h) as
// fishtest runs it, configured by a YAML file (docs/tuning.md), stored
// and resumed like a tournament.
//
//   auto config = load_tune_config("fixtures/tune/establishment.yaml");
//   GameStore store(config->database);
//   TuneReport report = run_tune(*config, yaml_text, store, {.threads = 2});
//
// Two designs. Symmetric (no `seat`): θ+ plays θ− a game pair from one
// opening, the teams swapped; the signal is the sum over the games of θ+'s
// score minus θ−'s. Seat (`seat: <team>`): θ+ and θ− each hold that team's
// seats against the same opponent of a panel, from the same opening with
// the same seeds; the signal is the sum over these comparisons of θ+'s
// score minus θ−'s. A score is the game's result or its margin
// (agent_points, agent_margins in standings.h).
//
// Everything is drawn from the config's seed: the signs of iteration k,
// its openings, its games' seeds. Iterations run in batches of `batch`,
// all played from the θ the batch began with (each with its own signs and
// gains), and are applied and stored in order of k, each with its games in
// one transaction. A run that was stopped replays the iterations not
// stored, from the θ their batch began with, and so reaches the same θ.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/run/config.h"
#include "tournament/stats/spsa.h"
#include "tournament/store/tune_store.h"

namespace minnaar::tournament {

enum class TuneScore { kResult, kMargin };

struct TuneConfig {
  std::string source;  // the file it was read from
  std::string name;
  std::shared_ptr<const game::Game> game;
  std::string database;
  std::uint64_t seed = 1;
  SpsaSchedule schedule;
  int batch = 1;  // iterations played at once from one θ
  int pairs = 1;  // game pairs (seat design: comparisons) per iteration
  TuneScore score = TuneScore::kResult;
  std::optional<int> seat_team;  // the seat design's team; none: symmetric
  // The tuned agent without its tuned parameters ("alphabeta:depth=2"):
  // its type, its fixed parameters and the shared budget it takes. For a
  // program, ExternalPlayer::spec() of `external`.
  std::string agent;
  // A program's command, fixed options, budget and timeouts (`type:
  // external`); its tuned parameters are options it announced (spins), set
  // when each of its players starts.
  std::optional<ExternalPlayer> external;
  std::vector<SpsaParameter> parameters;
  std::vector<TournamentAgent> opponents;  // the seat design's panel
  // As a tournament's (TournamentConfig), and taken the same way.
  int opening_plies = 0;
  std::string openings_file;
  std::vector<std::string> openings;
  OpeningOrder opening_order = OpeningOrder::kSequential;
  int opening_start = 1;
  int parallel = 0;  // games at once; 0: one per core
  bool record_transcripts = false;
  bool store_move_data = true;  // `move_data`

  int games_per_iteration() const { return 2 * pairs; }
  // What decides the games and θ (not the database or the threads): a
  // database's tune resumes only under the same fingerprint.
  std::string fingerprint() const;
  // The agent's spec with the parameters at these values (as played:
  // clamped, whole ones rounded), e.g. "alphabeta:depth=2,sovereign=171",
  // or for a program "external:python3 p.py budget=nodes:100 ... option:
  // bias=57" (the fixed options, then the tuned ones).
  std::string spec_with(const std::vector<double>& values) const;
  // A program's player with the tuned options at these values (as
  // played) after its fixed ones; its spec() is spec_with(values).
  ExternalPlayer external_with(const std::vector<double>& values) const;
  // The config the games are played under: agents θ+ (index 0), θ− (1)
  // with the parameters at these values, then the opponents. Since the
  // two specs differ in the tuned values, so do the players they start.
  TournamentConfig games_config(const std::vector<double>& plus,
                                const std::vector<double>& minus) const;
};

std::string_view tune_score_name(TuneScore s);

Expected<TuneConfig, ConfigError> parse_tune_config(const std::string& text,
                                                    const std::string& source,
                                                    const std::string& base_dir = ".");
Expected<TuneConfig, ConfigError> load_tune_config(const std::string& path);

// The agent's spec at the tune's θ now (as played: clamped, whole ones
// rounded).
std::string tuned_spec(const StoredTune& tune);

struct TuneProgress {
  int k = 0;           // iterations stored
  int total = 0;       // N
  int played_now = 0;  // by this run
  double elapsed_s = 0;
  std::vector<double> theta;
  std::string spec;  // of θ
};

struct TuneRunOptions {
  int threads = 1;
  // Stop after storing this many iterations in this run (0: none); a later
  // run resumes where it stopped.
  int max_iterations = 0;
  std::string program_version = "unknown";
  std::function<void(const TuneProgress&)> on_progress;  // after every stored iteration
  // Once the tune is found or created, before any game: what a run says it
  // starts is said only when it is not refused.
  std::function<void()> on_open;
};

struct TuneReport {
  std::int64_t tournament_id = 0;
  bool resumed = false;
  int already_done = 0;  // iterations stored before this run
  int played = 0;        // iterations stored by this run
  std::string status;    // running, finished
  std::vector<double> theta;
  double cpu_seconds = 0, agent_seconds = 0, wall_seconds = 0;  // of this run
};

// Throws std::runtime_error when the database holds a tune of the same
// name under another fingerprint, or an agent fails.
TuneReport run_tune(const TuneConfig& config, const std::string& config_source, GameStore& store,
                    const TuneRunOptions& options);

// The report of a stored tune: "text" (θ as a spec, each parameter's
// start -> now with its range, speed), "json" or "html" (each parameter's
// path over the iterations within its range).
std::string tune_text(const StoredTune& tune, const std::string& location);
std::string tune_json(const StoredTune& tune);
std::string tune_html(const StoredTune& tune, const std::string& location,
                      const std::string& program_version);

}  // namespace minnaar::tournament
