// Runs a suite against an implementation, compares every answer with the
// reference engine byte for byte, reduces each disagreement to where it
// starts, and groups the failing checks into findings, one per bug.
//
// Reduction. Along the moves of a check (a generated game, a prefix of
// one), `moves` and `show` are compared at the plies of a bisection, so a
// difference is reported at a ply where the two programs start to differ
// (the ply before agrees), not where a check happened to look: as that
// position's notation alone, or, when the implementation agrees on it given
// fresh (a value it derives from the position went stale on the way), as
// the latest position before it with the moves that lead there. A perft difference is followed down
// through
// --divide to the first position whose moves differ. Then pieces are taken
// off the position (Game's notations_without_a_piece) while the difference
// stays the same and the notation valid, within a bound on calls.
//
// Findings. Each reduced failure has a signature: the kind of difference,
// normalised so that one bug gives the same one wherever it shows (the
// moves only one side has, described by the rule set and named by the
// cause they share, conform/cause.h; the differing lines and
// words of `show`, the refused field of a bad input and what the
// implementation did instead). Failures of one signature are one finding;
// findings are ordered by the number of checks they explain, and each is
// reported once, in full, with its smallest reproduction.
//
//   Outcome outcome = run_checks(*game, impl, build_suite(*game, Level::kDefault, 1, dir), 2);
//   std::fputs(summary_text(outcome).c_str(), stdout);
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "conform/cause.h"
#include "conform/implementation.h"
#include "conform/suite.h"
#include "engine/game.h"

namespace minnaar::conform {

struct Failure {
  std::string kind;                  // perft, moves, show, bad-input
  std::string check;                 // the check's name
  std::string category;              // the check's category
  Call call;                         // the reduced call
  std::string mfen;                  // the position the moves start from ("" = the start)
  std::string moves;                 // played from it to the reduced position
  int depth = 0;                     // perft
  std::string reference;             // what the reference answers (reduced: the count, the line)
  std::string implementation;        // what the implementation answered
  std::vector<std::string> missing;  // moves only the reference has
  std::vector<std::string> extra;    // moves only the implementation has
  std::string how;                   // how the implementation's call ended, and its stderr
  std::string reproduce;             // one shell line
  std::string authority;             // what the check proves (Check::authority)
  std::string signature;             // what differs, normalised (the same for one bug)
  // The missing and extra moves described in the game's terms, and what
  // they share (conform/cause.h): the cause a difference in moves names.
  std::vector<DifferingMove> differing;
  std::optional<MovePattern> pattern;
  // The signatures of other findings this failure also shows (a failure
  // whose missing and extra moves are two causes seen apart elsewhere).
  std::vector<std::string> also;
  int finding = -1;  // index into Outcome::findings
};

// One bug, as far as the checker can tell: the checks whose failures have
// one signature, and the smallest reproduction among them, shrunk.
struct Finding {
  std::string signature;
  std::optional<MovePattern> pattern;  // a difference in moves: the cause it names
  std::vector<std::string> checks;     // in the order of the suite
  Failure reduced;
  // The pieces on the reduced position's board (one per notation
  // notations_without_a_piece() gives), or -1 where the rule set does not
  // say or there is no position (bad input).
  int pieces = -1;
};

struct Outcome {
  std::string rules;
  int checks = 0;
  int passed = 0;
  std::map<std::string, std::pair<int, int>> by_category;  // passed, total
  std::vector<Failure> failures;  // in the order of the suite; one or two a failing check
  // Differences only on this project's own choices (project-choice checks
  // the implementation answers otherwise): not failures unless strict.
  std::vector<Failure> notes;
  std::vector<Finding> findings;  // the most checks first
  CallCounts calls;               // of the implementation
  double seconds = 0;
};

// The checks that fail (a check's difference may be reduced to two
// failures: failures.size() is not the count).
inline int failing_checks(const Outcome& outcome) {
  return outcome.checks - outcome.passed - int(outcome.notes.size());
}

// Runs the checks on `jobs` threads (each call its own process). `strict`
// makes a difference on a project-choice check a failure, not a note.
Outcome run_checks(const game::Game& game, const Implementation& impl,
                   const std::vector<Check>& checks, int jobs, bool strict = false);

// The readable report: checks passed per category, the calls made, then
// each finding in full, the most checks first.
std::string summary_text(const Outcome& outcome);
// {"checks": N, "passed": N, "findings": [{...}], "failures": [{...}], "notes": [{...}],
//  "calls": {...}}
std::string outcome_json(const Outcome& outcome);
// JUnit XML: one testcase per check, a failure element naming its finding
// and carrying the finding's report, a note skipped with its reason.
std::string outcome_junit(const Outcome& outcome, const std::vector<Check>& checks);

}  // namespace minnaar::conform
