#!/usr/bin/env bash
# `minnaar tournament run --shard` and `merge` end to end: three shards (one
# killed with SIGKILL and resumed) merged equal a single run, game for game
# and in the report; merging is idempotent; report and verify read several
# databases as merged; mixed tournaments, conflicting games and bad shards
# are refused with one line and exit 2.
#
#   verify/shard_cli.sh path/to/minnaar
set -u

bin="${1:?usage: shard_cli.sh path/to/minnaar}"
tmp="$(mktemp -d)"
trap 'kill -9 $(jobs -p) 2>/dev/null; rm -rf "$tmp"' EXIT
export LC_ALL=C

source "$(dirname "$0")/checks.sh"
refused() {  # refused DESCRIPTION COMMAND...: exit 2, one line on stderr, nothing on stdout
  local what="$1"
  shift
  "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  check "$what: exit 2 (got $status)" test $status -eq 2
  check "$what: one line on stderr ($(head -c 300 "$tmp/err"))" test "$(wc -l <"$tmp/err")" -eq 1
  check "$what: nothing on stdout" test ! -s "$tmp/out"
}

cat >"$tmp/t.yaml" <<'YAML'
version: 1
name: sharded
seed: 9
agents:
  - {name: ab2, type: alphabeta, params: {depth: 2}}
  - {name: greedy, type: greedy}
  - {name: random, type: random}
games_per_pairing: 16
openings: {random_plies: 3}
YAML
"$bin" tournament run "$tmp/t.yaml" --db "$tmp/single.sqlite" --threads 2 --quiet >/dev/null 2>&1
check "the single run stores 48 games" test "$(sqlite3 "$tmp/single.sqlite" 'SELECT count(*) FROM game_records')" = 48

# 1. Three shards; shard 1 killed part way and resumed.
for k in 0 2; do
  "$bin" tournament run "$tmp/t.yaml" --shard $k/3 --db "$tmp/s$k.sqlite" --threads 1 >"$tmp/out" 2>"$tmp/err"
  check "shard $k/3 runs (exit $?)" test $? -eq 0
  check "shard $k/3 says which part it plays" grep -q "shard $k/3: 16 of 48 games" "$tmp/err"
  check "shard $k/3 prints its standings" grep -q "^tournament 'sharded' (.*, shard $k/3): finished" "$tmp/out"
done
check "a shard's database records its shard" \
  test "$(sqlite3 "$tmp/s2.sqlite" 'SELECT shard_index, shard_count, shard_games, total_games FROM tournaments')" = "2|3|16|48"
"$bin" tournament run "$tmp/t.yaml" --shard 1/3 --db "$tmp/s1.sqlite" --threads 1 --quiet >/dev/null 2>&1 &
kill_after_games $! "$tmp/s1.sqlite" 3
n="$(sqlite3 "$tmp/s1.sqlite" 'SELECT count(*) FROM game_records')"
check "shard 1/3 was killed part way ($n games stored)" test "$n" -ge 3 -a "$n" -lt 16
"$bin" tournament list --db "$tmp/s1.sqlite" >"$tmp/out" 2>&1
check "list shows the shard and its progress" grep -q "running *$n/16 games  shard 1/3" "$tmp/out"
"$bin" tournament run "$tmp/t.yaml" --shard 1/3 --db "$tmp/s1.sqlite" --threads 2 >/dev/null 2>"$tmp/err"
check "the shard resumes" grep -q "resumed: $n games were already stored" "$tmp/err"

# 2. Merged: the single run's games and standings.
"$bin" tournament merge "$tmp/merged.sqlite" "$tmp/s0.sqlite" "$tmp/s1.sqlite" "$tmp/s2.sqlite" >"$tmp/out" 2>&1
check "merge exits 0 ($(head -c 300 "$tmp/out"))" test $? -eq 0
check "merge says what it took from each" grep -q "s1.sqlite: 16 games merged, 0 there already" "$tmp/out"
check "merge ends with the whole tournament" grep -q "48 of 48 games, finished" "$tmp/out"
check "the merged games are the single run's" test "$(game_rows "$tmp/merged.sqlite")" = "$(game_rows "$tmp/single.sqlite")"
# (The time per move is each run's measurement, not what the games decided.)
without_times() { sed '/^time per move/,$d'; }
"$bin" tournament report --db "$tmp/single.sqlite" | tail -n +2 | without_times >"$tmp/single.report"
"$bin" tournament report --db "$tmp/merged.sqlite" | tail -n +2 | without_times >"$tmp/merged.report"
check "the merged report is the single run's" cmp -s "$tmp/single.report" "$tmp/merged.report"
json_without_times() {
  python3 -c 'import json,sys
j = json.load(sys.stdin)
for a in j.get("agents", []): a.pop("time", None)
j.pop("created_at", None)
print(json.dumps(j, indent=1, sort_keys=True))'
}
"$bin" tournament report --db "$tmp/merged.sqlite" --format json | json_without_times >"$tmp/merged.json"
"$bin" tournament report --db "$tmp/single.sqlite" --format json | json_without_times >"$tmp/single.json"
check "the merged JSON report is the single run's" cmp -s "$tmp/single.json" "$tmp/merged.json"
"$bin" tournament verify --db "$tmp/merged.sqlite" >"$tmp/out" 2>&1
check "the merged games replay" grep -q "48 games checked, 0 do not replay" "$tmp/out"

