#!/usr/bin/env bash
# `minnaar tournament` end to end: a run, its report and replay check, a run
# killed with SIGKILL and resumed (the same games as a run never stopped),
# a changed config refused, a tampered game caught, config errors, two
# tournaments of one name picked by id, paths checked before any work.
#
#   verify/tournament_cli.sh path/to/minnaar fixtures-dir
set -u

bin="${1:?usage: tournament_cli.sh path/to/minnaar fixtures-dir}"
fixtures="${2:?usage: tournament_cli.sh path/to/minnaar fixtures-dir}"
bin="$(realpath "$bin")"
tmp="$(mktemp -d)"
trap 'kill -9 $(jobs -p) 2>/dev/null; rm -rf "$tmp"' EXIT
export LC_ALL=C

source "$(dirname "$0")/checks.sh"
rows() {  # what decides each game, in slot order
  sqlite3 "$1" "SELECT slot, south_agent, north_agent, establishment_agent, seed, start_mfen,
                moves, result FROM games ORDER BY slot"
}

# 1. The shipped quick config: runs, reports, replays.
"$bin" tournament run "$fixtures/tournaments/quick.yaml" --db "$tmp/quick.sqlite" --quiet \
  >"$tmp/out" 2>"$tmp/err"
check "quick.yaml runs (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "run prints the standings" grep -q "as Establishment" "$tmp/out"
check "run prints the margins" grep -q "^margin (95%)" "$tmp/out"
check "every seat has its margin" \
  test "$(sqlite3 "$tmp/quick.sqlite" 'SELECT count(*) FROM game_seats WHERE margin BETWEEN 0 AND 1')" = 36
check "quick.yaml stores its 12 games" test "$(sqlite3 "$tmp/quick.sqlite" 'SELECT count(*) FROM games')" = 12
check "the tournament is finished" test "$(sqlite3 "$tmp/quick.sqlite" 'SELECT status FROM tournaments')" = finished
check "WAL mode" test "$(sqlite3 "$tmp/quick.sqlite" 'PRAGMA journal_mode')" = wal
"$bin" tournament verify --db "$tmp/quick.sqlite" >"$tmp/out" 2>&1
check "verify passes (exit $?)" grep -q "12 games checked, 0 do not replay" "$tmp/out"
"$bin" tournament report --db "$tmp/quick.sqlite" --format json >"$tmp/out" 2>&1
check "report --format json" grep -q '"as_second_team"' "$tmp/out"
check "report --format json names the rule set" grep -q '"rules": "minnaar"' "$tmp/out"
check "report --format json has the margins" grep -q '"margin_as_second_team"' "$tmp/out"
check "report --format json says which team is the first" grep -q '"first_team": "alliance"' "$tmp/out"
check "report --format json names the game's draws" grep -q '"draw_name": "undecided"' "$tmp/out"
"$bin" tournament report --db "$tmp/quick.sqlite" --format csv >"$tmp/out" 2>&1
check "report --format csv" grep -q '^rank,agent,games,score' "$tmp/out"
check "report --format csv has the margins" grep -q ',margin,margin_margin95,' "$tmp/out"
"$bin" tournament show --db "$tmp/quick.sqlite" --game 0 >"$tmp/out" 2>&1
check "show prints each seat's margin" grep -q '^establishment: .*, margin 0\.[0-9]\{4\},' "$tmp/out"
"$bin" tournament show --db "$tmp/quick.sqlite" --game 7 --format html --output "$tmp/game7.html" >"$tmp/out" 2>&1
check "show --format html writes a page (exit $?)" grep -q '<title>quick &#8212; game 7</title>' "$tmp/game7.html"
check "show --format html holds the game in its viewer" grep -q 'data-slot="7"' "$tmp/game7.html"
"$bin" tournament run "$fixtures/tournaments/quick.yaml" --db "$tmp/quick.sqlite" --quiet >"$tmp/out" 2>&1
check "a finished tournament run again plays nothing more" \
  test "$(sqlite3 "$tmp/quick.sqlite" 'SELECT count(*) FROM games')" = 12

