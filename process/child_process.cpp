#include "process/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

extern char** environ;

namespace minnaar::process {
namespace {

// A write to a child that has gone must fail with EPIPE, not kill us.
void ignore_sigpipe() {
  static std::once_flag once;
  std::call_once(once, [] { std::signal(SIGPIPE, SIG_IGN); });
}

// A descriptor that tells when a process has ended (readable then), or -1
// where the kernel has no pidfd_open (before Linux 5.3).
int open_pidfd(pid_t pid) { return int(::syscall(SYS_pidfd_open, pid, 0)); }

// ----------------------------------------------------------- supervisor
//
// Everything below runs in the supervisor: the harness's child, forked
// from a multi-threaded program and never exec'd, so it calls only
// async-signal-safe functions (system calls): no allocation, no locks, no
// C++ library.

// Closes every descriptor from 3 up except `keep_a` and `keep_b`.
void close_all_but(int keep_a, int keep_b) {
  const unsigned a = unsigned(std::min(keep_a, keep_b)), b = unsigned(std::max(keep_a, keep_b));
  const auto close_between = [](unsigned first, unsigned last) {
    if (first > last) return;
    if (::syscall(SYS_close_range, first, last, 0) == 0) return;
    for (unsigned fd = first; fd <= last && fd < 65536; ++fd) ::close(int(fd));
  };
  close_between(3, a - 1);
  close_between(a + 1, b - 1);
  close_between(b + 1, ~0U);
}

// Sends SIGKILL to every child of this (single-threaded) process, as
// /proc/thread-self/children lists them. False when that file cannot be
// read (a kernel without CONFIG_PROC_CHILDREN).
bool kill_children() {
  const int fd = ::open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buffer[4096];
  pid_t pid = 0;  // the number being read, across reads
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    for (ssize_t i = 0; i < got; ++i) {
      if (buffer[i] >= '0' && buffer[i] <= '9') {
        pid = pid * 10 + (buffer[i] - '0');
      } else {
        if (pid > 0) ::kill(pid, SIGKILL);
        pid = 0;
      }
    }
  }
  if (pid > 0) ::kill(pid, SIGKILL);
  ::close(fd);
  return true;
}

// Kills the player's process group and then every process left under the
// supervisor, reaping each; returns the player's raw wait status. The
// supervisor is a child subreaper, so every descendant of the player whose
// parent dies re-parents to it, in whatever session or group it has moved
// to: when waitpid() says there are no children left, there are no
// descendants left either. The group is killed before the player is
// reaped, while its number cannot belong to anyone else.
int kill_everything(pid_t player) {
  ::kill(-player, SIGKILL);
  int player_raw = 0;
  bool can_list = true;
  for (;;) {
    if (can_list) can_list = kill_children();
    int raw = 0;
    // Without the list of children only the player is waited for: its
    // orphans (if any) are beyond reach and left to init.
    const pid_t got = ::waitpid(can_list ? -1 : player, &raw, 0);
    if (got == player) {
      player_raw = raw;
      if (!can_list) break;
    }
    if (got < 0 && errno != EINTR) break;  // ECHILD: none left
  }
  return player_raw;
}

// Ends the supervisor as the player ended: the same exit status, or the
// same signal (without a core file: the player's crash is what counts).
[[noreturn]] void end_like(int raw) {
  if (WIFSIGNALED(raw)) {
    const int signal = WTERMSIG(raw);
    const rlimit no_core{0, 0};
    ::setrlimit(RLIMIT_CORE, &no_core);
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    ::sigaction(signal, &dfl, nullptr);
    ::kill(::getpid(), signal);
    ::_exit(128 + signal);  // a signal whose default is not to end
  }
  ::_exit(WIFEXITED(raw) ? WEXITSTATUS(raw) : 127);
}

// The supervisor's whole life; see child_process.h. Descriptors 0, 1, 2
// are the player's pipes; `report` carries errno if the player cannot be
// run (closed at its exec otherwise); `lifeline` reaches end of file when
// the harness closes it (stop) or dies, however it dies.
[[noreturn]] void supervise(const char* program, char* const* args, const char* dir, int report,
                            int lifeline) {
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  const pid_t supervisor = ::getpid();
  const pid_t player = ::fork();
  if (player == 0) {
    // The player: killed with the supervisor, in its own process group.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != supervisor) ::_exit(127);
    ::setpgid(0, 0);
    ::close(lifeline);
    int failure = 0;
    if (::chdir(dir) != 0) failure = errno;
    if (!failure) {
      ::execve(program, args, environ);
      failure = errno;
    }
    const ssize_t ignored = ::write(report, &failure, sizeof failure);
    (void)ignored;
    ::_exit(127);
  }
  if (player < 0) {
    const int failure = errno;
    const ssize_t ignored = ::write(report, &failure, sizeof failure);
    (void)ignored;
    ::_exit(127);
  }
  // The player's pipes are the player's alone: it sees the end of its
  // input when the harness closes it, the harness the end of its output
  // when the player's processes are gone.
  ::close(report);
  for (int fd : {0, 1, 2}) ::close(fd);
  // Set up before the player is waited for, so it cannot be missed.
  ::setpgid(player, player);
  const int pidfd = open_pidfd(player);
  for (;;) {
    pollfd fds[2] = {{lifeline, POLLIN, 0}, {pidfd, POLLIN, 0}};
    // Without a pidfd, the player's end is looked for every 20 ms.
    const int ready = ::poll(fds, pidfd >= 0 ? 2 : 1, pidfd >= 0 ? -1 : 20);
    if (ready < 0 && errno != EINTR) break;
    if (ready > 0 && fds[0].revents) break;  // the harness is done with it
    siginfo_t info{};
    // WNOWAIT: not reaped, so its process group is still its own.
    if (::waitid(P_PID, id_t(player), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == player)
      break;
  }
  end_like(kill_everything(player));
}

// argv[0] of the harness's own program image run anew as a supervisor.
constexpr const char* kSupervisorName = "minnaar-player-supervisor";

// A program that holds this file is a supervisor when start() runs it so
// (through /proc/self/exe): before main() and before the program's own
// static objects are made, it supervises and never returns. Its argv: the
// name, the report and lifeline descriptors, the working directory, the
// program to run, that program's argv. (glibc passes argc and argv to
// constructors.)
__attribute__((constructor(101))) void supervise_if_asked(int argc, char** argv, char**) {
  if (argc < 6 || std::strcmp(argv[0], kSupervisorName) != 0) return;
  const int report = std::atoi(argv[1]), lifeline = std::atoi(argv[2]);
  // Neither is the player's: both close at its exec.
  for (int fd : {report, lifeline}) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  supervise(argv[4], argv + 5, argv[3], report, lifeline);
}

std::string errno_text(int error) { return std::strerror(error); }

// argv[0] as the child will execute it: found on PATH unless it holds a
// slash. Empty when not found.
std::string resolve_program(const std::string& name) {
  if (name.find('/') != std::string::npos) return name;
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/local/bin:/usr/bin:/bin";
  std::size_t begin = 0;
  for (;;) {
    const std::size_t end = dirs.find(':', begin);
    // (An empty entry is the working directory.)
    std::string candidate =
        dirs.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
    if (candidate.empty()) candidate.push_back('.');
    candidate.append("/").append(name);
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
    if (end == std::string::npos) return "";
    begin = end + 1;
  }
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

ExitStatus status_of(int raw) {
  if (WIFSIGNALED(raw)) return {true, WTERMSIG(raw)};
  return {false, WEXITSTATUS(raw)};
}

}  // namespace

std::string ExitStatus::text() const {
  if (!signaled) return "exited with status " + std::to_string(code);
  const char* name = strsignal(code);
  return "killed by signal " + std::to_string(code) + (name ? std::string(" (") + name + ")" : "");
}

Expected<std::unique_ptr<ChildProcess>, std::string> ChildProcess::start(
    const std::vector<std::string>& argv, const std::string& directory) {
  if (argv.empty() || argv[0].empty()) return Unexpected{std::string("the command is empty")};
  const std::string program = resolve_program(argv[0]);
  if (program.empty()) return Unexpected{"cannot run '" + argv[0] + "': not found on PATH"};
  // Everything the child needs is made before fork(): between fork() and
  // exec() it may only call async-signal-safe functions.
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const char* dir = directory.empty() ? "." : directory.c_str();

  ignore_sigpipe();
  int in[2], out[2], err[2], report[2], lifeline[2];
  int made = 0;  // pipes made
  for (int* p : {in, out, err, report, lifeline}) {
    if (pipe2(p, O_CLOEXEC) != 0) break;
    ++made;
  }
  const auto close_pipes = [&] {
    for (int* p : {in, out, err, report, lifeline})
      if (made-- > 0) ::close(p[0]), ::close(p[1]);
  };
  if (made < 5) {
    const int e = errno;
    close_pipes();
    return Unexpected{"cannot run '" + argv[0] + "': pipe: " + errno_text(e)};
  }
  // The supervisor runs the harness's program image anew, so that it does
  // not keep (copy-on-write) the harness's memory as it was at the fork.
  const std::string report_fd = std::to_string(report[1]),
                    lifeline_fd = std::to_string(lifeline[0]);
  std::vector<char*> supervisor_args = {const_cast<char*>(kSupervisorName),
                                        const_cast<char*>(report_fd.c_str()),
                                        const_cast<char*>(lifeline_fd.c_str()),
                                        const_cast<char*>(dir), const_cast<char*>(program.c_str())};
  supervisor_args.insert(supervisor_args.end(), args.begin(), args.end());
  const pid_t pid = fork();
  if (pid < 0) {
    const int e = errno;
    close_pipes();
    return Unexpected{"cannot run '" + argv[0] + "': fork: " + errno_text(e)};
  }
  if (pid == 0) {
    // The supervisor: async-signal-safe calls only. Its own process
    // group, the default handling of every signal (the harness's handlers
    // are not its own), nothing blocked, and no descriptor of the harness
    // but the two it needs: another player's pipes must not stay open in it.
    ::setpgid(0, 0);
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; ++signal) ::sigaction(signal, &dfl, nullptr);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(err[1], 2) < 0) {
      const int failure = errno;
      const ssize_t ignored = write(report[1], &failure, sizeof failure);
      (void)ignored;
      _exit(127);
    }
    close_all_but(report[1], lifeline[0]);
    for (int fd : {report[1], lifeline[0]}) ::fcntl(fd, F_SETFD, 0);
    ::execve("/proc/self/exe", supervisor_args.data(), environ);
    // No /proc, say: the fork supervises as it is.
    for (int fd : {report[1], lifeline[0]}) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    supervise(program.c_str(), args.data(), dir, report[1], lifeline[0]);
  }
  ::setpgid(pid, pid);  // (also done by the child: whichever comes first)
  for (int fd : {in[0], out[1], err[1], report[1], lifeline[0]}) ::close(fd);
  // The report pipe closes at the player's exec (success) or carries errno
  // (failure).
  int failure = 0;
  ssize_t got;
  do got = ::read(report[0], &failure, sizeof failure);
  while (got < 0 && errno == EINTR);
  ::close(report[0]);
  if (got == sizeof failure) {
    int raw = 0;
    while (waitpid(pid, &raw, 0) < 0 && errno == EINTR) {
    }
    for (int fd : {in[1], out[0], err[0], lifeline[1]}) ::close(fd);
    const bool in_dir = failure == ENOENT && program.find('/') != std::string::npos;
    std::string error = "cannot run '" + argv[0] + "'";
    if (in_dir) error.append(" in '").append(dir).append("'");
    error.append(": ").append(errno_text(failure));
    return Unexpected{error};
  }
  std::unique_ptr<ChildProcess> child(new ChildProcess);
  child->pid_ = pid;
  child->in_ = in[1];
  child->out_ = out[0];
  child->err_ = err[0];
  child->lifeline_ = lifeline[1];
  child->pidfd_ = open_pidfd(pid);
  for (int fd : {child->in_, child->out_, child->err_})
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  return child;
}

