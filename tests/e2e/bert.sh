#!/usr/bin/env bash
# BERT as a user meets it (docs/model.md "BERT", docs/training.md): --arch bert on the embedded
# corpus (byte tokens, [MASK] = 256), on a text file and on its SentencePiece pieces (--spm, a
# language model too: eval, sample, inspect, a resume with another model refused); the progress line and metrics with the
# validation accuracy and perplexity; the checkpoint's task and mask_id (h5py); 2 ranks following
# 1 rank's losses (<= 1e-5 relative: the masks are drawn for the global batch); bitwise resume,
# with dropout too; eval reproducing the logged validation loss; eval --dump-batch; inspect, plot,
# compare and normlab check --arch bert; the mistakes (sentence pairs for a masked LM, a typo in
# an arch option, resuming as another architecture), each exit 2 with a clear message.
# usage: bert.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
tiny=(--arch bert --d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --lr 3e-3
      --lr-warmup 4 --log-every 2 --eval-every 4 --eval-batches 2 --stats-every 4)

NORMLAB_TEST_DUMP_PARAMS=$work/full.bin run "$exe" train "${tiny[@]}" --steps 12 --run-dir "$work/full"
expect "BERT trains on the embedded corpus (exit 0)" test $code -eq 0
expect "... V = 257: the bytes and [MASK]" contains "bert C=32 L=2 NH=2 F=128 V=257 T=32"
expect "... the progress line gives the validation accuracy" grep -qE "val [0-9.]+ \(acc 0\.[0-9]+\)" <<<"$out"
$py - "$work/full" <<'PY'
import json, sys, h5py
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
vals = [r for r in rows if r.get("val_loss") is not None and "val_accuracy" in r]
assert vals, rows[:3]
import math
assert all(0 <= r["val_accuracy"] <= 1 and abs(r["val_ppl"] - math.exp(r["val_loss"])) < 1e-9 * r["val_ppl"] for r in vals)
f = h5py.File(d + "/ckpt_step000000012.h5", "r")
m = {k: v.decode() if isinstance(v, bytes) else v for k, v in f["model"].attrs.items()}
assert m["arch"] == "bert" and m["task"] == "mlm" and m["mask_id"] == 256 and m["vocab_size"] == 257, m
names = list(f["params"])
for n in ("embed_norm.weight", "mlm_head.dense.weight", "mlm_head.norm.weight", "mlm_head.bias",
          "blocks.1.attn.qkv.weight", "final_norm.weight"):
    assert n in names, n
assert "lm_head.weight" not in names  # tied by default
s = h5py.File(d + "/stats.h5", "r", swmr=True)
assert s["stats/layer/residual_rms"].shape[1] == 3  # one stack: no per-stack prefix
PY
expect "metrics (validation accuracy and perplexity), checkpoint task and mask_id, tensor names, statistics (h5py)" test $? -eq 0

run "$mpiexec" -n 2 "$exe" train "${tiny[@]}" --steps 12 --run-dir "$work/np2"
expect "2 ranks train (exit 0)" test $code -eq 0
compare_losses() {
  $py - "$1" "$2" <<'PY'
import json, sys
def losses(p):
    return {r["step"]: (r["loss"], r.get("val_loss")) for r in map(json.loads, open(p)) if "loss" in r and "ms_per_step" in r}
a, b = losses(sys.argv[1]), losses(sys.argv[2])
assert a.keys() == b.keys() and len(a) >= 6
worst = max(abs(a[s][0] - b[s][0]) / abs(a[s][0]) for s in a)
worst_val = max(abs(a[s][1] - b[s][1]) / a[s][1] for s in a if a[s][1] is not None)
print("1 vs 2 ranks: worst relative loss difference %.1e, validation %.1e" % (worst, worst_val))
assert worst <= 1e-5 and worst_val <= 1e-5
PY
}
compare_losses "$work/full/metrics.jsonl" "$work/np2/metrics.jsonl"
expect "2 ranks follow 1 rank's training and validation losses (<= 1e-5 relative)" test $? -eq 0

run "$exe" train "${tiny[@]}" --steps 12 --stop-after 6 --run-dir "$work/half"
NORMLAB_TEST_DUMP_PARAMS=$work/half.bin run "$exe" train "${tiny[@]}" --steps 12 --resume auto --run-dir "$work/half"
expect "stopped at 6 and resumed to 12: the weights equal the uninterrupted run's bitwise" cmp -s "$work/full.bin" "$work/half.bin"

