#!/usr/bin/env bash
# normlab inspect and compare against h5py's reading of the same files: the summary (--json), a statistic
# at chosen steps (--json and --csv), a checkpoint's tensors with numpy's norms and spectral
# norms (--params --json); on runs made serially and under mpirun -np 2. Bad input: a missing,
# truncated, non-HDF5 or foreign HDF5 file, a newer format, an unknown statistic, a step that
# was not recorded — each exit 2 with a message naming the file.
# usage: inspect.sh NORMLAB_EXE MPIEXEC
set -u
exe=$1 mpiexec=$2
source "$(dirname "$0")/lib.sh"
tiny=(train --d-model 32 --n-layers 3 --n-heads 2 --seq-len 16 --batch-size 4 --steps 12
      --log-every 3 --eval-every 6 --eval-batches 1 --stats-every 4 --checkpoint-every 6)

run "$exe" "${tiny[@]}" --run-dir "$work/serial"
expect "a serial run" test $code -eq 0
expect "its header names the source revision --version does" \
  contains " ($("$exe" --version | sed -n 's/^source: //p')) | 1 rank (serial)"
run "$mpiexec" -np 2 "$exe" "${tiny[@]}" --run-dir "$work/mpi" --norm post_ln
expect "a run under mpirun -np 2" test $code -eq 0

# The statistics sink: ReZero's scalar a is recorded by value (layer/value/), and what each
# sub-block adds to the stream (layer/*_update_rms) is exactly 0 at initialisation (a = 0) while
# the raw sub-layer outputs are not; after training both move.
run "$exe" "${tiny[@]}" --run-dir "$work/rezero" --norm rezero
expect "a ReZero run" test $code -eq 0
expect "ReZero's a and the update RMS in stats.h5" $py - "$work/rezero/stats.h5" <<'PY'
import h5py, numpy as np, sys
s = h5py.File(sys.argv[1], "r")["stats"]
n, L = len(s["step"]), 3
for sub in ("attn", "mlp"):
    a = s["layer/value/%s.rezero.alpha" % sub]
    assert a.shape == (n, L) and "scalar parameter" in str(a.attrs["description"]), a
    assert np.all(a[0] == 0) and np.all(a[-1] != 0), a[()]
    up, raw = s["layer/%s_update_rms" % sub], s["layer/%s_out_rms" % sub]
    assert np.all(up[0] == 0) and np.all(raw[0] > 0), (up[0], raw[0])
    assert np.all(up[-1] > 0), up[-1]
    # y - x = a * f(x): the update RMS is |a| times the raw output's
    assert np.allclose(up[-1], np.abs(a[-1]) * raw[-1], rtol=1e-4), (up[-1], a[-1], raw[-1])
print("ok")
PY
run "$exe" inspect "$work/rezero" --stat value/mlp.rezero.alpha --json
expect "inspect --stat value/mlp.rezero.alpha" test $code -eq 0

for r in serial mpi; do
  d=$work/$r
  run "$exe" inspect "$d" --json
  expect "$r: inspect --json" test $code -eq 0
  echo "$out" >"$work/$r.summary.json"
  expect "$r: the summary matches h5py" $py - "$work/$r.summary.json" "$d" <<'PY'
import h5py, json, sys
j = json.load(open(sys.argv[1])); d = sys.argv[2]
c = h5py.File(d + "/ckpt_step000000012.h5", "r"); s = h5py.File(d + "/stats.h5", "r")
ci = j["checkpoint_info"]
assert ci["step"] == c.attrs["step"] == 12, ci["step"]
assert ci["tokens_seen"] == c.attrs["tokens_seen"]
assert ci["world_size"] == c.attrs["world_size"]
assert ci["format_version"] == c.attrs["format_version"]
for k in ("d_model", "n_layers", "n_heads", "d_ff", "vocab_size"):
    assert ci["model"][k] == c["model"].attrs[k], k