ChildProcess::~ChildProcess() {
  if (pid_ > 0 && !status_) stop(std::chrono::milliseconds(0));
  close_fd(in_);
  close_fd(out_);
  close_fd(err_);
  close_fd(lifeline_);
  close_fd(pidfd_);
}

void ChildProcess::keep_error_line(std::string_view line) {
  if (line.size() > kTailLineBytes)
    err_tail_.emplace_back(std::string(line.substr(0, kTailLineBytes)) + "...");
  else
    err_tail_.emplace_back(line);
  if (err_tail_.size() > kTailLines) err_tail_.pop_front();
}

void ChildProcess::read_errors() {
  char buffer[16384];
  for (;;) {
    const ssize_t got = ::read(err_, buffer, sizeof buffer);
    if (got > 0) {
      std::string_view chunk(buffer, std::size_t(got));
      for (;;) {
        const std::size_t nl = chunk.find('\n');
        if (nl == std::string_view::npos) {
          // Only the start of an overlong line is kept.
          if (err_partial_.size() < kTailLineBytes + 8)
            err_partial_.append(chunk.substr(0, kTailLineBytes + 8 - err_partial_.size()));
          break;
        }
        if (err_partial_.size() < kTailLineBytes + 8)
          err_partial_.append(chunk.substr(0, std::min(nl, kTailLineBytes + 8)));
        if (!err_partial_.empty() && err_partial_.back() == '\r') err_partial_.pop_back();
        keep_error_line(err_partial_);
        err_partial_.clear();
        chunk.remove_prefix(nl + 1);
      }
      continue;
    }
    if (got == 0) {
      if (!err_partial_.empty()) keep_error_line(err_partial_);
      err_partial_.clear();
      close_fd(err_);
    } else if (errno == EINTR) {
      continue;
    }
    return;
  }
}

