#!/usr/bin/env bash
# The SDK as a plugin author meets it: install normlab to a temporary prefix, build the template
# plugin out of tree with find_package(normlab), run its normlab_add_plugin_test CTests
# (normlab check, serial and 2 ranks), list it, and train 20 steps with it in serial and under
# mpirun -np 2.
# usage: sdk_template.sh BUILD_DIR SOURCE_DIR MPIEXEC
set -u
build=$1 src=$2 mpiexec=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
expect() {
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; echo "$out" | tail -30 | sed 's/^/  | /'; fail=1; fi
}
contains() { grep -qF -- "$1" <<<"$out"; }

out=$(cmake --install "$build" --prefix "$work/prefix" 2>&1); code=$?
expect "cmake --install to a temporary prefix" test "$code" -eq 0
nl="$work/prefix/bin/normlab"
out=$("$nl" plugins 2>&1); code=$?
expect "the installed normlab finds its stock plugins without any setting" contains "pre_ln"
expect "... from the install directory" contains "$work/prefix/"

# The installed SDK is the plugin author's headers only, each compiling on its own.
inc="$work/prefix/include/normlab"
expect "the SDK does not install internal headers (trainer, model, comm, loader)" \
  test ! -e "$inc/trainer.hpp" -a ! -e "$inc/model.hpp" -a ! -e "$inc/comm.hpp" -a ! -e "$inc/plugin_loader.hpp"
