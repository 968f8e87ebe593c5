// Reads the tab-separated fixture files of fixtures/ (see fixtures/README.md):
// one record per line, '#' comments and blank lines skipped.
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace minnaar::test {

struct TsvRow {
  std::string where;  // "<path>:<line>", for failure messages
  std::vector<std::string> fields;
};

// Every record of the file, each with exactly `columns` fields; a missing
// file or a malformed line throws with the path and line number.
inline std::vector<TsvRow> read_tsv(const std::string& path, std::size_t columns) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<TsvRow> rows;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    TsvRow row{path + ":" + std::to_string(number), {}};
    for (std::size_t start = 0;;) {
      const std::size_t tab = line.find('\t', start);
      row.fields.push_back(line.substr(start, tab - start));
      if (tab == std::string::npos) break;
      start = tab + 1;
    }
    if (row.fields.size() != columns)
      throw std::runtime_error(row.where + ": " + std::to_string(row.fields.size()) +
                               " tab-separated fields, expected " + std::to_string(columns));
    rows.push_back(std::move(row));
  }
  return rows;
}

inline std::string fixture_path(const std::string& relative) {
  return std::string(MINNAAR_FIXTURES_DIR) + "/" + relative;
}

}  // namespace minnaar::test
