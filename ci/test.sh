#!/usr/bin/env bash
# Sets everything up and runs every test, stage by stage, each stage's time
# printed as it ends and all of them in a table at the end:
#
#   release       the Release build and its whole suite (the HTML report in
#                 headless chromium among it)
#   conform       `minnaar conform` against itself, every rule setting
#                 (`minnaar rules --settings`), the default suite
#   wasm          the JavaScript module (ci/wasm.sh): built with Emscripten,
#                 its node tests, and `minnaar conform` against its command
#                 line (build/wasm/minnaar-cli.js), every rule setting, the
#                 quick suite (each call starts node: the default suite's
#                 calls would take a quarter of an hour); the page played in
#                 headless chromium (verify/<game>/page_browser.py)
#   slurm         a sharded tournament on a real one-node Slurm cluster
#   perf          the bench signature and instruction counts (ci/perf-check)
#   scale         bench/scale.sh: a 100,000-game tournament of random players
#                 run, resumed, reported, verified and exported, and a
#                 1,000-game SPRT run; fails if a step's peak resident size
#                 passes 300 MB or the HTML page 10 MB
#   asan-ubsan    the tests labelled `sanitize` (parsers, the store, the
#                 referee, the reports, the engines' unit tests, the command
#                 line) built with clang and run under AddressSanitizer +
#                 UndefinedBehaviorSanitizer, and the checker once on a
#                 planted bug. The property tests, the fixtures through the
#                 command line and the browser run in the Release stage only.
#   fuzz          every libFuzzer target, from the same build, FUZZ_SECONDS
#                 in all (default 120)
#
# Property tests run RapidCheck's max_success cases each (100 unless
# RC_PARAMS says otherwise, e.g. RC_PARAMS="max_success=5000" ci/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export RC_PARAMS="${RC_PARAMS:-max_success=100}"
jobs=$(nproc)

start_all=$SECONDS
stage_names=() stage_seconds=()
stage_start=$SECONDS stage_name=""
# stage NAME: ends the stage before (printing its time) and starts NAME.
stage() {
  if [[ -n $stage_name ]]; then
    local took=$((SECONDS - stage_start))
    stage_names+=("$stage_name") stage_seconds+=("$took")
    printf '== %s took %dm%02ds\n' "$stage_name" $((took / 60)) $((took % 60))
  fi
  stage_name=$1 stage_start=$SECONDS
  if [[ -n $stage_name ]]; then echo "== $stage_name"; fi
}
summary() {
  stage ""
  echo "== stage times"
  local i
  for i in "${!stage_names[@]}"; do
    printf '   %-22s %4dm%02ds\n' "${stage_names[$i]}" $((stage_seconds[i] / 60)) \
      $((stage_seconds[i] % 60))
  done
  local all=$((SECONDS - start_all))
  printf '   %-22s %4dm%02ds\n' total $((all / 60)) $((all % 60))
}
trap 'summary' EXIT

stage "release: build"
ci/setup.sh release
stage "release: test"
ctest --preset release --parallel "$jobs"

stage "conform"  # the program against itself, every rule setting
mapfile -t settings < <(build/release/bin/minnaar rules --settings)
for rules in "${settings[@]}"; do
  if ! build/release/bin/minnaar conform --impl build/release/bin/minnaar --rules "$rules" \
    >build/release/conform.txt; then
    cat build/release/conform.txt
    exit 1
  fi
  head -n 7 build/release/conform.txt
done

stage "wasm"  # the JavaScript module: built, its node tests, conform on its command line
bash ci/wasm.sh
for rules in "${settings[@]}"; do
  if ! build/release/bin/minnaar conform --impl "node build/wasm/minnaar-cli.js" \
    --rules "$rules" --suite quick >build/wasm/conform.txt; then
    cat build/wasm/conform.txt
    exit 1
  fi
  head -n 2 build/wasm/conform.txt
done
# The page in headless chromium, real clicks and keys, for each rule set
# that has such a check; screenshots for people.
for check in verify/*/page_browser.py; do
  game=$(basename "$(dirname "$check")")
  /usr/bin/python3 "$check" build/release/bin/minnaar build/wasm "build/wasm/screenshots/$game"
done

stage "package"  # installed, built against by another project, packaged as a .deb
bash ci/package.sh build/release

stage "slurm"  # a sharded tournament on a real one-node cluster
bash ci/slurm/test.sh build/release/bin/minnaar

stage "perf"  # the bench signature and instruction counts
ci/perf-check

stage "scale"  # memory and page size of a large tournament (bench/scale.sh)
bash bench/scale.sh build/release/bin/minnaar --sizes 100000 --sprt-sizes 1000 \
  --max-rss-mb 300 --max-page-mb 10

stage "asan-ubsan: build"  # the sanitizer tests and the fuzzers: one clang build
ci/setup.sh asan-ubsan minnaar_sanitize_tests minnaar_fuzzers
stage "asan-ubsan: test"
ctest --preset asan-ubsan --parallel "$jobs"
# The checker itself under the sanitizers, on a planted bug: one finding, of
# missing moves.
set +e
build/asan-ubsan/bin/minnaar conform --impl "build/asan-ubsan/bin/planted_engine move" \
  --suite quick --json build/asan-ubsan/conform.json >/dev/null
status=$?
set -e
test "$status" -eq 1
python3 - build/asan-ubsan/conform.json <<'EOF'
import json, sys
found = json.load(open(sys.argv[1]))["findings"]
if len(found) != 1 or not found[0]["missing"]:
    sys.exit(f"conform under the sanitizers: expected one finding of missing moves, "
             f"got {[f['signature'] for f in found]}")
EOF

stage "fuzz"
ci/fuzz.sh "${FUZZ_SECONDS:-120}"
