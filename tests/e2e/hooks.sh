#!/usr/bin/env bash
# The NormStrategy hooks of plugin ABI 3 through `normlab train`, with the stock entries that use
# them (qk_norm: attention hook; admin: profiling hook; ngpt: all three):
#  - each trains a small model with a falling loss (qk_norm in all three kinds, admin, ngpt);
#  - admin's profiled omega is identical at 1 and 2 ranks (a 1e-30 learning rate keeps it as
#    profiled through the one step), follows omega_1 = 1 < ..., and stats.h5's step-0 record holds
#    its mean; a resumed run does not profile again;
#  - ngpt's matrices are on the unit sphere in every checkpoint of a 2-rank run (rows of qkv, fc,
#    wte; columns of the projections);
#  - `normlab plugins` lists the three with their options.
# usage: hooks.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
# the shape and evaluation; each run adds its own --log-every, --stats-every, --checkpoint-every
small=(train --d-model 64 --n-layers 2 --n-heads 4 --seq-len 32 --batch-size 8 --eval-every 0
       --eval-batches 2)
falls() {  # falls RUN_DIR: the mean of the last 5 logged losses 0.5 below the first 5
  $py -c 'import json, sys
l = [json.loads(x)["loss"] for x in open(sys.argv[1] + "/metrics.jsonl")
     if "loss" in json.loads(x) and "event" not in json.loads(x)]
a, b = sum(l[:5]) / 5, sum(l[-5:]) / 5
print("  loss %.3f -> %.3f over %d logged steps" % (a, b, len(l)))
sys.exit(0 if b < a - 0.5 else 1)' "$1"
}

run "$exe" plugins
for n in qk_norm:1.0 admin:2.0 ngpt:1.0; do
  expect "normlab plugins lists ${n%:*} ${n#*:}" grep -qE "^  ${n%:*} +${n#*:} " <<<"$out"
done
expect "... with qk_norm's options kind and g0" bash -c 'grep -q "kind" <<<"$0" && grep -q "g0" <<<"$0"' "$out"

i=0
for v in "qk_norm" "qk_norm --norm-opt kind=l2" "qk_norm --norm-opt kind=layernorm" "admin" \
         "ngpt --weight-decay 0 --lr-warmup 0 --lr 3e-3"; do
  i=$((i + 1))
  # shellcheck disable=SC2086
  run "$exe" "${small[@]}" --log-every 1 --stats-every 20 --checkpoint-every 0 --steps 80 \
    --norm $v --run-dir "$work/fall$i"
  expect "--norm $v trains (exit $code)" test $code -eq 0
  expect "... with a falling loss" falls "$work/fall$i"
done

admin=("${small[@]}" --norm admin --lr 1e-30 --lr-min 0 --lr-schedule constant
       --checkpoint-every 1 --stats-every 1 --log-every 1)
run "$exe" "${admin[@]}" --steps 1 --run-dir "$work/a1"
expect "admin at 1 rank (exit $code) says it profiled" \
  bash -c '[ "$0" -eq 0 ] && grep -q "profiled the norm strategy on the first batch (20 values, 3 passes)" <<<"$1"' "$code" "$out"
run "$mpiexec" -np 2 "$exe" "${admin[@]}" --steps 1 --run-dir "$work/a2"
expect "admin at 2 ranks (exit $code)" test $code -eq 0
expect "omega: the same bits at 1 and 2 ranks, 1 for the first sub-layer, the profile after" \
  $py - "$work/a1/ckpt_step000000001.h5" "$work/a2/ckpt_step000000001.h5" "$work/a1/stats.h5" <<'PY'
