#!/usr/bin/env bash
# Does deeper search play better? Plays alphabeta:depth=d (d = 1..MAX)
# against one opponent with `minnaar match` and prints, per depth, its
# score and its mean margin (docs/statistics.md, The margin score) in each seat with
# their 95% intervals, and whether depth d+1 scored at least as well as
# depth d as the Establishment (the step holds when the difference is not
# below zero by more than its 95% interval).
#
# Each pair of games begins with RANDOM_PLIES random plies of its own: from
# the start alone, the agents play nearly the same game every time.
#
#   bench/depth_ladder.sh [OPPONENT] [MAX_DEPTH] [GAMES] [RANDOM_PLIES] [EXTRA_PARAMS]
#   # defaults: greedy, 5, 100, 4, none; e.g. bench/depth_ladder.sh random 5 100 4 ,quiescence=8
set -euo pipefail
cd "$(dirname "$0")/.."
opponent="${1:-greedy}"
max="${2:-5}"
games="${3:-100}"
plies="${4:-4}"
extra="${5:-}"
bin=build/release/bin/minnaar
[[ -x "$bin" ]] || { echo "depth_ladder: $bin is missing; build the release preset first" >&2; exit 2; }

# Fields of a `minnaar match` seat line: "... N games +W =D -L score S +- I (Elo E)".
seat() { grep "A holding the $1" | sed -E 's/.*games +\+([0-9]+) =([0-9]+) -([0-9]+) +score ([0-9.]+) \+- ([0-9.]+).*/\1 \2 \3 \4 \5/'; }
# The mean margin of a seat, from its line under "margins": "  as the Establishment ... margin M +- I".
margin() { grep "^  as the $1 " | sed -E 's/.*margin ([0-9.]+) \+- ([0-9.]+).*/\1 +- \2/'; }

echo "alphabeta:depth=d$extra against $opponent, $games games a depth, $plies random plies, seed 1"
echo
echo "| depth | as Establishment (+=-) | score | margin | as Alliance (+=-) | score | margin | step from d-1 |"
echo "|---|---|---|---|---|---|---|---|"
previous=""
for d in $(seq 1 "$max"); do
  out="$("$bin" match --a "alphabeta:depth=$d$extra" --b "$opponent" --games "$games" --seed 1 \
    --random-plies "$plies" --threads "$(nproc)" --quiet)"
  read -r ew ed el es ei <<<"$(seat Establishment <<<"$out")"
  read -r aw ad al as ai <<<"$(seat Alliance <<<"$out")"
  em="$(margin Establishment <<<"$out")"
  am="$(margin Alliance <<<"$out")"
  step="-"
  if [[ -n "$previous" ]]; then
    step=$(awk -v p="$previous" -v s="$es" -v i="$ei" 'BEGIN {
      split(p, q, " "); margin = sqrt(q[2] * q[2] + i * i);
      print (s - q[1] >= -margin ? "holds" : "FAILS") sprintf(" (%+.3f +- %.3f)", s - q[1], margin) }')
  fi
  echo "| $d | +$ew =$ed -$el | $es +- $ei | $em | +$aw =$ad -$al | $as +- $ai | $am | $step |"
  previous="$es $ei"
done
