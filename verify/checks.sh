# The counting checks of the command-line test scripts (sourced):
#
#   source "$(dirname "$0")/checks.sh"
#   check "a run exits 0" test "$status" -eq 0
#   ...
#   finish_checks "tournament_cli"    # prints the counts; exits 1 if any failed
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  echo "FAIL: $1"
}
check() {  # check DESCRIPTION COMMAND...
  local what="$1"
  shift
  if "$@"; then pass; else fail "$what"; fi
}
finish_checks() {  # finish_checks NAME
  echo "$1: $passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}
not_grep() {  # not_grep PATTERN FILE: true when FILE has no line matching PATTERN
  ! grep -q -- "$1" "$2"
}
kill_after_games() {  # kill_after_games PID DB N: SIGKILL the run PID once DB holds N games (at most 30 s)
  local n
  for _ in $(seq 1 1500); do
    n="$(sqlite3 "$2" 'SELECT count(*) FROM game_records' 2>/dev/null || echo 0)"
    [[ "${n:-0}" -ge "$3" ]] && break
    sleep 0.02
  done
  kill -9 "$1" 2>/dev/null
  wait "$1" 2>/dev/null
}
game_rows() {  # game_rows DB: what decides each stored game (seats' agents and returns too), in slot order
  sqlite3 "$1" "SELECT r.slot, r.seed, r.start_state, r.moves, r.result, r.termination,
                group_concat(s.agent || '=' || s.\"return\", ' ')
                FROM game_records r JOIN game_seats s ON s.game_id = r.id
                GROUP BY r.id ORDER BY r.slot"
}
