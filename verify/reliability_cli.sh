#!/usr/bin/env bash
# What the harness promises about files (docs/reliability.md): an output
# path never destroys an input or anything but a regular file, a write to
# standard output that fails is an error, and the databases a command only
# reads are opened read-only.
#
#   verify/reliability_cli.sh path/to/minnaar fixtures-dir
set -u

bin="${1:?usage: reliability_cli.sh path/to/minnaar fixtures-dir}"
fixtures="${2:?usage: reliability_cli.sh path/to/minnaar fixtures-dir}"
tmp="$(mktemp -d)"
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export LC_ALL=C

source "$(dirname "$0")/checks.sh"
one_line() {  # one_line FILE: FILE holds exactly one line
  test "$(wc -l <"$1")" -eq 1
}

"$bin" tournament run "$fixtures/tournaments/quick.yaml" --db "$tmp/t.sqlite" --quiet >/dev/null 2>&1
games() { sqlite3 "$1" 'SELECT count(*) FROM game_records' 2>&1; }
check "the tournament to read stores 12 games" test "$(games "$tmp/t.sqlite")" = 12

# 1. --output never writes over an input, a device, a folder or a pipe.
for command in "tournament report --format html" "tournament report --format json" \
  "tournament export --format jsonl" "tournament show --game 0"; do
  "$bin" $command --db "$tmp/t.sqlite" --output "$tmp/t.sqlite" >"$tmp/out" 2>"$tmp/err"
  status=$?
  check "$command --output onto its database exits 2 (got $status)" test $status -eq 2
  check "$command --output onto its database says why: $(cat "$tmp/err")" \
    grep -q "is the command's input" "$tmp/err"
  check "$command --output onto its database: one line" one_line "$tmp/err"
  check "$command --output onto its database leaves it whole" test "$(games "$tmp/t.sqlite")" = 12
  "$bin" $command --db "$tmp/t.sqlite" --output "$tmp/t.sqlite-wal" >"$tmp/out" 2>"$tmp/err"
  check "$command --output onto its database's log exits 2" test $? -eq 2
  check "$command --output onto its database's log writes nothing" test ! -e "$tmp/t.sqlite-wal"
done
ln -s t.sqlite "$tmp/alias.sqlite"
"$bin" tournament report --db "$tmp/t.sqlite" --format html --output "$tmp/alias.sqlite" >"$tmp/out" 2>"$tmp/err"
check "a link to the input is the input (exit $?)" grep -q "is the command's input" "$tmp/err"
check "the database behind the link is whole" test "$(games "$tmp/t.sqlite")" = 12
mkdir "$tmp/folder"
"$bin" svg --output "$tmp/folder" >"$tmp/out" 2>"$tmp/err"
check "svg --output onto a folder exits 2 (got $?)" grep -q "is a folder" "$tmp/err"
mkfifo "$tmp/pipe"
timeout 20 "$bin" svg --output "$tmp/pipe" >"$tmp/out" 2>"$tmp/err"
check "svg --output onto a pipe exits 2 without waiting on it" grep -q "is a pipe" "$tmp/err"
if [[ -c /dev/full ]]; then
  "$bin" svg --output /dev/full >"$tmp/out" 2>"$tmp/err"
  check "svg --output /dev/full exits 2 naming a device: $(cat "$tmp/err")" grep -q "is a device" "$tmp/err"
  check "/dev/full is still a device" test -c /dev/full
fi
# A link to a file replaces the file it names, and the link stays.
mkdir "$tmp/pages"
ln -s pages/report.html "$tmp/report.html"
"$bin" tournament report --db "$tmp/t.sqlite" --format html --output "$tmp/report.html" >"$tmp/out" 2>&1
check "a link to a page: exit 0 ($?)" grep -q "wrote" "$tmp/out"
check "the link is still a link" test -L "$tmp/report.html"
check "the page is where the link points" grep -q "<!DOCTYPE html>" "$tmp/pages/report.html"
# A failed write leaves what was there: a page kept, nothing beside it.
echo "the old page" >"$tmp/kept.html"
printf 'not a database' >"$tmp/bad.sqlite"
"$bin" tournament report --db "$tmp/bad.sqlite" --format html --output "$tmp/kept.html" >"$tmp/out" 2>"$tmp/err"
check "a report that fails exits 2 (got $?)" test -s "$tmp/err"
check "and leaves the old page as it was" grep -q "the old page" "$tmp/kept.html"
check "and no temporary file beside it: $(ls "$tmp" | tr '\n' ' ')" \
  test -z "$(ls "$tmp" | grep -E '^kept\.html\.')"
# "-" is standard output.
"$bin" tournament report --db "$tmp/t.sqlite" --output - >"$tmp/out" 2>&1
check "--output - writes to standard output" grep -q "tournament 'quick'" "$tmp/out"

