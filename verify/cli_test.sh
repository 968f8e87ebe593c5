#!/usr/bin/env bash
# The command-line contract, checked byte for byte: the helpers and the
# generic checks here, then every rule set's verify/<game>/cli_checks.sh.
#
#   verify/cli_test.sh path/to/minnaar
#
# Prints one line per failure, then "N passed, N failed"; exits non-zero if
# anything failed.
set -u

bin="${1:?usage: cli_test.sh path/to/minnaar}"
if [[ ! -x "$bin" ]]; then
  echo "cli_test.sh: '$bin' is not an executable" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

passed=0
failed=0
status=0

# run ARGS...: runs the program; stdout in $tmp/out, stderr in $tmp/err,
# exit status in $status.
run() {
  "$bin" "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
}

pass() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  echo "FAIL: $1"
  shift
  local line
  for line in "$@"; do echo "  $line"; done
}

# expect_stdout NAME EXPECTED ARGS...: status 0 and stdout exactly EXPECTED
# (EXPECTED is given without its final newline, which is required).
expect_stdout() {
  local name="$1" expected="$2"
  shift 2
  run "$@"
  printf '%s\n' "$expected" >"$tmp/want"
  if [[ $status -eq 0 ]] && cmp -s "$tmp/want" "$tmp/out"; then
    pass
  else
    fail "$name" "command: minnaar $(printf '%q ' "$@")" "status: $status" \
      "expected: $(od -c "$tmp/want" | head -5 | tr '\n' '|')" \
      "actual:   $(od -c "$tmp/out" | head -5 | tr '\n' '|')" "stderr: $(head -c 300 "$tmp/err")"
  fi
}

# expect_exact_bytes NAME PRINTF_FORMAT ARGS...: like expect_stdout, but the
# expected bytes are printf FORMAT (for outputs with empty lines).
expect_exact_bytes() {
  local name="$1" format="$2"
  shift 2
  run "$@"
  # shellcheck disable=SC2059
  printf "$format" >"$tmp/want"
  if [[ $status -eq 0 ]] && cmp -s "$tmp/want" "$tmp/out"; then
    pass
  else
    fail "$name" "command: minnaar $(printf '%q ' "$@")" "status: $status" \
      "expected: $(od -c "$tmp/want" | head -5 | tr '\n' '|')" \
      "actual:   $(od -c "$tmp/out" | head -5 | tr '\n' '|')" "stderr: $(head -c 300 "$tmp/err")"
  fi
}

# expect_error NAME [MUST_CONTAIN...] -- ARGS...: exit status 2, nothing on
# stdout, exactly one (non-empty, newline-terminated) line on stderr that
# contains every MUST_CONTAIN string.
expect_error() {
  local name="$1"
  shift
  local needles=()
  while [[ $# -gt 0 && "$1" != "--" ]]; do
    needles+=("$1")
    shift
  done
  shift  # the --
  run "$@"
  local problems=()
  [[ $status -eq 2 ]] || problems+=("exit status $status, expected 2")
  [[ -s "$tmp/out" ]] && problems+=("stdout not empty: $(head -c 200 "$tmp/out")")
  local lines
  lines=$(wc -l <"$tmp/err")
  if [[ "$lines" -ne 1 ]] || [[ -z "$(head -n 1 "$tmp/err")" ]] ||
    [[ "$(tail -c 1 "$tmp/err" | od -An -c | tr -d ' ')" != '\n' ]]; then
    problems+=("stderr is not exactly one line: $(od -c "$tmp/err" | head -4 | tr '\n' '|')")
  fi
  local needle
  for needle in "${needles[@]+"${needles[@]}"}"; do
    grep -qF -- "$needle" "$tmp/err" || problems+=("stderr does not mention '$needle': $(cat "$tmp/err")")
  done
  if [[ ${#problems[@]} -eq 0 ]]; then
    pass
  else
    fail "$name" "command: minnaar $(printf '%q ' "$@")" "${problems[@]}"
  fi
}

# check NAME CONDITION_DESCRIPTION: records the result of the last [[ ]] test.
check() {
  if [[ $1 -eq 0 ]]; then pass; else fail "$2" "${@:3}"; fi
}

last_line() { tail -n 1 "$tmp/out"; }


# expect_picture NAME ARGS...: fixtures/pictures/NAME.svg is byte for byte
# what `minnaar svg ARGS...` draws now.
expect_picture() {
  local name=$1
  shift
  run svg "$@"
  check $([[ $status -eq 0 ]] && cmp -s "$tmp/out" "$here/../fixtures/pictures/$name.svg" && echo 0 || echo 1) \
    "svg: fixtures/pictures/$name.svg is what minnaar svg $* draws"
}

# The pictures beside the rule sets' checks (fixtures/pictures/) are what
# `minnaar svg` draws now; each rule set's checks call expect_picture.
expect_error "svg: a bad cell size" "--cell" -- svg --cell 3
run svg --moves "$("$bin" moves | head -n 1)"
check $([[ $status -eq 0 ]] && grep -q '<g class="marks"><rect' "$tmp/out" && echo 0 || echo 1) \
  "svg: the squares of the last move are marked"

# Each rule set's folder holds its own checks.
for checks in "$here"/*/cli_checks.sh; do
  # shellcheck disable=SC1090
  source "$checks"
done

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
