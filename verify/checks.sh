# The counting checks of the command-line test scripts (sourced):
#
#   source "$(dirname "$0")/checks.sh"
#   check "a run exits 0" test "$status" -eq 0
#   ...
#   finish_checks "tournament_cli"    # prints the counts; exits 1 if any failed
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  echo "FAIL: $1"
}
check() {  # check DESCRIPTION COMMAND...
  local what="$1"
  shift
  if "$@"; then pass; else fail "$what"; fi
}
finish_checks() {  # finish_checks NAME
  echo "$1: $passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}
not_grep() {  # not_grep PATTERN FILE: true when FILE has no line matching PATTERN
  ! grep -q -- "$1" "$2"
}