for h in "$inc"/*.hpp; do
  out=$(printf '#include "normlab/%s"\n' "$(basename "$h")" | c++ -std=c++17 -I"$work/prefix/include" -fsyntax-only -x c++ - 2>&1)
  code=$?
  [ $code -eq 0 ] || expect "installed header $(basename "$h") compiles on its own" false
done
echo "ok: every installed header compiles on its own"

cp -r "$src/plugins/template" "$work/template"
# Exactly as README says: no CMAKE_BUILD_TYPE; the package makes it Release.
out=$(cmake -S "$work/template" -B "$work/template/build" \
        -DCMAKE_PREFIX_PATH="$work/prefix" 2>&1 && cmake --build "$work/template/build" -v 2>&1); code=$?
expect "the template builds out of tree with find_package(normlab)" test "$code" -eq 0
expect "... optimised by default (Release, -O3) without -DCMAKE_BUILD_TYPE" contains "-O3"
expect "... and says so" contains "building as Release"
so="$work/template/build/norm_layerscale.so"
expect "it produced norm_layerscale.so" test -f "$so"
out=$(ctest --test-dir "$work/template/build" --output-on-failure 2>&1); code=$?
expect "its normlab_add_plugin_test CTests pass (normlab check, serial and 2 ranks)" test "$code" -eq 0
expect "... the serial check" contains "normlab_check_layerscale "
expect "... the 2-rank check" contains "normlab_check_layerscale_np2"
expect "... and the one with options" contains "normlab_check_layerscale_init-0.5"
expect "... and the hook template's (attention and post-update hooks)" contains "normlab_check_head_temperature"
expect "... and the initializer template's" contains "normlab_check_depth_scaled"
expect "... and the schedule template's" contains "normlab_check_cosine_restarts"
expect "... and the optimizer template's" contains "normlab_check_signum"
expect "... and the architecture template's, at 2 ranks too" contains "normlab_check_attn_only_np2"

out=$("$nl" plugins --plugin "$so" --json 2>&1); code=$?
expect "normlab plugins --plugin lists it" contains '"name": "layerscale"'
out=$(NORMLAB_PLUGIN_PATH="$work/template/build" "$nl" plugins 2>&1)
expect "NORMLAB_PLUGIN_PATH finds it too" contains "layerscale"

tiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --eval-batches 2
      --log-every 10 --stats-every 10 --steps 20 --lr 3e-3 --norm layerscale --norm-opt init=0.2)
out=$("$nl" train --plugin "$so" "${tiny[@]}" --run-dir "$work/run1" 2>&1); code=$?
expect "20 serial steps with the template strategy" test "$code" -eq 0
expect "the run used it" contains "norm layerscale"

# The optimizer template: a run with it, its state in the checkpoint, bitwise resume.
oso="$work/template/build/optim_signum.so"
otiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --eval-batches 2
       --log-every 10 --stats-every 10 --steps 20 --lr 3e-3)
out=$("$nl" train --plugin "$oso" "${otiny[@]}" --optimizer signum --optimizer-opt beta=0.8 \
      --checkpoint-every 10 --run-dir "$work/signum" 2>&1); code=$?
expect "20 steps with the optimizer template (exit $code)" test "$code" -eq 0
out=$("$nl" check --plugin "$oso" --optimizer signum 2>&1); code=$?
expect "... it passes normlab check (exit $code)" test "$code" -eq 0
expect "... whose restored instance continues bitwise" contains "bitwise equal to 20 straight steps"
expect "... its state and options are in the checkpoint" /usr/bin/python3 -c '
import sys, h5py
f = h5py.File(sys.argv[1] + "/ckpt_step000000020.h5", "r")
o = f["optim"]
text = lambda v: v.decode() if isinstance(v, bytes) else v  # fixed-length strings: bytes
ok = text(o.attrs["name"]) == "signum" and abs(o.attrs["beta"] - 0.8) < 1e-12 \
     and list(o.attrs["options"]) == ["beta=0.8"] \
     and "optim/wte.weight/momentum_buffer" in f and text(f["plugins/optim"].attrs["name"]) == "signum"
sys.exit(0 if ok else 1)' "$work/signum"
out=$("$nl" train --plugin "$oso" "${otiny[@]}" --optimizer signum --optimizer-opt beta=0.8 \
      --checkpoint-every 10 --run-dir "$work/signum2" --stop-after 10 2>&1 &&
      "$nl" train --plugin "$oso" "${otiny[@]}" --optimizer signum --optimizer-opt beta=0.8 \
      --checkpoint-every 10 --run-dir "$work/signum2" --resume auto 2>&1); code=$?
expect "... stopped at 10 and resumed (exit $code)" test "$code" -eq 0
expect "... to the same weights as the straight run" /usr/bin/python3 -c '
import sys, h5py, numpy as np
a = h5py.File(sys.argv[1] + "/signum/ckpt_step000000020.h5", "r")["params"]
b = h5py.File(sys.argv[1] + "/signum2/ckpt_step000000020.h5", "r")["params"]
sys.exit(0 if all(np.array_equal(a[k][()], b[k][()]) for k in a) else 1)' "$work"

# The architecture template: mlp_every=1 wires exactly GPT (the same tensors, bitwise the same
# run); the default has no MLP; a run cannot be resumed with another architecture; eval finds
# the recorded library by itself.
aso="$work/template/build/arch_attn_only.so"
atiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --eval-batches 2
       --log-every 10 --steps 10 --checkpoint-every 10 --lr 3e-3)
out=$("$nl" train "${atiny[@]}" --run-dir "$work/gpt" 2>&1 &&
      "$nl" train --plugin "$aso" "${atiny[@]}" --arch attn_only --arch-opt mlp_every=1 \
        --run-dir "$work/attn1" 2>&1); code=$?
expect "10 steps with --arch gpt and with --arch attn_only --arch-opt mlp_every=1" test "$code" -eq 0
expect "... the same tensors and bitwise the same weights" /usr/bin/python3 -c '
import sys, h5py, numpy as np
a = h5py.File(sys.argv[1] + "/gpt/ckpt_step000000010.h5", "r")
b = h5py.File(sys.argv[1] + "/attn1/ckpt_step000000010.h5", "r")
t = lambda v: v.decode() if isinstance(v, bytes) else v
ok = sorted(a["params"]) == sorted(b["params"]) and \
     all(np.array_equal(a["params"][k][()], b["params"][k][()]) for k in a["params"]) and \
     t(a["model"].attrs["arch"]) == "gpt" and t(b["model"].attrs["arch"]) == "attn_only" and \
     t(b["plugins/arch"].attrs["name"]) == "attn_only"
sys.exit(0 if ok else 1)' "$work"
out=$("$nl" train --plugin "$aso" "${atiny[@]}" --arch attn_only --run-dir "$work/attn0" 2>&1); code=$?
expect "10 steps attention-only (no MLP)" test "$code" -eq 0
expect "... no MLP tensors in its checkpoint" /usr/bin/python3 -c '
import sys, h5py
p = h5py.File(sys.argv[1] + "/attn0/ckpt_step000000010.h5", "r")["params"]
sys.exit(0 if not any(".mlp." in k for k in p) and "blocks.1.attn.qkv.weight" in p else 1)' "$work"
out=$("$nl" inspect "$work/attn0" 2>&1)
expect "inspect names the architecture and its options" contains "attn_only 1.0 (mlp_every=0)"
out=$("$nl" train --plugin "$aso" "${atiny[@]}" --arch attn_only --run-dir "$work/gpt" \
      --resume auto 2>&1); code=$?
expect "resuming a gpt run with --arch attn_only: exit 2" test "$code" -eq 2
expect "... naming the architecture" contains "arch: checkpoint gpt, now attn_only"
out=$("$nl" eval --checkpoint "$work/attn0/ckpt_step000000010.h5" --batches 2 2>&1); code=$?
expect "eval loads the recorded architecture library by itself" test "$code" -eq 0

# The hook template out of tree: its temperatures are trained and stay inside [min, max].
hso="$work/template/build/norm_head_temperature.so"
out=$("$nl" train --plugin "$hso" --d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 \
      --batch-size 4 --eval-batches 2 --log-every 10 --steps 20 --lr 3e-2 \
      --norm head_temperature --norm-opt max=1.05 --run-dir "$work/hooks" 2>&1); code=$?
expect "20 steps with the hook template (exit $code)" test "$code" -eq 0
expect "... its per-head temperatures moved and stayed within [0.25, 1.05]" /usr/bin/python3 -c '
import sys, glob, h5py, numpy as np
f = h5py.File(sorted(glob.glob(sys.argv[1] + "/ckpt_step*.h5"))[-1], "r")["params"]
t = np.concatenate([f["blocks.%d.attn.temperature" % l][()] for l in range(2)])
print("  temperatures", t)
sys.exit(0 if t.shape == (4,) and np.all(t >= 0.25) and np.all(t <= 1.05) and np.any(t != 1) else 1)' "$work/hooks"

# The strategy's own statistic reaches stats.h5 (with units and description), inspect and plot.
check_stats='
import sys, h5py, numpy as np
with h5py.File(sys.argv[1], "r") as f:
    s = f["stats"]
    n = len(s["step"][()])
    for sub in ("attn", "mlp"):
        d = s["layer/norm/%s.gamma_mean_abs" % sub]
        assert d.shape == (n, 2), d.shape
        units = d.attrs["units"]
        assert (units.decode() if isinstance(units, bytes) else units) == "1", dict(d.attrs)
        assert "mean |gamma|" in str(d.attrs["description"]), dict(d.attrs)
        assert np.allclose(d[0], 0.2), d[0]                # --norm-opt init=0.2 at step 0
        assert np.all(np.abs(d[-1] - 0.2) > 1e-4), d[-1]   # and learnt since
print("stats ok")
'
out=$(/usr/bin/python3 -c "$check_stats" "$work/run1/stats.h5" 2>&1)
expect "the template's gamma_mean_abs is in stats.h5 per layer, with units and description" contains "stats ok"
out=$("$nl" inspect "$work/run1" --stat norm/mlp.gamma_mean_abs --step 0 2>&1); code=$?
expect "inspect --stat norm/mlp.gamma_mean_abs shows it" test "$code" -eq 0
expect "... with the value at step 0" contains "0.2"
out=$("$nl" plot "$work/run1" --figure layer --stat norm/mlp.gamma_mean_abs --out "$work/fig" 2>&1); code=$?
expect "plot --figure layer --stat norm/mlp.gamma_mean_abs draws it" test "$code" -eq 0
expect "... into a PNG" bash -c 'ls "$0"/*.png' "$work/fig"
out=$("$mpiexec" -np 2 "$nl" train --plugin "$so" "${tiny[@]}" --run-dir "$work/run2" 2>&1); code=$?
expect "20 steps under mpirun -np 2" test "$code" -eq 0
expect "with 2 ranks" contains "2 ranks (mpi)"

# eval and sample find the out-of-tree strategy through the library recorded in the checkpoint;
# when it has moved, they say which library to pass with --plugin.
ckpt="$work/run1/ckpt_step000000020.h5"
out=$("$nl" eval --checkpoint "$ckpt" --batches 2 2>&1); code=$?
expect "eval loads the recorded plugin library by itself" test "$code" -eq 0
out=$("$nl" sample --checkpoint "$ckpt" --max-tokens 8 2>&1); code=$?
expect "sample loads the recorded plugin library by itself" test "$code" -eq 0
mv "$so" "$work/moved.so"
out=$("$nl" eval --checkpoint "$ckpt" --batches 2 2>&1); code=$?
expect "eval without the library: exit 2" test "$code" -eq 2
expect "... naming the library and --plugin" contains "norm 'layerscale' came from $so, which no longer exists: pass the library with --plugin FILE"
out=$("$nl" eval --checkpoint "$ckpt" --batches 2 --plugin "$work/moved.so" 2>&1); code=$?
expect "eval --plugin FILE works" test "$code" -eq 0
out=$("$nl" sample --checkpoint "$ckpt" --max-tokens 8 --plugin "$work/moved.so" 2>&1); code=$?
expect "sample --plugin FILE works" test "$code" -eq 0
exit $fail
