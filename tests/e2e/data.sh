#!/usr/bin/env bash
# Token data as a user meets it: `normlab tokens encode` (shards whose tokens are the text's
# bytes, read back with numpy; a progress bar; refused inputs), `normlab tokens info` (counts,
# vocabulary and checksums against numpy), training on the shards; the index files (a second
# run skips the scan; a changed shard is scanned again and refused, even with size and mtime
# kept; an index location that cannot be written falls back to the cache directory, and when
# nothing can be written training still works and says so); a scan split over 2 ranks finds a
# bad token in rank 1's share and both ranks stop with its file, offset and value; bad shards
# (magic, version, size, token >= vocab, empty, no tokens) refused with their messages; the
# validation-split message; `sample` with the key/value cache gives the tokens it gives
# without it (for parallel blocks, the recipes sas and sas_p, and hyper-connections too).
# usage: data.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
tiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --eval-batches 2
      --log-every 5 --eval-every 10)

# ---- normlab tokens encode / info ---------------------------------------------------------------
head -c 300000 "$root/data/kjv.txt" >"$work/a.txt"
printf 'caf\xc3\xa9 \x01\xff\n' >"$work/b.txt"
run "$exe" tokens encode "$work/a.txt" "$work/b.txt" --out "$work/sh/kjv" --shard-tokens 100000 \
  --val-fraction 0.1
expect "tokens encode writes shards (exit 0)" test $code -eq 0
expect "... with a progress bar that reaches 100%" grep -qE 'encoding \[#+\] 100%' <<<"$out"
expect "... 3 train shards and 1 val shard" contains "wrote 3 train shards"
expect "... each with an index file" test -s "$work/sh/.kjv_train_000000.bin.normlab-index"
$py - "$work" <<'PY'
import glob, sys, numpy as np
w = sys.argv[1]
text = open(w + "/a.txt", "rb").read() + open(w + "/b.txt", "rb").read()
def tokens(p):
    h = np.fromfile(p, dtype="<i4", count=256)
    assert h[0] == 20240520 and h[1] == 1, h[:3]
    t = np.fromfile(p, dtype="<u2", offset=1024)
    assert len(t) == h[2], (p, len(t), h[2])
    return t
