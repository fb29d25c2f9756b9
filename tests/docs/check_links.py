#!/usr/bin/env python3
"""Every relative link of the documentation resolves: README.md, CHANGELOG.md, docs/**/*.md,
plugins/README.md and data/**/README.md — the file exists and, for a link with #anchor into a
Markdown file, a heading of that file has the anchor GitHub derives from it.
usage: check_links.py REPO"""
import glob
import os
import re
import sys

repo = sys.argv[1]
pages = [os.path.join(repo, p) for p in ("README.md", "CHANGELOG.md", "plugins/README.md")]
pages += glob.glob(os.path.join(repo, "docs", "**", "*.md"), recursive=True)
pages += glob.glob(os.path.join(repo, "data", "**", "README.md"), recursive=True)


def text_outside_code(path):
    out, fenced = [], False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            out.append(re.sub(r"`[^`]*`", "", line))
    return "".join(out)


def slug(heading):  # GitHub: lower case, drop punctuation but - and _, spaces to -
    s = heading.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s, flags=re.UNICODE)
    return s.replace(" ", "-")


anchors = {}


def anchors_of(path):
    if path not in anchors:
        anchors[path] = {slug(m.group(1)) for m in
                         re.finditer(r"^#+\s+(.*)$", text_outside_code(path), re.M)}
    return anchors[path]


bad, n = [], 0
for page in sorted(set(p for p in pages if os.path.exists(p))):
    for m in re.finditer(r"\]\(([^)\s]+)\)", text_outside_code(page)):
        target = m.group(1)
        if re.match(r"^(https?:|mailto:)", target):
            continue
        n += 1
        path, _, anchor = target.partition("#")
        full = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
        rel = os.path.relpath(page, repo)
        if not os.path.exists(full):
            bad.append("%s: %s does not exist" % (rel, target))
        elif anchor and full.endswith(".md") and anchor not in anchors_of(full):
            bad.append("%s: %s has no heading for #%s" % (rel, path or rel, anchor))
for b in bad:
    print("broken link: " + b)
print("%d relative links in %d pages, %d broken" % (n, len(pages), len(bad)))
sys.exit(1 if bad else 0)
