#!/usr/bin/env bash
# Seeds Schachen's notation fuzzer with its rule vectors' MFENs, each with
# the first of its turns on a second line.
# verify/schachen/fuzz_seeds.sh FIXTURES_DIR CORPUS_DIR
set -euo pipefail
fixtures=$1 corpus=$2
mkdir -p "$corpus/schachen_mfen_fuzz"
i=0
while IFS=$'\t' read -r name _ mfen moves _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  [[ $moves == - ]] && moves=""
  printf '%s\n%s' "$mfen" "${moves%% *}" >"$corpus/schachen_mfen_fuzz/v$i"
done <"$fixtures/schachen/rule_vectors.tsv"
