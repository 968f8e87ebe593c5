#!/usr/bin/env bash
# A real one-node Slurm cluster on this machine, for tests: Debian's
# slurm-wlm and munge (installed if missing), munged, slurmctld and slurmd
# started by hand (no systemd; as root). It is a cluster of its own beside
# anything else the machine runs: its configuration, munge key and socket,
# state, spool, logs and pid files are all under STATE_DIR, and its daemons
# listen on ports 6917 and 6918 (not Slurm's 6817 and 6818). The Slurm
# commands find it through SLURM_CONF:
#
#   ci/slurm/cluster.sh start STATE_DIR   # returns once the node is idle (at most 60 s)
#   export SLURM_CONF=STATE_DIR/slurm.conf
#   sbatch ...; squeue; scontrol show job ID
#   ci/slurm/cluster.sh stop STATE_DIR    # stops what start started; fine if it is gone
#
# The node is this host with its cores and memory; one partition, `main`.
# No cgroups, no accounting: jobs are tracked by process (proctrack/
# linuxproc), and finished jobs stay visible to `scontrol show job` for
# MinJobAge (10 minutes), which is how a caller reads their end state.
set -euo pipefail
usage="usage: cluster.sh start|stop STATE_DIR"
action="${1:?$usage}"
state="${2:?$usage}"
conf="$state/slurm.conf"
export SLURM_CONF="$conf"
daemons=(slurmd slurmctld munged)

pid_of() { [[ -f "$state/$1.pid" ]] && cat "$state/$1.pid" 2>/dev/null || true; }
# Running: a process that is there and not a zombie waiting to be reaped.
running() { [[ -r "/proc/$1/stat" ]] && ! awk '{ exit $3 != "Z" }' "/proc/$1/stat" 2>/dev/null; }
alive() { local pid; pid="$(pid_of "$1")"; [[ -n "$pid" ]] && running "$pid"; }
logs() {
  for log in "$state"/*.log; do [[ -f "$log" ]] && { echo "--- $log"; tail -n 30 "$log"; }; done >&2
}

stop() {
  # Jobs first: a job's slurmstepd outlives slurmd.
  if alive slurmctld && [[ -f "$conf" ]]; then
    timeout 10 squeue -h -o %A 2>/dev/null | xargs -r timeout 10 scancel 2>/dev/null || true
  fi
  for daemon in "${daemons[@]}"; do
    local pid
    pid="$(pid_of "$daemon")"
    [[ -n "$pid" ]] || continue
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do running "$pid" || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$state/$daemon.pid"
  done
}

install() {
  local missing=()
  for package in slurm-wlm munge; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  [[ ${#missing[@]} -eq 0 ]] && return
  echo "cluster.sh: installing ${missing[*]}"
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

start() {
  [[ $(id -u) -eq 0 ]] || { echo "cluster.sh: run as root (it starts slurmd)" >&2; exit 2; }
  install
  stop
  mkdir -p "$state/ctld" "$state/spool" "$state/munge"
  state="$(realpath "$state")"
  conf="$state/slurm.conf"
  export SLURM_CONF="$conf"
  local host cpus memory
  host="$(hostname -s)"
  cpus="$(nproc)"
  memory=$(($(awk '/MemTotal/ { print $2 }' /proc/meminfo) / 1024 * 9 / 10))

  # munge: a key of this cluster's, then the daemon (as root).
  [[ -s "$state/munge/munge.key" ]] ||
    dd if=/dev/urandom of="$state/munge/munge.key" bs=1 count=1024 status=none
  chmod 400 "$state/munge/munge.key"
  munged --force --key-file="$state/munge/munge.key" --socket="$state/munge/munge.socket" \
    --pid-file="$state/munged.pid" --log-file="$state/munged.log" --seed-file="$state/munge/seed"

  cat >"$conf" <<CONF
# Written by ci/slurm/cluster.sh: a one-node test cluster, state in $state
ClusterName=minnaar
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=6917
SlurmdPort=6918
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$state/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/spool
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
SlurmctldLogFile=$state/slurmctld.log
SlurmdLogFile=$state/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
MpiDefault=none
ReturnToService=2
MinJobAge=600
MailProg=/bin/true
SlurmdTimeout=60
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=main Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF

  slurmctld -i -f "$conf"
  slurmd -f "$conf"
  local deadline=$(($(date +%s) + 60))
  while [[ $(date +%s) -lt $deadline ]]; do
    alive slurmctld && alive slurmd && [[ "$(timeout 5 sinfo -h -o %T 2>/dev/null)" == idle ]] && return 0
    if [[ "$(timeout 5 sinfo -h -o %T 2>/dev/null)" =~ ^(down|drained|drain) ]]; then
      scontrol update nodename="$host" state=resume 2>/dev/null || true
    fi
    sleep 0.1
  done
  echo "cluster.sh: the node did not come up idle in 60 s (sinfo: $(timeout 5 sinfo -h 2>&1 | head -c 300));" \
    "the logs follow (is port 6917 or 6918 taken?)" >&2
  logs
  stop
  exit 1
}

case "$action" in
  start) start ;;
  stop) stop ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
