#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan+UBSan) and runs each for a
# bounded time, seeded with the MFENs and move lists of fixtures/.
#
#   ci/fuzz.sh [SECONDS_PER_TARGET]      (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
ci/setup.sh fuzz
corpus=build/fuzz/corpus
rm -rf "$corpus" && mkdir -p "$corpus/mfen" "$corpus/moves" "$corpus/playtest_mfen" \
  "$corpus/sovereign_mfen" "$corpus/schachen_mfen"
i=0
while IFS=$'\t' read -r name _ mfen moves _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  printf '%s' "$mfen" >"$corpus/mfen/v$i"
  [[ $moves == - ]] && moves=""
  printf '%s\n%s' "$mfen" "$moves" >"$corpus/moves/v$i"
done <fixtures/minnaar/rule_vectors.tsv
# Play-Test MFENs: a first byte for the rule set (bit 0: contemplative, bit
# 1: anti-stall off), then the text.
while IFS=$'\t' read -r name _ rules anti_stall mfen _; do
  case $name in '' | '#'* | name) continue ;; esac
  i=$((i + 1))
  flag=0
  [[ $rules == playtest-contemplative ]] && flag=$((flag | 1))
  [[ $anti_stall == off ]] && flag=$((flag | 2))
  { printf "\\x$(printf %02x $((48 + flag)))"; printf '%s' "$mfen"; } >"$corpus/playtest_mfen/v$i"
done <fixtures/playtest/rule_vectors.tsv
# Sovereign Chess MFENs, as they are.
while IFS=$'\t' read -r name _ mfen _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  printf '%s' "$mfen" >"$corpus/sovereign_mfen/v$i"
done <fixtures/sovereign/rule_vectors.tsv
# Schachen MFENs, each with the first of its turns on a second line.
while IFS=$'\t' read -r name _ mfen moves _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  [[ $moves == - ]] && moves=""
  printf '%s\n%s' "$mfen" "${moves%% *}" >"$corpus/schachen_mfen/v$i"
done <fixtures/schachen/rule_vectors.tsv
# The fuzzers are single-threaded: as many at once as there are cores.
run_fuzzer() {
  local target=$1
  mkdir -p "build/fuzz/found/$target"
  build/fuzz/bin/${target}_fuzz -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="build/fuzz/found/$target/" "$corpus/$target" >"build/fuzz/$target.log" 2>&1
}
targets=(mfen moves playtest_mfen sovereign_mfen schachen_mfen)
cores=$(nproc)
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
    echo "== ${target}_fuzz for ${seconds}s"
    tail -n 12 "build/fuzz/$target.log"
  done
done
exit "$failed"
