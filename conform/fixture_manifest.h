// The game folders of fixtures/ (fixtures/README.md) as their manifests
// describe them: every folder that holds a manifest.tsv is one, so a new
// game's fixtures are a new folder and nothing else. The manifest says
// which rule sets the folder's rows run under, the columns of its three
// files, how a row names its rule set and parameters, and what the files
// must cover. The conformance tests and `minnaar conform` read the folders
// through it.
//
//   for (const FixtureManifest& folder : fixture_manifests(dir))
//     for (const FixtureRow& row : read_fixture_rows(dir, folder, "rule_vectors.tsv"))
//       use(folder.rules_of(row), row.at.at("mfen"));
#pragma once

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "conform/tsv.h"

namespace minnaar::test {

// The rules a fixture row runs under: a rule set, and the values of the
// game parameters its parameter columns name ("true" or "false").
struct FixtureRules {
  std::string name;
  std::map<std::string, std::string> parameters;

  // "minnaar", "playtest-standard(anti_stall=off)": as the manifests'
  // `settings` lists write it (a column's own value, on or off).
  std::string label() const {
    std::string text = name, inside;
    for (const auto& [key, value] : parameters)
      inside += (inside.empty() ? "" : ",") + key + "=" + (value == "true" ? "on" : "off");
    return inside.empty() ? text : text + "(" + inside + ")";
  }
  // Whether a parameter column set a parameter off.
  bool has_a_parameter_off() const {
    return std::any_of(parameters.begin(), parameters.end(),
                       [](const auto& p) { return p.second == "false"; });
  }
};

// One record of a fixture file, by column name.
struct FixtureRow {
  std::string where;  // "<path>:<line>"
  int number;         // 0-based among the file's records
  std::map<std::string, std::string> at;
};

struct FixtureManifest {
  std::string name;   // fixtures/<name>/
  std::string title;  // the game, in words
  // The rule sets (registered names) its rows may name. A file without a
  // `rules` column is all of the only one.
  std::vector<std::string> rule_sets;
  // The columns of rule_vectors.tsv, perft_start.tsv and perft_positions.tsv.
  std::vector<std::string> vector_columns, start_columns, position_columns;
  // Columns named after a boolean game parameter: `on` runs the row with
  // it true, `off` with it false; a file without the column runs with the
  // game's defaults.
  std::vector<std::string> parameter_columns;
  // The command-line option that sets each parameter column off, in the
  // same order (as the rule set's command-line contract spells it).
  std::vector<std::string> off_options;

  // What the files must cover.
  std::size_t min_rule_vectors = 0;
  // Every rule setting (FixtureRules::label()) the rule vectors must cover.
  std::vector<std::string> settings;
  // Every expect_result the rule vectors must hold ("illegal-move" stands
  // for illegal-move:<ply> at any ply).
  std::vector<std::string> results;
  int start_depths = 0;  // perft_start.tsv has depths 1 to this for every rule set
  // Deeper start rows are left out by the fixture checks (the rule set's
  // own tests and bench/ count them).
  int max_start_depth = 0;
  std::vector<std::string> phases;  // perft_positions.tsv covers each for every rule set
  std::size_t min_positions_per_rule_set = 0;
  std::size_t min_positions_with_a_parameter_off = 0;
  // Whether the notation reads only its canonical form, so that every valid
  // start is written back unchanged; else (entries in any order) it is
  // written back canonically, the same by engine and model.
  bool canonical_input_only = true;

  // The contract the rows prove, the rule set's page ("docs/rules/minnaar.md");
  // the sections, cited as `docs/<page>.md#<anchor>` (fixtures/README.md),
  // of its notation, its command line, its perft and what it leaves open
  // (empty when nothing); the notation's fields in order; and the
  // non-canonical notation the contract leaves open, so that a program may
  // accept it: digit-runs-in-a-row, run-leading-zeros (in the board),
  // leading-zeros, plus-signs (in number fields), unbounded:<field> (no
  // upper bound on that number; "(<parameter>=on|off)" after it: under that
  // value only).
  std::string contract, notation_clause, command_line_clause, perft_clause, open_clause;
  std::vector<std::string> notation_fields, contract_allows;

  bool allows(const std::string& form) const {
    return std::find(contract_allows.begin(), contract_allows.end(), form) != contract_allows.end();
  }
  // Whether the contract sets no upper bound on a number field under these
  // parameter values ("true"/"false"): `unbounded:<field>`, or
  // `unbounded:<field>(<parameter>=on|off)` under that value only.
  bool leaves_unbounded(const std::string& field,
                        const std::map<std::string, std::string>& parameters) const {
    if (allows("unbounded:" + field)) return true;
    for (const auto& [key, value] : parameters)
      if (allows("unbounded:" + field + "(" + key + "=" + (value == "true" ? "on" : "off") + ")"))
        return true;
    return false;
  }

  // What a rule vector proves: its clause as written, a section of the
  // contract ("docs/rules/minnaar.md#mfen board") or this project's stricter
  // choice ("project: ..."); the contract when the row names none.
  std::string authority_of(const FixtureRow& row) const {
    const auto it = row.at.find("clause");
    return it == row.at.end() || it->second.empty() ? contract : it->second;
  }

