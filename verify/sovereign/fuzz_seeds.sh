#!/usr/bin/env bash
# Seeds Sovereign Chess's MFEN fuzzer with its rule vectors' MFENs, as they
# are. verify/sovereign/fuzz_seeds.sh FIXTURES_DIR CORPUS_DIR
set -euo pipefail
fixtures=$1 corpus=$2
mkdir -p "$corpus/sovereign_mfen_fuzz"
i=0
while IFS=$'\t' read -r name _ mfen _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  printf '%s' "$mfen" >"$corpus/sovereign_mfen_fuzz/v$i"
done <"$fixtures/sovereign/rule_vectors.tsv"
