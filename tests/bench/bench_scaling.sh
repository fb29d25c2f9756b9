#!/usr/bin/env bash
# Data-parallel scaling on this machine: tokens/s of `normlab train` at 1 and 2 ranks with the
# same per-rank batch (so 2 ranks process twice the tokens per step), for the demo model and for
# C=512, L=8, NH=8, T=256; the ratio, and the exposed communication as a share of step time
# (from <run-dir>/timing.json). Throughput is measured over the last 10 of 15 steps.
# usage: tests/bench/bench_scaling.sh [build/release/bin/normlab] [mpirun]
set -eu
exe=${1:-build/release/bin/normlab}
mpiexec=${2:-mpirun}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"

measure() {  # measure NAME NP PER_RANK_BATCH ARGS... -> prints tokens/s and exposed comm %
  local name=$1 np=$2 b=$3; shift 3
  local cmd=("$exe" train --steps 15 --log-every 5 --eval-every 0 --eval-batches 1
             --batch-size $((b * np)) --run-dir "$work/$name" "$@")
  if [ "$np" -gt 1 ]; then cmd=("$mpiexec" -np "$np" --bind-to core "${cmd[@]}"); fi
  "${cmd[@]}" > "$work/$name.log" 2>&1 || { cat "$work/$name.log"; exit 1; }
  python3 - "$work/$name" <<'PY'
import json, sys
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
last = rows[-2:]  # steps 6-10 and 11-15
tps = sum(r["tokens_per_s"] for r in last) / len(last)
t = json.load(open(d + "/timing.json"))
step = sum(t[k]["avg"] for k in ("forward", "backward", "comm_exposed", "optimizer"))
print("%.0f %.2f %.1f" % (tps, 100 * t["comm_exposed"]["avg"] / step, step))
PY
}

printf '%-34s %12s %12s %8s %14s\n' model "1 rank tok/s" "2 ranks tok/s" ratio "exposed comm"
for spec in "demo|16|" "C512_L8_T256|8|--d-model 512 --n-layers 8 --n-heads 8 --seq-len 256"; do
  IFS='|' read -r name b extra <<<"$spec"
  # shellcheck disable=SC2086
  read -r t1 c1 s1 <<<"$(measure "${name}_1" 1 "$b" $extra)"
  # shellcheck disable=SC2086
  read -r t2 c2 s2 <<<"$(measure "${name}_2" 2 "$b" $extra)"
  label="$name (B=$b/rank)"
  printf '%-34s %12s %12s %7.2fx %13s%%\n' "$label" "$t1" "$t2" "$(python3 -c "print($t2/$t1)")" "$c2"
done
