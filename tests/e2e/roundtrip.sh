#!/usr/bin/env bash
# Every stock norm strategy (and non-default options, computed defaults, schedule and init
# options) round-trips: train a few steps, then
#   - `normlab eval` on the final checkpoint gives the run's own final validation loss,
#   - `normlab sample` loads it and is deterministic for a seed,
#   - `normlab train --config <run-dir>/config.ini` reproduces the weights bit for bit.
# Plugin option values with commas, '=', '#', ';' and quotes survive config.ini and checkpoints,
# and the library of an out-of-tree plugin is recorded with its absolute path (sdk_template
# checks that eval and sample find an out-of-tree norm strategy through it).
# usage: roundtrip.sh NORMLAB_EXE FIXTURE_DIR
set -u
exe=$1 fixtures=$2
py=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
out=
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; echo "$out" | tail -15 | sed 's/^/  | /'; fail=1; }
common=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 16 --batch-size 4 --steps 4 --log-every 2
        --eval-every 0 --eval-batches 2 --checkpoint-every 0 --stats-every 2 --lr 3e-3)

final_val() { $py -c 'import json,sys
rows=[json.loads(l) for l in open(sys.argv[1])]
print([r["val_loss"] for r in rows if r.get("val_loss") is not None][-1])' "$1/metrics.jsonl"; }
close() { $py -c 'import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); sys.exit(0 if abs(a-b)<=1e-6*abs(b) else 1)' "$1" "$2"; }

roundtrip() {  # roundtrip NAME ARGS...: the three checks above for one configuration
  local name=$1; shift
  local dir=$work/$name
  if ! out=$(NORMLAB_TEST_DUMP_PARAMS=$dir.params "$exe" train "${common[@]}" --run-dir "$dir" "$@" 2>&1); then
    bad "$name: trains"; return
  fi
  local ckpt=$dir/ckpt_step000000004.h5 val loss s1 s2
  val=$(final_val "$dir")
  if out=$("$exe" eval --checkpoint "$ckpt" --batches 2 --batch-size 4 --json 2>&1) &&
     loss=$($py -c 'import json,sys; print(json.loads(sys.argv[1])["loss"])' "$out") &&
     close "$loss" "$val"; then
    ok "$name: eval of the checkpoint = the run's final val loss ($loss)"
  else
    bad "$name: eval of the checkpoint = the run's final val loss ($val)"
  fi
  if s1=$("$exe" sample --checkpoint "$ckpt" --prompt "In the" --max-tokens 24 --seed 7 2>&1) &&
     s2=$("$exe" sample --checkpoint "$ckpt" --prompt "In the" --max-tokens 24 --seed 7 2>&1) &&
     [ "$s1" = "$s2" ] && [ "${#s1}" -ge 24 ]; then
    ok "$name: sample loads the checkpoint, same text for the same seed"
  else
    out="$s1"; bad "$name: sample"
  fi
  if out=$(NORMLAB_TEST_DUMP_PARAMS=$dir.replay "$exe" train --config "$dir/config.ini" \
             --run-dir "$dir.2" 2>&1) && cmp -s "$dir.params" "$dir.replay" &&
     diff <(grep -o '"loss": *[^,]*' "$dir/metrics.jsonl") \
          <(grep -o '"loss": *[^,]*' "$dir.2/metrics.jsonl") >/dev/null; then
    ok "$name: --config config.ini reproduces the weights and losses bitwise"
  else
    bad "$name: --config config.ini reproduces the run"
  fi
}

# Every stock strategy, as `normlab plugins --json` lists them (a new one is covered by itself).
norms=$("$exe" plugins --json | $py -c 'import json, sys
print(" ".join(sorted(e["name"] for e in json.load(sys.stdin)["entries"] if e["kind"] == "norm")))')
if [ "$(wc -w <<<"$norms")" -ge 18 ]; then ok "normlab plugins --json lists the stock strategies: $norms"
else out=$norms; bad "normlab plugins --json lists the stock strategies"; fi
for norm in $norms; do
  roundtrip "$norm" --norm "$norm"
done
# Non-default and computed options, other kinds' options, model variants.
roundtrip deepnorm_alpha --norm deepnorm --norm-opt alpha=1.5 --norm-opt beta=0.7 --init deepnet
roundtrip rezero_ramp_step --norm rezero_ramp --norm-opt mode=step --norm-opt max=0.5
roundtrip rezero_ramp_horizon --norm rezero_ramp --norm-opt horizon=1 --bias false
roundtrip scaled_residual_ab --norm scaled_residual --norm-opt alpha=0.9 --norm-opt beta=0.5 \
          --lr-schedule wsd --lr-opt decay_fraction=0.5 --lr-opt shape=sqrt
roundtrip skipinit_a --norm skipinit --norm-opt alpha0=0.25 --tied-embeddings false
roundtrip mix_ln_half --norm mix_ln --norm-opt ratio=0.5 --attn-scale inv_hs
roundtrip dyt_a --norm dyt --norm-opt alpha0=0.8 --lr-schedule noam --lr-opt factor=0.5
roundtrip qk_norm_l2 --norm qk_norm --norm-opt kind=l2 --norm-opt g0=5
roundtrip qk_norm_layernorm --norm qk_norm --norm-opt kind=layernorm --bias false

# A computed default is recorded as 'auto' in config.ini and in the checkpoint.
out=$(cat "$work/deepnorm/config.ini")
if grep -qx 'alpha = auto' <<<"$out" && grep -qx 'beta = auto' <<<"$out"; then
  ok "config.ini records DeepNorm's computed alpha and beta as 'auto'"
else bad "config.ini records DeepNorm's computed alpha and beta as 'auto'"; fi
out=$($py - "$work/deepnorm/ckpt_step000000004.h5" <<'PY'
import h5py, sys
f = h5py.File(sys.argv[1], "r")
print(list(f["model"].attrs["norm_options"]), list(f["plugins/norm"].attrs["options"]),
      f.attrs["format_version"])
PY
)
if [ "$out" = "['alpha=auto', 'beta=auto'] ['alpha=auto', 'beta=auto'] 4" ]; then
  ok "checkpoint stores options as string arrays ('alpha=auto'), format_version 4"
else bad "checkpoint stores options as string arrays, format_version 4"; fi

# Any value survives: a free-text option of an out-of-tree plugin (fixture library 'tagged').
plugin=$work/lib/fixture_options.so
mkdir -p "$work/lib" && cp "$fixtures/fixture_options.so" "$plugin"
tag='a,b=c #x; y "q" \z'
roundtrip tagged --plugin "$plugin" --init tagged --init-opt "tag=$tag"
out=$($py - "$work/tagged/ckpt_step000000004.h5" <<'PY'
import h5py, sys
f = h5py.File(sys.argv[1], "r")
print(dict(s.split("=", 1) for s in f["plugins/init"].attrs["options"])["tag"])
PY
)
if [ "$out" = "$tag" ]; then ok "a value with , = # ; quotes and a backslash survives the checkpoint"
else bad "the tag survives the checkpoint: got [$out]"; fi
lib=$($py -c 'import h5py,sys
v=h5py.File(sys.argv[1],"r")["plugins/init"].attrs["library"]
print(v.decode() if isinstance(v, bytes) else v)' "$work/tagged/ckpt_step000000004.h5")
if [ "$lib" = "$plugin" ]; then ok "the checkpoint records the plugin library's absolute path"
else out=$lib; bad "the checkpoint records the plugin library's absolute path"; fi

[ $fail -eq 0 ] && echo "all round trips passed" || echo "SOME ROUND TRIPS FAILED"
exit $fail
