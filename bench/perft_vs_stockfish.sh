#!/usr/bin/env bash
# Perft speed next to Stockfish's, measured in one run on one machine.
#
#   bench/perft_vs_stockfish.sh [ROUNDS]     (default 3 rounds)
#
# Each round times Stockfish's `go perft 7` from the chess start position and
# `minnaar perft --depth 6` from the Minnaar start position, one after the
# other, and prints both rates and their ratio; the last line gives the
# median ratio. Both count the last ply in bulk. Needs the release build
# (ci/setup.sh) and Debian's stockfish package (installed by ci/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
minnaar="${MINNAAR:-build/release/bin/minnaar}"
stockfish="${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}"
[ -x "$minnaar" ] || { echo "perft_vs_stockfish: $minnaar not found; run ci/setup.sh first" >&2; exit 1; }
[ -x "$stockfish" ] || { echo "perft_vs_stockfish: stockfish not found; run ci/setup.sh first" >&2; exit 1; }

now() { date +%s.%N; }
ratios=()
echo "round  stockfish perft 7 (nodes/s)  minnaar perft 6 (nodes/s)  ratio"
for ((i = 1; i <= rounds; i++)); do
  t0=$(now)
  sf_nodes=$(printf 'position startpos\ngo perft 7\nquit\n' | "$stockfish" | awk '/^Nodes searched/ {print $3}')
  t1=$(now)
  mn_nodes=$("$minnaar" perft --depth 6 | tail -n 1)
  t2=$(now)
  [ "$sf_nodes" = 3195901860 ] || { echo "stockfish counted $sf_nodes, expected 3195901860" >&2; exit 1; }
  [ "$mn_nodes" = 12741070018 ] || { echo "minnaar counted $mn_nodes, expected 12741070018" >&2; exit 1; }
  line=$(awk -v sn="$sf_nodes" -v mn="$mn_nodes" -v t0="$t0" -v t1="$t1" -v t2="$t2" \
    'BEGIN { s = sn / (t1 - t0); m = mn / (t2 - t1); printf "%.0f %.0f %.2f", s, m, m / s }')
  read -r sf_rate mn_rate ratio <<<"$line"
  printf '%5d  %27s  %25s  %5s\n' "$i" "$sf_rate" "$mn_rate" "$ratio"
  ratios+=("$ratio")
done
median=$(printf '%s\n' "${ratios[@]}" | sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}')
echo "median ratio minnaar/stockfish: ${median}x"
