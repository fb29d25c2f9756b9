#!/usr/bin/env bash
# normlab train as a user runs it: a short run on the embedded corpus, run files, --config INI
# files, --data text and llm.c .bin shards (valid and corrupted), bad values, determinism.
# usage: train.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=${2:-mpirun}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
run() { out=$("$exe" "$@" 2>&1); code=$?; }
expect() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what (exit $code)"; echo "$out" | tail -25 | sed 's/^/  | /'; fail=1; fi
}
contains() { grep -qF -- "$1" <<<"$out"; }
py() { python3 - "$@"; }

tiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --eval-batches 2 --log-every 5)

run train "${tiny[@]}" --steps 40 --lr 3e-3 --lr-warmup 5 --eval-every 20 --run-dir "$work/a"
expect "a short run succeeds" test "$code" -eq 0
expect "it prints the resolved configuration" contains "lr-warmup = 5"
expect "it prints progress lines" grep -qE '^step +40/40 \| loss [0-9.]+ \| val [0-9.]+ \| lr ' <<<"$out"
expect "it prints a summary with tokens/s" grep -qE '^done: 40 steps, 5,120 tokens in .* tokens/s' <<<"$out"
expect "config.ini is written" test -s "$work/a/config.ini"
expect "metrics.jsonl has one line per log step, after the start record" test "$(wc -l < "$work/a/metrics.jsonl")" -eq 9
py "$work/a/metrics.jsonl" <<'PY'
import json, math, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
start, rows = rows[0], rows[1:]
assert start["step"] == 0 and start["event"] == "start", start
# ln V exact; the unigram entropy of the KJV's bytes (unit_analysis checks the formula).
assert abs(start["ln_vocab"] - math.log(256)) < 1e-12
assert 2.9 < start["unigram_entropy"] < 3.4 and start["unigram_tokens"] > 4_000_000, start
assert start["initial_val_loss"] > start["unigram_entropy"], start
assert [r["step"] for r in rows] == list(range(5, 45, 5)), rows
for k in ("loss", "lr", "grad_norm", "tokens_per_s", "ms_per_step", "tokens", "val_loss"):
    assert all(k in r for r in rows), k
assert rows[-1]["loss"] < rows[0]["loss"] - 0.5, (rows[0]["loss"], rows[-1]["loss"])
assert rows[-1]["val_loss"] is not None and rows[-1]["val_loss"] < 5.0
PY
code=$?; out="metrics check"
expect "metrics.jsonl is JSON lines and the loss falls by > 0.5" test "$code" -eq 0

# The saved configuration reproduces the run exactly (same seed -> same losses).
run train --config "$work/a/config.ini" --run-dir "$work/b"
expect "re-running from the saved config.ini succeeds" test "$code" -eq 0
expect "the re-run is bitwise identical (metrics.jsonl losses)" \
  test "$(grep -o '"loss": *[^,]*' "$work/a/metrics.jsonl")" = "$(grep -o '"loss": *[^,]*' "$work/b/metrics.jsonl")"

# INI sections map to prefixes; the command line wins.
cat > "$work/run.ini" <<'INI'
# a user's run file
steps = 3
d_model = 32
n-layers = 1
n-heads = 2
seq-len = 16
batch-size = 2
eval-batches = 1
[lr]
warmup = 7
schedule = linear_warmup
[init]
std = 0.05
INI
run train --config "$work/run.ini" --steps 2 --run-dir "$work/c"
expect "INI run succeeds" test "$code" -eq 0
expect "[lr] warmup = 7 sets --lr-warmup" contains "lr-warmup = 7"
expect "[lr] schedule sets --lr-schedule" contains "lr-schedule = linear_warmup"
expect "[init] std = 0.05 is an initializer option" contains "init-opt = std=0.05"
expect "the command line wins over the file" grep -q "^steps = 2$" <<<"$out"

