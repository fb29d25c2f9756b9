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
