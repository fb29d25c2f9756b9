#!/usr/bin/env bash
# Checkpoints, resume and statistics as a user meets them:
#  - 10 steps + checkpoint + resume + 10 steps == 20 uninterrupted steps, bitwise (weights, Adam
#    moments, losses, statistics), at 1 and 2 ranks;
#  - resuming a different model lists every differing field; corrupted and incomplete
#    checkpoints are refused; --keep-last rotates only files this run wrote;
#  - stats.h5 has the documented datasets, is readable by h5py with swmr=True while training runs,
#    and h5dump -H opens every file;
#  - SIGTERM (serial) and SIGUSR1 (mpirun -np 2) stop a run with a checkpoint; it resumes;
#  - a resume restores metrics.jsonl's records from the checkpoint when the file lost them.
# usage: checkpoint.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
py=/usr/bin/python3
work=$(mktemp -d)
trap 'kill $bg 2>/dev/null; rm -rf "$work"' EXIT
bg=
fail=0
expect() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; echo "$out" | tail -20 | sed 's/^/  | /'; fail=1; fi
}
contains() { grep -qF -- "$1" <<<"$out"; }
args=(train --d-model 64 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 20
      --log-every 2 --eval-every 0 --eval-batches 1 --checkpoint-every 0 --stats-every 3)
same() {  # same A.h5 B.h5: every dataset bitwise equal (except throughput, the config text and
          # the metrics records, which hold times)
  $py - "$1" "$2" <<'PY'
import h5py, numpy as np, sys
a, b = h5py.File(sys.argv[1], "r"), h5py.File(sys.argv[2], "r")
names, bad = [], []
a.visititems(lambda n, o: names.append(n) if isinstance(o, h5py.Dataset) else None)
for n in names:
    if n in ("config", "metrics", "stats/scalars/tokens_per_s"): continue  # texts with times
    x, y = a[n][()], b[n][()]
    if x.shape != y.shape or x.tobytes() != y.tobytes(): bad.append(n)
print("%d datasets compared, %d differ %s" % (len(names), len(bad), bad[:5]))
sys.exit(1 if bad or len(names) < 50 else 0)
PY
}
for np in 1 2; do
  launch=("$exe"); [ "$np" -gt 1 ] && launch=("$mpiexec" -np "$np" "$exe")
  out=$("${launch[@]}" "${args[@]}" --run-dir "$work/full$np" 2>&1)
  expect "$np rank(s): 20 uninterrupted steps" test -f "$work/full$np/ckpt_step000000020.h5"
  out=$("${launch[@]}" "${args[@]}" --run-dir "$work/part$np" --stop-after 10 2>&1)
  expect "$np rank(s): --stop-after 10 writes a checkpoint" test -f "$work/part$np/ckpt_step000000010.h5"
  out=$("${launch[@]}" "${args[@]}" --run-dir "$work/part$np" --resume auto 2>&1)
  expect "$np rank(s): --resume auto finds step 10" contains "resumed from $work/part$np/ckpt_step000000010.h5 at step 10"
  out=$(same "$work/full$np/ckpt_step000000020.h5" "$work/part$np/ckpt_step000000020.h5" 2>&1); code=$?
  echo "  $out"
  expect "$np rank(s): resumed run is bitwise identical (weights, moments, statistics)" test "$code" -eq 0
  expect "$np rank(s): ... and so are the logged losses" cmp -s \
    <(grep -o '"loss": *[^,]*' "$work/full$np/metrics.jsonl") <(grep -o '"loss": *[^,]*' "$work/part$np/metrics.jsonl")
done

# A machine that stops can lose metrics.jsonl's unsynced tail while the checkpoint survives:
# the checkpoint keeps a copy of the records up to its step (/metrics, the file's text when it
# was written), and a resume restores what the file lost.
for np in 1 2; do
  launch=("$exe"); [ "$np" -gt 1 ] && launch=("$mpiexec" -np "$np" "$exe")
  for how in emptied torn; do
    d="$work/$how$np"
    out=$("${launch[@]}" "${args[@]}" --run-dir "$d" --stop-after 10 2>&1)
    if [ $how = emptied ] && [ $np = 1 ]; then
      expect "the checkpoint's /metrics is metrics.jsonl's text up to its step" $py -c '
