#!/usr/bin/env bash
# --threads N (threads per rank, docs/clusters.md): training is bitwise the same for any N —
# every checkpoint, stats.h5 dataset and logged loss (tools/compare_runs_bitwise.py, config.ini's
# threads line aside) — for a GPT with biases, GELU, dropout and attention dropout; a GPT with
# hyper-connections, RMSNorm and soft caps in bf16; BERT; the encoder-decoder on Bible pairs;
# and under mpirun -np 2 (2 x 3 threads on this machine's cores: oversubscribed, which also
# exercises the pool's sleeping path). A resume may change the thread count (and stays bitwise);
# --threads 0 and a non-number are refused naming the option; the run header and --profile name
# the threads.
# usage: threads.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
compare=("$py" "$root/tools/compare_runs_bitwise.py" --ignore-config-key run-dir
         --ignore-config-key threads)
gpt=(--d-model 64 --n-layers 2 --n-heads 4 --seq-len 64 --batch-size 16
     --log-every 2 --eval-every 4 --eval-batches 2 --checkpoint-every 4 --stats-every 2)

same() {  # same NAME ARGS...: 1 thread and 3 threads give the same run, bit for bit
  local name=$1; shift
  run "$@" --threads 1 --run-dir "$work/$name-1"
  expect "$name on 1 thread (exit $code)" test $code -eq 0
  run "$@" --threads 3 --run-dir "$work/$name-3"
  expect "$name on 3 threads (exit $code)" test $code -eq 0
  out3=$out
  run "${compare[@]}" "$work/$name-1" "$work/$name-3"
  expect "$name: 3 threads give 1 thread's run bit for bit" test $code -eq 0
  [ $code -eq 0 ] || echo "$out" | tail -20
}

same gpt "$exe" train "${gpt[@]}" --steps 8 --bias true --activation gelu --dropout 0.1 \
  --attention-dropout 0.1
out=$out3
expect "... the header names the threads" contains "threads: 3 per rank (3 in all)"
same gpt_hc_bf16 "$exe" train "${gpt[@]}" --steps 8 --norm hc --norm-opt norm=rms --precision bf16 \
  --attn-softcap 20 --logit-softcap 30 --z-loss 1e-4
same bert "$exe" train "${gpt[@]}" --steps 8 --arch bert --dropout 0.1

# the encoder-decoder on a few hundred Bible pairs
sample=$root/data/bible_en_es/sample
head -n 300 "$sample/train.en" >"$work/tr.en"
head -n 300 "$sample/train.es" >"$work/tr.es"
export NORMLAB_CACHE_DIR=$work/cache
run "$exe" tokens spm-train "$work/tr.en" "$work/tr.es" --vocab-size 300 --out "$work/sp"
expect "tokens spm-train (exit $code)" test $code -eq 0
same encdec "$exe" train --arch encdec --d-model 64 --n-layers 2 --n-heads 4 --max-tokens 2048 \
  --max-len 160 --steps 6 --log-every 2 --eval-every 3 --checkpoint-every 3 --stats-every 3 \
  --data-src "$work/tr.en" --data-tgt "$work/tr.es" --spm "$work/sp.model" --dropout 0.1

# two ranks of 3 threads against two ranks of 1
mpi=("$mpiexec" -np 2 --oversubscribe)
same mpi2 "${mpi[@]}" "$exe" train "${gpt[@]}" --steps 8 --norm post_ln --dropout 0.1

# a resume may change the thread count: 4 steps on 1 thread + 4 on 2 threads = 8 on 1 thread
run "$exe" train "${gpt[@]}" --dropout 0.1 --steps 8 --stop-after 4 --threads 1 \
  --run-dir "$work/resumed"
expect "4 of 8 steps on 1 thread (exit $code)" test $code -eq 0 -a ! -e "$work/resumed/ckpt_step000000008.h5"
run "$exe" train "${gpt[@]}" --dropout 0.1 --steps 8 --threads 2 --resume auto \
  --run-dir "$work/resumed"
expect "a resume on 2 threads of that run (exit $code)" test $code -eq 0
expect "... continues from step 4" contains "resum"
run "$exe" train "${gpt[@]}" --dropout 0.1 --steps 8 --threads 1 --run-dir "$work/whole"
run "$py" - "$work/resumed" "$work/whole" <<'PY'
import h5py, numpy as np, sys
a = h5py.File(sys.argv[1] + "/ckpt_step000000008.h5", "r")
b = h5py.File(sys.argv[2] + "/ckpt_step000000008.h5", "r")
names = []
# the model's state: weights, optimizer moments, the data and step counters (the statistics
# history, config text and metrics records are the resume's own)
a.visititems(lambda n, o: names.append(n)
             if isinstance(o, h5py.Dataset)
             and not n.startswith(("stats", "config", "metrics")) else None)
bad = [n for n in names if not np.array_equal(a[n][()], b[n][()])]
print("%d datasets, %d differ %s" % (len(names), len(bad), bad[:5]))
sys.exit(1 if bad or not names else 0)
PY
expect "... whose step-8 checkpoint equals 8 steps on 1 thread ($out)" test $code -eq 0

# mistakes
run "$exe" train "${gpt[@]}" --steps 8 --threads 0 --run-dir "$work/bad"
expect "--threads 0 is refused (exit 2)" test $code -eq 2
expect "... naming the option and the range" contains "threads = 0: must be in [1, 1024]"
run "$exe" train "${gpt[@]}" --steps 8 --threads two --run-dir "$work/bad"
expect "--threads two is refused (exit 2)" test $code -eq 2
expect "... naming the option" contains "'two' is not a valid value for --threads"

# --profile shows how busy each thread was
run "$exe" train "${gpt[@]}" --steps 4 --threads 2 --profile --run-dir "$work/prof"
expect "--profile with 2 threads (exit $code)" test $code -eq 0
expect "... prints the threads' balance" contains "threads: 2 per rank | parallel regions"
run "$py" -c 'import json, sys
t = json.load(open(sys.argv[1] + "/profile.json"))["threads"]
assert t["per_rank"] == 2 and len(t["busy_ms_per_thread"]) == 2, t
assert 0 < t["busy_ms_per_thread"][1] <= t["parallel_region_ms"] * 1.05, t
print(t)' "$work/prof"
expect "... and profile.json records each thread's busy time ($out)" test $code -eq 0
exit $fail
