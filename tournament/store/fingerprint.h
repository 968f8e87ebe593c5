// What a stored tournament's fingerprint records, read back from its
// text. The fingerprint (TournamentConfig::fingerprint, one "key values"
// line per setting that decides the games) is how a database knows the
// config its games were played under: a run resumes only under the same
// one, and reports and merges read the SPRT and adjudication settings
// from it rather than from a YAML file that may have moved.
#pragma once

#include <optional>
#include <string>

#include "tournament/play/adjudication.h"
#include "tournament/stats/sprt_stop.h"

namespace minnaar::tournament {

// The SPRT bounds and score a fingerprint records, with a panel's two
// candidates (a stored tournament's: the YAML it came from may name
// opening files that are no longer where they were).
std::optional<SprtStop> fingerprint_sprt(const std::string& fingerprint);
// The adjudication rules a fingerprint records (none for a tournament
// without them).
AdjudicationRules fingerprint_adjudication(const std::string& fingerprint);

// The lines in which two fingerprints differ, as "- stored" / "+ current".
std::string fingerprint_difference(const std::string& stored, const std::string& current);

}  // namespace minnaar::tournament
