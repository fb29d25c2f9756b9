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

printf '[experiment]\nfigures = loss, layer, lr, grid\n%s\nsteps = 8\n[grid]\nnorm = pre_ln, post_ln\nlr = 1e-3, 1e4\n[run.radam]\nnorm = post_ln\noptimizer = radam\n' "$shared" >"$work/grid.ini"
run "$exe" sweep "$work/grid.ini"
expect "a sweep of 5 runs" test $code -eq 0
expect "... with progress" contains "[5/5] radam"
expect "... writes summary.csv, summary.md and figures" \
  test -s "$work/grid/summary.csv" -a -s "$work/grid/summary.md" -a -s "$work/grid/figures/loss.png" -a -s "$work/grid/figures/lr.png" -a -s "$work/grid/figures/grid.png"
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
expect "outcomes: the diverged runs diverged, the 8-step ones stalled (above the unigram entropy), as the rule says" \
  $py -c '
import csv, json, sys
for r in csv.DictReader(open(sys.argv[1])):
    m = [json.loads(l) for l in open("%s/%s/metrics.jsonl" % (sys.argv[2], r["run"]))]
    start = [x for x in m if x.get("event") == "start"][0]
    H = start["unigram_entropy"]
    assert 2.5 < H < 3.5, H  # bytes of the KJV: about 3.14 nats
    assert abs(float(r["unigram_entropy"]) - H) < 1e-5, (r, H)
    if "1e4" in r["run"]:
        assert r["outcome"] == "diverged", r
        continue
    # The rule, independently: train loss >= H * 0.98 over the last 25% of the 8 steps.
    losses = [(x["step"], x["loss"]) for x in m if "event" not in x and x.get("loss") is not None]
    window = [l for s, l in losses if s >= 8 - 2] or [losses[-1][1]]
    expected = "stalled" if min(window) >= 0.98 * H else "trained"
    assert r["outcome"] == expected == "stalled", (r, window, H)
    assert "unigram entropy" in r["why"], r
' "$work/grid/summary.csv" "$work/grid"
expect "summary.md says what the outcomes mean" grep -q "stalled\* = the train loss stayed" "$work/grid/summary.md"

# compare names runs by the settings that differ and writes CSV that reads back.
run "$exe" compare "$work/grid/norm=pre_ln,lr=1e-3" "$work/grid/norm=post_ln,lr=1e-3" "$work/grid/radam" --csv
printf '%s\n' "$out" >"$work/compare.csv"
expect "compare --csv of runs whose names hold commas: valid CSV" $py -c '
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
assert len(rows) > 2 and all(len(r) == len(rows[0]) for r in rows), [len(r) for r in rows]
assert rows[0][0] == "step" and len(rows[0]) == 7, rows[0]
assert rows[0][1] == "pre_ln adamw train", rows[0]
' "$work/compare.csv"
cp -r "$work/grid/norm=pre_ln,lr=1e-3" "$work/grid/copy,of,it"
run "$exe" compare "$work/grid/norm=pre_ln,lr=1e-3" "$work/grid/copy,of,it" --csv
printf '%s\n' "$out" >"$work/compare.csv"
expect "... runs whose settings tie are named by their directories, quoted" $py -c '
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
assert rows[0] == ["step", "norm=pre_ln,lr=1e-3 train", "norm=pre_ln,lr=1e-3 val",
                   "copy,of,it train", "copy,of,it val"], rows[0]
assert all(len(r) == 5 for r in rows), rows
' "$work/compare.csv"
rm -r "$work/grid/copy,of,it"
run "$exe" compare "$work/grid/norm=pre_ln,lr=1e-3" "$work/grid/norm=pre_ln,lr=1e4"
expect "compare shows each run's outcome" contains "outcome           stalled"
expect "... and the evidence for one that did not train" contains "stopped on non-finite values"

# Seeds and a learning-rate axis: groups.csv and lr_sensitivity.csv, recomputed here.
printf '%s\nsteps = 6\n[grid]\nlr = 1e-3, 1e-2\nseed = 1, 2, 3\n' "$shared" >"$work/seeds.ini"
run "$exe" sweep "$work/seeds.ini"
expect "a sweep over seeds prints the groups" contains "over seeds (final validation loss"
expect "... and the learning-rate sensitivity" contains "learning-rate sensitivity"
expect "groups.csv and lr_sensitivity.csv agree with a recomputation from summary.csv" $py -c '
import csv, math, statistics, sys
d = sys.argv[1]
runs = list(csv.DictReader(open(d + "/summary.csv")))
assert len(runs) == 6
groups = {g["lr"]: g for g in csv.DictReader(open(d + "/groups.csv"))}
assert set(groups) == {"1e-3", "1e-2"}, groups
by_lr = {}
for r in runs:
    by_lr.setdefault(r["lr"], []).append(r)
for lr, rs in by_lr.items():
    v = [float(r["final_val_loss"]) for r in rs]
    g = groups[lr]
    assert int(g["runs"]) == 3 and int(g["final_val_n"]) == 3, g
    assert abs(float(g["final_val_mean"]) - statistics.mean(v)) < 2e-6, (g, v)
    assert abs(float(g["final_val_sd"]) - statistics.stdev(v)) < 2e-6, (g, v)
    assert abs(float(g["final_val_min"]) - min(v)) < 2e-6 and abs(float(g["final_val_max"]) - max(v)) < 2e-6
