// Runs a suite against an implementation, compares every answer with the
// reference engine byte for byte, and reduces each disagreement to the
// smallest case that shows it: a perft difference is followed down through
// --divide to the shallowest depth at which the two differ (depth 1 for a
// move-generation bug, with the moves only one side has), a `show`
// difference on a game to the shortest prefix of its moves on which they
// differ. Every failure carries one shell line that reproduces it.
//
//   Outcome outcome = run_checks(*game, impl, build_suite(*game, Level::kDefault, 1, dir), 2);
//   std::fputs(summary_text(outcome).c_str(), stdout);
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "verify/conform/implementation.h"
#include "verify/conform/suite.h"

namespace minnaar::conform {

struct Failure {
  std::string kind;                  // perft, moves, show, bad-input
  std::string check;                 // the check's name
  std::string category;              // the check's category
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
};

struct Outcome {
  std::string rules;
  int checks = 0;
  int passed = 0;
  std::map<std::string, std::pair<int, int>> by_category;  // passed, total
  std::vector<Failure> failures;                           // in the order of the suite
  // Differences only on this project's own choices (project-choice checks
  // the implementation answers otherwise): not failures unless strict.
  std::vector<Failure> notes;
  double seconds = 0;
};

// Runs the checks on `jobs` threads (each call its own process). `strict`
// makes a difference on a project-choice check a failure, not a note.
Outcome run_checks(const game::Game& game, const Implementation& impl,
                   const std::vector<Check>& checks, int jobs, bool strict = false);

// The readable report: checks passed per category, then the failures,
// smallest first: the first ten in full, the rest one line each.
std::string summary_text(const Outcome& outcome);
// {"checks": N, "passed": N, "failures": [{...}], "notes": [{...}]}
std::string outcome_json(const Outcome& outcome);
// JUnit XML: one testcase per check, a failure element with the report, a
// note skipped with its reason.
std::string outcome_junit(const Outcome& outcome, const std::vector<Check>& checks);

}  // namespace minnaar::conform
