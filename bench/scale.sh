#!/usr/bin/env bash
# Tournaments at scale: the wall time and peak resident size of every
# tournament command on random against random at growing sizes, so a cost
# that grows with the games (memory above all) shows. For each size N in
# --sizes, a round robin of two built-in random agents, N games, without
# per-move data, is timed step by step with `/usr/bin/time -f '%e %M'`:
#
#   run       minnaar tournament run (games/s)
#   resume    run again on the finished database (should be fast and flat)
#   report    text, json, and html (with the page's size)
#   verify    every game replayed
#   export    jsonl streamed to a file (deleted once measured)
#
# For each size in --sprt-sizes, the same pairing under an SPRT stop whose
# bounds (elo0 -1, elo1 1) random against itself does not decide within
# 100,000 games (seed 1), so all N games are played: the cost per game of a
# run with the SPRT at small and large N. A run that stops early anyway is
# named in its row.
#
#   bench/scale.sh MINNAAR [--sizes 10000,100000,1000000] [--sprt-sizes 1000,100000]
#                  [--work DIR] [--max-rss-mb N] [--max-page-mb N] [--parallel 2]
#
# Prints a Markdown table on stdout, progress on stderr. --max-rss-mb and
# --max-page-mb make it exit 1 at the end, naming each step over the limit.
# Bad arguments exit 2. The work folder (configs, databases, outputs) is a
# fresh temporary one removed at exit unless --work is given.
set -euo pipefail

usage="usage: bench/scale.sh MINNAAR [--sizes N,...] [--sprt-sizes N,...] [--work DIR] [--max-rss-mb N] [--max-page-mb N] [--parallel N]"
die() { echo "bench/scale.sh: $1" >&2; exit 2; }

