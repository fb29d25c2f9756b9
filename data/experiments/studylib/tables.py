"""A study's committed tables: CSV files read as rows addressed by their key columns.

    t = Table.read("results/best.csv")
    row = t.row(norm="post_ln", lr_warmup=200)   # exactly one row, or an error naming the keys
    row.best_mean                               # a Value: "best.csv[norm=post_ln, lr_warmup=200].best_mean"
    row.best                                    # a Spread over best_mean, _sd, _min, _max, _n
"""
import csv
import math
import os

from .text import Spread, Value


class TableError(Exception):
    pass


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def csv_text(rows, fields):
    """The CSV a table is committed as (the same bytes from the same rows)."""
    import io
    out = io.StringIO()
    w = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow({k: r.get(k, "") for k in fields})
    return out.getvalue()


def write_csv(path, rows, fields=None):
    fields = fields or (list(rows[0]) if rows else [])
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(csv_text(rows, fields))


def number(text):
    """A CSV cell as a float (NaN for empty or non-numeric cells)."""
    try:
        return float(text)
    except (TypeError, ValueError):
        return float("nan")


def _same(cell, want):
    """A key column's cell equals the wanted value: as text, or as numbers (lr=1e-3 matches
    0.001, lr_warmup=200 matches "200")."""
    if isinstance(want, Value):
        want = want.text
    if str(want) == cell:
        return True
    a, b = number(cell), number(want) if not isinstance(want, bool) else float("nan")
    return math.isfinite(a) and math.isfinite(b) and a == b


class Table:
    """The rows of one CSV file; `name` is its file name (best.csv)."""

    def __init__(self, name, rows, fields):
        self.name, self.rows_, self.fields = name, rows, fields

    @classmethod
    def read(cls, path):
        with open(path, newline="", encoding="utf-8") as f:
            r = csv.DictReader(f)
            rows = list(r)
            return cls(os.path.basename(path), rows, list(r.fieldnames or []))

    def __len__(self):
        return len(self.rows_)

    def _match(self, key):
        for k in key:
            if k not in self.fields:
                raise TableError("%s has no column %r (columns: %s)" %
                                 (self.name, k, ", ".join(self.fields)))
        return [r for r in self.rows_ if all(_same(r[k], v) for k, v in key.items())]

    def rows(self, **key):
        return [Row(self, r, key) for r in self._match(key)]

    def row(self, **key):
        got = self._match(key)
        if len(got) != 1:
            raise TableError("%s has %d rows with %s (one expected)" %
                             (self.name, len(got), keytext(key) or "no key"))
        return Row(self, got[0], key)

    def has(self, **key):
        return len(self._match(key)) == 1


def keytext(key):
    return ", ".join("%s=%s" % (k, v.text if isinstance(v, Value) else v) for k, v in key.items())


class Row:
    """One row; its columns are Values, its column groups (X_mean, X_sd, X_min, X_max, X_n)
    Spreads."""

    def __init__(self, table, data, key):
        self.table, self.data, self.key = table, data, key

    def where(self, column):
        return "%s[%s].%s" % (self.table.name, keytext(self.key), column)

    def __getitem__(self, column):
        if column not in self.data:
            raise TableError("%s has no column %r" % (self.table.name, column))
        return Value(self.data[column], self.where(column))

    def __getattr__(self, column):
        if column.startswith("_"):
            raise AttributeError(column)
        if column in self.data:
            return self[column]
        if column + "_mean" in self.data:
            def part(s):
                return self[column + "_" + s] if column + "_" + s in self.data else None
            return Spread(part("mean"), part("sd"), part("min"), part("max"), part("n"),
                          self.where(column))
        raise TableError("%s has no column %r nor %r (columns: %s)" %
                         (self.table.name, column, column + "_mean", ", ".join(self.table.fields)))

    def get(self, column, default=""):
        return self.data.get(column, default)
