#!/usr/bin/env bash
# Fault injection over a tournament, as SQLite's own tests do it: the
# database's writes, syncs or opens fail from the Nth on (verify/
# fault_injection.cpp, loaded with LD_PRELOAD), for many N spread over a
# whole run. Every run must either finish or exit 2 with one line; the
# database must always pass SQLite's integrity check; and a run resumed
# without the fault must give the same games as a run never faulted.
#
#   verify/fault_injection.sh path/to/minnaar path/to/libfault_injection.so [RUNS_PER_KIND]
set -u

bin="${1:?usage: fault_injection.sh path/to/minnaar path/to/libfault_injection.so [RUNS_PER_KIND]}"
shim="${2:?usage: fault_injection.sh path/to/minnaar path/to/libfault_injection.so [RUNS_PER_KIND]}"
per_kind="${3:-60}"
shim="$(realpath "$shim")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C
source "$(dirname "$0")/checks.sh"

cat >"$tmp/t.yaml" <<'YAML'
version: 1
name: faults
seed: 11
agents:
  - {name: r1, type: random}
  - {name: r2, type: random, params: {capture_bias: 900}}
  - {name: g, type: greedy}
games_per_pairing: 4
openings: {random_plies: 2}
parallel: 2
YAML
rows() { game_rows "$1"; }
run() {  # run DB [ENV...]: a run of the tournament on DB, its stderr in $tmp/err
  local db="$1"
  shift
  env "$@" timeout 120 "$bin" tournament run "$tmp/t.yaml" --db "$db" --quiet >"$tmp/out" 2>"$tmp/err"
}

run "$tmp/ref.sqlite"
check "the run without a fault finishes (exit $?)" test "$(sqlite3 "$tmp/ref.sqlite" 'SELECT count(*) FROM game_records')" = 12
reference="$(rows "$tmp/ref.sqlite")"

injected=0 finished=0 refused=0 damaged=0 other=0
for op in write sync open; do
  rm -f "$tmp/count.sqlite"*
  run "$tmp/count.sqlite" LD_PRELOAD="$shim" FAULT_PATH=count.sqlite FAULT_OP=$op FAULT_COUNT_FILE="$tmp/count"
  total="$(cat "$tmp/count")"
  check "a run with the injector but no fault finishes ($op: $total operations)" test "$(rows "$tmp/count.sqlite")" = "$reference"
  # N from 0 to the run's total: every one of the first few, then evenly.
  points=()
  for ((n = 0; n < total && n < 8; ++n)); do points+=("$n"); done
  for ((k = 1; k <= per_kind; ++k)); do points+=($((8 + (total - 8) * k / (per_kind + 1)))); done
  for n in $(printf '%s\n' "${points[@]}" | sort -un); do
    ((n < total)) || continue
    db="$tmp/f-$op-$n.sqlite"
    run "$db" LD_PRELOAD="$shim" FAULT_PATH="f-$op-$n.sqlite" FAULT_OP=$op FAULT_AFTER=$n \
      FAULT_COUNT_FILE="$tmp/seen"
    status=$?
    seen="$(cat "$tmp/seen" 2>/dev/null || echo 0)"
    ((seen > n)) && injected=$((injected + 1))
    lines="$(wc -l <"$tmp/err")"
    if [[ $status -eq 0 ]]; then
      finished=$((finished + 1))
    elif [[ $status -eq 2 && $lines -eq 1 ]]; then
      refused=$((refused + 1))
    else
      other=$((other + 1))
      fail "$op fault after $n: exit $status, $lines lines: $(head -c 300 "$tmp/err")"
    fi
    if [[ -e "$db" ]]; then
      integrity="$(sqlite3 "$db" 'PRAGMA integrity_check' 2>&1)"
      if [[ "$integrity" != ok ]]; then
        damaged=$((damaged + 1))
        fail "$op fault after $n: the database fails its integrity check: $integrity"
      fi
    fi
    run "$db"
    status=$?
    if [[ $status -ne 0 || "$(rows "$db")" != "$reference" ]]; then
      fail "$op fault after $n: the resumed run (exit $status) differs from the unfaulted one: $(head -c 300 "$tmp/err")"
    else
      pass
    fi
    rm -f "$db"*
  done
done
echo "faults injected: $injected; runs finished: $finished; refused cleanly: $refused; neither: $other; databases damaged: $damaged"
check "every faulted run finished or refused cleanly" test $other -eq 0
check "no database was damaged" test $damaged -eq 0
finish_checks fault_injection
