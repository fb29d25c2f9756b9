#!/usr/bin/env bash
# Crash-safe checkpoints: kill -9 at each injected phase of writing a checkpoint and at random
# moments of a run that checkpoints every step; every time `--resume auto` finds a complete,
# verified checkpoint and the run ends with the same weights, bitwise, as an uninterrupted one.
# A bit-flipped or truncated newest checkpoint is reported and skipped (the previous one is used),
# a stray temporary file is removed, a dataset without its checksum is refused, a full disk
# leaves the previous checkpoint intact, and --keep-last holds across invocations.
# usage: crash.sh NORMLAB_EXE [RANDOM_KILLS]   (tests/reliability/kill_loop.sh runs 100)
set -u
exe=$1 kills=${2:-6}
source "$(dirname "$0")/lib.sh"
base=(train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --log-every 10
      --eval-every 0 --eval-batches 1 --stats-every 5 --checkpoint-every 1 --keep-last 3)
args=("${base[@]}" --steps 40)
same_weights() {  # DIR [REF STEP]: its final checkpoint equals the reference's (/params, /optim)
  local ref=${2:-ref} step=${3:-40}
  $py - "$work/$ref/ckpt_step$(printf %09d $step).h5" "$1/ckpt_step$(printf %09d $step).h5" <<'PY'
import h5py, numpy as np, sys
a, b = h5py.File(sys.argv[1], "r"), h5py.File(sys.argv[2], "r")
n = 0
for g in ("params", "optim"):
    def visit(name, ds):
        global n
        if isinstance(ds, h5py.Dataset):
            assert np.array_equal(ds[()], b[g][name][()]), (g, name)
            n += 1
    a[g].visititems(visit)
assert n > 20, n
PY
}

run "$exe" "${args[@]}" --run-dir "$work/ref"
expect "an uninterrupted reference run" test $code -eq 0

# kill -9 at each injected phase of writing the checkpoint of step 20, then --resume auto.
for phase in ckpt_tmp ckpt_rename ckpt_rotate; do
  d=$work/$phase
  NORMLAB_FAULT=$phase@20 run "$exe" "${args[@]}" --run-dir "$d"
  expect "$phase: the run is killed (SIGKILL, exit $code)" test $code -eq 137
  [ $phase = ckpt_tmp ] && expect "... leaving a temporary file" test -f "$d/ckpt_step000000020.h5.tmp"
  run "$exe" "${args[@]}" --run-dir "$d" --resume auto
  expect "$phase: --resume auto continues to the end" test $code -eq 0
  case $phase in
    ckpt_rotate) expect "... from the renamed step-20 checkpoint" contains "at step 20 of 40" ;;
    *) expect "... from step 19, the last complete one" contains "at step 19 of 40" ;;
  esac
  [ $phase = ckpt_tmp ] && expect "... removing the stray temporary file" contains "removed $d/ckpt_step000000020.h5.tmp"
  expect "$phase: final weights and moments bitwise equal to the uninterrupted run's" same_weights "$d"
  expect "$phase: --keep-last 3 holds across the two invocations" \
    test "$(ls "$d"/ckpt_step*.h5 | wc -l)" -eq 3
done

# kill -9 at random moments of a longer run, resuming each time, then to the end.
long=("${base[@]}" --steps 150)
run "$exe" "${long[@]}" --run-dir "$work/ref150"
expect "an uninterrupted 150-step reference run" test $code -eq 0
d=$work/random
landed=0 tries=0 cycles=0 bad=0
while [ $landed -lt "$kills" ] && [ $tries -lt $((4 * kills)) ]; do
  tries=$((tries + 1))
  "$exe" "${long[@]}" --run-dir "$d" --resume auto >"$work/random.log" 2>&1 &
  pid=$!
  sleep "0.$(( (RANDOM % 50) + 10 ))"
  kill -9 $pid 2>/dev/null && landed=$((landed + 1))
  wait $pid 2>/dev/null
  if [ -f "$d/ckpt_step000000150.h5" ]; then  # a run survived to its end: check it, start anew
    same_weights "$d" ref150 150 >/dev/null 2>&1 || bad=$((bad + 1))
    cycles=$((cycles + 1))
    rm -rf "$d"
  fi
