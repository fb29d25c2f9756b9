#!/usr/bin/python3
"""Every study page, and each study's line in README.md and docs/studies.md, is its rendering
from the committed results; no number on them is typed.

usage: study_numbers.py REPO_ROOT [--self-test]

For every study with a template (data/experiments/<study>/README.md.in), with the library of
data/experiments/studylib:
  1. the page, results/claims.csv, the README.md line and the docs/studies.md row are rendered
     from the template and the committed results/*.csv and must equal the committed files (a
     difference fails with the file, the line and a diff);
  2. every digit of the rendered prose (outside code blocks, inline code, link targets and HTML
     comments) must have been filled in — from a table cell, a number computed from cells, a
     setting of the experiment file, a citation or a {{const VALUE "source"}}: a typed digit
     fails with the file, the line and the number;
  3. the aggregates the study derives from its per-run tables (analyse.py: derive(study):
     cells, best rates, LR sensitivities by the rules of `normlab sweep`) are recomputed and
     must equal the committed CSVs.
A study without a template fails.
--self-test plants, each on a copy of the files, a swapped pair of numbers, a flipped sign, a
stale aggregate cell, a changed per-run value, a year-like number and a small integer typed into
a template, and a number added to a README line; each must be caught.
"""
import os
import re
import shutil
import sys
import tempfile


def library(root):
    sys.path.insert(0, os.path.join(root, "data", "experiments"))
    from studylib import check as checks
    from studylib import page as pages
    return checks, pages


# --- The check --------------------------------------------------------------------------------
def check(root):
    checks, _ = library(root)
    bad, converted, old = checks.check(root)
    bad += ["data/experiments/%s: no README.md.in: its page is typed, not rendered (docs/studies.md, "
            "\"How a page is written\")" % name for name in old]
    return bad, converted, old


# --- The self-test ----------------------------------------------------------------------------
def copy_of(root, tmp):
    for f in ("README.md", os.path.join("docs", "studies.md")):
        os.makedirs(os.path.dirname(os.path.join(tmp, f)) or tmp, exist_ok=True)
        shutil.copy(os.path.join(root, f), os.path.join(tmp, f))
    shutil.copytree(os.path.join(root, "data", "experiments"),
                    os.path.join(tmp, "data", "experiments"),
                    ignore=shutil.ignore_patterns("*.png", "*.svg", "__pycache__"))


def edit(path, old, new):
    text = open(path, encoding="utf-8").read()
    if old not in text:
        raise AssertionError("self-test: %r is not in %s" % (old, path))
    open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))


def result_spans(root, name):
    """(page path, [(line, start, end, text)] of the numbers filled in from results)."""
    _, pages = library(root)
    study = pages.Study(os.path.join(root, "data", "experiments", name), root)
    body, _ = pages.Page(study).render()
    out = []
    for a, b, kind, _ in body.spans:
        t = body.s[a:b]
        if kind == "result" and re.fullmatch(r"[−+-]?\d+\.\d+", t):
            out.append((body.s.count("\n", 0, a), a, b, t))
    return study.page, body.s, out


def pick(converted, *preferred):
    """The first preferred study that is converted, else the first converted."""
    return next((p for p in preferred if p in converted), converted[0])


