#include "cli/suggest.h"

#include <algorithm>

namespace minnaar {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Three rows of the table: i - 2, i - 1 and i.
  std::vector<std::size_t> before(b.size() + 1), last(b.size() + 1), row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) last[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t change = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({last[j] + 1, row[j - 1] + 1, last[j - 1] + change});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
    std::swap(before, last);
    std::swap(last, row);
  }
  return last[b.size()];
}

std::optional<std::string> nearest_name(std::string_view word,
                                        const std::vector<std::string>& names) {
  // Leading dashes are the same for every option: compare the rest.
  auto bare = [](std::string_view s) {
    return s.substr(std::min(s.find_first_not_of('-'), s.size()));
  };
  const std::string_view typed = bare(word);
  const std::string* best = nullptr;
  std::size_t best_distance = 0;
  for (const std::string& name : names) {
    const std::size_t d = edit_distance(typed, bare(name));
    if (!best || d < best_distance) {
      best = &name;
      best_distance = d;
    }
  }
  if (!best || best_distance > std::max<std::size_t>(2, typed.size() / 3)) return std::nullopt;
  return *best;
}

}  // namespace minnaar