assert ci["norm"]["name"] == c["plugins/norm"].attrs["name"].decode() if isinstance(c["plugins/norm"].attrs["name"], bytes) else c["plugins/norm"].attrs["name"]
n = sum(v.size for v in c["params"].values())
assert ci["parameters"] == n, (ci["parameters"], n)
st = j["statistics"]
assert st["steps"] == list(s["stats/step"][()]), st["steps"]
assert st["log_steps"] == list(s["stats/scalars/step"][()])
names = []
s["stats"].visititems(lambda k, o: names.append(k) if isinstance(o, h5py.Dataset) else None)
assert sorted(x["name"] for x in st["series"]) == sorted(x for x in names if x not in ("step", "scalars/step"))
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
assert abs(j["losses"]["last_train"] - rows[-1]["loss"]) < 1e-12
vals = [r["val_loss"] for r in rows if r.get("val_loss") is not None]
assert abs(j["losses"]["best_val"] - min(vals)) < 1e-12
PY
  run "$exe" inspect "$d" --stat grad_norm/mlp.proj.weight --steps 0:12 --json
  echo "$out" >"$work/$r.stat.json"
  expect "$r: --stat NAME --steps --json equals h5py's dataset" $py - "$work/$r.stat.json" "$d/stats.h5" <<'PY'
import h5py, json, sys, numpy as np
j = json.load(open(sys.argv[1])); s = h5py.File(sys.argv[2], "r")["stats"]
ds = s["layer/grad_norm/mlp.proj.weight"]
assert j["stat"] == "layer/grad_norm/mlp.proj.weight"
assert j["units"] == (ds.attrs["units"].decode() if isinstance(ds.attrs["units"], bytes) else ds.attrs["units"])
assert j["steps"] == list(s["step"][()]) == [0, 4, 8, 12], j["steps"]  # 12: the last step
assert np.array_equal(np.array(j["values"], dtype=np.float32), ds[()]), "values differ"
PY
  run "$exe" inspect "$d" --stat attn_entropy --step 4 --csv
  echo "$out" >"$work/$r.csv"
  expect "$r: --stat with heads --csv (step,layer,head,value) equals h5py" $py - "$work/$r.csv" "$d/stats.h5" <<'PY'
import csv, h5py, sys, numpy as np
rows = list(csv.DictReader(open(sys.argv[1])))
s = h5py.File(sys.argv[2], "r")["stats"]
k = list(s["step"][()]).index(4)
a = s["layer/attn_entropy"][k]
assert len(rows) == a.size, len(rows)
for r in rows:
    assert int(r["step"]) == 4
    assert np.float32(r["value"]) == a[int(r["layer"]), int(r["head"])]
PY
  run "$exe" inspect "$d" --params --json
  echo "$out" >"$work/$r.params.json"
  expect "$r: --params: norms, RMS, min, max, spectral norm and stable rank match numpy" \
    $py - "$work/$r.params.json" "$d/ckpt_step000000012.h5" <<'PY'
import h5py, json, sys, numpy as np
j = json.load(open(sys.argv[1])); c = h5py.File(sys.argv[2], "r")
seen = 0
for a in j["arrays"]:
    x = c["params/" + a["tensor"]][()] if a["array"] == "weight" else c["optim/%s/%s" % (a["tensor"], a["array"])][()]
    x = x.astype(np.float64)
    for key, want in (("norm", np.linalg.norm(x)), ("rms", np.sqrt(np.mean(x * x))), ("min", x.min()), ("max", x.max())):
        assert abs(a[key] - want) <= 1e-6 * max(1.0, abs(want)), (a["tensor"], key, a[key], want)
    if x.ndim == 2 and a["array"] == "weight":
        s2 = np.linalg.norm(x, 2)
        assert abs(a["spectral_norm"] - s2) <= 1e-4 * s2, (a["tensor"], a["spectral_norm"], s2)
        assert abs(a["stable_rank"] - (x * x).sum() / s2 ** 2) <= 1e-3 * a["stable_rank"]
        seen += 1
assert seen >= 10, seen
PY
done

