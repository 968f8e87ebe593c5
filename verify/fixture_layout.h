// How the fixture files of each game folder of fixtures/ are laid out
// (fixtures/README.md): their columns, and how a row names its rule set.
// The conformance tests and `minnaar conform` read the files through it.
//
//   for (const FixtureRow& row : read_fixture_rows(dir, fixture_layout("minnaar"),
//                                                  "rule_vectors.tsv")) use(row.at("mfen"));
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "verify/tsv.h"

namespace minnaar::test {

struct FixtureLayout {
  std::string name;  // fixtures/<name>/
  // The columns of rule_vectors.tsv, perft_start.tsv and perft_positions.tsv.
  // A row names its rule set in a `rules` column and the anti-stall setting
  // in an `anti_stall` column (`on`, or `off` for the game parameter
  // anti_stall=false); a file without a `rules` column is all of
  // default_rules, and one without `anti_stall` runs with the game's
  // defaults.
  std::vector<std::string> vector_columns, start_columns, position_columns;
  std::string default_rules;  // empty: every file must have a `rules` column
  // The rule sets the folder's rows may name (a row naming another is refused).
  std::vector<std::string> rule_sets;

  const std::vector<std::string>& columns_of(const std::string& file) const {
    if (file == "rule_vectors.tsv") return vector_columns;
    if (file == "perft_start.tsv") return start_columns;
    if (file == "perft_positions.tsv") return position_columns;
    throw std::invalid_argument("no fixture file '" + file + "' in " + name);
  }
};

inline const std::vector<FixtureLayout>& fixture_layouts() {
  static const std::vector<FixtureLayout> table = {
      {"minnaar",
       {"name", "clause", "mfen", "moves", "expect_mfen", "expect_result"},
       {"mfen", "depth", "nodes"},
       {"phase", "mfen", "depth", "nodes", "divide"},
       "minnaar",
       {"minnaar"}},
      {"playtest",
       {"name", "clause", "rules", "anti_stall", "mfen", "moves", "expect_mfen", "expect_result"},
       {"rules", "mfen", "depth", "nodes"},
       {"rules", "anti_stall", "phase", "mfen", "depth", "nodes", "divide"},
       "",
       {"playtest-standard", "playtest-contemplative"}},
      {"sovereign",
       {"name", "clause", "mfen", "moves", "expect_mfen", "expect_result"},
       {"mfen", "depth", "nodes"},
       {"phase", "mfen", "depth", "nodes", "divide"},
       "sovereign",
       {"sovereign"}},
      {"schachen",
       {"name", "clause", "mfen", "moves", "expect_mfen", "expect_result"},
       {"deal", "mfen", "depth", "nodes"},
       {"phase", "mfen", "depth", "nodes", "divide"},
       "schachen",
       {"schachen"}},
  };
  return table;
}

inline const FixtureLayout& fixture_layout(const std::string& name) {
  for (const FixtureLayout& layout : fixture_layouts())
    if (layout.name == name) return layout;
  throw std::invalid_argument("no fixture folder '" + name + "'");
}

// One record of a fixture file, by column name.
struct FixtureRow {
  std::string where;  // "<path>:<line>"
  int number;         // 0-based among the file's records
  std::map<std::string, std::string> at;
};

inline std::vector<FixtureRow> read_fixture_rows(const std::string& fixtures_dir,
                                                 const FixtureLayout& layout,
                                                 const std::string& file) {
  const std::vector<std::string>& columns = layout.columns_of(file);
  std::vector<FixtureRow> rows;
  for (const TsvRow& tsv :
       read_tsv(fixtures_dir + "/" + layout.name + "/" + file, columns.size())) {
    FixtureRow row{tsv.where, int(rows.size()), {}};
    for (std::size_t i = 0; i < columns.size(); ++i) row.at[columns[i]] = tsv.fields[i];
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace minnaar::test
