#include "cli/paths.h"

#include <filesystem>
#include <system_error>

#include "cli/bad_input.h"
#include "tournament/store/game_store.h"

namespace minnaar {

namespace fs = std::filesystem;

void prepare_database_path(const std::string& path, const std::string& option) {
  std::error_code error;
  if (fs::is_directory(path, error))
    throw BadInput(option + ": '" + path + "' is a folder, not a database file");
  const fs::path folder = fs::path(path).parent_path();
  if (folder.empty()) return;
  // The nearest part of the path that exists must be a folder.
  for (fs::path at = folder; !at.empty(); at = at.parent_path()) {
    if (fs::exists(at, error)) {
      if (!fs::is_directory(at, error))
        throw BadInput(option + ": '" + path + "' lies under '" + at.string() +
                       "', which is a file, not a folder");
      break;
    }
    if (at == at.parent_path()) break;
  }
  fs::create_directories(folder, error);
  if (error)
    throw BadInput(option + ": cannot make the folder '" + folder.string() + "' of '" + path +
                   "': " + error.message());
}

void check_database_file(const std::string& path) {
  if (const std::string problem = tournament::database_file_problem(path); !problem.empty())
    throw BadInput(problem);
}

}  // namespace minnaar
