#!/usr/bin/env bash
# Installs every Debian package the project needs (only the missing ones),
# then configures and builds one CMake preset (default: release), or only
# the given targets of it.
#
#   ci/setup.sh [PRESET [TARGET...]]    PRESET is one of CMakePresets.json's presets
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"

bash ci/packages.sh

cmake --preset "$preset"
shift || true
if (($#)); then
  cmake --build --preset "$preset" --target "$@"
else
  cmake --build --preset "$preset"
fi