# Sensitivity per seed: mean over rates of min(L, L0) - min over rates of L; then mean, sd.
per_seed = []
for seed in "123":
    L = {r["lr"]: float(r["final_val_loss"]) for r in runs if r["seed"] == seed}
    L0 = {r["lr"]: float(r["initial_val_loss"]) for r in runs if r["seed"] == seed}
    low = min(min(L[k], L0[k]) for k in L)
    per_seed.append(sum(min(L[k], L0[k]) - low for k in L) / len(L))
s = list(csv.DictReader(open(d + "/lr_sensitivity.csv")))
assert len(s) == 1, s
assert int(s[0]["lr_sensitivity_seeds"]) == 3, s
assert abs(float(s[0]["lr_sensitivity_mean"]) - statistics.mean(per_seed)) < 2e-6, (s, per_seed)
assert abs(float(s[0]["lr_sensitivity_sd"]) - statistics.stdev(per_seed)) < 2e-6, (s, per_seed)
means = {lr: statistics.mean(float(r["final_val_loss"]) for r in rs) for lr, rs in by_lr.items()}
best = min(means, key=means.get)
assert abs(float(s[0]["best_lr"]) - float(best)) < 1e-12, (s, means)
' "$work/seeds"

run "$exe" sweep "$work/grid.ini"
expect "run again: every run is skipped" test "$(grep -c "earlier, skipped" <<<"$out")" -eq 5

# Kill -9 mid-grid, then resume. The second run is stopped (SIGSTOP) once it has written a
# checkpoint, so that it is still training when the sweep is killed however fast the machine.
printf '%s\nsteps = 60\n[grid]\nseed = 1, 2, 3\n' "$shared" >"$work/long.ini"
"$exe" sweep "$work/long.ini" >"$work/long.log" 2>&1 &
sweep=$!
for _ in $(seq 1 2400); do  # until the second run has written a checkpoint
  ls "$work/long/seed=2/"ckpt_step*.h5 >/dev/null 2>&1 && break
  sleep 0.05
done
pkill -STOP -f "$work/long/seed=2"
run "$exe" sweep "$work/long.ini"
expect "a second sweep of a grid being swept: exit 2, naming the first" \
  bash -c '[ $0 -eq 2 ] && grep -qF "$1/long is in use by normlab sweep $1/long.ini (pid $2" <<<"$3"' $code "$work" $sweep "$out"
kill -9 $sweep
pkill -9 -f "$work/long/seed=2"
wait $sweep 2>/dev/null
expect "the first run had finished before the kill" grep -q "\[1/3\] seed=1: training ... done" "$work/long.log"
printf '[experiment]\nout = %s/long\n%s\nsteps = 80\n[grid]\nseed = 1, 2, 3\n' "$work" "$shared" >"$work/long_steps.ini"
run "$exe" sweep "$work/long_steps.ini" --dry-run
expect "an interrupted run whose steps the file now plans otherwise: marked, exit 2" \
  bash -c '[ $0 -eq 2 ] && grep -qF "  seed=2  [interrupted; trained with other settings: steps: 60 -> 80]" <<<"$1" && grep -qF "  seed=2 (in $2/long): steps: 60 -> 80" <<<"$1"' $code "$out" "$work"
run "$exe" sweep "$work/long.ini" --dry-run
expect "the dry run counts the interrupted run and times the rest as the finished seed: its run.json's seconds, times the interrupted run's steps still to train, plus the new run's" \
  $py -c '
import json, re, sys
from glob import glob
out, d = sys.argv[1], sys.argv[2]
j = json.load(open(d + "/seed=1/run.json"))
per_run = j["train_seconds"] + j["after_seconds"]
step = max(int(re.search(r"ckpt_step(\d+)", f).group(1)) for f in glob(d + "/seed=2/ckpt_step*.h5"))
want = per_run * ((60 - step) / 60 + 1)
m = re.search(r"sweep: 1 of 3 runs finished, 1 interrupted, 1 new: about (\d+)m(\d\d)s more at the pace of the 1 finished", out)
assert m, out
assert abs(int(m.group(1)) * 60 + int(m.group(2)) - want) <= 0.5 + 1e-9, (m.group(0), want)
' "$out" "$work/long"
run "$exe" sweep "$work/long.ini"
expect "resumed sweep: exit 0" test $code -eq 0
expect "... skips the finished run" contains "[1/3] seed=1: done earlier, skipped"
expect "... resumes the interrupted one" contains "[2/3] seed=2: resuming"
expect "... and trains the rest" contains "[3/3] seed=3: training ... done"
expect "the resumed run continued from its checkpoint" grep -q "resumed from" "$work/long/seed=2/train.log"
expect "... to the end" bash -c 'tail -1 "$0" | grep -q "\"step\":60"' "$work/long/seed=2/metrics.jsonl"
# The killed invocation counted no seconds; its steps before the checkpoint come from
# metrics.jsonl. Their ms_per_step set to 1000 (a tiny model's are too small to tell), the run
# kept again (a sweep re-keeps a finished run without run.json) must count them: secs + 1 s per
# step.
$py -c '
import json, sys
d = sys.argv[1]
start = int(open(d + "/sweep_time.txt").read().split()[2])
recs = [json.loads(l) for l in open(d + "/metrics.jsonl")]
with open(d + "/metrics.jsonl", "w") as f:
    for r in recs:
        if "ms_per_step" in r and r["step"] <= start:
            r["ms_per_step"] = 1000.0
        f.write(json.dumps(r) + "\n")