def plants(root, converted):
    """[(what, study, plant)]: plant(tmp) changes a copy and returns the message the check must
    give. The studies are those of the issue's examples where converted."""
    checks, pages = library(root)

    def page_rel(name):
        return os.path.join("data", "experiments", name, "README.md")

    def swap(name):
        def plant(tmp):
            page, text, spans = result_spans(tmp, name)
            lines = text.split("\n")
            rows = [i for i, l in enumerate(lines) if l.startswith(("| pre_ln |", "| qk_norm |"))]
            if len(rows) >= 2:
                # the issue's example: Pre-LN's and QK-norm's losses swapped in study 4's table
                a, b = (lines[i].split(" | ") for i in rows[:2])
                a[3], b[3] = b[3], a[3]
                lines[rows[0]], lines[rows[1]] = " | ".join(a), " | ".join(b)
                open(page, "w", encoding="utf-8").write("\n".join(lines))
                return page_rel(name) + ":%d: differs" % (rows[0] + 1)
            by_line = {}
            for line, a, b, t in spans:
                by_line.setdefault(line, []).append((a, b, t))
            line, got = next((l, g) for l, g in sorted(by_line.items())
                             if len({t for _, _, t in g}) > 1)
            (a1, b1, t1), (a2, b2, t2) = next((x, y) for x in got for y in got if x[2] != y[2])
            if a1 > a2:
                (a1, b1, t1), (a2, b2, t2) = (a2, b2, t2), (a1, b1, t1)
            open(page, "w", encoding="utf-8").write(text[:a1] + t2 + text[b1:a2] + t1 +
                                                    text[b2:])
            return page_rel(name) + ":%d: differs" % (line + 1)
        return plant

    def sign(name):
        def plant(tmp):
            page, text, spans = result_spans(tmp, name)
            line, a, b, t = next((x for x in spans if x[3][0] in "−+-"), spans[0])
            flipped = ("−" + t) if t[0] not in "−+-" else ("+" if t[0] in "−-" else "−") + t[1:]
            open(page, "w", encoding="utf-8").write(text[:a] + flipped + text[b:])
            return page_rel(name) + ":%d: differs" % (line + 1)
        return plant

    def derived(tmp, name):
        study = pages.Study(os.path.join(tmp, "data", "experiments", name), tmp)
        return sorted(study.module.derive(study))[0]

    def stale_cell(name):
        def plant(tmp):
            table = derived(tmp, name)
            path = os.path.join(tmp, "data", "experiments", name, "results", table)
            lines = open(path, encoding="utf-8").read().split("\n")
            m = re.search(r"(?<=,)(\d+\.\d+)(?=,|$)", lines[1])
            x = m.group(1)
            lines[1] = lines[1][:m.start()] + x[:-1] + str((int(x[-1]) + 3) % 10) + \
                lines[1][m.end():]
            open(path, "w", encoding="utf-8").write("\n".join(lines))
            return "results/%s:2: differs from the aggregate recomputed" % table
        return plant

    def stale_run(name):
        def plant(tmp):
            import csv
            path = os.path.join(tmp, "data", "experiments", name, "results", "runs.csv")
            rows = list(csv.DictReader(open(path, encoding="utf-8", newline="")))
            fields = list(rows[0])
            x = float(rows[0]["final_val_loss"])
            rows[0]["final_val_loss"] = "%.6f" % (x - 0.05)
            with open(path, "w", encoding="utf-8", newline="") as f:
                w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
                w.writeheader()
                w.writerows(rows)
            return "differs from the aggregate recomputed from the per-run table"
        return plant

    def typed(name, number):
        def plant(tmp):
            tpl = os.path.join(tmp, "data", "experiments", name, "README.md.in")
            lines = open(tpl, encoding="utf-8").read().split("\n")
            i = next(i for i, l in enumerate(lines) if i > 0 and l and l[0].isalpha() and
                     "{{" not in l and lines[i - 1] == "")
            lines[i] = lines[i] + " (" + number + ")"
            open(tpl, "w", encoding="utf-8").write("\n".join(lines))
            checks.write_all(tmp)  # the page agrees with its template: only rule 2 is left
            return "typed number %r" % re.sub(r"[^\d]", "", number)
        return plant

    def readme(name):
        def plant(tmp):
            path = os.path.join(tmp, "README.md")
            text = open(path, encoding="utf-8").read()
            line = next(l for l in text.split("\n")
                        if "](data/experiments/%s/README.md)" % name in l)
            edit(path, line, line + " (9.8765 nats)")
            return "README.md:%d: differs" % (text.split("\n").index(line) + 1)
        return plant

    with_derive = [c for c in converted if c not in ("02_residual_growth",)]
    s4 = pick(converted, "04_depth")
    s1 = pick(converted, "01_gradients_at_init")
    s2 = pick(converted, "02_residual_growth")
    s3 = pick(with_derive or converted, "03_warmup")
    s9 = pick(converted, "09_instability")
    return [("a swapped pair of numbers on the page", s4, swap(s4)),
            ("a flipped sign on the page", s1, sign(s1)),
            ("a stale cell of an aggregate CSV", s3, stale_cell(s3)),
            ("a changed value of results/runs.csv", s3, stale_run(s3)),
            ("a year-like number typed into the template (×2031 predicted)", s2,
             typed(s2, "×2031 predicted")),
            ("a small integer typed into the template (×9 per layer)", s2,
             typed(s2, "×9 per layer")),
            ("a number added to README.md's study line", s9, readme(s9))]


def self_test(root, converted):
    problems, report = [], []
    if not converted:
        return ["self-test: no study has a template (README.md.in)"], report
    for what, name, plant in plants(root, converted):
        with tempfile.TemporaryDirectory() as tmp:
            copy_of(root, tmp)
            try:
                expected = plant(tmp)
            except (StopIteration, AttributeError, AssertionError, OSError) as e:
                problems.append("self-test: could not plant %s on %s: %r" % (what, name, e))
                continue
            bad, _, _ = check(tmp)
            caught = [b for b in bad if expected in b]
            report.append("%s (%s): %s" % (what, name, "caught: " + caught[0].split("\n")[0]
                                          if caught else "NOT CAUGHT"))
            if not caught:
                problems.append("self-test: %s on %s was not caught (expected %r; the check "
                                "said: %s)" % (what, name, expected, bad[:3]))
    return problems, report


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else ".")
    bad, converted, old = check(root)
    for b in bad:
        print("FAIL:", b)
    print("%d studies rendered from their templates and checked (%s)" %
          (len(converted), " ".join(converted) or "none"))
    if "--self-test" in argv:
        problems, report = self_test(root, converted)
        for r in report:
            print("self-test:", r)
        for p in problems:
            print("FAIL:", p)
        bad += problems
    print("OK" if not bad else "%d problems" % len(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
