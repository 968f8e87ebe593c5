#!/usr/bin/env bash
# Sets everything up and runs the main job: the default tournament
# (fixtures/tournaments/default.yaml: random, greedy, alphabeta and mcts,
# round-robin) stored in results/default.sqlite, then its standings, and
# its HTML report (plots and a game viewer) written beside the database as
# results/default.html. Running it again resumes an unfinished tournament
# or just reports.
set -euo pipefail
cd "$(dirname "$0")/.."
ci/setup.sh release
build/release/bin/minnaar tournament run fixtures/tournaments/default.yaml
build/release/bin/minnaar tournament report --db results/default.sqlite --format html \
  --output results/default.html
echo "the report with plots and every game: results/default.html (open it in a browser)"
