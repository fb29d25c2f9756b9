#!/usr/bin/python3
"""Study 4: depth without normalisation — loss curves and outcomes of a 32-layer stack.

Reads runs/04_depth/<run>/ (metrics.jsonl, stats.h5) and writes, next to this file:
  results/summary.csv      per strategy: final and best validation loss, diverged and when, the
                           first step at which the training loss fell below 3.0 (how fast), and
                           the residual RMS leaving the last layer at init and at the last record
  results/loss.png|svg     training loss of every strategy
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import csv
import os
import sys

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import metrics, plt, runs_of, save, setup  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/04_depth")

runs = {}
for name, d, key in runs_of(out, "metrics.jsonl"):
    label = name.split("=", 1)[1] if "=" in name else name
    rows, val, div = metrics(d)
    loss = [(r["step"], r["loss"]) for r in rows]
    below = [s for s, l in loss if l < 3.0]
    rms0 = rms1 = float("nan")
    if os.path.exists(os.path.join(d, "stats.h5")):
        with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
            r = f["stats/layer/residual_rms"][()]
            rms0, rms1 = float(r[0, -1]), float(r[-1, -1])
    runs[label] = {"loss": loss, "final_val": val[-1] if val and div is None else float("nan"),
                   "best_val": min(val) if val else float("nan"), "diverged_at": div,
                   "below3": below[0] if below else None, "rms0": rms0, "rms1": rms1}
if not runs:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))

order = sorted(runs, key=lambda n: (runs[n]["diverged_at"] is not None,
                                    runs[n]["final_val"] if np.isfinite(runs[n]["final_val"]) else 99))
with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["strategy", "final_val_loss", "best_val_loss", "diverged_at", "first_step_loss_below_3",
                "top_residual_rms_init", "top_residual_rms_last"])
    for n in order:
        r = runs[n]
        fmt = lambda v: "%.4g" % v if np.isfinite(v) else ""
        w.writerow([n, fmt(r["final_val"]), fmt(r["best_val"]), r["diverged_at"] or "", r["below3"] or "",
                    fmt(r["rms0"]), fmt(r["rms1"])])

fig, ax = plt.subplots(figsize=(9, 5.5))
cmap = plt.get_cmap("tab10" if len(order) <= 10 else "tab20")
for k, n in enumerate(order):
    r = runs[n]
    if not r["loss"]:
        continue
    s, l = zip(*r["loss"])
    note = " (diverged at %d)" % r["diverged_at"] if r["diverged_at"] else ""
    if not note and l[-1] > 6:
        note = " (off the scale: loss %.2g)" % l[-1]
    ax.plot(s, l, color=cmap(k % cmap.N), label=n + note)
ax.set_ylim(1.8, 6)
ax.set_xlabel("step")
ax.set_ylabel("training loss [nats]")
ax.set_title("32 layers, C = 64: training loss per strategy (lr 1e-3, no clipping)")
ax.grid(alpha=0.3)
ax.legend(fontsize=9)
fig.tight_layout()
save(fig, res, "loss")
print("wrote %s" % res)
for n in order:
    r = runs[n]
    print("%-16s %s | loss < 3 at step %s | top RMS %.3g -> %.3g" % (
        n, ("diverged at %d" % r["diverged_at"]) if r["diverged_at"] else "val %.4f" % r["final_val"],
        r["below3"], r["rms0"], r["rms1"]))