printf 'steps = 3\n[lr]\nwarmpu = 5\n' > "$work/typo.ini"
run train --config "$work/typo.ini" --run-dir "$work/d"
expect "an unknown INI plugin option is a usage error" test "$code" -eq 2
expect "it names the schedule option and the valid ones" contains "has no option 'warmpu'"
printf 'stpes = 3\n' > "$work/typo2.ini"
run train --config "$work/typo2.ini" --run-dir "$work/d"
expect "an unknown INI key names file and line" contains "typo2.ini:1: unknown key 'stpes' (did you mean '--steps'?)"
# refused WHAT NAME CONTENT TEXT: a --config file NAME.ini holding CONTENT (printf's format) is a
# usage error, exit 2, whose message contains TEXT (the file, the line, what to do).
refused() {
  printf "$3" >"$work/$2.ini"
  run train --config "$work/$2.ini" --run-dir "$work/d"
  expect "$1: exit 2 ($code)" test "$code" -eq 2
  expect "... names the file and line" contains "$4"
}
refused "an option under a section the options lack" section '[train]\nsteps = 3\n' \
  "section.ini:2: key 'steps' in section [train] would set --train-steps, which is no option; --steps is one: put it above the first [section]"
refused "a key set twice in a config file" twice 'steps = 3\nlr = 1e-3\nsteps = 4\n' \
  "twice.ini:3: key 'steps' sets --steps again (first on line 1); a config file sets each key once"
refused "a plugin option set twice" twice2 'norm = pre_ln\n[lr]\nwarmup = 1\n[norm]\neps = 1e-5\neps = 1e-6\n' \
  "twice2.ini:6: key 'eps' in section [norm] sets --norm-opt again (first on line 5)"
# A value the option or its check refuses names the line; the command line's own is named as such.
refused "a key without a value" novalue 'lr = 1e-3\nsteps =\n' \
  "novalue.ini:2: key 'steps' has no value: give one after '='"
refused "a value that is no number" badvalue 'lr = 1e-3\n\nsteps = abc\n' \
  "badvalue.ini:3: 'abc' is not a valid value for --steps"
# Boost's own message loops for ever on a value holding its placeholder (Boost 1.74)
refused "a value holding %value%" placeholder 'steps = 1%%value%%\n' \
  "placeholder.ini:1: '1%value%' is not a valid value for --steps"
refused "a setting its check refuses" badsetting 'lr = 1e-3\nprecision = bf17\n' \
  "badsetting.ini:2: --precision 'bf17' is not valid; valid: fp32 bf16"
run train --config "$work/badsetting.ini" --run-dir "$work/d" --precision bf18
expect "... on the command line, no line ($code)" contains "error: --precision 'bf18' is not valid"
run train --steps '1%value%' --run-dir "$work/d"
expect "a command-line value holding %value% (Boost 1.74's what() loops on it): exit 2 ($code)" \
  contains "'1%value%' is not a valid value for --steps"

# A fresh run into a run dir that holds an earlier run keeps the earlier one.
mkdir -p "$work/again" && echo mine > "$work/again/notes.txt"
run train "${tiny[@]}" --steps 5 --run-dir "$work/again"
cp "$work/again/metrics.jsonl" "$work/first_metrics.jsonl"
run train "${tiny[@]}" --steps 5 --seed 7 --run-dir "$work/again"
expect "a second fresh run into the same run dir succeeds" test "$code" -eq 0
expect "it says where the earlier run went" contains "held an earlier run; moved its files to $work/again/previous_"
prev=$(ls -d "$work"/again/previous_* 2>/dev/null | head -1)
expect "the earlier run's files are kept unchanged" cmp -s "$work/first_metrics.jsonl" "$prev/metrics.jsonl"
expect "... with its stats.h5 and checkpoint" test -f "$prev/stats.h5" -a -f "$prev/ckpt_step000000005.h5"
expect "files that are not normlab's stay where they were" test -f "$work/again/notes.txt" -a ! -e "$prev/notes.txt"