# 2. Killed with SIGKILL mid-run, then resumed: the same games as a run on
# one thread that was never stopped, none lost, none repeated.
cat >"$tmp/slow.yaml" <<'YAML'
version: 1
name: slow
seed: 5
agents:
  - name: ab1
    type: alphabeta
    params: {depth: 3}
  - name: ab2
    type: alphabeta
    params: {depth: 3, mobility: 0}
games_per_pairing: 24
openings:
  random_plies: 4
YAML
"$bin" tournament run "$tmp/slow.yaml" --db "$tmp/whole.sqlite" --threads 1 --quiet >/dev/null 2>&1
check "the uninterrupted run finishes" test "$(sqlite3 "$tmp/whole.sqlite" 'SELECT count(*) FROM games')" = 24
"$bin" tournament run "$tmp/slow.yaml" --db "$tmp/killed.sqlite" --threads 2 --quiet >/dev/null 2>&1 &
kill_after_games $! "$tmp/killed.sqlite" 3
n="$(sqlite3 "$tmp/killed.sqlite" 'SELECT count(*) FROM games')"
check "the run was killed part way ($n games stored)" test "$n" -ge 3 -a "$n" -lt 24
"$bin" tournament run "$tmp/slow.yaml" --db "$tmp/killed.sqlite" --threads 2 >/dev/null 2>"$tmp/err"
check "the resumed run says so" grep -q "resumed: $n games were already stored" "$tmp/err"
check "after resuming, the same games as the uninterrupted run" \
  test "$(rows "$tmp/killed.sqlite")" = "$(rows "$tmp/whole.sqlite")"
"$bin" tournament verify --db "$tmp/killed.sqlite" >"$tmp/out" 2>&1
check "the resumed games replay" grep -q "24 games checked, 0 do not replay" "$tmp/out"

# 3. A changed config against the same tournament is refused; --new starts
# another.
sed 's/seed: 5/seed: 6/' "$tmp/slow.yaml" >"$tmp/changed.yaml"
"$bin" tournament run "$tmp/changed.yaml" --db "$tmp/killed.sqlite" --quiet >"$tmp/out" 2>"$tmp/err"
status=$?
check "a changed config exits 2 (got $status)" test $status -eq 2
check "and says what changed" grep -q -- "- seed 5" "$tmp/err"
check "and prints nothing on stdout" test ! -s "$tmp/out"

# 4. A stored game that does not replay is reported, with exit status 1.
sqlite3 "$tmp/quick.sqlite" "UPDATE game_records SET result = 'undecided-four-passes' WHERE slot = 3"
"$bin" tournament verify --db "$tmp/quick.sqlite" >"$tmp/out" 2>&1
status=$?
check "verify exits 1 for a tampered game (got $status)" test $status -eq 1
check "and names it" grep -q "slot 3: the moves end in" "$tmp/out"

