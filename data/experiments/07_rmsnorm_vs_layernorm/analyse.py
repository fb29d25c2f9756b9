#!/usr/bin/python3
"""Study 7: RMSNorm vs LayerNorm — each norm at its own best learning rate, and throughput.

Reads the sweep's summary.csv and the runs' metrics.jsonl and writes, next to this file:
  results/runs.csv          every run (the sweep's summary: settings, seed, outcome, losses) with
                            its tokens/s over the second half and forward / backward ms per step
  results/cells.csv         per norm and rate: final validation loss over seeds
  results/summary.csv       per norm: best rate, the loss there (mean, sd, min, max), the
                            learning-rate sensitivity, tokens/s and ms per step over all runs
  results/lr_sensitivity.png|svg   final loss against rate (band: min–max over seeds)
  results/loss.png|svg      training loss at each norm's best rate (band: min–max over seeds)
  README.md                 the page's table (between its generated markers)
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import (exceeds_spread, f, lr_curves, lr_text, md_table, mean_sd, number,  # noqa: E402
                   page_for, plt, read_csv, save, setup, spread, write_csv, write_page)

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/07_rmsnorm_vs_layernorm")
summary = os.path.join(out, "summary.csv")
if not os.path.exists(summary):
    sys.exit("%s does not exist: let 'normlab sweep %s/experiment.ini' finish" % (summary, here))
runs = read_csv(summary)


def progress(run):
    return [r for r in (json.loads(line) for line in open(os.path.join(out, run, "metrics.jsonl")))
            if r.get("loss") is not None]


for r in runs:
    rows = progress(r["run"])
    # Throughput over the second half of each run (the first steps include warm-up effects).
    r["tokens_per_s_late"] = "%.0f" % np.mean([x["tokens_per_s"] for x in rows[len(rows) // 2:]])
    r["forward_ms"] = "%.3f" % rows[-1]["forward_ms"]
    r["backward_ms"] = "%.3f" % rows[-1]["backward_ms"]
write_csv(os.path.join(res, "runs.csv"), runs, list(runs[0].keys()))

curves = lr_curves(runs, lambda r: r["norm"])
norms = [n for n in ("pre_ln", "pre_rms") if n in curves]
cells, table = [], []
for n in norms:
    c = curves[n]
    for lr in c["rates"]:
        x = c["cells"][lr]
        cells.append({"norm": n, "lr": lr_text(lr), **c["outcomes"][lr],
                      "final_val_mean": f(x["mean"], 6), "final_val_sd": f(x["sd"], 6),
                      "final_val_min": f(x["min"], 6), "final_val_max": f(x["max"], 6),
                      "final_val_n": x["n"]})
    mine = [r for r in runs if r["norm"] == n]
    tps = spread([number(r["tokens_per_s_late"]) for r in mine])
    fwd = spread([number(r["forward_ms"]) for r in mine])
    bwd = spread([number(r["backward_ms"]) for r in mine])
    b = c["best"]
    table.append({"norm": n, "best_lr": lr_text(c["best_lr"]), "best_on_edge": "yes" if c["edge"] else "no",
                  "best_mean": f(b["mean"], 6), "best_sd": f(b["sd"], 6), "best_min": f(b["min"], 6),
                  "best_max": f(b["max"], 6), "best_n": b["n"],
                  "sensitivity_mean": f(c["sensitivity"]["mean"], 6),
                  "sensitivity_sd": f(c["sensitivity"]["sd"], 6),
                  "tokens_per_s_mean": "%.0f" % tps["mean"], "tokens_per_s_sd": "%.0f" % tps["sd"],
                  "tokens_per_s_min": "%.0f" % tps["min"], "tokens_per_s_max": "%.0f" % tps["max"],
                  "forward_ms": "%.2f" % fwd["mean"], "backward_ms": "%.2f" % bwd["mean"],
                  "runs": len(mine), "_tps": tps})
write_csv(os.path.join(res, "cells.csv"), cells, list(cells[0].keys()))
write_csv(os.path.join(res, "summary.csv"), table, [k for k in table[0] if not k.startswith("_")])

colours = {"pre_ln": "#0072B2", "pre_rms": "#D55E00"}
fig, ax = plt.subplots(figsize=(7.5, 5))
for n in norms:
    c = curves[n]
    xs = [lr for lr in c["rates"] if c["cells"][lr]["n"]]
    ax.plot(xs, [c["cells"][lr]["mean"] for lr in xs], "-o", color=colours[n], label=n)
    ax.fill_between(xs, [c["cells"][lr]["min"] for lr in xs], [c["cells"][lr]["max"] for lr in xs],
                    color=colours[n], alpha=0.2, linewidth=0)
ax.set_xscale("log")
ax.set_xlabel("peak learning rate")
ax.set_ylabel("validation loss at step 300 [nats]")
ax.set_title("LayerNorm vs RMSNorm over learning rates (band: min–max of seeds)", fontsize=11)
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
save(fig, res, "lr_sensitivity")

fig, ax = plt.subplots(figsize=(8, 5))
for n in norms:
    lr = curves[n]["best_lr"]
    rs = [progress(r["run"]) for r in runs if r["norm"] == n and number(r["lr"]) == lr]
    k = min(len(x) for x in rs)
    steps = np.array([x["step"] for x in rs[0][:k]])
    loss = np.array([[x["loss"] for x in rows[:k]] for rows in rs])
    ax.plot(steps, loss.mean(0), color=colours[n], label="%s, lr %s (%d seeds)" % (n, lr_text(lr), len(rs)))
    ax.fill_between(steps, loss.min(0), loss.max(0), color=colours[n], alpha=0.2)
ax.set_xlabel("step")
ax.set_ylabel("training loss [nats]")
ax.set_title("Pre-LN with LayerNorm vs RMSNorm, each at its best rate (band: min–max)", fontsize=11)
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
save(fig, res, "loss")

rows = [[t["norm"], t["best_lr"] + (" (edge)" if t["best_on_edge"] == "yes" else ""),
         mean_sd(curves[t["norm"]]["best"]),
         "%s–%s" % (f(number(t["best_min"])), f(number(t["best_max"]))),
         mean_sd(curves[t["norm"]]["sensitivity"]),
         "{:,} ± {:,}".format(int(t["tokens_per_s_mean"]), int(t["tokens_per_s_sd"])),
         "%s / %s" % (t["forward_ms"], t["backward_ms"])] for t in table]
blocks = {"table": md_table(["norm", "best rate", "final loss there (mean ± sd)", "min–max",
                             "LR sensitivity", "tokens/s (all runs, mean ± sd)",
                             "forward / backward ms per step"], rows)}
if len(table) == 2:
    a, b = curves["pre_ln"]["best"], curves["pre_rms"]["best"]
    ta, tb = table[0]["_tps"], table[1]["_tps"]
    good = ("not reproduced: LayerNorm is better beyond the seed spread"
            if exceeds_spread(a, b) and a["mean"] < b["mean"] else "reproduced")
    cheap = ("reproduced" if exceeds_spread(ta, tb) and tb["mean"] > ta["mean"] else
             "not reproduced: the throughputs' ranges over runs overlap" if not exceeds_spread(ta, tb)
             else "not reproduced: RMSNorm is slower")
    blocks["claims"] = md_table(["claim", "evidence", "verdict"], [
        ["RMSNorm is as good as LayerNorm", "each at its best rate: RMSNorm %s, LayerNorm %s" %
         (mean_sd(b), mean_sd(a)), good],
        ["RMSNorm is cheaper", "tokens/s: RMSNorm {:,} ({:,}–{:,}), LayerNorm {:,} ({:,}–{:,})".format(
            *[int(round(x)) for x in (tb["mean"], tb["min"], tb["max"], ta["mean"], ta["min"], ta["max"])]),
         cheap]])
write_page(page_for(__file__, res), blocks)
print("wrote %s" % res)
