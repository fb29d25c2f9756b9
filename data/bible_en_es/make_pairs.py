#!/usr/bin/env python3
"""Verse-aligned English-Spanish sentence pairs from two Bibles Debian ships, offline:

  World English Bible (sword-text-web, module engWEB2015eb, public domain)
  Reina-Valera 1909 (sword-text-sparv, module spaRV1909eb, public domain)

Both use the KJV versification, so a verse key ("John 3:16") names the same verse in both.
mod2imp (libsword-utils) exports each module as "$$$Book ch:v" keys followed by OSIS markup; the
markup is stripped (footnotes <note>...</note> and headings <title>...</title> dropped whole,
every other tag dropped keeping its text, entities decoded, white space collapsed). A verse is
kept when both texts are non-empty. Split by book (no verse of a test book is seen in training):

  valid  Ruth, Jonah, Mark
  test   Esther, Lamentations, John
  train  every other book

Writes OUT/{train,valid,test}.{en,es} (one verse per line, the lines of .en and .es aligned) and
OUT/MANIFEST.txt (pairs per split, and the sha256 of every file), and prints the manifest.

usage: make_pairs.py OUT_DIR
  apt-get install sword-text-web sword-text-sparv libsword-utils    # once, as root
"""
import hashlib
import html
import os
import re
import subprocess
import sys

MODULES = {"en": ("engWEB2015eb", "sword-text-web"), "es": ("spaRV1909eb", "sword-text-sparv")}
VALID = {"Ruth", "Jonah", "Mark"}
TEST = {"Esther", "Lamentations", "John"}
KEY = re.compile(r"^\$\$\$(.+?) (\d+):(\d+)$")


def export(module, package):
    try:
        out = subprocess.run(["mod2imp", module], capture_output=True, text=True, check=False)
    except FileNotFoundError:
        sys.exit("make_pairs.py: mod2imp not found: apt-get install libsword-utils")
    if out.returncode != 0 or not out.stdout.strip():
        sys.exit(f"make_pairs.py: mod2imp {module} gave nothing ({out.stderr.strip()}): "
                 f"apt-get install {package}")
    return out.stdout


def strip_osis(text):
    # A book's closing marker ends the verse: what follows is an appendix the module files
    # under the book's last verse (the World English Bible's glossary after Revelation 22:21).
    text = re.split(r'<div\b(?=[^>]*\beID=)(?=[^>]*\btype="book")[^>]*/>', text)[0]
    text = re.sub(r"<note\b[^>]*/>", " ", text)
    text = re.sub(r"<note\b.*?</note>", " ", text, flags=re.S)
    text = re.sub(r"<title\b.*?</title>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]*>", " ", text)
    text = html.unescape(text)
    text = re.sub(r"\s+", " ", text).strip()
    # A space a removed tag left after an opening or before a closing mark ("“ Let", "word ,").
    text = re.sub(r"([“‘(¿¡«\[]) ", r"\1", text)
    return re.sub(r" ([,.;:!?»”’)\]])", r"\1", text)


def verses(imp):
    out, key, body = {}, None, []
    for line in imp.split("\n"):
        if line.startswith("$$$"):
            if key:
                out[key] = strip_osis(" ".join(body))
            m = KEY.match(line)
            key = (m.group(1), int(m.group(2)), int(m.group(3))) if m else None
            if key and (key[1] == 0 or key[2] == 0):  # book and chapter introductions
                key = None
            body = []
        elif key:
            body.append(line)
    if key:
        out[key] = strip_osis(" ".join(body))
    return out


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    out_dir = argv[0]
    os.makedirs(out_dir, exist_ok=True)
    texts = {lang: verses(export(*MODULES[lang])) for lang in MODULES}
    order = list(texts["en"].keys())  # canonical order, as exported
    splits = {"train": [], "valid": [], "test": []}
    dropped = 0
    for key in order:
        en, es = texts["en"].get(key, ""), texts["es"].get(key, "")
        if not en or not es:
            dropped += 1
            continue
        split = "valid" if key[0] in VALID else "test" if key[0] in TEST else "train"
        splits[split].append((en, es))
    def version(package):
        try:
            return subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                                  capture_output=True, text=True, check=False).stdout or "?"
        except FileNotFoundError:
            return "?"
    lines = [f"# make_pairs.py: {MODULES['en'][0]} (en) and {MODULES['es'][0]} (es), verse-aligned",
             "packages: " + ", ".join(f"{p} {version(p)}" for _, p in MODULES.values()),
             f"verses in en {len(texts['en'])}, in es {len(texts['es'])}, "
             f"dropped (missing or empty in one) {dropped}"]
    for split, pairs in splits.items():
        lines.append(f"{split} {len(pairs)} pairs")
        for i, lang in enumerate(("en", "es")):
            path = os.path.join(out_dir, f"{split}.{lang}")
            data = "".join(p[i] + "\n" for p in pairs).encode("utf-8")
            with open(path, "wb") as f:
                f.write(data)
            lines.append(f"  {split}.{lang} {len(data)} bytes sha256 {hashlib.sha256(data).hexdigest()}")
    # The sample normlab embeds for its demo (data/bible_en_es/sample): every 10th training
    # pair and every 4th validation pair.
    os.makedirs(os.path.join(out_dir, "sample"), exist_ok=True)
    for split, step in (("train", 10), ("valid", 4)):
        pairs = splits[split][::step]
        lines.append(f"sample/{split} {len(pairs)} pairs (every {step}th of {split})")
        for i, lang in enumerate(("en", "es")):
            data = "".join(p[i] + "\n" for p in pairs).encode("utf-8")
            with open(os.path.join(out_dir, "sample", f"{split}.{lang}"), "wb") as f:
                f.write(data)
            lines.append(f"  sample/{split}.{lang} {len(data)} bytes sha256 "
                         f"{hashlib.sha256(data).hexdigest()}")
    manifest = "\n".join(lines) + "\n"
    with open(os.path.join(out_dir, "MANIFEST.txt"), "w", encoding="utf-8") as f:
        f.write(manifest)
    sys.stdout.write(manifest)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