# 5. Two runs started at once on a new database: the schema and the
# tournament are created once, the two share the slots (each claims the
# game it plays), and both end with the whole tournament stored, each game
# once, and its standings.
for i in 1 2 3; do
  rm -f "$tmp/twice.sqlite"*
  "$bin" tournament run "$fixtures/tournaments/quick.yaml" --db "$tmp/twice.sqlite" --threads 1 \
    >"$tmp/a.out" 2>"$tmp/a.err" &
  first=$!
  "$bin" tournament run "$fixtures/tournaments/quick.yaml" --db "$tmp/twice.sqlite" --threads 1 \
    >"$tmp/b.out" 2>"$tmp/b.err" &
  second=$!
  wait $first; a=$?
  wait $second; b=$?
  for run in a b; do
    status=$a; [[ $run == b ]] && status=$b
    check "simultaneous run $run ($i) exits 0 (got $status: $(grep minnaar: "$tmp/$run.err" | head -c 300))" \
      test $status -eq 0
    check "simultaneous run $run ($i) prints the finished standings" \
      grep -q "^tournament 'quick' (.*): finished" "$tmp/$run.out"
    check "simultaneous run $run ($i) prints no SQL error" not_grep "SQL\|locked\|constraint" "$tmp/$run.err"
  done
  check "simultaneous runs ($i) make one tournament" \
    test "$(sqlite3 "$tmp/twice.sqlite" 'SELECT count(*) FROM tournaments')" = 1
  check "simultaneous runs ($i) store all 12 games, each once" \
    test "$(sqlite3 "$tmp/twice.sqlite" 'SELECT count(*), count(DISTINCT slot) FROM games')" = "12|12"
  check "simultaneous runs ($i) leave no run or claim behind" \
    test "$(sqlite3 "$tmp/twice.sqlite" 'SELECT (SELECT count(*) FROM runs) + (SELECT count(*) FROM slot_claims)')" = 0
done
"$bin" tournament verify --db "$tmp/twice.sqlite" >"$tmp/out" 2>&1
check "and every game replays" grep -q "12 games checked, 0 do not replay" "$tmp/out"

# 6. Bad input: exit 2 and a message naming the place.
printf 'version: 1\nname: x\nagents:\n  - type: random\n  - type: greedy\n    params: {mobilty: 1}\n' >"$tmp/bad.yaml"
"$bin" tournament run "$tmp/bad.yaml" --db "$tmp/bad.sqlite" >"$tmp/out" 2>"$tmp/err"
status=$?
check "a config error exits 2 (got $status)" test $status -eq 2
check "and names file, line and key: $(cat "$tmp/err")" \
  grep -q "bad.yaml:6: key 'agents\[1\]': unknown parameter 'mobilty'" "$tmp/err"
check "no database is left for a refused config" test ! -e "$tmp/bad.sqlite"
"$bin" tournament report --db "$tmp/none.sqlite" >"$tmp/out" 2>"$tmp/err"
check "report on a missing database exits 2" test $? -eq 2
check "report on a missing database creates none" test ! -e "$tmp/none.sqlite"

# 6b. A config from a FIFO is read once (a second read would wait forever:
# `timeout` turns that into a failure); an endless file is refused at the
# size limit, a repeated key naming both lines; a name that is not UTF-8
# still exports and reports as valid JSON.
timeout 60 "$bin" tournament run <(cat "$fixtures/tournaments/quick.yaml") --db "$tmp/fifo.sqlite" \
  --quiet >"$tmp/out" 2>"$tmp/err"
status=$?
check "a config from a FIFO runs (exit $status): $(head -c 300 "$tmp/err")" test $status -eq 0
check "and stores its 12 games" test "$(sqlite3 "$tmp/fifo.sqlite" 'SELECT count(*) FROM games')" = 12
timeout 60 "$bin" tournament run /dev/zero --db "$tmp/zero.sqlite" >"$tmp/out" 2>"$tmp/err"
status=$?
check "/dev/zero as a config exits 2 (got $status)" test $status -eq 2
check "naming it and the limit: $(head -c 300 "$tmp/err")" \
  grep -q "/dev/zero: the config is larger than 1 MiB" "$tmp/err"
printf 'version: 1\nname: x\nseed: 1\nagents:\n  - {name: r, type: random}\n  - {name: g, type: greedy}\nseed: 2\n' \
  >"$tmp/twice.yaml"
"$bin" tournament run "$tmp/twice.yaml" --db "$tmp/twice.sqlite" >"$tmp/out" 2>"$tmp/err"
status=$?
check "a key given twice exits 2 (got $status)" test $status -eq 2
check "naming both lines: $(cat "$tmp/err")" \
  grep -q "twice.yaml:7: key 'seed' appears twice (first at line 3)" "$tmp/err"
