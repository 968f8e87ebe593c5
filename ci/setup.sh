#!/usr/bin/env bash
# Installs every Debian package the project needs (only the missing ones),
# then configures and builds one CMake preset (default: release), or only
# the given targets of it.
#
#   ci/setup.sh [PRESET [TARGET...]]    PRESET is one of CMakePresets.json's presets
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"

mapfile -t wanted < <(grep -vE '^\s*(#|$)' ci/packages.txt)
missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

cmake --preset "$preset"
shift || true
if (($#)); then
  cmake --build --preset "$preset" --target "$@"
else
  cmake --build --preset "$preset"
fi