# 2. A write to standard output that fails is exit 2, one line.
if [[ -c /dev/full ]]; then
  for command in "tournament report --db $tmp/t.sqlite" "tournament report --db $tmp/t.sqlite --format json" \
    "tournament report --db $tmp/t.sqlite --format html" "tournament show --db $tmp/t.sqlite --game 0" \
    "tournament export --db $tmp/t.sqlite" "tournament list --db $tmp/t.sqlite" \
    "perft --depth 2 --divide" "moves" "show" "rules" "svg"; do
    "$bin" $command >/dev/full 2>"$tmp/err"
    status=$?
    check "$command > /dev/full exits 2 (got $status)" test $status -eq 2
    check "$command > /dev/full says so in one line: $(head -c 200 "$tmp/err")" \
      grep -q "standard output could not be written" "$tmp/err"
  done
fi

# 3. The read-only commands work where nothing can be written and change
# nothing: a folder the user running them cannot write (as root, run as
# nobody).
mkdir "$tmp/media"
cp "$tmp/t.sqlite" "$tmp/media/t.sqlite"
as_reader=()
if [[ $(id -u) -eq 0 ]]; then
  chmod 755 "$tmp" "$tmp/media"
  chmod 644 "$tmp/media/t.sqlite"
  as_reader=(setpriv --reuid=65534 --regid=65534 --clear-groups)
else
  chmod a-w "$tmp/media/t.sqlite" "$tmp/media"
fi
reader="$bin"
if ((${#as_reader[@]})) && ! "${as_reader[@]}" "$reader" --version >/dev/null 2>&1; then
  # The build may sit in a folder others cannot enter (a clone in /root).
  cp "$bin" "$tmp/minnaar" && chmod 755 "$tmp/minnaar" && reader="$tmp/minnaar"
fi
before="$(sha256sum "$tmp/media/t.sqlite")"
for command in "report" "report --format html" "report --format json" "verify" "list" \
  "show --game 0" "export" "export --format csv"; do
  "${as_reader[@]}" "$reader" tournament $command --db "$tmp/media/t.sqlite" >"$tmp/out" 2>"$tmp/err"
  status=$?
  check "tournament $command on read-only media exits 0 (got $status: $(head -c 200 "$tmp/err"))" \
    test $status -eq 0
done
check "the database on read-only media is unchanged" test "$(sha256sum "$tmp/media/t.sqlite")" = "$before"
check "and nothing was written beside it: $(ls "$tmp/media" | tr '\n' ' ')" test "$(ls "$tmp/media")" = t.sqlite

# 4. verify checks the file before the replay: an index page overwritten
# fails it (exit 1, SQLite's words), where every game still replays.
cp "$tmp/t.sqlite" "$tmp/damaged.sqlite"
page="$(sqlite3 "$tmp/damaged.sqlite" "SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_agents_1'")"
size="$(sqlite3 "$tmp/damaged.sqlite" 'PRAGMA page_size')"
/usr/bin/python3 -c "
import sys
with open(sys.argv[1], 'r+b') as f:
    f.seek((int(sys.argv[2]) - 1) * int(sys.argv[3]) + 8)
    f.write(b'\xff' * 64)
" "$tmp/damaged.sqlite" "$page" "$size"
"$bin" tournament verify --db "$tmp/damaged.sqlite" >"$tmp/out" 2>&1
status=$?
check "verify of a damaged database exits 1 (got $status)" test $status -eq 1
check "and says it fails the integrity check: $(head -c 300 "$tmp/out")" \
  grep -q "fails SQLite's integrity check" "$tmp/out"
"$bin" tournament verify --db "$tmp/t.sqlite" >"$tmp/out" 2>&1
check "verify of the sound one passes" grep -q "12 games checked, 0 do not replay" "$tmp/out"

# 5. The write-ahead log stays small during a run: at most about 1 MiB
# beyond the database (sampled every few milliseconds over 600 games).
cat >"$tmp/many.yaml" <<'YAML'
version: 1
name: many
seed: 3
agents:
  - {name: a, type: random}
  - {name: b, type: random}
games_per_pairing: 600
YAML
"$bin" tournament run "$tmp/many.yaml" --db "$tmp/many.sqlite" --quiet >/dev/null 2>&1 &
run=$!
largest=0
while kill -0 $run 2>/dev/null; do
  size="$(stat -c %s "$tmp/many.sqlite-wal" 2>/dev/null || echo 0)"
  ((size > largest)) && largest=$size
  sleep 0.005
done
wait $run
check "the run finished (exit $?)" test "$(games "$tmp/many.sqlite")" = 600
check "its log never grew past 2 MB (largest seen: $largest bytes)" test "$largest" -le 2000000

finish_checks reliability_cli
