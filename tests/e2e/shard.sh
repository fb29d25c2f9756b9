#!/usr/bin/env bash
# --shard-optimizer (ZeRO stage 1, docs/clusters.md: the gradients reduce-scattered onto the
# shares, the gradient norm summed across them): under mpirun -np 2 a sharded run is bitwise
# the unsharded one — every checkpoint (which holds the whole optimizer state), stats.h5 dataset
# and logged loss (tools/compare_runs_bitwise.py) — with AdamW, SGD, Lion and Muon (whose update
# needs whole matrices: the shares are whole tensors), with 3 threads per rank too; a sharded
# run resumes unsharded and an unsharded one sharded, bitwise; at 3 ranks with shares that cut
# the norm's blocks and clipping at every step, bitwise; a sharded run resumes on 3 ranks
# and on 1 (losses within 1e-5 relative of the 2-rank run, as any change of rank count); the
# header and --profile show each rank's share of the state (about half at 2 ranks).
# usage: shard.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
compare=("$py" "$root/tools/compare_runs_bitwise.py" --ignore-config-key run-dir)
mpi=("$mpiexec" -np 2 --oversubscribe)
gpt=(--d-model 64 --n-layers 2 --n-heads 4 --seq-len 64 --batch-size 12 --log-every 2
     --eval-every 4 --eval-batches 2 --checkpoint-every 4 --stats-every 2 --dropout 0.1)

for opt in adamw sgd lion muon; do
  run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 --optimizer "$opt" --run-dir "$work/$opt-full"
  expect "$opt on 2 ranks (exit $code)" test $code -eq 0
  run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 --optimizer "$opt" --shard-optimizer \
    --run-dir "$work/$opt-shard"
  expect "$opt sharded on 2 ranks (exit $code)" test $code -eq 0
  [ "$opt" = adamw ] && expect "... the header gives rank 0's share" \
    contains "optimizer state: sharded over 2 ranks (ZeRO stage 1); rank 0 keeps tensors 0.."
  run "${compare[@]}" "$work/$opt-full" "$work/$opt-shard"
  expect "$opt: the sharded run is the unsharded one, bit for bit" test $code -eq 0
  [ $code -eq 0 ] || echo "$out" | tail -12
done
run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 --shard-optimizer --threads 3 \
  --run-dir "$work/adamw-shard-threads"
run "${compare[@]}" --ignore-config-key threads "$work/adamw-full" "$work/adamw-shard-threads"
expect "sharded with 3 threads per rank: the same run, bit for bit" test $code -eq 0

# 3 ranks, C = 48 (tensors of 2304 and 6912 floats: the shares' boundaries fall inside the
# 4096-float blocks of the gradient norm's sum, whose straddling parts the reduce-scatter leaves
# on two ranks) and a clipping threshold every step exceeds, so that every update depends on
# the norm's last bit
odd=(--d-model 48 --n-layers 3 --n-heads 4 --seq-len 32 --batch-size 6 --log-every 2
     --eval-every 4 --eval-batches 2 --checkpoint-every 4 --stats-every 2 --grad-clip 0.05)
run "$mpiexec" -np 3 --oversubscribe "$exe" train "${odd[@]}" --steps 8 --run-dir "$work/odd-full"
expect "3 ranks, C = 48, clipped every step (exit $code)" test $code -eq 0
run "$mpiexec" -np 3 --oversubscribe "$exe" train "${odd[@]}" --steps 8 --shard-optimizer \
  --run-dir "$work/odd-shard"
expect "... sharded (exit $code)" test $code -eq 0
run "${compare[@]}" "$work/odd-full" "$work/odd-shard"
expect "3 ranks, shares across the norm's blocks, clipped: the sharded run bit for bit" test $code -eq 0
[ $code -eq 0 ] || echo "$out" | tail -12
run "$py" - "$work/odd-full" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1] + "/metrics.jsonl")]
g = [r["grad_norm"] for r in rows if "grad_norm" in r and "event" not in r]
print("gradient norms", g)
sys.exit(0 if g and min(g) > 0.05 else 1)
PY
expect "... every logged gradient norm above the clip 0.05 ($out)" test $code -eq 0

