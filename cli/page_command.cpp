#include "cli/page_command.h"

#include <httplib.h>
#include <sys/socket.h>

#include <cstdio>
#include <filesystem>

#include "cli/bad_input.h"
#include "cli/help.h"

namespace minnaar {

CLI::App* add_page_command(CLI::App& app, PageOptions& o) {
  CLI::App* c = app.add_subcommand(
      "page",
      "Serve the page that plays every rule set against the computer, on 127.0.0.1\n"
      "The page and the JavaScript module are what `bash ci/wasm.sh` builds into build/wasm "
      "(docs/browser.md). Prints the page's address; an interrupt (Ctrl-C) stops it.");
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
  httplib::Server server;
  // Module scripts must be served as JavaScript, or browsers refuse them.
  server.set_file_extension_and_mimetype_mapping("mjs", "text/javascript");
  server.set_file_extension_and_mimetype_mapping("js", "text/javascript");
  server.set_file_extension_and_mimetype_mapping("svg", "image/svg+xml");
  // Without the library's default SO_REUSEPORT, which would let a second
  // server take a port that one already serves: a port in use is refused.
  server.set_socket_options([](socket_t socket) {
    int yes = 1;
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  if (!server.set_mount_point("/", o.dir))
    throw BadInput("page: --dir '" + o.dir + "' cannot be served");
  const char* host = "127.0.0.1";
  const int port = o.port == 0 ? server.bind_to_any_port(host) : o.port;
  if (port < 0 || (o.port != 0 && !server.bind_to_port(host, port)))
    throw BadInput("page: --port " + std::to_string(o.port) + ": cannot listen on " + host + ":" +
                   std::to_string(o.port) + " (is it in use?)");
  std::printf("http://%s:%d/page/\n", host, port);
  std::fflush(stdout);
  std::fprintf(stderr, "minnaar: serving %s; stop with Ctrl-C\n", o.dir.c_str());
  return server.listen_after_bind() ? 0 : 1;
}

}  // namespace minnaar
