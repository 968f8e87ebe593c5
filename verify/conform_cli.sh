#!/usr/bin/env bash
# `minnaar conform` end to end: the program passes against itself; an
# engine with a planted bug of each kind (a move rule, a counter rule, a
# result rule, a notation rule, derived state that goes stale) is caught
# as exactly one finding, reduced to a position of a few pieces on one
# short line (a stale value: at the move that made it stale); bugs of
# movement in every rule set (a missing leap, a range one short, a capture
# of an ally, a capture that wraps round the board's edge) are one finding
# each named by their cause, two bugs two;
# an implementation that reads what the contract leaves open passes with
# notes (fails with --strict); the JSON and JUnit reports parse; programs
# that crash, hang or print garbage are failed checks, never a crash or hang
# of the checker; bad usage (a program that cannot start, a fixtures
# folder that is not one) exits 2.
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

# 1. The program against itself, the quick suite of its default rule set
# and of one other (CI's conform stage runs the default suite of every rule
# setting against the program).
mapfile -t settings < <("$bin" rules --settings)
check "the program lists its rule settings" test "${#settings[@]}" -ge 2
for rules in "$("$bin" rules --default)" "${settings[-1]}"; do
  "$bin" conform --impl "$bin" --rules "$rules" --suite quick --json "$tmp/self.json" \
    >"$tmp/out" 2>"$tmp/err"
  check "conform passes the program itself for $rules (exit $?): $(head -c 300 "$tmp/out")" \
    test $? -eq 0
  check "... and says so" grep -q "^conformance of $rules: \([0-9]*\) of \1 checks agree" \
    "$tmp/out"
  check "... with no failure in the JSON report" test "$(json "$tmp/self.json" \
    'len(r["failures"]) == len(r["findings"]) == 0 and r["checks"] == r["passed"] > 100')" = True
  check "... and the calls it made counted" test "$(json "$tmp/self.json" \
    'r["calls"]["runs"] + r["calls"]["reused"] >= r["checks"] and r["calls"]["ms_per_run"] > 0')" = True
done

# 2. Planted bugs, each caught as one finding and reduced.
run_planted() {  # run_planted BUG: the quick suite against the planted engine
  "$bin" conform --impl "$planted $1" --suite quick --json "$tmp/$1.json" \
    --junit "$tmp/$1.xml" >"$tmp/$1.out" 2>"$tmp/$1.err"
}
# The one finding's field: finding BUG PYTHON-EXPRESSION (of `f`).
finding() { json "$tmp/$1.json" "(lambda f: $2)(r['findings'][0])"; }
one_finding() {  # one_finding BUG: one finding explains every failing check, on one short line
  check "... as one finding that explains all $(json "$tmp/$1.json" 'len(r["failures"])') failures" \
    test "$(json "$tmp/$1.json" 'len(r["findings"]) == 1 and
      len(r["findings"][0]["checks"]) == len(r["failures"]) == r["checks"] - r["passed"] > 0 and
      all(f["finding"] == 0 for f in r["failures"])')" = True
  check "... reproduced by one line of at most 200 characters besides the program's path" \
    test "$(finding "$1" "len(f['reproduce']) - len('$planted') <= 200")" = True
  check "... which the summary shows" grep -q "^finding 1 of 1: " "$tmp/$1.out"
}
run_planted none
check "the planted engine without a bug passes (exit $?)" test $? -eq 0
run_planted move
check "a move-rule bug is caught (exit $?)" test $? -eq 1
one_finding move
check "... reduced to a position whose moves to h8 are missing" test "$(finding move \
  'f["kind"] == "moves" and f["extra"] == [] and f["moves"] == "" and
   all(m.endswith("h8") for m in f["missing"]) and len(f["missing"]) > 0')" = True
check "... of a few pieces" test "$(finding move 'sum(c.isalpha() for c in f["mfen"].split()[0]) <= 4')" = True
check "... with a command that reproduces it" grep -Eq "^  reproduce: $planted move moves --mfen" \
  "$tmp/move.out"
check "... naming what it proves, a section of the project's pages" grep -Eq \
  "^  proves:   docs/(rules/minnaar|cli)\.md#[a-z0-9-]+" "$tmp/move.out"
bash -c "$(finding move 'f["reproduce"]')" >"$tmp/reproduced" 2>&1
check "... which, run, leaves out the missing move" bash -c \
  "! grep -qx '$(finding move 'f["missing"][0]')' '$tmp/reproduced'"
run_planted counter
check "a counter-rule bug is caught (exit $?)" test $? -eq 1
one_finding counter
check "... every game reduced to the first position whose tally shows, as its notation alone" \
  test "$(json "$tmp/counter.json" 'all(f["moves"] == "" and f["mfen"].split()[2] == "1"
    for f in r["failures"] if f["category"] == "games")')" = True
