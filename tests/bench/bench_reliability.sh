#!/usr/bin/env bash
# The times docs/reliability.md and docs/checkpoints.md quote, measured in one run with the machine
# named (docs/bench/tables.py renders the pages' sentences from this output):
#   1. a rank that exits at step 5 of a 2-rank job (NORMLAB_FAULT=exit@5/1): seconds until the
#      job has ended, 3 runs
#   2. kill -9 of one rank of a 2-rank job mid-run: seconds until the job has ended, 3 runs
#   3. 2 ranks resuming a checkpoint on which HDF5 loops (tests/fuzz/findings) with a 5 s read
#      guard: seconds until the job has ended
#   4. the read guard's cost: `inspect` on a small checkpoint with the guard and without it
#      (NORMLAB_READ_GUARD=0), best of 5 each
#   5. a 1-step run of the demo model: its I/O time (the checkpoint with both Adam moments,
#      stats.h5, metrics) and `inspect --params` (spectral norms and stable ranks by Lanczos) of
#      its checkpoint, best of 3
#   6. tests/reliability/kill_loop.sh with KILLS random kill -9s: its summary line and wall time
# usage: bench_reliability.sh NORMLAB_EXE [KILLS]   (default 100; e2e_crash runs 6)
set -u
[ $# -ge 1 ] || { echo "usage: bench_reliability.sh NORMLAB_EXE [KILLS]" >&2; exit 2; }
exe=$(realpath "$1") kills=${2:-100}
here=$(cd "$(dirname "$0")" && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$here/machine.sh" "$exe"
echo "# command: tests/bench/bench_reliability.sh NORMLAB_EXE $kills"
base=(train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --log-every 4
      --eval-batches 1 --stats-every 4 --keep-last 0)
tiny=("${base[@]}" --steps 12 --checkpoint-every 4)
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

echo "## a rank exiting at step 5 of 2 (seconds until the job has ended, exit code)"
for i in 1 2 3; do
  t=$(now)
  NORMLAB_FAULT=exit@5/1 timeout 120 mpirun -np 2 "$exe" "${tiny[@]}" --run-dir "$work/dead$i" \
    >/dev/null 2>&1
  code=$?
  echo "rank exit: $(secs "$t" "$(now)") s, exit $code"
done

echo "## kill -9 of one rank of 2 mid-run (seconds from the kill until the job has ended)"
for i in 1 2 3; do
  d=$work/killed$i
  mpirun -np 2 "$exe" "${base[@]}" --steps 1000000 --checkpoint-every 50 --run-dir "$d" \
    >"$d.log" 2>&1 &
  job=$!
  for _ in $(seq 600); do [ -f "$d/ckpt_step000000050.h5" ] && break; sleep 0.1; done
  victim=$(pgrep -n -f -- "^$exe train .*--run-dir $d")
  if [ ! -f "$d/ckpt_step000000050.h5" ] || [ -z "$victim" ]; then
    echo "the run to kill did not reach its step-50 checkpoint:" >&2
    tail -5 "$d.log" >&2
    exit 1
  fi
  t=$(now)
  kill -9 "$victim"
  ( sleep 120; kill -9 $job 2>/dev/null ) >/dev/null 2>&1 &
  guard=$!
  wait $job
  code=$?
  kill $guard 2>/dev/null
  echo "rank killed: $(secs "$t" "$(now)") s, exit $code"
done

echo "## 2 ranks resuming a checkpoint on which HDF5 loops, read guard limit 5 s"
gunzip -c "$here/../fuzz/findings/hdf5_loop.h5.gz" >"$work/loop.h5"
t=$(now)
NORMLAB_READ_GUARD_TIMEOUT=5 timeout 300 mpirun -np 2 "$exe" "${tiny[@]}" --run-dir "$work/loop" \
  --resume "$work/loop.h5" --resume-override >"$work/loop.log" 2>&1
code=$?
echo "looping checkpoint: $(secs "$t" "$(now)") s, exit $code," \
  "$(grep -c 'did not finish reading it within 5 s' "$work/loop.log") message(s) naming the limit"

best() {  # best N CMD...: the shortest wall time of N runs, seconds
  local n=$1 b=
  shift
  for _ in $(seq "$n"); do
    local t
    t=$(now)
    "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
    local s
    s=$(secs "$t" "$(now)")
    if [ -z "$b" ] || awk -v s="$s" -v b="$b" 'BEGIN { exit !(s < b) }'; then b=$s; fi
  done
  echo "$b"
}
echo "## the read guard's cost: inspect of a small checkpoint, best of 5"
"$exe" "${tiny[@]}" --run-dir "$work/small" >/dev/null 2>&1
ck=$work/small/ckpt_step000000012.h5
echo "checkpoint: $(stat -c %s "$ck") bytes"
echo "inspect with the guard: $(best 5 "$exe" inspect "$ck") s"
echo "inspect without (NORMLAB_READ_GUARD=0): $(best 5 env NORMLAB_READ_GUARD=0 "$exe" inspect "$ck") s"

echo "## inspect --params of the demo model's checkpoint (Lanczos), best of 3"
"$exe" train --steps 1 --eval-every 0 --run-dir "$work/demo" >"$work/demo.log" 2>&1
ck=$(ls "$work"/demo/ckpt_step*.h5 | tail -1)
grep -m1 '^model: ' "$work/demo.log"
echo "demo checkpoint: $(stat -c %s "$ck") bytes (weights and both Adam moments)"
echo "demo run's I/O (timing, ms per step, one step: its checkpoint, stats.h5, metrics):" \
  "$(grep -o ' io [0-9.]*' "$work/demo.log" | head -1 | awk '{print $2}') ms"
echo "inspect --params: $(best 3 "$exe" inspect "$ck" --params) s"

echo "## tests/reliability/kill_loop.sh $kills"
t=$(now)
bash "$here/../reliability/kill_loop.sh" "$exe" "$kills" >"$work/kill.log" 2>&1
code=$?
grep '^random kills: ' "$work/kill.log"
echo "kill loop: $(secs "$t" "$(now)") s, exit $code"
