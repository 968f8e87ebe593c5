#!/usr/bin/env bash
# A tournament on a real Slurm cluster: starts a one-node cluster on this
# machine (ci/slurm/cluster.sh: Debian's slurm-wlm and munge, installed if
# missing; a cluster of its own beside any other on the machine), submits fixtures/tournaments/sharded.yaml as a 3-task job array
# plus the merge job (ci/slurm/submit.sh), waits for them, and checks that
# every task succeeded and that the merged games and report equal a
# single-process run's. The daemons are stopped at the end, pass or fail.
#
#   ci/slurm/test.sh [path/to/minnaar]      # as root; a few minutes
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
export MINNAAR="$(realpath "${1:-$root/build/release/bin/minnaar}")"
config="$root/fixtures/tournaments/sharded.yaml"
shards=3
work="$(mktemp -d /tmp/minnaar-slurm.XXXXXX)"
state="$work/cluster"
out="$work/run"  # one machine: its disk is the shared filesystem
stop_cluster() {
  bash "$root/ci/slurm/cluster.sh" stop "$state" || true
}
trap 'stop_cluster; rm -rf "$work"' EXIT
source "$root/verify/checks.sh"  # game_rows
fail() {
  echo "FAIL: $1" >&2
  for log in "$out"/*.log; do [[ -f "$log" ]] && { echo "--- $log"; tail -n 20 "$log"; } >&2; done
  exit 1
}
# JobState and ExitCode of a job (an array task as ID_K), while Slurm keeps it.
job_field() { scontrol show job "$1" 2>/dev/null | grep -o "$2=[^ ]*" | head -n 1 | cut -d= -f2; }

echo "== slurm: the single-process reference run"
"$MINNAAR" tournament run "$config" --db "$work/single.sqlite" --threads 2 --quiet >/dev/null

echo "== slurm: start a one-node cluster"
start=$(date +%s)
bash "$root/ci/slurm/cluster.sh" start "$state"
export SLURM_CONF="$state/slurm.conf"
sinfo

echo "== slurm: submit $shards shards and the merge"
mapfile -t jobs < <(bash "$root/ci/slurm/submit.sh" "$config" "$shards" "$out")
array="${jobs[0]}"
merge="${jobs[1]}"
echo "array job $array, merge job $merge"
deadline=$(($(date +%s) + 300))
while :; do
  state_now="$(job_field "$merge" JobState)"
  case "$state_now" in
    COMPLETED) break ;;
    FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE)
      fail "the merge job ended $state_now" ;;
  esac
  [[ $(date +%s) -lt $deadline ]] || fail "the jobs did not finish in 300 s (merge: ${state_now:-unknown}); squeue: $(squeue -h 2>&1 | head -c 500)"
  sleep 1
done
for ((k = 0; k < shards; k++)); do
  task_state="$(job_field "${array}_$k" JobState)"
  task_exit="$(job_field "${array}_$k" ExitCode)"
  [[ "$task_state" == COMPLETED && "$task_exit" == 0:0 ]] ||
    fail "array task $k: $task_state, exit $task_exit"
  grep -q "shard $k/$shards of" "$out/shard-$k.log" || fail "task $k's log does not name its shard"
done
[[ "$(job_field "$merge" ExitCode)" == 0:0 ]] || fail "the merge job's exit code"
echo "jobs done in $(($(date +%s) - start)) s, cluster start included"

echo "== slurm: the merged tournament equals the single run"
[[ "$(game_rows "$out/merged.sqlite")" == "$(game_rows "$work/single.sqlite")" ]] ||
  fail "the merged games differ from the single run's"
grep -q "240 games checked, 0 do not replay" "$out/merge.log" || fail "the merge job's verify"
# (Without the time per move: each run's measurement, not what the games decided.)
"$MINNAAR" tournament report --db "$work/single.sqlite" | tail -n +2 |
  sed '/^time per move/,$d' >"$work/single.report"
tail -n +2 "$out/report.txt" | sed '/^time per move/,$d' >"$work/merged.report"
cmp -s "$work/single.report" "$work/merged.report" || fail "the merged report differs"
for ((k = 0; k < shards; k++)); do
  [[ "$(sqlite3 "$out/shard-$k.sqlite" 'SELECT shard_index || "/" || shard_count FROM tournaments')" == "$k/$shards" ]] ||
    fail "shard-$k.sqlite does not record its shard"
done
head -n 8 "$out/report.txt"
echo "slurm: $shards array tasks and the merge passed on a one-node cluster"