bool ChildProcess::pump(SteadyClock::time_point deadline, bool want_input) {
  pollfd fds[4];
  int n = 0;
  int out_at = -1, err_at = -1, in_at = -1, ended_at = -1;
  if (out_ >= 0 && !out_closed_) fds[out_at = n++] = {out_, POLLIN, 0};
  if (err_ >= 0) fds[err_at = n++] = {err_, POLLIN, 0};
  if (want_input && in_ >= 0) fds[in_at = n++] = {in_, POLLOUT, 0};
  // The player's own end, not its pipes', ends a wait: a process it
  // started may hold them open after it (until the supervisor kills it).
  if (pidfd_ >= 0 && !ended_ && n > 0) fds[ended_at = n++] = {pidfd_, POLLIN, 0};
  if (n == 0) return false;
  // Rounded up, so that a deadline less than a millisecond away still
  // waits; a deadline passed does not wait at all.
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - SteadyClock::now());
  const int timeout = int(std::clamp<std::int64_t>(left.count(), 0, 1 << 30));
  const int ready = ::poll(fds, nfds_t(n), timeout);
  if (ready < 0) return errno == EINTR;
  if (ready == 0) return false;
  if (err_at >= 0 && fds[err_at].revents) read_errors();
  if (out_at >= 0 && fds[out_at].revents) read_output();
  if (ended_at >= 0 && fds[ended_at].revents) {
    // What it wrote before it ended is read; nothing more will come.
    ended_ = true;
    if (err_ >= 0) read_errors();
    while (out_ >= 0 && !out_closed_ && out_buffer_.size() <= 2 * kMaxLine) {
      const std::size_t had = out_buffer_.size();
      read_output();
      if (out_buffer_.size() == had) break;  // empty, though still open
    }
    out_closed_ = true;
  }
  (void)in_at;
  return true;
}