check "... the tally named as the word that differs" test "$(finding counter \
  'f["signature"] == "show: line 1 word 3"')" = True
run_planted result
check "a result-rule bug is caught (exit $?)" test $? -eq 1
one_finding result
check "... in a show of the position, the early end named" test "$(finding result \
  'f["kind"] == "show" and f["moves"] == "" and "undecided-80-turns" in f["implementation"]
   and "ongoing" in f["reference"] and f["mfen"].split()[2] == "79"')" = True
run_planted mfen
check "a notation-rule bug is caught (exit $?)" test $? -eq 1
one_finding mfen
check "... as a bad input the engine accepts" test "$(json "$tmp/mfen.json" \
  'all(f["kind"] == "bad-input" for f in r["failures"])')" = True
check "... which disobeys the MFEN section of the rules page" grep -q \
  "^  proves:   docs/rules/minnaar\.md#mfen" "$tmp/mfen.out"
run_planted stale
check "a stale value of derived state is caught (exit $?)" test $? -eq 1
one_finding stale
# The board letter on a square ("f6") of the finding's MFEN.
on='(lambda b, s: "".join(c if not c.isdigit() else "." * int(c) for c in b.split("/")[8 - int(s[1])])[ord(s[0]) - 97])(f["mfen"].split()[0], '
check "... reported at the move that made it stale: a Knight's capture, then the moves to where it shows" \
  test "$(finding stale "f['kind'] == 'moves' and f['missing'] and
    ${on}f['moves'].split()[0][:2]) in 'Nn' and ${on}f['moves'].split()[0][2:4]) != '.'")" = True
check "... the missing move onto the square the Knight left" test "$(finding stale \
  "all(m[2:4] == f['moves'].split()[0][:2] for m in f['missing'])")" = True
# 3. Bugs of movement, in every rule set that has the moves: each one
# finding named by its cause in the game's terms (State::describe_move),
# reduced to a position of a few pieces; two bugs, two findings.
cause_of() {  # cause_of NAME BUG RULES: the quick suite; its findings' signatures, one a line
  "$bin" conform --impl "$planted $2" --rules "$3" --suite quick --jobs 2 --json "$tmp/$1.json" \
    >"$tmp/$1.out" 2>"$tmp/$1.err"
  json "$tmp/$1.json" '"\n".join(f["signature"] for f in r["findings"])'
}
pieces='sum(c.isalpha() for c in f["mfen"].split()[0])'
# The rule sets without parameters. one_finding_in_each BUG REGEX ABSENT:
# BUG planted in each; where it shows, one finding whose signature is
# REGEX, reduced to at most 6 pieces; where it cannot (ABSENT says why),
# every check agrees. $shown counts the rule sets it showed in.
mapfile -t plain < <(printf '%s\n' "${settings[@]}" | grep -v '(')
one_finding_in_each() {
  local bug=$1 regex=$2 absent=$3 rules
  shown=0
  for rules in "${plain[@]}"; do
    cause_of "$bug-$rules" "$bug" "$rules" >"$tmp/$bug-$rules.causes"
    if ! grep -q . "$tmp/$bug-$rules.causes"; then
      check "$rules, $absent, agrees with '$bug' planted" test "$(json \
        "$tmp/$bug-$rules.json" 'r["checks"] == r["passed"]')" = True
      continue
    fi
    shown=$((shown + 1))
    check "'$bug' in $rules is one finding named by its cause: $(cat \
      "$tmp/$bug-$rules.causes")" grep -Eqx "$regex" "$tmp/$bug-$rules.causes"
    check "... reduced to a position of at most 6 pieces" test "$(json "$tmp/$bug-$rules.json" \
      '0 < r["findings"][0]["pieces"] <= 6')" = True
  done
}
# A missing leap: named by the leaping piece and the leap.
one_finding_in_each jump 'legal moves: missing [A-Z][a-z]+, jump 2-1 \(2 north 1 east\)' \
  "without leaps"
check "... which the summary gives as its largest reduced position" grep -Eq \
  "^  largest reduced position: [1-6] pieces? \(finding 1\)" "$tmp/jump-minnaar.out"
check "... the same count as the board's letters" test "$(json "$tmp/jump-minnaar.json" \
  "(lambda f: $pieces == f['pieces'])(r['findings'][0])")" = True
check "a range one short in minnaar is one finding named by the piece and the distance" test \
  "$(cause_of short short-range:Sovereign:4 minnaar)" = "legal moves: missing Sovereign, 4 squares"
for rules in minnaar "${plain[1]}"; do
  check "a capture of an ally in $rules is one finding, whatever the piece" test \
    "$(cause_of "ally-$rules" ally "$rules")" = "legal moves: extra capture of an ally"
  check "... reduced to a position of at most 6 pieces" test "$(json "$tmp/ally-$rules.json" \
    '0 < r["findings"][0]["pieces"] <= 6')" = True