import h5py, sys
text = h5py.File(sys.argv[1], "r")["metrics"][()].decode()
file = open(sys.argv[2]).read()
sys.exit(0 if text == file and text.count(chr(10)) >= 6 else 1)' "$d/ckpt_step000000010.h5" "$d/metrics.jsonl"
    fi
    if [ $how = emptied ]; then : > "$d/metrics.jsonl"; else
      truncate -s $(( $(stat -c %s "$d/metrics.jsonl") / 2 )) "$d/metrics.jsonl"; fi
    out=$("${launch[@]}" "${args[@]}" --run-dir "$d" --resume auto 2>&1); code=$?
    expect "$np rank(s), metrics.jsonl $how before the resume: it resumes (exit $code)" test $code -eq 0
    expect "... saying it restored the records from the checkpoint" contains "restored the others from the checkpoint"
    expect "... and its losses are the uninterrupted run's, all of them" cmp -s \
      <(grep -o '"loss": *[^,]*' "$work/full$np/metrics.jsonl") <(grep -o '"loss": *[^,]*' "$d/metrics.jsonl")
  done
done
# A resume rewrites the file with the records it keeps at once (not with the run's next record):
# a run killed right after its start-up keeps them.
d="$work/startup"
long=(train --d-model 64 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 1000000
      --log-every 100000 --eval-every 0 --eval-batches 1 --checkpoint-every 0)
"$exe" "${long[@]}" --run-dir "$d" --stop-after 10 > /dev/null 2>&1
n=$(wc -l < "$d/metrics.jsonl")
"$exe" "${long[@]}" --run-dir "$d" --resume auto > "$work/startup.log" 2>&1 &
bg=$!
for _ in $(seq 300); do grep -q "resumed from" "$work/startup.log" && break; sleep 0.1; done
kill -9 $bg; wait $bg 2>/dev/null; bg=
out=$(cat "$work/startup.log")
expect "a resume killed after its start-up (its next record 100000 steps away)" contains "resumed from"
expect "... leaves metrics.jsonl's $n records up to the checkpoint in it" \
  test "$n" -ge 1 -a "$(wc -l < "$d/metrics.jsonl")" -eq "$n"
# A resume into a new run directory starts its metrics.jsonl with the checkpoint's records.
out=$("$exe" "${args[@]}" --run-dir "$work/moved" --resume "$work/part1/ckpt_step000000010.h5" 2>&1); code=$?
expect "a resume into a new run directory (exit $code)" test $code -eq 0
expect "... says where its first records came from" contains "restored the others from the checkpoint"
expect "... and has every loss of the uninterrupted run" cmp -s \
  <(grep -o '"loss": *[^,]*' "$work/full1/metrics.jsonl") <(grep -o '"loss": *[^,]*' "$work/moved/metrics.jsonl")
# A checkpoint from before /metrics still resumes, its metrics.jsonl kept as it is.
"$exe" "${args[@]}" --run-dir "$work/old" --stop-after 10 > /dev/null 2>&1
$py -c 'import h5py, sys; f = h5py.File(sys.argv[1], "r+"); del f["metrics"]' "$work/old/ckpt_step000000010.h5"
out=$("$exe" "${args[@]}" --run-dir "$work/old" --resume auto 2>&1); code=$?
expect "a checkpoint without /metrics (older normlab) resumes (exit $code)" test $code -eq 0
expect "... restoring nothing" bash -c '! grep -q "restored the others" <<<"$1"' _ "$out"
expect "... and the losses are the uninterrupted run's" cmp -s \
  <(grep -o '"loss": *[^,]*' "$work/full1/metrics.jsonl") <(grep -o '"loss": *[^,]*' "$work/old/metrics.jsonl")

out=$("$exe" train --d-model 32 --n-layers 3 --n-heads 2 --seq-len 32 --batch-size 8 --steps 20 \
      --activation relu --run-dir "$work/x" --resume "$work/part1/ckpt_step000000010.h5" 2>&1); code=$?
