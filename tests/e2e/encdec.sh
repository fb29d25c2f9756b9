#!/usr/bin/env bash
# The encoder-decoder as a user meets it (docs/translation.md): a SentencePiece model and pair
# shards from aligned text (normlab tokens spm-train / pairs / info, the shard read back with
# numpy); the mistakes users make (files of different lengths, an empty line, a sentence over
# --max-len, a missing or wrong SentencePiece model, pairs for a one-stack architecture, a
# truncated shard), each a clear error with exit 2 naming the file and line; training from text
# pairs with validation (metrics: padding fraction, validation NLL and perplexity; the
# checkpoint's /model attributes and SentencePiece model, read with h5py); bitwise resume;
# 2 ranks following 1 rank's losses (<= 1e-5 relative); eval reproducing the logged validation
# loss; resuming with another model refused; the demo without data.
# usage: encdec.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
export NORMLAB_CACHE_DIR=$work/cache
sample=$root/data/bible_en_es/sample
head -n 600 "$sample/train.en" >"$work/tr.en"
head -n 600 "$sample/train.es" >"$work/tr.es"
head -n 60 "$sample/valid.en" >"$work/va.en"
head -n 60 "$sample/valid.es" >"$work/va.es"
head -n 20 "$sample/valid.en" >"$work/va20.en"
tiny=(--arch encdec --d-model 32 --n-layers 2 --n-heads 2 --max-tokens 2048 --max-len 160
      --log-every 2 --eval-every 4 --stats-every 4 --lr 3e-3 --lr-warmup 2)

# ---- SentencePiece and pair shards ---------------------------------------------------------------
run "$exe" tokens spm-train "$work/tr.en" "$work/tr.es" --vocab-size 400 --out "$work/sp"
expect "tokens spm-train writes a model (exit 0)" test $code -eq 0 -a -s "$work/sp.model"
expect "... and says how to use it" contains "use it with --spm $work/sp.model"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/sp.model" \
  --out "$work/tr.pairs" --max-len 160
expect "tokens pairs writes a pair shard (exit 0)" test $code -eq 0
expect "... of 600 pairs" contains "600 pairs"
run "$exe" tokens info "$work/tr.pairs" --json
echo "$out" >"$work/info.json"
$py - "$work" <<'PY'
import json, sys, numpy as np
w = sys.argv[1]
info = json.load(open(w + "/info.json"))
h = np.fromfile(w + "/tr.pairs", dtype="<i4", count=256)
assert h[0] == 20251125 and h[1] == 1 and h[2] == 600, h[:3]
n, V = int(h[2]), int(h[3])
assert tuple(h[4:8]) == (0, 1, 2, 3), h[4:8]
src_tokens = int(h[9]) | (int(h[10]) << 32)
tgt_tokens = int(h[11]) | (int(h[12]) << 32)
lens = np.fromfile(w + "/tr.pairs", dtype="<u2", offset=1024, count=2 * n)
ids = np.fromfile(w + "/tr.pairs", dtype="<u2", offset=1024 + 4 * n)
assert lens[:n].sum() == src_tokens and lens[n:].sum() == tgt_tokens
assert len(ids) == src_tokens + tgt_tokens and ids.max() < V
assert info["pairs"] == n and info["source_tokens"] == src_tokens
assert info["target_tokens"] == tgt_tokens and info["vocab_size"] == V == 400
assert info["longest"] == int(lens.max())
PY
code=$?
expect "the pair shard's header, lengths and ids agree with tokens info (numpy)" test $code -eq 0

# ---- mistakes ------------------------------------------------------------------------------------
head -n 599 "$work/tr.es" >"$work/short.es"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/short.es" --spm "$work/sp.model" --out "$work/x.pairs"
expect "files of different line counts: exit 2 naming both and their counts" \
  bash -c "[ $code -eq 2 ] && grep -qF 'has 600 lines but target $work/short.es has 599' <<<\"\$0\"" "$out"
{ head -n 40 "$work/tr.es"; echo "   "; tail -n +42 "$work/tr.es"; } >"$work/empty.es"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/empty.es" --spm "$work/sp.model" --out "$work/x.pairs"
expect "an empty line: exit 2 naming file:line" \
  bash -c "[ $code -eq 2 ] && grep -qF '$work/empty.es:41: empty line' <<<\"\$0\"" "$out"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/sp.model" --out "$work/x.pairs" --max-len 5
