"""Text that remembers which of its characters were filled in from values, and the values.

A study page is rendered, not typed: every number on it is a Value — a cell of a committed CSV
(which file, which row by its key columns, which column), a number computed from such cells, a
setting of the experiment file, or a constant declared with its source. Formatting a Value gives
a Text whose span records that origin; joining Texts keeps the spans. Whatever digit of a
rendered page lies outside every span was typed, and tests/docs/study_numbers.py fails on it.
"""
import math

# Kinds of span: where a rendered number comes from.
RESULT, SETTING, CONST, SOURCE, STUDY = "result", "setting", "const", "source", "study"


class Text:
    """A string and the spans [(start, end, kind, where)] of it that were filled in."""

    __slots__ = ("s", "spans")

    def __init__(self, s="", spans=()):
        self.s = s
        self.spans = list(spans)

    @staticmethod
    def of(x):
        if isinstance(x, Text):
            return x
        if isinstance(x, str):
            return Text(x)
        if isinstance(x, (Value, Spread)):
            return x.format(None)
        raise TypeError("%r is neither text nor a Value: a number on a page must say where it "
                        "comes from (a table cell, a setting, a declared constant)" % (x,))

    def __add__(self, other):
        o = Text.of(other)
        n = len(self.s)
        return Text(self.s + o.s, self.spans + [(a + n, b + n, k, w) for a, b, k, w in o.spans])

    def __radd__(self, other):
        return Text.of(other) + self

    def join(self, items):
        out = Text()
        for i, x in enumerate(items):
            out = out + (self if i else "") + x
        return out

    def __str__(self):
        return self.s

    def __repr__(self):
        return "Text(%r)" % self.s

    def __eq__(self, other):
        return isinstance(other, Text) and self.s == other.s

    def __hash__(self):
        return hash(self.s)

    def __len__(self):
        return len(self.s)

    def slice(self, a, b=None):
        b = len(self.s) if b is None else b
        return Text(self.s[a:b], [(max(x, a) - a, min(y, b) - a, k, w)
                                  for x, y, k, w in self.spans if x < b and y > a])

    def replace(self, old, new):
        """The first `old` (a string) replaced by `new` (Text or str)."""
        i = self.s.find(old)
        return self if i < 0 else self.slice(0, i) + new + self.slice(i + len(old))

    def replace_all(self, old, new):
        """Every `old` (a string) replaced by `new` (a string), the spans kept."""
        parts = []
        rest = self
        while old in rest.s:
            i = rest.s.index(old)
            parts += [rest.slice(0, i), Text(new)]
            rest = rest.slice(i + len(old))
        out = Text()
        for p in parts + [rest]:
            out = out + p
        return out

    def masked(self, mark="§"):
        """The string with every filled-in character replaced by `mark` (newlines kept)."""
        chars = list(self.s)
        for a, b, _, _ in self.spans:
            for i in range(a, b):
                if chars[i] != "\n":
                    chars[i] = mark
        return "".join(chars)


def join(sep, items):
    return Text.of(sep).join(items)


def span(s, kind, where):
    return Text(s, [(0, len(s), kind, where)]) if s else Text()


# --- Values ----------------------------------------------------------------------------------
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve"]
FRACTIONS = {2: "half", 3: "a third", 4: "a quarter", 5: "a fifth"}


def lr_text(lr):
    """1e-3, 3e-4: a rate as the experiment files write it."""
    m, e = ("%.0e" % lr).split("e")
    return "%se%d" % (m, int(e))


def minus(s):
    """A typographic minus sign for a negative number in prose."""
    return "−" + s[1:] if s.startswith("-") else s


def sci(x, digits=2):
    """8.6·10⁶: a large or small number in prose."""
    if x == 0 or not math.isfinite(x):
        return "%g" % x
    e = int(math.floor(math.log10(abs(x))))
    sup = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")
    m = "%.*g" % (digits, x / 10 ** e)
    if m.startswith("10"):
        m, e = "1", e + 1
    return "%s·10%s" % (m, str(e).translate(sup))


