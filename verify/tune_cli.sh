#!/usr/bin/env bash
# `minnaar tune` end to end: a tune killed with SIGKILL mid-run and rerun
# reaches the θ of a run never stopped; its games replay; the report in
# text, JSON and HTML; config errors as one line, exit 2.
#
#   verify/tune_cli.sh path/to/minnaar
set -u

bin="${1:?usage: tune_cli.sh path/to/minnaar}"
tmp="$(mktemp -d)"
trap 'kill -9 $(jobs -p) 2>/dev/null; rm -rf "$tmp"' EXIT
export LC_ALL=C

source "$(dirname "$0")/checks.sh"

cat >"$tmp/tune.yaml" <<'YAML'
version: 1
name: cli
seed: 9
iterations: 24
batch: 2
score: margin
seat: establishment
agent:
  type: alphabeta
  params: {depth: 2}
tune:
  mobility: {start: 10, min: 0, max: 60, c_end: 6, r_end: 0.5}
  hanging: {start: 600, min: 0, max: 1000, c_end: 60, r_end: 0.5}
opponents:
  - name: g
    type: greedy
openings:
  random_plies: 2
YAML
theta() { sqlite3 "$1" "SELECT group_concat(theta_after, ' ') FROM tune_steps
                       WHERE k = (SELECT max(k) FROM tune_iterations)"; }

# 1. A run never stopped.
"$bin" tune "$tmp/tune.yaml" --db "$tmp/whole.sqlite" --threads 2 >"$tmp/out" 2>"$tmp/err"
check "a tune runs (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "it prints θ as an agent spec" grep -q "^theta: alphabeta:depth=2,mobility=" "$tmp/out"
check "progress on stderr" grep -q "iteration 24/24" "$tmp/err"
check "every iteration is stored" \
  test "$(sqlite3 "$tmp/whole.sqlite" 'SELECT count(*) FROM tune_iterations')" = 24
"$bin" tournament verify --db "$tmp/whole.sqlite" >"$tmp/out" 2>&1
check "its games replay" grep -q "48 games checked, 0 do not replay" "$tmp/out"

# 2. Killed with SIGKILL, then rerun: the same θ.
"$bin" tune "$tmp/tune.yaml" --db "$tmp/killed.sqlite" --threads 2 --quiet >/dev/null 2>&1 &
kill_after_games $! "$tmp/killed.sqlite" 9
done_before="$(sqlite3 "$tmp/killed.sqlite" 'SELECT count(*) FROM tune_iterations')"
check "the kill came mid-run ($done_before iterations)" test "$done_before" -lt 24
"$bin" tune "$tmp/tune.yaml" --db "$tmp/killed.sqlite" --threads 1 >"$tmp/out" 2>"$tmp/err"
check "the rerun resumes (exit $?)" grep -q "^resumed: " "$tmp/err"
check "the resumed tune reaches the same θ" test "$(theta "$tmp/killed.sqlite")" = "$(theta "$tmp/whole.sqlite")"
check "no game is lost or repeated" \
  test "$(sqlite3 "$tmp/killed.sqlite" 'SELECT count(*) FROM game_records')" = 48

# 3. --iterations stops a run early; the rerun goes on.
"$bin" tune "$tmp/tune.yaml" --db "$tmp/capped.sqlite" --iterations 5 --quiet >/dev/null 2>&1
check "--iterations 5 stores 5" \
  test "$(sqlite3 "$tmp/capped.sqlite" 'SELECT count(*) FROM tune_iterations')" = 5
"$bin" tune "$tmp/tune.yaml" --db "$tmp/capped.sqlite" --quiet >/dev/null 2>&1
check "then the same θ" test "$(theta "$tmp/capped.sqlite")" = "$(theta "$tmp/whole.sqlite")"

# 4. The report.
"$bin" tune report --db "$tmp/whole.sqlite" >"$tmp/out" 2>&1
check "report: θ as a spec" grep -q "^theta: alphabeta:depth=2,mobility=" "$tmp/out"
check "report: start -> now" grep -q "^mobility  *10 -> " "$tmp/out"
check "report: the harness's share" grep -q "harness share" "$tmp/out"
"$bin" tune report --db "$tmp/whole.sqlite" --format json >"$tmp/out" 2>&1
check "report --format json" grep -q '"harness_share"' "$tmp/out"
"$bin" tune report --db "$tmp/whole.sqlite" --format html --output "$tmp/r.html" 2>/dev/null
check "report --format html draws each parameter" test "$(grep -o 'plot-line' "$tmp/r.html" | wc -l)" -ge 2

# 5. Bad input: one line, exit 2, file:line: key.
sed 's/  hanging:/  hangin:/' "$tmp/tune.yaml" >"$tmp/bad.yaml"
"$bin" tune "$tmp/bad.yaml" --db "$tmp/bad.sqlite" >"$tmp/out" 2>"$tmp/err"
status=$?
check "an unknown parameter exits 2 ($status)" test "$status" -eq 2
check "one line naming file:line:key" grep -q "bad.yaml:13: key 'tune.hangin': unknown parameter" "$tmp/err"
check "exactly one line" test "$(wc -l <"$tmp/err")" -eq 1
check "nothing on stdout" test ! -s "$tmp/out"
sed 's/seat: establishment/seat: white/' "$tmp/tune.yaml" >"$tmp/bad.yaml"
"$bin" tune "$tmp/bad.yaml" --db "$tmp/bad.sqlite" >"$tmp/out" 2>"$tmp/err"
check "a seat the game does not have exits 2" test $? -eq 2
check "and names the key" grep -q "bad.yaml:7: key 'seat': minnaar has no team 'white'" "$tmp/err"
"$bin" tune report --db "$tmp/none.sqlite" >"$tmp/out" 2>"$tmp/err"
check "a report of no database exits 2" test $? -eq 2

# Texel tuning of a stored tournament's positions: a fit stopped after two
# passes and resumed from its checkpoint ends where an unbroken one does.
cat >"$tmp/games.yaml" <<'YAML'
version: 1
name: texel-games
seed: 4
games_per_pairing: 60
openings:
  random_plies: 4
agents:
  - {name: random, type: random, params: {capture_bias: 300}}
  - {name: greedy, type: greedy}
YAML
"$bin" tournament run "$tmp/games.yaml" --db "$tmp/games.sqlite" --quiet >/dev/null 2>&1
"$bin" tune texel --db "$tmp/games.sqlite" --passes 4 --out "$tmp/whole.json" >"$tmp/texel" 2>"$tmp/err"
check "a texel fit exits 0" test $? -eq 0
check "and prints the fitted weights as a spec" grep -q '^spec: alphabeta:' "$tmp/texel"
check "with the loss and the held-out loss" grep -q '^K .*; loss .* -> .*, held out .* -> ' "$tmp/texel"
check "its progress names every pass" test "$(grep -c '^pass ' "$tmp/err")" -eq 4
"$bin" tune texel --db "$tmp/games.sqlite" --passes 2 --out "$tmp/half.json" >/dev/null 2>&1
"$bin" tune texel --db "$tmp/games.sqlite" --passes 4 --out "$tmp/half.json" >"$tmp/texel2" 2>"$tmp/err"
check "a resumed fit starts at its third pass" grep -q '^pass 3:' "$tmp/err"
check "and reaches the unbroken fit's weights" \
  test "$(grep '^spec:' "$tmp/texel2")" = "$(grep '^spec:' "$tmp/texel")"
"$bin" tune texel --db "$tmp/games.sqlite" --holdout 30 --out "$tmp/half.json" >"$tmp/out" 2>"$tmp/err"
check "a checkpoint of other inputs exits 2" test $? -eq 2
check "and says it is of another fit" grep -q 'written for another fit' "$tmp/err"
"$bin" tune texel --db "$tmp/games.sqlite" --team no_such >"$tmp/out" 2>"$tmp/err"
check "a team the rule set lacks exits 2" test $? -eq 2
check "and lists its teams" grep -q "has no team 'no_such' (valid: " "$tmp/err"
"$bin" tune texel --db "$tmp/games.sqlite" --weights no_such >"$tmp/out" 2>"$tmp/err"
check "a weight the evaluation lacks exits 2" test $? -eq 2
check "and lists its weights" grep -q "no weight 'no_such' (its weights: " "$tmp/err"
"$bin" tune texel --db "$tmp/games.sqlite" --tournament other >"$tmp/out" 2>"$tmp/err"
check "a tournament the database lacks exits 2" test $? -eq 2
"$bin" tune texel --db "$tmp/none.sqlite" >"$tmp/out" 2>"$tmp/err"
check "no database exits 2" test $? -eq 2

finish_checks "tune_cli"
