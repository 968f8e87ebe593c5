// Bad input from the user (a bad option, position, move, file or config):
// every command throws it, and main() turns it into one line on stderr
// and exit status 2, with nothing on stdout.
#pragma once

#include <stdexcept>

namespace minnaar {

inline constexpr int kBadInputStatus = 2;

class BadInput : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace minnaar
