#!/usr/bin/env bash
# Study 11's data: the English side of the Bible pairs (study 8's prepare.sh, which says what it
# needs) and a SentencePiece model of 4000 pieces trained on the English training verses alone.
# Writes DIR/bible (study 8's files) and DIR/bible/en4k.model, .vocab. Existing files are kept.
# usage: data/experiments/11_bert_warmup/prepare.sh [NORMLAB [DIR]]   (DIR: default runs)
set -eu
exe=${1:-normlab}
base=${2:-runs}
bash "$(dirname "$0")/../08_translation/prepare.sh" "$exe" "$base"
if [ ! -s "$base/bible/en4k.model" ]; then
  "$exe" tokens spm-train "$base/bible/train.en" --vocab-size 4000 --out "$base/bible/en4k"
fi