sed "s/^name: quick\$/name: quick$(printf '\377')/" "$fixtures/tournaments/quick.yaml" >"$tmp/ff.yaml"
"$bin" tournament run "$tmp/ff.yaml" --db "$tmp/ff.sqlite" --quiet >/dev/null 2>"$tmp/err"
check "a name that is not UTF-8 runs: $(head -c 300 "$tmp/err")" test $? -eq 0
"$bin" tournament export --db "$tmp/ff.sqlite" --format jsonl >"$tmp/out" 2>"$tmp/err"
check "and exports (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "as U+FFFD" grep -q $'"tournament":"quick\xef\xbf\xbd"' "$tmp/out"
"$bin" tournament report --db "$tmp/ff.sqlite" --format json >"$tmp/out" 2>"$tmp/err"
check "and reports as JSON (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0

# 6c. A config's database is relative to the config's folder, as every
# path in a config: cfg/t.yaml with `database: ../t.sqlite`, run from the
# folder above cfg/, writes t.sqlite beside cfg/.
mkdir -p "$tmp/where/cfg"
printf 'version: 1\nname: where\ndatabase: ../where.sqlite\nagents:\n  - {name: a, type: random}\n  - {name: b, type: random}\ngames_per_pairing: 2\n' \
  >"$tmp/where/cfg/t.yaml"
(cd "$tmp/where" && "$bin" tournament run cfg/t.yaml --quiet >"$tmp/out" 2>&1)
check "a config's database is found beside its folder (exit $?)" test -f "$tmp/where/where.sqlite"
check "and not relative to the current folder" test ! -e "$tmp/where.sqlite"

# 6d. No way around the rule that ends stalled games: a rule set's
# parameter that lets a game go on for ever is refused by tournaments,
# tunes, play and match alike (perft, moves and show take it).
printf 'version: 1\nname: endless\nrules: playtest-standard(anti_stall=false)\nagents:\n  - {name: a, type: random}\n  - {name: b, type: random}\n' \
  >"$tmp/endless.yaml"
"$bin" tournament run "$tmp/endless.yaml" --db "$tmp/endless.sqlite" >"$tmp/out" 2>"$tmp/err"
check "a tournament of rules that may never end exits 2 ($?)" grep -q "endless.yaml:3: key 'rules': with anti_stall=false a game may never end" "$tmp/err"
check "and writes no database" test ! -e "$tmp/endless.sqlite"
"$bin" match --rules 'playtest-standard(anti_stall=false)' --a random --b random --games 2 >"$tmp/out" 2>"$tmp/err"
check "match refuses them too ($?)" grep -q "may never end" "$tmp/err"
"$bin" play --rules 'playtest-standard(anti_stall=false)' --white random --black random >"$tmp/out" 2>"$tmp/err"
check "play refuses them too ($?)" grep -q "may never end" "$tmp/err"
"$bin" perft --rules 'playtest-standard(anti_stall=false)' --depth 2 >"$tmp/out" 2>"$tmp/err"
check "perft takes them ($?)" test "$(cat "$tmp/out")" -gt 0

# 7. A panel's SPRT: two candidates as the Establishment against a greedy
# Alliance, stopped once decided, its report naming what it compares; a
# third candidate is refused at the stop rule.
cat >"$tmp/panel_sprt.yaml" <<'YAML'
version: 1
name: panel-sprt
seed: 2
agents:
  - {name: ab2, type: alphabeta, params: {depth: 2}}
  - {name: random, type: random}
  - {name: greedy, type: greedy}
format: panel
panel: {team: alliance, agents: [greedy]}
games_per_pairing: 400
openings: {random_plies: 2}
stop:
  sprt: {elo0: 0, elo1: 20, score: margin}
YAML
"$bin" tournament run "$tmp/panel_sprt.yaml" --db "$tmp/panel.sqlite" --threads 2 --quiet \
  >"$tmp/out" 2>"$tmp/err"
