#include "cli/output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "cli/bad_input.h"

namespace minnaar {
namespace fs = std::filesystem;
namespace {

// The file a path names: a symbolic link's target (so the link stays and
// the file it names is replaced), or the path itself.
fs::path file_named(const std::string& path) {
  fs::path at = path;
  std::error_code error;
  for (int hops = 0; hops < 40 && fs::is_symlink(at, error); ++hops) {
    const fs::path next = fs::read_symlink(at, error);
    if (error) break;
    at = next.is_absolute() ? next : at.parent_path() / next;
  }
  return at;
}

// Two names of one file, whether or not it exists yet.
bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code error;
  if (fs::exists(a, error) && fs::exists(b, error)) return fs::equivalent(a, b, error);
  const fs::path x = fs::weakly_canonical(a, error);
  if (error) return false;
  return x == fs::weakly_canonical(b, error) && !error;
}

std::string kind_of(fs::file_type type) {
  switch (type) {
    case fs::file_type::directory:
      return "a folder";
    case fs::file_type::character:
    case fs::file_type::block:
      return "a device";
    case fs::file_type::fifo:
      return "a pipe";
    case fs::file_type::socket:
      return "a socket";
    default:
      return "not a regular file";
  }
}

// The permissions a new file gets: those of the file it replaces, or what
// the process's umask leaves of rw-rw-rw-.
mode_t mode_for(const fs::path& target) {
  struct stat existing {};
  if (::stat(target.c_str(), &existing) == 0) return existing.st_mode & 07777;
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

std::string standard_output_failure() {
  const int error = errno;
  std::cout.flush();
  bool failed = !std::cout;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) failed = true;
  if (!failed) return "";
  const int cause = errno ? errno : error;
  return std::string("standard output could not be written") +
         (cause ? std::string(" (") + std::strerror(cause) + ")" : "");
}

}  // namespace

bool is_standard_output(const std::string& path) { return path.empty() || path == "-"; }

void check_output_path(const std::string& path, const std::vector<std::string>& inputs) {
  if (is_standard_output(path)) return;
  const fs::path target = file_named(path);
  std::error_code error;
  const fs::file_status status = fs::status(target, error);
  if (fs::exists(status) && status.type() != fs::file_type::regular)
    throw BadInput("--output '" + path + "' is " + kind_of(status.type()) +
                   ": only a regular file is written (or - for standard output)");
  // A database's side files count as the database: a file written where
  // its write-ahead log belongs would be read as one.
  for (const std::string& input : inputs)
    for (const char* side : {"", "-wal", "-shm", "-journal"}) {
      const std::string file = input + side;
      if (!same_file(file, target)) continue;
      throw BadInput(
          "--output '" + path + "' is " +
          (*side ? std::string("the ") + side + " file of the command's input '" + input + "'"
                 : "the command's input '" + input + "'") +
          ": an output is never written over what the command reads");
    }
}

OutputFile::OutputFile(const std::string& path, const std::vector<std::string>& inputs) {
  check_output_path(path, inputs);
  if (is_standard_output(path)) return;
  const fs::path target = file_named(path);
  path_ = path;
  std::error_code error;
  if (const fs::path folder = target.parent_path(); !folder.empty())
    fs::create_directories(folder, error);
  std::string name = target.string() + ".XXXXXX";
  const int fd = ::mkstemp(name.data());
  if (fd < 0) throw BadInput("cannot write '" + path + "': " + std::strerror(errno));
  ::fchmod(fd, mode_for(target));
  ::close(fd);
  temporary_ = name;
  file_.open(temporary_, std::ios::binary | std::ios::trunc);
  if (!file_) {
    const std::string why = std::strerror(errno);
    fs::remove(temporary_, error);
    temporary_.clear();
    throw BadInput("cannot write '" + path + "': " + why);
  }
}

OutputFile::~OutputFile() {
  if (temporary_.empty() || committed_) return;
  file_.close();
  std::error_code ignored;
  fs::remove(temporary_, ignored);
}

std::ostream& OutputFile::stream() {
  return to_file() ? static_cast<std::ostream&>(file_) : std::cout;
}

void OutputFile::commit() {
  if (!to_file()) {
    if (const std::string failure = standard_output_failure(); !failure.empty())
      throw BadInput(failure);
    return;
  }
  errno = 0;
  file_.flush();
  bool written = bool(file_);
  file_.close();
  written = written && !file_.fail();
  // The data on disk before the name points at it.
  if (written) {
    const int fd = ::open(temporary_.c_str(), O_RDONLY | O_CLOEXEC);
    written = fd >= 0 && ::fsync(fd) == 0;
    if (fd >= 0) ::close(fd);
  }
  const fs::path target = file_named(path_);
  std::error_code error;
  if (written) fs::rename(temporary_, target, error);
  if (!written || error) {
    const std::string why = error ? error.message() : errno ? std::strerror(errno) : "write failed";
    fs::remove(temporary_, error);
    throw BadInput("cannot write '" + path_ + "': " + why + " (what was there is unchanged)");
  }
  committed_ = true;
}

void write_file(const std::string& path, const std::string& text,
                const std::vector<std::string>& inputs) {
  OutputFile out(path, inputs);
  out.stream().write(text.data(), std::streamsize(text.size()));
  out.commit();
}

void write_output(const std::string& text, const std::string& path,
                  const std::vector<std::string>& inputs) {
  write_file(path, text, inputs);
  if (!is_standard_output(path)) std::fprintf(stderr, "wrote %s\n", path.c_str());
}

std::string finish_standard_output() { return standard_output_failure(); }

}  // namespace minnaar