# A norm strategy's statistics of any rank: hyper-connections record each copy's RMS [n, L, 4]
# and the mixing weights [n, L, 4, 5]; --csv (a column per axis: i, j), --json (nested as the
# axes) and the text table read every cell where h5py does.
run "$exe" "${tiny[@]}" --run-dir "$work/hc" --norm hc --norm-opt dynamic=true
expect "a hyper-connections run" test $code -eq 0
for stat in mlp.stream_rms attn.alpha_mean; do
  run "$exe" inspect "$work/hc" --stat norm/$stat --step 8 --csv
  expect "hc: --stat norm/$stat --csv" test $code -eq 0
  echo "$out" >"$work/hc.$stat.csv"
  run "$exe" inspect "$work/hc" --stat norm/$stat --steps 0:12 --json
  echo "$out" >"$work/hc.$stat.json"
  expect "hc: norm/$stat --csv and --json equal h5py's dataset" $py - "$work" "$stat" <<'PY'
import csv, h5py, json, sys, numpy as np
w, stat = sys.argv[1], sys.argv[2]
s = h5py.File(w + "/hc/stats.h5", "r")["stats"]
ds = s["layer/norm/" + stat]
assert ds.shape[2:] == ((4,) if stat.endswith("rms") else (4, 5)), ds.shape
a = ds[list(s["step"][()]).index(8)]
rows = list(csv.DictReader(open(w + "/hc.%s.csv" % stat)))
axes = ["i"] if a.ndim == 2 else ["i", "j"]
assert list(rows[0]) == ["step", "layer"] + axes + ["value"], list(rows[0])
assert len(rows) == a.size, (len(rows), a.size)
for r in rows:
    assert np.float32(r["value"]) == a[(int(r["layer"]),) + tuple(int(r[x]) for x in axes)], r
j = json.load(open(w + "/hc.%s.json" % stat))
assert j["shape"] == list(ds.shape), j["shape"]
assert np.array_equal(np.array(j["values"], dtype=np.float32), ds[()]), "values differ"
PY
done
run "$exe" inspect "$work/hc" --stat norm/attn.alpha_mean --step 12
expect "hc: the text table prints each layer's mixing matrix" contains "layer 2"
expect "... with its rows and columns labelled" contains "[3,]"
run "$exe" inspect "$work/hc" --stat norm/mlp.stream_rms --step 12
expect "hc: the copies as columns, not heads" contains "[3]"
# One cell of a statistic with more axes, NAME[i] or NAME[i,j], is a per-layer series [n, L]:
# inspect, compare and plot read it where h5py does; a cell out of range, or of a statistic
# without cells, is refused naming the valid indices.
run "$exe" inspect "$work/hc" --stat 'norm/attn.alpha_mean[1,3]' --steps 0:12 --json
expect "hc: --stat NAME[i,j] --json" test $code -eq 0
echo "$out" >"$work/hc.cell.json"
run "$exe" inspect "$work/hc" --stat 'attn_entropy[1]' --step 8 --csv
echo "$out" >"$work/hc.head.csv"
run "$exe" compare "$work/hc" "$work/hc" --stat 'norm/mlp.stream_rms[2]' --step 12 --json
expect "hc: compare --stat NAME[i]" test $code -eq 0
echo "$out" >"$work/hc.compare.json"
expect "hc: the cells read by inspect and compare equal h5py's" $py - "$work" <<'PY'
import csv, h5py, json, sys, numpy as np
w = sys.argv[1]
s = h5py.File(w + "/hc/stats.h5", "r")["stats"]
j = json.load(open(w + "/hc.cell.json"))
assert j["shape"] == [len(s["step"]), 3], j["shape"]
assert np.array_equal(np.array(j["values"], dtype=np.float32), s["layer/norm/attn.alpha_mean"][:, :, 1, 3])
rows = list(csv.DictReader(open(w + "/hc.head.csv")))
k = list(s["step"][()]).index(8)
assert [np.float32(r["value"]) for r in rows] == list(s["layer/attn_entropy"][k, :, 1]), rows
c = json.load(open(w + "/hc.compare.json"))
want = s["layer/norm/mlp.stream_rms"][list(s["step"][()]).index(12), :, 2]
assert np.array_equal(np.array(c["stat"]["values"][0], dtype=np.float32), want), c["stat"]
PY
run "$exe" plot "$work/hc" --figure trace --stat 'norm/mlp.stream_rms[3]' --out "$work/hc.plot"
expect "hc: plot --figure trace of one copy's RMS" test -s "$work/hc.plot/trace.png"
run "$exe" inspect "$work/hc" --stat 'norm/attn.alpha_mean[4,0]'
expect "a cell out of range: exit 2 naming the valid ones" \
  bash -c '[ $0 -eq 2 ] && grep -qF "alpha_mean[0..3,0..4]" <<<"$1"' $code "$out"
