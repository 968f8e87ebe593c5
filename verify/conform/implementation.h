// The implementation under test: a command (the program and its own
// arguments) that answers the calls of the command-line contract. Each
// call is its own process with a deadline; a crash, a hang or garbage is
// an answer like any other, never a failure of the checker.
//
//   Implementation impl({"./my-engine"}, /*rules=*/"", /*timeout_ms=*/10000);
//   Answer got = impl.run(call);
//   std::string again = impl.reproduce(call);   // "./my-engine perft --depth 3 --mfen '...'"
#pragma once

#include <string>
#include <vector>

#include "verify/conform/call.h"

namespace minnaar::conform {

class Implementation {
 public:
  Implementation(std::vector<std::string> command, std::string rules, int timeout_ms)
      : command_(std::move(command)), rules_(std::move(rules)), timeout_ms_(timeout_ms) {}

  // Runs the call (safe from many threads at once).
  Answer run(const Call& call) const;
  // The one shell line that makes the same call.
  std::string reproduce(const Call& call) const;
  const std::string& rules() const { return rules_; }

 private:
  std::vector<std::string> command_;
  std::string rules_;  // passed as --rules; empty for the default rule set
  int timeout_ms_;
};

// A word as a POSIX shell reads it back: quoted unless it is plain.
std::string shell_word(const std::string& word);

}  // namespace minnaar::conform
