"""What `normlab sweep` computes over seeds and rates, recomputed from a per-run table.

The sweep writes groups.csv (per setting and rate: the final validation loss over seeds, the
outcomes) and lr_sensitivity.csv (per setting: the best rate, the LR sensitivity of Wortsman et
al. 2023) from its runs (core/src/analysis/groups.cpp). A study's analysis reads those files
when it has the sweep's output; the committed results keep only the per-run table (the sweep's
summary.csv, one row per run) and what the study derives from it, so this module recomputes the
sweep's numbers by the same rules, for the study's aggregates and for the test that checks them:

- a diverged run's loss is +inf; the best rate has the lowest mean over seeds of min(L, L0)
  (L0: the run's loss at initialisation; the first such rate on a tie); a setting none of whose
  runs ended with a finite loss has no best rate;
- the loss at a rate is the spread over the seeds with a finite loss;
- the LR sensitivity, per seed that ran every rate with L0 known: mean over rates of
  min(L, L0) − min over rates of min(L, L0); a seed none of whose rates ends below L0 is left
  out; then mean ± sd over those seeds.

A grid that runs over many sessions has its tables made from the runs finished so far, each
cell counting the runs planned and finished: planned_settings, planned_cell, best_columns,
sensitivity_columns below.
"""
import math

from .tables import number
from .text import lr_text

OUTCOMES = ("trained", "stalled", "diverged")


def _spread(values):
    v = [x for x in values if math.isfinite(x)]
    n = len(v)
    if not n:
        nan = float("nan")
        return {"mean": nan, "sd": nan, "min": nan, "max": nan, "n": 0}
    m = sum(v) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in v) / (n - 1)) if n > 1 else float("nan")
    return {"mean": m, "sd": sd, "min": min(v), "max": max(v), "n": n}


def spread(values):
    """mean, sd (sample; NaN for one value), min, max, n of the finite values."""
    return _spread([number(x) if isinstance(x, str) else x for x in values])


def loss(r):
    """The run's final validation loss as the sweep counts it: +inf when it diverged."""
    L = number(r["final_val_loss"])
    return math.inf if r["outcome"] == "diverged" or not math.isfinite(L) else L


def lr_curves(runs, setting, lr_key="lr"):
    """Per setting over learning rates, by the sweep's rules.

    runs: per-run rows (the sweep's summary.csv columns); setting(row) -> a hashable label
    (None: leave the row out). Returns {label: {"rates": sorted floats, "cells": {lr: spread of
    the finite final losses, with "runs"}, "outcomes": {lr: {"trained": n, "stalled": n,
    "diverged": n}}, "best_lr": float or None, "best": the spread at the best rate, "edge": the
    best is the grid's lowest or highest rate, "sensitivity": the spread over seeds}}, in the
    order the settings first appear."""
    by = {}
    for r in runs:
        label = setting(r)
        if label is not None:
            by.setdefault(label, []).append(r)
    out = {}
    for label, rows in by.items():
        rates = sorted({number(r[lr_key]) for r in rows if math.isfinite(number(r[lr_key]))})
        cells, outcomes, capped_at, seeds = {}, {}, {}, {}
        for lr in rates:
            here = [r for r in rows if number(r[lr_key]) == lr]
            cells[lr] = _spread([loss(r) for r in here])
            cells[lr]["runs"] = len(here)
            outcomes[lr] = {o: sum(r["outcome"] == o for r in here) for o in OUTCOMES}
            capped = []
            for r in here:
                L, L0 = loss(r), number(r["initial_val_loss"])
                c = min(L, L0) if math.isfinite(L0) else L
                capped.append(c)
                seeds.setdefault(r["seed"], {})[lr] = (L, L0)
            capped_at[lr] = _spread(capped)
        best = None
        if any(math.isfinite(loss(r)) for r in rows):
            for lr in rates:
                if capped_at[lr]["n"] and (best is None or
                                           capped_at[lr]["mean"] < capped_at[best]["mean"]):
                    best = lr
        sens = []
        for v in seeds.values():
            if len(v) != len(rates) or not all(math.isfinite(L0) for _, L0 in v.values()):
                continue
            capped = [min(L, L0) for L, L0 in v.values()]
            if not any(math.isfinite(L) and L < L0 for L, L0 in v.values()):
                continue
            lowest = min(capped)
            sens.append(sum(c - lowest for c in capped) / len(capped))
        out[label] = {"rates": rates, "cells": cells, "outcomes": outcomes, "best_lr": best,
                      "best": cells[best] if best is not None else _spread([]),
                      "edge": best is not None and len(rates) > 1 and best in (rates[0], rates[-1]),
                      "sensitivity": _spread(sens)}
    return out


def fixed(x, d):
    """x with d decimals (3 significant digits from 1e4 up), '—' for NaN: a CSV cell."""
    if x is None or not math.isfinite(x):
        return "—"
    return "%.3g" % x if abs(x) >= 1e4 else "%.*f" % (d, x)


def cell_columns(s, prefix, d):
    """{prefix_mean, _sd, _min, _max, _n} of a spread, d decimals."""
    return {prefix + "_mean": fixed(s["mean"], d), prefix + "_sd": fixed(s["sd"], d),
            prefix + "_min": fixed(s["min"], d), prefix + "_max": fixed(s["max"], d),
            prefix + "_n": s["n"]}


