#!/usr/bin/env bash
# Builds every libFuzzer target (the asan-ubsan preset: clang, ASan+UBSan;
# each rule set's folder declares its own with minnaar_fuzzer) and runs them
# for a bounded total time, seeded by each folder's fuzz_seeds.sh from
# fixtures/.
#
#   ci/fuzz.sh [TOTAL_SECONDS]      (default 120: the wall time of the runs,
#                                   shared among the targets, as many at
#                                   once as there are cores, at least 10 s each)
set -euo pipefail
cd "$(dirname "$0")/.."
total="${1:-120}"
ci/setup.sh asan-ubsan minnaar_fuzzers
build=build/asan-ubsan
corpus=$build/fuzz/corpus
rm -rf "$corpus" && mkdir -p "$corpus"
for seeds in verify/*/fuzz_seeds.sh; do
  bash "$seeds" fixtures "$corpus"
done
mapfile -t targets < <(find "$build/bin" -maxdepth 1 -name '*_fuzz' -type f -executable -printf '%f\n' | sort)
if ((${#targets[@]} == 0)); then
  echo "fuzz: no fuzz targets were built" >&2
  exit 1
fi
cores=$(nproc)
rounds=$(((${#targets[@]} + cores - 1) / cores))
seconds=$((total / rounds))
((seconds < 10)) && seconds=10
echo "fuzz: ${#targets[@]} targets, ${seconds}s each, $cores at once"
run_fuzzer() {
  local target=$1
  mkdir -p "$build/fuzz/found/$target" "$corpus/$target"
  "$build/bin/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$build/fuzz/found/$target/" "$corpus/$target" >"$build/fuzz/$target.log" 2>&1
}
failed=0
for ((first = 0; first < ${#targets[@]}; first += cores)); do
  pids=()
  for target in "${targets[@]:first:cores}"; do
    run_fuzzer "$target" &
    pids+=("$!:$target")
  done
  for entry in "${pids[@]}"; do
    target=${entry#*:}
    if ! wait "${entry%%:*}"; then failed=1; fi
    echo "== $target for ${seconds}s"
    tail -n 12 "$build/fuzz/$target.log"
  done
done
exit "$failed"