void ChildProcess::read_output() {
  char buffer[65536];
  for (;;) {
    const ssize_t got = ::read(out_, buffer, sizeof buffer);
    if (got > 0) {
      out_buffer_.append(buffer, std::size_t(got));
      // A short read took all there was: no second call to learn that.
      if (std::size_t(got) < sizeof buffer || out_buffer_.size() > 2 * kMaxLine) return;
      continue;
    }
    if (got == 0) out_closed_ = true;
    if (got < 0 && errno == EINTR) continue;
    return;
  }
}

bool ChildProcess::line_waiting() {
  if (out_buffer_.find('\n', out_scanned_) != std::string::npos) return true;
  // One read that does not wait (no poll first: there is rarely anything).
  if (out_ >= 0 && !out_closed_) read_output();
  return out_buffer_.find('\n', out_scanned_) != std::string::npos;
}

ChildProcess::Read ChildProcess::read_line(std::string& line, SteadyClock::time_point deadline) {
  for (;;) {
    const std::size_t nl = out_buffer_.find('\n', out_scanned_);
    if (nl != std::string::npos) {
      if (nl > kMaxLine + 1) return Read::kTooLong;
      line.assign(out_buffer_, 0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      out_buffer_.erase(0, nl + 1);
      out_scanned_ = 0;
      return Read::kLine;
    }
    out_scanned_ = out_buffer_.size();
    if (out_buffer_.size() > kMaxLine + 1) return Read::kTooLong;
    if (out_closed_) {
      if (out_buffer_.empty()) return Read::kClosed;
      line = std::move(out_buffer_);  // a last line without its newline
      out_buffer_.clear();
      out_scanned_ = 0;
      return Read::kLine;
    }
    if (!pump(deadline, false) && SteadyClock::now() >= deadline) return Read::kTimeout;
  }
}

ChildProcess::Read ChildProcess::read_to_end(std::string& out, SteadyClock::time_point deadline,
                                             std::size_t limit) {
  for (;;) {
    out += out_buffer_;
    out_buffer_.clear();
    out_scanned_ = 0;
    if (out.size() > limit) return Read::kTooLong;
    if (out_closed_) return Read::kClosed;
    if (!pump(deadline, false) && SteadyClock::now() >= deadline) return Read::kTimeout;
  }
}

void ChildProcess::close_input() { close_fd(in_); }

bool ChildProcess::write_line(std::string_view line, SteadyClock::time_point deadline) {
  std::string text;
  text.reserve(line.size() + 1);
  text.append(line).push_back('\n');
  std::size_t done = 0;
  while (done < text.size()) {
    if (in_ < 0 || ended_) return false;
    const ssize_t put = ::write(in_, text.data() + done, text.size() - done);
    if (put > 0) {
      done += std::size_t(put);
      continue;
    }
    if (put < 0 && errno == EINTR) continue;
    if (put < 0 && errno != EAGAIN) return false;  // EPIPE: it no longer reads
    // Its input is full: keep reading its output meanwhile, so that a
    // child blocked on writing cannot deadlock with us.
    if (!pump(deadline, true) && SteadyClock::now() >= deadline) return false;
  }
  return true;
}

std::string ChildProcess::error_tail() {
  if (err_ >= 0) read_errors();
  std::string text;
  for (const std::string& line : err_tail_) text += (text.empty() ? "" : "\n") + line;
  if (!err_partial_.empty()) text += (text.empty() ? "" : "\n") + err_partial_;
  return text;
}

void ChildProcess::drain_errors(SteadyClock::time_point deadline) {
  while (err_ >= 0 && SteadyClock::now() < deadline) {
    pollfd fd{err_, POLLIN, 0};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - SteadyClock::now());
    if (::poll(&fd, 1, int(std::max<std::int64_t>(0, left.count()))) <= 0) return;
    read_errors();
  }
}