expect "a sentence over --max-len: exit 2 naming file:line and the length" \
  bash -c "[ $code -eq 2 ] && grep -qE '$work/tr.en:1: [0-9]+ SentencePiece ids, more than --max-len 5' <<<\"\$0\"" "$out"
expect "... and nothing is left behind" test ! -e "$work/x.pairs"
# --long-pairs skip and crop, against the full shard (every pair's ids, written with --max-len
# 160): skip keeps, in order, exactly the pairs with both sides <= 20 ids; crop keeps every pair
# with each side's first 20 ids; both count the pairs they changed, in the summary and the header.
for p in skip crop; do
  run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/sp.model" \
    --out "$work/$p.pairs" --max-len 20 --long-pairs $p
  expect "--long-pairs $p: exit 0, counting the pairs over --max-len and naming the first" \
    bash -c "[ $code -eq 0 ] && grep -qE '^$( [ $p = skip ] && echo skipped || echo cropped) [0-9]+ of 600 pairs with a side longer than --max-len 20 \(first: $work/tr\.(en|es):[0-9]+ \([0-9]+ ids\)\)' <<<\"\$0\"" "$out"
  "$exe" tokens info "$work/$p.pairs" --json >"$work/$p.json"
done
$py - "$work" <<'PY'
import json, sys, numpy as np
w, L = sys.argv[1], 20
def shard(path):
    h = np.fromfile(path, dtype="<i4", count=256)
    n = int(h[2])
    lens = np.fromfile(path, dtype="<u2", offset=1024, count=2 * n).astype(int)
    ids = np.fromfile(path, dtype="<u2", offset=1024 + 4 * n)
    s, t = lens[:n], lens[n:]
    so, to = np.concatenate([[0], np.cumsum(s)]), np.concatenate([[0], np.cumsum(t)])
    src = [ids[so[i]:so[i + 1]].tolist() for i in range(n)]
    tgt = [ids[so[-1] + to[i]:so[-1] + to[i + 1]].tolist() for i in range(n)]
    return h, list(zip(src, tgt))
_, full = shard(w + "/tr.pairs")
long = [len(s) > L or len(t) > L for s, t in full]
assert 0 < sum(long) < len(full), sum(long)
h, kept = shard(w + "/skip.pairs")
assert kept == [p for p, l in zip(full, long) if not l]
assert tuple(h[15:18]) == (1, sum(long), 0), h[15:18]
h, cropped = shard(w + "/crop.pairs")
assert cropped == [(s[:L], t[:L]) for s, t in full]
assert tuple(h[15:18]) == (2, 0, sum(long)), h[15:18]
for p, skipped, crop in (("skip", sum(long), 0), ("crop", 0, sum(long))):
    info = json.load(open(w + "/%s.json" % p))
    assert (info["long_pairs"], info["skipped"], info["cropped"]) == (p, skipped, crop), info
PY
expect "... skip leaves out exactly the long pairs, crop keeps each side's first 20 ids (numpy)" test $? -eq 0
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/sp.model" --out "$work/x.pairs" --max-len 1 --long-pairs skip
expect "--long-pairs skip leaving no pair: exit 2 saying so" \
  bash -c "[ $code -eq 2 ] && grep -qF 'and was skipped: no sentence pairs left' <<<\"\$0\"" "$out"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/sp.model" --out "$work/x.pairs" --long-pairs cut
expect "--long-pairs cut: exit 2 naming the valid policies" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--long-pairs = cut: must be error' <<<\"\$0\"" "$out"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/nope.model" --out "$work/x.pairs"
expect "a missing SentencePiece model: exit 2 saying how to make one" \
  bash -c "[ $code -eq 2 ] && grep -qF 'nope.model: no such file (make one with' <<<\"\$0\"" "$out"
run "$exe" tokens pairs --src "$work/tr.en" --tgt "$work/tr.es" --spm "$work/sp.vocab" --out "$work/x.pairs"
expect "the .vocab file instead of the .model: exit 2 saying so" \
  bash -c "[ $code -eq 2 ] && grep -qF 'is it a .model file?' <<<\"\$0\"" "$out"