# 3. Idempotent: merging again, or a shard twice, adds nothing.
"$bin" tournament merge "$tmp/merged.sqlite" "$tmp/s1.sqlite" "$tmp/s1.sqlite" >"$tmp/out" 2>&1
check "merging a shard again adds nothing" test "$(grep -c "0 games merged, 16 there already" "$tmp/out")" = 2
check "and keeps each game once" test "$(game_rows "$tmp/merged.sqlite")" = "$(game_rows "$tmp/single.sqlite")"

# 4. report and verify over several databases, read as merged.
"$bin" tournament report --db "$tmp/s0.sqlite" --db "$tmp/s1.sqlite" --db "$tmp/s2.sqlite" >"$tmp/out" 2>&1
check "report over three shards names them" grep -q "s0.sqlite + .*s1.sqlite + .*s2.sqlite), finished, 48 of 48" "$tmp/out"
tail -n +2 "$tmp/out" | without_times >"$tmp/several.report"
check "and gives the single run's report" cmp -s "$tmp/single.report" "$tmp/several.report"
"$bin" tournament verify --db "$tmp/s0.sqlite" --db "$tmp/s2.sqlite" >"$tmp/out" 2>&1
check "verify over two shards checks their 32 games" grep -q "32 games checked, 0 do not replay" "$tmp/out"
"$bin" tournament report --db "$tmp/s0.sqlite" --db "$tmp/s2.sqlite" >"$tmp/out" 2>&1
check "two shards of three report as partial" grep -q "partial, 32 of 48 games" "$tmp/out"

# 5. Refusals.
sed 's/seed: 9/seed: 10/' "$tmp/t.yaml" >"$tmp/other.yaml"
"$bin" tournament run "$tmp/other.yaml" --shard 0/3 --db "$tmp/other.sqlite" --quiet >/dev/null 2>&1
refused "merging shards of different tournaments" \
  "$bin" tournament merge "$tmp/mixed.sqlite" "$tmp/s0.sqlite" "$tmp/other.sqlite"
check "and the line names the file and the difference" \
  grep -q "'.*other.sqlite' holds another tournament than .*'seed 9' against 'seed 10'" "$tmp/err"
refused "merging into a database of another tournament of the same name" \
  "$bin" tournament merge "$tmp/merged.sqlite" "$tmp/other.sqlite"
refused "report over databases of different tournaments" \
  "$bin" tournament report --db "$tmp/s0.sqlite" --db "$tmp/other.sqlite"
cp "$tmp/s2.sqlite" "$tmp/tampered.sqlite"
sqlite3 "$tmp/tampered.sqlite" "UPDATE game_records SET moves = moves || ' pass' WHERE id = (SELECT min(id) FROM game_records)"
refused "a shard with another game for a stored slot" \
  "$bin" tournament merge "$tmp/merged.sqlite" "$tmp/tampered.sqlite"
check "and the line names the slot" grep -q "hold different games for slot" "$tmp/err"
check "and the merged database is unchanged" test "$(game_rows "$tmp/merged.sqlite")" = "$(game_rows "$tmp/single.sqlite")"
refused "merging a database into itself" "$bin" tournament merge "$tmp/merged.sqlite" "$tmp/merged.sqlite"
refused "merging a file that is not there" "$bin" tournament merge "$tmp/m.sqlite" "$tmp/none.sqlite"
echo "not a database" >"$tmp/junk.sqlite"
refused "merging a file that is not a database" "$bin" tournament merge "$tmp/m2.sqlite" "$tmp/junk.sqlite"
refused "another shard into a shard's database" \
  "$bin" tournament run "$tmp/t.yaml" --shard 2/3 --db "$tmp/s0.sqlite" --quiet
check "which names the shard it holds" grep -q "holds shard 0/3 of tournament 'sharded'" "$tmp/err"
for bad in 3/3 1/0 x/2 -1/2 1; do
  refused "--shard $bad" "$bin" tournament run "$tmp/t.yaml" --shard "$bad" --db "$tmp/bad.sqlite" --quiet
done
# A refusal writes nothing: no database is left where none was.
check "the refused --shard runs left no database" test ! -e "$tmp/bad.sqlite"
check "the refused merges left no database: $(ls "$tmp" | grep -E '^(mixed|m|m2)\.sqlite' | tr '\n' ' ')" \
  test -z "$(ls "$tmp" | grep -E '^(mixed|m|m2)\.sqlite')"
sqlite3 "$tmp/empty.sqlite" "PRAGMA user_version = 0; CREATE TABLE x (y);" 2>/dev/null
"$bin" tournament list --db "$tmp/empty.sqlite" >"$tmp/out" 2>"$tmp/err"
check "list of a database without tournaments says so" grep -q "holds no tournament" "$tmp/err"

finish_checks "shard_cli"