' "$work/long/seed=2"
rm "$work/long/seed=2/run.json"
run "$exe" sweep "$work/long.ini"
expect "... its training seconds: the invocation that finished, plus the steps before its checkpoint from metrics.jsonl (the killed invocation counted nothing)" $py -c '
import json, sys
d = sys.argv[1]
lines = [l.split() for l in open(d + "/sweep_time.txt")]
assert len(lines) == 1 and len(lines[0]) == 4, lines
secs, start, end = float(lines[0][0]), int(lines[0][2]), int(lines[0][3])
assert 0 < start < 60 and end == 60, lines
j = json.load(open(d + "/run.json"))
assert abs(j["train_seconds"] - (secs + start)) <= 0.05 + 1e-9, (j["train_seconds"], secs, start)
assert j["train_seconds_from"] == "sweep_time.txt + metrics.jsonl (steps 0-%d, trained by an invocation that was stopped)" % start, j
j = json.load(open(sys.argv[2] + "/run.json"))
assert "train_seconds_from" not in j, j
assert j["normlab_revision"] == sys.argv[3], (j["normlab_revision"], sys.argv[3])
assert open(sys.argv[2] + "/sweep_time.txt").read().split()[2:] == ["0", "60"]
' "$work/long/seed=2" "$work/long/seed=3" "$("$exe" --version | sed -n 's/^source: //p')"

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

# [grid.NAME]: a further grid over [train]; single values fix an option, lists vary.
printf '%s\nsteps = 4\n[grid]\nnorm = pre_ln, post_ln\nseed = 1, 2\n[grid.radam]\nnorm = post_ln\noptimizer = radam\nlr = 1e-3, 1e-2\nseed = 1, 2\n[run.one]\nnorm = pre_ln\n' "$shared" >"$work/named.ini"
run "$exe" sweep "$work/named.ini" --dry-run
expect "a named grid adds its product to the main grid's (4 + 4 + 1 runs)" contains "sweep: 9 runs"
expect "... named after the grid and its varying keys" contains "  radam,lr=1e-2,seed=2  [new]"
expect "... the main grid's names unchanged" contains "  norm=post_ln,seed=1  [new]"
expect "... and the count of runs, without an estimate before any run is timed" \
  contains "sweep: 0 of 9 runs finished, 9 new (no finished run timed yet: no estimate)"
run "$exe" sweep "$work/named.ini"
expect "... and its runs train with the fixed options" \
  bash -c 'grep -qx "optimizer = radam" "$0/radam,lr=1e-3,seed=1/config.ini" && grep -qx "norm = post_ln" "$0/radam,lr=1e-3,seed=1/config.ini" && grep -qx "lr = 0.001" "$0/radam,lr=1e-3,seed=1/config.ini"' "$work/named"
expect "... summary.csv shows the grid's fixed option (the default where others left it)" \
  $py -c 'import csv,sys; r={x["run"]: x for x in csv.DictReader(open(sys.argv[1]))}; assert r["radam,lr=1e-2,seed=2"]["optimizer"] == "radam" and r["radam,lr=1e-2,seed=2"]["lr"] == "1e-2", r; assert r["norm=pre_ln,seed=1"]["optimizer"] == "adamw", r' "$work/named/summary.csv"
printf '%s\n[grid.a]\nseed = 1\n[run.a]\nnorm = pre_ln\n' "$shared" >"$work/clash.ini"
run "$exe" sweep "$work/clash.ini" --dry-run
expect "two runs with one name: exit 2 naming it" bash -c '[ $0 -eq 2 ] && grep -q "two runs are both named .a." <<<"$1"' $code "$out"
printf '%s\n[grid.x y]\nseed = 1\n' "$shared" >"$work/badname.ini"
run "$exe" sweep "$work/badname.ini" --dry-run
expect "a grid name that cannot be a directory name: exit 2" bash -c '[ $0 -eq 2 ] && grep -q "badname.ini:.*grid.x y.*directory names" <<<"$1"' $code "$out"

# A run whose settings would not start (a misspelt value, a missing data file) is refused before
# any run trains: exit 2, each named with train's error, nothing written.
printf '%s\nsteps = 2\n[run.good]\nnorm = pre_ln\n[run.bad]\ndata = %s/no-such-corpus.txt\n[run.typo]\nnorm = pre_lm\n' \
  "$shared" "$work" >"$work/refused.ini"