  // Whether `clause` starts with a citation of a section of `page`:
  // "<page>#<anchor>", the anchor of lower-case letters, digits, '-' and
  // '_', then the end or a space and what the row exercises. Whether the
  // anchor names a heading of the page is verify/docs_links.sh's check.
  static bool cites(const std::string& clause, const std::string& page) {
    if (page.empty() || clause.rfind(page + "#", 0) != 0) return false;
    const std::size_t from = page.size() + 1;
    const std::size_t end = std::min(clause.find(' ', from), clause.size());
    if (end == from) return false;
    for (std::size_t i = from; i < end; ++i) {
      const char c = clause[i];
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
    }
    return true;
  }
  // Whether `clause` is a citation of any page of docs/ ("docs/cli.md#...").
  static bool cites_docs(const std::string& clause) {
    const std::size_t hash = clause.find(".md#");
    return clause.rfind("docs/", 0) == 0 && hash != std::string::npos && clause.find(' ') > hash &&
           cites(clause, clause.substr(0, hash + 3));
  }

  const std::vector<std::string>& columns_of(const std::string& file) const {
    if (file == "rule_vectors.tsv") return vector_columns;
    if (file == "perft_start.tsv") return start_columns;
    if (file == "perft_positions.tsv") return position_columns;
    throw std::invalid_argument("no fixture file '" + file + "' in fixtures/" + name);
  }

  // The rules a row runs under (its `rules` column and parameter columns,
  // if any), checked against the folder's rule sets; a refusal names the
  // row's place.
  FixtureRules rules_of(const FixtureRow& row) const {
    FixtureRules rules{rule_sets.size() == 1 ? rule_sets.front() : "", {}};
    if (auto it = row.at.find("rules"); it != row.at.end()) rules.name = it->second;
    if (std::find(rule_sets.begin(), rule_sets.end(), rules.name) == rule_sets.end())
      throw std::runtime_error(row.where + ": rule set '" + rules.name + "' is not one of " + name +
                               "'s");
    for (const std::string& column : parameter_columns) {
      const auto it = row.at.find(column);
      if (it == row.at.end()) continue;
      if (it->second != "on" && it->second != "off")
        throw std::runtime_error(row.where + ": " + column + " is '" + it->second +
                                 "', expected on or off");
      rules.parameters[column] = it->second == "on" ? "true" : "false";
    }
    return rules;
  }
};

namespace manifest_detail {

inline std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string word; in >> word;) out.push_back(word);
  if (out.size() == 1 && out.front() == "-") out.clear();
  return out;
}

inline std::size_t count(const std::string& where, const std::string& text) {
  std::size_t end = 0;
  unsigned long value = 0;
  try {
    value = std::stoul(text, &end);
  } catch (const std::exception&) {
    end = 0;
  }
  if (end == 0 || end != text.size())
    throw std::runtime_error(where + ": '" + text + "' is not a whole number");
  return value;
}

}  // namespace manifest_detail

