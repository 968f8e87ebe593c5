// Where a command's document goes: standard output (no --output, or "-"),
// or a file named by --output. A file is written beside its place under a
// temporary name and renamed over it only once complete, so a failed or
// interrupted command leaves what was there untouched and a reader never
// sees half a file. An output path is refused, before any work, when it
// names one of the command's inputs (a report written over its own
// database) or anything but a regular file (a folder, a device such as
// /dev/full, a pipe); a symbolic link is followed to the file it names,
// which is replaced. Every refusal and every failed write is BadInput (one
// line, exit 2) naming the file.
//
//   check_output_path(o.output, {o.db});   // early, before long work
//   write_output(report, o.output, {o.db});
//
//   OutputFile out(o.output, {o.db});      // a document streamed in parts
//   export_games(..., out.stream(), ...);
//   out.commit();                          // or nothing written on a throw
#pragma once

#include <fstream>
#include <iosfwd>
#include <string>
#include <vector>

namespace minnaar {

// True when `path` means standard output: empty (no --output) or "-".
bool is_standard_output(const std::string& path);

// Refuses (BadInput) an output path that names one of `inputs` or
// something other than a regular file; standard output always passes.
void check_output_path(const std::string& path, const std::vector<std::string>& inputs = {});

// A document written to standard output or, atomically, to a file.
class OutputFile {
 public:
  OutputFile(const std::string& path, const std::vector<std::string>& inputs = {});
  ~OutputFile();  // an uncommitted file's temporary is removed
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  std::ostream& stream();
  // Flushes, checks every write and renames the file into place; BadInput
  // naming the file and why when anything failed.
  void commit();
  bool to_file() const { return !temporary_.empty(); }

 private:
  std::string path_;       // the file's place (links followed), or "" for stdout
  std::string temporary_;  // the file being written beside it
  std::ofstream file_;
  bool committed_ = false;
};

// Writes `text` to standard output, or to the file at `path` (saying on
// standard error where), as OutputFile does.
void write_output(const std::string& text, const std::string& path,
                  const std::vector<std::string>& inputs = {});

// Writes `text` to the file at `path` (its folder made if missing) as
// OutputFile does, without a word on standard error.
void write_file(const std::string& path, const std::string& text,
                const std::vector<std::string>& inputs = {});

// Flushes standard output (stdio and iostreams) and closes it: the last
// writes of every command are checked here. The reason when anything
// written to it was lost (a full disk, a closed pipe), or empty.
std::string finish_standard_output();

}  // namespace minnaar
