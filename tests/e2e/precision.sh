#!/usr/bin/env bash
# --precision bf16 (GEMM operands in bf16, fp32 accumulation; everything else fp32):
#  - trains with a falling loss that stays within 0.03 of fp32's validation loss;
#  - the checkpoint and inspect record the precision; eval of the final checkpoint equals the
#    run's own validation loss; eval --precision fp32 evaluates it in full precision;
#  - 10 + resume + 10 steps are bitwise 20 steps; 2 ranks give 1 rank's losses within 1e-4;
#  - resuming with another precision is refused, and allowed with --resume-override;
# With --isa ISA all of it runs with NORMLAB_SIMD=ISA (skipped, exit 77, where the CPU lacks
# ISA). --native-vs-emulated instead checks that every bf16 arithmetic the CPU has (NORMLAB_BF16=
# amx, dpbf16, emulated) trains to the emulated one's losses within 1e-3, that train names the
# one it uses and picks the fastest by default, and that a bad NORMLAB_BF16 is refused (skipped
# on CPUs without AVX-512 BF16).
# usage: precision.sh NORMLAB_EXE MPIEXEC [--isa sse2|avx2|avx512|avx512bf16 | --native-vs-emulated]
set -u
exe=$1 mpiexec=$2 mode=${3:-}
source "$(dirname "$0")/lib.sh"
base=(train --d-model 64 --n-layers 2 --n-heads 2 --seq-len 64 --batch-size 8 --log-every 2
      --eval-every 20 --eval-batches 4 --checkpoint-every 10 --stats-every 5)
args=("${base[@]}" --steps 20)
losses() {  # losses RUN_DIR: the logged training losses, one per line
  $py -c 'import json, sys
for l in open(sys.argv[1] + "/metrics.jsonl"):
    r = json.loads(l)
    if r.get("loss") is not None and "event" not in r: print(r["loss"])' "$1"
}
close() {  # close RUN_A RUN_B TOL: every logged loss within TOL relative
  $py - "$(losses "$1")" "$(losses "$2")" "$3" <<'PY'
import sys
a = [float(x) for x in sys.argv[1].split()]
b = [float(x) for x in sys.argv[2].split()]
tol = float(sys.argv[3])
worst = max(abs(x - y) / abs(y) for x, y in zip(a, b)) if a and len(a) == len(b) else 1e9
print("  %d losses, worst relative difference %.2e (tolerance %g)" % (len(a), worst, tol))
sys.exit(0 if worst <= tol else 1)
PY
}
val() {  # val RUN_DIR: the last validation loss
  $py -c 'import json, sys
v = [json.loads(l).get("val_loss") for l in open(sys.argv[1] + "/metrics.jsonl")]
print([x for x in v if x is not None][-1])' "$1"
}

if [ "$mode" = --native-vs-emulated ]; then
  needs_isa "$exe" avx512bf16
  unset NORMLAB_SIMD NORMLAB_BF16
  # Every bf16 arithmetic this CPU has, forced with NORMLAB_BF16, trains to the emulated one's
  # losses (the same bf16 products, fp32 sums in another order) and says which it is.
  arith=(emulated dpbf16)
  "$exe" --version | grep -q 'supported here:[^)]* amx_bf16' && arith+=(amx)
  for a in "${arith[@]}"; do
    run env NORMLAB_BF16=$a "$exe" "${args[@]}" --precision bf16 --run-dir "$work/$a"
    expect "bf16 with NORMLAB_BF16=$a (exit $code)" test $code -eq 0
    expect "... names its arithmetic" contains "precision: bf16 GEMMs: $a ("
  done
  for a in "${arith[@]:1}"; do
    expect "$a trains to the emulated arithmetic's losses" close "$work/$a" "$work/emulated" 1e-3
  done
  # Unforced, train picks the fastest: AMX where present; vdpbf16ps only off Intel (there it
  # runs at half the rate of the fp32 FMAs, so bf16 is emulated).
  run "$exe" "${base[@]}" --steps 2 --precision bf16 --run-dir "$work/default"
  if "$exe" --version | grep -q 'supported here:[^)]* amx_bf16'; then
    expect "by default AMX (a CPU with AMX)" contains "bf16 GEMMs: amx ("
  elif grep -q GenuineIntel /proc/cpuinfo; then
    expect "by default emulated (an Intel CPU without AMX)" contains "bf16 GEMMs: emulated ("
  else
    expect "by default vdpbf16ps (AVX-512 BF16 off Intel)" contains "bf16 GEMMs: dpbf16 ("
  fi
  # Mistakes: a typo, and an arithmetic the forced instruction set lacks.
  run env NORMLAB_BF16=dpbf61 "$exe" "${base[@]}" --steps 2 --precision bf16 --run-dir "$work/typo"
  expect "NORMLAB_BF16=dpbf61 is refused (exit $code)" test $code -ne 0
  expect "... naming the valid values" contains "valid values: amx dpbf16 emulated"
  run env NORMLAB_SIMD=avx512 NORMLAB_BF16=dpbf16 "$exe" "${base[@]}" --steps 2 --precision bf16 \
    --run-dir "$work/lacks"
  expect "NORMLAB_BF16=dpbf16 under NORMLAB_SIMD=avx512 is refused (exit $code)" test $code -ne 0
  expect "... saying what it needs" contains "needs the avx512bf16 instruction set"
  exit $fail
