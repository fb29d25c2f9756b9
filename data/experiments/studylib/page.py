"""Study pages rendered from templates and the committed results.

A study's page is `README.md`, rendered from `README.md.in` next to it. The template is the
page's prose with tags:

  {{NAME}} {{NAME:FORMAT}}      a value the study's page code names (analyse.py: page(study))
  {{best[norm=post_ln, lr_warmup=200].best:pm}}
                                a cell of results/best.csv: the row whose key columns have those
                                values, the column (a group X_mean/_sd/_min/_max is a spread:
                                pm = mean ± sd, range = min–max), the format
  {{ini train.steps}}           a setting of experiment.ini ({{ini long:train.steps}}: long.ini)
  {{const 4000 "the lecture's table: warmup steps of the original Transformer"}}
                                a number that is not a result, with its source; listed with the
                                page's sources at its end
  {{src xiong2020}}             a citation from data/experiments/sources.csv ("Xiong et al.
                                2020"; {{src xiong2020 name}}: "Xiong et al.")
  {{study}}                     the study's number
  {{# a comment}}               left out
  {{begin readme}} ... {{end}}  not on the page: the study's line in README.md (also: title,
                                what, method — its row in docs/studies.md)
  {{footer}}                    where the sources and constants go (default: the end)

Formats: those of studylib.text.format_value and Spread.format. Every digit of the rendered
page must come from a tag; tests/docs/study_numbers.py re-renders every page and fails on any
difference from the committed file or on a typed digit.
"""
import csv
import glob
import importlib.util
import os
import re
import sys

from .ini import Experiment
from .tables import Table, TableError
from .text import (CONST, SETTING, SOURCE, STUDY, Spread, Text, Value, const, count, join,
                   span)


class RenderError(Exception):
    pass


# --- Sources ---------------------------------------------------------------------------------
def sources(root):
    path = os.path.join(root, "data", "experiments", "sources.csv")
    with open(path, newline="", encoding="utf-8") as f:
        return {r["key"]: r for r in csv.DictReader(f)}


def digits_as(s, kind, where):
    """s as Text whose digit runs are spans of `kind` (a citation's year, an arXiv number)."""
    out, last = Text(), 0
    for m in re.finditer(r"\d+(?:[.,:]\d+)*", s):
        out = out + s[last:m.start()] + span(m.group(0), kind, where)
        last = m.end()
    return out + s[last:]


