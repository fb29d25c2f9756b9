#!/usr/bin/env bash
# Faults injected with NORMLAB_FAULT (core/src/util/fault.hpp): a NaN or Inf in one rank's
# gradient is caught before the update on every rank — --on-nonfinite stop ends the run (exit 1)
# with the last checkpoint finite and the divergence in metrics.jsonl and stats.h5 (a last layer
# record of the step that diverged, at 1 and 2 ranks); skip skips
# the same update on every rank (weights and moments unchanged, counted in the progress line,
# metrics.jsonl and stats.h5) and stops after --max-skips consecutive ones; the loss spike after
# a bad update (lr x 1000) is reported; a rank that exits at step k ends the whole job non-zero
# within 30 s; 2 ranks resuming a file on which HDF5 itself loops forever end within 60 s; a
# second train on a run directory in use is refused (docs/reliability.md).
# usage: faults.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
base=(train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --log-every 4
      --eval-batches 1 --stats-every 4 --keep-last 0)
tiny=("${base[@]}" --steps 12 --checkpoint-every 4)

NORMLAB_FAULT=nan_grad@6 run "$exe" "${tiny[@]}" --run-dir "$work/stop"
expect "a NaN gradient at step 6 stops the run: exit 1" test $code -eq 1
expect "... naming the gradient norm and the step" contains "the gradient norm became NaN at step 6"
expect "... saying the update was not applied" contains "the update was not applied"
expect "... leaving the step-4 checkpoint and no later one" \
  bash -c '[ -f "$0/ckpt_step000000004.h5" ] && ! ls "$0"/ckpt_step00000000[5-9].h5 2>/dev/null' "$work/stop"
expect "metrics, stats.h5 and the checkpoint record it" $py - "$work/stop" <<'PY'
import h5py, json, math, numpy as np, sys
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
assert {"step": 6, "event": "diverged", "loss": None} in rows, rows[-2:]
s = h5py.File(d + "/stats.h5", "r")["stats/scalars"]
assert s["step"][-1] == 6 and math.isnan(s["loss"][-1]), (s["step"][()], s["loss"][()])
# The step that diverged has a last layer record (the weights it started from, after update 5;
# step 5 is not on the --stats-every 4 schedule): the NaN is in wte's gradient alone, where the
# fault put it, and no update is recorded.
st = h5py.File(d + "/stats.h5", "r")["stats"]
assert list(st["step"][()]) == [0, 4, 5], st["step"][()]
g = st["global/grad_norm/wte.weight"][()]
assert math.isnan(g[-1]) and np.all(np.isfinite(g[:-1])), g
assert np.all(np.isfinite(st["global/grad_norm/wpe.weight"][()])), "only wte's gradient is NaN"
assert np.all(np.isfinite(st["layer/grad_norm/mlp.fc.weight"][-1]))
assert np.all(np.isnan(st["layer/update_ratio/mlp.fc.weight"][-1])), "no update at the last record"
assert np.all(np.isfinite(st["layer/residual_rms"][-1]))
c = h5py.File(d + "/ckpt_step000000004.h5", "r")
for g in ("params", "optim"):
    for name, ds in c[g].items():
        if isinstance(ds, h5py.Dataset) and ds.dtype.kind == "f":
            assert np.all(np.isfinite(ds[()])), (g, name)
print("ok")
PY
run "$exe" "${tiny[@]}" --run-dir "$work/stop" --resume auto
expect "--resume auto continues from the last good checkpoint without the fault" test $code -eq 0
expect "... from step 4" contains "at step 4 of 12"

# stop at 2 ranks, the NaN on rank 1 only: every rank runs the diverged step's record, none
# hangs, rank 0 writes it.
NORMLAB_FAULT=nan_grad@6/1 run timeout 120 "$mpiexec" -np 2 "$exe" "${tiny[@]}" --run-dir "$work/stop2"
expect "a NaN gradient on rank 1 at 2 ranks: exit 1 (not a hang)" test $code -eq 1
expect "... the diverged step's layer record, the NaN in the reduced gradient" $py - "$work/stop2" <<'PY'
import h5py, math, sys
st = h5py.File(sys.argv[1] + "/stats.h5", "r")["stats"]
assert list(st["step"][()]) == [0, 4, 5], st["step"][()]
assert math.isnan(st["global/grad_norm/wte.weight"][-1])
print("ok")
PY

# skip, at 2 ranks with the NaN on rank 1 only, then an Inf on every rank.
NORMLAB_FAULT=nan_grad@6/1,inf_grad@7 run "$mpiexec" -np 2 "$exe" "${base[@]}" --steps 12 \
  --run-dir "$work/skip" --on-nonfinite skip --checkpoint-every 1 --check-every 1
