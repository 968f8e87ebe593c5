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
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/expected.h"
#include "engine/game.h"
#include "tournament/protocol/external_player.h"
#include "tournament/run/config.h"

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

// The keys every config opens with: version, name, database and rules
// (the rule set loaded, its parameters included; one under which a game
// may never end is refused). `what` names the config in messages
// ("tournament", "tune"); a relative database path starts from
// `base_dir`, the config's folder.
struct ConfigHead {
  std::string name;
  std::string database;
  std::shared_ptr<const game::Game> game;
};
ConfigHead read_head(const Reader& r, const YAML::Node& root, const std::string& what,
                     const std::string& base_dir);

// `openings:`: `random_plies` from the start, or the positions of a `file`
// (found from base_dir) taken in `order` from the `start`-th, each followed
// by `random_plies` random plies.
struct OpeningKeys {
  int plies = 0;
  std::string file;
  std::vector<std::string> positions;
  OpeningOrder order = OpeningOrder::kSequential;
  int start = 1;
};
OpeningKeys read_opening_keys(const Reader& r, const YAML::Node& root, const std::string& base_dir,
                              const game::Game& game);

// The lines of a fingerprint that record the openings (a tournament's and
// a tune's). A file's order, start and random plies are written only where
// they differ from the defaults, so that the fingerprints of tournaments
// stored before they could be chosen stay as they were.
std::string openings_fingerprint(int plies, const std::vector<std::string>& positions,
                                 OpeningOrder order, int start);

// What is stored of each game besides its moves: `record: transcript`
// keeps every game's protocol exchanges (default `forfeits`: those of
// forfeited games only); `move_data: false` drops what each move's player
// reported and its time (default true).
struct RecordKeys {
  bool transcripts = false;
  bool move_data = true;
};
RecordKeys read_record_keys(const Reader& r, const YAML::Node& root);

// `budget:`: values given to every agent whose type takes them; each must
// be taken by some agent type of the rule set.
std::map<std::string, std::string> read_budget(const Reader& r, const YAML::Node& root,
                                               const game::Game& game);

// The entries of a list of agents (a tournament's `agents:`, a tune's
// `opponents:`; the caller checks the list itself), each with a unique
// name. `noun` ("agent", "opponent") and `where` ("a tournament (use
// minnaar play)") word the errors; no agent may take a `reserved` name.
std::vector<TournamentAgent> read_agent_entries(const Reader& r, const YAML::Node& list,
                                                const std::string& key,
                                                const std::map<std::string, std::string>& budget,
                                                const std::string& base_dir, const game::Game& game,
                                                const std::string& noun, const std::string& where,
                                                const std::vector<std::string>& reserved = {});

// Throws Invalid when a mapping anywhere under `root` holds a key twice,
// naming both lines. yaml-cpp keeps both entries and its lookups find the
// first, so a repeated key would otherwise be ignored without a word.
void refuse_duplicate_keys(const YAML::Node& root, const std::string& source);

// read(root) on the single YAML document of `text`, with the reader's and
// YAML's errors as values; `what` names the one thing expected ("tune").
template <class Config, class Read>
Expected<Config, ConfigError> read_single_document(const std::string& text,
                                                   const std::string& source,
                                                   const std::string& what, const Read& read) {
  try {
    const std::vector<YAML::Node> roots = YAML::LoadAll(text);
    if (roots.size() != 1)
      return Unexpected{ConfigError{source, 0, "",
                                    "holds " + std::to_string(roots.size()) +
                                        " documents where one " + what + " was expected"}};
    refuse_duplicate_keys(roots[0], source);
    return read(roots[0], Reader(source));
  } catch (const Invalid& invalid) {
    return Unexpected{invalid.error};
  } catch (const YAML::Exception& e) {
    return Unexpected{ConfigError{source, e.mark.line >= 0 ? e.mark.line + 1 : 0, "",
                                  "not valid YAML: " + e.msg}};
  }
}

}  // namespace minnaar::tournament
