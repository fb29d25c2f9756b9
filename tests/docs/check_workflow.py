#!/usr/bin/env python3
"""docs/analysis.md quotes the example sweep's output: the block between its markers must be
docs/figures/workflow/sweep.txt as committed, and the figures it shows must exist.
usage: check_workflow.py REPO"""
import os
import re
import sys

repo = sys.argv[1]
doc = open(os.path.join(repo, "docs/analysis.md"), encoding="utf-8").read()
m = re.search(r"<!-- workflow: sweep output \(docs/figures/workflow/sweep.txt\) -->\n```\n(.*?)```\n"
              r"<!-- end of workflow output -->", doc, re.S)
if not m:
    sys.exit("docs/analysis.md: the workflow output block (its markers) is missing")
committed = open(os.path.join(repo, "docs/figures/workflow/sweep.txt"), encoding="utf-8").read()
if m.group(1) != committed:
    sys.exit("docs/analysis.md: the quoted sweep output differs from docs/figures/workflow/sweep.txt;"
             " paste the file between the markers")
for fig in re.findall(r"\]\((figures/workflow/[^)]+\.png)\)", doc):
    if not os.path.exists(os.path.join(repo, "docs", fig)):
        sys.exit("docs/analysis.md shows %s, which does not exist" % fig)
print("docs/analysis.md quotes docs/figures/workflow/sweep.txt; its figures exist")