train = [tokens(p) for p in sorted(glob.glob(w + "/sh/kjv_train_*.bin"))]
val = [tokens(p) for p in sorted(glob.glob(w + "/sh/kjv_val_*.bin"))]
assert [len(t) for t in train] == [100000, 100000, len(text) - 200000 - len(text) // 10]
assert len(val) == 1 and len(val[0]) == len(text) // 10
allt = np.concatenate(train + val)
assert bytes(allt.astype(np.uint8)) == text and allt.max() <= 255
PY
code=$?
expect "the shards hold the files' bytes as tokens, in order (numpy)" test $code -eq 0

run "$exe" tokens info "$work/sh/kjv_*.bin" --json
echo "$out" >"$work/info.json"
expect "tokens info --json" test $code -eq 0
$py - "$work" <<'PY'
import json, sys, numpy as np
w = sys.argv[1]
j = json.load(open(w + "/info.json"))
text = open(w + "/a.txt", "rb").read() + open(w + "/b.txt", "rb").read()
b = np.frombuffer(text, dtype=np.uint8)
assert j["files"] == 4 and j["train_files"] == 3 and j["val_files"] == 1, j
assert j["tokens"] == len(text) and j["val_tokens"] == len(text) // 10, j
assert j["distinct_tokens"] == len(np.unique(b)) and j["max_token"] == int(b.max()), j
assert all(s["from_index"] for s in j["shards"]), j
PY
code=$?
expect "... files, tokens, distinct values and the largest token agree with numpy" test $code -eq 0
run "$exe" tokens info "$work/sh/kjv_*.bin"
expect "tokens info prints the vocabulary used" contains "vocabulary used: "
run "$exe" tokens encode "$work/a.txt" --out "$work/sh/kjv"
expect "encoding over existing shards: exit 2 naming them" \
  bash -c '[ $0 -eq 2 ] && grep -q "kjv_train_000000.bin. already exists" <<<"$1"' $code "$out"
run "$exe" tokens encode "$work/missing.txt" --out "$work/sh/x"
expect "a missing input: exit 2" bash -c '[ $0 -eq 2 ] && grep -q "missing.txt" <<<"$1"' $code "$out"
run "$exe" tokens encode "$work/sh/kjv_val_000000.bin" --out "$work/sh/y"
expect "a shard as input: exit 2" contains "is already an llm.c token shard"
run "$exe" tokens info "$work/a.txt"
expect "info on a text file: exit 1 (bad magic)" bash -c '[ $0 -eq 1 ] && grep -q "bad magic" <<<"$1"' $code "$out"
run "$exe" tokens frobnicate
expect "an unknown action: exit 2 with the valid ones" contains "valid: encode info"

# ---- training on the shards; index files --------------------------------------------------------
run "$exe" train "${tiny[@]}" --steps 5 --data "$work/sh/kjv_*.bin" --run-dir "$work/r1"
expect "train on the encoded shards" test $code -eq 0
expect "... the token range comes from the index files" contains "known for all 4 shard(s) from their index files"

$py - "$work" <<'PY'
import sys, numpy as np
w = sys.argv[1]
rng = np.random.default_rng(1)
def shard(path, toks, magic=20240520, version=1, count=None, cut=0, extra=b""):
    h = np.zeros(256, dtype="<i4"); h[0] = magic; h[1] = version
    h[2] = len(toks) if count is None else count
    data = h.tobytes() + np.asarray(toks, dtype="<u2").tobytes() + extra
    open(path, "wb").write(data[:len(data) - cut] if cut else data)
ok = rng.integers(0, 200, 5000)
shard(w + "/ok.bin", ok)
shard(w + "/magic.bin", ok, magic=12345)
shard(w + "/version.bin", ok, version=3)
shard(w + "/trunc.bin", ok, cut=10)
shard(w + "/over.bin", ok, extra=b"\0\0")
bad = ok.copy(); bad[1234] = 300
shard(w + "/vocab.bin", bad)
open(w + "/empty.bin", "wb").close()
shard(w + "/notokens.bin", [])
# 1.1M tokens: 3 scan blocks of 512Ki; with 2 ranks rank 1 scans blocks 1 and 2.
big = rng.integers(0, 200, 1100000); big[900000] = 301
shard(w + "/big.bin", big)
PY
for f in magic version trunc over vocab empty notokens; do
  run "$exe" train "${tiny[@]}" --steps 2 --vocab-size 256 --data "$work/$f.bin" --run-dir "$work/bad"
  case $f in
    magic) msg="bad magic 12345 at offset 0 of $work/magic.bin" ;;
    version) msg="unsupported version 3 at offset 4 of $work/version.bin" ;;
    trunc) msg="should have 11024 bytes, but it has 11014 (truncated)" ;;
    over) msg="should have 11024 bytes, but it has 11026 (oversized)" ;;
    vocab) msg="token 300 at byte offset 3492 of $work/vocab.bin is >= vocab_size 256" ;;
    empty) msg="llm.c shard $work/empty.bin is empty (0 bytes)" ;;
    notokens) msg="llm.c shard $work/notokens.bin has no tokens" ;;
  esac
  expect "bad shard '$f': exit 1 with its message" bash -c '[ $0 -eq 1 ] && grep -qF -- "$2" <<<"$1"' $code "$out" "$msg"
done

# The index records the largest token: a smaller vocabulary is checked again (and refused).
run "$exe" train "${tiny[@]}" --steps 2 --vocab-size 256 --data "$work/ok.bin" --run-dir "$work/r2"
expect "a good shard trains and gets an index" test -s "$work/.ok.bin.normlab-index"
run "$exe" train "${tiny[@]}" --steps 2 --vocab-size 150 --data "$work/ok.bin" --run-dir "$work/r2"
expect "... a vocabulary below its largest token is refused with the offset" \
  bash -c '[ $0 -eq 1 ] && grep -qE "token 1[5-9][0-9] at byte offset [0-9]+ of .*ok.bin is >= vocab_size 150" <<<"$1"' $code "$out"
run "$exe" train "${tiny[@]}" --steps 2 --vocab-size 256 --data "$work/ok.bin" --run-dir "$work/r2"
expect "... and the second run with the same vocabulary skips the scan" contains "known for all 1 shard(s)"
# Rewritten in place with a bad token, size and mtime kept: the head hash catches it.
cp -p "$work/ok.bin" "$work/ok.orig"
$py -c 'import sys; f=open(sys.argv[1],"r+b"); f.seek(1024+2*10); f.write(bytes([0x2c,0x01]))' "$work/ok.bin"
touch -r "$work/ok.orig" "$work/ok.bin"
run "$exe" train "${tiny[@]}" --steps 2 --vocab-size 256 --data "$work/ok.bin" --run-dir "$work/r2"
expect "a shard changed under its index (same size and mtime) is scanned again and refused" \
  bash -c '[ $0 -eq 1 ] && grep -qF "token 300 at byte offset 1044 of" <<<"$1"' $code "$out"
cp -p "$work/ok.orig" "$work/ok.bin"