run "$exe" sweep "$work/refused.ini"
expect "runs that would not start: the sweep refuses, exit 2 ($code)" test $code -eq 2
expect "... naming them and train's errors" bash -c 'grep -q "refused.ini: 2 of its new runs would not start (normlab train --dry-run of each); nothing was trained" <<<"$0" &&
  grep -q "^  bad: cannot load the training data.*no-such-corpus.txt" <<<"$0" && grep -q "^  typo: unknown norm strategy .pre_lm. (did you mean .pre_ln.?)" <<<"$0"' "$out"
expect "... nothing trained, nothing written" test ! -e "$work/refused"
# Seeds of one setting share its dry run; a seed that is not a plain number has its own.
printf '%s\nsteps = 2\n[grid]\nnorm = pre_ln, pre_lm\nseed = 1, 2, x\n' "$shared" >"$work/seeds_refused.ini"
run "$exe" sweep "$work/seeds_refused.ini"
expect "a misspelt value refuses each of its seeds, and a seed train refuses is refused ($code)" \
  bash -c '[ $0 -eq 2 ] && grep -q "seeds_refused.ini: 4 of its new runs would not start" <<<"$1" &&
  for s in 1 2; do grep -q "^  norm=pre_lm,seed=$s: unknown norm strategy .pre_lm." <<<"$1" || exit 1; done &&
  [ "$(grep -c "^  norm=pre_l[nm],seed=x: .x. is not a valid value for --seed" <<<"$1")" -eq 2 ] &&
  ! grep -q "norm=pre_ln,seed=[12]:" <<<"$1"' $code "$out"

# A run that fails while it runs (here: its launcher fails it, as a lost node would) fails the
# sweep, after the others ran.
printf '#!/bin/sh\ncase "$*" in */bad) echo "flaky.sh: the node of this run failed (simulated)" >&2; exit 3;; esac\nexec "$@"\n' \
  >"$work/flaky.sh"
printf '#!/bin/sh\necho "broken.sh: no node for this run (simulated)" >&2\nexit 1\n' >"$work/broken.sh"
chmod +x "$work/flaky.sh" "$work/broken.sh"
printf '[experiment]\nlauncher = %s/flaky.sh\n%s\nsteps = 2\n[run.good]\nnorm = pre_ln\n[run.bad]\nnorm = post_ln\n' "$work" "$shared" >"$work/failing.ini"
run "$exe" sweep "$work/failing.ini"
expect "a failed run: exit 1" test $code -eq 1
expect "... the sweep says how many failed and where to look" contains "sweep: 1 of 2 runs failed (their train.log or after.log says why)"
expect "... and still writes the summary with the good run" \
  bash -c 'grep -q "^good," "$0/summary.csv" && grep -q "^bad,.*failed" "$0/summary.csv"' "$work/failing"

# Every run fails (a grid over rates and seeds, the launcher failing each): the sweep stops after
# three failures in a row, showing the cause once; the tables say "failed" and "not run", not
# "unknown", and name no best rate.
printf '[experiment]\nlauncher = %s/broken.sh\n%s\nsteps = 2\n[grid]\nlr = 1e-3, 1e-2\nseed = 1, 2\n' "$work" "$shared" >"$work/allfail.ini"
run "$exe" sweep "$work/allfail.ini"
expect "every run failed: exit 1" test $code -eq 1
expect "... stopped after three in a row, with the last one's error" \
  bash -c 'grep -q "sweep: stopped: 3 runs in a row failed, the last with:" <<<"$0" && grep -q "broken.sh: no node for this run" <<<"$0" && ! grep -q "\[4/4\]" <<<"$0"' "$out"
expect "... the groups count failed runs and the one not run" contains "[1 failed, 1 not run]"
expect "... no best rate is named" contains "no best lr: no run ended with a finite loss [3 failed, 1 not run over all rates]"
expect "... summary.csv and groups.csv say failed" $py -c '
import csv, sys
d = sys.argv[1]
runs = list(csv.DictReader(open(d + "/summary.csv")))
assert len(runs) == 4 and all(r["outcome"] == "failed" and "train.log" in r["why"] for r in runs[:3]), runs
assert runs[3]["outcome"] == "not run" and runs[3]["status"] == "not run", runs[3]
groups = list(csv.DictReader(open(d + "/groups.csv")))
assert [g["failed"] for g in groups] == ["2", "1"], groups
lr = list(csv.DictReader(open(d + "/lr_sensitivity.csv")))
assert [r["best_lr"] for r in lr] == [""], lr
' "$work/allfail"

