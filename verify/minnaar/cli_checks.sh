# The current edition's command-line checks (docs/cli.md#the-command-line-contract), byte for byte:
# sourced by verify/cli_test.sh, whose helpers (run, expect_stdout,
# expect_exact_bytes, expect_error, check, expect_picture) they use.

START='pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1'
BLACK_EMPTY='p7/8/8/8/8/8/8/P6K b 0 0 1'       # Black has no piece: it must pass
TALLY79="pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 79 0 20"
FINISHED="pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 80 0 21"

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
expect_stdout "--rules minnaar is the default" "$START
ongoing" show --rules minnaar

# minnaar serve: a built-in agent on the player protocol (docs/players.md#the-player-protocol), a
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
expect_error "serve names the bad parameter of a spec" "minnaar: " "not an agent" \
  "unknown parameter 'depth' for greedy" -- serve greedy:depth=3

expect_picture minnaar-start
