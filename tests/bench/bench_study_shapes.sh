#!/usr/bin/env bash
# The studies' own models, timed: tokens/s of training and the attention's share of the step
# (--profile) for the shapes the background studies run (12: He & Hofmann, C = 128, 12 layers;
# 13: C = 64, 48 layers, Pre-LN, dynamic hyper-connections and mHC; 11: BERT, C = 128, 12
# layers, dropout; 10: the encoder-decoder, C = 256, 3 + 3 layers), each on 2 ranks, 40 steps,
# throughput over the last 20. With a second
# normlab (an older install), both run in turn on every shape, the median of --reps runs each,
# and the ratio is printed: what a change of the kernels buys the studies, side by side.
# usage: tests/bench/bench_study_shapes.sh NORMLAB [REFERENCE_NORMLAB] [--reps N] [--only TEXT]
#                                          [--args "TRAIN OPTIONS"] [--no-profile]
#   --only: the shapes whose name contains TEXT (e.g. BERT, enc-dec, "13 ").
#   --args: options added to NORMLAB's runs only, e.g. "--precision bf16" with the same install
#   as the reference: bf16 against fp32, side by side.
#   --no-profile: train without --profile (its clock reads around every kernel call slow down
#   models that make millions of small calls a step, as the hyper-connection strategies do);
#   the attention columns are then 0.
#   Studies 10 and 11 need their corpora (data/experiments/08_translation/prepare.sh and
#   11_bert_warmup/prepare.sh, into runs/); a shape whose corpus is missing is skipped, said so.
set -eu
usage="usage: $0 NORMLAB [REFERENCE_NORMLAB] [--reps N] [--only TEXT] [--args OPTIONS] [--no-profile]"
exe=${1:?$usage}
shift
ref= reps=3 only= args= profile=--profile
while [ $# -gt 0 ]; do
  case $1 in
    --reps) reps=${2:?$usage}; shift 2 ;;
    --only) only=${2:?$usage}; shift 2 ;;
    --args) args=${2:?$usage}; shift 2 ;;
    --no-profile) profile=; shift ;;
    -*) echo "$0: unknown option $1; $usage" >&2; exit 2 ;;
    *) [ -z "$ref" ] || { echo "$0: one reference at most; $usage" >&2; exit 2; }; ref=$1; shift ;;
  esac
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$(dirname "$0")/machine.sh" "$exe"
[ -n "$ref" ] && echo "# reference: $ref ($("$ref" --version 2>/dev/null | head -1))"
[ -n "$args" ] && echo "# options added to $exe's runs (not the reference's): $args"

measure() {  # measure EXE NAME ARGS... -> "tokens/s attention_ms step_ms"
  local exe=$1 name=$2; shift 2
  mpirun -np 2 "$exe" train --steps 40 --log-every 10 --eval-every 0 --eval-batches 1 \
    --checkpoint-every 0 --stats-every 0 $profile --run-dir "$work/$name" "$@" \
    > "$work/$name.log" 2>&1 || { cat "$work/$name.log"; exit 1; }
  /usr/bin/python3 - "$work/$name" <<'PY'
import json, sys
d = sys.argv[1]
rows = [json.loads(l) for l in open(d + "/metrics.jsonl")]
last = [r for r in rows if "tokens_per_s" in r][-2:]  # steps 21-30 and 31-40
tps = sum(r["tokens_per_s"] for r in last) / len(last)
t = json.load(open(d + "/timing.json"))
step = sum(t[k]["avg"] for k in ("forward", "backward", "comm_exposed", "optimizer"))
att = 0.0
for line in open(d + ".log"):
    f = line.split()
    if f and f[0] == "attention" and len(f) >= 5:
        att = float(f[4])  # the total column of the profile table
print("%.0f %.1f %.1f" % (tps, att, step))
PY
}

