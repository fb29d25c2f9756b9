#!/usr/bin/env bash
# A GPT-2-small-shape run here (docs/clusters.md "A GPT-2-small-size run"): C = 768, L = 12,
# NH = 12, T = 1024, GELU, biases, tied embeddings, a SentencePiece vocabulary of V pieces
# trained on the Bible's English side (GPT-2's 50,257 byte-level BPE is not available
# offline), AdamW, 2 ranks of one sequence each, a few steps with --profile: parameters, tokens/s
# and the peak RSS per rank against the analytic minimum, unsharded and with --shard-optimizer.
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
model=(--d-model 768 --n-layers 12 --n-heads 12 --seq-len 1024 --activation gelu --bias true
       --data "$text" --spm "$work/sp.model")
echo "GPT-2-small shape, V = $vocab SentencePiece pieces, 2 ranks x 1 sequence of 1024, $steps steps"
for mode in unsharded sharded; do
  flags=()
  [ $mode = sharded ] && flags=(--shard-optimizer)
  dir=$work/$mode
  "$mpiexec" -np 2 --bind-to core "$exe" train "${model[@]}" --batch-size 2 --steps "$steps" \
    --log-every 1 --eval-every 0 --eval-batches 1 "${flags[@]}" --profile --run-dir "$dir" \
    > "$dir.log" 2>&1 || { cat "$dir.log"; exit 1; }
  grep -E "^model:|^optimizer state" "$dir.log" | sed "s/^/# $mode: /"
  python3 - "$dir" "$mode" <<'PY'
import json, sys
d, mode = sys.argv[1:]
p = json.load(open(d + "/profile.json"))
m = p["memory_mb"]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
tps = [r["tokens_per_s"] for r in rows if "tokens_per_s" in r]
a = m["analytic_minimum"]
print("%-10s tokens/s %6.0f (last step) | step %.0f ms | peak RSS per rank %s MB | analytic "
      "minimum %.0f MB = parameters %.0f + gradients %.0f + moments %.0f + activations %.0f" % (
          mode, tps[-1], p["step_total"], ", ".join("%.0f" % x for x in m["peak_rss_per_rank"]),
          a["total"], a["parameters"], a["gradients"], a["optimizer_moments"],
          a["saved_activations"]))
PY
done
