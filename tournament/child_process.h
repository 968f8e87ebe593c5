// A program run as a child process, its standard input, output and error
// on pipes: what the referee talks to. Reads and writes take a deadline and
// never block past it; standard error is drained all the time into a short
// tail, so a program that floods it neither stalls nor fills memory.
//
//   auto child = ChildProcess::start({"python3", "player.py"}, "fixtures/players");
//   if (!child) fail(child.error());                 // "cannot run 'python3': ..."
//   (*child)->write_line("hello 1", deadline);
//   std::string line;
//   if ((*child)->read_line(line, deadline) == ChildProcess::Read::kLine) use(line);
//   (*child)->stop(std::chrono::seconds(2));       // closes its input, then kills
//
// Invariants: every child runs in its own process group and is killed (the
// whole group) when its ChildProcess goes, at the latest; every child is
// started by one long-lived thread with PR_SET_PDEATHSIG, so a killed
// harness (even kill -9) takes its players with it, and a child's pipes are
// never inherited by another child (so each sees end of input when the
// harness closes it).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"

namespace minnaar::tournament {

using SteadyClock = std::chrono::steady_clock;

// How a child ended.
struct ExitStatus {
  bool signaled = false;
  int code = 0;  // exit status, or the signal's number
  // "exited with status 3", "killed by signal 11 (Segmentation fault)"
  std::string text() const;
};

class ChildProcess {
 public:
  // The longest line read_line() returns (PROTOCOL §1: 1 MiB).
  static constexpr std::size_t kMaxLine = 1 << 20;
  // What error_tail() keeps.
  static constexpr std::size_t kTailLines = 20;
  static constexpr std::size_t kTailLineBytes = 400;

  // Starts `argv` with `directory` as its working directory. argv[0] is
  // looked up on PATH unless it holds a slash (then it is relative to
  // `directory`). The error says what could not be run and why.
  static Expected<std::unique_ptr<ChildProcess>, std::string> start(
      const std::vector<std::string>& argv, const std::string& directory);

  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();  // kills the process group if it still runs

  enum class Read {
    kLine,     // `line` holds the next line, without "\n" or "\r\n"
    kTimeout,  // none before the deadline
    kClosed,   // the child closed its output (exited, most likely)
    kTooLong,  // a line longer than kMaxLine
  };
  Read read_line(std::string& line, SteadyClock::time_point deadline);
  // Everything the child writes on its standard output until it closes it
  // (kClosed), appended to `out` byte for byte; kTimeout at the deadline,
  // kTooLong past `limit` bytes.
  Read read_to_end(std::string& out, SteadyClock::time_point deadline,
                   std::size_t limit = 64 << 20);
  // Closes the child's standard input: it reads end of input.
  void close_input();

  // Whether a whole line is already waiting (reads what is there, never
  // blocks).
  bool line_waiting();

  // Writes `line` and a newline. False when the child no longer reads its
  // input (closed or exited) or does not take it before the deadline.
  bool write_line(std::string_view line, SteadyClock::time_point deadline);

  // The last lines the child wrote on its standard error (after reading
  // what is there now), joined by newlines.
  std::string error_tail();
  // Reads standard error until the child closes it or `deadline`.
  void drain_errors(SteadyClock::time_point deadline);

  // The exit status if the child has ended within `wait`.
  std::optional<ExitStatus> wait_exit(std::chrono::milliseconds wait);
  // Closes the child's input, waits up to `grace` for it to end, then kills
  // its process group. Returns how it ended.
  ExitStatus stop(std::chrono::milliseconds grace);

  pid_t pid() const { return pid_; }

 private:
  ChildProcess() = default;
  // Waits for readable output or error, or writable input (when
  // `want_input`), until `deadline`; reads what arrives into the buffers.
  // False on timeout.
  bool pump(SteadyClock::time_point deadline, bool want_input);
  void read_output();  // what standard output holds now
  void read_errors();
  void keep_error_line(std::string_view line);

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;
  std::string out_buffer_;
  std::size_t out_scanned_ = 0;  // bytes of out_buffer_ known to hold no '\n'
  bool out_closed_ = false;
  std::string err_partial_;
  std::deque<std::string> err_tail_;
  std::optional<ExitStatus> status_;
};

}  // namespace minnaar::tournament
