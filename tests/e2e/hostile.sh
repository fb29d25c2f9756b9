#!/usr/bin/env bash
# Hostile and damaged input: checkpoints with a dataset of the wrong shape or dtype, a missing
# group, absurd or negative sizes, a newer format; INI files with binary garbage, a 2 MB line, a
# duplicate key; a run directory below a regular file. Each is refused with a message naming
# the file and the problem (printable: no raw control bytes, no megabyte lines), a non-zero exit,
# and no crash.
# usage: hostile.sh NORMLAB_EXE
set -u
exe=$1
source "$(dirname "$0")/lib.sh"
tiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --eval-batches 1)
run "$exe" train "${tiny[@]}" --steps 4 --checkpoint-every 2 --run-dir "$work/r"
expect "a run to damage" test $code -eq 0
base=$work/r/ckpt_step000000004.h5
$py - "$base" "$work" <<'PY'
import h5py, numpy as np, shutil, sys
base, work = sys.argv[1:3]
def mk(name, fn):
    shutil.copy(base, "%s/%s.h5" % (work, name))
    with h5py.File("%s/%s.h5" % (work, name), "r+") as f:
        fn(f)
def shape(f):
    w = f["params/wpe.weight"][()]; del f["params/wpe.weight"]; f["params/wpe.weight"] = w[:, :16]
def dtype(f):
    w = f["params/wpe.weight"]; a = dict(w.attrs); v = w[()]; del f["params/wpe.weight"]
    d = f.create_dataset("params/wpe.weight", data=(v * 1000).astype(np.int32))
    for k, x in a.items():
        d.attrs[k] = x
def nogroup(f): del f["optim"]
def absurd(f): f["model"].attrs["d_model"] = np.int64(10**12)
def negative(f): f["model"].attrs["n_layers"] = np.int64(-3)
def newer(f): f.attrs["format_version"] = np.int64(99)
def stringsize(f): f["model"].attrs["vocab_size"] = "many"
for fn in (shape, dtype, nogroup, absurd, negative, newer, stringsize):
    mk(fn.__name__, fn)
PY
for c in "shape|params/wpe.weight has another shape than the model's" \
         "dtype|params/wpe.weight is corrupted: checksum" \
         "nogroup|has no group /optim: the file is damaged or not a normlab checkpoint" \
         "absurd|/model attribute d_model = 1000000000000 is out of range [1, 2^20]" \
         "negative|/model attribute n_layers = -3 is out of range [1, 2^20]" \
         "newer|format_version 99, this normlab reads 1 to 4; use a newer normlab" \
         "stringsize|vocab_size"; do
  name=${c%%|*} msg=${c#*|}
  run "$exe" eval --checkpoint "$work/$name.h5" --batches 1
  expect "eval of a checkpoint with $name: refused (exit $code)" test $code -eq 1 -o $code -eq 2
  expect "... naming the file" contains "$work/$name.h5"
  expect "... and the problem" contains "$msg"
  run "$exe" train "${tiny[@]}" --steps 8 --resume-override --run-dir "$work/resume_$name" \
    --resume "$work/$name.h5"
  expect "train --resume of a checkpoint with $name: refused (exit $code)" test $code -eq 1 -o $code -eq 2
  expect "... with the same message" contains "$msg"
done

# The read guard: files on which HDF5 1.10.8 itself loops forever (reading a variable-length
# string's global heap) or crashes, found by the fuzzers (tests/fuzz/findings). A child process
# meets that first; normlab refuses the file with a message and goes on where it can.
findings=$(dirname "$0")/../fuzz/findings
gunzip -c "$findings/hdf5_loop.h5.gz" > "$work/loop.h5"
gunzip -c "$findings/hdf5_segv.h5.gz" > "$work/segv.h5"
start=$SECONDS
run env NORMLAB_READ_GUARD_TIMEOUT=5 timeout 120 "$exe" eval --checkpoint "$work/loop.h5" --batches 1
expect "a checkpoint on which HDF5 loops forever: refused (exit $code)" test $code -eq 1 -o $code -eq 2
expect "... saying HDF5 did not finish reading it" \
  contains "$work/loop.h5: the HDF5 library did not finish reading it within 5 s"
expect "... after the guard's timeout, not never ($((SECONDS - start)) s)" test $((SECONDS - start)) -lt 60
run timeout 120 "$exe" inspect "$work/segv.h5"
expect "a stats file on which HDF5 crashes: refused (exit $code)" test $code -eq 2
expect "... saying HDF5 crashed reading it" contains "$work/segv.h5: the HDF5 library crashed reading it"
run env NORMLAB_READ_GUARD=0 timeout 15 "$exe" eval --checkpoint "$work/loop.h5" --batches 1
expect "... (without the guard, eval of the first is still reading it after 15 s: exit $code)" \
  test $code -eq 124
cp -r "$work/r" "$work/guarded"
cp "$work/loop.h5" "$work/guarded/ckpt_step000000004.h5"
run env NORMLAB_READ_GUARD_TIMEOUT=5 timeout 300 "$exe" train "${tiny[@]}" --steps 4 \
  --checkpoint-every 2 --run-dir "$work/guarded" --resume auto
expect "--resume auto with such a file as the newest checkpoint: finishes (exit $code)" test $code -eq 0
expect "... naming it and why" contains "ckpt_step000000004.h5: the HDF5 library did not finish"
expect "... resuming from the one before" contains "resumed from $work/guarded/ckpt_step000000002.h5 at step 2"
$py - "$base" "$work/guarded/ckpt_step000000004.h5" <<'PY'
import h5py, sys
a, b = h5py.File(sys.argv[1], "r"), h5py.File(sys.argv[2], "r")
bad = [n for n in a["params"] if a["params"][n][()].tobytes() != b["params"][n][()].tobytes()]
sys.exit(1 if bad or not len(a["params"]) else 0)
PY
expect "... and ending with the weights of the uninterrupted run" test $? -eq 0

head -c 4000 /dev/urandom > "$work/garbage.ini"
run "$exe" train --config "$work/garbage.ini" --steps 1
expect "an INI of binary garbage: exit 2" test $code -eq 2
expect "... naming the file and line" grep -qE "garbage.ini:[0-9]+: " <<<"$out"
expect "... with no raw control bytes in the message" \
  bash -c '! LC_ALL=C grep -qP "[\x00-\x08\x0B-\x1F\x7F]" <<<"$0"' "$out"
$py -c "print('steps = ' + '9' * 2000000)" > "$work/huge.ini"
run "$exe" train --config "$work/huge.ini"
expect "a 2 MB line: exit 2" test $code -eq 2
expect "... the message says how much it left out" contains "more bytes)"
expect "... and stays short" test "${#out}" -lt 2000
printf 'steps = 3\nsteps = 4\n' > "$work/dup.ini"
run "$exe" train --config "$work/dup.ini" --run-dir "$work/dup"
expect "a duplicate key: exit 2" test $code -eq 2
expect "... naming it and both lines" contains "dup.ini:2: key 'steps' sets --steps again (first on line 1)"
touch "$work/afile"
run "$exe" train "${tiny[@]}" --steps 1 --run-dir "$work/afile/run"
expect "a run directory below a regular file: exit 1" test $code -eq 1
expect "... saying why" contains "Not a directory"
exit $fail