check "a panel SPRT runs (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "a panel SPRT accepts H1 for the better candidate" \
  test "$(sqlite3 "$tmp/panel.sqlite" 'SELECT status FROM tournaments')" = sprt-accepted-h1
check "and stops early" test "$(sqlite3 "$tmp/panel.sqlite" 'SELECT count(*) < 400 FROM games')" = 1
check "its standings name the comparison: $(grep 'against the panel' "$tmp/out")" \
  grep -q "^ab2 vs random as the Establishment against the panel: [0-9]* pairs" "$tmp/out"
"$bin" tournament report --db "$tmp/panel.sqlite" --format json >"$tmp/json" 2>&1
check "the JSON report carries the panel's SPRT" grep -q '"team": "establishment"' "$tmp/json"
"$bin" tournament report --db "$tmp/panel.sqlite" --format html --output "$tmp/panel.html" >/dev/null 2>&1
check "the HTML report draws it as the Establishment" \
  grep -q "<b>ab2</b> against <b>random</b> as the Establishment" "$tmp/panel.html"
sed 's/  - {name: greedy, type: greedy}/  - {name: greedy, type: greedy}\n  - {name: ab1, type: alphabeta, params: {depth: 1}}/' \
  "$tmp/panel_sprt.yaml" >"$tmp/three.yaml"
"$bin" tournament run "$tmp/three.yaml" --db "$tmp/three.sqlite" >"$tmp/out" 2>"$tmp/err"
check "a panel SPRT of three candidates exits 2 (got $?)" test $? -eq 2
check "naming file, line and key: $(cat "$tmp/err")" \
  grep -q "three.yaml:14: key 'stop.sprt': an SPRT with a panel compares exactly two candidates" "$tmp/err"

# 8. What a new user trips on. A changed config, not quiet, is still one
# line, with the change and --new whole.
"$bin" tournament run "$tmp/changed.yaml" --db "$tmp/killed.sqlite" >"$tmp/out" 2>"$tmp/err"
check "a changed config, not quiet, exits 2 (got $?)" test $? -eq 2
check "... on one stderr line: $(cat "$tmp/err")" test "$(wc -l <"$tmp/err")" -eq 1
check "... with the change and --new uncut" grep -q -- \
  "^minnaar: tournament 'slow' in .*(stored -> config: - seed 5; + seed 6): --new starts another" \
  "$tmp/err"
check "... and no cut at all" not_grep "…" "$tmp/err"
# Two tournaments of one name: --tournament id:N picks either.
quick="$fixtures/tournaments/quick.yaml"
"$bin" tournament run "$quick" --db "$tmp/ids.sqlite" --quiet >/dev/null 2>&1
"$bin" tournament run "$quick" --db "$tmp/ids.sqlite" --quiet --new >/dev/null 2>&1
"$bin" tournament list --db "$tmp/ids.sqlite" >"$tmp/out" 2>&1
check "list shows both, by id" test "$(awk '{print $1 "/" $2}' "$tmp/out" | tr '\n' ' ')" = \
  "1/quick 2/quick "
for id in 1 2; do
  "$bin" tournament show --db "$tmp/ids.sqlite" --tournament "id:$id" --game 0 >"$tmp/out" 2>"$tmp/err"
  check "show --tournament id:$id (exit $?) shows that one: $(head -c 200 "$tmp/err")" \
    grep -q "^tournament 'quick' (id $id), game 0" "$tmp/out"
  "$bin" tournament verify --db "$tmp/ids.sqlite" --tournament "id:$id" >"$tmp/out" 2>&1
  check "verify --tournament id:$id checks its 12 games" grep -q "^12 games checked, 0 do not" "$tmp/out"
  "$bin" tournament report --db "$tmp/ids.sqlite" --tournament "id:$id" >"$tmp/out" 2>&1
  check "report --tournament id:$id (exit $?)" grep -q "^tournament 'quick' " "$tmp/out"
  "$bin" tournament export --db "$tmp/ids.sqlite" --tournament "id:$id" >"$tmp/out" 2>&1
  check "export --tournament id:$id writes its 12 games" test "$(wc -l <"$tmp/out")" -eq 12
