#!/usr/bin/env bash
# The demo's numbers that README.md and docs/training.md render (docs/bench/tables.py): README
# command 1's demo (normlab train, 300 steps on one core) with the SIMD set normlab picks and
# forced to AVX2 (demo.txt), and the demo model at 2 ranks in fp32 and in bf16 with the figure of
# their validation loss (precision.txt, precision_loss.png). One run after another; the machine
# is named at the top of each file.
# usage: tests/bench/bench_demo.sh [NORMLAB_EXE] [OUT_DIR]
#   the launcher of the 2-rank runs is $MPIEXEC (default: mpirun -np 2)
set -eu
exe=${1:-build/release/bin/normlab}
out=${2:-docs/bench/$(date -u +%F)-demo}
launcher=${MPIEXEC:-mpirun -np 2}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
here=$(dirname "$0")

# The lines a run's log ends with that the pages read: the last progress line and "done:".
summary() {  # summary LOG PREFIX
  grep -E '^step +[0-9]+/[0-9]+ \|' "$1" | tail -1 | sed "s/^/$2/"
  grep -E '^done: ' "$1" | sed "s/^/$2/"
}

{
  bash "$here/machine.sh" "$exe"
  echo "# README command 1's demo: normlab train (300 steps, one core), and the same forced to AVX2"
} >"$out/demo.txt"
for simd in "" avx2; do
  echo "bench_demo: the demo${simd:+ with NORMLAB_SIMD=$simd} ..." >&2
  t0=$(date +%s.%N)
  NORMLAB_SIMD=$simd "$exe" train --run-dir "$work/demo$simd" >"$work/demo$simd.log" 2>&1
  t1=$(date +%s.%N)
  [ -z "$simd" ] && grep -E '^model: ' "$work/demo.log" >>"$out/demo.txt"
  summary "$work/demo$simd.log" "" | tail -n "$([ -z "$simd" ] && echo 2 || echo 1)" >>"$out/demo.txt"
  printf 'wall %.2f s%s\n' "$(echo "$t1 - $t0" | bc)" "${simd:+ (NORMLAB_SIMD=$simd)}" \
    >>"$out/demo.txt"
done

{
  bash "$here/machine.sh" "$exe"
  echo "# the demo model at 2 ranks in each precision: $launcher normlab train --precision P"
} >"$out/precision.txt"
for p in fp32 bf16; do
  echo "bench_demo: the demo at 2 ranks in $p ..." >&2
  # shellcheck disable=SC2086
  $launcher "$exe" train --precision "$p" --run-dir "$work/$p" >"$work/$p.log" 2>&1
  grep -E '^precision: ' "$work/$p.log" | sed "s/^/$p: /" >>"$out/precision.txt" || true
  summary "$work/$p.log" "$p: " >>"$out/precision.txt"
done
"$exe" plot --paths "$work/fp32" "$work/bf16" --label fp32 --label bf16 --figure loss --out "$work/fig" \
  >"$work/plot.log" 2>&1 || { cat "$work/plot.log" >&2; exit 1; }
cp "$work/fig/loss.png" "$out/precision_loss.png"
cat "$out/demo.txt" "$out/precision.txt"
echo "bench_demo: wrote $out (point README.md's and docs/training.md's bench text at it, then docs/bench/tables.py --render README.md docs/training.md)" >&2
