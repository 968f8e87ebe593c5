#!/usr/bin/env bash
# Runs the conformance fixtures of every game folder of fixtures/ through a
# `minnaar` program, as SPEC §7 calls it (with --rules and --no-anti-stall as
# SPEC-playtest §5 adds them): every rule vector with `minnaar show`, every
# perft row with `minnaar perft` and `minnaar perft --divide`. Any
# implementation of the contract can be checked this way.
#
#   verify/conformance_cli.sh path/to/minnaar [fixtures-dir]
set -u
minnaar=${1:?usage: conformance_cli.sh path/to/minnaar [fixtures-dir]}
fixtures=${2:-$(dirname "$0")/../fixtures}
passed=0 failed=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT

fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# The game folders (fixtures/<game>/) and the columns of their three files,
# as fixtures/README.md lists them (the same table as verify/conformance_test.cpp).
# A row names its rule set in a `rules` column, passed as --rules (without
# one the program's default, the current edition, applies), and the
# anti-stall setting in an `anti_stall` column: on, or off for
# --no-anti-stall. Start rows deeper than max_start_depth are left out (they
# are the engine test's and bench/'s).
folders=(minnaar playtest sovereign schachen)
declare -A vector_columns=(
  [minnaar]="name clause mfen moves expect_mfen expect_result"
  [sovereign]="name clause mfen moves expect_mfen expect_result"
  [schachen]="name clause mfen moves expect_mfen expect_result"
  [playtest]="name clause rules anti_stall mfen moves expect_mfen expect_result"
)
declare -A start_columns=(
  [minnaar]="mfen depth nodes"
  [sovereign]="mfen depth nodes"
  [schachen]="deal mfen depth nodes"
  [playtest]="rules mfen depth nodes"
)
declare -A position_columns=(
  [minnaar]="phase mfen depth nodes divide"
  [sovereign]="phase mfen depth nodes divide"
  [schachen]="phase mfen depth nodes divide"
  [playtest]="rules anti_stall phase mfen depth nodes divide"
)
declare -A max_start_depth=([minnaar]=4 [playtest]=7 [sovereign]=4 [schachen]=3)
# The rule set of a folder whose rows name none, where it is not the default.
declare -A folder_rules=([sovereign]=sovereign [schachen]=schachen)

# read_row COLUMNS: reads the next record of stdin into the array `row` by
# column name, skipping '#' comments and blank lines; fails at the end.
declare -A row
read_row() {
  local -a names fields
  read -r -a names <<<"$1"
  while IFS=$'\t' read -r -a fields; do
    case ${fields[0]:-} in '' | '#'*) continue ;; esac
    if [[ ${#fields[@]} != "${#names[@]}" ]]; then
      echo "bad row (${#fields[@]} fields, expected ${#names[@]}): ${fields[*]}" >&2
      exit 2
    fi
    row=()
    local i
    for i in "${!names[@]}"; do row[${names[$i]}]=${fields[$i]}; done
    return 0
  done
  return 1
}

# The rule-set options of the current row (`rules_args`) and a label for
# failure messages (`setting`).
rule_args() {
  rules_args=() setting=""
  if [[ -v row[rules] ]]; then
    rules_args+=(--rules "${row[rules]}")
    setting+=", ${row[rules]}"
  elif [[ -v folder_rules[$game] ]]; then
    rules_args+=(--rules "${folder_rules[$game]}")
  fi
  if [[ -v row[anti_stall] ]]; then
    case ${row[anti_stall]} in
      on) ;;
      off) rules_args+=(--no-anti-stall) ;;
      *) echo "bad anti_stall column '${row[anti_stall]}'" >&2; exit 2 ;;
    esac
    setting+=", anti-stall ${row[anti_stall]}"
  fi
}

for game in "${folders[@]}"; do
  dir=$fixtures/$game
  for file in rule_vectors perft_start perft_positions; do
    [[ -r $dir/$file.tsv ]] || fail "$dir/$file.tsv: no such file"
  done

  # Rule vectors.
  while read_row "${vector_columns[$game]}"; do
    rule_args
    args=(show "${rules_args[@]}" --mfen "${row[mfen]}")
    [[ ${row[moves]} != - ]] && args+=(--moves "${row[moves]}")
    out=$("$minnaar" "${args[@]}" 2>"$err" </dev/null)
    rc=$?
    want_mfen=${row[expect_mfen]} want_result=${row[expect_result]}
    where="$game/${row[name]} (${row[clause]}$setting)"
    if [[ $want_mfen == error ]]; then
      what=${want_result#*:}
      case $want_result in
        illegal-move:*) pattern="at ply $what:" ;;
        invalid-mfen:*) pattern="$what: " ;;
      esac
      if [[ $rc == 2 && -z $out && $(wc -l <"$err") == 1 ]] && grep -qF -- "$pattern" "$err"; then
        passed=$((passed + 1))
      else
        fail "$where: want exit 2, no stdout, one stderr line with '$pattern'; got exit $rc, stdout '$out', stderr '$(cat "$err")'"
      fi
    elif [[ $rc == 0 && $out == "$want_mfen"$'\n'"$want_result" ]]; then
      passed=$((passed + 1))
    else
      fail "$where: want '$want_mfen' / '$want_result'; got exit $rc, '$out' $(cat "$err")"
    fi
  done <"$dir/rule_vectors.tsv"

  # Perft from the start, one row per depth.
  while read_row "${start_columns[$game]}"; do
    (( row[depth] > max_start_depth[$game] )) && continue
    rule_args
    mfen=${row[mfen]} depth=${row[depth]} nodes=${row[nodes]}
    got=$("$minnaar" perft "${rules_args[@]}" --depth "$depth" --mfen "$mfen" | tail -n 1)
    [[ $got == "$nodes" ]] && passed=$((passed + 1)) ||
      fail "$game: perft $depth of '$mfen'$setting: want $nodes, got '$got'"
  done <"$dir/perft_start.tsv"

  # Positions across games, each with its divide.
  while read_row "${position_columns[$game]}"; do
    rule_args
    mfen=${row[mfen]} depth=${row[depth]} nodes=${row[nodes]}
    where="'$mfen' ($game, ${row[phase]}$setting)"
    # (The count follows the last '=': a promotion's text holds one too.)
    want=$( (tr ' ' '\n' <<<"${row[divide]}" | sed 's/=\([0-9]*\)$/ \1/'; echo; echo "$nodes") )
    got=$("$minnaar" perft "${rules_args[@]}" --depth "$depth" --mfen "$mfen" --divide)
    [[ $got == "$want" ]] && passed=$((passed + 1)) || fail "perft --divide $depth of $where"
    got=$("$minnaar" perft "${rules_args[@]}" --depth "$depth" --mfen "$mfen" | tail -n 1)
    [[ $got == "$nodes" ]] && passed=$((passed + 1)) ||
      fail "perft $depth of $where: want $nodes, got '$got'"
  done <"$dir/perft_positions.tsv"
done

echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