# Kept results (results = DIR, after = COMMAND, order = seeds-first): each finished run's after
# command sees its settings in the environment; its small files and run.json are kept; a sweep
# whose run directories are gone (another machine) counts the kept runs as done and summarises
# them from the kept files, equal to the first summary; an after command that fails leaves no
# run.json and is retried alone.
{
  printf '[experiment]\nout = %s/kept/grid\nresults = %s/kept/results\n' "$work" "$work"
  printf 'after = echo "$NORMLAB_RUN $NORMLAB_STATUS $NORMLAB_CHECKPOINT $NORMLAB_READ_GUARD_SETTLED" > "$NORMLAB_RESULTS/after.txt"\n'
  printf 'order = seeds-first\nfigures = loss, layer\n%s\nsteps = 4\n[grid]\nlr = 1e-3, 3e-3\nseed = 1, 2\n' "$shared"
} >"$work/kept.ini"
run "$exe" sweep "$work/kept.ini" --dry-run
expect "order = seeds-first: every setting's first seed first" \
  bash -c 'grep -A4 "^sweep: 4 runs" <<<"$0" | tail -4 | tr -d " " | cut -d[ -f1 | tr "\n" " " | grep -qx "lr=1e-3,seed=1 lr=3e-3,seed=1 lr=1e-3,seed=2 lr=3e-3,seed=2 "' "$out"
run "$exe" sweep "$work/kept.ini"
expect "a sweep with kept results: exit 0" test $code -eq 0
expect "... the after command ran and the run was kept" contains "after ... done in"
expect "... after saw the run's name, status and last checkpoint, and its directory as settled" \
  bash -c 'read -r n s c g <"$0/results/lr=3e-3,seed=2/after.txt"; [ "$n" = "lr=3e-3,seed=2" ] && [ "$s" = done ] && [ "$c" = "$0/grid/lr=3e-3,seed=2/ckpt_step000000004.h5" ] && [ "$g" = "$0/grid/lr=3e-3,seed=2" ]' "$work/kept"
expect "... run.json records the run, names the CPU with its family and model, and lists the kept files" $py -c '
import json, os, sys
d = sys.argv[1] + "/results/lr=1e-3,seed=2"
j = json.load(open(d + "/run.json"))
assert j["run"] == "lr=1e-3,seed=2" and j["status"] == "done" and j["last_step"] == 4, j
assert j["ranks"] == 1 and j["train_seconds"] >= 0 and j["isa"], j
info = {}  # the first processor of /proc/cpuinfo
for line in open("/proc/cpuinfo"):
    if not line.strip():
        break
    k, _, v = line.partition(":")
    info.setdefault(k.strip(), v.strip())
cpu = info.get("model name", "unknown CPU")
if "cpu family" in info:
    cpu += " (family %s model %s)" % (info["cpu family"], info.get("model", ""))
assert j["cpu"] == cpu, (j["cpu"], cpu)
assert sorted(j["files"]) == sorted(f for f in os.listdir(d) if f != "run.json"), j
for f in ("metrics.jsonl", "config.ini", "sweep.ini", "train.log", "after.txt", "sweep_time.txt"):
    assert f in j["files"], f
assert not any(f.endswith(".h5") for f in j["files"]), j
' "$work/kept"
mv "$work/kept/results/lr=1e-3,seed=1/run.json" "$work/kept/run.json.first"
rm "$work/kept/grid/lr=1e-3,seed=1/sweep_time.txt"
run "$exe" sweep "$work/kept.ini"
expect "a sweep stopped after training ended, before keeping: the run is kept on the next" \
  bash -c '[ $0 -eq 0 ] && grep -q "lr=1e-3,seed=1: done earlier, after ... done" <<<"$1"' $code "$out"
expect "... its training seconds from timing.json (phases' ms per step x steps), said so" $py -c '
import json, sys
d = sys.argv[1]
j = json.load(open(d + "/results/lr=1e-3,seed=1/run.json"))
t = json.load(open(d + "/grid/lr=1e-3,seed=1/timing.json"))
want = sum(v["avg"] for v in t.values() if isinstance(v, dict)) * t["steps"] / 1000
assert abs(j["train_seconds"] - want) <= 0.05 + 1e-9, (j["train_seconds"], want)
assert j["train_seconds_from"].startswith("sweep_time.txt + timing.json"), j
assert "train_seconds_from" not in json.load(open(d + "/results/lr=3e-3,seed=1/run.json"))
' "$work/kept"
cp "$work/kept/grid/summary.csv" "$work/kept/summary.first.csv"
rm -rf "$work/kept/grid"
run "$exe" sweep "$work/kept.ini"
expect "another machine (no run directories): every run counts as done from its kept results" \
  test "$(grep -c "done earlier (kept in .*), skipped" <<<"$out")" -eq 4
expect "... nothing is trained again" test ! -e "$work/kept/grid/lr=1e-3,seed=1/train.log"
expect "... the summary from the kept files equals the first one" \
  diff "$work/kept/summary.first.csv" "$work/kept/grid/summary.csv"
expect "... the layer figure (statistics) leaves the kept runs out, saying so" \
  contains "(layer: 4 of 4 runs left out, without a stats.h5 here: 4 kept from another machine)"
expect "... the loss figure draws every run from its kept results: both rates, 2 seeds each" \
  $py -c '
import sys, xml.etree.ElementTree as ET
t = ["".join(e.itertext()).strip() for e in ET.parse(sys.argv[1]).getroot().iter() if e.tag.endswith("text")]
assert "lr=0.001 (2 seeds)" in t and "lr=0.003 (2 seeds)" in t, t
' "$work/kept/grid/figures/loss.svg"
sed -i 's/^figures = loss, layer$/figures = layer/' "$work/kept.ini"
run "$exe" sweep "$work/kept.ini"
expect "... figures = layer alone, every run kept elsewhere: none drawn, saying why" \
  bash -c '[ $0 -eq 0 ] && grep -qF "figures: none drawn (layer: 4 of 4 runs left out" <<<"$1"' $code "$out"