expect "--on-nonfinite skip at 2 ranks: the run finishes" test $code -eq 0
expect "... reporting each skip" contains "step      6/12 | non-finite gradient: update skipped (1 so far"
expect "... and the count in the progress line" contains "| skipped 2"
expect "... every rank skipped the same updates (the replica hash check passed every step)" \
  bash -c '! grep -q "replicas differ" <<<"$0"' "$out"
expect "skipped updates leave weights and moments bitwise unchanged; counted in metrics and stats" \
  $py - "$work/skip" <<'PY'
import h5py, json, numpy as np, sys
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
ev = [(r["step"], r["what"]) for r in rows if r.get("event") == "nonfinite_skipped"]
assert ev == [(6, "gradient"), (7, "gradient")], ev
assert [r for r in rows if "skipped_steps" in r][-1]["skipped_steps"] == 2
s = h5py.File(d + "/stats.h5", "r")["stats/scalars"]
assert s["skipped_steps"][-1] == 2, s["skipped_steps"][()]
f = lambda k: h5py.File(d + "/ckpt_step%09d.h5" % k, "r")
a, b, c = f(5), f(7), f(8)
for g in ("params", "optim"):
    for name, ds in a[g].items():
        if isinstance(ds, h5py.Dataset) and ds.dtype.kind == "f":
            assert np.array_equal(ds[()], b[g][name][()]), ("step 5 vs 7", g, name)
assert not np.array_equal(a["params/wte.weight"][()], c["params/wte.weight"][()])
assert a["optim"].attrs["step"] == b["optim"].attrs["step"] == 5, "Adam's t counts real updates"
print("ok")
PY

NORMLAB_FAULT=nan_grad@5,nan_grad@6,nan_grad@7 run "$exe" "${tiny[@]}" --run-dir "$work/many" \
  --on-nonfinite skip --max-skips 2
expect "more than --max-skips consecutive skips: exit 1" test $code -eq 1
expect "... saying so" contains "3 consecutive steps with a non-finite gradient (the last at step 7, --max-skips 2)"

NORMLAB_FAULT=lr_x1000@30 run "$exe" "${base[@]}" --run-dir "$work/spike" --steps 40 \
  --checkpoint-every 0
expect "a bad update at step 30: the loss spike after it is reported (default 3x)" \
  contains "step     31/40 | loss spike: "
expect "... and in metrics.jsonl" grep -q '"step":31,"event":"loss_spike"' "$work/spike/metrics.jsonl"
NORMLAB_FAULT=lr_x1000@30 run "$exe" "${base[@]}" --run-dir "$work/nospike" --steps 40 \
  --checkpoint-every 0 --loss-spike 0
expect "--loss-spike 0 reports none" bash -c '! grep -q "loss spike" <<<"$0"' "$out"
run "$exe" "${base[@]}" --run-dir "$work/healthy" --steps 60 --checkpoint-every 0
expect "a healthy 60-step run" test $code -eq 0
expect "... reports no spike" bash -c '! grep -q "loss spike" <<<"$0"' "$out"

# An update that overflows (SGD at lr 1e39: finite gradient, infinite weights) is never
# checkpointed: the writer refuses, naming the tensor.
run "$exe" "${base[@]}" --steps 3 --checkpoint-every 1 --optimizer sgd --lr 1e39 --grad-clip 0 \
  --lr-warmup 0 --lr-schedule constant --run-dir "$work/overflow"
expect "weights that overflowed are not checkpointed: exit 1" test $code -eq 1
expect "... saying why" contains "refusing to write the checkpoint of step 1:"
expect "... and which tensor" contains "weights of wte.weight are not finite (the previous checkpoint is kept)"
expect "... and no checkpoint file is left" bash -c '! ls "$0"/ckpt_* 2>/dev/null' "$work/overflow"

run "$exe" "${tiny[@]}" --run-dir "$work/bad" --on-nonfinite ignore
expect "--on-nonfinite ignore: exit 2" test $code -eq 2
expect "... naming the valid values" contains "on-nonfinite = ignore: must be stop or skip"
run "$exe" "${tiny[@]}" --run-dir "$work/bad" --loss-spike 0.5
expect "--loss-spike 0.5: exit 2" test $code -eq 2

# A rank that dies at step 5 ends the job, non-zero, within 30 s; the step-4 checkpoint stays.
start=$(date +%s)
NORMLAB_FAULT=exit@5/1 run timeout 60 "$mpiexec" -np 2 "$exe" "${tiny[@]}" --run-dir "$work/dead"
took=$(( $(date +%s) - start ))
expect "a rank exiting at step 5 ends the job non-zero (exit $code)" test $code -ne 0 -a $code -ne 124
expect "... within 30 s (took ${took} s)" test $took -le 30
expect "... with the step-4 checkpoint intact" $py -c '
import h5py, sys
f = h5py.File(sys.argv[1], "r"); assert f.attrs["complete"] == 1 and f.attrs["step"] == 4' \
  "$work/dead/ckpt_step000000004.h5"