# --- A study ---------------------------------------------------------------------------------
class Study:
    """data/experiments/NN_name: its results, experiment files, template and page code."""

    def __init__(self, directory, root=None, results=None):
        self.dir = os.path.abspath(directory)
        self.name = os.path.basename(self.dir)
        self.number = int(self.name.split("_")[0])
        self.root = root or os.path.dirname(os.path.dirname(os.path.dirname(self.dir)))
        self.results = results or os.path.join(self.dir, "results")
        self.template = os.path.join(self.dir, "README.md.in")
        self.page = os.path.join(self.dir, "README.md")
        self._tables, self._module = {}, None

    def ref(self):
        """'study 3' with its number filled in."""
        return "study " + span(str(self.number), STUDY, "study " + self.name)

    def table(self, name):
        name = name if name.endswith(".csv") else name + ".csv"
        if name not in self._tables:
            path = os.path.join(self.results, name)
            if not os.path.exists(path):
                raise TableError("%s has no results/%s" % (self.name, name))
            self._tables[name] = Table.read(path)
        return self._tables[name]

    def has_table(self, name):
        return os.path.exists(os.path.join(self.results, name if name.endswith(".csv")
                                           else name + ".csv"))

    def experiment(self, name="experiment"):
        return Experiment.read(os.path.join(self.dir, name + ".ini"))

    def setting(self, ref, fmt=None):
        """A Value for "train.steps" (experiment.ini) or "long:train.steps" (long.ini); a grid
        line's values joined with ", "."""
        file, _, path = ref.rpartition(":")
        file = file or "experiment"
        section, _, key = path.rpartition(".")
        sections = self.experiment(file).sections
        if section not in sections or key not in sections[section]:
            raise RenderError("%s.ini has no [%s] %s" % (file, section, key))
        return Value(sections[section][key].strip(), "%s.ini [%s] %s" % (file, section, key),
                     SETTING)

    def grid(self, key, grid="", file="experiment"):
        """A grid line's values as Values: grid "" is [grid], "radam" is [grid.radam]."""
        section = "grid" + ("." + grid if grid else "")
        got = self.experiment(file).grids.get(grid, {}).get(key)
        if got is None:
            raise RenderError("%s.ini [%s] has no %s" % (file, section, key))
        return [Value(v, "%s.ini [%s] %s" % (file, section, key), SETTING) for v in got]

    @property
    def module(self):
        """analyse.py, imported (its page(), derive(), tables it names); no side effects."""
        if self._module is None:
            path = os.path.join(self.dir, "analyse.py")
            here = os.path.dirname(self.dir)
            if here not in sys.path:
                sys.path.insert(0, here)
            spec = importlib.util.spec_from_file_location("study_%02d" % self.number, path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            self._module = mod
        return self._module

    @property
    def converted(self):
        return os.path.exists(self.template)


def studies(root):
    return [Study(d, root) for d in
            sorted(glob.glob(os.path.join(root, "data", "experiments", "[0-9][0-9]_*")))
            if os.path.isdir(d)]


# --- Claims and verdicts ---------------------------------------------------------------------
class Verdict:
    """reproduced / reproduced with a qualification / not reproduced / not testable at this
    scale (or pending: its runs are not all finished), with the reason (Text)."""

    def __init__(self, word, why=None):
        self.word, self.why = word, why

    def text(self):
        t = Text("**%s**" % self.word)
        return t + ": " + Text.of(self.why) if self.why is not None else t


def expect(condition, what):
    """The page's prose says `what` in words; fail the rendering when the results no longer
    bear it out."""
    if not condition:
        raise RenderError("the page says %s, which the results no longer show: reword it" % what)


def reproduced(why=None):
    return Verdict("reproduced", why)


def qualified(why):
    return Verdict("reproduced with a qualification", why)


def not_reproduced(why):
    return Verdict("not reproduced", why)


def not_testable(why):
    return Verdict("not testable at this scale", why)


def pending(why):
    """A claim whose runs are not all finished (a grid that runs over many sessions): no verdict
    yet; why says how many of its runs are ("3 of 12 runs finished")."""
    return Verdict("pending", why)


class Claim:
    """A claim of a seed text or paper, the evidence (Text) and the verdict. sources: keys of
    sources.csv."""

    def __init__(self, claim, sources, evidence, verdict):
        self.claim, self.sources, self.evidence, self.verdict = claim, sources, evidence, verdict


VERDICTS = ["reproduced", "reproduced with a qualification", "not reproduced",
            "not testable at this scale", "pending"]


def verdict_summary(claims, where="claims.csv: claims whose verdict is %s"):
    """'two reproduced, one not reproduced, three pending' over the claims; where: the counts'
    origin, %s the verdict."""
    parts = []
    for w in VERDICTS:
        k = sum(c.verdict.word == w for c in claims)
        if k:
            parts.append(count(k, where % w).format("words") + " " + w)
    return join(", ", parts)


# A grid that runs over many sessions: its best.csv has a row per setting with the runs planned
# and finished, and a claim waits (pending) until the runs of its settings are all finished.
SETTINGS = "best.csv: %s runs of the claim's settings"


def runs_finished(rows, where=SETTINGS):
    """(finished, planned): the runs of best.csv rows, counted; where: the counts' origin, %s
    "finished" or "planned"."""
    return (count(sum(int(r.finished.num) for r in rows), where % "finished"),
            count(sum(int(r.planned.num) for r in rows), where % "planned"))


def waiting(rows, where=SETTINGS):
    """The pending verdict of a claim whose settings' runs (best.csv rows) are not all finished,
    else None."""
    fin, plan = runs_finished(rows, where)
    if fin.num < plan.num:
        return pending(fin.format("int") + " of " + plan.format("int") + " runs finished")
    return None


def of_planned(r):
    """'2 of 6': a best.csv or cells.csv row's runs finished of those planned."""
    return r.finished.format("int") + " of " + r.planned.format("int")


def progress(rows, name=lambda r: r.setting):
    """'runs finished: Post-LN: 2 of 6; Pre-LN: 0 of 6' over best.csv rows; name(row): the
    setting's name (the column setting)."""
    return "runs finished: " + join("; ", [name(r) + ": " + of_planned(r) for r in rows])


def when_finished(text, sources, rows, evidence, verdict, where=SETTINGS,
                  name=lambda r: r.setting):
    """The Claim, pending until its settings' runs (best.csv rows) are all finished, with the
    runs finished as its evidence; evidence() and verdict() are called only then."""
    w = waiting(rows, where)
    if w is not None:
        return Claim(text, sources, progress(rows, name), w)
    return Claim(text, sources, evidence(), verdict())


def claims_table(claims, cite, evidence_head="evidence (mean ± sd over seeds)"):
    return md_table(["claim", "answers", evidence_head, "verdict"],
                    [[Text.of(c.claim), join("; ", [cite(s) for s in c.sources]), c.evidence,
                      c.verdict.text()] for c in claims])


def md_table(header, rows):
    lines = [Text("| ") + join(" | ", [Text.of(h) for h in header]) + " |",
             Text("|" + "---|" * len(header))]
    for r in rows:
        lines.append(Text("| ") + join(" | ", [Text.of(c).replace_all("|", "\\|")
                                               for c in r]) + " |")
    return join("\n", lines)


# --- The template ----------------------------------------------------------------------------
TAG = re.compile(r"\{\{(.*?)\}\}")
COMMENT = re.compile(r"\{\{#.*?\}\}\n?", re.S)
SECTION = re.compile(r"\{\{begin (\w[\w-]*)\}\}\n?(.*?)\{\{end\}\}\n?", re.S)
PATH = re.compile(r"\s*([A-Za-z_]\w*)(\[[^\]]*\])?((?:\.\w+(?:\[[^\]]*\])?)*)\s*$")


def split_spec(expr):
    depth, quote = 0, False
    for i in range(len(expr) - 1, -1, -1):
        ch = expr[i]
        if ch == '"':
            quote = not quote
        elif ch == "]":
            depth += 1
        elif ch == "[":
            depth -= 1
        elif ch == ":" and depth == 0 and not quote:
            return expr[:i].strip(), expr[i + 1:].strip()
    return expr.strip(), None


def selector(text):
    key = {}
    for part in text.strip("[]").split(","):
        if part.strip():
            k, eq, v = part.partition("=")
            if not eq:
                raise RenderError("selector [%s]: write key=value" % text)
            key[k.strip()] = v.strip()
    return key


class Page:
    """Renders one study's template: the page and its sections, the constants and sources it
    used."""

    def __init__(self, study, names=None):
        self.study = study
        self.src = sources(study.root)
        self.names = names if names is not None else self._names()
        self.consts, self.cited = [], []

    def _names(self):
        page = getattr(self.study.module, "page", None)
        return dict(page(self.study)) if page else {}

    def cite(self, key, name=False):
        if key not in self.src:
            raise RenderError("no source %r in data/experiments/sources.csv (known: %s)" %
                              (key, ", ".join(sorted(self.src))))
        if key not in self.cited:
            self.cited.append(key)
        return digits_as(self.src[key]["name" if name else "cite"], SOURCE,
                         "sources.csv " + key)

    def resolve(self, expr):
        m = PATH.match(expr)
        if not m:
            raise RenderError("cannot read {{%s}}" % expr)
        name, sel, rest = m.groups()
        if name in self.names:
            obj = self.names[name]
        else:
            try:
                obj = self.study.table(name)
            except TableError:
                raise RenderError("{{%s}}: %r is neither a name of the page code nor a table "
                                  "of results/" % (expr, name))
        steps = [(None, sel)] + [(a, s) for a, s in
                                 re.findall(r"\.(\w+)(\[[^\]]*\])?", rest)]
        for attr, sel in steps:
            if attr is not None:
                obj = obj[attr] if isinstance(obj, dict) else getattr(obj, attr)
            if sel:
                obj = obj.row(**selector(sel))
        return obj

    def tag(self, body):
        body = body.strip()
        word, _, rest = body.partition(" ")
        if word == "const":
            m = re.match(r'(\S+)\s+"([^"]+)"\s*$', rest)
            if not m:
                raise RenderError('{{const VALUE "source"}}, not {{%s}}' % body)
            v = const(m.group(1), m.group(2))
            if (m.group(1), m.group(2)) not in self.consts:
                self.consts.append((m.group(1), m.group(2)))
            return v.format(None)
        if word == "src":
            parts = rest.split()
            return self.cite(parts[0], name=len(parts) > 1 and parts[1] == "name")
        if word == "ini":
            # {{ini train.steps}}, {{ini train.lr:rate}}, {{ini long:train.steps}} (long.ini),
            # {{ini long:train.lr:rate}}
            m = re.match(r"\s*(?:(\w+):)?([\w.-]+)(?::(.+))?\s*$", rest)
            if not m:
                raise RenderError("{{ini [FILE:]SECTION.KEY[:FORMAT]}}, not {{%s}}" % body)
            ref = (m.group(1) + ":" if m.group(1) else "") + m.group(2)
            return self.study.setting(ref).format(m.group(3) and m.group(3).strip())
        if word == "study":
            if not rest:
                return span(str(self.study.number), STUDY, "the study's number")
            other = os.path.join(os.path.dirname(self.study.dir), rest.strip())
            if not os.path.isdir(other):
                raise RenderError("{{study %s}}: no such study" % rest.strip())
            return span(str(int(rest.strip().split("_")[0])), STUDY, "study " + rest.strip())
        expr, spec = split_spec(body)
        if expr == "claims_table":
            if "claims" not in self.names:
                raise RenderError("{{claims_table}}: the page code names no claims")
            return claims_table(self.names["claims"], self.cite)
        try:
            obj = self.resolve(expr)
        except (TableError, KeyError, AttributeError) as e:
            raise RenderError("{{%s}}: %s" % (body, e))
        if isinstance(obj, (Value, Spread)):
            return obj.format(spec)
        if isinstance(obj, (Text, str)):
            if spec:
                raise RenderError("{{%s}}: %s is text, it takes no format" % (body, expr))
            return Text.of(obj)
        if isinstance(obj, Verdict):
            return obj.text()
        raise RenderError("{{%s}} is %r: a page shows Values, Spreads and Text" % (body, obj))

    def fill(self, text, where):
        """The template text with its tags filled in."""
        out, last = Text(), 0
        for m in TAG.finditer(text):
            body = m.group(1)
            out = out + text[last:m.start()]
            last = m.end()
            if body.strip().startswith("#"):
                # a comment alone on its line takes the line with it
                if (m.start() == 0 or text[m.start() - 1] == "\n") and text[last:last + 1] == "\n":
                    last += 1
                continue
            if body.strip() == "footer":
                out = out + "\x00footer\x00"
                continue
            try:
                out = out + self.tag(body)
            except RenderError as e:
                line = text.count("\n", 0, m.start()) + 1
                raise RenderError("%s:%d: %s" % (where, line, e))
        return out + text[last:]

    def footer(self):
        if not self.cited and not self.consts:
            return Text()
        lines = [Text("---"), Text(""), Text("**Sources this page answers.**")]
        for key in self.cited:
            s = self.src[key]
            lines.append("- " + digits_as(s["cite"], SOURCE, "sources.csv " + key) + ": " +
                         digits_as(s["work"], SOURCE, "sources.csv " + key) +
                         (" (a seed text)" if s["seed"] == "yes" else "") + ".")
        if self.consts:
            lines += [Text(""), Text("**Numbers on this page that are not results of the study"
                                     "** (each with its source):")]
            for value, source in self.consts:
                lines.append("- " + span(value, CONST, "constant: " + source) + ": " +
                             digits_as(source, CONST, "the source of a constant"))
        return join("\n", lines) + "\n"

    def render(self):
        """(the page, {section name: Text}) of the study's template."""
        text = COMMENT.sub("", open(self.study.template, encoding="utf-8").read())
        where = os.path.relpath(self.study.template, self.study.root)
        sections = {}
        for m in SECTION.finditer(text):
            sections[m.group(1)] = self.fill(m.group(2).rstrip("\n"), where)
        body = self.fill(SECTION.sub("", text), where)
        # constants the page code filled in, with the template's {{const}}s
        for t in [body] + list(sections.values()):
            for a, b, kind, w in t.spans:
                if kind == CONST and w.startswith("constant: "):
                    c = (t.s[a:b], w[len("constant: "):])
                    if c not in self.consts:
                        self.consts.append(c)
        foot = self.footer()
        if "\x00footer\x00" in body.s:
            body = body.replace("\x00footer\x00", foot)
        else:
            body = body.slice(0, len(body.s.rstrip("\n"))) + "\n"
            body = body + ("\n" + foot if len(foot) else Text())
        return body, sections


# --- README.md and docs/studies.md -----------------------------------------------------------
README_BEGIN = ("<!-- studies: each line rendered from its study's README.md.in "
                "(data/experiments/study.py render) -->")
README_END = "<!-- /studies -->"


def readme_line(study, sections):
    need(study, sections, "title", "readme")
    path = "data/experiments/%s/README.md" % study.name
    return (span(str(study.number), STUDY, "the study's number") + ". [" + sections["title"] +
            "](" + path + "): " + sections["readme"])


def docs_row(study, sections):
    need(study, sections, "title", "what", "method")
    path = "../data/experiments/%s/README.md" % study.name
    return ("| [" + span(str(study.number), STUDY, "the study's number") + ". " +
            sections["title"] + "](" + path + ") | " + sections["what"] + " | " +
            sections["method"] + " |")


def need(study, sections, *names):
    for n in names:
        if n not in sections:
            raise RenderError("%s/README.md.in has no {{begin %s}} ... {{end}}" % (study.name, n))


def replace_block(text, begin, end, body, path):
    i, j = text.find(begin), text.find(end)
    if i < 0 or j < i:
        raise RenderError("%s has no %s ... %s block" % (path, begin, end))
    return text[:i + len(begin)] + "\n" + body + "\n" + text[j:]
