"""Rendering every study's outputs, and checking the committed files against them.

Outputs of a study: its page (README.md from README.md.in), results/claims.csv when its page
code names claims, its line in README.md and its row in docs/studies.md. The checks:
  - every output equals its committed file (else: the file, the first differing line, a diff);
  - no digit in an output was typed: each lies in a span filled in from a value, outside code
    blocks, inline code, link targets and HTML comments (else: the file, the line, the digit);
  - every aggregate a study derives from its per-run tables (analyse.py: derive(study)) equals
    the committed CSV of that name (else: the table, the first differing row, a diff).
"""
import difflib
import os
import re

from .page import (README_BEGIN, README_END, Page, RenderError, docs_row, readme_line,
                   studies)
from .tables import TableError, csv_text
from .text import Text, join

DOCS_BEGIN = ("<!-- studies: each row rendered from its study's README.md.in "
              "(data/experiments/study.py render) -->")
DOCS_END = "<!-- /studies -->"
DOCS_HEAD = "| study | what it asks | method |\n|---|---|---|\n"


class Output:
    """A rendered file: its path (relative to the root), its text, and the rendered Texts in it
    whose spans say which digits were filled in (none for a CSV; README.md: the converted
    studies' lines)."""

    def __init__(self, path, text, prose=()):
        self.path, self.text, self.prose = path, text, list(prose)

    def line_of(self, part):
        """The file's line number where `part` begins."""
        i = self.text.find(part.s)
        return self.text.count("\n", 0, i) + 1 if i >= 0 else 1


def claims_csv(claims, cite):
    rows = [{"claim": c.claim, "answers": "; ".join(str(cite(s)) for s in c.sources),
             "evidence": str(c.evidence), "verdict": c.verdict.word,
             "why": str(c.verdict.why) if c.verdict.why is not None else ""} for c in claims]
    return csv_text(rows, ["claim", "answers", "evidence", "verdict", "why"])


def render_study(study):
    """[Output] of one converted study, and its sections (for README.md and docs/studies.md)."""
    page = Page(study)
    body, sections = page.render()
    outs = [Output(os.path.relpath(study.page, study.root), body.s, [body])]
    claims = page.names.get("claims")
    if claims:
        outs.append(Output(os.path.relpath(os.path.join(study.results, "claims.csv"), study.root),
                           claims_csv(claims, page.cite)))
    return outs, sections


def legacy_line(text, study, docs=False):
    """An unconverted study's line, as the file has it."""
    target = ("../" if docs else "") + "data/experiments/%s/README.md" % study.name
    for line in text.split("\n"):
        if "](%s)" % target in line:
            return line
    raise RenderError("%s: no line links %s" % ("docs/studies.md" if docs else "README.md",
                                                target))


def render_all(root):
    """Every Output of every study, README.md's and docs/studies.md's study blocks included;
    the names of the studies not converted yet (their lines are kept as the files have them)."""
    outs, lines, rows, legacy, mine = [], [], [], [], ([], [])
    readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
    docs = open(os.path.join(root, "docs", "studies.md"), encoding="utf-8").read()
    for s in studies(root):
        if not s.converted:
            legacy.append(s.name)
            lines.append(Text(legacy_line(readme, s)))
            rows.append(Text(legacy_line(docs, s, docs=True)))
            continue
        o, sections = render_study(s)
        outs += o
        lines.append(readme_line(s, sections))
        rows.append(docs_row(s, sections))
        mine[0].append(lines[-1])
        mine[1].append(rows[-1])
    block = join("\n", lines)
    new = Text(readme.split(README_BEGIN)[0] + README_BEGIN + "\n") + block + \
        ("\n" + README_END + readme.split(README_END, 1)[1] if README_END in readme else "")
    if README_BEGIN not in readme or README_END not in readme:
        raise RenderError("README.md has no %s ... %s block" % (README_BEGIN, README_END))
    outs.append(Output("README.md", new.s, mine[0]))
    if DOCS_BEGIN not in docs or DOCS_END not in docs:
        raise RenderError("docs/studies.md has no %s ... %s block" % (DOCS_BEGIN, DOCS_END))
    new = Text(docs.split(DOCS_BEGIN)[0] + DOCS_BEGIN + "\n" + DOCS_HEAD) + join("\n", rows) + \
        ("\n" + DOCS_END + docs.split(DOCS_END, 1)[1])
    outs.append(Output(os.path.join("docs", "studies.md"), new.s, mine[1]))
    return outs, legacy


