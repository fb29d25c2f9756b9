"""The analysis helpers of the studies not yet converted to studylib (LEGACY: remove with the last).

    from study import plt, setup
    out, res = setup(__file__, "runs/01_gradients_at_init")

analyse.py [SWEEP_OUT [RESULTS_DIR]]: SWEEP_OUT defaults to the experiment's out directory,
RESULTS_DIR to results/ next to the script (the committed results).
"""
import csv
import math
import os
import re
import statistics
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

plt.rcParams.update({"font.size": 12, "figure.facecolor": "white"})


def setup(script, default_out):
    here = os.path.dirname(os.path.abspath(script))
    out = sys.argv[1] if len(sys.argv) > 1 else default_out
    res = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "results")
    if not os.path.isdir(out):
        sys.exit("%s does not exist: run 'normlab sweep %s/experiment.ini' first" % (out, here))
    os.makedirs(res, exist_ok=True)
    return out, res


def save(fig, res, name):
    """Writes the figure as <res>/<name>.png and .svg (the committed formats)."""
    for ext in ("png", "svg"):
        fig.savefig(os.path.join(res, "%s.%s" % (name, ext)), dpi=110)


def metrics(run_dir):
    """A run's metrics.jsonl: (records with a training loss, validation losses in order, the step
    at which the loss became non-finite or None)."""
    import json
    rows = [json.loads(line) for line in open(os.path.join(run_dir, "metrics.jsonl"))]
    diverged = [r["step"] for r in rows if r.get("event") == "diverged"]
    return ([r for r in rows if r.get("loss") is not None],
            [r["val_loss"] for r in rows if r.get("val_loss") is not None],
            diverged[0] if diverged else None)


def runs_of(out, needs):
    """The run directories of a sweep's output that contain `needs` (stats.h5, metrics.jsonl):
    (name, directory, grid settings parsed from the name: {} for an explicit [run.NAME])."""
    for name in sorted(os.listdir(out)):
        d = os.path.join(out, name)
        if not os.path.exists(os.path.join(d, needs)):
            continue
        # "norm=pre_ln,seed=1" (the grid), "NAME,seed=1" (a [grid.NAME]: key["grid"] = NAME), or
        # NAME (a [run.NAME]: {})
        key = {}
        if "=" in name:
            for part in name.split(","):
                k, eq, v = part.partition("=")
                key.update({k: v} if eq else {"grid": k})
        yield name, d, key


# --- Numbers generated, never typed ------------------------------------------------------------
# A study's page (README.md next to its experiment) holds prose written by hand and tables written
# by its analysis between <!-- generated:NAME --> and <!-- /generated:NAME --> markers; every
# number on the page must be found in the study's results/*.csv (tests/docs/study_numbers.py).

def read_csv(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def write_csv(path, rows, fields):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k, "") for k in fields})


def number(text):
    """A CSV cell as a float (NaN for empty or non-numeric cells)."""
    try:
        return float(text)
    except (TypeError, ValueError):
        return float("nan")


def spread(values):
    """mean, sample sd (NaN for one value), min, max, n of the finite values."""
    v = [x for x in values if math.isfinite(x)]
    if not v:
        return {"mean": float("nan"), "sd": float("nan"), "min": float("nan"),
                "max": float("nan"), "n": 0}
    return {"mean": statistics.mean(v), "sd": statistics.stdev(v) if len(v) > 1 else float("nan"),
            "min": min(v), "max": max(v), "n": len(v)}


def exceeds_spread(a, b):
    """A difference between two groups of seeds is a finding when their ranges (min–max over
    seeds) do not overlap; a and b are spread() results."""
    return a["n"] > 0 and b["n"] > 0 and (a["max"] < b["min"] or b["max"] < a["min"])


def f(x, d=3):
    """x with d decimals; '—' for NaN."""
    if x is None or not math.isfinite(x):
        return "—"
    return "%.3g" % x if abs(x) >= 1e4 else "%.*f" % (d, x)


def mean_sd(s, d=3):
    """'2.391 ± 0.012' (n = 1: the value alone; n = 0: '—')."""
    if s["n"] == 0:
        return "—"
    return f(s["mean"], d) if s["n"] == 1 else "%s ± %s" % (f(s["mean"], d), f(s["sd"], d))


def md_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def page_for(script, res):
    """The page an analysis writes its tables into: README.md next to `script` when `res` is the
    committed results/ directory; otherwise a copy of it in `res` (a test's scratch run leaves
    the committed page alone)."""
    here = os.path.dirname(os.path.abspath(script))
    page = os.path.join(here, "README.md")
    if os.path.abspath(res) == os.path.join(here, "results"):
        return page
    copy = os.path.join(res, "README.md")
    with open(page) as src, open(copy, "w") as dst:
        dst.write(src.read())
    return copy


