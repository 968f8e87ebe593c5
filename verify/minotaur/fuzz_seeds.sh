#!/usr/bin/env bash
# Seeds Minotaur Chess's MFEN fuzzer with its rule vectors' MFENs and moves,
# as they are. verify/minotaur/fuzz_seeds.sh FIXTURES_DIR CORPUS_DIR
set -euo pipefail
fixtures=$1 corpus=$2
mkdir -p "$corpus/minotaur_mfen_fuzz"
i=0
while IFS=$'\t' read -r name _ mfen moves _; do
  case $name in '' | '#'*) continue ;; esac
  i=$((i + 1))
  printf '%s' "$mfen" >"$corpus/minotaur_mfen_fuzz/v$i"
  [[ $moves == - ]] && continue
  for move in $moves; do printf '%s' "$move" >"$corpus/minotaur_mfen_fuzz/m-$move"; done
done <"$fixtures/minotaur/rule_vectors.tsv"
