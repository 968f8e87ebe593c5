#!/usr/bin/env bash
# `minnaar conform` end to end: the program passes against itself in every
# rule set; an engine with a planted bug of each kind (a move rule, a
# counter rule, a result rule, a notation rule) is caught and its report
# reduced (perft to depth 1 with the missing move named, a game to its
# first differing prefix); an implementation that reads what the contract
# leaves open passes with notes (fails with --strict); the JSON and JUnit
# reports parse; programs that crash, hang or print garbage are failed
# checks, never a crash or hang of the checker; bad usage exits 2.
#
#   verify/conform_cli.sh path/to/minnaar path/to/planted_engine
set -u

bin="${1:?usage: conform_cli.sh path/to/minnaar path/to/planted_engine}"
planted="${2:?usage: conform_cli.sh path/to/minnaar path/to/planted_engine}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C
source "$(dirname "$0")/checks.sh"

# A field of the JSON report: json FILE PYTHON-EXPRESSION (of `r`).
json() { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$1"; }

# 1. The program against itself, every rule setting it lists, the quick suite.
mapfile -t settings < <("$bin" rules --settings)
check "the program lists its rule settings" test "${#settings[@]}" -ge 2
for rules in "${settings[@]}"; do
  "$bin" conform --impl "$bin" --rules "$rules" --suite quick --json "$tmp/self.json" \
    >"$tmp/out" 2>"$tmp/err"
  check "conform passes the program itself for $rules (exit $?): $(head -c 300 "$tmp/out")" \
    test $? -eq 0
  check "... and says so" grep -q "^conformance of $rules: \([0-9]*\) of \1 checks agree" \
    "$tmp/out"
  check "... with no failure in the JSON report" test "$(json "$tmp/self.json" \
    'len(r["failures"]) == 0 and r["checks"] == r["passed"] > 100')" = True
done

# 2. Planted bugs, each caught and reduced.
run_planted() {  # run_planted BUG: the quick suite against the planted engine
  "$bin" conform --impl "$planted $1" --suite quick --json "$tmp/$1.json" \
    --junit "$tmp/$1.xml" >"$tmp/$1.out" 2>"$tmp/$1.err"
}
run_planted none
check "the planted engine without a bug passes (exit $?)" test $? -eq 0
run_planted move
check "a move-rule bug is caught (exit $?)" test $? -eq 1
check "... reduced to depth 1 with the missing move to h8 named" test "$(json "$tmp/move.json" \
  'any(f["kind"] == "perft" and f["depth"] == 1 and f["extra"] == [] and
       len(f["missing"]) == 1 and f["missing"][0].endswith("h8") for f in r["failures"])')" = True
check "... the smallest first, with a command that reproduces it" grep -Eq \
  "^  reproduce: $planted move (perft --depth 1 --divide|moves)" "$tmp/move.out"
first='[f for f in r["failures"] if f["kind"] == "perft" and f["depth"] == 1][0]'
bash -c "$(json "$tmp/move.json" "$first[\"reproduce\"]")" >"$tmp/reproduced" 2>&1
check "... which, run, leaves out the missing move" bash -c \
  "! grep -q '^$(json "$tmp/move.json" "$first[\"missing\"][0]") ' '$tmp/reproduced'"
run_planted counter
check "a counter-rule bug is caught (exit $?)" test $? -eq 1
check "... a game reduced to the first move after which the tally shows" test "$(json \
  "$tmp/counter.json" 'min(len(f["moves"].split()) for f in r["failures"]
                           if f["kind"] == "show" and f["category"] == "games")')" = 1
run_planted result
check "a result-rule bug is caught (exit $?)" test $? -eq 1
check "... in a show of a game, the early end named" test "$(json "$tmp/result.json" \
  'any(f["kind"] == "show" and "undecided-80-turns" in f["implementation"]
       and "ongoing" in f["reference"] for f in r["failures"])')" = True
run_planted mfen
check "a notation-rule bug is caught (exit $?)" test $? -eq 1
check "... as a bad input the engine accepts" test "$(json "$tmp/mfen.json" \
  'all(f["kind"] == "bad-input" for f in r["failures"]) and len(r["failures"]) >= 1')" = True
python3 - "$tmp/move.xml" "$tmp/move.json" >"$tmp/out" 2>&1 <<'PY'
import json, sys, xml.etree.ElementTree as ET
suite = ET.parse(sys.argv[1]).getroot().find("testsuite")
report = json.load(open(sys.argv[2]))
cases = suite.findall("testcase")
failed = [c for c in cases if c.find("failure") is not None]
assert len(cases) == report["checks"], (len(cases), report["checks"])
assert len(failed) == report["checks"] - report["passed"], len(failed)
assert int(suite.get("failures")) == len(failed)
assert all("reproduce" in c.find("failure").get("message") for c in failed)
print("ok")
PY
check "the JUnit report parses and agrees with the JSON one: $(cat "$tmp/out")" \
  grep -q "^ok$" "$tmp/out"