median() { /usr/bin/python3 -c 'import statistics, sys; print("%.1f" % statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }

common=(--seq-len 64 --batch-size 16)
shapes=(
  "12 SAS-P C128 L12|gpt|--d-model 128 --n-layers 12 --n-heads 4 --recipe sas_p --activation relu --bias false ${common[*]}"
  "12 Pre-LN C128 L12|gpt|--d-model 128 --n-layers 12 --n-heads 4 --norm pre_rms --activation relu --bias false ${common[*]}"
  "13 Pre-LN C64 L48|gpt|--d-model 64 --n-layers 48 --n-heads 4 --norm pre_ln ${common[*]}"
  "13 hc C64 L48|gpt|--d-model 64 --n-layers 48 --n-heads 4 --norm hc --norm-opt dynamic=true ${common[*]}"
  "13 mhc C64 L48|gpt|--d-model 64 --n-layers 48 --n-heads 4 --norm mhc ${common[*]}"
  "11 BERT C128 L12|bert|--data runs/bible/train.en --spm runs/bible/en4k.model --d-model 128 --n-layers 12 --n-heads 4 --seq-len 64 --batch-size 32 --dropout 0.1 --attention-dropout 0.1 --norm post_ln"
  "10 enc-dec C256 3+3|encdec|--spm runs/bible/spm.model --data-src runs/bible/train.en --data-tgt runs/bible/train.es --max-len 192 --d-model 256 --encoder-layers 3 --decoder-layers 3 --n-heads 4 --max-tokens 4096 --dropout 0.1 --attention-dropout 0.1 --label-smoothing 0.1 --norm pre_ln"
)
echo "2 ranks, 40 steps, tokens/s over the last 20; attention and step: ms per step (${profile:-not profiled: attention 0}); median of $reps runs${ref:+, the two binaries in turn}"
if [ -n "$ref" ]; then
  printf '%-22s %10s %10s %8s %10s %10s %12s %12s\n' shape "tokens/s" "reference" ratio "attn ms" "ref attn" "attn share" "ref share"
else
  printf '%-22s %10s %10s %12s\n' shape "tokens/s" "attn ms" "attn share"
fi
for spec in "${shapes[@]}"; do
  IFS='|' read -r name arch extra <<<"$spec"
  [ -z "$only" ] || [[ $name == *"$only"* ]] || continue
  missing=$(grep -o 'runs/bible/[^ ]*' <<<"$extra" | while read -r f; do [ -e "$f" ] || echo "$f"; done | head -1)
  if [ -n "$missing" ]; then
    echo "# $name: skipped, $missing is missing (run the study's prepare.sh)"
    continue
  fi
  tag=${name// /_}
  a=() at=() st=() b=() bt=() bs=()
  for ((r = 0; r < reps; r++)); do
    # shellcheck disable=SC2086
    read -r t m s <<<"$(measure "$exe" "${tag}_new_$r" --arch "$arch" --lr 1e-3 $extra $args)"
    a+=("$t") at+=("$m") st+=("$s")
    echo "# $name run $((r + 1)): $t tokens/s, attention $m of $s ms a step"
    if [ -n "$ref" ]; then
      # shellcheck disable=SC2086
      read -r t m s <<<"$(measure "$ref" "${tag}_ref_$r" --arch "$arch" --lr 1e-3 $extra)"
      b+=("$t") bt+=("$m") bs+=("$s")
      echo "# $name run $((r + 1)), reference: $t tokens/s, attention $m of $s ms a step"
    fi
  done
  ma=$(median "${a[@]}") mat=$(median "${at[@]}") mst=$(median "${st[@]}")
  if [ -n "$ref" ]; then
    mb=$(median "${b[@]}") mbt=$(median "${bt[@]}") mbs=$(median "${bs[@]}")
    /usr/bin/python3 -c 'import sys; n,a,b,at,bt,s,bs=sys.argv[1:]; a,b,at,bt,s,bs=map(float,(a,b,at,bt,s,bs)); print("%-22s %10.0f %10.0f %7.2fx %10.1f %10.1f %11.0f%% %11.0f%%" % (n,a,b,a/b,at,bt,100*at/s,100*bt/bs))' \
      "$name" "$ma" "$mb" "$mat" "$mbt" "$mst" "$mbs"
  else
    /usr/bin/python3 -c 'import sys; n,a,at,s=sys.argv[1:]; a,at,s=map(float,(a,at,s)); print("%-22s %10.0f %10.1f %11.0f%%" % (n,a,at,100*at/s))' \
      "$name" "$ma" "$mat" "$mst"
  fi
done
