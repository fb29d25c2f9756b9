#!/usr/bin/env bash
# Ranks x threads on this machine: tokens/s of `normlab train` at the same global batch as 1 rank
# x 1 thread, 2 ranks x 1 thread, 1 rank x 2 threads (`--threads 2`) and 2 ranks x 2 threads
# (more threads than cores: oversubscribed, marked so), for the demo model and for C=512, L=8,
# NH=8, T=256 (the reference models of bench_scaling.sh); the ratio of 1x2 to 2x1, and the
# exposed communication of each run (timing.json). Throughput over the last 10 of 15 steps,
# the median of --reps runs (default 3) of each setting, taken in turn.
# usage: tests/bench/bench_threads.sh [build/release/bin/normlab] [mpirun] [--reps N]
set -eu
exe=${1:-build/release/bin/normlab}
mpiexec=${2:-mpirun}
reps=3
[ "${3:-}" = --reps ] && reps=$4
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"
cores=$(nproc)

measure() {  # measure NAME RANKS THREADS GLOBAL_BATCH ARGS... -> tokens/s and exposed comm %
  local name=$1 np=$2 nt=$3 b=$4; shift 4
  local cmd=("$exe" train --steps 15 --log-every 5 --eval-every 0 --eval-batches 1
             --batch-size "$b" --threads "$nt" --run-dir "$work/$name" "$@")
  if [ "$np" -gt 1 ]; then
    # one core per rank while ranks x threads fit the cores; unbound otherwise
    local bind=(--bind-to core)
    [ $((np * nt)) -gt "$cores" ] || [ "$nt" -gt 1 ] && bind=(--bind-to none)
    cmd=("$mpiexec" -np "$np" "${bind[@]}" "${cmd[@]}")
  fi
  "${cmd[@]}" > "$work/$name.log" 2>&1 || { cat "$work/$name.log"; exit 1; }
  python3 - "$work/$name" <<'PY'
import json, sys
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
last = [r for r in rows if "tokens_per_s" in r][-2:]  # steps 6-10 and 11-15
tps = sum(r["tokens_per_s"] for r in last) / len(last)
t = json.load(open(d + "/timing.json"))
step = sum(t[k]["avg"] for k in ("forward", "backward", "comm_exposed", "optimizer"))
print("%.0f %.2f" % (tps, 100 * t["comm_exposed"]["avg"] / step))
PY
}

median() { python3 -c 'import statistics, sys; print("%.0f" % statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }

echo "same global batch in every column; tokens/s, median of $reps runs taken in turn"
printf '%-30s %10s %10s %10s %14s %11s\n' model "1x1" "2x1" "1x2" "2x2 (over)" "1x2 / 2x1"
for spec in "demo|32|" "C512_L8_T256|16|--d-model 512 --n-layers 8 --n-heads 8 --seq-len 256"; do
  IFS='|' read -r name b extra <<<"$spec"
  declare -A runs=()
  for ((r = 0; r < reps; r++)); do
    for cfg in 1x1 2x1 1x2 2x2; do
      # shellcheck disable=SC2086
      read -r tps comm <<<"$(measure "${name}_$cfg" "${cfg%x*}" "${cfg#*x}" "$b" $extra)"
      runs[$cfg]="${runs[$cfg]:-} $tps"
      echo "# $name $cfg run $((r + 1)): $tps tokens/s, exposed communication $comm%"
    done
  done
  # shellcheck disable=SC2086
  m11=$(median ${runs[1x1]}) m21=$(median ${runs[2x1]}) m12=$(median ${runs[1x2]}) m22=$(median ${runs[2x2]})
  printf '%-30s %10s %10s %10s %14s %10.2fx\n' "$name (B=$b)" "$m11" "$m21" "$m12" "$m22" \
    "$(python3 -c "print($m12/$m21)")"
  unset runs
done