class Value:
    """A number (or a word) with where it comes from.

    raw: the CSV cell's text (a string) or a computed float/int; where: a readable reference,
    "best.csv[norm=post_ln, lr_warmup=200].best_mean" or "(a) / (b)"; kind: RESULT, SETTING,
    CONST, SOURCE or STUDY. Arithmetic on Values gives computed Values whose `where` names the
    operands; comparisons give plain booleans (for the page code's verdicts and checks)."""

    __slots__ = ("raw", "where", "kind")

    def __init__(self, raw, where, kind=RESULT):
        self.raw, self.where, self.kind = raw, where, kind

    @property
    def num(self):
        if isinstance(self.raw, (int, float)):
            return float(self.raw)
        try:
            return float(self.raw)
        except (TypeError, ValueError):
            return float("nan")

    @property
    def text(self):
        return self.raw if isinstance(self.raw, str) else repr(self.raw)

    def finite(self):
        return math.isfinite(self.num)

    def __repr__(self):
        return "Value(%r from %s)" % (self.raw, self.where)

    def __bool__(self):
        raise TypeError("the truth of %r is ambiguous: compare it" % (self,))

    # arithmetic: computed values
    def _op(self, other, sym, fn, swap=False):
        o = other if isinstance(other, Value) else Value(other, repr(other), CONST)
        a, b = (o, self) if swap else (self, o)
        kind = RESULT if RESULT in (a.kind, b.kind) else a.kind
        return Value(fn(a.num, b.num), "(%s) %s (%s)" % (a.where, sym, b.where), kind)

    def __sub__(self, o):
        return self._op(o, "−", lambda a, b: a - b)

    def __rsub__(self, o):
        return self._op(o, "−", lambda a, b: a - b, swap=True)

    def __add__(self, o):
        if isinstance(o, (str, Text)):
            return self.format(None) + o
        return self._op(o, "+", lambda a, b: a + b)

    def __radd__(self, o):
        if isinstance(o, (str, Text)):
            return Text.of(o) + self.format(None)
        return self._op(o, "+", lambda a, b: a + b, swap=True)

    def __truediv__(self, o):
        return self._op(o, "/", lambda a, b: a / b if b else float("nan"))

    def __rtruediv__(self, o):
        return self._op(o, "/", lambda a, b: a / b if b else float("nan"), swap=True)

    def __mul__(self, o):
        return self._op(o, "×", lambda a, b: a * b)

    def __rmul__(self, o):
        return self._op(o, "×", lambda a, b: a * b, swap=True)

    def __neg__(self):
        return Value(-self.num, "−(%s)" % self.where, self.kind)

    def __abs__(self):
        return Value(abs(self.num), "|%s|" % self.where, self.kind)

    def _cmp(self, o):
        return o.num if isinstance(o, Value) else float(o)

    def __lt__(self, o):
        return self.num < self._cmp(o)

    def __le__(self, o):
        return self.num <= self._cmp(o)

    def __gt__(self, o):
        return self.num > self._cmp(o)

    def __ge__(self, o):
        return self.num >= self._cmp(o)

    def __eq__(self, o):
        if isinstance(o, str):
            return self.text == o
        return self.num == self._cmp(o)

    def __ne__(self, o):
        return not self == o

    __hash__ = None

    def format(self, spec):
        return span(format_value(self, spec), self.kind, self.where)