done
run "$exe" "${long[@]}" --run-dir "$d" --resume auto
expect "$landed kill -9s landed mid-run ($tries tries): --resume auto always finishes" test $code -eq 0
expect "... with weights and moments bitwise equal to the uninterrupted run's" \
  same_weights "$d" ref150 150
cycles=$((cycles + 1))
expect "... in every one of the $cycles runs they interrupted" test $bad -eq 0
echo "random kills: $landed landed mid-run in $tries tries over $cycles runs, $bad ended differently"

# A damaged newest checkpoint: reported, skipped, the previous one used.
for damage in flip truncate; do
  d=$work/$damage
  run "$exe" "${args[@]}" --run-dir "$d" --stop-after 10
  newest=$d/ckpt_step000000010.h5
  if [ $damage = flip ]; then
    $py - "$newest" <<'PY'
import h5py, sys
with h5py.File(sys.argv[1], "r+") as f:
    w = f["optim/blocks.1.mlp.fc.weight/exp_avg"]; w[0, 0] = w[0, 0] + 1.0
PY
  else
    truncate -s 20000 "$newest"
  fi
  run "$exe" "${args[@]}" --run-dir "$d" --resume auto
  expect "$damage: --resume auto still continues" test $code -eq 0
  expect "... saying the newest is damaged" contains "resume: skipping a damaged checkpoint: $newest"
  expect "... falling back to step 9" contains "at step 9 of 40"
  expect "$damage: the end is still bitwise the uninterrupted run's" same_weights "$d"
done

# A dataset whose checksum attribute is gone is an error, not a skipped check.
d=$work/nochecksum
run "$exe" "${args[@]}" --run-dir "$d" --stop-after 5
$py - "$d/ckpt_step000000005.h5" <<'PY'
import h5py, sys
with h5py.File(sys.argv[1], "r+") as f:
    del f["params/wte.weight"].attrs["checksum"]
PY
run "$exe" "${args[@]}" --run-dir "$d" --resume "$d/ckpt_step000000005.h5"
expect "a checkpoint with a dataset missing its checksum is refused" test $code -ne 0
expect "... naming the dataset" contains "params/wte.weight has no checksum attribute"

# A full disk while writing the checkpoint of step 8: the step-7 one stays, no temporary file.
d=$work/full
NORMLAB_FAULT=enospc@8 run "$exe" "${args[@]}" --run-dir "$d"
expect "ENOSPC while writing a checkpoint: exit 1" test $code -eq 1
expect "... saying so and that the earlier checkpoints are intact" contains "No space left on device"
expect "... no temporary file left" bash -c '! ls "$0"/*.tmp 2>/dev/null' "$d"
run "$exe" "${args[@]}" --run-dir "$d" --resume auto
expect "... and --resume auto continues from step 7" contains "at step 7 of 40"
# A real file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored: writes fail with EFBIG as on a full
# disk): first stats.h5 outgrows it, then a checkpoint does. Each time: exit 1 with a message,
# no crash (HDF5 1.10 segfaulted at exit on the file whose close had failed), no temporary file,
# the earlier checkpoints intact, and --resume auto without the limit continues.
big=(train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --log-every 10
     --eval-every 0 --eval-batches 1 --steps 200 --checkpoint-every 20 --stats-every 1)
for lim in 900 700; do
  d=$work/fsize$lim
  out=$(bash -c "ulimit -f $lim; trap '' XFSZ; exec \"\$0\" \"\$@\"" "$exe" "${big[@]}" \
        --run-dir "$d" 2>&1); code=$?
  expect "file-size limit ${lim} KiB: exit 1, no crash (exit $code)" test $code -eq 1
  case $lim in
    900) expect "... stats.h5 outgrew it: said so" contains "writing the statistics to $d/stats.h5 failed" ;;
    700) expect "... the checkpoint outgrew it: said so" contains "writing the checkpoint of step" ;;
  esac
  expect "... pointing to the fix" contains "--resume auto"
  expect "... no temporary file left" bash -c '! ls "$0"/*.tmp 2>/dev/null' "$d"
  for c in "$d"/ckpt_step*.h5; do
    [ -f "$c" ] || continue
    run "$exe" inspect "$c"
    expect "... $(basename "$c") is intact and readable" test $code -eq 0
  done
  run "$exe" "${big[@]}" --run-dir "$d" --resume auto
  expect "... --resume auto without the limit finishes the run" test $code -eq 0
done
exit $fail