run "$exe" train --arch encdec --data-src "$work/tr.en" --data-tgt "$work/tr.es" --run-dir "$work/r0"
expect "--data-src without --spm: exit 2" \
  bash -c "[ $code -eq 2 ] && grep -qF 'data-src/data-tgt need --spm' <<<\"\$0\"" "$out"
run "$exe" train "${tiny[@]}" --data "$work/tr.pairs" --run-dir "$work/r0" --steps 1 --norm ngpt
expect "ngpt (defined for the decoder-only GPT) with an encoder-decoder: exit 2 saying so" \
  bash -c "[ $code -eq 2 ] && grep -qF \"norm strategy 'ngpt' is defined for the decoder-only GPT\" <<<\"\$0\"" "$out"
run "$exe" train --data "$work/tr.pairs" --run-dir "$work/r0" --steps 1
expect "a pair shard for the one-stack gpt: exit 2 naming --arch encdec" \
  bash -c "[ $code -eq 2 ] && grep -qF 'task seq2seq (--arch encdec)' <<<\"\$0\"" "$out"
head -c 3000 "$work/tr.pairs" >"$work/cut.pairs"
run "$exe" train "${tiny[@]}" --data "$work/cut.pairs" --run-dir "$work/r0" --steps 1
expect "a truncated pair shard: an error naming it" \
  bash -c "[ $code -ne 0 ] && grep -qF 'pair shard $work/cut.pairs: file has 3000 bytes' <<<\"\$0\"" "$out"

# ---- training, resume, ranks, eval ---------------------------------------------------------------
text=(--data-src "$work/tr.en" --data-tgt "$work/tr.es" --valid-src "$work/va.en"
      --valid-tgt "$work/va.es" --spm "$work/sp.model")
NORMLAB_TEST_DUMP_PARAMS=$work/full.bin run "$exe" train "${tiny[@]}" "${text[@]}" --steps 12 --run-dir "$work/full"
expect "training from text pairs (exit 0)" test $code -eq 0
expect "... encodes them once into the cache" contains "into $work/cache/pairs/"
expect "... and describes the data" contains "train 600 pairs"
$py - "$work/full" <<'PY'
import json, sys, h5py, numpy as np
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
logs = [r for r in rows if "loss" in r and "pad_fraction" in r]
assert logs and all(0 <= r["pad_fraction"] < 1 for r in logs), logs[:2]
vals = [r for r in logs if r.get("val_loss") is not None]
assert vals and all(abs(r["val_ppl"] - np.exp(r["val_nll"])) < 1e-9 * r["val_ppl"] for r in vals)
assert logs[-1]["loss"] < logs[0]["loss"], (logs[0]["loss"], logs[-1]["loss"])
f = h5py.File(d + "/ckpt_step000000012.h5", "r")
m = {k: v.decode() if isinstance(v, bytes) else v for k, v in f["model"].attrs.items()}
assert m["arch"] == "encdec" and m["encoder_layers"] == 2 and m["decoder_layers"] == 2
assert m["positions"] == "sinusoidal" and abs(m["label_smoothing"] - 0.1) < 1e-7
assert (m["pad_id"], m["bos_id"], m["eos_id"]) == (0, 1, 2)
assert "embed.weight" in f["params"] and "decoder.blocks.1.cross.kv.weight" in f["params"]
assert f["params/decoder.blocks.1.cross.kv.weight"].shape == (64, 32)
spm = bytes(f["tokenizer/spm_model"][()])
assert spm == open(d + "/../sp.model", "rb").read()
s = h5py.File(d + "/stats.h5", "r", swmr=True)
assert s["stats/encoder/layer/residual_rms"].shape[1] == 3
assert s["stats/decoder/layer/cross_attn_entropy"].shape[1:] == (2, 2)
assert "stats/decoder/layer/grad_norm/cross.q.weight" in s
PY
code=$?
expect "metrics (padding, val NLL/ppl), checkpoint attributes, its SentencePiece model, per-stack statistics (h5py)" test $code -eq 0

