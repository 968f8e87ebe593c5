#include "cli/output.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "cli/bad_input.h"

namespace minnaar {

void write_file(const std::string& path, const std::string& text) {
  std::error_code error;
  if (const auto dir = std::filesystem::path(path).parent_path(); !dir.empty())
    std::filesystem::create_directories(dir, error);
  // Written beside and renamed, so a reader never sees half a file.
  const std::string temporary = path + ".part";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (out) out.write(text.data(), std::streamsize(text.size()));
    if (!out) {
      const std::string why = std::strerror(errno);
      std::filesystem::remove(temporary, error);
      throw BadInput("cannot write " + path + ": " + why);
    }
  }
  std::filesystem::rename(temporary, path, error);
  if (error) {
    std::filesystem::remove(temporary, error);
    throw BadInput("cannot write " + path + ": " + error.message());
  }
}

void write_output(const std::string& text, const std::string& path) {
  if (path.empty()) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    return;
  }
  write_file(path, text);
  std::fprintf(stderr, "wrote %s\n", path.c_str());
}

}  // namespace minnaar