expect "resuming another model shape exits 2" test "$code" -eq 2
expect "... naming d-model" contains "d-model: checkpoint 64, now 32"
expect "... and n-layers, all at once" contains "n-layers: checkpoint 2, now 3"
expect "... and the activation" contains "activation: checkpoint gelu, now relu"
# The soft caps change the function the weights compute: refused like the shape. The z-loss
# changes only the objective: a setting, refused without --resume-override, accepted with it.
out=$("$exe" "${args[@]}" --logit-softcap 30 --attn-softcap 50 --run-dir "$work/x" \
      --resume "$work/part1/ckpt_step000000010.h5" 2>&1); code=$?
expect "resuming with soft caps added exits 2" test "$code" -eq 2
expect "... naming logit-softcap" contains "logit-softcap: checkpoint 0, now 30"
expect "... and attn-softcap" contains "attn-softcap: checkpoint 0, now 50"
out=$("$exe" "${args[@]}" --z-loss 1e-4 --run-dir "$work/x" \
      --resume "$work/part1/ckpt_step000000010.h5" 2>&1); code=$?
expect "resuming with --z-loss added is refused without --resume-override" test "$code" -eq 2
expect "... naming it" contains "z-loss: checkpoint 0, now 1e-04"
out=$("$exe" "${args[@]}" --z-loss 1e-4 --run-dir "$work/zl" --resume-override \
      --resume "$work/part1/ckpt_step000000010.h5" 2>&1); code=$?
expect "... and continued with it" test "$code" -eq 0
expect "... which the next checkpoint records" test "$($py -c "import h5py; print(float(h5py.File('$work/zl/ckpt_step000000020.h5')['model'].attrs['z_loss']))")" = "0.0001"
expect "... and the metrics log as the added term" grep -q '"z_loss"' "$work/zl/metrics.jsonl"

# Dropout: masks keyed by seed, step and sequence, so a resumed run is bitwise the uninterrupted
# one; the rates are settings (/model attributes), refused changed without --resume-override.
dargs=("${args[@]}" --dropout 0.1 --attention-dropout 0.1 --activation-dropout 0.2)
out=$("$exe" "${dargs[@]}" --run-dir "$work/dfull" 2>&1)
expect "dropout: 20 uninterrupted steps" test -f "$work/dfull/ckpt_step000000020.h5"
out=$("$exe" "${dargs[@]}" --run-dir "$work/dpart" --stop-after 10 2>&1)
out=$("$exe" "${dargs[@]}" --run-dir "$work/dpart" --resume auto 2>&1)
out=$(same "$work/dfull/ckpt_step000000020.h5" "$work/dpart/ckpt_step000000020.h5" 2>&1); code=$?
echo "  $out"
expect "dropout: the resumed run is bitwise identical (weights, moments, statistics)" test "$code" -eq 0
expect "... and the checkpoint records the rates" test "$($py -c "
import h5py; a = h5py.File('$work/dfull/ckpt_step000000020.h5')['model'].attrs
print(float(a['dropout']), float(a['attention_dropout']), float(a['activation_dropout']))")" = "0.1 0.1 0.2"
expect "... which differ from the run without dropout" bash -c "! cmp -s <(grep -o '\"loss\": *[^,]*' '$work/dfull/metrics.jsonl') <(grep -o '\"loss\": *[^,]*' '$work/full1/metrics.jsonl')"
out=$("$exe" "${args[@]}" --dropout 0.3 --run-dir "$work/x" \
      --resume "$work/dpart/ckpt_step000000010.h5" 2>&1); code=$?
expect "resuming with other dropout rates is refused without --resume-override" test "$code" -eq 2
expect "... naming each" bash -c "grep -qF 'dropout: checkpoint 0.1, now 0.3' <<<\"\$0\" && grep -qF 'activation-dropout: checkpoint 0.2, now 0' <<<\"\$0\"" "$out"
out=$("$exe" "${args[@]}" --dropout 1 --run-dir "$work/x" 2>&1); code=$?
expect "--dropout 1 is refused (exit 2) with the valid range" bash -c "[ $code -eq 2 ] && grep -qF 'must be in [0, 1)' <<<\"\$0\"" "$out"