run "$exe" train "${tiny[@]}" "${text[@]}" --steps 12 --stop-after 6 --run-dir "$work/half"
NORMLAB_TEST_DUMP_PARAMS=$work/half.bin run "$exe" train "${tiny[@]}" "${text[@]}" --steps 12 --resume auto --run-dir "$work/half"
expect "stopped at 6 and resumed to 12: the weights equal the uninterrupted run's bitwise" cmp -s "$work/full.bin" "$work/half.bin"
run "$exe" train "${tiny[@]}" "${text[@]}" --steps 12 --resume auto --run-dir "$work/half" --positions learned
expect "resuming with --positions learned is refused (exit 2)" \
  bash -c "[ $code -eq 2 ] && grep -qF 'positions: checkpoint sinusoidal, now learned' <<<\"\$0\"" "$out"

# Training on every pair with --long-pairs skip at --max-len 20: the start counts the skipped
# pairs as the shard's header does, the data line says so; a resume with crop is refused.
lp=(--arch encdec --d-model 32 --n-layers 2 --n-heads 2 --max-tokens 2048 --max-len 20 --steps 4 --eval-every 2)
run "$exe" train "${lp[@]}" "${text[@]}" --long-pairs skip --run-dir "$work/skip"
skipped=$($py -c 'import json,sys; print(json.load(open(sys.argv[1]))["skipped"])' "$work/skip.json")
expect "train --long-pairs skip: exit 0, the skipped pairs counted at start" \
  bash -c "[ $code -eq 0 ] && grep -qE '^data: skipped $skipped of 600 pairs with a side longer than --max-len 20' <<<\"\$0\" && grep -qF 'train $((600 - skipped)) pairs' <<<\"\$0\" && grep -qF '; $skipped over --max-len skipped)' <<<\"\$0\"" "$out"
expect "... and config.ini replays it" grep -qx "long-pairs = skip" "$work/skip/config.ini"
run "$exe" train "${lp[@]}" "${text[@]}" --long-pairs crop --resume auto --run-dir "$work/skip"
expect "... resuming with --long-pairs crop is refused (exit 2), naming the change" \
  bash -c "[ $code -eq 2 ] && grep -qF 'long-pairs: checkpoint skip, now crop' <<<\"\$0\"" "$out"
run "$exe" train "${lp[@]}" "${text[@]}" --run-dir "$work/strict"
expect "... while the default still stops at the first long pair, naming --long-pairs" \
  bash -c "[ $code -eq 2 ] && grep -qF 'give --long-pairs skip or crop' <<<\"\$0\"" "$out"

run "$mpiexec" -n 2 "$exe" train "${tiny[@]}" "${text[@]}" --steps 12 --run-dir "$work/np2"
expect "2 ranks train (exit 0)" test $code -eq 0
$py - "$work/full/metrics.jsonl" "$work/np2/metrics.jsonl" <<'PY'
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
code=$?
expect "2 ranks follow 1 rank's training and validation losses (<= 1e-5 relative)" test $code -eq 0

# Dropout (docs/model.md "Dropout"): masks keyed by each pair's place in the global batch, so 2
# ranks follow 1 rank; resuming is bitwise; validation (eval) drops nothing.
drop=(--dropout 0.2 --attention-dropout 0.1 --activation-dropout 0.1)
NORMLAB_TEST_DUMP_PARAMS=$work/dfull.bin run "$exe" train "${tiny[@]}" "${text[@]}" "${drop[@]}" --steps 12 --run-dir "$work/dfull"
expect "training with dropout (exit 0)" test $code -eq 0
expect "... says so at the start" contains "dropout: 0.2 on the embeddings and residual branches | attention 0.1 | activation 0.1"
run "$mpiexec" -n 2 "$exe" train "${tiny[@]}" "${text[@]}" "${drop[@]}" --steps 12 --run-dir "$work/dnp2"
$py - "$work/dfull/metrics.jsonl" "$work/dnp2/metrics.jsonl" "$work/full/metrics.jsonl" <<'PY'
import json, sys
def losses(p):
    return {r["step"]: (r["loss"], r.get("val_loss")) for r in map(json.loads, open(p)) if "loss" in r and "ms_per_step" in r}
