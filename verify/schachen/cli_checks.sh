# Schachen's command-line checks: sourced by verify/cli_test.sh, whose
# helpers they use.

# Schachen: deals, observations, the compound turn (docs/rules/schachen.md#set-up, #what-a-player-sees, #perft, #commands).
SCH0="k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w NPP NBPRBPQR - bnp pprrpqnb - 1"
SCH1="k1,5/p0,4/p1,4/p2,4/p3,4/P0,1/P1,1/P2,1/P3,1/K1,0 w BNP RQRNPBPP - bnp rpnbprqp - 1"
expect_stdout "schachen: show without --deal is the deal of seed 0" "$SCH0"$'\n'"ongoing" \
  show --rules schachen
expect_stdout "schachen: --deal 1 is docs/rules/schachen.md#set-up seed-1 deal" "$SCH1"$'\n'"ongoing" \
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

expect_picture schachen-start --rules schachen