done
check "... the moves and the illegal moves accepted alike" test "$(json "$tmp/ally-minnaar.json" \
  'r["checks"] - r["passed"] == len(r["findings"][0]["checks"])')" = True
# A step or leap that wraps round the west edge onto the far file of the
# rank below: one finding in every rule set with a bounded board.
one_finding_in_each wrap 'legal moves: extra capture, across the board' "a board without edges"
check "... in every rule set with a bounded board ($shown)" test "$shown" -ge 5
check "a King's wrapping capture, which random play does not show, is found on the edges" grep -Eqx \
  'legal moves: extra King, capture, .*across the board' <(cause_of wrap-king wrap:King minnaar)
check "... by the edge positions alone" test "$(json "$tmp/wrap-king.json" \
  'all(c.startswith("edge/") for c in r["findings"][0]["checks"])')" = True
check "a capture of an ally and a missing leap are two findings" test \
  "$(cause_of two ally,jump minnaar | sort | tr '\n' '|')" = \
  "legal moves: extra capture of an ally|legal moves: missing Knight, jump 2-1 (2 north 1 east)|"
check "a capture of an ally and a wrapping capture, extra moves of the same positions, are two findings" \
  test "$(cause_of two-extra ally,wrap minnaar | sort | tr '\n' '|')" = \
  "legal moves: extra capture of an ally|legal moves: extra capture, across the board|"
check "a missing leap and a counter shown wrong from the first quiet move are two findings" test \
  "$(cause_of masked jump,counter minnaar | sort | tr '\n' '|')" = \
  "legal moves: missing Knight, jump 2-1 (2 north 1 east)|show: line 1 word 3|"
check "... the checks whose counter differs first showing the missing leap too" test \
  "$(json "$tmp/masked.json" 'len(set(r["findings"][0]["checks"]) & set(r["findings"][1]["checks"])) > 10')" = True
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
assert all(c.find("failure").get("message").startswith("finding 1: ") for c in failed)
assert suite.find("properties/property[@name='findings']").get("value") == "1"
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
"$bin" conform --impl "sh -c 'sleep 30'" --suite quick --timeout-ms 50 --jobs 8 \
  --json "$tmp/hang.json" >"$tmp/out" 2>&1
status=$?
check "a hanging implementation fails (exit $status)" test $status -eq 1
check "... each call cut at its timeout" grep -q "timed out after 50 ms" "$tmp/out"
check "... a hang never a note, even where the contract allows reading the input" test \
  "$(json "$tmp/hang.json" 'len(r["notes"]) == 0 and r["passed"] == 0')" = True
check "... at most one finding a command, whatever the input: $(json "$tmp/hang.json" \
  '[f["signature"] for f in r["findings"]]')" test "$(json "$tmp/hang.json" \
  'len(set(f["kind"] for f in r["findings"])) == len(r["findings"]) <= 4')" = True
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
# A program that cannot start is no implementation to check: one line
# naming it and why, before any check.
"$bin" conform --impl "$tmp/no-such-program --flag" --suite quick >"$tmp/out" 2>"$tmp/err"
check "a program that cannot start exits 2 (got $?)" test $? -eq 2
check "... on one line naming the program and why: $(cat "$tmp/err")" test \
  "$(wc -l <"$tmp/err")" -eq 1 -a -n "$(grep -F "$tmp/no-such-program" "$tmp/err" |
    grep -i 'no such file')"
check "... with nothing on stdout" test ! -s "$tmp/out"
printf '#!/bin/sh\n' >"$tmp/not-executable"
"$bin" conform --impl "$tmp/not-executable" --suite quick >"$tmp/out" 2>"$tmp/err"
check "a program that is not executable exits 2 (got $?)" test $? -eq 2
check "... naming it: $(cat "$tmp/err")" grep -qF -- "--impl: cannot run '$tmp/not-executable'" \
  "$tmp/err"
# A fixtures folder that is missing, a file, or holds no fixtures would
# leave out every fixture check: refused, naming the path.
touch "$tmp/a-file"
mkdir -p "$tmp/empty-folder"
for fixtures in "$tmp/missing-folder" "$tmp/a-file" "$tmp/empty-folder"; do
  "$bin" conform --impl "$bin" --suite quick --fixtures "$fixtures" >"$tmp/out" 2>"$tmp/err"
  status=$?
  check "--fixtures $(basename "$fixtures") exits 2 (got $status)" test $status -eq 2
  check "... on one line naming it: $(cat "$tmp/err")" test "$(wc -l <"$tmp/err")" -eq 1 -a \
    -n "$(grep -F -- "--fixtures: '$fixtures'" "$tmp/err")"
done

finish_checks conform_cli
