#!/usr/bin/env bash
# Runs the conformance fixtures of every game folder of fixtures/ (each
# described by its manifest.tsv) through a `minnaar` program, as the
# command-line contract calls it (--rules, and the option the manifest names
# for a parameter column set off): every rule vector with `minnaar show`,
# every perft row with `minnaar perft` and `minnaar perft --divide`. Any
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

# manifest KEY: the value of KEY in the current folder's manifest.tsv ("-"
# is an empty list).
manifest() {
  local value
  value=$(awk -F'\t' -v key="$1" '$1 == key { print $2; found = 1 } END { exit !found }' \
    "$dir/manifest.tsv") || { echo "$dir/manifest.tsv: no '$1'" >&2; exit 2; }
  [[ $value == - ]] && value=""
  printf '%s' "$value"
}

# The rule set a program plays without --rules: a row of it is run without
# the option, so that a program of that rule set alone can be checked too.
default_rules=$("$minnaar" rules --default 2>/dev/null)

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
# failure messages (`setting`). A row names its rule set in a `rules`
# column, else it is the folder's only one; a parameter column holds on or
# off, and off passes the option the manifest names for it.
rule_args() {
  rules_args=() setting=""
  local rules=${rule_sets[0]}
  if [[ -v row[rules] ]]; then
    rules=${row[rules]}
    setting+=", $rules"
  fi
  [[ $rules != "$default_rules" ]] && rules_args+=(--rules "$rules")
  local i column
  for i in "${!parameter_columns[@]}"; do
    column=${parameter_columns[$i]}
    [[ -v row[$column] ]] || continue
    case ${row[$column]} in
      on) ;;
      off) rules_args+=("${off_options[$i]}") ;;
      *) echo "bad $column column '${row[$column]}'" >&2; exit 2 ;;
    esac
    setting+=", $column ${row[$column]}"
  done
}

for dir in "$fixtures"/*/; do
  dir=${dir%/}
  [[ -r $dir/manifest.tsv ]] || continue
  game=$(basename "$dir")
  read -r -a rule_sets <<<"$(manifest rule_sets)"
  read -r -a parameter_columns <<<"$(manifest parameter_columns)"
  read -r -a off_options <<<"$(manifest off_options)"
  vector_columns=$(manifest rule_vectors.tsv)
  start_columns=$(manifest perft_start.tsv)
  position_columns=$(manifest perft_positions.tsv)
  max_start_depth=$(manifest max_start_depth)
  for file in rule_vectors perft_start perft_positions; do
    [[ -r $dir/$file.tsv ]] || fail "$dir/$file.tsv: no such file"
  done

  # Rule vectors.
  while read_row "$vector_columns"; do
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
  while read_row "$start_columns"; do
    (( row[depth] > max_start_depth )) && continue
    rule_args
    mfen=${row[mfen]} depth=${row[depth]} nodes=${row[nodes]}
    got=$("$minnaar" perft "${rules_args[@]}" --depth "$depth" --mfen "$mfen" | tail -n 1)
    [[ $got == "$nodes" ]] && passed=$((passed + 1)) ||
      fail "$game: perft $depth of '$mfen'$setting: want $nodes, got '$got'"
  done <"$dir/perft_start.tsv"

  # Positions across games, each with its divide.
  while read_row "$position_columns"; do
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
