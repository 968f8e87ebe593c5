#!/usr/bin/env bash
# What `minnaar conform` makes of planted bugs: for one rule setting, the
# default suite against the test engine with each bug given (a build with
# tests has it: build/release/bin/planted_engine; its header lists the
# bugs), one row each: the checks that fail, the findings and their
# signatures, the largest reduced position and the wall time. With
# --slow-ms N the first bug is run once more through a wrapper that sleeps
# N ms before every call, the cost of a slow implementation (an
# interpreter) measured whole. --timeout-ms is each call's limit (the
# planted engine's filters make a deep perft slow on a busy machine).
#
#   bench/conform_planted.sh MINNAAR PLANTED_ENGINE RULES BUG [BUG...] [--slow-ms 50]
#                            [--suite default] [--jobs 2] [--timeout-ms 10000]
#
#   bench/conform_planted.sh build/release/bin/minnaar build/release/bin/planted_engine \
#       minnaar jump short-range:Sovereign:4 ally wrap jump,counter --slow-ms 50
#
# Prints a Markdown table on stdout, progress on stderr; bad arguments exit 2.
set -euo pipefail

usage="usage: bench/conform_planted.sh MINNAAR PLANTED_ENGINE RULES BUG [BUG...] [--slow-ms N] [--suite S] [--jobs N] [--timeout-ms N]"
die() { echo "bench/conform_planted.sh: $1" >&2; exit 2; }

[[ $# -ge 4 ]] || die "$usage"
bin=$1 planted=$2 rules=$3
shift 3
[[ -x $bin ]] || die "'$bin' is not an executable"
[[ -x $planted ]] || die "'$planted' is not an executable"
bugs=() slow_ms=0 suite=default jobs=2 timeout_ms=10000
while [[ $# -gt 0 ]]; do
  case $1 in
    --slow-ms) [[ ${2:-} =~ ^[0-9]+$ ]] || die "--slow-ms needs a number of ms"; slow_ms=$2; shift 2 ;;
    --suite) [[ -n ${2:-} ]] || die "--suite needs quick, default or deep"; suite=$2; shift 2 ;;
    --jobs) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || die "--jobs needs a positive number"; jobs=$2; shift 2 ;;
    --timeout-ms) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || die "--timeout-ms needs a positive number"; timeout_ms=$2; shift 2 ;;
    --*) die "unknown option '$1'" ;;
    *) bugs+=("$1"); shift ;;
  esac
done
[[ ${#bugs[@]} -gt 0 ]] || die "$usage"
python=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One suite against a command; a row of the table.
row() {  # row LABEL COMMAND...
  local label=$1 json="$work/out.json" start end
  shift
  echo "bench/conform_planted.sh: $rules, $label ..." >&2
  start=$(date +%s.%N)
  "$bin" conform --impl "$*" --rules "$rules" --suite "$suite" --jobs "$jobs" --timeout-ms "$timeout_ms" \
    --json "$json" >/dev/null 2>"$work/err" || true
  end=$(date +%s.%N)
  [[ -s $json ]] || { echo "| $label | (no report: $(head -c 200 "$work/err")) | | | | |"; return; }
  "$python" - "$json" "$label" "$start" "$end" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
failing = r["checks"] - r["passed"] - len(r["notes"])
pieces = [f.get("pieces", -1) for f in r["findings"]]
largest = max(pieces) if pieces else ""
names = "<br>".join(f["signature"] for f in r["findings"]) or "(none)"
seconds = float(sys.argv[4]) - float(sys.argv[3])
print(f"| {sys.argv[2]} | {failing} of {r['checks']} | {len(r['findings'])} | {names} | {largest} | {seconds:.1f} |")
PY
}

echo "| bug | failing checks | findings | signatures | largest reduced (pieces) | seconds |"
echo "|---|---:|---:|---|---:|---:|"
for bug in "${bugs[@]}"; do row "$bug" "$planted" "$bug"; done
if [[ $slow_ms -gt 0 ]]; then
  wrapper="$work/slow-engine"
  printf '#!/bin/sh\nsleep %s\nexec %q %q "$@"\n' "$(awk -v ms="$slow_ms" 'BEGIN { printf "%.3f", ms / 1000 }')" "$planted" \
    "${bugs[0]}" >"$wrapper"
  chmod +x "$wrapper"
  row "${bugs[0]}, ${slow_ms} ms a call" "$wrapper"
fi
