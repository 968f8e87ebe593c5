#!/usr/bin/env bash
# The command-line contract of SPEC §7, checked byte for byte.
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

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

START='pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1'
BLACK_EMPTY='p7/8/8/8/8/8/8/P6K b 0 0 1'       # Black has no piece: it must pass
TALLY79="pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20"
FINISHED="pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21"

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

# ---------------------------------------------------------------------------
# show

expect_stdout "show prints the start MFEN then ongoing" "$START"$'\n'"ongoing" show
expect_stdout "show --mfen of the start position" "$START"$'\n'"ongoing" show --mfen "$START"
expect_stdout "show --moves plays the moves in order" \
  "1ppppppp/p7/R7/1NBQKBNR/1nbqkbnr/r7/P7/1PPPPPPP s 4 0 2"$'\n'"ongoing" \
  show --moves "a1a2 a5a6 a8a7 a4a3"
expect_stdout "show --moves with forced passes (pass and 0000)" \
  "8/p7/8/8/8/8/P6K/8 s 5 1 3"$'\n'"ongoing" \
  show --mfen "$BLACK_EMPTY" --moves "pass a1a2 h1h2 a8a7 0000"
expect_stdout "show: 80th quiet turn ends undecided, side still advances" \
  "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/P7/1PPPPPPP w 80 0 20"$'\n'"undecided-80-turns" \
  show --mfen "$TALLY79" --moves "a1a2"
expect_stdout "show: a capture on the 80th turn goes on" \
  "pppppppp/8/8/RNBQKBNR/Pnbqkbnr/8/8/1PPPPPPP w 0 0 20"$'\n'"ongoing" \
  show --mfen "$TALLY79" --moves "a1a4"
expect_stdout "show: Liberation" "p7/8/8/8/3P4/8/8/8 w 0 0 5"$'\n'"alliance-wins" \
  show --mfen "p7/8/8/8/3k4/8/8/3P4 s 10 0 5" --moves "d1d4"
expect_stdout "show: Divide and Conquer" "3r4/8/8/8/8/8/8/PPPPPPPP s 0 0 10"$'\n'"establishment-wins" \
  show --mfen "3p4/8/8/3r4/8/8/8/PPPPPPPP b 7 0 9" --moves "d5d8"
expect_stdout "show: fourth forced pass" "p7/8/8/8/8/8/8/P6K s 4 4 2"$'\n'"undecided-four-passes" \
  show --mfen "p7/8/8/8/8/8/8/P6K b 3 3 1" --moves "pass"
expect_stdout "show of a finished MFEN" "$FINISHED"$'\n'"undecided-80-turns" show --mfen "$FINISHED"

# ---------------------------------------------------------------------------
# moves

run moves
cp "$tmp/out" "$tmp/start_moves"
[[ $status -eq 0 && $(wc -l <"$tmp/out") -eq 60 ]]
check $? "moves from the start prints 60 lines" "status $status, $(wc -l <"$tmp/out") lines"
sort "$tmp/out" | cmp -s - "$tmp/out"
check $? "moves are in LC_ALL=C byte order"
sort -u "$tmp/out" | cmp -s - "$tmp/out"
check $? "moves are listed once each"
# The 60 start moves worked out from the rules: each South Sovereign goes
# 1-3 squares up its file and both diagonals (the third square takes a
# Black piece on rank 4), never sideways (allies) and never further.
files=abcdefgh
for ((f = 0; f < 8; ++f)); do
  for ((d = 1; d <= 3; ++d)); do
    echo "${files:f:1}1${files:f:1}$((1 + d))"
    ((f - d >= 0)) && echo "${files:f:1}1${files:f-d:1}$((1 + d))"
    ((f + d < 8)) && echo "${files:f:1}1${files:f+d:1}$((1 + d))"
  done
done | sort >"$tmp/want_moves"
cmp -s "$tmp/want_moves" "$tmp/start_moves"
check $? "moves from the start are exactly the 60 moves of the rules" \
  "$(diff "$tmp/want_moves" "$tmp/start_moves" | head -10 | tr '\n' '|')"

run moves --moves "a1a2"
[[ $status -eq 0 && $(wc -l <"$tmp/out") -eq 38 ]] && ! grep -qv '^[a-h]5[a-h][1-8]$' "$tmp/out"
check $? "moves after a1a2: White's 38 moves, all from rank 5" "$(head -c 300 "$tmp/out")"

