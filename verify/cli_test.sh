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
expect_error "an unknown option names it and suggests the nearest" "minnaar: perft: unknown option" \
  "unknown option --dpeth" "did you mean --depth?" -- perft --dpeth 3
expect_error "an unknown option of a subcommand suggests that subcommand's nearest" \
  "minnaar: tournament run:" "--thraeds" "did you mean --threads?" -- \
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

# Every error line of the program has one prefix, "minnaar: ", whichever
# command and whichever layer refused.
for args in "perft --dpeth 3" "tournament run --thraeds 2 x.yaml" "show --mfen nonsense" \
  "match --a nosuch --b greedy --games 2 --quiet"; do
  # shellcheck disable=SC2086
  run $args
  check $([[ $status -eq 2 ]] && grep -q "^minnaar: " "$tmp/err" && echo 0 || echo 1) \
    "'$args' begins its error with 'minnaar: '" "$(cat "$tmp/err")"
done

# Whole-number options say so in words, whatever CLI11 would print.
expect_error "a word for a number is named" "minnaar: match: --games: 'abc' is not a whole number" \
  -- match --a greedy --b greedy --games abc
expect_error "a number out of range gives the range" "--threads: 0 is not from 1 to 256" -- \
  match --a greedy --b greedy --threads 0
expect_error "an unchecked integer option says so too" "--seed: 'x1' is not a whole number" -- \
  match --a greedy --b greedy --seed x1
expect_error "a negative game number reads as such, not as a 300-digit range" \
  "--game: -1 is not a whole number from 0" -- tournament show --db x.sqlite --game -1
check $([[ $(wc -c <"$tmp/err") -lt 120 ]] && echo 0 || echo 1) \
  "... on a short line" "$(cat "$tmp/err")"

# A mistyped subcommand that reads as a file suggests the command.
expect_error "tune reprot suggests report" "unknown command 'reprot'" "did you mean report?" -- \
  tune reprot

# A long list in a message is cut between its items, with how many are
# left out, and the message's end kept.
while read -r rules; do
  for agent in alphabeta mcts; do
    run match --rules "$rules" --a "$agent:nosuch=1" --b random --games 2 --quiet
    grep -q "unknown agent type\|may never end" "$tmp/err" && continue  # a rule set without it, or one games between players refuse
    check $([[ $status -eq 2 && $(wc -l <"$tmp/err") -eq 1 ]] &&
      grep -q "unknown parameter 'nosuch'" "$tmp/err" &&
      ! grep -q '[A-Za-z_]…\|…[A-Za-z_]' "$tmp/err" && echo 0 || echo 1) \
      "$rules: an unknown $agent parameter lists the valid ones cut between names" "$(cat "$tmp/err")"
  done
done < <("$bin" rules --settings)

# bench: the history to record in is checked before the bench runs.
mkdir -p "$tmp/a-folder"
expect_error "bench --record of a folder is refused before any work" "--record:" "a-folder" \
  "is a folder" -- bench --record "$tmp/a-folder"
expect_error "bench --compare of no database is refused" "--compare:" -- \
  bench --quick --workload playouts --compare "$tmp/none.sqlite"

# bench --compare sets a signature only against runs of the same workload.
run bench --quick --workload playouts --record "$tmp/history.sqlite" --commit a
run bench --quick --workload perft --record "$tmp/history.sqlite" --commit b
run bench --compare "$tmp/history.sqlite"
check $([[ $status -eq 0 ]] && grep -Eq '^signature:quick,perft +[0-9]+ +- +- ' "$tmp/out" &&
  grep -q "no earlier run of that benchmark" "$tmp/out" && echo 0 || echo 1) \
  "bench --compare does not set one workload's signature against another's" "$(cat "$tmp/out")"

# match: labels line up, one game is "1 game", and progress on a log is
# lines, not a carriage-returned line.
run match --a greedy --b random --games 1 --seed 3
check $([[ $status -eq 0 ]] && grep -q "^A overall  *1 game  " "$tmp/out" && echo 0 || echo 1) \
  "a match of 1 game says '1 game'" "$(cat "$tmp/out")"
check $([[ $(grep '^A ' "$tmp/out" | sed 's/ [0-9]* games\{0,1\} .*//' | awk '{print length}' | sort -u |
  wc -l) -eq 1 ]] && echo 0 || echo 1) "the score lines' columns line up" "$(cat "$tmp/out")"
check $([[ $(grep '^  ' "$tmp/out" | sed 's/ [0-9]* games\{0,1\} .*//' | awk '{print length}' | sort -u |
  wc -l) -eq 1 ]] && echo 0 || echo 1) "the margin lines' columns line up" "$(cat "$tmp/out")"
check $(! grep -q $'\r' "$tmp/err" && [[ $(wc -l <"$tmp/err") -ge 1 ]] && echo 0 || echo 1) \
  "match progress on a file is lines without carriage returns" "$(od -c "$tmp/err" | head -3)"
check $(! grep -Eq -- 'Elo -0([^.0-9]|$)|-0\.0+([^0-9]|$)' "$tmp/out" && echo 0 || echo 1) \
  "match prints no negative zero" "$(cat "$tmp/out")"

# Each rule set's folder holds its own checks.
for checks in "$here"/*/cli_checks.sh; do
  # shellcheck disable=SC1090
  source "$checks"
done

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