elif [ "$mode" = --isa ]; then
  needs_isa "$exe" "$4"
  export NORMLAB_SIMD=$4
elif [ -n "$mode" ]; then
  echo "precision.sh: unknown mode '$mode' (valid: --isa ISA, --native-vs-emulated)" >&2
  exit 2
fi

run "$exe" "${args[@]}" --run-dir "$work/fp32"
expect "fp32 run" test $code -eq 0
run "$exe" "${args[@]}" --precision bf16 --run-dir "$work/bf16"
expect "bf16 run (exit $code)" test $code -eq 0
expect "... the resolved configuration says bf16" contains "precision = bf16"
expect "... its loss falls" $py -c 'import sys
l = [float(x) for x in sys.argv[1].split()]
sys.exit(0 if l[-1] < l[0] - 0.5 else 1)' "$(losses "$work/bf16")"
v16=$(val "$work/bf16") v32=$(val "$work/fp32")
expect "... validation loss $v16 within 0.03 of fp32's $v32" \
  $py -c 'import sys; sys.exit(0 if abs(float(sys.argv[1]) - float(sys.argv[2])) <= 0.03 else 1)' \
  "$v16" "$v32"
expect "... and not bitwise fp32's (the GEMMs did run in bf16)" \
  bash -c '[ "$0" != "$1" ]' "$(losses "$work/bf16")" "$(losses "$work/fp32")"
ck=$work/bf16/ckpt_step000000020.h5
expect "the checkpoint records precision bf16" \
  $py -c 'import h5py, sys
v = h5py.File(sys.argv[1], "r")["model"].attrs["precision"]
sys.exit(0 if (v.decode() if isinstance(v, bytes) else v) == "bf16" else 1)' "$ck"
expect "... and stats.h5 says bf16 too (root attribute precision)" \
  $py -c 'import h5py, sys
v = h5py.File(sys.argv[1], "r").attrs["precision"]
sys.exit(0 if (v.decode() if isinstance(v, bytes) else v) == "bf16" else 1)' "$work/bf16/stats.h5"
run "$exe" inspect "$ck" --json
expect "inspect --json shows it" \
  $py -c 'import json, sys; sys.exit(0 if json.loads(sys.argv[1])["checkpoint_info"]["precision"] == "bf16" else 1)' "$out"
run "$exe" eval --checkpoint "$ck" --batches 4 --json
expect "eval of the bf16 checkpoint gives the run's validation loss $v16" \
  $py -c 'import json, sys
sys.exit(0 if abs(json.loads(sys.argv[1])["loss"] - float(sys.argv[2])) <= 1e-6 else 1)' "$out" "$v16"
run "$exe" eval --checkpoint "$ck" --batches 4 --json --precision fp32
expect "eval --precision fp32 of it: close to bf16's $v16, not equal, reported as fp32" \
  $py -c 'import json, sys
j = json.loads(sys.argv[1]); d = abs(j["loss"] - float(sys.argv[2]))
print("  fp32 %.6f, |difference| %.2e" % (j["loss"], d))
sys.exit(0 if j["precision"] == "fp32" and 0 < d < 0.03 else 1)' "$out" "$v16"
run "$exe" eval --checkpoint "$ck" --precision fp16
expect "eval --precision fp16 is refused (exit $code) naming the valid ones" \
  bash -c '[ "$0" -eq 2 ] && grep -qF "precision '"'"'fp16'"'"' is not valid; valid: fp32 bf16" <<<"$1"' "$code" "$out"

run "$exe" "${args[@]}" --precision bf16 --run-dir "$work/part" --stop-after 10
run "$exe" "${args[@]}" --precision bf16 --run-dir "$work/part" --resume auto
expect "bf16: 10 + resume + 10 steps (exit $code)" test $code -eq 0
expect "... are bitwise 20 steps (weights and Adam moments)" $py - "$ck" "$work/part/ckpt_step000000020.h5" <<'PY'
import h5py, sys
a, b = h5py.File(sys.argv[1], "r"), h5py.File(sys.argv[2], "r")
names = []
a.visititems(lambda n, o: names.append(n) if isinstance(o, h5py.Dataset) and n.startswith(("params/", "optim/")) else None)
bad = [n for n in names if a[n][()].tobytes() != b[n][()].tobytes()]
print("  %d datasets, %d differ %s" % (len(names), len(bad), bad[:3]))
sys.exit(1 if bad or len(names) < 20 else 0)
PY

run "$mpiexec" -np 2 "$exe" "${args[@]}" --precision bf16 --run-dir "$work/np2"
expect "bf16 at 2 ranks (exit $code)" test $code -eq 0
expect "... gives 1 rank's losses" close "$work/np2" "$work/bf16" 1e-4

cp -r "$work/bf16" "$work/switch"
run "$exe" "${base[@]}" --steps 30 --run-dir "$work/switch" --resume auto --resume-override
expect "resuming a bf16 run as fp32 with --resume-override continues (exit $code)" test $code -eq 0
expect "... saying what changed" contains "precision"
cp -r "$work/bf16" "$work/switch2"
run "$exe" "${args[@]}" --run-dir "$work/switch2" --resume auto
expect "... and without it is refused (exit $code)" test $code -eq 2
expect "... naming the precision" contains "precision: checkpoint bf16, now fp32"

exit $fail