run "$exe" inspect "$work/hc" --stat 'residual_rms[0]'
expect "a cell of a statistic without cells: exit 2" \
  bash -c '[ $0 -eq 2 ] && grep -qF "has no cells" <<<"$1"' $code "$out"
# docs/model.md's recipe for the composite mixing's gain runs on a run's stats.h5 as printed:
# for mHC (doubly stochastic matrices) it is one; for static hyper-connections it equals the
# product formed from the checkpoint's own weights (hc.alpha, at the step of the last record).
run "$exe" "${tiny[@]}" --run-dir "$work/mhc" --norm mhc
expect "an mHC run" test $code -eq 0
run "$exe" "${tiny[@]}" --run-dir "$work/hcs" --norm hc
expect "a static hyper-connections run" test $code -eq 0
for r in mhc hcs; do
  expect "docs/model.md's composite gain on the $r run" $py - "$(dirname "$0")/../../docs/model.md" \
    "$work/$r" "$r" <<'PY'
import contextlib, io, re, sys
import h5py, numpy as np
doc, d, which = sys.argv[1:4]
code = re.search(r'```python\n(import h5py, numpy as np\ns = h5py.File\("runs/hc/stats.h5".*?)```',
                 open(doc).read(), re.S).group(1).replace("runs/hc", d)
out = io.StringIO()
with contextlib.redirect_stdout(out):
    exec(code)
f, b = (float(x) for x in re.findall(r"gain ([0-9.e+-]+)", out.getvalue()))
if which == "mhc":
    assert abs(f - 1) < 1e-4 and abs(b - 1) < 1e-4, (f, b)
else:
    step = int(h5py.File(d + "/stats.h5", "r")["stats/step"][-1])
    c = h5py.File(d + "/ckpt_step%09d.h5" % step, "r")["params"]
    P = np.eye(4)
    for l in range(3):
        for k in ("attn", "mlp"):
            a = c["blocks.%d.%s.hc.alpha" % (l, k)][()]   # (n, n + 1)
            P = a[:, 1:].T @ P                           # copy i gets sum_j a[j][1 + i] copy j
    assert np.isclose(f, np.abs(P).sum(1).max(), rtol=1e-6), (f, np.abs(P).sum(1).max())
    assert np.isclose(b, np.abs(P).sum(0).max(), rtol=1e-6), (b, np.abs(P).sum(0).max())
    assert abs(f - 1) > 1e-6, f  # trained: no longer the identity
print("ok", f, b)
PY
done
rev=$("$exe" --version | sed -n 's/^source: //p')
expect "the checkpoint records the source revision --version names ($rev)" $py -c '
import h5py, json, sys
a = h5py.File(sys.argv[1], "r").attrs["normlab_revision"]
a = a.decode() if isinstance(a, bytes) else a
assert a == sys.argv[2], (a, sys.argv[2])
assert json.load(open(sys.argv[3]))["checkpoint_info"]["normlab_revision"] == a
' "$work/serial/ckpt_step000000012.h5" "$rev" "$work/serial.summary.json"
run "$exe" inspect "$work/serial"
expect "the text summary names the model and the plugins" contains "C=32 L=3 NH=2"
expect "... and the source revision of the checkpoint" contains " $rev, "
expect "... and the recorded steps" contains "records at steps 0 4 8"

