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
// a long line its start and end likewise, cut between words (a list loses
// whole items), so a 100,000-character input quoted in an error still
// reads as a short line. What must not be lost goes first or last: a
// message quotes a long list through bounded_list() (engine/listing.h).
std::string readable_line(std::string_view message);

// Prints "minnaar: <readable_line(message)>" on stderr and returns
// kBadInputStatus: the one way bad input is reported, whichever command
// refused it (a message names its command when that helps: "tune: ...").
int report_bad_input(std::string_view message);

}  // namespace minnaar
