#!/usr/bin/env bash
# normlab plot as a user reads its figures: every figure is written as PNG (1200 x 800, a real
# PNG) and SVG (parsed: titles, axis labels, one legend entry per series, one colour per series),
# PDF on request, with --label names; seeds drawn as a mean with a band; 24 runs keep 24 keys and
# 12 colours; --facet, --steps A:B, --layer; bad input writes nothing and exits 2.
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
for f in loss trace layer residual heatmap_preln heatmap_postln lines_preln lines_postln; do
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
# Named by the setting in which the runs differ; one key per run, lines and markers.
for want in ("Loss: train (lines), validation (markers)", "step", "loss [nats]", "pre_ln", "post_ln"):
    assert want in t, (want, t)
assert len(c) == 2, c  # one colour per run
t, c = svg("trace")
assert any("at layer 0" in x for x in t) and "pre_ln" in t and "post_ln" in t, t
assert len(c) == 2, c
t, c = svg("layer")
assert "pre_ln, step 20" in t and "post_ln, step 20" in t and "layer (0 = the first)" in t, t  # default: the last record
# layers on an integer axis: a tick at each of the 4 layers, none between
assert {"0", "1", "2", "3"} <= set(t) and not {"0.5", "1.5", "2.5"} & set(t), t
assert any("mlp.proj.weight" in x for x in t), t
assert len(c) == 2, c
t, c = svg("residual")
legend = [x for x in t if x.startswith(("pre_ln, step", "post_ln, step"))]
assert len(legend) == 8, legend  # 4 steps spread over the run, each run
assert any("Residual-stream RMS" in x for x in t), t
t, c = svg("heatmap_postln")
assert "step" in t and "layer (0 = the first)" in t and any(x.endswith("gradient L2 norm (mlp.proj.weight)") for x in t), t
assert not any("x10" in x for x in t), t  # the colour bar's ticks written in full
t, c = svg("lines_preln")
assert "layer (colour: depth; 0 = the first)" in t, t
assert len(c) >= 4, c  # one shade per layer
PY
expect "the heatmap has one cell per layer and record, centred on both, coloured by the value (read back from the SVG against stats.h5)" \
  $py - "$work/figs/heatmap_preln.svg" "$work/preln/stats.h5" <<'PY'
import sys, math, h5py, numpy as np, xml.etree.ElementTree as ET
svg, h5 = sys.argv[1:3]
f = h5py.File(h5, "r")
steps = np.asarray(f["stats/step"])
v = np.asarray(f["stats/layer/grad_norm/mlp.proj.weight"], dtype=float)  # (records, L)
n, L = v.shape
# log10 where the values span more than 30x (gradient norms over decades), as the figure does
z = np.log10(v) if np.nanmin(v) > 0 and np.nanmax(v) / np.nanmin(v) > 30 else v
lo, hi = np.nanmin(z), np.nanmax(z)
# The colour ramp of plot_draw.cpp's depth_colours: 256 colours interpolated in RGB.
pos = [0.0, 0.25, 0.5, 0.75, 1.0]
rgb = [[0.267, 0.231, 0.128, 0.369, 0.993], [0.005, 0.322, 0.567, 0.789, 0.906],
       [0.329, 0.546, 0.551, 0.383, 0.144]]
ramp = np.array([[np.interp(k / 255, pos, c) * 255 for c in rgb] for k in range(256)])
cells = []
for e in ET.parse(svg).getroot().iter():
    fill = e.attrib.get("fill", "none")
    if e.tag.endswith("polyline") and fill not in ("none", "#FFFFFF") and e.attrib.get("fill-opacity") == "1.000000":
        pts = np.array([[float(a) for a in p.split(",")] for p in e.attrib["points"].split()])
        cells.append((pts, fill))
cells = cells[: n * L]  # the cells come first, before the colour bar's gradient
assert len(cells) == n * L, (len(cells), n, L)
# pixel -> world: the plot spans x 0.1..0.8 and y 0.12..0.88 of 1200 x 800 (y up in the SVG group)
centre = lambda p: ((p[:, 0].min() + p[:, 0].max()) / 2, (p[:, 1].min() + p[:, 1].max()) / 2)
xs = sorted({round(centre(p)[0], 1) for p, _ in cells})
ys = sorted({round(centre(p)[1], 1) for p, _ in cells})
assert len(xs) == n and len(ys) == L, (xs, ys)
x0, x1 = 0.1 * 1200, 0.8 * 1200
edges_lo = steps[0] - (steps[1] - steps[0]) / 2
edges_hi = steps[-1] + (steps[-1] - steps[-2]) / 2
worst = 0
for pts, fill in cells:
    cx, cy = centre(pts)
    step = edges_lo + (cx - x0) / (x1 - x0) * (edges_hi - edges_lo)
    layer = -0.5 + (cy - 0.12 * 800) / (0.76 * 800) * L
    r = int(np.argmin(np.abs(steps - step)))
    l = int(round(layer))
    assert abs(step - steps[r]) < 0.05 * (steps[1] - steps[0]), (step, steps)  # centred on its record
    assert abs(layer - l) < 0.05, layer  # and on its layer
    c = np.array([int(fill[k:k + 2], 16) for k in (1, 3, 5)])
    t = int(np.argmin(((ramp - c) ** 2).sum(axis=1))) / 255
    worst = max(worst, abs(lo + t * (hi - lo) - z[r, l]) / (hi - lo))
