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
// Invariants:
// - A child is a program and every process it starts: each runs under a
//   supervisor, a process of the harness forked for it alone (in its own
//   process group) that is a child subreaper (PR_SET_CHILD_SUBREAPER).
//   The program itself runs in another process group, with
//   PR_SET_PDEATHSIG towards the supervisor. Every process the program
//   starts re-parents to the supervisor when its parent dies, whatever
//   session or group it moved to (setsid, double fork), never to init.
// - When the program ends (it exits, crashes or is killed), the
//   supervisor kills its process group, then kills and reaps every process
//   left under it until none is left, then ends as the program did: the
//   same exit status or signal. pid() is the supervisor's; the status it
//   reports is the program's.
// - Only supervisors are subreapers, never the harness itself: each
//   adopts the orphans of its own program alone, so that a program's end
//   kills nothing another program started, and the harness's other
//   children (popen, tests' forks) keep their usual parents and waits.
// - A supervisor is the harness's own program image run anew
//   (/proc/self/exe, argv[0] "minnaar-player-supervisor"), which
//   supervises before main() and keeps none of the harness's memory;
//   without /proc it supervises as the bare fork it is (and then keeps,
//   copy-on-write, the harness's pages of the moment it was forked).
// - stop() and the destructor close the supervisor's lifeline pipe: it
//   kills the program and everything it started as above. A harness that
//   dies in any way, even by kill -9, closes the lifeline too (the kernel
//   closes its descriptors), so its players' whole trees go with it.
//   What is not covered: a supervisor killed itself with SIGKILL by
//   someone else (its program then dies by PR_SET_PDEATHSIG, but processes
//   the program moved to another process group outlive it, re-parented to
//   init), and a kernel without /proc/<pid>/task/<tid>/children (then only
//   the program's process group is killed).
// - A read waits for the program's end as well as for its output: once
//   the supervisor has ended, what the pipes hold is read and the output
//   counts as closed, even if some process still holds the pipe open.
// - A child's pipes are never inherited by another child (each sees end
//   of input when the harness closes it), and no zombie is left: every
//   process is reaped by its supervisor, every supervisor by the harness.
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

namespace minnaar::process {

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
  // The longest line read_line() returns (docs/players.md#lines: 1 MiB).
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
  ~ChildProcess();  // kills it and every process it started if it still runs

  enum class Read {
    kLine,     // `line` holds the next line, without "\n" or "\r\n"
    kTimeout,  // none before the deadline
    kClosed,   // the child closed its output, or ended
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
  // it and every process it started. Returns how it ended.
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

  pid_t pid_ = -1;  // the supervisor's
  int in_ = -1, out_ = -1, err_ = -1;
  int lifeline_ = -1;   // closed: the supervisor kills everything and ends
  int pidfd_ = -1;      // readable once the supervisor has ended; -1 if unknown
  bool ended_ = false;  // the supervisor has ended (seen on pidfd_)
  std::string out_buffer_;
  std::size_t out_scanned_ = 0;  // bytes of out_buffer_ known to hold no '\n'
  bool out_closed_ = false;
  std::string err_partial_;
  std::deque<std::string> err_tail_;
  std::optional<ExitStatus> status_;
};

}  // namespace minnaar::process
