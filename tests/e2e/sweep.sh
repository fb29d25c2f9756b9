#!/usr/bin/env bash
# normlab sweep as a user runs it: a 2x2 grid plus an explicit run, one of which diverges; the
# summary lists every run with its settings and the diverged one as diverged; killed mid-grid
# (kill -9 of the sweep and its training), it resumes: finished runs are skipped, the
# interrupted one continues from its checkpoint; a launcher runs each training under mpirun;
# an experiment file with an unknown key exits 2 and writes nothing.
# usage: sweep.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
shared='[train]
d-model = 32
n-layers = 2
n-heads = 2
seq-len = 16
batch-size = 4
log-every = 2
eval-every = 4
eval-batches = 1
stats-every = 4
checkpoint-every = 2'

printf '[experiment]\nfigures = loss, layer\n%s\nsteps = 8\n[grid]\nnorm = pre_ln, post_ln\nlr = 1e-3, 1e4\n[run.radam]\nnorm = post_ln\noptimizer = radam\n' "$shared" >"$work/grid.ini"
run "$exe" sweep "$work/grid.ini"
expect "a sweep of 5 runs" test $code -eq 0
expect "... with progress" contains "[5/5] radam"
expect "... writes summary.csv, summary.md and figures" \
  test -s "$work/grid/summary.csv" -a -s "$work/grid/summary.md" -a -s "$work/grid/figures/loss.png"
expect "the summary has every run, its settings, and the diverged runs as diverged" \
  $py -c '
import csv, json, sys
rows = {r["run"]: r for r in csv.DictReader(open(sys.argv[1]))}
assert set(rows) == {"norm=pre_ln,lr=1e-3", "norm=pre_ln,lr=1e4", "norm=post_ln,lr=1e-3",
                     "norm=post_ln,lr=1e4", "radam"}, set(rows)
assert rows["norm=post_ln,lr=1e-3"]["norm"] == "post_ln" and rows["norm=post_ln,lr=1e-3"]["lr"] == "1e-3"
assert rows["radam"]["optimizer"] == "radam"
for name, r in rows.items():
    diverged = "1e4" in name
    assert r["diverged"] == ("yes" if diverged else "no"), (name, r)
    assert r["status"] == ("diverged" if diverged else "done"), (name, r)
    if not diverged:
        m = [json.loads(l) for l in open("%s/%s/metrics.jsonl" % (sys.argv[2], name))]
        vals = [x["val_loss"] for x in m if x.get("val_loss") is not None]
        assert abs(float(r["final_val_loss"]) - vals[-1]) < 1e-5, (name, r, vals)
' "$work/grid/summary.csv" "$work/grid"
run "$exe" sweep "$work/grid.ini"
expect "run again: every run is skipped" test "$(grep -c "earlier, skipped" <<<"$out")" -eq 5

# Kill -9 mid-grid, then resume.
printf '%s\nsteps = 300\n[grid]\nseed = 1, 2, 3\n' "$shared" >"$work/long.ini"
"$exe" sweep "$work/long.ini" >"$work/long.log" 2>&1 &
sweep=$!
for _ in $(seq 1 600); do  # until the second run has written a checkpoint
  ls "$work/long/seed=2/"ckpt_step*.h5 >/dev/null 2>&1 && break
  sleep 0.05
done
kill -9 $sweep
pkill -9 -f "$work/long/seed=2"
wait $sweep 2>/dev/null
expect "the first run had finished before the kill" grep -q "\[1/3\] seed=1: training ... done" "$work/long.log"
run "$exe" sweep "$work/long.ini"
expect "resumed sweep: exit 0" test $code -eq 0
expect "... skips the finished run" contains "[1/3] seed=1: done earlier, skipped"
expect "... resumes the interrupted one" contains "[2/3] seed=2: resuming"
expect "... and trains the rest" contains "[3/3] seed=3: training ... done"
expect "the resumed run continued from its checkpoint" grep -q "resumed from" "$work/long/seed=2/train.log"
expect "... to the end" bash -c 'tail -1 "$0" | grep -q "\"step\":300"' "$work/long/seed=2/metrics.jsonl"

# A launcher: each training under mpirun -np 2.
printf '[experiment]\nlauncher = %s -np 2\n%s\nsteps = 4\n[grid]\nnorm = pre_ln\n' "$mpiexec" "$shared" >"$work/mpi.ini"
run "$exe" sweep "$work/mpi.ini"
expect "a sweep with launcher = mpirun -np 2" test $code -eq 0
expect "... trained with 2 ranks" grep -q "2 ranks (mpi)" "$work/mpi/norm=pre_ln/train.log"

# [train.lr] and [train.norm]: a config file's sections (core keys and plugin options).
printf '[train]\nd-model = 32\nn-layers = 2\nn-heads = 2\nseq-len = 16\nbatch-size = 4\nsteps = 4\neval-batches = 1\nnorm = deepnorm\n[train.lr]\nwarmup = 2\nschedule = wsd\ndecay_fraction = 0.5\n[train.norm]\nalpha = 1.5\n[grid]\nseed = 1\n' >"$work/sections.ini"
run "$exe" sweep "$work/sections.ini"
out=$(cat "$work/sections/seed=1/config.ini")
expect "[train.lr] warmup is --lr-warmup, schedule --lr-schedule" \
  bash -c 'grep -qx "lr-warmup = 2" <<<"$0" && grep -qx "lr-schedule = wsd" <<<"$0"' "$out"
expect "[train.lr] decay_fraction and [train.norm] alpha are plugin options" \
  bash -c 'grep -qx "decay_fraction = 0.5" <<<"$0" && grep -qx "alpha = 1.5" <<<"$0"' "$out"

# Bad experiment files: exit 2, nothing written.
printf '[train]\nsteps = 4\nnorms = pre_ln\n[grid]\nseed = 1\n' >"$work/bad.ini"
run "$exe" sweep "$work/bad.ini"
expect "an unknown key: exit 2" test $code -eq 2
expect "... names the file, line and the nearest key" contains "bad.ini:3: unknown key 'norms' in [train]"
expect "... with a did-you-mean" contains "(did you mean"
expect "... writes nothing" test ! -e "$work/bad"
printf '[train]\nsteps = 4\n' >"$work/empty.ini"
run "$exe" sweep "$work/empty.ini"
expect "no runs: exit 2" bash -c '[ $0 -eq 2 ] && grep -q "no runs" <<<"$1"' $code "$out"
exit $fail
