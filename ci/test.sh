#!/usr/bin/env bash
# Sets everything up and runs every test: the Release build, the bench
# signature and instruction-count check, the parser fuzzers for a bounded
# time, then the whole suite again under AddressSanitizer +
# UndefinedBehaviorSanitizer.
#
# Property tests run RapidCheck's max_success cases each (100 unless
# RC_PARAMS says otherwise, e.g. RC_PARAMS="max_success=5000" ci/test.sh).
# FUZZ_SECONDS sets each fuzzer's run (default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
export RC_PARAMS="${RC_PARAMS:-max_success=100}"

echo "== release: build"
ci/setup.sh release
echo "== release: test"
ctest --preset release --parallel "$(nproc)"

echo "== bench signature and instruction counts"
ci/perf-check

echo "== fuzz"
ci/fuzz.sh "${FUZZ_SECONDS:-60}"

echo "== asan-ubsan: build"
ci/setup.sh asan-ubsan
echo "== asan-ubsan: test"
ctest --preset asan-ubsan --parallel "$(nproc)"
