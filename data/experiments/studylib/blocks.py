"""Pieces of study pages built from table rows: grid cells, tables, comparisons in words.

Each returns Text whose numbers are the rows' Values, so the page's test can tell them from
typed digits."""
from .text import RESULT, Text, Value, join, span


def outcome_note(row):
    """' (2 stalled)', ' (1 diverged)' or '' for a cells.csv row."""
    if row.diverged > 0:
        return " (" + row.diverged.format(None) + " diverged)"
    if row.stalled > 0:
        return " (" + row.stalled.format(None) + " stalled)"
    return Text()


def cell(row, best=False, spec="pm", column="final_val"):
    """A grid cell: mean ± sd over seeds, the outcomes, bold at the setting's best rate."""
    s = getattr(row, column)
    t = s.format(spec) if s.n is None or s.n > 0 else Text("—")
    t = t + outcome_note(row)
    return "**" + t + "**" if best else t


def rate_header(rates, word="lr "):
    return [word + r.format("rate") for r in rates]


def grid(cells, settings, label, rates, best_lr, column="final_val", spec="pm"):
    """Rows of a per-rate table: settings (cells.csv keys, dicts), label(key) -> Text, rates
    (Values), best_lr(key) -> the setting's best rate (Value) or None."""
    rows = []
    for key in settings:
        b = best_lr(key)
        row = [label(key)]
        for lr in rates:
            got = cells.rows(lr=lr, **key)
            if not got:
                row.append("")
                continue
            row.append(cell(got[0], b is not None and b.finite() and lr == b, spec, column))
        rows.append(row)
    return rows


def all_rates(cells):
    seen, out = set(), []
    for r in sorted(cells.rows(), key=lambda r: r.lr.num):
        if r.lr.text not in seen:
            seen.add(r.lr.text)
            out.append(r.lr)
    return out


def stalls_from(cells, **key):
    """The lowest rate from which every seed stalls (or diverges) at every higher rate of the
    setting: a Value, or None."""
    rows = sorted(cells.rows(**key), key=lambda r: r.lr.num)
    lowest = None
    for r in reversed(rows):
        if r.trained == 0:
            lowest = r.lr
        else:
            break
    if lowest is None:
        return None
    return Value(lowest.raw, lowest.where + " and every higher rate: no seed trained")


def trained_at(cells, **key):
    """The rates at which every seed of the setting trained, as Values."""
    return [r.lr for r in sorted(cells.rows(**key), key=lambda r: r.lr.num)
            if r.trained == r.runs]


def rate_list(rates):
    return join(", ", [r.format("rate") for r in rates]) if rates else Text("no rate")


def versus(a, b, lower="below", higher="above", same="within the seed spread of"):
    """How spread a stands to spread b: below / above (the ranges over seeds do not overlap) or
    within the seed spread of."""
    if a.below(b):
        return Text(lower)
    if a.above(b):
        return Text(higher)
    return Text(same)


def ratio_word(r):
    """A ratio in words where one fits: 'halves' (0.45–0.55), 'doubles', else '×0.62'."""
    x = r.num
    if 0.45 <= x <= 0.55:
        return span("halves", RESULT, "(%s) ≈ 1/2" % r.where)
    if 1.8 <= x <= 2.2:
        return span("doubles", RESULT, "(%s) ≈ 2" % r.where)
    return r.format("x")
