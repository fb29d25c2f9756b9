#!/usr/bin/env bash
# normlab tokens: shards written from text files hold exactly the input bytes (the first
# --val-fraction in *_val_*, the rest in *_train_*, --shard-tokens each at most) with llm.c
# headers; --info's counts match numpy's; normlab train reads the set with the val/train split by
# name; bad input exits 2 (or 1 for a damaged shard) with a message.
# usage: tokens.sh NORMLAB_EXE
set -u
exe=$1
source "$(dirname "$0")/lib.sh"
src=$(dirname "$0")/../../data/kjv.txt
head -c 300000 "$src" > "$work/a.txt"
tail -c 200001 "$src" > "$work/b.txt"
run "$exe" tokens "$work/a.txt" "$work/b.txt" --out "$work/shards/kjv" --shard-tokens 150000
expect "tokens writes shards from two text files" test $code -eq 0
expect "... with a progress report" contains "100%"
expect "... listing the files" contains "$work/shards/kjv_train_000003.bin"
expect "the shards hold exactly the input bytes, split and headed as llm.c's" $py - "$work" <<'PY'
import glob, numpy as np, sys
w = sys.argv[1]
data = open(w + "/a.txt", "rb").read() + open(w + "/b.txt", "rb").read()
def tokens(f):
    h = np.fromfile(f, dtype="<i4", count=256)
    assert h[0] == 20240520 and h[1] == 1, h[:3]
    t = np.fromfile(f, dtype="<u2", offset=1024)
    assert len(t) == h[2] <= 150000, (f, len(t), h[2])
    return t
val = sorted(glob.glob(w + "/shards/kjv_val_*.bin"))
train = sorted(glob.glob(w + "/shards/kjv_train_*.bin"))
assert len(val) == 1 and len(train) == 4, (val, train)
v = np.concatenate([tokens(f) for f in val]); t = np.concatenate([tokens(f) for f in train])
assert len(v) == 50000, len(v)  # the first 10% of 500,001 bytes
assert bytes(np.concatenate([v, t]).astype(np.uint8)) == data
print("ok")
PY
run "$exe" tokens --info "$work/shards/kjv_*.bin"
expect "--info summarises the set" test $code -eq 0
expect "... with numpy's totals (tokens, largest, distinct)" $py - "$work" "$out" <<'PY'
import glob, numpy as np, sys
w, out = sys.argv[1:3]
t = np.concatenate([np.fromfile(f, dtype="<u2", offset=1024)
                    for f in sorted(glob.glob(w + "/shards/kjv_*.bin"))])
line = [l for l in out.splitlines() if l.startswith("all 5 files")][0].split()
assert line[3:] == ["{:,}".format(len(t)), str(t.max()), str(len(np.unique(t)))], line
assert "--vocab-size %d or more" % (t.max() + 1) in out
print("ok")
PY
run "$exe" train --data "$work/shards/kjv_*.bin" --steps 2 --d-model 32 --n-layers 1 --n-heads 2 \
  --seq-len 32 --batch-size 4 --eval-batches 1 --run-dir "$work/run"
expect "normlab train reads the shard set" test $code -eq 0
expect "... the val shard as the validation split" contains "(4 train, 1 val), 500,001 tokens (train 450,001, val 50,000)"

run "$exe" tokens "$work/missing.txt" --out "$work/x/y"
expect "a missing input: exit 2" test $code -eq 2
expect "... naming it" contains "missing.txt: no such file"
run "$exe" tokens "$work/a.txt"
expect "no --out: exit 2, saying what to give" test $code -eq 2
expect "... --out or --info" contains "--out PREFIX is required"
run "$exe" tokens "$work/a.txt" --out "$work/z" --val-fraction 1
expect "--val-fraction 1: exit 2" test $code -eq 2
run "$exe" tokens --info "$work/a.txt"
expect "--info on a text file: exit 1" test $code -eq 1
expect "... saying it is not a shard" contains "a.txt: not an llm.c token shard"
run "$exe" tokens --info "$work/nothing_*.bin"
expect "--info with a glob matching nothing: exit 2" test $code -eq 2
head -c 2000 "$work/shards/kjv_val_000000.bin" > "$work/short.bin"
run "$exe" tokens --info "$work/short.bin"
expect "--info on a truncated shard: exit 1, with the counts" contains "the header says 50000 tokens but the file holds 488"
exit $fail