expect_stdout "moves: a forced pass is 'pass' alone" "pass" moves --mfen "$BLACK_EMPTY"
expect_exact_bytes "moves: a finished game prints nothing" "" moves --mfen "$FINISHED"
expect_exact_bytes "moves: nothing after the game ended through --moves" "" \
  moves --mfen "$TALLY79" --moves "a1a2"

# ---------------------------------------------------------------------------
# perft

run perft --depth 2
[[ $status -eq 0 && "$(last_line)" == "2316" ]]
check $? "perft --depth 2 of the start ends with 2316" "status $status, last line '$(last_line)'"
run perft --depth 1
[[ $status -eq 0 && "$(last_line)" == "60" ]]
check $? "perft --depth 1 of the start ends with 60" "last line '$(last_line)'"
run perft --depth 3 --mfen "$START"
[[ $status -eq 0 && "$(last_line)" == "134712" ]]
check $? "perft --depth 3 --mfen start ends with 134712" "last line '$(last_line)'"
run perft --depth 0
[[ $status -eq 0 && "$(last_line)" == "1" ]]
check $? "perft --depth 0 is 1" "last line '$(last_line)'"
run perft --depth 2 --mfen "$FINISHED"
[[ $status -eq 0 && "$(last_line)" == "0" ]]
check $? "perft of a finished position is 0" "last line '$(last_line)'"
run perft --depth 3 --mfen "$BLACK_EMPTY"
[[ $status -eq 0 && "$(last_line)" == "36" ]]
check $? "perft counts a forced pass as one move (1 x 12 x 3 = 36)" "last line '$(last_line)'"
run perft --depth 1 --moves "a1a2"
[[ $status -eq 0 && "$(last_line)" == "38" ]]
check $? "perft --moves plays the moves first" "last line '$(last_line)'"

# --divide: one "<move> <count>" per legal move, sorted as moves, an empty
# line, the total.
run perft --depth 2 --divide
cp "$tmp/out" "$tmp/divide"
[[ $status -eq 0 && $(wc -l <"$tmp/divide") -eq 62 ]]
check $? "divide at depth 2 has 60 move lines, an empty line and the total" \
  "status $status, $(wc -l <"$tmp/divide") lines"
head -n 60 "$tmp/divide" | grep -qvE '^[a-h][1-8][a-h][1-8] [0-9]+$'
[[ $? -ne 0 ]]
check $? "divide move lines are '<move> <count>'" "$(head -n 3 "$tmp/divide" | tr '\n' '|')"
head -n 60 "$tmp/divide" | cut -d' ' -f1 | cmp -s - "$tmp/start_moves"
check $? "divide lists the moves in the order of 'moves'"
[[ "$(sed -n 61p "$tmp/divide")" == "" && "$(sed -n 62p "$tmp/divide")" == "2316" ]]
check $? "divide ends with an empty line and the total 2316" "$(tail -n 3 "$tmp/divide" | tr '\n' '|')"
sum=$(head -n 60 "$tmp/divide" | awk '{ s += $2 } END { print s + 0 }')
[[ "$sum" == "2316" ]]
check $? "divide counts sum to the total" "sum $sum"
# Each count is the perft of the position after that move.
mismatch=""
while read -r move count; do
  [[ -z "$move" ]] && break
  "$bin" perft --depth 1 --moves "$move" >"$tmp/child" 2>/dev/null
  child=$(tail -n 1 "$tmp/child")
  [[ "$child" == "$count" ]] || mismatch+="$move: $count vs $child; "
done <"$tmp/divide"
[[ -z "$mismatch" ]]
check $? "each divide count is perft --depth 1 after that move" "$mismatch"

expect_exact_bytes "divide at depth 0: just the empty line and 1" '\n1\n' perft --depth 0 --divide
expect_exact_bytes "divide of a finished position: the empty line and 0" '\n0\n' \
  perft --depth 1 --mfen "$FINISHED" --divide
expect_exact_bytes "divide of a finished position at depth 3" '\n0\n' \
  perft --depth 3 --mfen "$FINISHED" --divide