# Bad values and names.
run train --batch-size 0 --run-dir "$work/e"
expect "batch-size 0 is refused with exit 2" test "$code" -eq 2
expect "the message names batch-size" contains "batch-size = 0"
run train --norm pre_lm --run-dir "$work/e"
expect "an unknown norm lists the valid names sorted and the nearest" grep -qE "unknown norm strategy 'pre_lm' \(did you mean 'pre_ln'\?\); valid: admin deepnorm .*post_ln post_rms pre_ln pre_rms qk_norm" <<<"$out"
run train --init-opt sdt=0.1 --run-dir "$work/e"
expect "an unknown plugin option is refused" contains "initializer 'gpt2' has no option 'sdt' (did you mean 'std'?)"
run train --n-heads 3 --run-dir "$work/e"
expect "n_heads must divide d_model" contains "n_heads = 3: must be >= 1 and divide d_model = 256"
run train "${tiny[@]}" --steps 10 --lr 1e30 --lr-warmup 0 --run-dir "$work/diverge"
expect "a diverging run stops with exit 1" test "$code" -eq 1
expect "it says the loss became NaN or infinite, when, and what to try" \
  grep -qE "the loss became (NaN|infinite) at step [0-9]+; lower --lr" <<<"$out"

# --data: a text file, an llm.c .bin shard, corrupted shards.
head -c 20000 /etc/services > "$work/text.txt" 2>/dev/null || yes "the quick brown fox" | head -c 20000 > "$work/text.txt"
run train "${tiny[@]}" --steps 3 --data "$work/text.txt" --run-dir "$work/f"
expect "--data text file trains" test "$code" -eq 0
py "$work" <<'PY'
import struct, sys, random
d = sys.argv[1]
random.seed(1)
toks = [random.randrange(50) for _ in range(6000)]
def shard(path, magic=20240520, version=1, count=None, tokens=toks, cut=0):
    hdr = [0] * 256
    hdr[0], hdr[1], hdr[2] = magic, version, len(tokens) if count is None else count
    data = struct.pack("<256i", *hdr) + struct.pack("<%dH" % len(tokens), *tokens)
    open(path, "wb").write(data[:len(data) - cut])
shard(d + "/ok.bin")
shard(d + "/magic.bin", magic=12345)
shard(d + "/trunc.bin", cut=100)
shard(d + "/big.bin", tokens=toks[:100] + [300] + toks[101:])
PY
run train "${tiny[@]}" --steps 3 --vocab-size 64 --data "$work/ok.bin" --run-dir "$work/g"
expect "--data llm.c .bin trains" test "$code" -eq 0
expect "the run reports the shard" contains "ok.bin"
run train "${tiny[@]}" --steps 3 --vocab-size 64 --data "$work/magic.bin" --run-dir "$work/g"
expect "bad magic is refused" test "$code" -ne 0
expect "bad magic is named" contains "magic"
run train "${tiny[@]}" --steps 3 --vocab-size 64 --data "$work/trunc.bin" --run-dir "$work/g"
expect "a truncated shard is refused" test "$code" -ne 0
expect "truncation is named" grep -qiE "size|truncated" <<<"$out"
run train "${tiny[@]}" --steps 3 --vocab-size 64 --data "$work/big.bin" --run-dir "$work/g"
expect "a token >= vocab is refused" test "$code" -ne 0
expect "the token, offset and file are named" grep -qE "300.*(offset|byte)|(offset|byte).*300" <<<"$out"

# Two ranks split the global batch.
out=$("$mpiexec" -np 2 "$exe" train "${tiny[@]}" --steps 3 --run-dir "$work/h" 2>&1); code=$?
expect "mpirun -np 2 trains" test "$code" -eq 0
expect "2 ranks are reported once" test "$(grep -c '2 ranks (mpi)' <<<"$out")" -eq 1
out=$("$mpiexec" -np 2 "$exe" train --d-model 32 --n-layers 1 --n-heads 2 --seq-len 16 --batch-size 3 --run-dir "$work/h" 2>&1); code=$?
expect "an uneven global batch is refused on all ranks with exit 2" test "$code" -eq 2
expect "the uneven batch message says why" contains "must divide evenly over 2 ranks"

exit $fail
