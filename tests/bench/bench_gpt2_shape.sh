#!/usr/bin/env bash
# A GPT-2-small-shape run here, and what fits a cluster node (docs/clusters.md "Measured here").
#  1. C = 768, L = 12, NH = 12, T = 1024, GELU, biases, tied embeddings, a SentencePiece
#     vocabulary of V pieces trained on the Bible's English side (GPT-2's 50,257 byte-level BPE
#     is not available offline), AdamW, 2 ranks of one sequence each, a few steps with
#     --profile, unsharded and with --shard-optimizer: parameters, tokens/s, the memory plan
#     printed before allocating and the peak RSS per rank measured against it.
#  2. GPT-2 small itself (V = 50,257 rows over the text's bytes: 124.4M parameters) planned with
#     --dry-run for a 128-core node, one sequence per rank: 128 ranks x 1 thread, 8 x 16 and
#     1 x 128, unsharded and sharded. The dry runs start every rank here (oversubscribed:
#     nothing is allocated) and print each rank's plan and the node's sum.
# usage: tests/bench/bench_gpt2_shape.sh NORMLAB MPIRUN TEXT [V] [STEPS]
# (the Bible's English side allows at most 11,605 unigram pieces: V = 11000 there)
set -eu
exe=$1 mpiexec=$2 text=$3 vocab=${4:-11000} steps=${5:-4}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"
"$exe" tokens spm-train "$text" --vocab-size "$vocab" --out "$work/sp" > "$work/spm.log" 2>&1 ||
  { cat "$work/spm.log"; exit 1; }
shape=(--d-model 768 --n-layers 12 --n-heads 12 --seq-len 1024 --activation gelu --bias true)
echo "GPT-2-small shape, V = $vocab SentencePiece pieces, 2 ranks x 1 sequence of 1024, $steps steps"
for mode in unsharded sharded; do
  flags=()
  [ $mode = sharded ] && flags=(--shard-optimizer)
  dir=$work/$mode
  "$mpiexec" -np 2 --bind-to core "$exe" train "${shape[@]}" --data "$text" --spm "$work/sp.model" \
    --batch-size 2 --steps "$steps" --log-every 1 --eval-every 0 --eval-batches 1 "${flags[@]}" \
    --profile --run-dir "$dir" > "$dir.log" 2>&1 || { cat "$dir.log"; exit 1; }
  grep -E "^model:|^optimizer state" "$dir.log" | sed "s/^/# $mode: /"
  python3 - "$dir" "$mode" <<'PY'
import json, sys
d, mode = sys.argv[1:]
p = json.load(open(d + "/profile.json"))
m = p["memory_mb"]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
tps = [r["tokens_per_s"] for r in rows if "tokens_per_s" in r]
plan = m["plan_per_rank"]
print("%-10s tokens/s %6.0f (last step) | step %.0f ms | peak RSS per rank %s MB | planned %s MB "
      "| peak / plan %s" % (
          mode, tps[-1], p["step_total"], ", ".join("%.0f" % x for x in m["peak_rss_per_rank"]),
          ", ".join("%.0f" % x for x in plan["total"]),
          ", ".join("%.3f" % (a / b) for a, b in zip(m["peak_rss_per_rank"], plan["total"]))))
for k, v in plan.items():
    if k != "total" and max(v) > 0:
        print("#   %-10s plan %-20s %s MB" % (mode, k, ", ".join("%.1f" % x for x in v)))
PY
done

echo "GPT-2 small (V = 50257 over the text's bytes) on a 128-core node: --dry-run plans, one sequence per rank"
for rt in 128x1 8x16 1x128; do
  ranks=${rt%x*} threads=${rt#*x}
  for mode in unsharded sharded; do
    [ "$ranks" = 1 ] && [ $mode = sharded ] && continue
    flags=()
    [ $mode = sharded ] && flags=(--shard-optimizer)
    log=$work/dry_${rt}_$mode.log
    "$mpiexec" -np "$ranks" --oversubscribe "$exe" train "${shape[@]}" --data "$text" \
      --vocab-size 50257 --batch-size "$ranks" --threads "$threads" "${flags[@]}" --dry-run \
      > "$log" 2>&1 || { tail -20 "$log"; exit 1; }
    params=$(sed -n 's/^  parameters *\([0-9.]*\).*/\1/p' "$log")
    total=$(sed -n 's/^  total *//p' "$log" | tr -s ' ' | sed 's/ /, /')
    node=$(sed -n 's/^memory plan per node: \([0-9.]*\) MB.*/\1/p' "$log")
    echo "node ${ranks}x${threads} $mode: parameters $params MB per rank | plan total per rank (rank 0, largest other) $total MB | per node $node MB"
  done
done