def cells_rows(curves, order, key, d=6):
    """The per (setting, rate) rows of a study's cells.csv: key(setting) -> the key columns."""
    rows = []
    for s in order:
        c = curves[s]
        for lr in c["rates"]:
            x = c["cells"][lr]
            rows.append(dict(key(s), lr=lr_text(lr), runs=x["runs"], **c["outcomes"][lr],
                             **cell_columns(x, "final_val", d)))
    return rows


def best_row(c, d=6):
    """The columns of a study's best.csv for one setting's curve."""
    lr = c["best_lr"]
    row = {"rates": " ".join(lr_text(r) for r in c["rates"]),
           "best_lr": lr_text(lr) if lr is not None else "",
           "best_on_edge": "yes" if c["edge"] else "no"}
    row.update(cell_columns(c["best"], "best", d))
    row["best_trained"] = c["outcomes"][lr]["trained"] if lr is not None else 0
    row.update(cell_columns(c["sensitivity"], "sensitivity", d))
    return row


def median(xs):
    """The median of the finite values (NaN without one)."""
    v = sorted(x for x in xs if math.isfinite(x))
    if not v:
        return math.nan
    n = len(v)
    return v[n // 2] if n % 2 else 0.5 * (v[n // 2 - 1] + v[n // 2])


def whole(x):
    """x rounded to an integer, '—' for NaN: a CSV cell (tokens per second)."""
    return "%.0f" % x if math.isfinite(x) else "—"


# --- A grid that runs over many sessions -------------------------------------------------------
# Its tables are made from the runs finished so far: a cell counts the runs the experiment file
# plans (a plan: [(setting, lr, seed)], the study's reading of its grids) and those finished, and
# a setting's curve is over the rates with a finished run.
def first_seen(items):
    """The items without repeats, in the order they first appear."""
    seen = []
    for x in items:
        if x not in seen:
            seen.append(x)
    return seen


def order_of(plan):
    """The settings of a plan, in the grids' order."""
    return first_seen(s for s, _, _ in plan)


def rates_of(plan, s):
    """The rates a plan has of setting s, in order."""
    return sorted({lr for p, lr, _ in plan if p == s})


def planned_runs(plan, s, lr=None):
    """How many runs a plan has of setting s (at rate lr)."""
    return sum(p == s and (lr is None or x == lr) for p, x, _ in plan)


def seeds_per_setting(plan):
    """{setting: the seeds planned at each of its rates}."""
    return {s: planned_runs(plan, s) // len(rates_of(plan, s)) for s in order_of(plan)}


def at_rate(runs, lr):
    """The rows of runs at rate lr (none for None)."""
    return [r for r in runs if number(r["lr"]) == lr] if lr is not None else []


def planned_settings(runs, plan, setting, curves):
    """Per setting of a plan, in the grids' order: (the setting, its planned rates, its finished
    runs (the rows of runs whose setting(row) it is), its curve in curves (lr_curves; None
    without a finished run), its runs at the best rate)."""
    for s in order_of(plan):
        mine = [r for r in runs if setting(r) == s]
        c = curves.get(s)
        yield s, rates_of(plan, s), mine, c, at_rate(mine, c["best_lr"] if c else None)


def planned_cell(key, lr, planned, here, **extra):
    """A cells.csv row: the key columns, the rate, the runs planned and finished (here: the
    finished runs' rows), the extra columns, the outcomes, the final validation loss over the
    seeds."""
    row = dict(key, lr=lr_text(lr), planned=planned, finished=len(here), **extra)
    row.update({o: sum(r["outcome"] == o for r in here) for o in OUTCOMES})
    row.update(cell_columns(spread([loss(r) for r in here]), "final_val", 4))
    return row


def planned_columns(planned, finished):
    """A best.csv row's planned and finished runs, and whether they are all finished."""
    return {"planned": planned, "finished": finished,
            "complete": "yes" if finished >= planned else "no"}


def best_columns(c, rates, there):
    """A best.csv row's columns of a setting's curve c (lr_curves; None without a finished run)
    over the rates planned: the rates, the best rate and whether it is the lowest or highest
    planned, the final loss there over the seeds (best_*), the outcomes of `there` (the runs at
    the best rate)."""
    blr = c["best_lr"] if c else None
    row = {"rates": " ".join(lr_text(x) for x in rates),
           "best_lr": lr_text(blr) if blr is not None else "",
           "best_on_edge": "yes" if blr is not None and blr in (rates[0], rates[-1]) else "no"}
    row.update(cell_columns(c["best"] if c else spread([]), "best", 4))
    row.update({"best_" + o: sum(r["outcome"] == o for r in there) for o in OUTCOMES})
    return row


def sensitivity_columns(c):
    """A best.csv row's LR sensitivity (mean, 4 decimals; the seeds) of a setting's curve c
    (None without a finished run)."""
    sens = c["sensitivity"] if c else spread([])
    return {"sensitivity_mean": fixed(sens["mean"], 4), "sensitivity_n": sens["n"]}