expect_exact_bytes "divide after --moves that end the game" '\n0\n' \
  perft --depth 2 --mfen "$TALLY79" --moves "a1a2" --divide
expect_exact_bytes "divide of a forced pass at depth 1" 'pass 1\n\n1\n' \
  perft --depth 1 --mfen "$BLACK_EMPTY" --divide
expect_exact_bytes "divide of a forced pass at depth 2" 'pass 12\n\n12\n' \
  perft --depth 2 --mfen "$BLACK_EMPTY" --divide
expect_exact_bytes "divide of a small position (North a8 p: 12 moves)" \
  'a8a4 1\na8a5 1\na8a6 1\na8a7 1\na8b7 1\na8b8 1\na8c6 1\na8c8 1\na8d5 1\na8d8 1\na8e4 1\na8e8 1\n\n12\n' \
  perft --depth 1 --mfen "p7/8/8/8/8/8/8/P6K n 0 0 1" --divide

# ---------------------------------------------------------------------------
# Bad input: status 2, one line on stderr, nothing on stdout.

expect_error "invalid MFEN (garbage)" -- show --mfen "not an mfen"
expect_error "invalid MFEN (side letter) names the field" side -- \
  show --mfen "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP x 0 0 1"
expect_error "invalid MFEN (9 squares on a rank)" -- \
  moves --mfen "ppppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"
expect_error "invalid MFEN (3 white rooks) in perft" -- \
  perft --depth 1 --mfen "pppppppp/8/R7/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"
expect_error "invalid MFEN (round 0)" -- show --mfen "p6k/8/8/8/8/8/8/P6K s 0 0 0"
expect_error "unknown move text" "zz99" -- show --moves "zz99"
expect_error "uppercase move text" "A1A2" -- moves --moves "A1A2"
expect_error "illegal move names the move and the ply" "a1a6" "ply 3" -- \
  show --moves "a1a2 a5a6 a1a6 a8a7"
expect_error "illegal first move" "a1a6" "ply 1" -- moves --moves "a1a6"
expect_error "illegal move in perft" "a5a6" -- perft --depth 1 --moves "a5a6"
expect_error "pass when a move exists" "pass" -- show --moves "pass"
expect_error "a move after the game has ended" "a5a6" "ply 2" -- \
  show --mfen "$TALLY79" --moves "a1a2 a5a6"
expect_error "negative depth" -- perft --depth -1
expect_error "missing --depth" -- perft
expect_error "non-numeric depth" -- perft --depth two
expect_error "unknown option to show" -- show --bogus
expect_error "unknown option to perft" -- perft --depth 1 --bogus
expect_error "unknown option to moves" -- moves --frobnicate 3

# Rule sets (--rules, --no-anti-stall): the Play-Test fixtures are checked by
# conformance_cli.sh (every rule set's fixtures); here the options themselves.
PT_START='pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1'
expect_stdout "--rules minnaar is the default" "$START
ongoing" show --rules minnaar
expect_stdout "show --rules playtest-standard starts the Play-Test Edition" "$PT_START
ongoing" show --rules playtest-standard
expect_stdout "perft --rules playtest-contemplative" "1642" perft --rules playtest-contemplative --depth 4
expect_stdout "perft --rules playtest-standard on two threads" "2536" \
  perft --rules playtest-standard --depth 4 --threads 2
expect_stdout "the King moves first" "e2e3
e2e4" moves --rules playtest-standard
expect_error "unknown rule set" "chess" "playtest-standard" -- show --rules chess
expect_error "--no-anti-stall needs a Play-Test rule set" "--no-anti-stall" -- show --no-anti-stall
expect_error "a current-edition MFEN is not a Play-Test MFEN" "invalid MFEN" -- \
  show --rules playtest-standard --mfen "$START"
expect_error "a Play-Test move error names the ply" "ply 1" "King" -- \
  show --rules playtest-contemplative --moves "a2a3"
run play --rules playtest-contemplative --white greedy --black alphabeta:depth=2 --seed 3
if [[ $status -eq 0 ]] && tail -n 1 "$tmp/out" | grep -qE '^(mutual|white|black|unrealized)-sovereignty$'; then
  pass
else
  fail "play --rules playtest-contemplative ends with a Play-Test result" "status $status" \
    "$(tail -n 2 "$tmp/out")" "$(head -c 300 "$tmp/err")"
