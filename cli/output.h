// Where a command's document goes: standard output, or a file named by
// --output (its folder made if missing), in which case standard error says
// where. A file that cannot be written is BadInput naming it.
#pragma once

#include <string>

namespace minnaar {

void write_output(const std::string& text, const std::string& path);

}  // namespace minnaar
