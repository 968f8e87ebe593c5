#!/usr/bin/env bash
# Sets everything up and runs every test: the Release build, then the same
# suite under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
for preset in release asan-ubsan; do
  echo "== $preset: build"
  ci/setup.sh "$preset"
  echo "== $preset: test"
  ctest --preset "$preset" --parallel "$(nproc)"
done
