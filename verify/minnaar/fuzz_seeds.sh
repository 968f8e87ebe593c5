#!/usr/bin/env bash
# Seeds the current edition's fuzzers with the MFENs and move lists of its
# rule vectors: verify/minnaar/fuzz_seeds.sh FIXTURES_DIR CORPUS_DIR
# (ci/fuzz.sh runs every folder's fuzz_seeds.sh).
set -euo pipefail
fixtures=$1 corpus=$2
mkdir -p "$corpus/minnaar_mfen_fuzz" "$corpus/minnaar_moves_fuzz"
i=0
while IFS=$'\t' read -r name _ mfen moves _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  printf '%s' "$mfen" >"$corpus/minnaar_mfen_fuzz/v$i"
  [[ $moves == - ]] && moves=""
  printf '%s\n%s' "$mfen" "$moves" >"$corpus/minnaar_moves_fuzz/v$i"
done <"$fixtures/minnaar/rule_vectors.tsv"
