#!/usr/bin/env bash
# Players that are programs, end to end through the command line: the
# shipped config of external players (docs/players.md), `tournament show` of a
# forfeit, a run with external players killed with SIGKILL and resumed (the
# same games as a run never stopped, and no player left running), a stuck
# player that outlives no killed runner, `minnaar play` seating a
# program, and players that start helper processes (a fork, a double fork
# into a new session) and then crash or quit: no helper outlives its player
# or a killed runner, and a crash is forfeit-crash at once, not after the
# move's time limit while a helper holds the player's output open.
#
#   verify/referee_cli.sh path/to/minnaar fixtures-dir
set -u

bin="${1:?usage: referee_cli.sh path/to/minnaar fixtures-dir}"
fixtures="${2:?usage: referee_cli.sh path/to/minnaar fixtures-dir}"
tmp="$(mktemp -d)"
trap 'kill -9 $(jobs -p) 2>/dev/null; pkill -9 -f "$tmp/" 2>/dev/null; rm -rf "$tmp"' EXIT
export LC_ALL=C

source "$(dirname "$0")/checks.sh"
rows() {  # what decides each game, in slot order
  sqlite3 "$1" "SELECT slot, south_agent, north_agent, establishment_agent, seed, start_mfen,
                moves, result, termination FROM games ORDER BY slot"
}
# Processes whose command line holds this test's directory (its players).
players_running() { pgrep -f "$tmp/players/" >/dev/null; }
no_players_running() { ! players_running; }

