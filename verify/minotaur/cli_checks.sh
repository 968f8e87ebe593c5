# Minotaur Chess's command-line checks (docs/rules/minotaur.md#perft, #commands): sourced by
# verify/cli_test.sh, whose helpers they use (its fixtures run through
# conformance_cli.sh).

MIN_START='qpnpp3/pbpr4/npk5/pr5P/p5RP/5KPN/4RPBP/3PPNPQ w wb - 0 0 1'
MIN_PLACED='qpnpp3/pbpr4/npkv4/pr5P/p5RP/4VKPN/4RPBP/3PPNPQ w - - 2 0 2'
MIN_PASS='q7/8/2k5/8/8/8/8/5N1Q w - - 0 0 1'        # White's only piece asleep: it passes
MIN_WON='q7/8/2k5/8/8/8/8/8 w - - 0 0 5'            # White has nothing left: Black has won
MIN_QUIET99='q7/8/2k5/8/3K4/8/8/7Q w - - 99 0 60'

# show
expect_stdout "minotaur: show prints the start MFEN then ongoing" "$MIN_START"$'\n'"ongoing" \
  show --rules minotaur
expect_stdout "minotaur: show --moves places both Vanguards (docs/rules/minotaur.md#mfen)" \
  "$MIN_PLACED"$'\n'"ongoing" show --rules minotaur --moves "@e3 @d6"
expect_stdout "minotaur: show of a won MFEN" "$MIN_WON"$'\n'"black-wins" \
  show --rules minotaur --mfen "$MIN_WON"
expect_stdout "minotaur: the 100th quiet turn is draw-quiet" \
  'q7/8/2k5/3K4/8/8/8/7Q b - - 100 0 60'$'\n'"draw-quiet" \
  show --rules minotaur --mfen "$MIN_QUIET99" --moves "d4d5"
expect_stdout "minotaur: two forced passes in a row are draw-passes" \
  'q1n5/8/8/8/8/8/8/5N1Q w - - 2 2 2'$'\n'"draw-passes" \
  show --rules minotaur --mfen 'q1n5/8/8/8/8/8/8/5N1Q w - - 0 0 1' --moves "pass pass"
expect_stdout "minotaur: the Totem taken, the Chieftain becomes the Avenger" \
  'q7/8/8/8/8/5A2/8/7r w - - 0 0 2'$'\n'"ongoing" \
  show --rules minotaur --mfen 'q6r/8/8/8/8/5K2/4R1B1/5N1Q b - - 0 0 1' --moves "h8h1"

# moves
expect_stdout "minotaur: moves from the start are White's six placements, in byte order" \
  $'@c1\n@d2\n@e3\n@f4\n@g5\n@h6' moves --rules minotaur
expect_stdout "minotaur: then Black's six" $'@a3\n@b4\n@c5\n@d6\n@e7\n@f8' \
  moves --rules minotaur --moves "@e3"
run moves --rules minotaur --mfen "$MIN_PLACED"
[[ $status -eq 0 && $(wc -l <"$tmp/out") -eq 29 ]] && sort -u "$tmp/out" | cmp -s - "$tmp/out"
check $? "minotaur: 29 moves after @e3 @d6, sorted and once each" "$(head -c 300 "$tmp/out")"
expect_stdout "minotaur: a forced pass is 'pass' alone" "pass" moves --rules minotaur --mfen "$MIN_PASS"
expect_exact_bytes "minotaur: a finished game has no moves" "" moves --rules minotaur --mfen "$MIN_WON"

# perft
run perft --rules minotaur --depth 3
[[ $status -eq 0 && "$(last_line)" == "1150" ]]
check $? "minotaur: perft 3 from the start is 1150" "status $status, last line '$(last_line)'"
run perft --rules minotaur --depth 2 --moves "@e3 @d6"
[[ $status -eq 0 && "$(last_line)" == "831" ]]
check $? "minotaur: perft 2 after @e3 @d6 is 831" "status $status, last line '$(last_line)'"
expect_exact_bytes "minotaur: divide 2 from the start" \
  '@c1 6\n@d2 6\n@e3 6\n@f4 6\n@g5 6\n@h6 6\n\n36\n' perft --rules minotaur --depth 2 --divide
expect_exact_bytes "minotaur: a forced pass is one move" 'pass 1\n\n1\n' \
  perft --rules minotaur --depth 1 --mfen "$MIN_PASS" --divide
expect_exact_bytes "minotaur: perft of a finished position is 0" '\n0\n' \
  perft --rules minotaur --depth 2 --mfen "$MIN_WON" --divide

# Bad input: status 2, one line on stderr naming what and where.
expect_error "minotaur: an MFEN of six fields" "MFEN" -- \
  show --rules minotaur --mfen "q7/8/2k5/8/3K4/8/8/7Q w - - 0 0"
expect_error "minotaur: a Shaman on a dark square names the board" "board" -- \
  show --rules minotaur --mfen "q7/8/2k5/8/3B4/8/8/7Q w - - 0 0 1"
expect_error "minotaur: to-place wb with Black to move" "to-place" -- \
  moves --rules minotaur --mfen "q7/8/2k5/8/3K4/8/8/7Q b wb - 0 0 1"
expect_error "minotaur: awake out of order" "awake" -- \
  perft --rules minotaur --depth 1 --mfen "q7/8/2k5/8/3K4/8/8/7Q w - bw 0 0 1"
expect_error "minotaur: passes above quiet" "passes" -- \
  show --rules minotaur --mfen "q7/8/2k5/8/3K4/8/8/7Q w - - 1 2 1"
expect_error "minotaur: a move before placing names the move and ply" "f3e4" "ply 1" -- \
  show --rules minotaur --moves "f3e4"
expect_error "minotaur: an asleep Defender names the move and ply" "f1d2" "ply 3" -- \
  show --rules minotaur --moves "@e3 @d6 f1d2"
expect_error "minotaur: a move after the game ended" "ply 2" -- \
  show --rules minotaur --mfen "$MIN_QUIET99" --moves "d4d5 c6c5"

expect_picture minotaur-start --rules minotaur --no-counters --cell 24