[[ $# -ge 1 ]] || die "no program given; $usage"
bin="$1"
shift
[[ $bin != -* ]] || die "the first argument is the program, not $bin; $usage"
[[ -x $bin && -f $bin ]] || die "$bin: not an executable file"
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"

sizes="10000,100000,1000000"
sprt_sizes="1000,100000"
work=""
max_rss=""
max_page=""
parallel=2
while [[ $# -gt 0 ]]; do
  opt="$1"
  case "$opt" in
    --sizes | --sprt-sizes | --work | --max-rss-mb | --max-page-mb | --parallel)
      [[ $# -ge 2 ]] || die "$opt needs a value"
      value="$2"
      shift 2
      ;;
    -h | --help) echo "$usage"; exit 0 ;;
    *) die "unknown argument '$opt'; $usage" ;;
  esac
  case "$opt" in
    --sizes | --sprt-sizes)
      [[ $value =~ ^([0-9]+(,[0-9]+)*)?$ ]] || die "$opt: '$value' is not a list of numbers such as 1000,100000"
      for n in ${value//,/ }; do
        ((10#$n > 0 && 10#$n % 2 == 0)) || die "$opt: $n: a size must be a positive even number of games"
      done
      if [[ $opt == --sizes ]]; then sizes="$value"; else sprt_sizes="$value"; fi
      ;;
    --work) [[ -n $value ]] || die "--work: empty folder name"; work="$value" ;;
    --max-rss-mb | --max-page-mb)
      [[ $value =~ ^[0-9]+(\.[0-9]+)?$ ]] || die "$opt: '$value' is not a number of MB"
      if [[ $opt == --max-rss-mb ]]; then max_rss="$value"; else max_page="$value"; fi
      ;;
    --parallel)
      if ! [[ $value =~ ^[0-9]+$ ]] || ((10#$value < 1)); then
        die "--parallel: '$value' is not a positive number"
      fi
      parallel=$((10#$value))
      ;;
  esac
done
[[ -x /usr/bin/time ]] || die "/usr/bin/time (GNU time) is needed"

if [[ -n $work ]]; then
  mkdir -p "$work" || die "--work: cannot make $work"
  work="$(cd "$work" && pwd)"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

rows=()      # "size|step|wall|games/s|rss MB|page"
overs=()     # the steps over a limit
progress() { echo "scale: $*" >&2; }

# measure SIZE STEP GAMES CMD...: runs CMD timed; GAMES > 0 gives a games/s.
# Sets wall and rss_kb. A failing step stops the script, naming it.
measure() {
  local size="$1" step="$2" games="$3"
  shift 3
  local log="$work/$size-${step// /-}"
  progress "size $size: $step"
  if ! /usr/bin/time -f '%e %M' -o "$log.time" "$@" >"$log.out" 2>"$log.err"; then
    echo "bench/scale.sh: size $size, step '$step' failed: $*" >&2
    tail -n 5 "$log.err" "$log.time" >&2 || true
    exit 1
  fi
  read -r wall rss_kb < <(tail -n 1 "$log.time")
  local rate="-"
  if ((games > 0)); then rate=$(awk -v g="$games" -v s="$wall" 'BEGIN { printf "%.0f", (s > 0 ? g / s : 0) }'); fi
  local rss_mb
  rss_mb=$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f", k / 1024 }')
  rows+=("$size|$step|$wall|$rate|$rss_mb|${page:--}")
  progress "size $size: $step: $wall s, peak RSS $rss_mb MB"
  if [[ -n $max_rss ]] && awk -v m="$rss_mb" -v l="$max_rss" 'BEGIN { exit !(m > l) }'; then
    overs+=("size $size, step '$step': peak RSS $rss_mb MB > $max_rss MB")
  fi
}

# config SIZE NAME [STOP]: writes NAME.yaml in the work folder.
config() {
  local size="$1" name="$2" stop="${3:-}"
  {
    echo "# bench/scale.sh: random against random, $size games"
    echo "version: 1"
    echo "name: $name"
    echo "database: $name.sqlite"
    echo "seed: 1"
    echo "agents:"
    echo "  - {name: random-a, type: random}"
    echo "  - {name: random-b, type: random}"
    echo "format: round-robin"
    echo "games_per_pairing: $size"
    echo "parallel: $parallel"
    echo "move_data: false"
    if [[ -n $stop ]]; then
      echo "stop:"
      echo "  sprt: $stop"
    fi
  } >"$work/$name.yaml"
}

stored() { sqlite3 "$1" "SELECT count(*) FROM game_records"; }

has_export=false
if "$bin" tournament export --help >/dev/null 2>&1; then has_export=true; fi

for size in ${sizes//,/ }; do
  name="scale-$size"
  db="$work/$name.sqlite"
  rm -f "$db" "$db-wal" "$db-shm"
  config "$size" "$name"
  page=""
  measure "$size" run "$size" "$bin" tournament run "$work/$name.yaml" --quiet
  games=$(stored "$db")
  [[ $games -eq $size ]] || { echo "bench/scale.sh: size $size: the database holds $games games" >&2; exit 1; }
  progress "size $size: database $(stat -c %s "$db") bytes"
  measure "$size" resume 0 "$bin" tournament run "$work/$name.yaml" --quiet
  measure "$size" "report text" 0 "$bin" tournament report --db "$db"
  measure "$size" "report json" 0 "$bin" tournament report --db "$db" --format json
  html="$work/$name.html"
  # The page's size is known only after the step: measure, then fill it in.
  measure "$size" "report html" 0 "$bin" tournament report --db "$db" --format html --output "$html"
  bytes=$(stat -c %s "$html")
  page_mb=$(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1048576 }')
  rows[-1]="${rows[-1]%|*}|$page_mb ($bytes B)"
  progress "size $size: page $bytes bytes"
  if [[ -n $max_page ]] && awk -v m="$page_mb" -v l="$max_page" 'BEGIN { exit !(m > l) }'; then
    overs+=("size $size, step 'report html': page $page_mb MB > $max_page MB")
  fi
  measure "$size" verify 0 "$bin" tournament verify --db "$db"
  if $has_export; then
    measure "$size" "export jsonl" 0 "$bin" tournament export --db "$db" --format jsonl \
      --output "$work/$name.jsonl" --quiet
    progress "size $size: export $(stat -c %s "$work/$name.jsonl") bytes"
    rm -f "$work/$name.jsonl"
  fi
done

for size in ${sprt_sizes//,/ }; do
  name="scale-sprt-$size"
  db="$work/$name.sqlite"
  rm -f "$db" "$db-wal" "$db-shm"
  config "$size" "$name" "{elo0: -1, elo1: 1, alpha: 0.05, beta: 0.05}"
  page=""
  measure "$size" "run (sprt)" "$size" "$bin" tournament run "$work/$name.yaml" --quiet
  games=$(stored "$db")
  if [[ $games -ne $size ]]; then
    # The SPRT decided: rate the games actually played and say so.
    rate=$(awk -v g="$games" -v s="$wall" 'BEGIN { printf "%.0f", (s > 0 ? g / s : 0) }')
    IFS='|' read -r a _ c _ e f <<<"${rows[-1]}"
    rows[-1]="$a|run (sprt, stopped after $games)|$c|$rate|$e|$f"
    progress "size $size: the SPRT stopped after $games games"
  fi
done

echo "| size | step | wall s | games/s | peak RSS MB | page MB |"
echo "|---:|---|---:|---:|---:|---:|"
for row in "${rows[@]}"; do
  IFS='|' read -r size step wall rate rss pg <<<"$row"
  printf '| %s | %s | %s | %s | %s | %s |\n' "$size" "$step" "$wall" "$rate" "$rss" "$pg"
done

if [[ ${#overs[@]} -gt 0 ]]; then
  for o in "${overs[@]}"; do echo "bench/scale.sh: over the limit: $o" >&2; done
  exit 1
fi