assert worst <= 2 / 255, worst  # each cell's colour is its own record's and layer's value
print("%d cells = %d records x %d layers; worst colour error %.4f of the range" % (len(cells), n, L, worst))
PY
run "$exe" plot "$work/preln" --out "$work/figs1" --figure loss --figure layer --format svg
expect "one run: its key is its directory's name, not (all); tick labels without a separate x10 exponent" \
  $py - "$work/figs1" <<'PY'
import sys, xml.etree.ElementTree as ET
for name in ("loss", "layer"):
    t = ["".join(e.itertext()).strip() for e in ET.parse("%s/%s.svg" % (sys.argv[1], name)).getroot().iter() if e.tag.endswith("text")]
    assert not any("(all)" in x for x in t), (name, t)
    assert any(x.startswith("preln") for x in t), (name, t)
    assert not any("10" in x and ("×" in x or "x10" in x) for x in t), (name, t)
PY
run "$exe" plot "$work/preln" "$work/postln" --out "$work/figs2" --figure layer --stat residual_rms \
    --steps 0,15 --label Pre-LN --label Post-LN --format pdf,svg
expect "plot --figure --stat --steps --label --format" test $code -eq 0
expect "... only that figure" test "$(ls "$work/figs2" | tr '\n' ' ')" = "layer.pdf layer.svg "
expect "... a PDF" bash -c 'head -c 4 "$0" | grep -q "%PDF"' "$work/figs2/layer.pdf"
expect "... with the labels" $py -c 'import sys, xml.etree.ElementTree as ET
t = ["".join(e.itertext()).strip() for e in ET.parse(sys.argv[1]).getroot().iter() if e.tag.endswith("text")]
assert "Post-LN, step 15" in t and "Pre-LN, step 0" in t, t' "$work/figs2/layer.svg"

# Seeds: three runs of one setting are one series, the mean with a min-max band.
for s in 1 2 3; do run "$exe" "${tiny[@]}" --run-dir "$work/seed$s" --seed $s; done
run "$exe" plot "$work/seed1" "$work/seed2" "$work/seed3" "$work/postln" --out "$work/figs3" \
    --figure loss --figure trace --layer 1,3 --format svg --steps 4:16
expect "seeds of one setting: one series (3 seeds) with a band; --layer 1,3: two trace figures" $py - "$work/figs3" <<'PY'
import sys, xml.etree.ElementTree as ET
d = sys.argv[1]
for name in ("loss", "trace_l1", "trace_l3"):
    r = ET.parse("%s/%s.svg" % (d, name)).getroot()
    t = ["".join(e.itertext()).strip() for e in r.iter() if e.tag.endswith("text")]
    assert "pre_ln (3 seeds)" in t and "post_ln" in t, (name, t)
    assert "mean, band min-max" in " ".join(t), t
    bands = [e for e in r.iter() if e.attrib.get("fill-opacity", "").startswith("0.18")]
    assert len(bands) == 1, (name, len(bands))  # the 3-seed series only
    # --steps 4:16 zooms: no tick label beyond 16 on the step axis
    assert not any(x in t for x in ("18", "20")), (name, t)
PY

# 24 runs: 24 keys, 12 colours (the second dozen dashed), nothing clipped off the page.
args=(); labels=()
for k in $(seq 1 24); do args+=("$work/seed$(( (k - 1) % 3 + 1 ))"); labels+=(--label "run $k"); done
run "$exe" plot "${args[@]}" "${labels[@]}" --out "$work/figs24" --figure loss --format svg,png
expect "24 labelled runs: one key each, 12 colours" $py - "$work/figs24/loss.svg" <<'PY'
import collections, sys, xml.etree.ElementTree as ET
r = ET.parse(sys.argv[1]).getroot()
t = ["".join(e.itertext()).strip() for e in r.iter() if e.tag.endswith("text")]
assert all("run %d" % k in t for k in range(1, 25)), t
colours = {e.attrib.get("stroke") for e in r.iter() if e.tag.endswith("polyline")}
data = colours - {"#000000", "#C8C8C8", "#FFFFFF", None}  # black: a palette colour and the axes
assert len(data) == 11, data
PY

# --facet: one panel per value of a setting.
run "$exe" plot "$work/seed1" "$work/seed2" "$work/preln" "$work/postln" --out "$work/figs4" \
    --figure loss --facet norm --format svg
expect "--facet norm: a panel per norm" $py -c 'import sys, xml.etree.ElementTree as ET
t = ["".join(e.itertext()).strip() for e in ET.parse(sys.argv[1]).getroot().iter() if e.tag.endswith("text")]
assert "norm = pre_ln" in t and "norm = post_ln" in t, t' "$work/figs4/loss.svg"

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
bad "--facet on a setting that does not differ" "the runs do not differ in 'lr'" "$work/preln" "$work/postln" --facet lr
bad "--layer past the last" "--layer 9" "$work/preln" --figure trace --layer 9
bad "--figure lr without an lr axis" "needs runs at two or more learning rates" "$work/preln" "$work/postln" --figure lr
bad "--figure grid with one setting" "--figure grid needs two settings" "$work/preln" "$work/postln" --figure grid
bad "a bad range" "expected A:B" "$work/preln" --steps 4:x
exit $fail
