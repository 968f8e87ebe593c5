#!/usr/bin/env bash
# Perft from each rule set's start, natively and in the WebAssembly module
# under node, in one run: the time of each and their ratio (a benchmark, not
# a test; docs/performance.md#webassembly). For each rule set the depth is
# the first whose native perft takes at least MIN_SECONDS (default 0.5);
# each side is timed inside its own process, without start-up.
#
#   bash bench/wasm_perft.sh [MINNAAR] [WASM_MODULE] [MIN_SECONDS]
#   bash bench/wasm_perft.sh build/release/bin/minnaar build/wasm/minnaar.mjs 0.5
set -euo pipefail
cd "$(dirname "$0")/.."
minnaar="${1:-build/release/bin/minnaar}"
module="$(realpath "${2:-build/wasm/minnaar.mjs}")"
min_seconds="${3:-0.5}"
for f in "$minnaar" "$module"; do
  [ -e "$f" ] || { echo "wasm_perft: $f not found (build it first: ci/setup.sh, ci/wasm.sh)" >&2; exit 2; }
done

# The perft time of one rule set and depth in the module, in seconds.
wasm_seconds() {
  node --input-type=module -e "
    const m = await import('file://$module');
    const state = m.game('$1').start();
    const t0 = performance.now();
    const nodes = state.perft($2);
    const seconds = (performance.now() - t0) / 1000;
    console.log(nodes.toString(), seconds.toFixed(3));"
}

printf '%-24s %5s %14s %10s %10s %7s\n' "rules" depth nodes native_s wasm_s ratio
"$minnaar" rules | cut -d" " -f1 | while read -r rules; do
  for depth in 1 2 3 4 5 6 7 8; do
    line=$("$minnaar" perft --rules "$rules" --depth "$depth" --time 2>&1 >/dev/null)
    native=$(sed -E 's/.* nodes in ([0-9.]+) s.*/\1/' <<<"$line")
    if awk -v t="$native" -v m="$min_seconds" 'BEGIN { exit !(t >= m) }' || [ "$depth" -eq 8 ]; then
      break
    fi
  done
  nodes=$(sed -E 's/^([0-9]+) nodes.*/\1/' <<<"$line")
  read -r wasm_nodes wasm <<<"$(wasm_seconds "$rules" "$depth")"
  if [ "$wasm_nodes" != "$nodes" ]; then
    echo "wasm_perft: $rules depth $depth: native $nodes, WebAssembly $wasm_nodes" >&2
    exit 1
  fi
  ratio=$(awk -v w="$wasm" -v n="$native" 'BEGIN { printf "%.2f", w / n }')
  printf '%-24s %5d %14s %10s %10s %7s\n' "$rules" "$depth" "$nodes" "$native" "$wasm" "$ratio"
done
