// A list inside a one-line message, bounded and cut at an item boundary:
// the items that fit, then how many more there are. The one way messages
// quote a list that can be long (valid parameters, differences).
//
//   bounded_list({"depth", "mobility", "threat"}, 16);  // "depth, mobility, … 1 more"
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace minnaar {

// A message line longer than this is cut in its middle when the program
// reports it (cli/bad_input.h readable_line): a message that quotes a list
// fits the list in what the rest leaves of it.
inline constexpr std::size_t kMessageLine = 240;

// `items` joined by `separator` while they fit in `budget` bytes (the
// first always), then "… N more" for the rest.
inline std::string bounded_list(const std::vector<std::string>& items, std::size_t budget,
                                std::string_view separator = ", ") {
  std::string text;
  std::size_t shown = 0;
  for (const std::string& item : items) {
    const std::size_t more = (shown ? separator.size() : 0) + item.size();
    if (shown && text.size() + more > budget) break;
    if (shown) text.append(separator);
    text.append(item);
    ++shown;
  }
  if (shown < items.size())
    text.append(separator)
        .append("… ")
        .append(std::to_string(items.size() - shown))
        .append(" more");
  return text;
}

}  // namespace minnaar
