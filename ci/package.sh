#!/usr/bin/env bash
# The program and its libraries as other projects get them: installed with
# `cmake --install` into a fresh prefix, a small project of another's
# (fixtures/consumer) built against the CMake package and, through
# pkg-config, run (the rule sets listed, a random game played, perft 3 from
# the start, each as the built program has it); then the Debian
# package made with cpack, installed with dpkg (as root: CI), and
# `minnaar --version` and `minnaar perft --depth 3` run from it, and the
# Python module it holds imported by /usr/bin/python3 for the same perft.
#
#   ci/package.sh [BUILD_DIR]    (default build/release, already built)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
[[ -x $build/bin/minnaar ]] || { echo "ci/package.sh: no program in '$build' (build it first)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "ci/package.sh: $1" >&2; exit 1; }

# What the built program says: the start's perft 3 of the default rule
# set, and the rule sets (every installed copy must say the same).
expected=$("$build/bin/minnaar" perft --depth 3 | tail -n 1)
mapfile -t rule_sets < <("$build/bin/minnaar" rules --settings | grep -v '(')
[[ -n $expected && ${#rule_sets[@]} -gt 0 ]] || fail "the built program gives no perft or rule sets"

echo "== cmake --install into $work/prefix"
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
for file in bin/minnaar include/minnaar/engine/game.h lib/cmake/Minnaar/MinnaarConfig.cmake \
  lib/cmake/Minnaar/MinnaarConfigVersion.cmake lib/pkgconfig/minnaar.pc \
  share/minnaar/fixtures/README.md; do
  [[ -e $work/prefix/$file ]] || fail "the install has no $file"
done

check_consumer() {  # check_consumer PROGRAM HOW
  "$1" >"$work/consumer.out" || fail "the consumer built with $2 failed"
  for rules in "${rule_sets[@]}"; do
    grep -qx "rule set: $rules" "$work/consumer.out" || fail "$2: rule set $rules is not listed"
  done
  grep -q "^random game: [0-9]* plies, " "$work/consumer.out" || fail "$2: no random game"
  grep -qx "perft 3: $expected" "$work/consumer.out" ||
    fail "$2: perft 3 is not $expected: $(cat "$work/consumer.out")"
  echo "$2: $(tr '\n' ' ' <"$work/consumer.out" | cut -c1-160)"
}
echo "== a project of another's, with find_package(Minnaar)"
cmake -S fixtures/consumer -B "$work/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
  >"$work/consumer-configure.log" || { cat "$work/consumer-configure.log"; fail "configure failed"; }
cmake --build "$work/consumer" >"$work/consumer-build.log" ||
  { cat "$work/consumer-build.log"; fail "the consumer does not build"; }
check_consumer "$work/consumer/consumer" "find_package(Minnaar)"

echo "== the same with pkg-config"
flags=$(PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig" pkg-config --cflags --libs minnaar)
# shellcheck disable=SC2086
g++ fixtures/consumer/main.cpp -o "$work/consumer-pc" $flags || fail "pkg-config's flags do not build"
check_consumer "$work/consumer-pc" "pkg-config"

echo "== cpack -G DEB, installed with dpkg"
(cd "$build" && cpack -G DEB -B "$work/deb" >"$work/cpack.log") ||
  { cat "$work/cpack.log"; fail "cpack failed"; }
deb=$(ls "$work"/deb/*.deb)
dpkg-deb --field "$deb" Package Version Depends Recommends
if [[ $(id -u) -eq 0 ]]; then
  dpkg -i "$deb" >/dev/null
  /usr/bin/minnaar --version
  got=$(/usr/bin/minnaar perft --depth 3 | tail -n 1)
  [[ $got == *"$expected"* ]] || fail "the installed program's perft 3 is '$got', not $expected"
  echo "installed: perft 3 = $expected"
  contents=$(dpkg-deb --contents "$deb")
  if grep -q 'dist-packages/minnaar\.' <<<"$contents"; then
    # The installed Python module, outside the build tree, from elsewhere.
    got=$(cd / && env -u PYTHONPATH /usr/bin/python3 -c \
      'import minnaar; print(minnaar.__version__); print(minnaar.game(minnaar.default_rules()).start().perft(3))')
    echo "installed Python module: $(head -n 1 <<<"$got")"
    [[ $(tail -n 1 <<<"$got") == "$expected" ]] ||
      fail "the installed Python module's perft 3 is '$(tail -n 1 <<<"$got")', not $expected"
  fi
else
  echo "(not root: the package is built but not installed)"
fi
