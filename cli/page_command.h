// `minnaar page`: serves the WebAssembly build's page (docs/browser.md#the-page)
// on this machine, so that a browser plays the games against the computer.
// The serving is Python's standard static file server (`python3 -m
// http.server`), which this command checks for and starts in its own
// place: the program links no web server, and starts no slower for it.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace minnaar {

struct PageOptions {
  std::string dir = "build/wasm";  // what ci/wasm.sh builds: page/ and the module
  int port = 8000;                 // 0: any free port
};

CLI::App* add_page_command(CLI::App& app, PageOptions& options);

// Checks the folder and the port, prints the page's address and becomes
// the server (it returns only when it cannot: the exit status).
int run_page_command(const PageOptions& options);

}  // namespace minnaar
