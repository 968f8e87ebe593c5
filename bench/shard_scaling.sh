#!/usr/bin/env bash
# Games per second of one tournament played as 1, 2, ... N shards at once
# on this machine (each shard one process on one thread), against one
# process: the speed-up that shards give per core. Each sharded run is
# merged and checked to hold the one-process run's games.
#
#   bench/shard_scaling.sh [CONFIG] [MAX_SHARDS]   # default: fixtures/tournaments/sharded.yaml, 3
set -euo pipefail
cd "$(dirname "$0")/.."
config="${1:-fixtures/tournaments/sharded.yaml}"
max="${2:-3}"
bin=build/release/bin/minnaar
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
source verify/checks.sh  # game_rows
now() { date +%s.%N; }

echo "cores: $(nproc); config: $config"
printf "%-8s %8s %10s %8s\n" shards games "games/s" speed-up
base=""
for n in $(seq 1 "$max"); do
  start=$(now)
  pids=()
  for k in $(seq 0 $((n - 1))); do
    "$bin" tournament run "$config" --shard "$k/$n" --db "$tmp/n$n-$k.sqlite" --threads 1 --quiet \
      >/dev/null &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p"; done
  seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
  inputs=()
  for k in $(seq 0 $((n - 1))); do inputs+=("$tmp/n$n-$k.sqlite"); done
  "$bin" tournament merge "$tmp/merged$n.sqlite" "${inputs[@]}" >/dev/null
  games=$(sqlite3 "$tmp/merged$n.sqlite" "SELECT count(*) FROM game_records")
  if [[ $n -gt 1 ]] && [[ "$(game_rows "$tmp/merged$n.sqlite")" != "$(game_rows "$tmp/merged1.sqlite")" ]]; then
    echo "the $n shards merged do not hold the one-process run's games" >&2
    exit 1
  fi
  rate=$(awk -v g="$games" -v s="$seconds" 'BEGIN { print g / s }')
  [[ -z "$base" ]] && base=$rate
  printf "%-8s %8d %10.2f %8.2f\n" "$n" "$games" "$rate" "$(awk -v r="$rate" -v b="$base" 'BEGIN { print r / b }')"
done