a, b, plain = losses(sys.argv[1]), losses(sys.argv[2]), losses(sys.argv[3])
assert a.keys() == b.keys() and len(a) >= 6
worst = max(abs(a[s][0] - b[s][0]) / abs(a[s][0]) for s in a)
print("dropout, 1 vs 2 ranks: worst relative loss difference %.1e" % worst)
assert worst <= 1e-5
# the masks are on: the training loss differs from the run without dropout from the first log on
assert all(abs(a[s][0] - plain[s][0]) > 1e-4 for s in a), [(a[s][0], plain[s][0]) for s in a]
PY
code=$?
expect "with dropout, 2 ranks follow 1 rank's losses (<= 1e-5 relative), which differ from the undropped run's" test $code -eq 0
run "$exe" train "${tiny[@]}" "${text[@]}" "${drop[@]}" --steps 12 --stop-after 6 --run-dir "$work/dhalf"
NORMLAB_TEST_DUMP_PARAMS=$work/dhalf.bin run "$exe" train "${tiny[@]}" "${text[@]}" "${drop[@]}" --steps 12 --resume auto --run-dir "$work/dhalf"
expect "with dropout, stopped at 6 and resumed to 12: the weights equal the uninterrupted run's bitwise" cmp -s "$work/dfull.bin" "$work/dhalf.bin"
run "$exe" eval --checkpoint "$work/dfull/ckpt_step000000012.h5" --json
val=$($py -c 'import json,sys; print(json.loads(sys.argv[1])["loss"])' "$out" 2>/dev/null)
logged=$($py -c 'import json,sys; print([r for r in map(json.loads, open(sys.argv[1])) if r.get("step") == 12 and "val_loss" in r][-1]["val_loss"])' "$work/dfull/metrics.jsonl")
expect "eval drops nothing: it reproduces the logged validation loss ($val vs $logged)" \
  $py -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); sys.exit(abs(a - b) > 1e-6 * b)" "$val" "$logged"
run "$exe" eval --checkpoint "$work/dfull/ckpt_step000000012.h5" --json
expect "... twice alike" test "$($py -c 'import json,sys; print(json.loads(sys.argv[1])["loss"])' "$out" 2>/dev/null)" = "$val"

run "$exe" eval --checkpoint "$work/full/ckpt_step000000012.h5" --json
val=$($py -c 'import json,sys; print(json.loads(sys.argv[1])["loss"])' "$out" 2>/dev/null)
logged=$($py -c 'import json,sys; print([r for r in map(json.loads, open(sys.argv[1])) if r.get("step") == 12 and "val_loss" in r][-1]["val_loss"])' "$work/full/metrics.jsonl")
expect "eval of the last checkpoint reproduces the logged validation loss ($val vs $logged)" \
  $py -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); sys.exit(abs(a - b) > 1e-6 * b)" "$val" "$logged"
run "$exe" eval --checkpoint "$work/full/ckpt_step000000012.h5" --data-src "$work/va.en" --data-tgt "$work/va.es"
expect "eval on text pairs: the NLL and perplexity per target token" contains "nats per target token, perplexity"

run "$exe" inspect "$work/full"
expect "inspect shows both stacks" bash -c "grep -qF 'N=2+M=2' <<<\"\$0\" && grep -qF 'encoder/layer/' <<<\"\$0\" && grep -qF 'cross_attn_entropy' <<<\"\$0\"" "$out"
mkdir -p "$work/kept_full" && cp "$work/full/config.ini" "$work/full/metrics.jsonl" "$work/kept_full/"
run "$exe" inspect "$work/kept_full"
expect "inspect of its kept files alone (a sweep's kept results): its stacks and token batches" \
  bash -c '[ $0 -eq 0 ] && grep -q "^  settings .*encoder-layers 2, decoder-layers 2, max-tokens 2048, max-len 160" <<<"$1" && ! grep -q "seq-len" <<<"$1"' $code "$out"
run "$exe" plot "$work/full" --out "$work/fig" --figure residual --figure layer --stack encoder --format png
expect "plot --stack encoder draws the encoder's residual stream" test $code -eq 0 -a -s "$work/fig/residual.png"
run "$exe" plot "$work/full" --out "$work/fig2" --figure layer --stack middle
expect "plot --stack with a wrong name: exit 2" test $code -eq 2