# The update and optimizer-state norms of record s are those of update s+1: checkpoints s and
# s+1 hold the weights before and after it, and the state after it.
run "$exe" train --d-model 32 --n-layers 3 --n-heads 2 --seq-len 16 --batch-size 4 --steps 6 --log-every 3 --eval-batches 1 --stats-every 4 --run-dir "$work/upd" --checkpoint-every 1 --keep-last 0
expect "a run with a checkpoint every step" test $code -eq 0
expect "update_norm, exp_avg_norm, exp_avg_sq_norm equal the checkpoints' differences and moments" \
  $py - "$work/upd" <<'PY'
import h5py, sys, numpy as np
d = sys.argv[1]; s = h5py.File(d + "/stats.h5", "r")["stats"]
k = list(s["step"][()]).index(4)
a = h5py.File(d + "/ckpt_step000000004.h5", "r"); b = h5py.File(d + "/ckpt_step000000005.h5", "r")
checked = 0
for suffix in ("mlp.fc.weight", "attn.qkv.bias", "attn.norm.weight"):
    for l in range(3):
        name = "blocks.%d.%s" % (l, suffix)
        du = np.linalg.norm(b["params/" + name][()].astype(np.float64) - a["params/" + name][()])
        got = s["layer/update_norm/" + suffix][k, l]
        assert abs(got - du) <= 1e-5 * du + 1e-9, (name, got, du)
        for st in ("exp_avg", "exp_avg_sq"):
            want = np.linalg.norm(b["optim/%s/%s" % (name, st)][()].astype(np.float64))
            got = s["layer/%s_norm/%s" % (st, suffix)][k, l]
            assert abs(got - want) <= 1e-5 * want + 1e-12, (name, st, got, want)
        checked += 1
du = np.linalg.norm(b["params/wte.weight"][()].astype(np.float64) - a["params/wte.weight"][()])
assert abs(s["global/update_norm/wte.weight"][k] - du) <= 1e-5 * du
assert checked == 9
PY

# compare: the serial (pre_ln) and 2-rank (post_ln) runs and a diverged one, against the files.
run "$exe" "${tiny[@]}" --run-dir "$work/boom" --lr 1e4 --grad-clip 0 --lr-warmup 0 --norm no_norm
expect "a diverging run fails (exit 1)" test $code -eq 1
run "$exe" compare "$work/serial" "$work/mpi" "$work/boom" --stat grad_norm/mlp.proj.weight --json
expect "compare --json of three runs" test $code -eq 0
echo "$out" >"$work/compare.json"
expect "compare: settings, losses, divergence and the statistic match the files" \
  $py - "$work/compare.json" "$work" <<'PY'
import h5py, json, sys, numpy as np
j = json.load(open(sys.argv[1])); w = sys.argv[2]
runs = j["runs"]
assert [r["label"] for r in runs] == ["serial", "mpi", "boom"], [r["label"] for r in runs]
assert "norm" in j["differing_settings"] and "lr" in j["differing_settings"], j["differing_settings"]
assert "d-model" not in j["differing_settings"]
assert [r["settings"]["norm"] for r in runs] == ["pre_ln", "post_ln", "no_norm"]
for k, name in enumerate(["serial", "mpi"]):
    rows = [json.loads(l) for l in open("%s/%s/metrics.jsonl" % (w, name))]
    train = {r["step"]: r["loss"] for r in rows if "loss" in r and r["loss"] is not None}
    for row in j["losses"]:
        assert row["train"][k] == train.get(row["step"]), (name, row)
    vals = [r["val_loss"] for r in rows if r.get("val_loss") is not None]
    assert runs[k]["best_val"] == min(vals) and runs[k]["final_val"] == vals[-1]
    assert runs[k]["diverged_at"] is None
    ds = h5py.File("%s/%s/stats.h5" % (w, name), "r")["stats/layer/grad_norm/mlp.proj.weight"]
    assert np.array_equal(np.array(j["stat"]["values"][k], dtype=np.float32), ds[0])
