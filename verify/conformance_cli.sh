#!/usr/bin/env bash
# Runs the conformance fixtures through a `minnaar` program, as SPEC §7 calls
# it: every rule vector with `minnaar show`, every perft row with
# `minnaar perft` and `minnaar perft --divide`. Any implementation of the
# contract can be checked this way.
#
#   verify/conformance_cli.sh path/to/minnaar [fixtures-dir]
set -u
minnaar=${1:?usage: conformance_cli.sh path/to/minnaar [fixtures-dir]}
fixtures=${2:-$(dirname "$0")/../fixtures}
passed=0 failed=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT

fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# Rule vectors: name clause mfen moves expect_mfen expect_result.
while IFS=$'\t' read -r name clause mfen moves want_mfen want_result; do
  case $name in '' | '#'*) continue ;; esac
  args=(show --mfen "$mfen")
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
      fail "$name ($clause): want exit 2, no stdout, one stderr line with '$pattern'; got exit $rc, stdout '$out', stderr '$(cat "$err")'"
    fi
  elif [[ $rc == 0 && $out == "$want_mfen"$'\n'"$want_result" ]]; then
    passed=$((passed + 1))
  else
    fail "$name ($clause): want '$want_mfen' / '$want_result'; got exit $rc, '$out' $(cat "$err")"
  fi
done <"$fixtures/rules/vectors.tsv"

# Perft tables: the start position's rows, then every position with its divide.
while IFS=$'\t' read -r mfen depth nodes; do
  case $mfen in '' | '#'*) continue ;; esac
  (( depth > 4 )) && continue  # deeper rows belong to the engine test, not the CLI check
  got=$("$minnaar" perft --depth "$depth" --mfen "$mfen" | tail -n 1)
  [[ $got == "$nodes" ]] && passed=$((passed + 1)) || fail "perft $depth of '$mfen': want $nodes, got '$got'"
done <"$fixtures/perft/start.tsv"

while IFS=$'\t' read -r phase mfen depth nodes divide; do
  case $phase in '' | '#'*) continue ;; esac
  want=$( (tr ' ' '\n' <<<"$divide" | tr '=' ' '; echo; echo "$nodes") )
  got=$("$minnaar" perft --depth "$depth" --mfen "$mfen" --divide)
  [[ $got == "$want" ]] && passed=$((passed + 1)) || fail "perft --divide $depth of '$mfen' ($phase)"
  got=$("$minnaar" perft --depth "$depth" --mfen "$mfen" | tail -n 1)
  [[ $got == "$nodes" ]] && passed=$((passed + 1)) || fail "perft $depth of '$mfen' ($phase): want $nodes, got '$got'"
done <"$fixtures/perft/positions.tsv"

echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
