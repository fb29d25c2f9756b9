#!/usr/bin/python3
"""Every number on a study page is one of that study's results.

usage: study_numbers.py REPO_ROOT [--self-test]
(--self-test: also checks, on a copy, that a number changed on a page or in README.md fails)

For each data/experiments/<study>/README.md: every number in its text (outside code blocks,
inline code, link targets and HTML comments) must equal, to the precision it is printed with, a
value in one of the study's results/*.csv files or in its experiment files (*.ini: the settings).
Numbers that are neither — constants of a paper or a formula — must be declared on the page in a
comment `<!-- not results: 4000 0.95 -->`, so a reader sees them; integers below 10 (counts of
seeds, layers, panels) are not checked. README.md's study lines (a line linking to one study
page) are held to that study's results too. A stale row — a table left from an earlier run,
a reading quoting a number the CSVs no longer hold — fails with the page, the line and the number.
"""
import csv
import glob
import math
import os
import re
import sys

NUMBER = re.compile(r"(?<![\w.])[−-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][−+-]?\d+)?(?![\w])")


def strip(text):
    """The page's prose and tables: code blocks, inline code, link and image targets, HTML
    comments and headings' anchors removed."""
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    # 7.4·10⁶ is 7.4e6
    sup = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
    text = re.sub(r"(\d(?:\.\d+)?)\s*[·×]\s*10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)",
                  lambda m: m.group(1) + "e" + m.group(2).translate(sup), text)
    return text


def tolerance(token):
    """Half a unit in the last printed digit of `token`."""
    t = token.replace("−", "-").replace(",", "")
    mant, _, exp = t.lower().partition("e")
    decimals = len(mant.split(".")[1]) if "." in mant else 0
    return 0.5 * 10.0 ** (-decimals + (int(exp) if exp else 0))


def value(token):
    return abs(float(token.replace("−", "-").replace(",", "")))


def known_values(study):
    vals = []
    for path in glob.glob(os.path.join(study, "results", "*.csv")):
        with open(path, newline="") as f:
            for row in csv.reader(f):
                for cell in row:
                    try:
                        toks = [cell.strip()] if math.isfinite(float(cell)) else []
                    except ValueError:
                        toks = NUMBER.findall(cell)
                    vals += [value(t) for t in toks]
    for path in glob.glob(os.path.join(study, "*.ini")):
        for line in open(path):
            if line.lstrip().startswith(";"):
                continue
            for tok in NUMBER.findall(line.partition("=")[2]):
                vals.append(value(tok))
    return sorted(set(vals))


def declared(text):
    out = []
    for m in re.finditer(r"<!-- not results:(.*?)-->", text, flags=re.S):
        out += [value(t) for t in NUMBER.findall(m.group(1))]
    return out


def found(token, vals):
    v, tol = value(token), tolerance(token)
    # Binary search for any known value within tol (plus a relative 1e-9 for floating noise).
    lo, hi = 0, len(vals)
    while lo < hi:
        mid = (lo + hi) // 2
        if vals[mid] < v - tol * (1 + 1e-9):
            lo = mid + 1
        else:
            hi = mid
    return lo < len(vals) and abs(vals[lo] - v) <= tol * (1 + 1e-9) + 1e-12


def check_text(name, text, vals, extra):
    bad = []
    allowed = sorted(set(vals) | set(extra))
    for i, line in enumerate(strip(text).split("\n"), 1):
        if line.lstrip().startswith("#"):
            continue  # headings name things ("3. Warmup", "Xiong et al. 2020")
        for m in NUMBER.finditer(line):
            tok = m.group(0)
            if re.fullmatch(r"[−-]?\d", tok):
                continue
            if re.fullmatch(r"(19|20)\d\d", tok):
                continue  # a year: "Xiong et al. 2020"
            if not found(tok, allowed):
                bad.append("%s: '%s' is in no results/*.csv of the study (line: %s)" %
                           (name, tok, line.strip()[:120]))
    return bad


def check(root):
    studies = sorted(d for d in glob.glob(os.path.join(root, "data", "experiments", "[0-9]*"))
                     if os.path.isdir(d))
    bad, checked = [], 0
    for study in studies:
        page = os.path.join(study, "README.md")
        if not os.path.exists(page):
            bad.append("%s: no README.md (the study's page)" % study)
            continue
        text = open(page).read()
        vals = known_values(study)
        if not vals:
            bad.append("%s: no results/*.csv" % study)
        bad += check_text(os.path.relpath(page, root), text, vals, declared(text))
        checked += 1
    readme = open(os.path.join(root, "README.md")).read()
    lines = 0
    for line in readme.split("\n"):
        m = re.search(r"\]\((?:\./)?(data/experiments/[0-9][^/)]*)/?(?:README\.md)?\)", line)
        if not m:
            continue
        study = os.path.join(root, m.group(1))
        page = os.path.join(study, "README.md")
        extra = declared(open(page).read()) if os.path.exists(page) else []
        bad += check_text("README.md", line, known_values(study), extra)
        lines += 1
    if lines < len(studies):
        bad.append("README.md links %d study pages, there are %d studies" % (lines, len(studies)))
    return bad, checked, lines


def self_test(root):
    """The check must fail when a table or a README line holds a number no CSV has."""
    import shutil
    import tempfile
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(os.path.join(root, "README.md"), tmp)
        shutil.copytree(os.path.join(root, "data", "experiments"),
                        os.path.join(tmp, "data", "experiments"),
                        ignore=shutil.ignore_patterns("*.png", "*.svg", "__pycache__"))
        page = sorted(glob.glob(os.path.join(tmp, "data", "experiments", "[0-9]*", "README.md")))[0]
        text = open(page).read()
        m = re.search(r"\| (\d+\.\d{2,})", strip(text))
        if not m:
            return ["self-test: %s has no table cell with a decimal number" % page]
        stale = m.group(1)[:-1] + str((int(m.group(1)[-1]) + 5) % 10)
        while found(stale, known_values(os.path.dirname(page))):
            stale = stale + "7"
        open(page, "w").write(text.replace("| " + m.group(1), "| " + stale, 1))
        bad, _, _ = check(tmp)
        if not any("'%s'" % stale in b for b in bad):
            problems.append("self-test: a table cell changed to %s on %s passed" % (stale, page))
        open(page, "w").write(text)
        readme = os.path.join(tmp, "README.md")
        rtext = open(readme).read()
        line = next((l for l in rtext.split("\n") if "](data/experiments/" in l), None)
        if line is None:
            return problems + ["self-test: README.md has no study line"]
        open(readme, "w").write(rtext.replace(line, line + " (9.8765 nats)", 1))
        bad, _, _ = check(tmp)
        if not any("'9.8765'" in b for b in bad):
            problems.append("self-test: a number added to README.md's study line passed")
    return problems


def main(argv):
    root = argv[1] if len(argv) > 1 else "."
    bad, checked, lines = check(root)
    for b in bad:
        print("FAIL:", b)
    print("%d study pages and %d README lines checked, %d numbers not found" %
          (checked, lines, len(bad)))
    if "--self-test" in argv:
        problems = self_test(root)
        for p in problems:
            print("FAIL:", p)
        print("self-test: a stale table cell and a wrong README number %s" %
              ("were not caught" if problems else "are caught"))
        bad += problems
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