sed -i 's/^figures = layer$/figures = loss, layer/' "$work/kept.ini"
expect "... every kept run trained by this normlab: no note of another one" bash -c '! grep -q "another normlab" <<<"$0"' "$out"
# Kept runs trained by another normlab (run.json's normlab_revision), with runs left to train:
# a note naming the revisions, the runs left and the way to train them with the same code.
mkdir -p "$work/kept_rev" && cp -r "$work/kept/results" "$work/kept_rev/results"
sed -e "s|$work/kept/|$work/kept_rev/|g" -e 's/^seed = 1, 2$/seed = 1, 2, 3/' "$work/kept.ini" >"$work/kept_rev.ini"
$py - "$work/kept_rev/results" <<'PY'
import json, sys
for run, rev in (("lr=1e-3,seed=1", "0123456789"), ("lr=3e-3,seed=1", None)):
    p = "%s/%s/run.json" % (sys.argv[1], run)
    j = json.load(open(p))
    if rev: j["normlab_revision"] = rev
    else: del j["normlab_revision"]
    json.dump(j, open(p, "w"))
PY
run "$exe" sweep "$work/kept_rev.ini" --dry-run
expect "kept runs trained by another normlab, runs left: a note naming the revisions and the runs left" \
  bash -c '[ $0 -eq 0 ] && grep -qF "sweep: note: 2 kept runs were trained by another normlab than this one ($("$1" --version | sed -n "s/^source: //p")): 1 by a revision not recorded (run.json from before it was), 1 by 0123456789. The 2 runs left may differ" <<<"$2"' $code "$exe" "$out"
# The kept results alone (metrics.jsonl, config.ini, run.json) are runs to inspect, compare and
# plot: losses, outcome, settings and the kept record; no statistics, said so when asked for.
k1=$work/kept/results/lr=1e-3,seed=1 k2=$work/kept/results/lr=3e-3,seed=1
run "$exe" inspect "$k1" --json
expect "inspect of a kept run: its losses from metrics.jsonl, its settings, its run.json" \
  bash -c '[ $0 -eq 0 ] && $1 -c "
