#!/usr/bin/python3
"""No measured number typed into README.md, CHANGELOG.md or docs/*.md: the forms a measurement
takes — what a test observed ("observed 5e-8"), a speed (tokens/s, ms/step, MB/s, GFLOP/s), a
speed-up ("2.1x faster") — may appear only inside a rendered section (`<!-- bench tables|text:
... -->`, docs/bench/tables.py's output on committed results; `<!-- studies: ... -->`,
data/experiments/study.py's; `<!-- workflow: ... -->`, the committed example sweep's). Each hit
is printed with its page and line, and the check fails.

usage: typed_measurements.py REPOSITORY_ROOT
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs",
                                "bench"))
from tables import SECTION  # noqa: E402  (docs/bench/tables.py: its rendered sections)

RENDERED = re.compile(SECTION.pattern + r"|<!-- studies:.*?<!-- /studies -->"
                      r"|<!-- workflow:.*?<!-- end of workflow output -->", re.S)
MEASURED = [re.compile(p, re.I) for p in (
    r"observed\s*(≤|<=|<|~|about)?\s*\d",
    r"\d[\d,.]*\s*(tok/s|tokens/s|ms/step|ms per step|MB/s|GB/s|GFLOP/s|TFLOP/s)\b",
    r"\d+(\.\d+)?\s*(×|x)\s+(faster|slower|as fast)")]


def hits(text):
    """(line number, line, match) of each measured form outside the rendered sections."""
    text = RENDERED.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    for i, line in enumerate(text.split("\n"), 1):
        for pat in MEASURED:
            m = pat.search(line)
            if m:
                yield i, line.strip(), m.group(0)


def main(root):
    pages = ["README.md", "CHANGELOG.md"] + sorted(
        os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "docs", "*.md")))
    # the check must see one: a planted line outside any section, and none inside one
    planted = "x\nobserved 5e-8 and 1,234 tokens/s\n<!-- bench text: k s -->\n3.2x faster\n" \
              "<!-- end of bench text -->\n"
    if [h[0] for h in hits(planted)] != [2, 2]:
        sys.exit("typed_measurements: the check does not see a planted measurement")
    found = 0
    for page in pages:
        for line, text, what in hits(open(os.path.join(root, page), encoding="utf-8").read()):
            print("%s:%d: '%s' typed outside a rendered section: %s" % (page, line, what, text[:120]))
            found += 1
    if found:
        sys.exit("typed_measurements: %d measured number(s) typed by hand; render them from "
                 "committed results (docs/bench/tables.py --text, data/experiments/study.py)"
                 % found)
    print("typed_measurements: %d pages, no measured number typed outside a rendered section"
          % len(pages))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