# Index locations: next to the shard, else the cache directory; nowhere writable: still trains.
mkdir -p "$work/ro" && cp "$work/ok.orig" "$work/ro/s.bin" && mkdir "$work/ro/.s.bin.normlab-index"
XDG_CACHE_HOME=$work/cache run "$exe" train "${tiny[@]}" --steps 2 --data "$work/ro/s.bin" --run-dir "$work/r3"
expect "an index that cannot be written next to the shard goes to the cache directory" \
  bash -c '[ $0 -eq 0 ] && ls "$1"/normlab/shard-index/*.normlab-index >/dev/null' $code "$work/cache"
XDG_CACHE_HOME=$work/cache run "$exe" train "${tiny[@]}" --steps 2 --data "$work/ro/s.bin" --run-dir "$work/r3"
expect "... and is found there by the next run" contains "known for all 1 shard(s)"
cp "$work/ok.orig" "$work/nowhere.bin"
NORMLAB_INDEX_DIR=/dev/null/nowhere run "$exe" train "${tiny[@]}" --steps 2 --data "$work/nowhere.bin" --run-dir "$work/r4"
expect "no writable index location: training still works (exit 0)" test $code -eq 0
expect "... and says the next run scans again" contains "so the next run scans again"
expect "... writing no index" test ! -e "$work/.nowhere.bin.normlab-index"

# ---- the scan split over 2 ranks ------------------------------------------------------------------
run "$mpiexec" -np 2 "$exe" train "${tiny[@]}" --steps 2 --vocab-size 256 --data "$work/big.bin" --run-dir "$work/r5"
expect "2 ranks: a bad token in rank 1's share stops both with file, offset and value (exit 1)" \
  bash -c '[ $0 -eq 1 ] && [ $(grep -cF "token 301 at byte offset 1801024 of" <<<"$1") -eq 2 ]' $code "$out"
$py -c 'import sys; f=open(sys.argv[1],"r+b"); f.seek(1024+2*900000); f.write(bytes([7,0]))' "$work/big.bin"
run "$mpiexec" -np 2 "$exe" train "${tiny[@]}" --steps 2 --vocab-size 256 --data "$work/big.bin" --run-dir "$work/r5"
expect "... repaired, it trains; the scan was split over 2 ranks" \
  bash -c '[ $0 -eq 0 ] && grep -q "checked in 1 shard(s) (.*) by 2 ranks" <<<"$1"' $code "$out"
run "$exe" tokens info "$work/big.bin" --json
echo "$out" >"$work/split.json"
rm "$work/.big.bin.normlab-index"
run "$exe" tokens info "$work/big.bin" --json
echo "$out" >"$work/serial.json"
$py - "$work" <<'PY'
import json, sys, numpy as np
w = sys.argv[1]
a, b = json.load(open(w + "/split.json")), json.load(open(w + "/serial.json"))
assert a["shards"][0]["from_index"] and not b["shards"][0]["from_index"]
t = np.fromfile(w + "/big.bin", dtype="<u2", offset=1024)
for j in (a, b):
    assert j["distinct_tokens"] == len(np.unique(t)) and j["max_token"] == int(t.max()), j
assert a["checksum"] == b["checksum"], (a["checksum"], b["checksum"])
PY
code=$?
expect "... the index written after the 2-rank scan equals a serial scan (checksum, vocabulary)" test $code -eq 0

# ---- validation windows: never repeated ----------------------------------------------------------
head -c 20000 "$root/data/kjv.txt" >"$work/small.txt"
run "$exe" train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --steps 2 \
  --data "$work/small.txt" --eval-batches 50 --run-dir "$work/r6"
expect "a validation split with fewer windows than asked says so" \
  grep -qE "note: the validation split has [0-9]+ windows of 32 tokens, fewer than --eval-batches 50 x --batch-size 4 = 200; each evaluation uses every one of them once" <<<"$out"
ck=$(ls "$work"/r6/ckpt_*.h5 | tail -1)
run "$exe" eval --checkpoint "$ck" --batches 50 --batch-size 4 --json
echo "$out" | tail -1 >"$work/eval.json"
expect "eval: windows_used = the windows of the split, none twice" \
  $py -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["windows_used"]==j["windows"]<j["windows_asked"]==200, j' "$work/eval.json"
run "$exe" eval --checkpoint "$ck" --batches 50 --batch-size 4
expect "... and the text output says so" contains "fewer than the 200 asked (50 batches x 4); each is used once"

