#!/usr/bin/env bash
# `minnaar page` (docs/cli.md#page): it serves a WebAssembly build's folder
# on 127.0.0.1 (through python3 -m http.server), module scripts as
# JavaScript, prints the page's address,
# and refuses a folder without the page, a bad port and a port in use.
#
#   verify/page_cli.sh MINNAAR
set -uo pipefail
minnaar="$1"
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
failures=0
check() {  # check WHAT COMMAND...
  local what="$1"
  shift
  if "$@"; then echo "ok   $what"; else echo "FAIL $what"; failures=$((failures + 1)); fi
}

# A folder without the page: exit 2, one line naming the script that builds it.
"$minnaar" page --dir "$work/none" >"$work/out" 2>"$work/err"
status=$?
check "a folder without the page is refused with exit status 2" test "$status" -eq 2
check "the refusal is one line naming ci/wasm.sh, nothing on standard output" \
  bash -c "[ \$(wc -l <'$work/err') -eq 1 ] && grep -q 'ci/wasm.sh' '$work/err' && [ ! -s '$work/out' ]"
"$minnaar" page --dir "$work" --port 70000 >/dev/null 2>&1
check "a port out of range is refused" test $? -eq 2

mkdir -p "$work/site/page"
echo '<!doctype html><title>the page</title>' >"$work/site/page/index.html"
echo 'export const answer = 42;' >"$work/site/module.mjs"
"$minnaar" page --dir "$work/site" --port 0 >"$work/address" 2>"$work/log" &
server=$!
for _ in $(seq 100); do [ -s "$work/address" ] && break; sleep 0.05; done
address=$(head -n 1 "$work/address")
check "it prints the page's address on 127.0.0.1" \
  bash -c "[[ '$address' =~ ^http://127\.0\.0\.1:[0-9]+/page/$ ]]"
check "the page and a module script are served, the module as JavaScript" \
  /usr/bin/python3 - "$address" <<'PY'
import sys, time, urllib.error, urllib.request
# The address is printed as the server starts: it may take a moment to listen.
for attempt in range(100):
    try:
        page = urllib.request.urlopen(sys.argv[1]).read().decode()
        break
    except urllib.error.URLError:
        time.sleep(0.05)
else:
    sys.exit("nothing listens at " + sys.argv[1])
module = urllib.request.urlopen(sys.argv[1].replace("/page/", "/module.mjs"))
sys.exit(0 if "the page" in page and module.headers["Content-Type"].startswith("text/javascript")
         and b"answer" in module.read() else 1)
PY
port=${address#http://127.0.0.1:}
port=${port%/page/}
timeout 10 "$minnaar" page --dir "$work/site" --port "$port" >/dev/null 2>"$work/err2"
check "a port in use is refused with exit status 2, naming it" \
  bash -c "[ $? -eq 2 ] && grep -q -- '--port $port' '$work/err2'"
exit $((failures > 0))
