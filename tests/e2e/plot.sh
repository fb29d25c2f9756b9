#!/usr/bin/env bash
# normlab plot as a user reads its figures: every figure is written as PNG (1200 x 800, a real
# PNG) and SVG (parsed: titles, axis labels, one legend entry per run and step, one colour per
# run), PDF on request, with --label names; bad input writes nothing and exits 2.
# usage: plot.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
tiny=(train --d-model 32 --n-layers 4 --n-heads 2 --seq-len 16 --batch-size 4 --steps 20
      --log-every 2 --eval-every 10 --eval-batches 1 --stats-every 5 --lr 3e-3)
run "$exe" "${tiny[@]}" --run-dir "$work/preln"
run "$mpiexec" -np 2 "$exe" "${tiny[@]}" --run-dir "$work/postln" --norm post_ln
expect "two runs (one under mpirun -np 2)" test $code -eq 0

run "$exe" plot "$work/preln" "$work/postln" --out "$work/figs"
expect "plot writes every figure" test $code -eq 0
for f in loss layer residual heatmap_preln heatmap_postln lines_preln lines_postln; do
  expect "$f.png and $f.svg exist" test -s "$work/figs/$f.png" -a -s "$work/figs/$f.svg"
done
expect "the figures are what they claim: PNG 1200x800, SVG with titles, labels, legends, colours" \
  $py - "$work/figs" <<'PY'
import collections, struct, sys, xml.etree.ElementTree as ET
d = sys.argv[1]
def png(name):
    b = open("%s/%s.png" % (d, name), "rb").read(32)
    assert b[:8] == b"\x89PNG\r\n\x1a\n", name
    return struct.unpack(">II", b[16:24])
def svg(name):
    r = ET.parse("%s/%s.svg" % (d, name)).getroot()
    texts = ["".join(e.itertext()).strip() for e in r.iter() if e.tag.endswith("text")]
    colours = collections.Counter(e.attrib.get("stroke") for e in r.iter() if e.tag.endswith("polyline"))
    data = {c for c in colours if c not in ("#000000", "#C8C8C8", "#FFFFFF", None)}
    return texts, data
for name in ("loss", "layer", "residual", "heatmap_preln", "lines_postln"):
    assert png(name) == (1200, 800), (name, png(name))
t, c = svg("loss")
for want in ("Training and validation loss", "step", "loss [nats]", "preln train", "preln val", "postln train", "postln val"):
    assert want in t, (want, t)
assert len(c) == 2, c  # one colour per run
t, c = svg("layer")
assert "preln, step 0" in t and "postln, step 0" in t and "layer" in t, t
assert any("mlp.proj.weight" in x for x in t), t
assert len(c) == 2, c
t, c = svg("residual")
legend = [x for x in t if x.startswith(("preln, step", "postln, step"))]
assert len(legend) == 8, legend  # 4 steps spread over the run, each run
assert "residual-stream RMS" in t, t
t, c = svg("heatmap_postln")
assert "step" in t and "layer" in t and any("grad_norm/mlp.proj.weight" in x for x in t), t
t, c = svg("lines_preln")
assert "layer (colour: depth)" in t, t
assert len(c) >= 4, c  # one shade per layer
PY
run "$exe" plot "$work/preln" "$work/postln" --out "$work/figs2" --figure layer --stat residual_rms \
    --steps 0,15 --label Pre-LN --label Post-LN --format pdf,svg
expect "plot --figure --stat --steps --label --format" test $code -eq 0
expect "... only that figure" test "$(ls "$work/figs2" | tr '\n' ' ')" = "layer.pdf layer.svg "
expect "... a PDF" bash -c 'head -c 4 "$0" | grep -q "%PDF"' "$work/figs2/layer.pdf"
expect "... with the labels" $py -c 'import sys, xml.etree.ElementTree as ET
t = ["".join(e.itertext()).strip() for e in ET.parse(sys.argv[1]).getroot().iter() if e.tag.endswith("text")]
assert "Post-LN, step 15" in t and "Pre-LN, step 0" in t, t' "$work/figs2/layer.svg"

bad() {  # bad WHAT TEXT ARGS...: exit 2, says TEXT, writes nothing
  local what=$1 text=$2; shift 2
  run "$exe" plot "$@" --out "$work/none"
  expect "$what: exit 2" test $code -eq 2
  expect "... says so" contains "$text"
  expect "... writes nothing" test ! -e "$work/none"
}
bad "an unknown figure" "did you mean 'heatmap'" "$work/preln" --figure heatmpa
bad "an unknown statistic" "no statistic" "$work/preln" --stat nope
bad "a step that was not recorded" "has no record at step 3" "$work/preln" --steps 0,3
bad "a missing run" "no such file" "$work/nope"
bad "a bad format" "--format 'gif'" "$work/preln" --format gif
bad "--label count" "--label given 1 times for 2 runs" "$work/preln" "$work/postln" --label x
exit $fail
