// A tournament configuration, read from a YAML file (schema version 1;
// every key: docs/tournaments.md#config-reference).
//
//   auto config = load_config("fixtures/tournaments/quick.yaml");
//   if (!config) fail(config.error().message());   // "quick.yaml:7: key 'agents[1].type': ..."
//
// Everything that decides which games are played and how they go (agents'
// full specs, format and panel, seats, openings, seed, stop rule) is summed up by
// fingerprint(): a tournament in a database can only be resumed by a config
// with the same fingerprint. The database path and the number of parallel
// games are not part of it: they change where and how fast, not what.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <memory>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/play/adjudication.h"
#include "tournament/play/opening.h"
#include "tournament/protocol/external_player.h"
#include "tournament/stats/sprt_stop.h"
#include "tournament/store/fingerprint.h"

namespace minnaar::tournament {

inline constexpr int kConfigVersion = 1;

struct ConfigError {
  std::string file;
  int line = 0;     // 1-based; 0 when the error is not at one place
  std::string key;  // e.g. "agents[2].params.depth"; empty for the whole file
  std::string what;
  std::string message() const;
};

struct TournamentAgent {
  std::string name;  // unique within the tournament
  // Canonical "type:key=value,..." (defaults left out) for a built-in agent;
  // ExternalPlayer::spec() for a program.
  std::string spec;
  std::optional<ExternalPlayer> external;  // for `type: external`
};

// Panel: every agent outside the panel (a candidate) plays each panel
// member, holding every seat of the team the panel does not hold. With an
// SPRT (exactly two candidates) it compares the candidates against the
// panel as a common opponent.
enum class Format { kRoundRobin, kGauntlet, kPanel };
// Pairs: two agents, two games per opening with the seats swapped.
// Trios: three agents, three games per opening, each agent once as South,
// North and the Establishment (the rules' cooperative mode).
enum class SeatMode { kPairs, kTrios };

// The fixed opposition of `format: panel`: its agents hold `team` in every
// game. Candidates are compared by their results against the same members
// from the same openings.
struct Panel {
  int team = 0;             // a team of the rule set
  std::vector<int> agents;  // indices into TournamentConfig::agents, as listed
  bool holds(int agent) const {
    return std::find(agents.begin(), agents.end(), agent) != agents.end();
  }
};

struct TournamentConfig {
  std::string source;  // the file it was read from
  std::string name;
  // The rule set every game is played under, with its parameters.
  std::shared_ptr<const game::Game> game;
  std::string database;  // as written (relative to the working directory)
  std::uint64_t seed = 1;
  std::vector<TournamentAgent> agents;
  Format format = Format::kRoundRobin;
  SeatMode seats = SeatMode::kPairs;
  int games_per_pairing = 2;
  // Openings: `opening_plies` random plies from the start position, or the
  // positions of a file (`openings` holds its MFENs) taken in
  // `opening_order` from its `opening_start`-th (1-based), each followed by
  // `opening_plies` random plies (runner.h: opening_position).
  int opening_plies = 0;
  std::string openings_file;
  std::vector<std::string> openings;
  OpeningOrder opening_order = OpeningOrder::kSequential;
  int opening_start = 1;
  int parallel = 0;  // games at once; 0: one per core
  // Store every game's protocol exchanges with external players (`record:
  // transcript`), not only those of forfeited games.
  bool record_transcripts = false;
  // Store what each move's player reported and its time (`move_data`).
  bool store_move_data = true;
  std::optional<SprtStop> sprt;
  std::optional<Panel> panel;  // with format: panel only
  // Comparisons (a tune's seat design; no YAML key): agents 0 and 1 are
  // two candidates, the rest opponents. Games come in pairs, each pair one
  // comparison from one opening: candidate 0 then candidate 1 holds this
  // team, the same opponent every other seat, both games on the first's
  // seed; the opponents take the comparisons in turn. games_per_pairing is
  // then the number of games in all.
  std::optional<int> comparison_team;
  AdjudicationRules adjudication;  // `adjudication:`; none by default

  // The games of one opening of one pairing: a panel plays each opening
  // once (no seat swap), pairs twice, trios three times.
  int games_per_group() const {
    return format == Format::kPanel ? 1 : seats == SeatMode::kPairs ? 2 : 3;
  }
  std::string fingerprint() const;
};

// The most a config file may hold. Configs are read whole into memory
// before parsing, so the limit is what bounds a mistaken path (/dev/zero,
// a database, a log) to a quick, named refusal.
inline constexpr std::size_t kMaxConfigBytes = std::size_t(1) << 20;  // 1 MiB

// A config file's text, read once: a regular file, a FIFO or /dev/stdin
// alike (a pipe cannot be read a second time, so everything that needs the
// text, parsing and the stored copy, takes it from here). Refused, naming
// the file, when it cannot be read or holds more than kMaxConfigBytes.
Expected<std::string, ConfigError> read_config_text(const std::string& path);
// The positions of an openings file (docs/tournaments.md#opening-suites): one
// position a line in the game's notation, blank lines and `#` comments
// skipped; refused, naming the file (and the line), when it cannot be read,
// holds a position that does not parse or is decided, or holds none.
Expected<std::vector<std::string>, ConfigError> read_openings_file(const std::string& path,
                                                                   const game::Game& game);
// The folder a config's relative paths (openings files) start from.
std::string directory_of(const std::string& path);

// A file holds one tournament, or several as YAML documents separated by
// `---` lines (played in turn by `minnaar tournament run`; names unique).
Expected<std::vector<TournamentConfig>, ConfigError> load_configs(const std::string& path);
Expected<std::vector<TournamentConfig>, ConfigError> parse_configs(
    const std::string& text, const std::string& source, const std::string& base_dir = ".");
// Exactly one tournament.
Expected<TournamentConfig, ConfigError> load_config(const std::string& path);
// The same from text; `source` names it in errors; opening files are found
// relative to `base_dir`.
Expected<TournamentConfig, ConfigError> parse_config(const std::string& text,
                                                     const std::string& source,
                                                     const std::string& base_dir = ".");

std::string_view format_name(Format f);
// "result" or "margin", as the config writes it.
std::string_view seat_mode_name(SeatMode s);

}  // namespace minnaar::tournament
