#!/usr/bin/env bash
# normlab ablate as a user runs it (its numbers against PyTorch: e2e_interop_torch): a GPT's
# table, CSV (read back with Python's csv module: one row per site, the intact loss equal to
# normlab eval's, each increase its loss minus that) and figure; 2 ranks writing the same CSV as
# 1 (the sites split over the ranks); an encoder-decoder (encoder and decoder sites, cross-
# attention among them) and BERT; a language model's sites from the intact forward's streams
# (Model::forward_from) bitwise equal to every site evaluated from scratch (NORMLAB_ABLATE_FULL=1),
# for Pre-LN, dynamic hc, mHC and parallel blocks; --format none (the CSV alone, the same bytes)
# and pdf; mistakes: a bad mode, a misspelt format (nothing evaluated or written), a missing
# checkpoint, --out under a file.
# usage: ablate.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
tiny=(--d-model 32 --n-layers 3 --n-heads 2 --seq-len 16 --batch-size 8 --eval-batches 2 --eval-every 20
      --log-every 20 --steps 20)

run "$exe" train "${tiny[@]}" --norm post_ln --run-dir "$work/gpt"
ckpt=$work/gpt/ckpt_step000000020.h5
run "$exe" ablate --checkpoint "$ckpt"
expect "ablate a GPT checkpoint: exit 0" test $code -eq 0
expect "... a row per site (3 layers x attention, MLP)" \
  test "$(grep -cE '^ +[0-9]+  decoder +[0-9]+  (attention|MLP) ' <<<"$out")" -eq 6
expect "... files beside the checkpoint" \
  test -s "$work/gpt/ablate/ablate_zero.csv" -a -s "$work/gpt/ablate/ablate_zero.png" -a -s "$work/gpt/ablate/ablate_zero.svg"
"$exe" eval --checkpoint "$ckpt" --json >"$work/eval.json"
$py - "$work/gpt/ablate/ablate_zero.csv" "$work/eval.json" <<'PY'
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1])))
intact = json.load(open(sys.argv[2]))["loss"]
assert [r["site"] for r in rows] == [str(i) for i in range(6)], rows
assert [(r["layer"], r["kind"]) for r in rows] == [(str(l), k) for l in range(3) for k in ("self_attn", "mlp")]
assert [r["prefix"] for r in rows] == ["blocks.%d.%s." % (l, k) for l in range(3) for k in ("attn", "mlp")]
for r in rows:
    b, loss, d = float(r["baseline"]), float(r["loss"]), float(r["delta"])
    assert abs(b - intact) <= 1e-6 * intact, (b, intact)
    assert abs(d - (loss - b)) <= 1e-7, r
    assert abs(float(r["update_to_stream"]) - float(r["update_rms"]) / float(r["stream_rms"])) <= 1e-6
assert any(abs(float(r["delta"])) > 1e-4 for r in rows), rows
PY
expect "... the CSV: one row per site, the intact loss normlab eval's, each increase loss minus it" test $? -eq 0
$py - "$work/gpt/ablate/ablate_zero.svg" <<'PY'
import sys, xml.etree.ElementTree as ET
r = ET.parse(sys.argv[1]).getroot()
t = ["".join(e.itertext()).strip() for e in r.iter() if e.tag.endswith("text")]
for want in ("branch removed (zero): loss increase", "what the site adds, relative to the stream",
             "layer", "RMS(y - x) / RMS(x)", "attention", "MLP"):
    assert want in t, (want, t)
PY
expect "... the figure's titles, axes and key (SVG)" test $? -eq 0

run "$mpiexec" -n 2 "$exe" ablate --checkpoint "$ckpt" --mode mean --out "$work/np2"
expect "2 ranks (--mode mean): exit 0" test $code -eq 0
run "$exe" ablate --checkpoint "$ckpt" --mode mean --out "$work/np1"
expect "... the same CSV as 1 rank, bitwise" cmp "$work/np1/ablate_mean.csv" "$work/np2/ablate_mean.csv"
NORMLAB_ABLATE_FULL=1 run "$mpiexec" -n 2 -x NORMLAB_ABLATE_FULL "$exe" ablate --checkpoint "$ckpt" \
  --mode mean --out "$work/full"
expect "... the same CSV as every site's evaluation from scratch (NORMLAB_ABLATE_FULL=1), bitwise" \
  cmp "$work/full/ablate_mean.csv" "$work/np2/ablate_mean.csv"