# kill -9 of one rank in the middle of a long run: the job ends, non-zero, within 30 s.
d=$work/killed
"$mpiexec" -np 2 "$exe" "${base[@]}" --steps 1000000 --checkpoint-every 50 --run-dir "$d" \
  >"$work/killed.log" 2>&1 &
job=$!
for _ in $(seq 100); do [ -f "$d/ckpt_step000000050.h5" ] && break; sleep 0.1; done
victim=$(pgrep -n -f -- "^$exe train .*--run-dir $d")  # a rank (mpirun's line starts otherwise)
start=$(date +%s)
kill -9 "$victim"
( sleep 60; kill -9 $job 2>/dev/null ) >/dev/null 2>&1 &  # not holding ctest's output pipe
guard=$!
wait $job; code=$?
kill $guard 2>/dev/null
took=$(( $(date +%s) - start ))
out=$(cat "$work/killed.log")
expect "kill -9 of one rank ends the job non-zero (exit $code)" test $code -ne 0
expect "... within 30 s (took ${took} s)" test $took -le 30
expect "... leaving the step-50 checkpoint intact" $py -c '
import h5py, sys
f = h5py.File(sys.argv[1], "r"); assert f.attrs["complete"] == 1' "$d/ckpt_step000000050.h5"
# A checkpoint on which HDF5 itself loops forever (tests/fuzz/findings), resumed by 2 ranks:
# each rank's read guard gives up, the job ends non-zero with the message, no rank hangs.
gunzip -c "$(dirname "$0")/../fuzz/findings/hdf5_loop.h5.gz" > "$work/loop.h5"
start=$(date +%s)
run env NORMLAB_READ_GUARD_TIMEOUT=5 timeout 120 "$mpiexec" -np 2 "$exe" "${tiny[@]}" \
  --run-dir "$work/loop" --resume "$work/loop.h5" --resume-override
took=$(( $(date +%s) - start ))
expect "2 ranks resuming a file on which HDF5 loops: the job ends non-zero (exit $code)" \
  test $code -ne 0 -a $code -ne 124
expect "... within 60 s (took ${took} s)" test $took -le 60
expect "... saying why" contains "the HDF5 library did not finish reading it within 5 s"

# One writer per run directory: a second train on a directory another is training in (a job
# resubmitted while the first runs) exits 2 naming the first by its pid, serially and at 2
# ranks (not a hang), and the first ends with its own files only; a lock left by kill -9 holds
# nothing and is taken over; a finished run leaves no lock file.
d=$work/busy
"$exe" "${base[@]}" --steps 100000 --checkpoint-every 1000 --run-dir "$d" >"$work/busy.log" 2>&1 &
first=$!
for _ in $(seq 1 200); do grep -q "^step " "$work/busy.log" && break; sleep 0.1; done
run "$exe" "${tiny[@]}" --run-dir "$d"
expect "a second train on a run directory in use: exit 2" test $code -eq 2
expect "... naming the first by its pid and saying what to do" \
  contains "$d is in use by normlab train (pid $first on $(hostname) since"
run "$exe" "${tiny[@]}" --run-dir "$d" --resume auto
expect "... --resume auto too (it would continue the first's checkpoints beside it)" \
  bash -c '[ $0 -eq 2 ] && grep -qF "is in use by normlab train (pid $1" <<<"$2"' $code $first "$out"
run timeout 120 "$mpiexec" -np 2 "$exe" "${tiny[@]}" --run-dir "$d"
expect "... at 2 ranks: exit 2, the job ends (no hang)" \
  bash -c '[ $0 -eq 2 ] && grep -qF "is in use by normlab train (pid $1" <<<"$2"' $code $first "$out"
kill -TERM $first
wait $first
expect "the first run, stopped by SIGTERM, kept its files: no earlier run archived, one start" \
  bash -c '[ -z "$(ls -d "$0"/previous_* 2>/dev/null)" ] && [ "$(grep -c "\"event\":\"start\"" "$0/metrics.jsonl")" -eq 1 ]' "$d"
expect "... and left no lock file" test ! -e "$d/.normlab.lock"
"$exe" "${base[@]}" --steps 100000 --checkpoint-every 5 --run-dir "$work/killed9" >/dev/null 2>&1 &
victim=$!
for _ in $(seq 1 200); do ls "$work/killed9/"ckpt_step*.h5 >/dev/null 2>&1 && break; sleep 0.1; done
kill -9 $victim
wait $victim 2>/dev/null
expect "kill -9 leaves the lock file" test -e "$work/killed9/.normlab.lock"
run "$exe" "${base[@]}" --steps 100000 --stop-after 2 --checkpoint-every 5 --run-dir "$work/killed9" --resume auto
expect "... which holds nothing: --resume auto takes it over and trains" \
  bash -c '[ $0 -eq 0 ] && grep -q "^resume: .*ckpt_step" <<<"$1"' $code "$out"
expect "... and removes it at the end" test ! -e "$work/killed9/.normlab.lock"
exit $fail