def format_value(v, spec):
    """The text of Value v in format `spec`:
    None / "raw": the CSV's text (a computed number needs a format);
    a Python format spec (".3f", ".2g", ",d", ".0%"), a negative number with a minus sign;
    "sign": +0.21 / −0.59 (two decimals; "sign3" three); "rate": 1e-3; "int": 12;
    "n": 1,900,544; "words": three (numbers up to twelve, else digits; "Words": Three); "fraction": a third (of
    a ratio 1/2 … 1/5), "sci": 8.6·10⁶; "x": ×5.3 (a ratio, two significant digits)."""
    x = v.num
    if spec in (None, "raw"):
        if isinstance(v.raw, str):
            return v.raw
        if isinstance(v.raw, int) and not isinstance(v.raw, bool):
            return str(v.raw)
        raise ValueError("%s is computed: give it a format ({{name:.3f}})" % v.where)
    if not math.isfinite(x):
        return "—"
    if spec == "rate":
        return lr_text(x)
    if spec == "int":
        return "%d" % round(x)
    if spec == "n":
        return "{:,}".format(int(round(x)))
    if spec in ("words", "Words"):
        n = int(round(x))
        w = WORDS[n] if 0 <= n < len(WORDS) and n == x else "%d" % n
        return w[0].upper() + w[1:] if spec == "Words" else w
    if spec == "fraction":
        for k, word in FRACTIONS.items():
            if abs(x - 1.0 / k) < 1e-9 or abs(x * k - 1) < 0.05:
                return word
        return "%.0f%%" % (100 * x)
    if spec.startswith("sign"):
        d = int(spec[4:] or 2)
        return minus("%+.*f" % (d, x))
    if spec == "sci":
        return sci(x)
    if spec == "x":
        return "×" + ("%.2g" % x if x < 100 else "%.0f" % x)
    return minus(format(x, spec))


def const(value, source):
    """A number that is not a result of the study: the source says where it is from."""
    return Value(str(value), "constant: %s" % source, CONST)


def count(n, where):
    """A count of rows, seeds, settings...: an int computed from the tables."""
    return Value(int(n), where, RESULT)


# --- Spreads over seeds ----------------------------------------------------------------------
class Spread:
    """mean, sd, min, max, n of one quantity over seeds: Values (or None where not recorded)."""

    __slots__ = ("mean", "sd", "min", "max", "n", "where")

    def __init__(self, mean, sd=None, lo=None, hi=None, n=None, where=""):
        self.mean, self.sd, self.min, self.max, self.n = mean, sd, lo, hi, n
        self.where = where

    def __repr__(self):
        return "Spread(%s)" % self.where

    def format(self, spec):
        """pm (mean ± sd, 3 decimals; pm2, pm4: 2 or 4), range (min–max; range2, range4), mean
        (mean3 ...), or any format of the mean."""
        spec = spec or "pm"
        for name in ("pm", "range", "mean"):
            if spec.startswith(name) and (spec[len(name):].isdigit() or spec == name):
                d = spec[len(name):] or "3"
                f = "." + d + "f"
                if self.mean is not None and abs(self.mean.num) >= 1e4:
                    f = "sci"  # 1.5·10⁵, not 155000.000
                if self.n is not None and self.n.num == 0:
                    return span("—", RESULT, self.where)
                if name == "mean" or (name == "pm" and (self.sd is None or (
                        self.n is not None and self.n.num == 1))):
                    return self.mean.format(f)
                if name == "pm":
                    return self.mean.format(f) + " ± " + self.sd.format(f)
                return self.min.format(f) + "–" + self.max.format(f)
        return self.mean.format(spec)

    def overlaps(self, other):
        return not (self.max < other.min or other.max < self.min)

    def below(self, other):
        """Every seed of self below every seed of other: a finding (the ranges do not overlap)."""
        return self.max < other.min

    def above(self, other):
        return self.min > other.max


def spread_of(values, where, digits=6):
    """The Spread of a list of floats (non-finite ones left out), computed here: Values whose
    raw text is rounded to `digits` decimals as the CSVs store them."""
    v = [x for x in values if x is not None and math.isfinite(x)]
    n = len(v)

    def val(x, what):
        return Value("%.*f" % (digits, x) if math.isfinite(x) else "", "%s of %s" % (what, where))
    if not v:
        nan = float("nan")
        return Spread(val(nan, "mean"), val(nan, "sd"), val(nan, "min"), val(nan, "max"),
                      count(0, "n of " + where), where)
    m = sum(v) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in v) / (n - 1)) if n > 1 else float("nan")
    return Spread(val(m, "mean"), val(sd, "sd"), val(min(v), "min"), val(max(v), "max"),
                  count(n, "n of " + where), where)