std::optional<ExitStatus> ChildProcess::wait_exit(std::chrono::milliseconds wait) {
  if (status_) return status_;
  const auto deadline = SteadyClock::now() + wait;
  auto pause = std::chrono::microseconds(50);
  for (;;) {
    int raw = 0;
    const pid_t got = waitpid(pid_, &raw, WNOHANG);
    if (got == pid_) {
      status_ = status_of(raw);
      return status_;
    }
    if (got < 0 && errno != EINTR) {
      status_ = ExitStatus{false, -1};
      return status_;
    }
    if (SteadyClock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(10000));
  }
}

ExitStatus ChildProcess::stop(std::chrono::milliseconds grace) {
  close_fd(in_);
  if (!status_ && !wait_exit(grace)) {
    // The supervisor kills the player and everything it started, then
    // ends as the player did (SIGKILL).
    close_fd(lifeline_);
    if (!wait_exit(std::chrono::milliseconds(2000))) {
      // A supervisor that does not end (a process it waits for cannot be
      // killed): killed itself, its group first, before it is reaped
      // (afterwards the group's number may belong to someone else).
      ::kill(-pid_, SIGKILL);
      ::kill(pid_, SIGKILL);
      int raw = 0;
      while (waitpid(pid_, &raw, 0) < 0 && errno == EINTR) {
      }
      status_ = status_of(raw);
    }
  }
  close_fd(lifeline_);
  return *status_;
}

}  // namespace minnaar::process
