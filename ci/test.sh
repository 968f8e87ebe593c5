#!/usr/bin/env bash
# Sets everything up and runs every test: the Release build (with the HTML
# report rendered in headless chromium), a sharded
# tournament on a one-node Slurm cluster, the bench signature and
# instruction-count check, the parser fuzzers for a bounded time, then the
# whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer.
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

echo "== conform: the program against itself, every rule set, the default suite"
for rules in minnaar playtest-standard playtest-contemplative "playtest-standard(anti_stall=false)" \
  "playtest-contemplative(anti_stall=false)" sovereign schachen; do
  if ! build/release/bin/minnaar conform --impl build/release/bin/minnaar --rules "$rules" \
    >build/release/conform.txt; then
    cat build/release/conform.txt
    exit 1
  fi
  head -n 7 build/release/conform.txt
done

echo "== slurm: a sharded tournament on a real one-node cluster"
bash ci/slurm/test.sh build/release/bin/minnaar

echo "== bench signature and instruction counts"
ci/perf-check

echo "== fuzz"
ci/fuzz.sh "${FUZZ_SECONDS:-60}"

echo "== asan-ubsan: build"
ci/setup.sh asan-ubsan
echo "== asan-ubsan: test"
# conform_cli (some 4,000 calls of the program) ran in the Release build;
# here the checker itself runs once under the sanitizers, on a planted bug.
# report_browser (the page in chromium) ran there too: the report's code
# runs here under report_test.
ctest --preset asan-ubsan --parallel "$(nproc)" -E '^(conform_cli|report_browser)$'
set +e
build/asan-ubsan/bin/minnaar conform --impl "build/asan-ubsan/bin/planted_engine move" \
  --suite quick --json build/asan-ubsan/conform.json >/dev/null
status=$?
set -e
test "$status" -eq 1
python3 -c "import json; r = json.load(open('build/asan-ubsan/conform.json'));
assert any(f['depth'] == 1 and f['missing'] for f in r['failures'])"
