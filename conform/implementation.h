// The implementation under test: a command (the program and its own
// arguments) that answers the calls of the command-line contract. Each
// call is its own process with a deadline; a crash, a hang or garbage is
// an answer like any other, never a failure of the checker. Answers are
// kept: a call made twice (or by two threads at once) runs once.
//
//   Implementation impl({"./my-engine"}, rules_words(*game, "fixtures"), /*timeout_ms=*/10000);
//   Answer got = impl.run(call);
//   std::string again = impl.reproduce(call);   // "./my-engine perft --depth 3 --mfen '...'"
//   impl.calls();                                  // {runs, answers reused, seconds in runs}
#pragma once

#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "conform/call.h"

namespace minnaar::conform {

// What an implementation was asked: the processes run, the calls answered
// from what an earlier run said, and the time spent in runs.
struct CallCounts {
  int runs = 0;
  int reused = 0;
  double seconds = 0;  // summed over runs (wall time of each)
};

class Implementation {
 public:
  Implementation(std::vector<std::string> command, std::vector<std::string> rules, int timeout_ms)
      : command_(std::move(command)),
        rules_(std::move(rules)),
        timeout_ms_(timeout_ms),
        kept_(std::make_unique<Kept>()) {}

  // The answer to the call: run once, then kept (safe from many threads at
  // once; a call already running is waited for, not run again).
  Answer run(const Call& call) const;
  CallCounts calls() const;
  // Why the command cannot be started at all ("cannot run './engine': No
  // such file or directory"), or "" when it starts (then it is stopped at
  // once): every call would fail the same way, so no check is worth making.
  std::string start_problem() const;
  // The one shell line that makes the same call.
  std::string reproduce(const Call& call) const;
  const std::vector<std::string>& rules() const { return rules_; }

 private:
  Answer run_process(const std::vector<std::string>& arguments) const;

  struct Kept {
    std::mutex lock;
    std::map<std::vector<std::string>, std::shared_future<Answer>> answers;
    CallCounts counts;
  };

  std::vector<std::string> command_;
  std::vector<std::string> rules_;  // rules_words(): none for the default rule set
  int timeout_ms_;
  std::unique_ptr<Kept> kept_;
};

// A word as a POSIX shell reads it back: quoted unless it is plain.
std::string shell_word(const std::string& word);

}  // namespace minnaar::conform
