#!/usr/bin/env bash
# Runs the Play-Test Edition's conformance fixtures through a `minnaar`
# program, as SPEC-playtest §5 calls it (SPEC §7 with --rules and
# --no-anti-stall): every rule vector with `minnaar show`, every perft row with
# `minnaar perft` and `minnaar perft --divide`. Any implementation of the
# contract can be checked this way.
#
#   verify/playtest_conformance_cli.sh path/to/minnaar [fixtures-dir]
set -u
minnaar=${1:?usage: playtest_conformance_cli.sh path/to/minnaar [fixtures-dir]}
fixtures=${2:-$(dirname "$0")/../fixtures}
passed=0 failed=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT

fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# The rule-set options of a row: --rules, and --no-anti-stall when it says off.
rule_args() {
  rules_args=(--rules "$1")
  case $2 in
    on) ;;
    off) rules_args+=(--no-anti-stall) ;;
    *) echo "bad anti_stall column '$2'" >&2; exit 2 ;;
  esac
}

# Rule vectors: name clause rules anti_stall mfen moves expect_mfen expect_result.
while IFS=$'\t' read -r name clause rules anti_stall mfen moves want_mfen want_result; do
  case $name in '' | '#'*) continue ;; esac
  rule_args "$rules" "$anti_stall"
  args=(show "${rules_args[@]}" --mfen "$mfen")
  [[ $moves != - ]] && args+=(--moves "$moves")
  out=$("$minnaar" "${args[@]}" 2>"$err" </dev/null)
  rc=$?
  if [[ $want_mfen == error ]]; then
    what=${want_result#*:}
    case $want_result in
      illegal-move:*) pattern="at ply $what:" ;;
      invalid-mfen:*) pattern="$what: " ;;
    esac
    if [[ $rc == 2 && -z $out && $(wc -l <"$err") == 1 ]] && grep -qF -- "$pattern" "$err"; then
      passed=$((passed + 1))
    else
      fail "$name ($clause, $rules, anti-stall $anti_stall): want exit 2, no stdout, one stderr line with '$pattern'; got exit $rc, stdout '$out', stderr '$(cat "$err")'"
    fi
  elif [[ $rc == 0 && $out == "$want_mfen"$'\n'"$want_result" ]]; then
    passed=$((passed + 1))
  else
    fail "$name ($clause, $rules, anti-stall $anti_stall): want '$want_mfen' / '$want_result'; got exit $rc, '$out' $(cat "$err")"
  fi
done <"$fixtures/rules/playtest_vectors.tsv"

# Perft from the start, every depth of both rule sets (anti-stall on, the default).
while IFS=$'\t' read -r rules mfen depth nodes; do
  case $rules in '' | '#'*) continue ;; esac
  got=$("$minnaar" perft --rules "$rules" --depth "$depth" --mfen "$mfen" | tail -n 1)
  [[ $got == "$nodes" ]] && passed=$((passed + 1)) ||
    fail "perft $depth of '$mfen' ($rules): want $nodes, got '$got'"
done <"$fixtures/perft/playtest_start.tsv"

# Positions across games, each with its divide.
while IFS=$'\t' read -r rules anti_stall phase mfen depth nodes divide; do
  case $rules in '' | '#'*) continue ;; esac
  rule_args "$rules" "$anti_stall"
  where="'$mfen' ($rules, anti-stall $anti_stall, $phase)"
  want=$( (tr ' ' '\n' <<<"$divide" | tr '=' ' '; echo; echo "$nodes") )
  got=$("$minnaar" perft "${rules_args[@]}" --depth "$depth" --mfen "$mfen" --divide)
  [[ $got == "$want" ]] && passed=$((passed + 1)) || fail "perft --divide $depth of $where"
  got=$("$minnaar" perft "${rules_args[@]}" --depth "$depth" --mfen "$mfen" | tail -n 1)
  [[ $got == "$nodes" ]] && passed=$((passed + 1)) ||
    fail "perft $depth of $where: want $nodes, got '$got'"
done <"$fixtures/perft/playtest_positions.tsv"

echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
