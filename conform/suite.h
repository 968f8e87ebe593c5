// The checks of a conformance run, for any registered rule set: its shipped
// fixtures, positions of seeded random play in every phase (perft with
// divide at depths 1-3, moves), whole random games (show after the full
// move list, and show and moves at plies along it), edges (the last positions before each game's
// end and its end; the hand-made positions of the rule vectors: the last quiet turn, the third
// pass, an emptied group), and bad inputs. Deterministic for a seed.
//
//   std::vector<Check> checks = build_suite(*game, Level::kDefault, /*seed=*/1, "fixtures");
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "conform/call.h"
#include "engine/game.h"

namespace minnaar::conform {

enum class Level { kQuick, kDefault, kDeep };

struct Check {
  std::string category;  // fixtures, positions, games, edges, bad-input
  std::string name;      // unique within the run, e.g. "positions/capture-biased-3/perft-2"
  Call call;
  // What the check proves: a clause of the rule set's contract ("docs/rules/minnaar.md#mfen
  // board"), or "project: ..." where the contract leaves the input open and
  // only this project refuses it (a difference there is a note, not a
  // failure, unless strict).
  std::string authority;
  // Plies spread along the call's moves at which `show` and `moves` are
  // compared too, when the end agrees (a difference in mid-game whose end
  // agrees again, such as a move missing that the game did not play).
  int probes = 0;

  bool is_project_choice() const { return authority.rfind("project:", 0) == 0; }
};

std::vector<Check> build_suite(const game::Game& game, Level level, std::uint64_t seed,
                               const std::string& fixtures_dir);

// Why `fixtures_dir` cannot be the fixtures folder of a suite (it is no
// folder, or holds no game folder with a manifest.tsv), or "" when it can:
// a suite built from it would silently leave out every fixture check.
std::string fixtures_folder_problem(const std::string& fixtures_dir);

// The words that select the game on an implementation's command line, as
// its contract spells them: none for the default rule set, else `--rules
// <name>` and, for each parameter set off, the option its fixtures'
// manifest names (`off_options`, e.g. --no-anti-stall). A parameter no
// manifest spells is passed in the parameter form, `--rules
// name(key=value)`.
std::vector<std::string> rules_words(const game::Game& game, const std::string& fixtures_dir);

}  // namespace minnaar::conform