# 3. An implementation that reads every notation the contract leaves open
# (two digits in a row, leading zeros, rounds above this program's bound):
# it passes, the checks where only this project refuses being notes,
# exactly the rule vectors marked as the project's choice and the round
# too large for this program; --strict fails exactly those.
project="$(python3 -c '
import sys
rows = [l.split("\t") for l in open(sys.argv[1]) if l.strip() and not l.startswith("#")]
print(" ".join(sorted(["rule-vector/" + r[0] for r in rows if r[1].startswith("project:")] +
                      ["field-5-99999999999999999999"])))' \
  "$(dirname "$0")/../fixtures/minnaar/rule_vectors.tsv")"
"$bin" conform --impl "$planted lenient" --suite quick --json "$tmp/lenient.json" \
  --junit "$tmp/lenient.xml" >"$tmp/lenient.out" 2>&1
check "a lenient implementation passes (exit $?)" test $? -eq 0
check "... its notes counted on the summary line" grep -q \
  "^conformance of minnaar: [0-9]* of [0-9]* checks agree, 9 differ only on this project's choices" \
  "$tmp/lenient.out"
check "... and listed, each with what it proves" grep -q \
  "^  rule-vector/tally-leading-zero: project: canonical MFEN" "$tmp/lenient.out"
check "... the notes are exactly the project's choices" test "$(json "$tmp/lenient.json" \
  '" ".join(sorted(f["check"] for f in r["notes"])) if not r["failures"] else "failures"')" = \
  "$project"
check "... skipped with the reason in JUnit" test "$(python3 -c '
import sys, xml.etree.ElementTree as ET
cases = ET.parse(sys.argv[1]).getroot().find("testsuite").findall("testcase")
print(" ".join(sorted(c.get("name") for c in cases if c.find("skipped") is not None
                      and "project" in c.find("skipped").get("message"))))' "$tmp/lenient.xml")" = \
  "$project"
"$bin" conform --impl "$planted lenient" --suite quick --strict --json "$tmp/strict.json" \
  >"$tmp/strict.out" 2>&1
check "... and fails with --strict (exit $?)" test $? -eq 1
check "... on exactly the project's choices" test "$(json "$tmp/strict.json" \
  '" ".join(sorted(f["check"] for f in r["failures"])) if not r["notes"] else "notes"')" = \
  "$project"

# 4. Implementations that crash, hang or print garbage.
"$bin" conform --impl "sh -c 'kill -SEGV \$\$'" --suite quick --json "$tmp/crash.json" \
  >"$tmp/out" 2>&1
check "a crashing implementation fails every check (exit $?)" test $? -eq 1
check "... with its signal named" grep -q "killed by signal 11" "$tmp/out"
start=$(date +%s)
"$bin" conform --impl "sh -c 'sleep 30'" --suite quick --timeout-ms 200 --jobs 4 >"$tmp/out" 2>&1
status=$?
check "a hanging implementation fails (exit $status)" test $status -eq 1
check "... each call cut at its timeout" grep -q "timed out after 200 ms" "$tmp/out"
check "... and the run stays bounded ($(($(date +%s) - start)) s)" test $(($(date +%s) - start)) -lt 120
"$bin" conform --impl "echo garbage" --suite quick >"$tmp/out" 2>&1
check "an implementation printing garbage fails (exit $?)" test $? -eq 1
"$bin" conform --impl "sh -c 'echo one >&2; echo two >&2; exit 2'" --suite quick \
  --json "$tmp/two.json" >"$tmp/out" 2>&1
check "two lines on stderr for bad input is a failure too" test "$(json "$tmp/two.json" \
  'r["passed"] == 0')" = True

# 5. Bad usage.
"$bin" conform --suite quick >"$tmp/out" 2>"$tmp/err"
check "conform without --impl exits 2 (got $?)" test $? -eq 2
"$bin" conform --impl "$bin" --rules chess >"$tmp/out" 2>"$tmp/err"
check "an unknown rule set exits 2 (got $?)" test $? -eq 2
check "... named on one line" test "$(wc -l <"$tmp/err")" -eq 1
"$bin" conform --impl "'unclosed" >"$tmp/out" 2>"$tmp/err"
check "an unclosed quote in --impl exits 2 (got $?)" test $? -eq 2

finish_checks conform_cli