done
"$bin" tournament report --db "$tmp/ids.sqlite" --tournament 1 >"$tmp/out" 2>"$tmp/err"
check "--tournament 1 is a name (exit $?), and the message points to id:1: $(cat "$tmp/err")" \
  grep -q "no tournament named '1' (the one of id 1 is id:1)" "$tmp/err"
"$bin" tournament report --db "$tmp/ids.sqlite" --tournament id:9 >"$tmp/out" 2>"$tmp/err"
check "an id that is not there exits 2 (got $?)" grep -q "has no tournament of id 9" "$tmp/err"
"$bin" tournament report --db "$tmp/ids.sqlite" --tournament id:x >"$tmp/out" 2>"$tmp/err"
check "id:x is refused (exit $?)" grep -q -- "--tournament: 'id:x' is not id:N" "$tmp/err"
# Paths are checked before any work, naming their option.
touch "$tmp/a-file"
"$bin" tournament run "$quick" --db "$tmp/a-file/x.sqlite" >"$tmp/out" 2>"$tmp/err"
check "--db under a file exits 2 (got $?)" test $? -eq 2
check "... on one line naming --db and the file: $(cat "$tmp/err")" test "$(wc -l <"$tmp/err")" -eq 1 \
  -a -n "$(grep -F -- "minnaar: --db: '$tmp/a-file/x.sqlite' lies under '$tmp/a-file'" "$tmp/err")"
mkdir -p "$tmp/a-folder"
"$bin" tournament run "$tmp/a-folder" >"$tmp/out" 2>"$tmp/err"
check "a folder as the config exits 2 (got $?)" test $? -eq 2
check "... and says it is a folder: $(cat "$tmp/err")" grep -q "a-folder: is a folder, not a config file" "$tmp/err"
# A command that only reads writes nothing: an empty file stays empty, a
# refused merge leaves no output, a folder is not a database.
: >"$tmp/empty.sqlite"
"$bin" tournament list --db "$tmp/empty.sqlite" >"$tmp/out" 2>"$tmp/err"
check "list of an empty file exits 2 (got $?)" grep -q "is an empty file, not a database" "$tmp/err"
check "... and leaves it empty" test ! -s "$tmp/empty.sqlite"
"$bin" tournament merge "$tmp/merged.sqlite" "$tmp/no-such.sqlite" >"$tmp/out" 2>"$tmp/err"
check "merge of a missing input exits 2 (got $?)" grep -q "no database at '$tmp/no-such.sqlite'" "$tmp/err"
check "... and makes no output file" test ! -e "$tmp/merged.sqlite"
"$bin" tournament report --db "$tmp/a-folder" >"$tmp/out" 2>"$tmp/err"
check "report of a folder exits 2 (got $?)" grep -q "a-folder' is not a database file" "$tmp/err"
# Verify of two different tournaments speaks of reading them, not merging.
"$bin" tournament verify --db "$tmp/quick.sqlite" --db "$tmp/killed.sqlite" >"$tmp/out" 2>"$tmp/err"
check "verify of two tournaments exits 2 (got $?)" test $? -eq 2
check "... and says no word of merging: $(cat "$tmp/err")" not_grep "merg" "$tmp/err"
check "... but how to read each: $(cat "$tmp/err")" grep -q "give one --db to read each alone" "$tmp/err"
"$bin" tournament report --db "$tmp/ids.sqlite" --db "$tmp/quick.sqlite" --tournament id:1 \
  >"$tmp/out" 2>"$tmp/err"
check "an id over several databases is refused (exit $?)" grep -q "ids differ between databases" \
  "$tmp/err"

finish_checks tournament_cli
