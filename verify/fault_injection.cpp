// A fault injector loaded with LD_PRELOAD, as SQLite's own tests fail its
// I/O on purpose: it counts the operations of one kind on the files whose
// path contains a given text and, from the Nth on, fails every one of them
// as a full disk (or a failing disk) would. What the program under test
// does next is the test (verify/fault_injection.sh): finish, or exit 2 with
// one line, and leave a database that is whole.
//
//   FAULT_PATH=results.sqlite   files whose path contains this (required)
//   FAULT_OP=write|sync|open    the kind of operation to fail
//   FAULT_AFTER=N               operations of that kind that succeed first
//   FAULT_ERRNO=ENOSPC|EIO      the error the failed ones report (ENOSPC)
//   FAULT_COUNT_FILE=path       where the count of operations seen goes at
//                               exit (to choose N over a whole run), by a
//                               process that opened a matching file
//
// Writes are write, pwrite and pwrite64; syncs fsync and fdatasync; opens
// open, open64, openat and openat64 (of a matching path). ftruncate counts
// as a write. Only file descriptors opened through the intercepted opens of
// a matching path are watched.
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

enum class Op { kNone, kWrite, kSync, kOpen };

constexpr int kMaxFd = 4096;
std::atomic<bool> watched[kMaxFd];

struct Settings {
  const char* path = nullptr;
  Op op = Op::kNone;
  long after = -1;
  int error = ENOSPC;
  const char* count_file = nullptr;
};

const Settings& settings() {
  static const Settings s = [] {
    Settings s;
    s.path = std::getenv("FAULT_PATH");
    if (const char* op = std::getenv("FAULT_OP")) {
      if (!std::strcmp(op, "write")) s.op = Op::kWrite;
      if (!std::strcmp(op, "sync")) s.op = Op::kSync;
      if (!std::strcmp(op, "open")) s.op = Op::kOpen;
    }
    if (const char* after = std::getenv("FAULT_AFTER")) s.after = std::atol(after);
    if (const char* error = std::getenv("FAULT_ERRNO"); error && !std::strcmp(error, "EIO"))
      s.error = EIO;
    s.count_file = std::getenv("FAULT_COUNT_FILE");
    return s;
  }();
  return s;
}

std::atomic<long> seen{0};
std::atomic<bool> opened_any{false};

// Writes the count of operations seen when the program ends, if it opened
// a watched file (a program that only starts it, such as timeout, does not).
struct CountAtExit {
  ~CountAtExit() {
    if (const char* file = settings().count_file; file && opened_any.load()) {
      if (FILE* out = std::fopen(file, "w")) {
        std::fprintf(out, "%ld\n", seen.load());
        std::fclose(out);
      }
    }
  }
} count_at_exit;

bool matches(const char* path) {
  const char* wanted = settings().path;
  const bool match = wanted && path && std::strstr(path, wanted);
  if (match) opened_any.store(true);
  return match;
}

bool is_watched(int fd) { return fd >= 0 && fd < kMaxFd && watched[fd].load(); }

// Counts one operation of kind `op`; true when it must fail.
bool fails(Op op) {
  if (op != settings().op) return false;
  const long n = seen.fetch_add(1);
  return settings().after >= 0 && n >= settings().after;
}

template <typename F>
F next(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

// Calls `real` unless the watched descriptor's operation of kind `op` must
// fail, in which case it fails as the settings say.
template <typename R, typename... Params, typename... Args>
R guarded(R (*real)(int, Params...), Op op, int fd, Args... args) {
  if (is_watched(fd) && fails(op)) {
    errno = settings().error;
    return R(-1);
  }
  return real(fd, args...);
}

int watch(int fd, const char* path) {
  if (fd >= 0 && fd < kMaxFd) watched[fd].store(matches(path));
  return fd;
}

}  // namespace

extern "C" {

#define FAULT_OPEN(name, ...)              \
  if (matches(path) && fails(Op::kOpen)) { \
    errno = settings().error;              \
    return -1;                             \
  }                                        \
  mode_t mode = 0;                         \
  if (flags & (O_CREAT | O_TMPFILE)) {     \
    va_list args;                          \
    va_start(args, flags);                 \
    mode = mode_t(va_arg(args, int));      \
    va_end(args);                          \
  }                                        \
  static auto real = next<int (*)(__VA_ARGS__, int, ...)>(#name);

int open(const char* path, int flags, ...) {
  FAULT_OPEN(open, const char*)
  return watch(real(path, flags, mode), path);
}
int open64(const char* path, int flags, ...) {
  FAULT_OPEN(open64, const char*)
  return watch(real(path, flags, mode), path);
}
int openat(int dir, const char* path, int flags, ...) {
  FAULT_OPEN(openat, int, const char*)
  return watch(real(dir, path, flags, mode), path);
}
int openat64(int dir, const char* path, int flags, ...) {
  FAULT_OPEN(openat64, int, const char*)
  return watch(real(dir, path, flags, mode), path);
}

int close(int fd) {
  static auto real = next<int (*)(int)>("close");
  if (fd >= 0 && fd < kMaxFd) watched[fd].store(false);
  return real(fd);
}

ssize_t write(int fd, const void* data, size_t size) {
  static auto real = next<ssize_t (*)(int, const void*, size_t)>("write");
  return guarded(real, Op::kWrite, fd, data, size);
}

ssize_t pwrite(int fd, const void* data, size_t size, off_t at) {
  static auto real = next<ssize_t (*)(int, const void*, size_t, off_t)>("pwrite");
  return guarded(real, Op::kWrite, fd, data, size, at);
}

ssize_t pwrite64(int fd, const void* data, size_t size, off64_t at) {
  static auto real = next<ssize_t (*)(int, const void*, size_t, off64_t)>("pwrite64");
  return guarded(real, Op::kWrite, fd, data, size, at);
}

int ftruncate(int fd, off_t size) {
  static auto real = next<int (*)(int, off_t)>("ftruncate");
  return guarded(real, Op::kWrite, fd, size);
}

int ftruncate64(int fd, off64_t size) {
  static auto real = next<int (*)(int, off64_t)>("ftruncate64");
  return guarded(real, Op::kWrite, fd, size);
}

int fsync(int fd) {
  static auto real = next<int (*)(int)>("fsync");
  return guarded(real, Op::kSync, fd);
}

int fdatasync(int fd) {
  static auto real = next<int (*)(int)>("fdatasync");
  return guarded(real, Op::kSync, fd);
}

}  // extern "C"