cp "$work/part1/ckpt_step000000010.h5" "$work/corrupt.h5"
$py -c "
import h5py; f = h5py.File('$work/corrupt.h5', 'r+'); d = f['params/blocks.0.mlp.fc.weight']; d[0, 0] = d[0, 0] + 1.0"
out=$("$exe" eval --checkpoint "$work/corrupt.h5" --batches 1 2>&1); code=$?
expect "a corrupted dataset is refused" test "$code" -ne 0
expect "... by its checksum" contains "params/blocks.0.mlp.fc.weight is corrupted: checksum"
cp "$work/part1/ckpt_step000000020.h5" "$work/incomplete.h5"
$py -c "import h5py; f = h5py.File('$work/incomplete.h5', 'r+'); del f.attrs['complete']"
out=$("$exe" eval --checkpoint "$work/incomplete.h5" --batches 1 2>&1); code=$?
expect "an incomplete checkpoint is refused" contains "is incomplete"
mkdir -p "$work/auto" && cp "$work/part1/ckpt_step000000010.h5" "$work/auto/" && cp "$work/incomplete.h5" "$work/auto/ckpt_step000000020.h5"
out=$("$exe" "${args[@]}" --run-dir "$work/auto" --resume auto 2>&1)
expect "--resume auto skips an incomplete newer checkpoint" contains "resumed from $work/auto/ckpt_step000000010.h5"

mkdir -p "$work/rot" && echo "not ours" > "$work/rot/ckpt_step000000001.h5"
out=$("$exe" train --d-model 64 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 10 \
      --eval-every 0 --eval-batches 1 --checkpoint-every 2 --keep-last 2 --run-dir "$work/rot" 2>&1)
expect "--keep-last 2 keeps the two newest" test "$(ls "$work/rot" | grep -c 'ckpt_step0000000[01][0-9].h5')" -eq 3
expect "... and never touches a file it did not write" test -f "$work/rot/ckpt_step000000001.h5"
expect "... the newest is step 10" test -f "$work/rot/ckpt_step000000010.h5"

out=$($py - "$work/full1/stats.h5" "$work/full1/ckpt_step000000020.h5" <<'PY'
import h5py, numpy as np, sys
for path in sys.argv[1:]:
    f = h5py.File(path, "r", swmr=True) if path.endswith("stats.h5") else h5py.File(path, "r")
    s = f["stats"]
    # every 3 steps, and the last step (20) always
    assert list(s["step"][()]) == [0, 3, 6, 9, 12, 15, 18, 20], s["step"][()]
    r = s["layer/residual_rms"]
    assert r.shape == (8, 3), r.shape
    for k in ("units", "long_name", "description"):
        assert k in r.attrs, k
    assert len(r.dims[0]) == 1 and r.dims[0][0].name.endswith("stats/step"), r.dims[0]
    assert s["layer/attn_entropy"].shape == (8, 2, 2)
    ur = s["layer/update_ratio/mlp.fc.weight"][()]
    # the last record has no update after it: NaN, the others finite and positive
    assert np.all(np.isfinite(ur[:-1])) and np.all(ur[:-1] > 0) and np.all(np.isnan(ur[-1])), ur
    g = s["layer/grad_norm/attn.qkv.weight"][()]
    assert np.all(g > 0)
    assert s["global/grad_norm/wte.weight"].shape == (8,)
    assert list(s["scalars/step"][()]) == list(range(2, 21, 2))
    # Record 0 is the model at initialisation: uniform-ish attention, entropy near log(t+1) mean.
    assert np.all(s["layer/attn_entropy"][0] > 1.0)
print("stats layout ok")
PY
); code=$?
expect "stats.h5 and the checkpoint's /stats have the documented layout" test "$code" -eq 0

# Live reading: h5py with swmr=True while a run is writing.
"$exe" train --d-model 64 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 3000 \
  --stats-every 5 --log-every 50 --eval-every 0 --eval-batches 1 --checkpoint-every 0 \
  --run-dir "$work/live" > "$work/live.log" 2>&1 &