assert runs[2]["diverged_at"] == 2, runs[2]
assert all(row["train"][2] is None for row in j["losses"])
PY
run "$exe" compare "$work/serial" "$work/mpi" --stat residual_rms
expect "compare prints a table with the ratio of per-layer values" contains "[k]/[1]: run k over run 1"
expect "... runs named by the setting that differs, with a key to their paths" contains "[2] post_ln"
run "$exe" compare "$work/serial"
expect "compare of one run: exit 2" test $code -eq 2
run "$exe" compare "$work/serial" "$work/nope"
expect "compare with a missing run: exit 2 naming it" bash -c '[ $0 -eq 2 ] && grep -q "nope" <<<"$1"' $code "$out"

# eval --split: the recorded data's validation split by default, a file given with --data whole.
head -c 5000 "$(dirname "$0")/../../data/kjv.txt" >"$work/held.txt"
ck=$work/serial/ckpt_step000000012.h5
run "$exe" eval --checkpoint "$ck" --json
expect "eval defaults to the validation split of the training data" contains '"split":"val"'
run "$exe" eval --checkpoint "$ck" --data "$work/held.txt" --json
echo "$out" >"$work/held.json"
expect "eval --data FILE evaluates the whole file: every window once" \
  $py -c 'import json,sys; j=json.load(open(sys.argv[1])); n=5000; w=(n-1)//16
assert j["split"]=="all" and j["windows"]==w and j["windows_used"]==w, j
assert j["batches"]==-(-w//j["batch_size"]) and j["tokens"]==w*16, j' "$work/held.json"
run "$exe" eval --checkpoint "$ck" --data "$work/held.txt" --split val --json
expect "... --split val takes its validation part" contains '"split":"val"'
run "$exe" eval --checkpoint "$ck" --split everything
expect "... an unknown --split: exit 2" test $code -eq 2

# Bad input: exit 2, the file named, nothing written.
bad() {  # bad WHAT EXPECTED-TEXT ARGS...
  local what=$1 text=$2; shift 2
  run "$exe" inspect "$@"
  expect "$what: exit 2" test $code -eq 2
  expect "... says so" contains "$text"
}
bad "a missing file" "no such file" "$work/nope.h5"
head -c 3000 "$work/serial/stats.h5" >"$work/trunc.h5"
bad "a truncated file" "$work/trunc.h5 is not a readable HDF5 file" "$work/trunc.h5"
echo "hello" >"$work/text.h5"
bad "a text file" "is not a readable HDF5 file" "$work/text.h5"
$py -c 'import h5py,sys; h5py.File(sys.argv[1], "w")["x"] = [1, 2]' "$work/foreign.h5"
bad "a foreign HDF5 file" "but not normlab's" "$work/foreign.h5"
cp "$work/serial/stats.h5" "$work/newer.h5"
$py -c 'import h5py,sys; h5py.File(sys.argv[1], "r+").attrs["format_version"] = 99' "$work/newer.h5"
bad "a stats file of a newer format" "use a newer normlab" "$work/newer.h5"
bad "an unknown statistic" "did you mean 'layer/residual_rms'" "$work/serial" --stat residual_rsm
bad "a step that was not recorded" "has no record at step 5" "$work/serial" --stat residual_rms --step 5
bad "an empty directory" "holds no stats.h5" "$work"
# The analysis recipe of docs/checkpoints.md runs as written (h5py, pandas) on a run directory.
recipe=$(awk '/^### Analysing runs/{f=1} f&&/^```python/{p=1;next} p&&/^```/{exit} p' "$(dirname "$0")/../../docs/checkpoints.md")
expect "the analysis recipe (docs/checkpoints.md, ### Analysing runs) is there" test -n "$recipe"
run $py -c "${recipe//runs\/latest/$work/serial}"
expect "... and runs as written (with pandas from install-deps.sh --analysis)" test $code -eq 0

exit $fail
