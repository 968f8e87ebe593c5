#!/usr/bin/env bash
# Sets everything up and runs the main job: perft from the start position to
# depth 5 and the start position shown, with the Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
ci/setup.sh release
minnaar=build/release/bin/minnaar
echo "== minnaar perft --depth 5 --time"
"$minnaar" perft --depth 5 --time
echo "== minnaar show"
"$minnaar" show