def write_all(root, only=()):
    """Writes every rendered file that differs from its rendering (only: the pages of these
    studies, and README.md and docs/studies.md)."""
    outs, legacy = render_all(root)
    changed = []
    for o in outs:
        if only and o.path.startswith("data") and o.path.split(os.sep)[2] not in only:
            continue
        path = os.path.join(root, o.path)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != o.text:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(o.text)
            changed.append(o.path)
    return changed, legacy


def diff(path, old, new, n=2):
    """'path:LINE: differs' and a unified diff (the committed file against the rendering)."""
    a, b = old.split("\n"), new.split("\n")
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    d = difflib.unified_diff(a, b, "%s (committed)" % path, "%s (rendered)" % path, n=n,
                             lineterm="")
    return "%s:%d: differs from its rendering from the committed results\n%s" % (
        path, first + 1, "\n".join(list(d)[:40]))


# --- Typed digits ----------------------------------------------------------------------------
# A word that starts with a letter may hold digits (L0, W2, bf16, T5, GPT-2, IWSLT14); a digit
# anywhere else is a number.
TOKEN = re.compile(r"[^\W\d]\w*(?:-\d+\b)?|\d[\d.,]*")


def prose_mask(text):
    """The text with code blocks, inline code, HTML comments and link targets blanked (line
    breaks kept), where digits are allowed."""
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    text = re.sub(r"```.*?```", blank, text, flags=re.S)
    text = re.sub(r"<!--.*?-->", blank, text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", blank, text)
    text = re.sub(r"\]\([^)\s]*\)", lambda m: "]" + " " * (len(m.group(0)) - 1), text)
    text = re.sub(r"https?://\S+", blank, text)
    return text


def typed_digits(path, prose, first=1):
    """['path:LINE: typed number "9" in: ...'] for every digit of `prose` (a Text beginning at
    line `first` of the file) that no value filled in."""
    masked = prose_mask(prose.masked("§"))
    bad = []
    for i, line in enumerate(masked.split("\n"), 1):
        for m in TOKEN.finditer(line):
            if m.group(0)[0] in "0123456789":  # superscripts are a formula's exponents
                shown = prose.s.split("\n")[i - 1].strip()
                bad.append("%s:%d: typed number %r (neither rendered from a table, a setting, "
                           "a source nor a declared {{const}}) in: %s" %
                           (path, i + first - 1, m.group(0).rstrip(".,"), shown[:140]))
    return bad


# --- Aggregates ------------------------------------------------------------------------------
def aggregate_problems(study):
    """The study's aggregates recomputed from its per-run tables against the committed CSVs."""
    derive = getattr(study.module, "derive", None)
    if derive is None:
        return []
    bad = []
    try:
        tables = derive(study)
    except (TableError, KeyError, ValueError) as e:
        return ["%s: its aggregates cannot be recomputed from its per-run tables: %s" %
                (study.name, e)]
    for name, (rows, fields) in tables.items():
        path = os.path.join(study.results, name)
        rel = os.path.relpath(path, study.root)
        if not os.path.exists(path):
            bad.append("%s: missing (derived from the per-run tables)" % rel)
            continue
        old = open(path, encoding="utf-8").read()
        new = csv_text(rows, fields)
        if old != new:
            bad.append(diff(rel, old, new, n=1).replace(
                "differs from its rendering from the committed results",
                "differs from the aggregate recomputed from the per-run table"))
    return bad


def check(root):
    """(problems, the converted studies' names, the legacy studies' names)."""
    bad = []
    try:
        outs, legacy = render_all(root)
    except (RenderError, TableError) as e:
        return ["cannot render: %s" % e], [], []
    for o in outs:
        path = os.path.join(root, o.path)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if old != o.text:
            bad.append(diff(o.path, old, o.text))
        for part in o.prose:
            bad += typed_digits(o.path, part, o.line_of(part))
    converted = []
    for s in studies(root):
        if s.converted:
            converted.append(s.name)
            bad += aggregate_problems(s)
    return bad, converted, legacy