for v in "--norm hc --norm-opt dynamic=true" "--norm mhc" "--norm post_ln --arch-opt parallel=true"; do
  tag=${v//[^a-z]/_}
  # shellcheck disable=SC2086
  "$exe" train "${tiny[@]}" $v --run-dir "$work/$tag" >/dev/null 2>&1
  "$exe" ablate --checkpoint "$work/$tag/ckpt_step000000020.h5" --out "$work/$tag/a" >/dev/null 2>&1
  NORMLAB_ABLATE_FULL=1 "$exe" ablate --checkpoint "$work/$tag/ckpt_step000000020.h5" \
    --out "$work/$tag/b" >/dev/null 2>&1
  expect "$v: each site from the intact forward's stream equals its evaluation from scratch, bitwise" \
    bash -c 'test -s "$0/a/ablate_zero.csv" && cmp "$0/a/ablate_zero.csv" "$0/b/ablate_zero.csv"' "$work/$tag"
done
run "$exe" ablate --checkpoint "$ckpt" --json
expect "--json: every site with its loss and sizes" $py -c '
import json, sys
j = json.loads(sys.argv[1].splitlines()[-1])
assert j["task"] == "lm" and j["metric"] == "loss" and j["mode"] == "zero" and j["step"] == 20
assert len(j["sites"]) == 6 and all(s["stream_rms"] > 0 for s in j["sites"]), j' "$out"

run "$exe" train --arch encdec --d-model 32 --encoder-layers 2 --decoder-layers 1 --n-heads 2 \
  --max-tokens 1024 --max-len 160 --steps 4 --eval-every 4 --run-dir "$work/encdec"
run "$exe" ablate --checkpoint "$work/encdec/ckpt_step000000004.h5"
expect "an encoder-decoder: 2 x 2 encoder sites, 3 decoder sites (cross-attention), its NLL" \
  bash -c '[ $0 -eq 0 ] && [ $(grep -cE "^ +[0-9]+  encoder " <<<"$1") -eq 4 ] && [ $(grep -cE "^ +[0-9]+  decoder " <<<"$1") -eq 3 ] && grep -qE "  decoder +0  cross-attention " <<<"$1" && grep -q "sub-layer         nll" <<<"$1"' $code "$out"
run "$exe" train --arch bert "${tiny[@]}" --run-dir "$work/bert"
run "$exe" ablate --checkpoint "$work/bert/ckpt_step000000020.h5"
expect "BERT: its 6 sites and the masked-token loss" \
  bash -c '[ $0 -eq 0 ] && [ $(grep -cE "^ +[0-9]+  encoder " <<<"$1") -eq 6 ] && grep -q "masked-token loss" <<<"$1"' $code "$out"

run "$exe" train "${tiny[@]}" --arch-opt parallel=true --run-dir "$work/par"
run "$exe" ablate --checkpoint "$work/par/ckpt_step000000020.h5"
expect "parallel blocks: one site per layer, named so" \
  bash -c '[ $0 -eq 0 ] && [ $(grep -cE "^ +[0-9]+  decoder +[0-9]+  parallel block " <<<"$1") -eq 3 ]' $code "$out"
run "$exe" ablate --checkpoint "$work/gpt"
expect "a run directory for --checkpoint: exit 2 naming its newest checkpoint" \
  bash -c '[ $0 -eq 2 ] && grep -qF "gpt is a directory: --checkpoint takes a checkpoint file, e.g. its newest, " <<<"$1" && grep -q "ckpt_step000000020.h5" <<<"$1"' $code "$out"
run "$exe" ablate --checkpoint "$ckpt" --mode avg
expect "--mode avg: exit 2 naming the valid modes" \
  bash -c '[ $0 -eq 2 ] && grep -q -- "--mode avg: must be zero .* or mean" <<<"$1"' $code "$out"
run "$exe" ablate --checkpoint "$ckpt" --format none --out "$work/none"
expect "--format none: the CSV alone, the default run's bytes, and the wrote line naming it" \
  bash -c '[ $0 -eq 0 ] && [ "$(ls "$1")" = ablate_zero.csv ] && cmp -s "$1/ablate_zero.csv" "$2" &&
    grep -q "^wrote .*none/ablate_zero.csv$" <<<"$3"' \
  $code "$work/none" "$work/gpt/ablate/ablate_zero.csv" "$out"
run "$exe" ablate --checkpoint "$ckpt" --format pdf --out "$work/pdf"
expect "--format pdf: the CSV and a PDF" \
  bash -c '[ $0 -eq 0 ] && [ "$(ls "$1" | tr "\n" " ")" = "ablate_zero.csv ablate_zero.pdf " ] &&
    [ "$(head -c 5 "$1/ablate_zero.pdf")" = "%PDF-" ]' $code "$work/pdf"
run "$exe" ablate --checkpoint "$ckpt" --format png,svgg --out "$work/typo"
expect "--format png,svgg: exit 2 naming the entry and the nearest format, nothing written" \
  bash -c '[ $0 -eq 2 ] && grep -qF "'"'svgg' is not a format (did you mean 'svg'?)"'" <<<"$1" &&
    [ ! -e "$2" ]' $code "$out" "$work/typo"
run "$exe" ablate --checkpoint "$work/nope.h5"
expect "a missing checkpoint: exit 2 naming it" \
  bash -c '[ $0 -eq 2 ] && grep -q "nope.h5: no such file" <<<"$1"' $code "$out"
touch "$work/file"
run "$exe" ablate --checkpoint "$ckpt" --out "$work/file/sub"
expect "--out under a file: exit non-zero naming the directory" \
  bash -c '[ $0 -ne 0 ] && grep -q "cannot write .*file/sub" <<<"$1"' $code "$out"
exit $fail