fi
expect_error "play refuses a current-edition agent parameter in the Play-Test Edition" \
  "smaller_group" -- play --rules playtest-standard --white greedy:smaller_group=1
expect_error "play keeps the anti-stall rule on" "never end" -- \
  play --rules playtest-standard --no-anti-stall

# minnaar serve: a built-in agent on the player protocol (PROTOCOL.md), a
# real process talked to through pipes.
out=$(printf 'hello 1\nnewgame rules minnaar seat establishment seed 42\nisready\nposition startpos moves a1a2\ngo nodes 1000\nquit\n' |
  "$bin" serve greedy 2>"$tmp/err")
status=$?
answer=$(sed -n 's/^bestmove //p' <<<"$out")
if [[ $status == 0 && $out == *$'hellook\nready\n'* ]] &&
  "$bin" moves --moves "a1a2" | grep -qx -- "$answer"; then
  pass
else
  fail "serve answers the handshake and a legal bestmove" "status $status" "$out" "$(cat "$tmp/err")"
fi
expect_error "serve refuses an unknown agent" "not an agent" -- serve minimax

# Schachen: deals, observations, the compound turn (SPEC-schachen §2, §6, §7).
SCH0="k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP NBPRBPQR - bnp pprrpqnb - 1"
SCH1="k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w BNP RQRNPBPP - bnp rpnbprqp - 1"
expect_stdout "schachen: show without --deal is the deal of seed 0" "$SCH0"$'\n'"ongoing" \
  show --rules schachen
expect_stdout "schachen: --deal 1 is the SPEC's seed-1 deal" "$SCH1"$'\n'"ongoing" \
  show --rules schachen --deal 1
expect_stdout "schachen: White's observation hides its pile and Black's hand and pile" \
  "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP #8 - #3 #8 - 1"$'\n'"ongoing" \
  show --rules schachen --observer w
expect_stdout "schachen: Black's observation, by seat name, after a placement and its draw" \
  "k1,5/p0,4/p1,4/p2,4/p3,4/P0,2/N0,1/P1,1/P2,1/P3,1/K1,0 b #3 #7 - bnp #8 - 1"$'\n'"ongoing" \
  show --rules schachen --observer black --moves "0,1:0,2+N@0,1"
expect_stdout "schachen: perft 2 of the seed-1 deal" "4356" perft --rules schachen --deal 1 --depth 2
run moves --rules schachen
check $([[ $status -eq 0 && $(wc -l <"$tmp/out") -eq 47 ]] && echo 0 || echo 1) \
  "schachen: moves lists the 47 turns of the seed-0 deal"
expect_error "schachen: --deal and --mfen together" "--deal" -- \
  show --rules schachen --deal 1 --mfen "$SCH0"
expect_error "schachen: a negative deal" "--deal" -- show --rules schachen --deal -1
expect_error "schachen: --deal for a game with one start" "--deal" -- show --deal 2
expect_error "schachen: an unknown observer" "--observer" -- show --rules schachen --observer x
expect_error "schachen: an observation is never input" "white-pile" -- \
  show --rules schachen --mfen "k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP #8 - #3 #8 - 1"
expect_error "schachen: a placement of a card not in the hand" "ply 1" -- \
  show --rules schachen --moves "0,1:0,2+Q@0,0"

# The README's pictures are what `minnaar svg` draws now.
pictures="$(dirname "$0")/../fixtures/pictures"
for args in "minnaar-start" "playtest-standard-start --rules playtest-standard" \
  "sovereign-start --rules sovereign --no-counters --cell 24" "schachen-start --rules schachen"; do
  read -r name rest <<<"$args"
  # shellcheck disable=SC2086
  run svg $rest
  check $([[ $status -eq 0 ]] && cmp -s "$tmp/out" "$pictures/$name.svg" && echo 0 || echo 1) \
    "svg: fixtures/pictures/$name.svg is what minnaar svg $rest draws"
done
expect_error "svg: a bad cell size" "--cell" -- svg --cell 3
run svg --moves "$("$bin" moves | head -n 1)"
check $([[ $status -eq 0 ]] && grep -q '<g class="marks"><rect' "$tmp/out" && echo 0 || echo 1) \
  "svg: the squares of the last move are marked"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