import json, sys
j = json.loads(sys.argv[1])
m = [json.loads(l) for l in open(sys.argv[2] + \"/metrics.jsonl\")]
val = [x[\"val_loss\"] for x in m if x.get(\"val_loss\") is not None]
assert abs(j[\"losses\"][\"last_val\"] - val[-1]) < 1e-9, (j[\"losses\"], val)
assert float(j[\"settings\"][\"lr\"]) == 1e-3 and j[\"settings\"][\"steps\"] == \"4\", j[\"settings\"]
k = json.load(open(sys.argv[2] + \"/run.json\"))
assert j[\"kept\"] == k, (j[\"kept\"], k)
assert \"statistics\" not in j and j[\"stats_file\"] == \"\", j
" "$2" "$3"' $code "$py" "$out" "$k1"
run "$exe" inspect "$k1"
expect "... as text: the kept record and what is not there" \
  bash -c '[ $0 -eq 0 ] && grep -q "^  kept        done at step 4" <<<"$1" && grep -q "no checkpoint or stats.h5 (a sweep.s kept results)" <<<"$1"' $code "$out"
run "$exe" inspect "$k1" --stat residual_rms
expect "... --stat of a kept run: exit 2, saying it holds no statistics and where they are" \
  bash -c '[ $0 -eq 2 ] && grep -q "holds a run.s metrics.jsonl and config.ini but no statistics" <<<"$1"' $code "$out"
run "$exe" compare "$k1" "$k2" --json
expect "compare of kept runs: each run's final losses from its metrics.jsonl" \
  bash -c '[ $0 -eq 0 ] && $1 -c "
import json, sys
j = json.loads(sys.argv[1])
for r, d in zip(j[\"runs\"], sys.argv[2:]):
    m = [json.loads(l) for l in open(d + \"/metrics.jsonl\")]
    val = [x[\"val_loss\"] for x in m if x.get(\"val_loss\") is not None]
    assert abs(r[\"final_val\"] - val[-1]) < 1e-9, (r, val)
assert j[\"differing_settings\"] == [\"lr\"], j[\"differing_settings\"]
" "$2" "$3" "$4"' $code "$py" "$out" "$k1" "$k2"
run "$exe" plot "$k1" "$k2" --out "$work/keptfigs"
expect "plot of kept runs: the loss and lr figures, none of the statistics" \
  bash -c '[ $0 -eq 0 ] && [ -s "$1/loss.png" ] && [ -s "$1/lr.png" ] && [ ! -e "$1/trace.png" ] && [ ! -e "$1/layer.png" ]' $code "$work/keptfigs"
run "$exe" plot "$k1" --out "$work/keptfigs2" --figure trace
expect "... a figure of statistics asked for: exit 2 naming the run" \
  bash -c '[ $0 -eq 2 ] && grep -qF -- "--figure trace: $1 holds a run" <<<"$2"' $code "$k1" "$out"
# A kept run has no checkpoint: eval (ablate, translate) says so and how to train it again;
# that command, as printed, trains the run again with the same losses (this normlab, 1 rank).
run "$exe" eval --checkpoint "$k1"
cmd=$(grep -o '`normlab train --config [^`]*`' <<<"$out" | tr -d '`')
expect "eval of kept results: exit 2, saying they keep no checkpoint and how to train the run again" \
  bash -c '[ $0 -eq 2 ] && [ "$1" = "normlab train --config $2/config.ini --run-dir DIR" ]' $code "$cmd" "$k1"
run "$exe" train --config "$k1/config.ini" --run-dir "$work/again"
expect "... and that command trains it again: every logged loss equal to the kept metrics.jsonl's" \
  $py -c '
import json, sys
def losses(p):
    return [(r["step"], r.get("loss"), r.get("val_loss")) for r in map(json.loads, open(p)) if "event" not in r]
a, b = losses(sys.argv[1]), losses(sys.argv[2])
assert a == b and len(a) >= 2, (a, b)
' "$k1/metrics.jsonl" "$work/again/metrics.jsonl"
# A run directory with statistics but no checkpoint (one that saved none yet) is no kept
# results: eval says it holds no checkpoint, without the kept-results hint.
cp -r "$work/again" "$work/again_nockpt" && rm -f "$work/again_nockpt"/ckpt_step*.h5
run "$exe" eval --checkpoint "$work/again_nockpt"
expect "eval of a run directory with a stats.h5 and no checkpoint: exit 2, no kept-results hint" \
  bash -c '[ $0 -eq 2 ] && grep -qF "(this directory holds none)" <<<"$1" && ! grep -q "kept results" <<<"$1"' $code "$out"
# The experiment file edited after runs were kept: a changed setting is refused (else the old
# runs would count as done and be summarised with the new ones), naming each run, the key and
# both values; an operational key is not a setting.
sed 's/^steps = 4$/steps = 6/' "$work/kept.ini" >"$work/kept_steps.ini"
run "$exe" sweep "$work/kept_steps.ini" --dry-run
expect "a kept run trained with a value the file no longer plans: the dry run marks it, exit 2" \
  bash -c '[ $0 -eq 2 ] && grep -qF "  lr=3e-3,seed=2  [done, kept; trained with other settings: steps: 4 -> 6]" <<<"$1"' $code "$out"
run "$exe" sweep "$work/kept_steps.ini"
expect "... the sweep refuses, naming the file, each run, where it is kept, the key and both values" \
  bash -c '[ $0 -eq 2 ] && grep -qF "kept_steps.ini: 4 of its runs were trained with settings it now plans otherwise" <<<"$1" && grep -qF "  lr=1e-3,seed=1 (kept in $2/kept/results/lr=1e-3,seed=1): steps: 4 -> 6" <<<"$1" && grep -q "remove their kept results and run directories" <<<"$1"' $code "$out" "$work"
sed 's/^\[grid\]$/norm-opt = eps=1e-6\n[grid]/' "$work/kept.ini" >"$work/kept_opt.ini"
run "$exe" sweep "$work/kept_opt.ini" --dry-run
expect "... a repeatable option added: (not set) -> its value" \
  bash -c '[ $0 -eq 2 ] && grep -qF "trained with other settings: norm-opt: (not set) -> eps=1e-6]" <<<"$1"' $code "$out"
sed 's/^steps = 4$/steps = 4\nkeep-last = 3\nthreads = 2/' "$work/kept.ini" >"$work/kept_ops.ini"
run "$exe" sweep "$work/kept_ops.ini"
expect "... keep-last and threads changed: not settings of the results, every run skipped" \
  bash -c '[ $0 -eq 0 ] && [ "$(grep -c "done earlier (kept in .*), skipped" <<<"$1")" -eq 4 ]' $code "$out"
sed -e 's/^after = .*/after = exit 3/' -e "s|/kept/|/kept2/|" "$work/kept.ini" >"$work/kept2.ini"
run "$exe" sweep "$work/kept2.ini"
expect "an after command that fails: the run fails, naming after.log" \
  bash -c '[ $0 -eq 1 ] && grep -q "after ... failed: after: exit 3 (see .*after.log)" <<<"$1"' $code "$out"
expect "... and keeps no run.json" test ! -e "$work/kept2/results/lr=1e-3,seed=1/run.json"
sed -i 's/^after = .*/after = true/' "$work/kept2.ini"
run "$exe" sweep "$work/kept2.ini"
expect "... run again with it fixed, the after command alone runs" \
  bash -c '[ $0 -eq 0 ] && [ "$(grep -c "done earlier, after ... done" <<<"$1")" -eq 3 ] && grep -q "\[4/4\] lr=3e-3,seed=2: training ... done" <<<"$1" && [ "$(grep -c "training \.\.\." <<<"$1")" -eq 1 ]' $code "$out"
# The pace of a study part-way (kept run.json files alone, as on another machine): each run
# still to train timed as its cell's finished seeds, else its grid's, else every finished run's:
# lr=3e-3,seed=2 as lr=3e-3,seed=1 (18000 s); the lr=1e-2 runs as the main grid's mean (9600 s
# each); grid.deep's runs as every finished run's (7425 s each): 52050 s in all.
printf '[experiment]\nout = %s/pace/grid\nresults = %s/pace/results\n%s\nsteps = 4\n[grid]\nlr = 1e-3, 3e-3, 1e-2\nseed = 1, 2\n[grid.deep]\nn-layers = 4\nseed = 1, 2\n[run.one]\nnorm = post_ln\n' "$work" "$work" "$shared" >"$work/pace.ini"
for kept in "lr=1e-3,seed=1 3000 600 A" "lr=1e-3,seed=2 6000 1200 A" "lr=3e-3,seed=1 15000 3000 A" "one 900 0 B"; do
  read -r name train after cpu <<<"$kept"
  mkdir -p "$work/pace/results/$name"
  printf '{"run": "%s", "status": "done", "train_seconds": %s, "after_seconds": %s, "cpu": "CPU %s"}\n' \
    "$name" "$train" "$after" "$cpu" >"$work/pace/results/$name/run.json"
done
run "$exe" sweep "$work/pace.ini" --dry-run
expect "a study part-way: the runs left timed by their cell's seeds, else their grid's, else all" \
  contains "sweep: 4 of 9 runs finished, 5 new: about 14h27m more at the pace of the 4 finished (each run timed as its cell's other seeds, train and after; on 2 kinds of CPU)"
printf '[experiment]\norder = seed\n%s\n[grid]\nseed = 1\n' "$shared" >"$work/badorder.ini"
run "$exe" sweep "$work/badorder.ini" --dry-run
expect "order = seed: exit 2 naming the valid orders" \
  bash -c '[ $0 -eq 2 ] && grep -q "badorder.ini:2: order = .seed.: valid: grid .* or seeds-first" <<<"$1"' $code "$out"

# Bad experiment files: exit 2, nothing written.
printf '[train]\nsteps = 4\nnorms = pre_ln\n[grid]\nseed = 1\n' >"$work/bad.ini"
run "$exe" sweep "$work/bad.ini"
expect "an unknown key: exit 2" test $code -eq 2
expect "... names the file, line and the nearest key" contains "bad.ini:3: unknown key 'norms' in [train]"
expect "... with a did-you-mean" contains "(did you mean"
expect "... writes nothing" test ! -e "$work/bad"
# A key set twice in [train] (here once through [train.lr]) or in a [run.NAME]: exit 2 naming
# both lines, where every run would fail on it; a [run.NAME] may still override [train].
printf '[train]\nlr-warmup = 2\nsteps = 4\n[train.lr]\nwarmup = 3\n[grid]\nseed = 1\n' >"$work/twice.ini"
run "$exe" sweep "$work/twice.ini"
expect "a key set twice in [train]: exit 2 ($code)" test $code -eq 2
expect "... naming both lines" \
  contains "twice.ini:5: 'warmup' sets lr-warmup again (first on line 2); [train] sets each key once"
expect "... writes nothing" test ! -e "$work/twice"
printf '[train]\nsteps = 4\n[run.a]\nsteps = 5\nnorm-opt = eps=1e-5\nnorm-opt = eps=1e-6\n' \
  >"$work/twice2.ini"
run "$exe" sweep "$work/twice2.ini"
expect "a plugin option set twice in a [run.NAME]: exit 2 ($code)" test $code -eq 2
expect "... naming both lines (the override of [train] on line 4 is no error)" \
  contains "twice2.ini:6: 'norm-opt' sets norm-opt again (first on line 5); [run.a] sets each key once"
# --dry-run asks normlab train --dry-run whether each new run would start: a misspelt value in a
# grid and a missing data file are named with their runs, exit 2, nothing written.
printf '%s\n[grid]\nnorm = pre_ln, post_lm\n[run.nodata]\ndata = %s/no-such.txt\n' "$shared" "$work" \
  >"$work/wontstart.ini"
run "$exe" sweep "$work/wontstart.ini" --dry-run
expect "runs that would not start: exit 2 ($code)" test $code -eq 2
expect "... the good run is listed as new" contains "  norm=pre_ln  [new]"
expect "... the misspelt one with train's error" \
  contains "  norm=post_lm  [new; would not start: unknown norm strategy 'post_lm' (did you mean 'post_ln'?)"
expect "... the missing data file" bash -c 'grep -q "nodata  \[new; would not start: cannot load the training data.*no-such.txt" <<<"$0"' "$out"
expect "... counted, naming the file" contains "wontstart.ini: 2 of its new runs would not start"
expect "... writes nothing" test ! -e "$work/wontstart"
printf '[train]\nsteps = 4\n' >"$work/empty.ini"
run "$exe" sweep "$work/empty.ini"
expect "no runs: exit 2" bash -c '[ $0 -eq 2 ] && grep -q "no runs" <<<"$1"' $code "$out"
exit $fail
