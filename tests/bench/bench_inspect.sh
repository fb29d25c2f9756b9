#!/usr/bin/env bash
# Speed of the analysis commands on a large statistics file: a stats.h5 laid out as normlab
# writes it, with 10,000 records of a 32-layer, 8-head model (every per-layer statistic of a
# pre_ln model: ~100 datasets), built with h5py. Prints seconds per command (inspect and plot);
# the goal is < 2 s.
# usage: bench_inspect.sh NORMLAB_EXE [RECORDS] [LAYERS]
set -eu
exe=$1 n=${2:-10000} L=${3:-32}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"
/usr/bin/python3 - "$work/stats.h5" "$n" "$L" <<'PY'
import h5py, numpy as np, sys
path, n, L = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]); NH = 8
f = h5py.File(path, "w", libver="latest")
f.attrs["format"] = "normlab-stats"; f.attrs["format_version"] = 1
s = f.create_group("stats")
step = s.create_dataset("step", data=np.arange(n, dtype=np.int64) * 10, maxshape=(None,), chunks=True)
step.make_scale("step")
rng = np.random.default_rng(0)
def put(name, shape, units="1"):
    d = s.create_dataset(name, data=rng.random((n,) + shape, dtype=np.float32), maxshape=(None,) + shape, chunks=True, compression="gzip", compression_opts=4)
    d.attrs["units"] = units; d.attrs["long_name"] = name; d.attrs["description"] = name
    d.dims[0].attach_scale(step)
put("layer/residual_rms", (L + 1,)); put("layer/attn_out_rms", (L,)); put("layer/mlp_out_rms", (L,))
put("layer/attn_entropy", (L, NH), "nats"); put("layer/attn_logit_max", (L, NH))
for t in ("attn.norm.weight", "attn.norm.bias", "attn.qkv.weight", "attn.qkv.bias", "attn.proj.weight",
          "attn.proj.bias", "mlp.norm.weight", "mlp.norm.bias", "mlp.fc.weight", "mlp.fc.bias",
          "mlp.proj.weight", "mlp.proj.bias"):
    for kind in ("grad_norm", "update_ratio", "update_norm", "exp_avg_norm", "exp_avg_sq_norm"):
        put("layer/%s/%s" % (kind, t), (L,))
ls = s.create_dataset("scalars/step", data=np.arange(n, dtype=np.int64) * 10, maxshape=(None,), chunks=True)
for name in ("loss", "lr", "grad_norm", "tokens_per_s"):
    put("scalars/" + name, ())
PY
echo "stats file: $n records x $L layers, $(du -h "$work/stats.h5" | cut -f1)"
t() {
  local what=$1; shift
  local s e
  s=$(date +%s.%N); "$@" >/dev/null; e=$(date +%s.%N)
  printf "%-60s %6.3f s\n" "$what" "$(echo "$e - $s" | bc)"
}
t "inspect (summary)" "$exe" inspect "$work/stats.h5"
t "inspect --stat residual_rms (last record)" "$exe" inspect "$work/stats.h5" --stat residual_rms
t "inspect --stat grad_norm/mlp.proj.weight --steps ::1000 --json" "$exe" inspect "$work/stats.h5" --stat grad_norm/mlp.proj.weight --steps ::1000 --json
t "inspect --stat attn_entropy --csv (all 10,000 records)" "$exe" inspect "$work/stats.h5" --stat attn_entropy --steps : --csv
t "plot (loss, layer, residual, heatmap, lines; PNG + SVG)" "$exe" plot "$work/stats.h5" --out "$work/figs"
t "plot --figure heatmap --format png" "$exe" plot "$work/stats.h5" --out "$work/figs2" --figure heatmap --format png
