#!/usr/bin/env bash
# Seeds the Play-Test Edition's MFEN fuzzer with its rule vectors' MFENs: a
# first byte for the rule set (bit 0: contemplative, bit 1: anti-stall off),
# then the text. verify/playtest/fuzz_seeds.sh FIXTURES_DIR CORPUS_DIR
set -euo pipefail
fixtures=$1 corpus=$2
mkdir -p "$corpus/playtest_mfen_fuzz"
i=0
while IFS=$'\t' read -r name _ rules anti_stall mfen _; do
  case $name in '' | '#'* | name) continue ;; esac
  i=$((i + 1))
  flag=0
  [[ $rules == playtest-contemplative ]] && flag=$((flag | 1))
  [[ $anti_stall == off ]] && flag=$((flag | 2))
  { printf "\\x$(printf %02x $((48 + flag)))"; printf '%s' "$mfen"; } >"$corpus/playtest_mfen_fuzz/v$i"
done <"$fixtures/playtest/rule_vectors.tsv"
