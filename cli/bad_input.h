// Bad input from the user (a bad option, position, move, file or config):
// every command throws it, and main() turns it into one line on stderr
// and exit status 2, with nothing on stdout.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace minnaar {

inline constexpr int kBadInputStatus = 2;

class BadInput : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `message` as one readable line: line breaks become spaces, a long word (a
// quoted position, a move list) keeps its start and end around a "…", and
// a long line its start and end likewise, so a 100,000-character input
// quoted in an error still reads as a short line.
std::string readable_line(std::string_view message);

// Prints "<who>: <readable_line(message)>" on stderr and returns
// kBadInputStatus: the one way bad input is reported.
int report_bad_input(std::string_view message, std::string_view who = "minnaar");

}  // namespace minnaar