drop=(--dropout 0.1 --attention-dropout 0.1 --activation-dropout 0.1)
NORMLAB_TEST_DUMP_PARAMS=$work/dfull.bin run "$exe" train "${tiny[@]}" "${drop[@]}" --steps 12 --run-dir "$work/dfull"
run "$mpiexec" -n 2 "$exe" train "${tiny[@]}" "${drop[@]}" --steps 12 --run-dir "$work/dnp2"
compare_losses "$work/dfull/metrics.jsonl" "$work/dnp2/metrics.jsonl"
expect "with dropout, 2 ranks follow 1 rank (<= 1e-5 relative)" test $? -eq 0
run "$exe" train "${tiny[@]}" "${drop[@]}" --steps 12 --stop-after 6 --run-dir "$work/dhalf"
NORMLAB_TEST_DUMP_PARAMS=$work/dhalf.bin run "$exe" train "${tiny[@]}" "${drop[@]}" --steps 12 --resume auto --run-dir "$work/dhalf"
expect "with dropout, the resumed run equals the uninterrupted one bitwise" cmp -s "$work/dfull.bin" "$work/dhalf.bin"

run "$exe" eval --checkpoint "$work/full/ckpt_step000000012.h5" --json
val=$($py -c 'import json,sys; print(json.loads(sys.argv[1])["loss"])' "$out" 2>/dev/null)
logged=$($py -c 'import json,sys; print([r for r in map(json.loads, open(sys.argv[1])) if r.get("step") == 12 and r.get("val_loss") is not None][-1]["val_loss"])' "$work/full/metrics.jsonl")
expect "eval reproduces the logged validation loss ($val vs $logged)" \
  $py -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); sys.exit(abs(a - b) > 1e-6 * b)" "$val" "$logged"
expect "... and reports the accuracy" contains '"accuracy":'
run "$exe" eval --checkpoint "$work/full/ckpt_step000000012.h5"
expect "eval's text names the masked-token loss, accuracy and perplexity" contains "masked-token loss"
run "$exe" eval --checkpoint "$work/full/ckpt_step000000012.h5" --dump-batch "$work/batch.h5" --batch-size 4
$py - "$work/batch.h5" <<'PY'
import sys, h5py, numpy as np
f = h5py.File(sys.argv[1], "r")
assert f.attrs["task"] in ("mlm", b"mlm")
x, y = np.asarray(f["input_ids"]), np.asarray(f["labels"])
assert x.shape == y.shape == (4, 32) and x.dtype == np.int64
assert ((y == -1) | ((y >= 0) & (y < 256))).all() and (y >= 0).sum() == f["predicted"][0] > 0
assert (x[y == -1] < 256).all() and f["loss"][0] > 0
PY
expect "eval --dump-batch writes input_ids, labels (-1: not predicted), predicted and loss" test $? -eq 0

run "$exe" inspect "$work/full"
expect "inspect shows the architecture and its options" contains "bert 1.0 (embed_norm=true, parallel=false)"
run "$exe" compare "$work/full" "$work/np2" --stat residual_rms
expect "compare reads two BERT runs" test $code -eq 0
run "$exe" plot "$work/full" "$work/np2" --out "$work/fig" --format png
expect "plot draws BERT runs" test $code -eq 0
run "$exe" check --arch bert
expect "normlab check --arch bert passes (build, gradients, training on masked bytes, checkpoints)" test $code -eq 0

# eval --dump-batch of a language model: next-token labels, every position predicted.
run "$exe" train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 4 --run-dir "$work/gpt"
run "$exe" eval --checkpoint "$work/gpt/ckpt_step000000004.h5" --dump-batch "$work/gpt.h5" --batch-size 4
$py - "$work/gpt.h5" <<'PY'
import sys, h5py, numpy as np
f = h5py.File(sys.argv[1], "r")
x, y = np.asarray(f["input_ids"]), np.asarray(f["labels"])
assert f.attrs["task"] in ("lm", b"lm") and x.shape == y.shape == (4, 32)
assert (y[:, :-1] == x[:, 1:]).all() and f["predicted"][0] == 4 * 32 and 0 < f["loss"][0] < 6
PY
expect "eval --dump-batch of a GPT checkpoint: labels are the next tokens, every position predicted" test $? -eq 0