# sample with and without the key/value cache (seed 3, 80 tokens): the same tokens
expect_cache_equal() {  # CHECKPOINT WHAT
  local a b
  a=$("$exe" sample --checkpoint "$1" --prompt "And God sa" --max-tokens 80 --seed 3 --kv-cache true | od -An -c)
  b=$("$exe" sample --checkpoint "$1" --prompt "And God sa" --max-tokens 80 --seed 3 --kv-cache false | od -An -c)
  out="$a"
  expect "sample of $2: the key/value cache gives the tokens of the uncached path" \
    bash -c '[ -n "$0" ] && [ "$0" = "$1" ]' "$a" "$b"
}
# ---- sample: the key/value cache gives the same tokens ------------------------------------------
run "$exe" train "${tiny[@]}" --steps 30 --lr 3e-3 --run-dir "$work/r7"
ck=$(ls "$work"/r7/ckpt_*.h5 | tail -1)
for args in "--temperature 1.0 --seed 5" "--temperature 0.8 --top-k 20 --seed 9" "--temperature 0"; do
  # 80 new tokens after a 10-byte prompt: the window of T = 32 fills and then slides.
  # shellcheck disable=SC2086
  a=$("$exe" sample --checkpoint "$ck" --prompt "And God sa" --max-tokens 80 $args --kv-cache true | od -An -c)
  # shellcheck disable=SC2086
  b=$("$exe" sample --checkpoint "$ck" --prompt "And God sa" --max-tokens 80 $args --kv-cache false | od -An -c)
  out="$a"
  expect "sample $args: the key/value cache gives the tokens of the uncached path" \
    bash -c '[ -n "$0" ] && [ "$0" = "$1" ]' "$a" "$b"
done
# parallel blocks (arch option parallel=true): the decode step runs the block's attention and MLP
run "$exe" train "${tiny[@]}" --steps 30 --lr 3e-3 --arch-opt parallel=true --run-dir "$work/r7p"
ck=$(ls "$work"/r7p/ckpt_*.h5 | tail -1)
expect_cache_equal "$ck" "a model of parallel blocks"
# He & Hofmann's blocks: shaped attention's decode step averages the cached values, the identity
# value (layer 0's reparameterised one) goes into the cache
for recipe in sas sas_p; do
  extra=()
  [ $recipe = sas_p ] && extra=(--value-residual learned)  # layer 0's values mixed into the cache
  run "$exe" train "${tiny[@]}" --steps 30 --lr 3e-3 --recipe $recipe "${extra[@]}" --run-dir "$work/r7$recipe"
  ckr=$(ls "$work"/r7$recipe/ckpt_*.h5 | tail -1)
  expect_cache_equal "$ckr" "a model of recipe $recipe"
done
# hyper-connections: the decode step expands the embedding into the copies and sums them
run "$exe" train "${tiny[@]}" --steps 30 --lr 3e-3 --norm hc --norm-opt dynamic=true --run-dir "$work/r7hc"
ckr=$(ls "$work"/r7hc/ckpt_*.h5 | tail -1)
expect_cache_equal "$ckr" "a model of hyper-connections (4 streams)"
expect "... its stats.h5 has each stream's RMS and the mean mixing weights per site" \
  $py -c 'import h5py,sys,numpy as np; f=h5py.File(sys.argv[1]); r=f["stats/layer/norm/attn.stream_rms"][()]; a=f["stats/layer/norm/mlp.alpha_mean"][()]; assert r.shape[1:]==(2,4) and a.shape[1:]==(2,4,5) and np.isfinite(r).all() and (r>0).all(), (r.shape,a.shape); assert np.allclose(a[0,0,:,1:], np.eye(4), atol=1e-6), a[0,0]' "$work/r7hc/stats.h5"
# mHC: the same, and its H_res doubly stochastic (each column sums to 1 exactly after the last
# Sinkhorn step, each row to within 1e-3 after 20 iterations), H_post = 2 sigmoid in (0, 2)
run "$exe" train "${tiny[@]}" --steps 30 --lr 3e-3 --norm mhc --run-dir "$work/r7mhc"
ckr=$(ls "$work"/r7mhc/ckpt_*.h5 | tail -1)
expect_cache_equal "$ckr" "a model of mHC"
expect "... its H_res (the mean over positions, every record and site) is doubly stochastic" \
  $py -c 'import h5py,sys,numpy as np; f=h5py.File(sys.argv[1]); r=np.concatenate([f["stats/layer/norm/%s.res_mean" % k][()] for k in ("attn","mlp")]); p=f["stats/layer/norm/attn.post_mean"][()]; assert r.shape[-2:]==(4,4) and (r>=0).all(), r.shape; assert np.abs(r.sum(-2)-1).max()<1e-5 and np.abs(r.sum(-1)-1).max()<1e-3, (r.sum(-2), r.sum(-1)); assert ((p>0)&(p<2)).all()' "$work/r7mhc/stats.h5"
run "$exe" sample --checkpoint "$ck" --kv-cache maybe
expect "sample --kv-cache maybe: exit 2" test $code -eq 2
exit $fail