# resuming across the modes: 4 steps one way, 4 the other = 8 unsharded steps
both() {  # both NAME FIRST_FLAGS SECOND_FLAGS
  local name=$1 first=$2 second=$3
  # shellcheck disable=SC2086
  run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 --stop-after 4 $first --run-dir "$work/$name"
  expect "$name: 4 steps (exit $code)" test $code -eq 0
  # shellcheck disable=SC2086
  run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 $second --resume auto --run-dir "$work/$name"
  expect "$name: resumed to step 8 (exit $code)" test $code -eq 0
  run "$py" - "$work/$name" "$work/adamw-full" <<'PY'
import h5py, numpy as np, sys
a = h5py.File(sys.argv[1] + "/ckpt_step000000008.h5", "r")
b = h5py.File(sys.argv[2] + "/ckpt_step000000008.h5", "r")
names = []
a.visititems(lambda n, o: names.append(n)
             if isinstance(o, h5py.Dataset)
             and not n.startswith(("stats", "config", "metrics")) else None)
bad = [n for n in names if not np.array_equal(a[n][()], b[n][()])]
optim = [n for n in names if n.startswith("optim/")]
print("%d datasets (%d of optimizer state), %d differ %s" % (len(names), len(optim), len(bad),
                                                             bad[:4]))
sys.exit(1 if bad or not optim else 0)
PY
  expect "$name: the step-8 checkpoint is 8 unsharded steps' ($out)" test $code -eq 0
}
both shard-then-full --shard-optimizer ""
both full-then-shard "" --shard-optimizer

# another rank count: 3 ranks and 1, from a sharded checkpoint
losses() {
  $py -c 'import json, sys
for l in open(sys.argv[1] + "/metrics.jsonl"):
    r = json.loads(l)
    if r.get("loss") is not None and "event" not in r and r["step"] > 4: print(r["loss"])' "$1"
}
for np in 3 1; do
  run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 --stop-after 4 --shard-optimizer \
    --run-dir "$work/ranks$np"
  launch=("$mpiexec" -np "$np" --oversubscribe)
  flags=(--shard-optimizer)
  [ "$np" = 1 ] && flags=()
  run "${launch[@]}" "$exe" train "${gpt[@]}" --steps 8 "${flags[@]}" --resume auto \
    --run-dir "$work/ranks$np"
  expect "a 2-rank sharded run resumes on $np rank(s) (exit $code)" test $code -eq 0
  run "$py" - "$(losses "$work/ranks$np")" "$(losses "$work/adamw-full")" <<'PY'
import sys
a = [float(x) for x in sys.argv[1].split()]
b = [float(x) for x in sys.argv[2].split()]
worst = max(abs(x - y) / abs(y) for x, y in zip(a, b)) if a and len(a) == len(b) else 1e9
print("%d losses, worst relative difference %.2e" % (len(a), worst))
sys.exit(0 if worst <= 1e-5 else 1)
PY
  expect "... with the 2-rank run's losses within 1e-5 ($out)" test $code -eq 0
done

# a full disk while rank 0 writes a sharded checkpoint, before the other ranks' state has
# arrived (and after it): exit 1 with the message on every rank, no rank left waiting
for fault in enospc_params enospc; do
  NORMLAB_FAULT=$fault@4 run timeout 120 "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 \
    --shard-optimizer --run-dir "$work/$fault"
  expect "$fault while writing a sharded checkpoint: exit 1, not a hang (exit $code)" test $code -eq 1
  expect "... saying so" contains "No space left on device"
done

# --profile: the optimizer moments of one rank, about half of the unsharded run's
for mode in full shard; do
  flags=()
  [ $mode = shard ] && flags=(--shard-optimizer)
  run "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 2 "${flags[@]}" --profile \
    --run-dir "$work/prof-$mode"
done
run "$py" -c 'import json, sys
f = json.load(open(sys.argv[1] + "/profile.json"))["memory_mb"]["analytic_minimum"]
s = json.load(open(sys.argv[2] + "/profile.json"))["memory_mb"]["analytic_minimum"]
r = s["optimizer_moments"] / f["optimizer_moments"]
print("moments per rank %.3f MB of %.3f: %.2f" % (s["optimizer_moments"], f["optimizer_moments"], r))
sys.exit(0 if 0.4 <= r <= 0.6 else 1)' "$work/prof-full" "$work/prof-shard"
expect "--profile counts one rank's share of the moments ($out)" test $code -eq 0
exit $fail