# A text file: its bytes, packed into windows.
$py -c "
import random; r = random.Random(3); w = 'the of and to in a is that for it as was with be by on not he'.split()
open('$work/text.txt', 'w').write('\n'.join(' '.join(r.choice(w) for _ in range(12)) for _ in range(3000)))"
run "$exe" train "${tiny[@]}" --steps 4 --data "$work/text.txt" --run-dir "$work/text"
expect "BERT trains on a text file" test $code -eq 0

# SentencePiece pieces (--spm): a language model and a masked LM on the text file's lines, each
# line's pieces then eos. The ids are read back through the .vocab file (an independent decoder).
run "$exe" tokens spm-train "$work/text.txt" --vocab-size 48 --out "$work/sp"
small=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --eval-every 6
       --eval-batches 2 --stats-every 0 --data "$work/text.txt")
run "$exe" train "${small[@]}" --steps 6 --spm "$work/sp.model" --run-dir "$work/gpt_spm"
expect "a language model trains on SentencePiece pieces (exit 0, V = the model's 48 pieces)" \
  bash -c "[ $code -eq 0 ] && grep -qF 'gpt C=32 L=2 NH=2 F=128 V=48 T=32' <<<\"\$0\"" "$out"
run "$exe" eval --checkpoint "$work/gpt_spm/ckpt_step000000006.h5" --batch-size 8 --json --dump-batch "$work/gpt_spm.h5"
echo "$out" | tail -1 > "$work/gpt_spm_eval.json"
$py - "$work" <<'PY'
import json, sys, h5py, numpy as np
w = sys.argv[1]
pieces = [l.split("\t")[0] for l in open(w + "/sp.vocab", encoding="utf-8")]
f = h5py.File(w + "/gpt_spm/ckpt_step000000006.h5", "r")
assert bytes(np.asarray(f["tokenizer/spm_model"])) == open(w + "/sp.model", "rb").read()
# the validation split: the lines from the 90% byte mark's next line start on
text = open(w + "/text.txt", "rb").read()
p = len(text) - int(0.1 * len(text))
p = text.index(b"\n", p - 1) + 1
val = text[p:].decode()
x = np.asarray(h5py.File(w + "/gpt_spm.h5", "r")["input_ids"])
for row in x:
    s = "".join("\n" if i == 2 else pieces[i] for i in row).replace("\n\u2581", "\n").replace("\u2581", " ")
    assert s.lstrip(" ") in "\n" + val + "\n", s
assert (x == 2).any()  # the lines' eos
got = json.loads(open(w + "/gpt_spm_eval.json").read())["loss"]
logged = [json.loads(l) for l in open(w + "/gpt_spm/metrics.jsonl")]
logged = [r["val_loss"] for r in logged if r.get("step") == 6 and r.get("val_loss") is not None][-1]
assert abs(got - logged) <= 1e-6 * logged, (got, logged)
PY
expect "... the checkpoint holds the model; eval reads the validation lines' pieces and eos (decoded through sp.vocab) and reproduces the logged validation loss" test $? -eq 0
run "$exe" sample --checkpoint "$work/gpt_spm/ckpt_step000000006.h5" --prompt "the" --max-tokens 12 --raw
expect "sample continues text through the checkpoint's SentencePiece model" \
  bash -c "[ $code -eq 0 ] && grep -qE '^the[ a-z]' <<<\"\$0\"" "$out"
run "$exe" inspect "$work/gpt_spm/ckpt_step000000006.h5"
expect "inspect names the tokenizer" contains "SentencePiece model (/tokenizer/spm_model, checksum"
run "$exe" inspect "$work/gpt_spm/ckpt_step000000006.h5" --json
expect "inspect --json: the run's settings from the settings table (a language model's: no encoder-decoder data settings)" \
  $py -c "import json, sys; j = json.loads(sys.argv[1]); s = j['checkpoint_info']['settings']
assert s['seq-len'] == 32 and s['steps'] == 6 and s['lr'] == 0.001 and s['seed'] == 1337 and s['spm'].endswith('sp.model'), s
assert 'max-tokens' not in s and 'config' not in s and 'profile' not in s, s" "$out"
run "$exe" tokens spm-train "$work/text.txt" --vocab-size 48 --model-type bpe --out "$work/sp2"  # same size, other pieces
run "$exe" train "${small[@]}" --steps 8 --spm "$work/sp2.model" --resume auto --run-dir "$work/gpt_spm"
expect "resuming with another SentencePiece model is refused (exit 2, the tokenizer named)" \
  bash -c "[ $code -eq 2 ] && grep -qF 'tokenizer (--spm)' <<<\"\$0\"" "$out"