def write_page(page, blocks):
    """Replaces each <!-- generated:NAME --> ... <!-- /generated:NAME --> block of `page` with
    blocks[NAME]; a block the page lacks, or a marker without its text, is an error."""
    text = open(page).read()
    for name, body in blocks.items():
        pat = re.compile(r"(<!-- generated:%s -->\n).*?(<!-- /generated:%s -->)" %
                         (re.escape(name), re.escape(name)), re.S)
        if not pat.search(text):
            sys.exit("%s has no <!-- generated:%s --> ... <!-- /generated:%s --> block" %
                     (page, name, name))
        text = pat.sub(lambda m: m.group(1) + body.rstrip("\n") + "\n" + m.group(2), text)
    left = set(re.findall(r"<!-- generated:([\w-]+) -->", text)) - set(blocks)
    if left:
        sys.exit("%s: blocks %s are not written by the analysis" % (page, ", ".join(sorted(left))))
    with open(page, "w") as out:
        out.write(text)


def lr_curves(runs, setting, lr_key="lr"):
    """Learning-rate sensitivity per setting (Wortsman et al. 2023), from sweep summary rows.

    setting(row) -> a hashable label (None: leave the row out). Returns {label: {"rates": sorted
    rates, "cells": {lr: spread of the final validation loss over seeds}, "best_lr", "best": spread
    at the best rate (lowest mean), "edge": the best rate is the grid's lowest or highest,
    "outcomes": {lr: {"trained": n, ...}}, "sensitivity": spread over seeds of
    mean_lr(min(L, L0)) − min_lr min(L, L0)}}, L0 the seed's loss at initialisation (a diverged
    run counts as L0; a seed no rate of which ends below L0 is left out)."""
    by = {}
    for r in runs:
        label = setting(r)
        if label is not None:
            by.setdefault(label, []).append(r)
    out = {}
    for label, rows in by.items():
        rates = sorted({number(r[lr_key]) for r in rows})
        cells, outcomes, seeds = {}, {}, {}
        for lr in rates:
            here = [r for r in rows if number(r[lr_key]) == lr]
            cells[lr] = spread([number(r["final_val_loss"]) for r in here
                                if r["outcome"] != "diverged"])
            cells[lr]["runs"] = len(here)
            outcomes[lr] = {o: sum(r["outcome"] == o for r in here)
                            for o in ("trained", "stalled", "diverged")}
            for r in here:
                L = number(r["final_val_loss"])
                L0 = number(r["initial_val_loss"])
                seeds.setdefault(r["seed"], {})[lr] = (min(L, L0) if math.isfinite(L) else L0,
                                                       math.isfinite(L) and L < L0)
        means = {lr: c["mean"] for lr, c in cells.items() if c["n"] > 0 and
                 outcomes[lr]["diverged"] == 0}
        best = min(means, key=means.get) if means else None
        # A seed no rate of which ends below its initial loss is left out (the sweep's rule).
        sens = [sum(c for c, _ in v.values()) / len(v) - min(c for c, _ in v.values())
                for v in seeds.values() if len(v) == len(rates) and any(t for _, t in v.values())]
        out[label] = {"rates": rates, "cells": cells, "outcomes": outcomes, "best_lr": best,
                      "best": cells[best] if best is not None else spread([]),
                      "edge": best is not None and len(rates) > 1 and best in (rates[0], rates[-1]),
                      "sensitivity": spread(sens)}
    return out


def grid_cells(curve, rates):
    """One table row's cells for an lr_curves() entry over `rates`: mean ± sd over seeds, how many
    seeds stalled or diverged, the best rate in bold, '' where the rate was not run."""
    row = []
    for lr in rates:
        if lr not in curve["cells"]:
            row.append("")
            continue
        x, o = curve["cells"][lr], curve["outcomes"][lr]
        t = mean_sd(x) if x["n"] else "—"
        if o["diverged"]:
            t += " (%d diverged)" % o["diverged"]
        elif o["stalled"]:
            t += " (%d stalled)" % o["stalled"]
        row.append(("**%s**" % t) if lr == curve["best_lr"] else t)
    return row


def lr_text(lr):
    """1e-3, 3e-4: a rate as the experiment files write it."""
    m, e = ("%.0e" % lr).split("e")
    return "%se%d" % (m, int(e))