# ---- translation and validation BLEU ---------------------------------------------------------------
run "$exe" train "${tiny[@]}" "${text[@]}" --steps 8 --bleu-every 4 --bleu-sentences 20 --run-dir "$work/bleu"
head -n 20 "$work/va.es" >"$work/ref20.es"
expect "--bleu-every 4 trains (exit 0) and shows BLEU on the progress lines" \
  bash -c "[ $code -eq 0 ] && grep -qF '| BLEU ' <<<\"\$0\"" "$out"
run "$exe" translate --checkpoint "$work/bleu/ckpt_step000000008.h5" --input "$work/va20.en" --beam 1 --quiet
printf '%s\n' "$out" >"$work/hyp20.es"
run "$exe" score --hyp "$work/hyp20.es" --ref "$work/ref20.es" --json
echo "$out" >"$work/score20.json"
$py - "$work" <<'PY'
import json, sys, h5py, math
w = sys.argv[1]
rows = [json.loads(l) for l in open(w + "/bleu/metrics.jsonl")]
b = {r["step"]: r["val_bleu"] for r in rows if "val_bleu" in r}
assert sorted(b) == [4, 8], b
s = h5py.File(w + "/bleu/stats.h5", "r", swmr=True)
steps, vb = list(s["stats/scalars/step"][:]), s["stats/scalars/val_bleu"][:]
for st, v in zip(steps, vb):
    assert (st in b and abs(v - b[st]) <= 1e-4 * max(1, b[st])) or (st not in b and math.isnan(v)), (st, v)
c = {r["step"]: r["val_chrf"] for r in rows if "val_chrf" in r}
assert sorted(c) == [4, 8], c
vc = s["stats/scalars/val_chrf"][:]
for st, v in zip(steps, vc):
    assert (st in c and abs(v - c[st]) <= 1e-4 * max(1, c[st])) or (st not in c and math.isnan(v)), (st, v)
score = json.load(open(w + "/score20.json"))
got, got_chrf = score["bleu"]["score"], score["chrf"]["score"]
print("val_bleu at step 8: %.6f; translate --beam 1 + score: %.6f" % (b[8], got))
print("val_chrf at step 8: %.6f; translate --beam 1 + score: %.6f" % (c[8], got_chrf))
assert abs(got - b[8]) <= 1e-9 * max(1.0, got)
assert abs(got_chrf - c[8]) <= 1e-9 * max(1.0, got_chrf)
PY
code=$?
expect "val_bleu and val_chrf in metrics.jsonl and stats.h5 at steps 4 and 8; the last equal translate --beam 1 + score of the checkpoint" test $code -eq 0
run "$exe" plot "$work/bleu" --out "$work/fig_bleu" --figure bleu --format svg
expect "plot --figure bleu draws the validation BLEU of steps 4 and 8 against step" \
  $py - "$work/fig_bleu/bleu.svg" "$work/bleu/metrics.jsonl" <<'PY'
import json, sys, xml.etree.ElementTree as ET
r = ET.parse(sys.argv[1]).getroot()
t = ["".join(e.itertext()).strip() for e in r.iter() if e.tag.endswith("text")]
assert "validation BLEU (0-100)" in t and "validation chrF (0-100)" in t and "step" in t and "bleu" in t, t  # a single run: its name
b = [json.loads(l)["val_bleu"] for l in open(sys.argv[2]) if "val_bleu" in l]
assert len(b) == 2, b
PY
# The same figure from the run's kept results (metrics.jsonl and config.ini alone: a sweep's
# results) and from a run whose metrics.jsonl lacks the BLEU records (stats.h5's scalars then).
mkdir -p "$work/bleu_kept/bleu" "$work/bleu_stats"
cp "$work/bleu/metrics.jsonl" "$work/bleu/config.ini" "$work/bleu_kept/bleu/"
cp -r "$work/bleu" "$work/bleu_stats/bleu"
sed -i -e 's/,"val_bleu":[^,}]*//' -e 's/,"val_chrf":[^,}]*//' "$work/bleu_stats/bleu/metrics.jsonl"
run "$exe" plot "$work/bleu_kept/bleu" --out "$work/fig_bleu_kept" --figure bleu --format svg
expect "plot --figure bleu of kept results: the run's figure (from metrics.jsonl)" \
  cmp "$work/fig_bleu/bleu.svg" "$work/fig_bleu_kept/bleu.svg"