// Reads fixtures/<name>/manifest.tsv. Every key is required and known; a
// refusal names the file and line.
inline FixtureManifest read_fixture_manifest(const std::string& fixtures_dir,
                                             const std::string& name) {
  using namespace manifest_detail;
  const std::string path = fixtures_dir + "/" + name + "/manifest.tsv";
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot be read");
  FixtureManifest m;
  m.name = name;
  std::map<std::string, bool> seen;
  const std::vector<std::string> keys = {"title",
                                         "rule_sets",
                                         "rule_vectors.tsv",
                                         "perft_start.tsv",
                                         "perft_positions.tsv",
                                         "parameter_columns",
                                         "off_options",
                                         "min_rule_vectors",
                                         "settings",
                                         "results",
                                         "start_depths",
                                         "max_start_depth",
                                         "phases",
                                         "min_positions_per_rule_set",
                                         "min_positions_with_a_parameter_off",
                                         "canonical_input_only",
                                         "contract",
                                         "notation_clause",
                                         "notation_fields",
                                         "command_line_clause",
                                         "perft_clause",
                                         "open_clause",
                                         "contract_allows"};
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    const std::string where = path + ":" + std::to_string(number);
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos) throw std::runtime_error(where + ": expected key<TAB>value");
    const std::string key = line.substr(0, tab), value = line.substr(tab + 1);
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      throw std::runtime_error(where + ": unknown key '" + key + "'");
    if (seen[key]) throw std::runtime_error(where + ": '" + key + "' given twice");
    seen[key] = true;
    if (key == "title") m.title = value;
    if (key == "rule_sets") m.rule_sets = words(value);
    if (key == "rule_vectors.tsv") m.vector_columns = words(value);
    if (key == "perft_start.tsv") m.start_columns = words(value);
    if (key == "perft_positions.tsv") m.position_columns = words(value);
    if (key == "parameter_columns") m.parameter_columns = words(value);
    if (key == "off_options") m.off_options = words(value);
    if (key == "min_rule_vectors") m.min_rule_vectors = count(where, value);
    if (key == "settings") m.settings = words(value);
    if (key == "results") m.results = words(value);
    if (key == "start_depths") m.start_depths = int(count(where, value));
    if (key == "max_start_depth") m.max_start_depth = int(count(where, value));
    if (key == "phases") m.phases = words(value);
    if (key == "min_positions_per_rule_set") m.min_positions_per_rule_set = count(where, value);
    if (key == "min_positions_with_a_parameter_off")
      m.min_positions_with_a_parameter_off = count(where, value);
    if (key == "contract") m.contract = value;
    if (key == "notation_clause") m.notation_clause = value;
    if (key == "notation_fields") m.notation_fields = words(value);
    if (key == "command_line_clause") m.command_line_clause = value;
    if (key == "perft_clause") m.perft_clause = value;
    if (key == "open_clause") m.open_clause = value == "-" ? "" : value;
    if (key == "contract_allows") m.contract_allows = words(value);
    if (key == "canonical_input_only") {
      if (value != "yes" && value != "no")
        throw std::runtime_error(where + ": canonical_input_only is '" + value +
                                 "', expected yes or no");
      m.canonical_input_only = value == "yes";
    }
  }
  for (const std::string& key : keys)
    if (!seen[key]) throw std::runtime_error(path + ": no '" + key + "'");
  if (m.rule_sets.empty()) throw std::runtime_error(path + ": rule_sets is empty");
  if (m.contract.empty() || m.notation_fields.empty())
    throw std::runtime_error(path + ": contract and notation_fields must not be empty");
  if (m.contract.rfind("docs/", 0) != 0 || m.contract.size() < 9 ||
      m.contract.compare(m.contract.size() - 3, 3, ".md") != 0)
    throw std::runtime_error(path + ": contract '" + m.contract + "' is not a page of docs/");
  for (const auto& [key, value] :
       {std::pair<const char*, const std::string&>{"notation_clause", m.notation_clause},
        {"perft_clause", m.perft_clause}})
    if (!FixtureManifest::cites(value, m.contract) || value.find(' ') != std::string::npos)
      throw std::runtime_error(path + ": " + key + " '" + value + "' is not a section of " +
                               m.contract);
  if (!FixtureManifest::cites_docs(m.command_line_clause) ||
      m.command_line_clause.find(' ') != std::string::npos)
    throw std::runtime_error(path + ": command_line_clause '" + m.command_line_clause +
                             "' is not a section of a page of docs/");
  if (!m.open_clause.empty() && !FixtureManifest::cites(m.open_clause, m.contract))
    throw std::runtime_error(path + ": open_clause '" + m.open_clause + "' is not a section of " +
                             m.contract);
  if (m.open_clause.empty() && !m.contract_allows.empty())
    throw std::runtime_error(path + ": contract_allows needs an open_clause naming where");
  for (const std::string& form : m.contract_allows) {
    const std::string named = form.substr(0, form.find('('));
    const bool field = named.rfind("unbounded:", 0) == 0 &&
                       std::find(m.notation_fields.begin(), m.notation_fields.end(),
                                 named.substr(10)) != m.notation_fields.end();
    if (!field && form != "digit-runs-in-a-row" && form != "run-leading-zeros" &&
        form != "leading-zeros" && form != "plus-signs")
      throw std::runtime_error(path + ": contract_allows: unknown form '" + form + "'");
  }
  if (m.off_options.size() != m.parameter_columns.size())
    throw std::runtime_error(path + ": off_options needs one option per parameter column");
  for (const char* file : {"rule_vectors.tsv", "perft_start.tsv", "perft_positions.tsv"}) {
    const auto& columns = m.columns_of(file);
    if (m.rule_sets.size() > 1 &&
        std::find(columns.begin(), columns.end(), "rules") == columns.end())
      throw std::runtime_error(path + ": " + file +
                               " needs a rules column: the folder has several rule sets");
  }
  return m;
}

// Every game folder of `fixtures_dir` (each holding a manifest.tsv), by name.
inline std::vector<FixtureManifest> fixture_manifests(const std::string& fixtures_dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(fixtures_dir))
    if (entry.is_directory() && std::filesystem::exists(entry.path() / "manifest.tsv"))
      names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  std::vector<FixtureManifest> manifests;
  for (const std::string& name : names)
    manifests.push_back(read_fixture_manifest(fixtures_dir, name));
  return manifests;
}

inline std::vector<FixtureRow> read_fixture_rows(const std::string& fixtures_dir,
                                                 const FixtureManifest& folder,
                                                 const std::string& file) {
  const std::vector<std::string>& columns = folder.columns_of(file);
  std::vector<FixtureRow> rows;
  for (const TsvRow& tsv :
       read_tsv(fixtures_dir + "/" + folder.name + "/" + file, columns.size())) {
    FixtureRow row{tsv.where, int(rows.size()), {}};
    for (std::size_t i = 0; i < columns.size(); ++i) row.at[columns[i]] = tsv.fields[i];
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace minnaar::test
