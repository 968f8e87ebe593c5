#!/usr/bin/env bash
# `minnaar openings generate` end to end: the file holds the positions
# asked for, each valid and ongoing, the same for the same arguments
# whatever the threads; a tournament takes it in random order; a band too
# narrow gives up with exit 1; bad arguments exit 2 with one line.
#
#   verify/openings_cli.sh path/to/minnaar
set -u

bin="${1:?usage: openings_cli.sh path/to/minnaar}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

source "$(dirname "$0")/checks.sh"
positions() { grep -v '^#' "$1"; }

# 1. Five positions that alphabeta:depth=1 scores in a wide band.
generate=(openings generate --rules minnaar --count 5 --plies 6 --agent alphabeta:depth=1
          --band 1000,2500 --seed 3 --quiet)
"$bin" "${generate[@]}" --output "$tmp/one.mfen" --threads 1 >"$tmp/out" 2>"$tmp/err"
check "generate exits 0 ($?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "nothing on stdout" test ! -s "$tmp/out"
check "the file holds 5 positions" test "$(positions "$tmp/one.mfen" | wc -l)" -eq 5
check "the header says how to make it again" \
  grep -q '^# minnaar openings generate --rules minnaar --count 5 --plies 6 --agent alphabeta:depth=1 --band=1000,2500 --seed 3$' "$tmp/one.mfen"
check "the header says whose view the band is" grep -q "team 0, the Alliance" "$tmp/one.mfen"
check "the positions are distinct" test "$(positions "$tmp/one.mfen" | sort -u | wc -l)" -eq 5
while read -r mfen; do
  check "'$mfen' is an ongoing position" \
    test "$("$bin" show --mfen "$mfen" 2>&1 | tail -1)" = ongoing
done < <(positions "$tmp/one.mfen")

# 2. The same arguments give the same file, whatever the threads; another
# seed another one.
"$bin" "${generate[@]}" --output "$tmp/two.mfen" --threads 2 >/dev/null 2>&1
check "two threads write the same file" cmp -s "$tmp/one.mfen" "$tmp/two.mfen"
"$bin" "${generate[@]}" --output "$tmp/again.mfen" --threads 1 >/dev/null 2>&1
check "a second run writes the same file" cmp -s "$tmp/one.mfen" "$tmp/again.mfen"
"$bin" openings generate --count 5 --plies 6 --agent alphabeta:depth=1 --band 1000,2500 \
  --seed 4 --quiet --output "$tmp/other.mfen" >/dev/null 2>&1
check "another seed writes other positions" \
  test "$(positions "$tmp/other.mfen")" != "$(positions "$tmp/one.mfen")"

# 3. A tournament plays from the suite in random order.
cat >"$tmp/t.yaml" <<'YAML'
version: 1
name: suite
agents:
  - {name: g, type: greedy}
  - {name: r, type: random}
games_per_pairing: 10
openings: {file: one.mfen, order: random}
YAML
"$bin" tournament run "$tmp/t.yaml" --db "$tmp/t.sqlite" --quiet >/dev/null 2>"$tmp/err"
check "the tournament runs ($?): $(head -c 300 "$tmp/err")" test $? -eq 0
sqlite3 "$tmp/t.sqlite" 'SELECT DISTINCT start_state FROM game_records' | sort >"$tmp/starts"
check "its games start from the suite's five positions" \
  test "$(cat "$tmp/starts")" = "$(positions "$tmp/one.mfen" | sort)"

# 4. A band no position reaches: gives up after 1000 candidates a position, exit 1.
"$bin" openings generate --count 1 --plies 2 --agent greedy --band 100000000,100000001 \
  --output "$tmp/none.mfen" --quiet >"$tmp/out" 2>"$tmp/err"
status=$?
check "a band too narrow exits 1 (got $status)" test $status -eq 1
check "and says so" grep -q "no position in the band 100000000,100000001 after 1000 candidates" "$tmp/err"
check "and writes nothing" test ! -e "$tmp/none.mfen"

# 5. Bad arguments: exit 2, one line on stderr, nothing on stdout.
bad() {  # bad DESCRIPTION PATTERN ARGS...
  local what="$1" pattern="$2"
  shift 2
  "$bin" openings generate "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  check "$what exits 2 (got $status)" test $status -eq 2
  check "$what: one line on stderr" test "$(wc -l <"$tmp/err")" -eq 1
  check "$what: nothing on stdout" test ! -s "$tmp/out"
  check "$what names it: $(cat "$tmp/err")" grep -q -- "$pattern" "$tmp/err"
}
ok=(--count 2 --agent greedy --output "$tmp/x.mfen")
bad "unknown rules" "unknown rule set 'nope'" "${ok[@]}" --band 0,1 --rules nope
bad "a band upside down" "--band: LO must not be above HI, got '5,1'" "${ok[@]}" --band 5,1
bad "a band of words" "--band: expected LO,HI" "${ok[@]}" --band a,b
bad "a band of one number" "--band: expected LO,HI" "${ok[@]}" --band 5
bad "count 0" "--count" --count 0 --agent greedy --output "$tmp/x.mfen" --band 0,1
bad "an agent without a score" "reports no score.*(greedy, alphabeta)" \
  --count 2 --agent random --output "$tmp/x.mfen" --band 0,1
bad "an unknown agent" "--agent 'nobody'" --count 2 --agent nobody --output "$tmp/x.mfen" --band 0,1
bad "an unwritable output" "cannot write '/proc/no/such/x.mfen'" \
  --count 2 --agent greedy --output /proc/no/such/x.mfen --band 0,1
bad "an output that is a folder" "is a folder" --count 2 --agent greedy --output "$tmp" --band 0,1
bad "no agent" "--agent is required" --count 2 --output "$tmp/x.mfen" --band 0,1

finish_checks "openings_cli"
