#!/usr/bin/env bash
# Builds the JavaScript module (docs/browser.md) into build/wasm/ with
# Debian's Emscripten: the engine and the agents as WebAssembly, the ES
# module, its types, the contract's command line and the page.
#
#   bash ci/wasm.sh            # configure (once), build, run the node tests
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/packages.sh
# Debian's Emscripten ships its system libraries prebuilt in its cache.
export EM_CACHE="${EM_CACHE:-/usr/share/emscripten/cache}"
# Emscripten's JavaScript tools need Debian's node modules (acorn), which a
# node that is not Debian's does not look for.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
if [ ! -f build/wasm/build.ninja ]; then
  emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build build/wasm -j"${JOBS:-$(nproc)}"
echo "wasm: build/wasm/minnaar-wasm.wasm $(stat -c %s build/wasm/minnaar-wasm.wasm) bytes, minnaar-wasm.js $(stat -c %s build/wasm/minnaar-wasm.js) bytes"
ctest --test-dir build/wasm --output-on-failure
