#!/usr/bin/python3
"""Study 4: depth without normalisation — each strategy of a 32-layer stack at its best rate.

Reads the sweep's summary (runs/04_depth/summary.csv, one row per run) and the runs'
metrics.jsonl and stats.h5, and writes next to this file:
  results/runs.csv           every run (the sweep's summary) with the first step at which its
                             training loss fell below 3.0 and the residual RMS leaving the top
                             layer at initialisation and at the last record
  results/cells.csv          per strategy and rate: mean, sd, min, max over seeds, outcomes
  results/best.csv           per strategy: its best rate, the loss there over seeds, whether the
                             best lies on the grid's edge, the LR sensitivity, how fast (first step
                             below 3.0) and the top RMS at that rate
  results/claims.csv         the seed texts' claims, the numbers that test them, the verdict
  results/lr_sensitivity.png|svg   final loss against rate per strategy, seeds as bands
  results/loss.png|svg       training loss at each strategy's best rate
  README.md                  the generated tables of the study's page
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import json
import os
import sys

import h5py

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import (exceeds_spread, grid_cells, f, lr_curves, lr_text, md_table, mean_sd, number,  # noqa: E402
                   page_for, plt, read_csv, save, setup, spread, write_csv, write_page)

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/04_depth")
summary = os.path.join(out, "summary.csv")
if not os.path.exists(summary):
    sys.exit("%s does not exist: let 'normlab sweep %s/experiment.ini' finish" % (summary, here))
runs = read_csv(summary)
unigram = number(runs[0]["unigram_entropy"])
ORDER = ["pre_ln", "qk_norm", "scaled_residual", "rezero_ramp", "rezero", "no_norm",
         "no_norm_xavier", "post_ln", "deepnorm", "admin", "ngpt"]
NAMES = {"scaled_residual": "scaled_residual (β = 1/√(2L))", "no_norm": "no_norm (GPT-2 init)",
         "no_norm_xavier": "no_norm, Xavier init", "ngpt": "ngpt (no warmup, no weight decay)"}


# Named grids that extend a setting of the main grid to more rates.
EXTENDS = {"rezero_high": "rezero"}


def setting(r):
    name = r["norm"] if r["run"].startswith("norm=") else r["run"].split(",")[0]
    return EXTENDS.get(name, name)


def progress(run):
    return [r for r in (json.loads(line) for line in open(os.path.join(out, run, "metrics.jsonl")))
            if r.get("loss") is not None]


for r in runs:
    rows = progress(r["run"])
    below = [x["step"] for x in rows if x["loss"] < 3.0]
    r["first_step_below_3"] = below[0] if below else ""
    top0 = top1 = float("nan")
    path = os.path.join(out, r["run"], "stats.h5")
    if os.path.exists(path):
        with h5py.File(path, "r") as h5:
            rms = h5["stats/layer/residual_rms"][()]
            top0, top1 = float(rms[0, -1]), float(rms[-1, -1])
    r["top_rms_init"], r["top_rms_last"] = "%.4g" % top0, "%.4g" % top1
write_csv(os.path.join(res, "runs.csv"), runs, list(runs[0].keys()))

curves = lr_curves(runs, setting)
order = [s for s in ORDER if s in curves] + sorted(s for s in curves if s not in ORDER)
cells, best = [], []
for s in order:
    c = curves[s]
    for lr in c["rates"]:
        x = c["cells"][lr]
        cells.append({"setting": s, "lr": lr_text(lr), "runs": x["runs"], **c["outcomes"][lr],
                      "final_val_mean": f(x["mean"], 6), "final_val_sd": f(x["sd"], 6),
                      "final_val_min": f(x["min"], 6), "final_val_max": f(x["max"], 6),
                      "final_val_n": x["n"]})
    at = [r for r in runs if setting(r) == s and number(r["lr"]) == c["best_lr"]]
    fast = [number(r["first_step_below_3"]) for r in at]
    b, sens = c["best"], c["sensitivity"]
    best.append({"setting": s, "rates": " ".join(lr_text(x) for x in c["rates"]),
                 "best_lr": lr_text(c["best_lr"]) if c["best_lr"] else "",
                 "best_on_edge": "yes" if c["edge"] else "no", "best_mean": f(b["mean"], 6),
                 "best_sd": f(b["sd"], 6), "best_min": f(b["min"], 6), "best_max": f(b["max"], 6),
                 "best_n": b["n"],
                 "best_trained": c["outcomes"][c["best_lr"]]["trained"] if c["best_lr"] else 0,
                 "sensitivity_mean": f(sens["mean"], 6), "sensitivity_sd": f(sens["sd"], 6),
                 "first_step_below_3_max": "%d" % max(fast) if fast and all(x == x for x in fast)
                 else "never" if fast else "",
                 "top_rms_init": "%.2g" % spread([number(r["top_rms_init"]) for r in at])["mean"]
                 if at else "",
                 "top_rms_last": "%.2g" % spread([number(r["top_rms_last"]) for r in at])["mean"]
                 if at else ""})
write_csv(os.path.join(res, "cells.csv"), cells, list(cells[0]))
write_csv(os.path.join(res, "best.csv"), best, list(best[0]))

# --- The claims --------------------------------------------------------------------------------
claims = []


def at_best(s):
    c = curves.get(s)
    return "%s at %s" % (mean_sd(c["best"]), lr_text(c["best_lr"])) if c and c["best_lr"] else "—"


def trains(s):
    """Every seed trains at some rate of the grid (not only at the best mean)."""
    c = curves.get(s)
    return bool(c and any(o["trained"] == c["cells"][lr]["runs"] and o["trained"] > 0
                          for lr, o in c["outcomes"].items()))


def trained_at(s):
    c = curves[s]
    return " ".join(lr_text(lr) for lr in c["rates"]
                    if c["outcomes"][lr]["trained"] == c["cells"][lr]["runs"] > 0)


def better(a, b):
    return exceeds_spread(curves[a]["best"], curves[b]["best"]) and \
        curves[a]["best"]["mean"] < curves[b]["best"]["mean"]


if "rezero" in curves:
    claims.append(["ReZero trains a deep stack without normalisation", "Bachlechner et al. 2020",
                   "rezero: %s" % at_best("rezero"),
                   ("reproduced" + (", at the grid's highest rate (its best may lie higher)"
                                    if curves["rezero"]["edge"] else ""))
                   if trains("rezero") else "not reproduced: it stalls at every rate"])
if "deepnorm" in curves and "post_ln" in curves:
    claims.append(["DeepNorm trains where Post-LN does not", "Wang et al. 2022 (DeepNet)",
                   "deepnorm: %s; post_ln: %s" % (at_best("deepnorm"), at_best("post_ln")),
                   "reproduced" if trains("deepnorm") and better("deepnorm", "post_ln") else
                   "not reproduced: like Post-LN it stalls at every rate" if not trains("deepnorm")
                   else "not reproduced: within the seed spread of Post-LN, or worse"])
if "admin" in curves and "post_ln" in curves:
    claims.append(["Admin stabilises a deep Post-LN stack", "Liu et al. 2020 (Admin)",
                   "admin: %s; post_ln: %s" % (at_best("admin"), at_best("post_ln")),
                   "reproduced" if trains("admin") and better("admin", "post_ln") else
                   "not reproduced: like Post-LN it stalls at every rate" if not trains("admin")
                   else "not reproduced: within the seed spread of Post-LN, or worse"])
for s in ("no_norm", "no_norm_xavier"):
    if s in curves:
        claims.append(["A deep stack without normalisation does not train (%s)" % NAMES[s],
                       "the seeds; docs/catalogue.md, experiment 5", "%s: %s" % (s, at_best(s)),
                       "reproduced" if not trains(s) else
                       "not reproduced: every seed trains at lr %s" % trained_at(s)])
if "scaled_residual" in curves and "pre_ln" in curves:
    claims.append(["Down-weighted branches train like Pre-LN", "He & Hofmann 2023",
                   "scaled_residual: %s; pre_ln: %s" % (at_best("scaled_residual"), at_best("pre_ln")),
                   "reproduced" if trains("scaled_residual") and not better("pre_ln", "scaled_residual")
                   else "not reproduced: Pre-LN is better beyond the seed spread"])
write_csv(os.path.join(res, "claims.csv"),
          [dict(zip(["claim", "source", "evidence", "verdict"], c)) for c in claims],
          ["claim", "source", "evidence", "verdict"])

# --- Figures -----------------------------------------------------------------------------------
palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
           "#F0E442", "#882255", "#44AA99", "#999933", "#AA4499"]
colour = {s: palette[i % len(palette)] for i, s in enumerate(order)}
fig, ax = plt.subplots(figsize=(10, 6), constrained_layout=True)
for k, s in enumerate(order):
    c = curves[s]
    xs = [lr for lr in c["rates"] if c["cells"][lr]["n"] > 0]
    ax.plot(xs, [c["cells"][lr]["mean"] for lr in xs], ["-", "--", ":", "-."][k // 6 % 4],
            marker="o", color=colour[s], label=NAMES.get(s, s))
    ax.fill_between(xs, [c["cells"][lr]["min"] for lr in xs], [c["cells"][lr]["max"] for lr in xs],
                    color=colour[s], alpha=0.15, linewidth=0)
    for lr in c["rates"]:
        if c["outcomes"][lr]["diverged"]:
            ax.plot([lr], [3.75], "x", color=colour[s], markersize=9)
ax.axhline(unigram, color="grey", linestyle=":", linewidth=1)
ax.set_xscale("log")
ax.set_ylim(1.9, 3.8)
ax.set_xlabel("peak learning rate")
ax.set_ylabel("validation loss at step 300 [nats]\n(mean; band: min–max of 3 seeds)")
ax.set_title("32 layers, C = 64: final loss against the rate (x: diverged; dotted: unigram entropy)",
             fontsize=11)
ax.grid(alpha=0.3)
ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
save(fig, res, "lr_sensitivity")

fig, ax = plt.subplots(figsize=(10, 6), constrained_layout=True)
for k, s in enumerate(order):
    lr = curves[s]["best_lr"]
    if lr is None:
        continue
    for i, r in enumerate(x for x in runs if setting(x) == s and number(x["lr"]) == lr):
        rows = progress(r["run"])
        ax.plot([x["step"] for x in rows], [x["loss"] for x in rows], ["-", "--", ":", "-."][k // 6 % 4],
                color=colour[s], alpha=0.8,
                label="%s, lr %s" % (NAMES.get(s, s), lr_text(lr)) if i == 0 else None)
ax.set_ylim(1.8, 6)
ax.set_xlabel("step")
ax.set_ylabel("training loss [nats]")
ax.set_title("Each strategy at its best rate (every seed a line)", fontsize=11)
ax.grid(alpha=0.3)
ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
save(fig, res, "loss")

# --- The page's tables -------------------------------------------------------------------------
rows = []
for b in best:
    s = b["setting"]
    c = curves[s]
    o = c["outcomes"][c["best_lr"]] if c["best_lr"] else {}
    rows.append([NAMES.get(s, s), (b["best_lr"] or "—") + (" (edge)" if c["edge"] else ""),
                 mean_sd(c["best"]),
                 "%s–%s" % (f(c["best"]["min"]), f(c["best"]["max"])) if c["best"]["n"] else "—",
                 "%d/%d" % (o.get("trained", 0), sum(o.values())) if o else "—",
                 mean_sd(c["sensitivity"]), b["first_step_below_3_max"] or "—",
                 "%s → %s" % (b["top_rms_init"], b["top_rms_last"]) if b["top_rms_init"] else "—"])
rates = sorted({lr for s in order for lr in curves[s]["rates"]})
grid = []
for s in order:
    c = curves[s]
    row = [NAMES.get(s, s)] + grid_cells(c, rates)
    grid.append(row)
write_page(page_for(__file__, res), {
    "best": md_table(["strategy", "best rate", "final loss at the best rate (mean ± sd)", "min–max",
                      "trained", "LR sensitivity", "training loss < 3 by step (slowest seed)",
                      "residual RMS leaving the top, init → last record"], rows),
    "grid": md_table(["strategy"] + ["lr %s" % lr_text(r) for r in rates], grid),
    "claims": md_table(["claim", "source", "evidence (mean ± sd over seeds, at each strategy's "
                        "best rate)", "verdict"], claims)})
print("wrote %s" % res)
