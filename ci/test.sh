#!/usr/bin/env bash
# Sets everything up and runs every test: the Release build, the same suite
# under AddressSanitizer + UndefinedBehaviorSanitizer, then the parser
# fuzzers for a bounded time.
#
# Property tests run RapidCheck's max_success cases each (100 unless
# RC_PARAMS says otherwise, e.g. RC_PARAMS="max_success=5000" ci/test.sh).
# FUZZ_SECONDS sets each fuzzer's run (default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
export RC_PARAMS="${RC_PARAMS:-max_success=100}"
for preset in release asan-ubsan; do
  echo "== $preset: build"
  ci/setup.sh "$preset"
  echo "== $preset: test"
  ctest --preset "$preset" --parallel "$(nproc)"
done
echo "== fuzz"
ci/fuzz.sh "${FUZZ_SECONDS:-60}"
echo "== release: test (summary)"
ctest --preset release --parallel "$(nproc)" | tail -n 3