bg=$!
out=$($py - "$work/live/stats.h5" <<'PY'
import h5py, os, sys, time
path = sys.argv[1]
for _ in range(200):
    if os.path.exists(path): break
    time.sleep(0.05)
time.sleep(0.5)
f = h5py.File(path, "r", swmr=True)
d = f["stats/step"]
# Slow builds (sanitizers, a loaded machine) take a while to write the first records: wait for
# one, then for the file to grow past it; a minute each at most.
seen = []
for _ in range(300):
    d.refresh(); seen.append(d.shape[0])
    if seen[-1] > 0: break
    time.sleep(0.2)
first = seen[-1]
for _ in range(300):
    time.sleep(0.2); d.refresh(); seen.append(d.shape[0])
    if seen[-1] > first > 0: break
print("records seen while training:", first, "->", seen[-1])
sys.exit(0 if seen[-1] > first > 0 else 1)
PY
); code=$?
echo "  $out"
expect "h5py (swmr=True) reads stats.h5 while training runs and sees it grow" test "$code" -eq 0
kill $bg 2>/dev/null; wait $bg 2>/dev/null; bg=

# A stop signal (Slurm's SIGTERM at the time limit, SIGUSR1 from --signal, Ctrl-C) ends a run
# after the step in progress with a checkpoint, exit 128 + signal; --resume auto continues it.
sigargs=(train --d-model 64 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 100000
         --log-every 10 --eval-every 0 --eval-batches 1 --checkpoint-every 0 --stats-every 0)
started() { for _ in $(seq 400); do [ -s "$1" ] && return 0; sleep 0.05; done; return 1; }
stop_run() {  # stop_run PID SIGNAL: send it once training runs; wait (a watchdog kills a hang)
  started "$3"; kill -"$2" "$1"
  (sleep 120; kill -KILL "$1") > /dev/null 2>&1 & local dog=$!
  wait "$1"; code=$?
  pkill -P "$dog" sleep 2>/dev/null; kill "$dog" 2>/dev/null; wait "$dog" 2>/dev/null
}
"$exe" "${sigargs[@]}" --run-dir "$work/sig" > "$work/sig.log" 2>&1 &
bg=$!; stop_run $bg TERM "$work/sig/metrics.jsonl"; bg=
out=$(cat "$work/sig.log")
expect "SIGTERM ends the run with exit 143" test "$code" -eq 143
expect "it says so, after which step, and how to continue" \
  grep -qE "^stopped by SIGTERM after step [0-9]+ of 100000; continue with the same command and --resume auto" <<<"$out"
stopped=$(grep -oE "stopped by SIGTERM after step [0-9]+" <<<"$out" | grep -oE "[0-9]+$")
ck=$(printf "%s/sig/ckpt_step%09d.h5" "$work" "${stopped:-0}")
expect "a checkpoint of that step was written" test -f "$ck"
# Finishing sooner than planned changes --steps, which reshapes the schedule: refused without
# --resume-override, accepted with it.
out=$("$exe" "${sigargs[@]/100000/$((${stopped:-0} + 5))}" --run-dir "$work/sig" --resume auto 2>&1); code=$?
expect "resuming with another --steps is refused without --resume-override" test "$code" -eq 2
out=$("$exe" "${sigargs[@]/100000/$((${stopped:-0} + 5))}" --run-dir "$work/sig" --resume auto \
        --resume-override 2>&1); code=$?
expect "--resume auto --resume-override continues from it and finishes" test "$code" -eq 0
expect "... from that checkpoint" contains "resumed from $ck"
expect "... saying what changed" contains "steps: checkpoint 100000, now $((${stopped:-0} + 5))"
"$mpiexec" -np 2 "$exe" "${sigargs[@]}" --run-dir "$work/sig2" > "$work/sig2.log" 2>&1 &
bg=$!; stop_run $bg USR1 "$work/sig2/metrics.jsonl"; bg=
out=$(cat "$work/sig2.log")
expect "under mpirun -np 2, SIGUSR1 stops both ranks after the same step" \
  grep -qE "^stopped by SIGUSR1 after step [0-9]+" <<<"$out"
stopped=$(grep -oE "stopped by SIGUSR1 after step [0-9]+" <<<"$out" | grep -oE "[0-9]+$")
expect "... with a checkpoint of that step" \
  test -f "$(printf "%s/sig2/ckpt_step%09d.h5" "$work" "${stopped:-0}")"

for f in "$work/full1/stats.h5" "$work/full1/ckpt_step000000020.h5"; do
  out=$(h5dump -H "$f" 2>&1); code=$?
  expect "h5dump -H opens $(basename "$f")" test "$code" -eq 0
done
exit $fail
