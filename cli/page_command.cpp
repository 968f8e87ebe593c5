#include "cli/page_command.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

#include "cli/bad_input.h"
#include "cli/help.h"

namespace minnaar {
namespace {

constexpr const char* kHost = "127.0.0.1";

// A socket descriptor closed when it goes out of scope.
class Socket {
 public:
  Socket() : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {}
  ~Socket() {
    if (fd_ >= 0) ::close(fd_);
  }
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;
  int fd() const { return fd_; }

 private:
  int fd_;
};

// The port to serve on: `port` itself if it is free on 127.0.0.1, any
// free one for 0; -1 with errno set when it cannot be had. The server
// binds it again a moment later, as every server does with
// SO_REUSEADDR.
int free_port(int port) {
  Socket probe;
  if (probe.fd() < 0) return -1;
  int yes = 1;
  ::setsockopt(probe.fd(), SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  ::inet_pton(AF_INET, kHost, &address.sin_addr);
  if (::bind(probe.fd(), reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) return -1;
  socklen_t size = sizeof address;
  if (::getsockname(probe.fd(), reinterpret_cast<sockaddr*>(&address), &size) != 0) return -1;
  return ntohs(address.sin_port);
}

}  // namespace

CLI::App* add_page_command(CLI::App& app, PageOptions& o) {
  CLI::App* c = app.add_subcommand(
      "page",
      "Serve the page that plays every rule set against the computer, on 127.0.0.1\n"
      "The page and the JavaScript module are what `bash ci/wasm.sh` builds into build/wasm "
      "(docs/browser.md); Python's static file server serves them. Prints the page's address; "
      "an interrupt (Ctrl-C) stops it.");
  set_example(*c, "minnaar page --port 8000");
  c->add_option("--dir", o.dir, "The WebAssembly build to serve (default: build/wasm)");
  c->add_option("--port", o.port, "The port on 127.0.0.1 (0 to 65535; 0: any free one)")
      ->check(CLI::Range(0, 65535));
  return c;
}

int run_page_command(const PageOptions& o) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::is_regular_file(fs::path(o.dir) / "page" / "index.html", error))
    throw BadInput("page: --dir '" + o.dir +
                   "' holds no page/index.html (build it with: bash ci/wasm.sh)");
  const int port = free_port(o.port);
  if (port < 0)
    throw BadInput("page: --port " + std::to_string(o.port) + ": cannot listen on " + kHost + ":" +
                   std::to_string(o.port) + " (" + std::strerror(errno) + ")");
  std::printf("http://%s:%d/page/\n", kHost, port);
  std::fflush(stdout);
  std::fprintf(stderr, "minnaar: serving %s with python3 -m http.server; stop with Ctrl-C\n",
               o.dir.c_str());
  const std::string port_text = std::to_string(port);
  std::vector<const char*> command = {"python3", "-m",          "http.server", "--bind",
                                      kHost,     "--directory", o.dir.c_str(), port_text.c_str(),
                                      nullptr};
  ::execvp(command[0], const_cast<char* const*>(command.data()));
  std::fprintf(stderr, "minnaar: page: cannot start python3 to serve the page: %s\n",
               std::strerror(errno));
  return 1;
}

}  // namespace minnaar
