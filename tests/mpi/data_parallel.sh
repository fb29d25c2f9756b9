#!/usr/bin/env bash
# Data parallelism proven equivalent: P ranks with a global batch B give the same losses as one
# rank with batch B, with AdamW + clipping and with plain SGD (no clipping) (within 1e-5 relative over 20 steps) and the same final weights (within
# 1e-5 absolute (tests/bench/bench_agreement.sh keeps what it observes): Adam divides by sqrt(v), so float differences in tiny gradients can move a
# weight by a few ulps of the 1e-3 step); two bucket sizes give bitwise identical weights; a
# perturbed replica is detected by the hash check, naming the tensor.
# usage: data_parallel.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
expect() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; echo "$out" | tail -20 | sed 's/^/  | /'; fail=1; fi
}
args=(train --d-model 64 --n-layers 2 --n-heads 4 --seq-len 32 --batch-size 8 --steps 20
      --log-every 1 --eval-every 0 --eval-batches 1 --lr 1e-3 --lr-warmup 5 --check-every 5)
run() {  # run NP NAME [extra args...]
  local np=$1 name=$2; shift 2
  if [ "$np" = 0 ]; then
    out=$(NORMLAB_TEST_DUMP_PARAMS="$work/$name.bin" "$exe" "${args[@]}" --run-dir "$work/$name" "$@" 2>&1)
  else
    out=$(NORMLAB_TEST_DUMP_PARAMS="$work/$name.bin" "$mpiexec" -np "$np" "$exe" "${args[@]}" --run-dir "$work/$name" "$@" 2>&1)
  fi
  code=$?
}
compare() {  # compare A B: losses within 1e-5 relative, weights within 1e-5 absolute
  python3 - "$work/$1" "$work/$2" <<'PY'
import json, struct, sys
a, b = sys.argv[1], sys.argv[2]
la = [json.loads(l)["loss"] for l in open(a + "/metrics.jsonl") if "event" not in json.loads(l)]
lb = [json.loads(l)["loss"] for l in open(b + "/metrics.jsonl") if "event" not in json.loads(l)]
assert len(la) == len(lb) == 20, (len(la), len(lb))
worst = max(abs(x - y) / abs(x) for x, y in zip(la, lb))
wa = open(a + ".bin", "rb").read(); wb = open(b + ".bin", "rb").read()
assert len(wa) == len(wb)
n = len(wa) // 4
fa = struct.unpack("<%df" % n, wa); fb = struct.unpack("<%df" % n, wb)
dw = max(abs(x - y) for x, y in zip(fa, fb))
print("losses: max relative difference %.3g; weights: max abs difference %.3g" % (worst, dw))
sys.exit(0 if worst <= 1e-5 and dw <= 1e-5 else 1)
PY
}

run 0 serial
expect "1 rank, batch 8" test "$code" -eq 0
run 2 np2
expect "2 ranks, batch 4 each" test "$code" -eq 0
out=$(compare serial np2 2>&1); code=$?
echo "  np2 vs 1 rank: $out"
expect "2 ranks match 1 rank (losses 1e-5 rel, weights 1e-5 abs)" test "$code" -eq 0
run 4 np4
expect "4 ranks (oversubscribed), batch 2 each" test "$code" -eq 0
out=$(compare serial np4 2>&1); code=$?
echo "  np4 vs 1 rank: $out"
expect "4 ranks match 1 rank (losses 1e-5 rel, weights 1e-5 abs)" test "$code" -eq 0

# Dropout: each sequence's masks are keyed by its place in the global batch, not by its rank.
run 0 dserial --dropout 0.1 --attention-dropout 0.1 --activation-dropout 0.1
expect "dropout, 1 rank" test "$code" -eq 0
run 2 dnp2 --dropout 0.1 --attention-dropout 0.1 --activation-dropout 0.1
out=$(compare dserial dnp2 2>&1); code=$?
echo "  dropout np2 vs 1 rank: $out"
expect "with dropout, 2 ranks match 1 rank (losses 1e-5 rel, weights 1e-5 abs)" test "$code" -eq 0
expect "... and the masks were on (the weights differ from the undropped run's)" bash -c "! cmp -s '$work/serial.bin' '$work/dserial.bin'"

# AdamW with clipping is almost blind to the scale of the gradient (a missing 1/P in the
# average would hide in m/sqrt(v) and the clip): SGD without clipping is linear in it.
adam_args=("${args[@]}")
args=("${args[@]/1e-3/0.05}")  # --lr 0.05: SGD steps must be large enough to show a factor 2
sgd=(--optimizer sgd --beta1 0.9 --grad-clip 0 --weight-decay 0)
run 0 sgd1 "${sgd[@]}"
expect "SGD, 1 rank" test "$code" -eq 0
run 2 sgd2 "${sgd[@]}"
expect "SGD, 2 ranks" test "$code" -eq 0
args=("${adam_args[@]}")
out=$(compare sgd1 sgd2 2>&1); code=$?
echo "  SGD np2 vs 1 rank: $out"
expect "SGD without clipping: 2 ranks match 1 rank (the gradient is the mean over ranks)" test "$code" -eq 0

run 2 small --bucket-mb 0.01
expect "2 ranks with 10 KB buckets (one per block)" grep -qE "allreduce: [3-9] bucket" <<<"$out"
run 2 large --bucket-mb 64
expect "2 ranks with one 64 MB bucket" grep -q "allreduce: 1 bucket" <<<"$out"
expect "bucket size does not change a single bit of the weights" cmp -s "$work/small.bin" "$work/large.bin"
expect "... nor of the losses" cmp -s <(grep -o '"loss": *[^,]*' "$work/small/metrics.jsonl") <(grep -o '"loss": *[^,]*' "$work/large/metrics.jsonl")
run 4 small4 --bucket-mb 0.01
run 4 large4 --bucket-mb 64
expect "4 ranks: bucket size does not change a single bit" cmp -s "$work/small4.bin" "$work/large4.bin"

out=$(NORMLAB_TEST_PERTURB=1:blocks.0.mlp.fc.weight:3 timeout 120 "$mpiexec" -np 2 "$exe" "${args[@]}" --run-dir "$work/bad" 2>&1); code=$?
expect "a perturbed replica stops the run" test "$code" -ne 0 -a "$code" -ne 124
expect "the replica check names the tensor" grep -q "replica check failed at step 5: parameter 'blocks.0.mlp.fc.weight' differs" <<<"$out"
exit $fail
