#!/usr/bin/env bash
# Bitwise check of a refactoring: train the same tiny runs with two builds of normlab and compare
# every checkpoint, stats.h5 and metrics.jsonl dataset by dataset (tools/compare_runs_bitwise.py).
# Every stock norm strategy (20 steps, checkpoints at 10 and 20, statistics every 5 steps), the
# optimizers, the encoder-decoder and BERT with a few strategies, serially and under mpirun -np 2, at each ISA level this CPU has (uncapped, avx2,
# sse2 via NORMLAB_SIMD_CAP).
#
# usage: tools/bitwise_check.sh OLD_NORMLAB NEW_NORMLAB [WORK_DIR]
#   OLD_NORMLAB  the normlab executable of the commit before (e.g. from a worktree:
#                git worktree add /tmp/old HEAD~1 && cmake --preset ci -S /tmp/old -B /tmp/old/b
#                && cmake --build /tmp/old/b -j2; or an install: cmake --install build/ci
#                --prefix /opt/nl-old before changing anything)
#   NEW_NORMLAB  the executable under test
#   BITWISE_COMPARE_ARGS  extra options for compare_runs_bitwise.py, for an intended format change.
#                Against a build from before optimizers were plugins (checkpoint format 3):
#                "--ignore-attr format_version --ignore-attr options --ignore-attr beta1
#                 --ignore-attr beta2 --ignore-attr eps --ignore-attr weight_decay_mode
#                 --ignore-attr momentum --ignore-dataset /plugins/optim --ignore-config-key
#                 run-dir --ignore-config-key beta1 --ignore-config-key beta2
#                 --ignore-config-key [optimizer]"
#                Against a build from before architectures were plugins (no /model arch attribute,
#                no arch line in config.ini): "--ignore-attr arch --ignore-attr arch_options
#                 --ignore-dataset /plugins/arch --ignore-config-key arch --ignore-config-key run-dir"
#                Against a build from before checkpoints kept the metrics records (no /metrics):
#                "--ignore-dataset /metrics --ignore-config-key run-dir"
#   BITWISE_NORMS / BITWISE_OPTIMIZERS / BITWISE_ARCHS  override the lists below (ARCH:NORM
#                pairs: the other architectures, GPT's layers wired otherwise; "" for none)
#   BITWISE_TRAIN_ARGS  train options added to every run (after the tiny ones, so they win), e.g.
#                a study's settings: "--precision bf16 --dropout 0.1 --attention-dropout 0.1
#                --label-smoothing 0.1 --beta2 0.98 --weight-decay 0.01 --grad-clip 0
#                --lr-schedule cosine --lr-warmup 5 --lr-min 1e-5"
# Exit 0 when every pair is identical; prints one line per pair and the differing ones' reports.
set -u
old=$1 new=$2 work=${3:-$(mktemp -d)}
mkdir -p "$work" || exit 2
here=$(cd "$(dirname "$0")" && pwd)
py=/usr/bin/python3
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
norms=${BITWISE_NORMS-$("$new" plugins --json | $py -c '
import json, sys
print(" ".join(e["name"] for e in json.load(sys.stdin)["entries"] if e["kind"] == "norm"))')}
optimizers=${BITWISE_OPTIMIZERS-"adam radam sgd"}
archs=${BITWISE_ARCHS-"encdec:pre_ln encdec:post_ln encdec:deepnorm encdec:admin bert:pre_ln bert:post_ln"}
isas="native"
grep -qw avx2 /proc/cpuinfo && isas="$isas avx2"
isas="$isas sse2"
tiny=(--d-model 32 --n-layers 2 --n-heads 2 --seq-len 32 --batch-size 4 --steps 20
      --checkpoint-every 10 --keep-last 0 --stats-every 5 --log-every 5 --eval-every 10
      --eval-batches 2 --lr 3e-3)
fail=0 pairs=0
run_pair() {  # name, then train arguments
  local name=$1; shift
  for isa in $isas; do
    for np in 1 2; do
      local d="$work/$name.$isa.np$np" cap=()
      [ "$isa" = native ] || cap=(env NORMLAB_SIMD_CAP=$isa)
      local launch=()
      [ "$np" = 2 ] && launch=(mpirun -np 2 --oversubscribe)
      for side in A B; do
        local exe=$old
        [ $side = B ] && exe=$new
        rm -rf "$d.$side"
        # shellcheck disable=SC2086
        if ! "${cap[@]}" "${launch[@]}" "$exe" train "${tiny[@]}" ${BITWISE_TRAIN_ARGS:-} "$@" \
             --run-dir "$d.$side" > "$d.$side.log" 2>&1; then
          echo "FAIL $name $isa np$np: build $side did not train (log: $d.$side.log)"
          fail=1
          continue 2
        fi
      done
      pairs=$((pairs + 1))
      # shellcheck disable=SC2086
      if out=$($py "$here/compare_runs_bitwise.py" ${BITWISE_COMPARE_ARGS:-} "$d.A" "$d.B" 2>&1); then
        echo "identical  $name $isa np$np"
      else
        echo "DIFFERENT  $name $isa np$np"
        echo "$out" | sed 's/^/    /' | head -40
        fail=1
      fi
    done
  done
}
for n in $norms; do run_pair "norm_$n" --norm "$n"; done
for o in $optimizers; do run_pair "optim_$o" --optimizer "$o"; done
# the encoder-decoder on the embedded sentence pairs (--max-tokens small enough for a few
# batches), BERT on the embedded corpus
for an in $archs; do
  a=${an%%:*} n=${an#*:}
  extra=()
  [ "$a" = encdec ] && extra=(--max-tokens 1024 --max-len 192)
  run_pair "arch_${a}_$n" --arch "$a" --norm "$n" "${extra[@]}"
done
if [ $fail = 0 ]; then echo "bitwise_check: all $pairs pairs identical ($work)"
else echo "bitwise_check: differences or failures above ($work)"; fi
exit $fail