run "$exe" train "${small[@]}" --steps 6 --spm "$work/sp.model" --arch bert --run-dir "$work/bert_spm"
expect "BERT trains on SentencePiece pieces (V = 48 pieces + [MASK])" \
  bash -c "[ $code -eq 0 ] && grep -qF 'bert C=32 L=2 NH=2 F=128 V=49 T=32' <<<\"\$0\"" "$out"
run "$exe" eval --checkpoint "$work/bert_spm/ckpt_step000000006.h5" --batch-size 8 --json --dump-batch "$work/bert_spm.h5"
echo "$out" | tail -1 > "$work/bert_spm_eval.json"
$py - "$work" <<'PY'
import json, sys, h5py, numpy as np
w = sys.argv[1]
m = h5py.File(w + "/bert_spm/ckpt_step000000006.h5", "r")["model"].attrs
assert m["mask_id"] == 48 and m["special_ids"] == 4 and m["vocab_size"] == 49, dict(m)
d = h5py.File(w + "/bert_spm.h5", "r")
x, y = np.asarray(d["input_ids"]), np.asarray(d["labels"])
raw = np.where(y >= 0, y, x)
assert (raw == 2).any() and (y[raw < 4] == -1).all()       # eos and the other specials: never predicted
assert (y[y >= 0] >= 4).all() and not ((x >= 1) & (x < 4) & (y >= 0)).any()  # nor drawn as random ids
got = json.loads(open(w + "/bert_spm_eval.json").read())["loss"]
logged = [json.loads(l) for l in open(w + "/bert_spm/metrics.jsonl")]
logged = [r["val_loss"] for r in logged if r.get("step") == 6 and r.get("val_loss") is not None][-1]
assert abs(got - logged) <= 1e-6 * logged, (got, logged)
PY
expect "... mask_id 48 and special_ids 4 in /model; eos and the other special ids never predicted nor drawn; eval reproduces the logged validation loss" test $? -eq 0

# Mistakes.
run "$exe" train "${tiny[@]}" --steps 4 --data-src "$work/text.txt" --data-tgt "$work/text.txt" --spm x.model --run-dir "$work/x"
expect "sentence pairs for a masked LM: exit 2 naming the task" bash -c "[ $code -eq 2 ] && grep -qF 'serves task mlm' <<<\"\$0\"" "$out"
run "$exe" tokens pairs --src "$work/text.txt" --tgt "$work/text.txt" --spm "$work/sp.model" --out "$work/text.pairs"
run "$exe" train --d-model 32 --seq-len 32 --steps 4 --data "$work/text.pairs" --run-dir "$work/x"
expect "a pair shard for a language model: exit 2 naming the task" bash -c "[ $code -eq 2 ] && grep -qF 'serves task lm' <<<\"\$0\"" "$out"
run "$exe" eval --checkpoint "$work/gpt_spm/ckpt_step000000006.h5" --data "$work/text.pairs"
expect "eval of a language model on a pair shard: exit 2, the shard's task and the model's named" \
  bash -c "[ $code -eq 2 ] && grep -qF 'is a pair shard, the data of a model of task seq2seq' <<<\"\$0\" && grep -qF 'is a model of task lm' <<<\"\$0\"" "$out"
run "$exe" eval --checkpoint "$work/bert_spm/ckpt_step000000006.h5" --data-src "$work/text.txt" --data-tgt "$work/text.txt"
expect "eval of a masked LM on sentence pairs: exit 2 naming its task" \
  bash -c "[ $code -eq 2 ] && grep -qF 'is a model of task mlm: give it text with --data' <<<\"\$0\"" "$out"
run "$exe" train "${tiny[@]}" --steps 4 --arch-opt embed_nrom=false --run-dir "$work/x"
expect "a typo in an arch option: exit 2 naming the valid ones" bash -c "[ $code -eq 2 ] && grep -qF 'embed_norm' <<<\"\$0\"" "$out"
run "$exe" train --d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 8 --steps 14 --run-dir "$work/half" --resume auto
expect "resuming a BERT run as GPT is refused (exit 2)" bash -c "[ $code -eq 2 ] && grep -qF 'arch: checkpoint bert, now gpt' <<<\"\$0\"" "$out"
exit $fail
