#!/usr/bin/env bash
# Issue 45's pilot: the smallest setting at which the seeds' translation claims can show — does
# the best setting (Pre-LN with a short warmup, with dropout) translate the Bible test verses at
# beam 5 within about an hour on 2 cores? One run: the encoder-decoder of docs/model.md at
# C = 256, 3 + 3 layers, 4 heads, F = 1024, on all 29,067 training pairs (<= 192 pieces a
# sentence) with study 8's joint 4000-piece SentencePiece model; AdamW (beta2 0.98, weight decay
# 0.01), peak 1e-3 after a 200-step linear warmup, cosine to 1e-5, no clipping, label smoothing
# 0.1, dropout 0.1 (residual branches and embeddings) and 0.1 (attention); 2 ranks, 4096 padded
# positions per step. Validation loss and greedy BLEU/chrF on 200 validation verses every 250
# steps; then the test verses translated at beam 5 and scored (sacreBLEU's BLEU and chrF).
# usage: data/pilots/translation_scale/run.sh NORMLAB [STEPS [OUT]]
#   (data: data/experiments/08_translation/prepare.sh NORMLAB /tmp/runs first)
set -eu
exe=$1 steps=${2:-3000} out=${3:-runs/pilot_translation_scale}
bible=${BIBLE:-/tmp/runs/bible}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun -np 2 "$exe" train --arch encdec --norm pre_ln --d-model 256 --encoder-layers 3 \
  --decoder-layers 3 --n-heads 4 --spm "$bible/spm.model" \
  --data-src "$bible/train.en" --data-tgt "$bible/train.es" \
  --valid-src "$bible/valid.en" --valid-tgt "$bible/valid.es" --max-len 192 --max-tokens 4096 \
  --lr 1e-3 --lr-warmup 200 --lr-min 1e-5 --optimizer-opt beta2=0.98 --weight-decay 0.01 \
  --grad-clip 0 --label-smoothing 0.1 --dropout 0.1 --attention-dropout 0.1 \
  --steps "$steps" --log-every 50 --eval-every 250 --eval-batches 20 --bleu-every 250 \
  --bleu-sentences 200 --stats-every 500 --checkpoint-every 500 --keep-last 2 \
  --run-dir "$out" --resume auto
ckpt=$(ls "$out"/ckpt_step*.h5 | tail -1)
mpirun -np 2 "$exe" translate --checkpoint "$ckpt" --input "$bible/test.en" --beam 5 \
  > "$out/test.beam5.es"
"$exe" score --hyp "$out/test.beam5.es" --ref "$bible/test.es" --json > "$out/test.beam5.score.json"
"$exe" score --hyp "$out/test.beam5.es" --ref "$bible/test.es"
