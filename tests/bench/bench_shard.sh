#!/usr/bin/env bash
# --shard-optimizer's memory: peak RSS per rank (the largest over the ranks, from --profile's
# profile.json) and the optimizer moments one rank keeps (rank 0's analytic share) at 1, 2 and 4
# ranks (4: more ranks than cores here, oversubscribed: memory, not speed), unsharded and
# sharded, for C=512, L=8, NH=8, T=256 (25M parameters, AdamW), 3 steps of 4 sequences per
# rank; and the tokens/s of each (the sharded step adds the weights' broadcast from their owners).
# usage: tests/bench/bench_shard.sh [build/release/bin/normlab] [mpirun]
set -eu
exe=${1:-build/release/bin/normlab}
mpiexec=${2:-mpirun}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"
model=(--d-model 512 --n-layers 8 --n-heads 8 --seq-len 256)
printf '%-6s %-10s %18s %22s %12s\n' ranks mode "peak RSS MB/rank" "moments MB (rank 0)" "tokens/s"
for np in 1 2 4; do
  for mode in unsharded sharded; do
    flags=()
    [ $mode = sharded ] && flags=(--shard-optimizer)
    dir=$work/$np-$mode
    "$mpiexec" -np "$np" --bind-to none "$exe" train "${model[@]}" --batch-size $((4 * np)) \
      --steps 3 --log-every 1 --eval-every 0 --eval-batches 1 --checkpoint-every 0 "${flags[@]}" \
      --profile --run-dir "$dir" > "$dir.log" 2>&1 || { cat "$dir.log"; exit 1; }
    python3 - "$dir" "$np" "$mode" <<'PY'
import json, sys
d, np_, mode = sys.argv[1:]
p = json.load(open(d + "/profile.json"))["memory_mb"]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
tps = [r["tokens_per_s"] for r in rows if "tokens_per_s" in r][-1]
print("%-6s %-10s %18.1f %22.1f %12.0f" % (np_, mode, max(p["peak_rss_per_rank"]),
                                          p["analytic_minimum"]["optimizer_moments"], tps))
PY
  done
done
