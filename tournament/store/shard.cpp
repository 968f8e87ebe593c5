#include "tournament/store/shard.h"

#include <charconv>

namespace minnaar::tournament {
namespace {

// Digits only (no sign, no space), at most six of them.
bool read_count(std::string_view text, int& value) {
  if (text.empty() || text.size() > 6) return false;
  for (const char c : text)
    if (c < '0' || c > '9') return false;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return true;
}

}  // namespace

Expected<Shard, std::string> parse_shard(std::string_view text) {
  const std::string quoted = "shard '" + std::string(text) + "'";
  const auto slash = text.find('/');
  Shard shard;
  if (slash == std::string_view::npos || !read_count(text.substr(0, slash), shard.index) ||
      !read_count(text.substr(slash + 1), shard.count))
    return Unexpected{quoted + " is not K/N (two whole numbers, e.g. 0/4)"};
  if (shard.count < 1 || shard.count > kMaxShards)
    return Unexpected{quoted + ": N must be from 1 to " + std::to_string(kMaxShards)};
  if (shard.index >= shard.count)
    return Unexpected{quoted + ": K counts from 0, so it must be less than N (0 to " +
                      std::to_string(shard.count - 1) + ")"};
  return shard;
}

}  // namespace minnaar::tournament
