// The nearest name to a mistyped one, for "did you mean ...?": by edit
// distance (an insertion, a deletion, a substitution or a swap of two
// neighbours counts one), the one copy behind every suggestion the program
// makes (unknown commands, options and help topics).
//
//   nearest_name("--dpeth", {"--depth", "--divide"});  // "--depth"
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace minnaar {

// The edit distance between `a` and `b` (optimal string alignment).
std::size_t edit_distance(std::string_view a, std::string_view b);

// The name of `names` nearest to `word`, the first of equals, or nothing
// when even the nearest differs in more than a third of its letters (at
// least two allowed): too far to be a typo.
std::optional<std::string> nearest_name(std::string_view word,
                                        const std::vector<std::string>& names);

}  // namespace minnaar
