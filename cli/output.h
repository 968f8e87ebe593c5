// Where a command's document goes: standard output, or a file named by
// --output (its folder made if missing), in which case standard error says
// where. A file that cannot be written is BadInput naming it.
#pragma once

#include <string>

namespace minnaar {

void write_output(const std::string& text, const std::string& path);

// Writes `text` to the file at `path` (its folder made if missing), beside
// it first and then renamed, so a reader never sees half a file; BadInput
// naming the file and why when it cannot.
void write_file(const std::string& path, const std::string& text);

}  // namespace minnaar
