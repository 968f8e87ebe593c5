// `minnaar page`: serves the WebAssembly build's page (docs/browser.md#the-page)
// on this machine, so that a browser plays the games against the computer.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace minnaar {

struct PageOptions {
  std::string dir = "build/wasm";  // what ci/wasm.sh builds: page/ and the module
  int port = 8000;                 // 0: any free port
};

CLI::App* add_page_command(CLI::App& app, PageOptions& options);

// Serves until stopped (an interrupt); returns the exit status.
int run_page_command(const PageOptions& options);

}  // namespace minnaar
