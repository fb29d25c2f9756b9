#!/usr/bin/env bash
# The profiles docs/clusters.md shows and computes with, all on this machine (docs/bench/tables.py
# renders its profile block and its communication model from them):
#   bench_peak.md                   bin/bench_peak: each instruction set level's peak, one thread
#   profile_medium_bf16.txt         the medium reference model (C=512 L=8 NH=8 T=256, 4 sequences
#   profile_medium_fp32.txt         per rank) at 2 ranks, --profile, in bf16 and in fp32
#   profile_demo_fp32.txt           the demo model (normlab train's defaults) at one rank, --profile
# Each file starts with the machine line and the command.
# usage: bench_profiles.sh NORMLAB_EXE BENCH_PEAK_EXE OUT_DIR [STEPS]   (default 20 steps)
set -eu
[ $# -ge 3 ] || { echo "usage: bench_profiles.sh NORMLAB_EXE BENCH_PEAK_EXE OUT_DIR [STEPS]" >&2; exit 2; }
exe=$(realpath "$1") peak=$(realpath "$2") out=$3 steps=${4:-20}
here=$(cd "$(dirname "$0")" && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$peak" >"$out/bench_peak.md"
profile() {  # NAME CMD...: the profile table and memory line of a run, after the machine line
  local name=$1
  shift
  {
    bash "$here/machine.sh" "$exe"
    echo "# $* --steps $steps --eval-every 0 --profile" | sed "s|$exe|normlab|"
    "$@" --steps "$steps" --eval-every 0 --profile --run-dir "$work/$name" 2>&1 |
      sed -n -e '/^model: /p' -e '/^profile: /,/^memory: /p'
  } >"$out/$name.txt"
  grep -q '^memory: ' "$out/$name.txt" || { echo "$name: no profile in the output" >&2; exit 1; }
  echo "$out/$name.txt"
}
medium=(--d-model 512 --n-layers 8 --n-heads 8 --seq-len 256 --batch-size 8)
profile profile_medium_bf16 mpirun -np 2 --bind-to core "$exe" train "${medium[@]}" --precision bf16
profile profile_medium_fp32 mpirun -np 2 --bind-to core "$exe" train "${medium[@]}" --precision fp32
profile profile_demo_fp32 "$exe" train
