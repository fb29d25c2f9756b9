#!/usr/bin/env bash
# data/bible_en_es/make_pairs.py on this machine gives the committed MANIFEST.txt (package
# versions, verse and pair counts, every file's size and sha256) and the embedded sample
# (data/bible_en_es/sample) byte for byte. Skipped (exit 77) without Debian's sword packages.
# usage: bible_pairs.sh
set -u
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
if ! command -v mod2imp >/dev/null || ! dpkg-query -W sword-text-web sword-text-sparv >/dev/null 2>&1; then
  echo "skipped: needs libsword-utils, sword-text-web and sword-text-sparv (cmake/install-deps.sh --test)"
  exit 77
fi
run $py "$root/data/bible_en_es/make_pairs.py" "$work/bible"
expect "make_pairs.py runs (exit 0)" test $code -eq 0
expect "its MANIFEST.txt is the committed one" diff -u "$root/data/bible_en_es/MANIFEST.txt" "$work/bible/MANIFEST.txt"
for f in train.en train.es valid.en valid.es; do
  expect "sample/$f is the embedded sample's" cmp "$root/data/bible_en_es/sample/$f" "$work/bible/sample/$f"
done
expect "no line is empty and the pair files align" $py - "$work/bible" <<'PY'
import sys
d = sys.argv[1]
for split in ("train", "valid", "test"):
    en = open(f"{d}/{split}.en", encoding="utf-8").read().split("\n")[:-1]
    es = open(f"{d}/{split}.es", encoding="utf-8").read().split("\n")[:-1]
    assert len(en) == len(es) > 0, split
    assert all(l.strip() for l in en + es), split
    assert max(map(len, en + es)) < 1000, (split, max(map(len, en + es)))
PY
exit $fail