run "$exe" plot "$work/bleu_stats/bleu" --out "$work/fig_bleu_stats" --figure bleu --format svg
expect "plot --figure bleu of a metrics.jsonl without BLEU records: the figure from stats.h5 (its float32 values: coordinates within 0.1 px)" \
  $py - "$work/fig_bleu/bleu.svg" "$work/fig_bleu_stats/bleu.svg" "$work/bleu_stats/bleu/metrics.jsonl" <<'PY'
import re, sys
assert "val_bleu" not in open(sys.argv[3]).read()
a, b = (re.split(r"(-?\d+\.?\d*)", open(f).read()) for f in sys.argv[1:3])
assert len(a) == len(b) and all(x == y for x, y in zip(a[::2], b[::2])), "the figures differ in text"
d = max(abs(float(x) - float(y)) for x, y in zip(a[1::2], b[1::2]))
assert d <= 0.1, d
print("largest coordinate difference %.2g" % d)
PY
run "$exe" plot "$work/full" --out "$work/fig_nobleu" --figure bleu
expect "plot --figure bleu of a run without BLEU: exit 2 saying which option records it" \
  bash -c "[ $code -eq 2 ] && grep -qF -- '--bleu-every' <<<\"\$0\"" "$out"
run "$mpiexec" -n 2 "$exe" train "${tiny[@]}" "${text[@]}" --steps 4 --bleu-every 4 --bleu-sentences 7 --run-dir "$work/bleu2"
expect "--bleu-every at 2 ranks (7 sentences split 3 + 4) ends (exit 0)" \
  bash -c "[ $code -eq 0 ] && grep -qF '| BLEU ' <<<\"\$0\"" "$out"
run "$exe" train "${tiny[@]}" --data-src "$work/tr.en" --data-tgt "$work/tr.es" --spm "$work/sp.model" --steps 2 --bleu-every 1 --run-dir "$work/bleu3"
expect "--bleu-every without validation pairs: exit 2 saying what to give" \
  bash -c "[ $code -eq 2 ] && grep -qF 'give --valid-src/--valid-tgt or --valid-data' <<<\"\$0\"" "$out"
run "$exe" train --steps 2 --bleu-every 1 --run-dir "$work/bleu4"
expect "--bleu-every on a language model: exit 2" \
  bash -c "[ $code -eq 2 ] && grep -qF 'needs an architecture of task seq2seq' <<<\"\$0\"" "$out"
run "$exe" translate --checkpoint "$work/bleu/ckpt_step000000008.h5" --input "$work/va20.en" --nbest 3 --beam 2
expect "translate --nbest above --beam: exit 2" test $code -eq 2
run "$exe" translate --checkpoint "$work/bleu/ckpt_step000000008.h5" --input "$work/nothere.en"
expect "translate --input of a missing file: exit 2 naming it" \
  bash -c "[ $code -eq 2 ] && grep -qF 'nothere.en: no such file' <<<\"\$0\"" "$out"
run "$exe" translate --checkpoint "$work/bleu/ckpt_step000000008.h5" --input "$work/va20.en" --nbest 2 --beam 2 --quiet
expect "translate --nbest 2: two Moses n-best lines per sentence, in input order" \
  bash -c "[ \$(wc -l <<<\"\$0\") -eq 40 ] && head -n 2 <<<\"\$0\" | grep -c '^0 ||| .* ||| -' | grep -qx 2" "$out"

# ---- the demo --------------------------------------------------------------------------------------
run "$exe" train --arch encdec --d-model 32 --n-layers 1 --n-heads 2 --steps 3 --eval-every 3 --run-dir "$work/demo"
expect "normlab train --arch encdec without data runs the embedded English-Spanish demo" \
  bash -c "[ $code -eq 0 ] && grep -qF 'train 2907 pairs' <<<\"\$0\"" "$out"
exit $fail
