# The Play-Test Edition's command-line checks (docs/rules/playtest.md#perft, #commands): sourced by
# verify/cli_test.sh, whose helpers they use.

# Rule sets (--rules, --no-anti-stall): the Play-Test fixtures are checked by
# conformance_cli.sh (every rule set's fixtures); here the options themselves.
PT_START='pppppppp/rnbqkbnr/8/8/8/8/RNBQKBNR/PPPPPPPP w WB 0 0 0 0 1'
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
  show --rules playtest-standard --mfen "pppppppp/8/8/RNBQKBNR/rnbqkbnr/8/8/PPPPPPPP s 0 0 1"
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
expect_picture playtest-standard-start --rules playtest-standard