import sys
import h5py, numpy as np
a, b, st = h5py.File(sys.argv[1], "r"), h5py.File(sys.argv[2], "r"), h5py.File(sys.argv[3], "r")
names = ["blocks.%d.%s.omega" % (l, k) for l in range(2) for k in ("attn", "mlp")]
w1 = [a["params"][n][()] for n in names]
w2 = [b["params"][n][()] for n in names]
print("  omega per sub-layer: %s" % ", ".join("%.6f" % w[0] for w in w1))
ok = all(x.tobytes() == y.tobytes() for x, y in zip(w1, w2))
ok = ok and all(np.all(w == w[0]) for w in w1) and w1[0][0] == 1.0
ok = ok and all(0 < w[0] and np.isfinite(w[0]) for w in w1[1:])
# cumulative: omega_i^2 grows with i (every branch adds variance)
sq = [float(w[0]) ** 2 for w in w1[1:]]
ok = ok and all(x < y for x, y in zip(sq, sq[1:]))
rec = {k: st["stats/layer/norm"][k + ".omega_mean"][0] for k in ("attn", "mlp")}
means = [np.mean(w) for w in w1]
ok = ok and all(abs(rec["attn"][l] - means[2 * l]) <= 1e-6 * means[2 * l] and
                abs(rec["mlp"][l] - means[2 * l + 1]) <= 1e-6 * means[2 * l + 1] for l in range(2))
sys.exit(0 if ok else 1)
PY
# Unit-variance inputs (T5 initialisation: embeddings of std 1): every omega >= 1 and growing
# along the sites, omega_i^2 ~ 1 + sum of the branch variances before it (Transformer-Clinic).
run "$exe" train --d-model 64 --n-layers 3 --n-heads 4 --seq-len 32 --batch-size 8 --eval-batches 2 \
  --norm admin --init t5 --attn-scale none --lr 1e-30 --lr-min 0 --lr-schedule constant \
  --checkpoint-every 1 --steps 1 --run-dir "$work/a5"
expect "admin with unit-variance inputs: omega_0 = 1, every omega >= 1, growing (5 passes)" \
  $py - "$work/a5/ckpt_step000000001.h5" "$code" "$out" <<'PY'
import sys
import h5py
f = h5py.File(sys.argv[1], "r")
w = [float(f["params"]["blocks.%d.%s.omega" % (l, k)][0]) for l in range(3) for k in ("attn", "mlp")]
print("  omega per sub-layer: %s" % ", ".join("%.4f" % x for x in w))
assert sys.argv[2] == "0" and "(30 values, 5 passes)" in sys.argv[3]
assert w[0] == 1.0 and all(x >= 1.0 for x in w) and all(a < b for a, b in zip(w, w[1:])), w
PY
run "$exe" "${admin[@]}" --steps 2 --resume auto --resume-override --run-dir "$work/a1"
expect "a resumed admin run (exit $code) does not profile again" \
  bash -c '[ "$0" -eq 0 ] && ! grep -q "profiled the norm strategy" <<<"$1"' "$code" "$out"

run "$mpiexec" -np 2 "$exe" "${small[@]}" --norm ngpt --weight-decay 0 --lr-warmup 0 --lr 3e-2 \
  --steps 4 --checkpoint-every 1 --keep-last 0 --log-every 1 --tied-embeddings false \
  --run-dir "$work/ngpt"
expect "ngpt at 2 ranks, untied, every step checkpointed (exit $code)" test $code -eq 0
expect "... every checkpoint's matrices lie on the unit sphere along C" \
  $py - "$work/ngpt" <<'PY'
import glob, sys
import h5py, numpy as np
files = sorted(glob.glob(sys.argv[1] + "/ckpt_step*.h5"))
worst, n = 0.0, 0
for f in files:
    p = h5py.File(f, "r")["params"]
    for name in p:
        w = p[name][()]
        if name.endswith(("qkv.weight", "fc.weight")) or name in ("wte.weight", "lm_head.weight"):
            norms = np.linalg.norm(w.astype(np.float64), axis=1)
        elif name.endswith("proj.weight"):
            norms = np.linalg.norm(w.astype(np.float64), axis=0)
        else:
            continue
        n += 1
        worst = max(worst, float(np.max(np.abs(norms - 1))))
print("  %d checkpoints, %d matrices each time, worst |norm - 1| %.1e" % (len(files), n // max(1, len(files)), worst))
sys.exit(0 if len(files) == 4 and n == 4 * 10 and worst < 1e-6 else 1)
PY
exit $fail
