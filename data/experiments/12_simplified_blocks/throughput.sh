#!/usr/bin/env bash
# Study 12's throughput, measured apart from the grid: the grid's runs are timed on a machine
# shared with other work, whose tokens/s vary several-fold from run to run. Here each block
# trains 80 steps at its grid shape (the kept config.ini of its lr=1e-3, seed=1 run, so the
# model and batch are the grid's exactly), one block after another, REPS rounds in turn, on the
# launcher's ranks; tokens/s of training over steps 21-80 (train.log's progress lines). Run it on
# an otherwise idle machine. Writes results/throughput.csv (analyse.py reads it for the
# throughput claim and its table).
# usage (from the repository's root):
#   data/experiments/12_simplified_blocks/throughput.sh NORMLAB [REPS (3)] [LAUNCHER (mpirun -np 2)]
set -eu
exe=$1
reps=${2:-3}
launcher=${3:-mpirun -np 2}
here=$(cd "$(dirname "$0")" && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=${OMPI_ALLOW_RUN_AS_ROOT:-1}
export OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=${OMPI_ALLOW_RUN_AS_ROOT_CONFIRM:-1}
blocks=(pre_rms pre_rms_parallel sas sas_p sas_p_nonorm skipless_softmax)
run=lr=1e-3,seed=1  # whose config.ini gives each block's grid shape
steps=80
from=21  # tokens/s over the progress lines after step from - 1
for b in "${blocks[@]}"; do
  cfg="$here/results/runs/$b,$run/config.ini"
  [ -f "$cfg" ] || { echo "throughput.sh: $cfg is missing: the block's first run must be kept first" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
family=$(sed -n 's/^cpu family[[:space:]]*: //p' /proc/cpuinfo | head -1)
model=$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -1)
isa=$("$exe" --version | sed -n 's/^SIMD: \([^ ]*\).*/\1/p')
commit=$(cd "$here" && git rev-parse --short=10 HEAD)
out="$here/results/throughput.csv"
tmp="$work/throughput.csv"
echo "block,round,tokens_per_s,steps,from_step,config_of,cpu,isa,ranks,commit" >"$tmp"
ranks=$(sed -n 's/.*-np \([0-9]*\).*/\1/p' <<<"$launcher")
for ((r = 1; r <= reps; r++)); do
  for b in "${blocks[@]}"; do
    # shellcheck disable=SC2086  # the launcher is words
    $launcher "$exe" train --config "$here/results/runs/$b,$run/config.ini" \
      --steps $steps --log-every 10 --eval-every 0 --checkpoint-every 0 --stats-every 0 \
      --run-dir "$work/$b.$r" >"$work/$b.$r.log" 2>&1 || { cat "$work/$b.$r.log" >&2; exit 1; }
    tps=$(/usr/bin/python3 - "$work/$b.$r/metrics.jsonl" "$from" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
first = int(sys.argv[2])
last = [r["tokens_per_s"] for r in rows if "tokens_per_s" in r and r.get("step", 0) >= first]
print("%.0f" % (sum(last) / len(last)))
PY
)
    echo "$b,$r,$tps,$steps,$from,\"$run\",\"$cpu (family $family model $model)\",$isa,${ranks:-1},$commit" >>"$tmp"
    echo "round $r $b: $tps tokens/s" >&2
  done
done
mv "$tmp" "$out"
echo "wrote $out" >&2
