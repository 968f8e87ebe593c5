#!/usr/bin/env bash
# Submits a whole tournament to Slurm: a job array of N shards, then the
# merge job, which waits for every shard to succeed (afterok). Prints the
# two job ids, one a line (array, then merge).
#
#   ci/slurm/submit.sh CONFIG N OUT [sbatch options...]
#   e.g. ci/slurm/submit.sh fixtures/tournaments/sharded.yaml 8 /shared/runs/sharded --partition=cpu
#
# OUT (created) must be on a filesystem every node sees: the shards write
# OUT/shard-K.sqlite, the merge OUT/merged.sqlite and OUT/report.txt, and
# each job its log, OUT/shard-K.log and OUT/merge.log. The options after
# OUT go to both sbatch calls. MINNAAR names the program (default: this
# checkout's Release build).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
usage="usage: submit.sh CONFIG N OUT [sbatch options...]"
config="$(realpath "${1:?$usage}")"
shards="${2:?$usage}"
out="${3:?$usage}"
shift 3
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "submit.sh: N must be a whole number from 1 (got '$shards')" >&2; exit 2; }
[[ -f "$config" ]] || { echo "submit.sh: no config at '$config'" >&2; exit 2; }
export MINNAAR="$(realpath "${MINNAAR:-$root/build/release/bin/minnaar}")"
[[ -x "$MINNAAR" ]] || { echo "submit.sh: no minnaar program at '$MINNAAR' (build it, or set MINNAAR)" >&2; exit 2; }
mkdir -p "$out"
out="$(realpath "$out")"
array=$(sbatch --parsable --array=0-$((shards - 1)) --output="$out/shard-%a.log" --chdir="$out" "$@" \
  "$root/ci/slurm/shard.sbatch" "$config" "$shards" "$out")
array="${array%%;*}"  # "id;cluster" on a federation
merge=$(sbatch --parsable --dependency=afterok:"$array" --kill-on-invalid-dep=yes \
  --output="$out/merge.log" --chdir="$out" "$@" "$root/ci/slurm/merge.sbatch" "$shards" "$out")
echo "${array}"
echo "${merge%%;*}"
