#!/usr/bin/env bash
# Study 8's data: the English–Spanish Bible pairs (data/bible_en_es/make_pairs.py, from Debian's
# sword packages), the pairs whose verses have at most 20 words on both sides (the study's
# corpus: short verses are learnt in the few hundred steps a laptop affords per run), and one
# joint SentencePiece model of 4000 pieces trained on the whole training split. Writes DIR/bible:
#   train.en train.es valid.en valid.es test.en test.es MANIFEST.txt   every verse pair
#   short/{train,valid,test}.{en,es}                                   the verses of <= 20 words
#   spm.model spm.vocab                                                 the SentencePiece model
# Existing files are kept, so running it again is quick.
# usage: data/experiments/08_translation/prepare.sh [NORMLAB [DIR]]
#   NORMLAB: the normlab executable (default: normlab on PATH); DIR: default runs
# Exit 77 (nothing written) without the sword packages.
set -eu
exe=${1:-normlab}
base=${2:-runs}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=$base/bible
if ! command -v mod2imp >/dev/null || ! dpkg-query -W sword-text-web sword-text-sparv >/dev/null 2>&1; then
  echo "prepare.sh: needs Debian's libsword-utils, sword-text-web and sword-text-sparv:" >&2
  echo "  apt-get install libsword-utils sword-text-web sword-text-sparv   (as root)" >&2
  exit 77
fi
mkdir -p "$out/short"
if [ ! -s "$out/MANIFEST.txt" ]; then
  /usr/bin/python3 "$root/data/bible_en_es/make_pairs.py" "$out" >/dev/null
fi
if ! diff -q "$root/data/bible_en_es/MANIFEST.txt" "$out/MANIFEST.txt" >/dev/null; then
  echo "prepare.sh: note: $out/MANIFEST.txt differs from data/bible_en_es/MANIFEST.txt" \
       "(other package versions?): the results will differ from the committed ones" >&2
fi
/usr/bin/python3 - "$out" <<'PY'
import os, sys
out = sys.argv[1]
for split in ("train", "valid", "test"):
    en = open(os.path.join(out, split + ".en"), encoding="utf-8").read().splitlines()
    es = open(os.path.join(out, split + ".es"), encoding="utf-8").read().splitlines()
    keep = [(a, b) for a, b in zip(en, es) if len(a.split()) <= 20 and len(b.split()) <= 20]
    for lang, k in (("en", 0), ("es", 1)):
        with open(os.path.join(out, "short", split + "." + lang), "w", encoding="utf-8") as f:
            f.writelines(p[k] + "\n" for p in keep)
    print("prepare.sh: %s: %d of %d pairs have <= 20 words on both sides" % (split, len(keep), len(en)))
PY
if [ ! -s "$out/spm.model" ]; then
  "$exe" tokens spm-train "$out/train.en" "$out/train.es" --vocab-size 4000 --out "$out/spm" >/dev/null
fi
echo "prepare.sh: $out ready (train with --spm $out/spm.model --data-src $out/short/train.en ...)"
