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

# The program explains itself: every command (one source file each,
# cli/<command>_command.cpp) is listed with an example, and its help is one
# command away.
commands=$(cd "$here/../cli" && ls ./*_command.cpp | sed 's|^\./||; s|_command\.cpp$||')
run --help
for command in $commands; do
  check $([[ $status -eq 0 ]] && grep -q "^  $command " "$tmp/out" &&
    grep -q "^ *minnaar $command\b" "$tmp/out" && echo 0 || echo 1) \
    "--help lists '$command' with an example"
done
cp "$tmp/out" "$tmp/top_help"
run help
check $([[ $status -eq 0 ]] && cmp -s "$tmp/out" "$tmp/top_help" && echo 0 || echo 1) \
  "help alone prints what --help prints"
for command in $commands; do
  run help "$command"
  check $([[ $status -eq 0 ]] && grep -q "^Usage: minnaar $command" "$tmp/out" &&
    grep -q "^Example: minnaar $command" "$tmp/out" && echo 0 || echo 1) \
    "help $command prints its usage and an example"
done
cp "$tmp/out" "$tmp/command_help"
run "$command" --help
check $([[ $status -eq 0 ]] && cmp -s "$tmp/out" "$tmp/command_help" && echo 0 || echo 1) \
  "help $command prints what $command --help prints"
run help tournament run
check $([[ $status -eq 0 ]] && grep -q "^Usage: minnaar tournament run" "$tmp/out" && echo 0 || echo 1) \
  "help names a subcommand's help too"
expect_error "help of an unknown command suggests the nearest" "'perfit'" "did you mean perft" -- \
  help perfit
expect_error "help of a command far from any lists them" "'nosuch'" "perft" -- help nosuch
expect_error "an unknown command suggests the nearest" "'perfit'" "did you mean perft" -- perfit
expect_error "an unknown option names it and suggests the nearest" "minnaar perft:" \
  "unknown option --dpeth" "did you mean --depth?" -- perft --dpeth 3
expect_error "an unknown option of a subcommand suggests that subcommand's nearest" \
  "minnaar tournament run:" "--thraeds" "did you mean --threads?" -- \
  tournament run --thraeds 2 config.yaml
expect_error "an option far from any is named with where the options are" "--zzzzzzzz" \
  "minnaar help show" -- show --zzzzzzzz
expect_error "a command missing its subcommand lists them" "run" "merge" -- tournament

# Each rule set's description ends with the section of its page it
# summarises (verify/docs_links.sh checks that the heading exists).
run rules
check $([[ $status -eq 0 ]] && grep -q . "$tmp/out" &&
  ! grep -Ev ' \(docs/rules/[a-z]+\.md#[a-z0-9-]+\)$' "$tmp/out" | grep -q . && echo 0 || echo 1) \
  "rules cites a section of the rule set's page in every description"

# Agents and their parameters, for every rule set `minnaar rules` lists.
run agents
check $([[ $status -eq 0 ]] && grep -q '^    [a-z_]*=' "$tmp/out" && echo 0 || echo 1) \
  "agents lists agents with their parameters"
for rules in $("$bin" rules | cut -d' ' -f1); do
  check $(grep -qx "rules $rules:" "$tmp/out" && echo 0 || echo 1) "agents lists $rules"
done
for rules in $("$bin" rules | cut -d' ' -f1); do
  run agents --rules "$rules"
  check $([[ $status -eq 0 ]] && grep -q '^[a-z_]*: ' "$tmp/out" &&
    grep -q '^    [a-z_]*=[^ ]*  (' "$tmp/out" && echo 0 || echo 1) \
    "agents --rules $rules lists at least one agent with its parameters"
done
expect_error "agents of an unknown rule set" "nosuch" -- agents --rules nosuch
run play --help
check $([[ $status -eq 0 ]] && grep -q 'minnaar agents' "$tmp/out" &&
  ! grep -q '^ *[a-z_]*=[^ ]*  (' "$tmp/out" && echo 0 || echo 1) \
  "play --help points to minnaar agents instead of listing every parameter"

# An error quotes a long input cut to a readable line.
long=$(head -c 100000 /dev/zero | tr '\0' 'p')
expect_error "a 100,000-character position gives one short line" "…" -- show --mfen "$long"
check $([[ $(wc -c <"$tmp/err") -lt 200 ]] && echo 0 || echo 1) \
  "the error about a 100,000-character position is shorter than 200 characters" \
  "$(head -c 300 "$tmp/err")"
expect_error "100,000 characters of moves give one short line" "…" -- \
  moves --moves "$(head -c 100000 /dev/zero | tr '\0' 'z')"
check $([[ $(wc -c <"$tmp/err") -lt 200 ]] && echo 0 || echo 1) \
  "the error about 100,000 characters of moves is shorter than 200 characters" \
  "$(head -c 300 "$tmp/err")"

# Each rule set's folder holds its own checks.
for checks in "$here"/*/cli_checks.sh; do
  # shellcheck disable=SC1090
  source "$checks"
done

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