# The players are copied here so that their processes can be found, with
# the fixture manifests beside them (the example player announces the rule
# sets they name).
mkdir -p "$tmp/players"
cp "$fixtures/players/"*.py "$tmp/players/"
for manifest in "$fixtures"/*/manifest.tsv; do
  folder=$(basename "$(dirname "$manifest")")
  mkdir -p "$tmp/$folder" && cp "$manifest" "$tmp/$folder/"
done

# 1. The shipped config: the example player, a player that crashes on its
# third move, and built-in agents.
"$bin" tournament run "$fixtures/tournaments/external.yaml" --db "$tmp/external.sqlite" \
  --quiet >"$tmp/out" 2>"$tmp/err"
check "external.yaml runs (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "external.yaml stores its 24 games" \
  test "$(sqlite3 "$tmp/external.sqlite" 'SELECT count(*) FROM games')" = 24
check "the crashing player forfeits each of its 12 games" test "$(sqlite3 "$tmp/external.sqlite" \
  "SELECT count(*) FROM game_records WHERE termination = 'forfeit-crash'
     AND detail LIKE 'exited with status 3%'")" = 12
check "the example player forfeits none of its games against the built-in agents" \
  test "$(sqlite3 "$tmp/external.sqlite" \
  "SELECT count(*) FROM games WHERE termination LIKE 'forfeit-%'
     AND (south_agent = 'random_player.py' OR establishment_agent = 'random_player.py')
     AND south_agent <> 'crashes-on-move-3' AND establishment_agent <> 'crashes-on-move-3'")" = 0
"$bin" tournament verify --db "$tmp/external.sqlite" >"$tmp/out" 2>&1
check "verify replays every game, forfeits too" grep -q "24 games checked, 0 do not replay" "$tmp/out"
slot="$(sqlite3 "$tmp/external.sqlite" \
  "SELECT slot FROM games WHERE termination = 'forfeit-crash' ORDER BY slot LIMIT 1")"
"$bin" tournament show --db "$tmp/external.sqlite" --game "$slot" >"$tmp/out" 2>&1
check "show prints the termination" grep -q "^termination: forfeit-crash" "$tmp/out"
check "show prints the detail" grep -q "^detail: .*exited with status 3" "$tmp/out"
check "show prints the player's standard error" grep -q "^  crashing on move 3" "$tmp/out"
check "show prints the transcript" grep -q "> go movetime 100" "$tmp/out"
"$bin" tournament show --db "$tmp/external.sqlite" --game 999 >"$tmp/out" 2>"$tmp/err"
check "show of a game that is not there exits 2 (got $?)" test $? -eq 2
check "... and says so" grep -q "has no stored game 999" "$tmp/err"

# 2. Killed with SIGKILL mid-run and resumed: the same games as a run never
# stopped, and the killed run's players do not outlive it.
cat >"$tmp/resume.yaml" <<YAML
version: 1
name: resume
seed: 9
agents:
  - name: example
    type: external
    command: [python3, $tmp/players/random_player.py]
    budget: {nodes: 1}
  - name: alphabeta
    type: alphabeta
    params: {depth: 2}
games_per_pairing: 100
YAML
"$bin" tournament run "$tmp/resume.yaml" --db "$tmp/whole.sqlite" --threads 1 --quiet >/dev/null 2>&1
check "the uninterrupted run finishes" \
  test "$(sqlite3 "$tmp/whole.sqlite" 'SELECT count(*) FROM games')" = 100
"$bin" tournament run "$tmp/resume.yaml" --db "$tmp/killed.sqlite" --threads 2 --quiet \
  >/dev/null 2>&1 &
runner=$!
for _ in $(seq 1 600); do
  n="$(sqlite3 "$tmp/killed.sqlite" 'SELECT count(*) FROM games' 2>/dev/null || echo 0)"
  [[ "${n:-0}" -ge 3 ]] && break
  sleep 0.05
done
check "the players run during the run" players_running
kill -9 "$runner" 2>/dev/null
wait "$runner" 2>/dev/null
n="$(sqlite3 "$tmp/killed.sqlite" 'SELECT count(*) FROM games')"
check "the run was killed part way ($n games stored)" test "$n" -ge 3 -a "$n" -lt 100
for _ in $(seq 1 40); do players_running || break; sleep 0.05; done
check "no player outlives the killed run" no_players_running
"$bin" tournament run "$tmp/resume.yaml" --db "$tmp/killed.sqlite" --threads 2 --quiet \
  >/dev/null 2>&1
check "the resumed run stores the same games as the uninterrupted one" \
  diff <(rows "$tmp/whole.sqlite") <(rows "$tmp/killed.sqlite")

# 3. A player stuck in its move that ignores its input and SIGTERM: a
# runner killed with SIGKILL takes it along.
cat >"$tmp/stuck.yaml" <<YAML
version: 1
name: stuck
agents:
  - name: stuck
    type: external
    command: [python3, $tmp/players/misbehaving_player.py, --fail, hang-hard]
    budget: {movetime_ms: 600000}
  - name: random
    type: random
YAML
"$bin" tournament run "$tmp/stuck.yaml" --db "$tmp/stuck.sqlite" --threads 1 --quiet \
  >/dev/null 2>&1 &
runner=$!
for _ in $(seq 1 200); do players_running && break; sleep 0.05; done
sleep 1
check "the stuck player runs" players_running
kill -9 "$runner" 2>/dev/null
wait "$runner" 2>/dev/null
for _ in $(seq 1 40); do players_running || break; sleep 0.05; done
check "the stuck player does not outlive the killed runner" \
  no_players_running

# 4. `minnaar play` seats a program.
"$bin" play --establishment "external:python3 $tmp/players/random_player.py" --alliance greedy \
  --seed 4 >"$tmp/out" 2>"$tmp/err"
check "play with an external player (exit $?): $(head -c 300 "$tmp/err")" test $? -eq 0
check "play names the program's seat" grep -q "^establishment: external:python3" "$tmp/out"
check "play ends with a result" grep -qE "^(alliance-wins|establishment-wins|undecided-)" "$tmp/out"
"$bin" play --establishment "external:python3 $tmp/players/misbehaving_player.py --fail crash" \
  >"$tmp/out" 2>"$tmp/err"
check "a program that crashes in play loses (exit $?)" \
  grep -q "^establishment loses by forfeit-crash: exited with status 3" "$tmp/out"
"$bin" play --establishment "external:./no-such-player" >"$tmp/out" 2>"$tmp/err"
check "a program that cannot start in play is bad input (exit $?)" test $? -eq 2
check "... named on one line" grep -q "cannot run './no-such-player'" "$tmp/err"

# 5. Players that start a helper which holds their standard output and
# sleeps: in their process group (fork) or in a new session (a double fork
# with setsid). Two crash at their second move (an exit status, SIGSEGV),
# one plays well and quits. Under a nodes budget a move may take 60 s: a
# crash waited out on the pipe would take that long.
helpers="$tmp/helper.pids"
: >"$helpers"
helper_player() {  # helper_player HOW ARGS...: a command line as YAML
  local how="$1"
  shift
  echo "[python3, $tmp/players/misbehaving_player.py, --helper, $how, --helper-pids, $helpers, $*]"
}
second='"2"'  # the move to crash at, quoted for YAML
alive_helpers() {  # how many helpers (pids in $helpers) still exist, zombies too
  local n=0 pid
  while read -r pid; do kill -0 "$pid" 2>/dev/null && n=$((n + 1)); done <"$helpers"
  echo "$n"
}
cat >"$tmp/helpers.yaml" <<YAML
version: 1
name: helpers
seed: 5
agents:
  - name: crashes
    type: external
    command: $(helper_player fork --fail, crash, --at, $second)
    budget: {nodes: 1}
  - name: segfaults
    type: external
    command: $(helper_player setsid --fail, signal, --at, $second)
    budget: {nodes: 1}
  - name: quits
    type: external
    command: $(helper_player setsid --fail, none)
    budget: {nodes: 1}
  - name: random
    type: random
games_per_pairing: 2
YAML
begin=$(date +%s%N)
"$bin" tournament run "$tmp/helpers.yaml" --db "$tmp/helpers.sqlite" --threads 2 --quiet \
  >"$tmp/out" 2>"$tmp/err"
status=$?
elapsed_ms=$((($(date +%s%N) - begin) / 1000000))
check "the run with helpers exits 0 (got $status): $(head -c 300 "$tmp/err")" test "$status" -eq 0
check "it stores its 12 games" \
  test "$(sqlite3 "$tmp/helpers.sqlite" 'SELECT count(*) FROM games')" = 12
started="$(wc -l <"$helpers")"
check "the players started helpers ($started)" test "$started" -ge 6
left="$(alive_helpers)"
echo "helpers: $started started, $left left after the run, run took $elapsed_ms ms"
check "no helper outlives the run ($left of $started left)" test "$left" -eq 0
check "each of the 10 games of a crashing player is forfeit-crash" test "$(sqlite3 \
  "$tmp/helpers.sqlite" "SELECT count(*) FROM game_records WHERE termination = 'forfeit-crash'
     AND (detail LIKE 'exited with status 3%' OR detail LIKE 'killed by signal 11%')")" = 10
check "no game is lost on time" test "$(sqlite3 "$tmp/helpers.sqlite" \
  "SELECT count(*) FROM game_records WHERE termination = 'forfeit-time'")" = 0
check "the crashes are forfeited at once (the run took $elapsed_ms ms)" \
  test "$elapsed_ms" -lt 30000

# ... and a runner killed with SIGKILL takes the helpers of its players
# with it, the one in a new session too.
: >"$helpers"
cat >"$tmp/helpers_killed.yaml" <<YAML
version: 1
name: helpers-killed
agents:
  - name: quits
    type: external
    command: $(helper_player setsid --fail, none)
    budget: {nodes: 1}
  - name: forks
    type: external
    command: $(helper_player fork --fail, none)
    budget: {nodes: 1}
games_per_pairing: 1000
YAML
"$bin" tournament run "$tmp/helpers_killed.yaml" --db "$tmp/helpers_killed.sqlite" \
  --threads 1 --quiet >/dev/null 2>&1 &
runner=$!
for _ in $(seq 1 200); do [[ "$(wc -l <"$helpers")" -ge 2 ]] && break; sleep 0.05; done
check "the killed run's players started their helpers" test "$(alive_helpers)" -ge 2
kill -9 "$runner" 2>/dev/null
wait "$runner" 2>/dev/null
for _ in $(seq 1 40); do [[ "$(alive_helpers)" -eq 0 ]] && break; sleep 0.05; done
check "no helper outlives the killed runner ($(alive_helpers) left)" test "$(alive_helpers)" -eq 0

finish_checks referee_cli
