// What reads the YAML of a config (a tournament's, a tune's): a Reader
// that fails with file:line:key, and the readers of the parts configs
// share. For the config readers only (config.cpp, tune_config.cpp).
#pragma once

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.h"
#include "tournament/config.h"
#include "tournament/external_player.h"

namespace minnaar::tournament {

// Thrown inside the reader only; load_config turns it into an error value.
struct Invalid {
  ConfigError error;
};

// Every check fails with the place in the file and the key at fault.
class Reader {
 public:
  explicit Reader(std::string source) : source_(std::move(source)) {}

  [[noreturn]] void fail(const YAML::Node& at, const std::string& key,
                         const std::string& what) const {
    const int line = at.IsDefined() && at.Mark().line >= 0 ? at.Mark().line + 1 : 0;
    throw Invalid{{source_, line, key, what}};
  }

  // A mapping whose keys are all among `allowed`.
  void expect_map(const YAML::Node& node, const std::string& key,
                  const std::vector<std::string>& allowed) const {
    if (!node.IsMap()) fail(node, key, "expected a mapping (key: value lines)");
    for (const auto& item : node) {
      const std::string k = item.first.Scalar();
      if (std::find(allowed.begin(), allowed.end(), k) == allowed.end()) {
        std::string valid;
        for (const std::string& a : allowed) valid += (valid.empty() ? "" : ", ") + a;
        fail(item.first, join(key, k), "unknown key (valid: " + valid + ")");
      }
    }
  }

  std::string text(const YAML::Node& node, const std::string& key) const {
    if (!node.IsScalar()) fail(node, key, "expected a single value");
    return node.Scalar();
  }

  std::int64_t integer(const YAML::Node& node, const std::string& key, std::int64_t low,
                       std::int64_t high) const {
    const std::string s = text(node, key);
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size())
      fail(node, key, "expected a whole number, got '" + s + "'");
    if (value < low || value > high)
      fail(node, key,
           "expected a number from " + std::to_string(low) + " to " + std::to_string(high) +
               ", got " + s);
    return value;
  }

  std::uint64_t seed(const YAML::Node& node, const std::string& key) const {
    const std::string s = text(node, key);
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size())
      fail(node, key, "expected a whole number from 0 to 2^64-1, got '" + s + "'");
    return value;
  }

  double real(const YAML::Node& node, const std::string& key, double low, double high) const {
    const std::string s = text(node, key);
    double value = 0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size() || !std::isfinite(value))
      fail(node, key, "expected a number, got '" + s + "'");
    if (value < low || value > high)
      fail(node, key,
           "expected a number from " + number(low) + " to " + number(high) + ", got " + s);
    return value;
  }

  template <class Enum>
  Enum choice(const YAML::Node& node, const std::string& key,
              const std::vector<std::pair<std::string, Enum>>& choices) const {
    const std::string s = text(node, key);
    std::string valid;
    for (const auto& [name, value] : choices) {
      if (name == s) return value;
      valid += (valid.empty() ? "" : ", ") + name;
    }
    fail(node, key, "expected one of " + valid + ", got '" + s + "'");
  }

  static std::string join(const std::string& parent, const std::string& child) {
    return parent.empty() ? child : parent + "." + child;
  }
  static std::string number(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
  }
  const std::string& source() const { return source_; }

 private:
  std::string source_;
};

// A built-in agent's spec: "type:key=value,..." from its `params`
// mapping, then the shared `budget` values its type takes.
std::string spec_of(const Reader& r, const std::string& type, const YAML::Node& params,
                    const std::string& key, const std::map<std::string, std::string>& budget,
                    const game::Game& game);

// The positions of an openings file (MFEN or the rule set's notation).
std::vector<std::string> read_openings(const Reader& r, const YAML::Node& at,
                                       const std::string& key, const std::string& path,
                                       const game::Game& game);

// An agent of `type: external`.
ExternalPlayer read_external(const Reader& r, const YAML::Node& a, const std::string& key,
                             const std::map<std::string, std::string>& shared_budget);

}  // namespace minnaar::tournament
