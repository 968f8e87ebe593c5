#include "tournament/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>

extern char** environ;

namespace minnaar::tournament {
namespace {

// Children are forked by this one thread, which lives as long as the
// program: PR_SET_PDEATHSIG fires when the thread that forked a child
// ends, and a worker thread of a tournament may end while a player it
// started is still in use by another.
class Launcher {
 public:
  // Never destroyed: its thread waits on it until the program ends.
  static Launcher& instance() {
    static Launcher* const launcher = new Launcher;
    return *launcher;
  }

  // Runs `task` on the launcher's thread and returns when it is done.
  void run(const std::function<void()>& task) {
    bool done = false;
    {
      std::lock_guard guard(lock_);
      jobs_.emplace_back([&] {
        task();
        std::lock_guard finished(lock_);
        done = true;
        finished_.notify_all();
      });
    }
    wake_.notify_one();
    std::unique_lock guard(lock_);
    finished_.wait(guard, [&] { return done; });
  }

 private:
  Launcher() {
    // A write to a child that has gone must fail with EPIPE, not kill us.
    std::signal(SIGPIPE, SIG_IGN);
    thread_ = std::thread([this] { loop(); });
    thread_.detach();
  }

  void loop() {
    for (;;) {
      std::function<void()> job;
      {
        std::unique_lock guard(lock_);
        wake_.wait(guard, [&] { return !jobs_.empty(); });
        job = std::move(jobs_.front());
        jobs_.pop_front();
      }
      job();
    }
  }

  std::mutex lock_;
  std::condition_variable wake_, finished_;
  std::deque<std::function<void()>> jobs_;
  std::thread thread_;
};

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

  std::unique_ptr<ChildProcess> child;
  std::string error;
  Launcher::instance().run([&] {
    int in[2], out[2], err[2], report[2];
    if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) ||
        pipe2(report, O_CLOEXEC)) {
      error = "cannot run '" + argv[0] + "': pipe: " + errno_text(errno);
      return;
    }
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0) {
      const int e = errno;
      for (int* p : {in, out, err, report}) ::close(p[0]), ::close(p[1]);
      error = "cannot run '" + argv[0] + "': fork: " + errno_text(e);
      return;
    }
    if (pid == 0) {
      // The child: async-signal-safe calls only.
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != parent) _exit(127);
      setpgid(0, 0);
      struct sigaction dfl {};
      dfl.sa_handler = SIG_DFL;
      sigaction(SIGPIPE, &dfl, nullptr);
      sigset_t none;
      sigemptyset(&none);
      sigprocmask(SIG_SETMASK, &none, nullptr);
      int failure = 0;
      if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(err[1], 2) < 0) failure = errno;
      if (!failure && chdir(dir) != 0) failure = errno;
      if (!failure) {
        execve(program.c_str(), args.data(), environ);
        failure = errno;
      }
      const ssize_t ignored = write(report[1], &failure, sizeof failure);
      (void)ignored;
      _exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    ::close(err[1]);
    ::close(report[1]);
    // The report pipe closes at exec (success) or carries errno (failure).
    int failure = 0;
    ssize_t got;
    do got = ::read(report[0], &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    ::close(report[0]);
    if (got == sizeof failure) {
      int raw = 0;
      waitpid(pid, &raw, 0);
      ::close(in[1]);
      ::close(out[0]);
      ::close(err[0]);
      const bool in_dir = failure == ENOENT && program.find('/') != std::string::npos;
      error = "cannot run '" + argv[0] + "'";
      if (in_dir) error.append(" in '").append(dir).append("'");
      error.append(": ").append(errno_text(failure));
      return;
    }
    child.reset(new ChildProcess);
    child->pid_ = pid;
    child->in_ = in[1];
    child->out_ = out[0];
    child->err_ = err[0];
    for (int fd : {child->in_, child->out_, child->err_})
      fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  });
  if (!child) return Unexpected{error};
  return child;
}

ChildProcess::~ChildProcess() {
  if (pid_ > 0 && !status_) stop(std::chrono::milliseconds(0));
  close_fd(in_);
  close_fd(out_);
  close_fd(err_);
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
  pollfd fds[3];
  int n = 0;
  int out_at = -1, err_at = -1, in_at = -1;
  if (out_ >= 0 && !out_closed_) fds[out_at = n++] = {out_, POLLIN, 0};
  if (err_ >= 0) fds[err_at = n++] = {err_, POLLIN, 0};
  if (want_input && in_ >= 0) fds[in_at = n++] = {in_, POLLOUT, 0};
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
    if (in_ < 0) return false;
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
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
    int raw = 0;
    while (waitpid(pid_, &raw, 0) < 0 && errno == EINTR) {
    }
    status_ = status_of(raw);
  }
  // (A group is killed only before its leader is reaped: afterwards its
  // number may belong to someone else.)
  return *status_;
}

}  // namespace minnaar::tournament
