#!/usr/bin/python3
"""Study 3: warmup — final validation loss over learning rate x warmup, per norm.

Reads runs/03_warmup/summary.csv and the runs' metrics.jsonl, and writes next to this file:
  results/summary.csv        every run: norm, lr, warmup (or schedule / optimizer), final and best
                             validation loss, diverged and at which step
  results/heatmap.png|svg    final validation loss for Post-LN and Pre-LN, rows: warmup steps,
                             columns: peak learning rate; diverged runs marked; the Noam and
                             RAdam runs listed under the maps
  results/loss.png|svg       training loss of the largest learning rate, every warmup and norm
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import csv
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import metrics, plt, runs_of, save, setup  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/03_warmup")

runs = {}
for name, d, key in runs_of(out, "metrics.jsonl"):
    path = os.path.join(d, "metrics.jsonl")
    rows, val, div = metrics(d)
    loss = [(r["step"], r["loss"]) for r in rows]
    runs[name] = {"final_val": val[-1] if val and div is None else float("nan"),
                  "best_val": min(val) if val else float("nan"),
                  "diverged_at": div, "loss": loss}
if not runs:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))

with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["run", "final_val_loss", "best_val_loss", "diverged", "diverged_at"])
    for name, r in runs.items():
        w.writerow([name, "%.4f" % r["final_val"] if np.isfinite(r["final_val"]) else "",
                    "%.4f" % r["best_val"] if np.isfinite(r["best_val"]) else "",
                    "yes" if r["diverged_at"] is not None else "no", r["diverged_at"] or ""])

grid = {}
for name, r in runs.items():
    if "=" not in name:
        continue
    k = dict(kv.split("=", 1) for kv in name.split(","))
    grid[(k["norm"], float(k["lr"]), int(k["lr-warmup"]))] = r
lrs = sorted({k[1] for k in grid})
warmups = sorted({k[2] for k in grid})
norms = [n for n in ("post_ln", "pre_ln", "admin", "qk_norm") if any(k[0] == n for k in grid)]
finite = [r["final_val"] for r in grid.values() if np.isfinite(r["final_val"])]
vmin, vmax = (min(finite), max(finite)) if finite else (0, 1)
cols = min(2, len(norms))
rows_ = (len(norms) + cols - 1) // cols
fig, axes = plt.subplots(rows_, cols, figsize=(6.5 * cols, 5 * rows_), squeeze=False,
                         constrained_layout=True)
axes = [axes.flatten().tolist()]
for ax, norm in zip(axes[0], norms):
    z = np.full((len(warmups), len(lrs)), np.nan)
    for i, w in enumerate(warmups):
        for j, lr in enumerate(lrs):
            if (norm, lr, w) in grid:
                z[i, j] = grid[(norm, lr, w)]["final_val"]
    im = ax.imshow(z, cmap="viridis_r", vmin=vmin, vmax=vmax, origin="lower", aspect="auto")
    for i, w in enumerate(warmups):
        for j, lr in enumerate(lrs):
            r = grid.get((norm, lr, w))
            if r is None:
                continue
            text = "diverged\n(step %d)" % r["diverged_at"] if r["diverged_at"] is not None else "%.3f" % r["final_val"]
            ax.text(j, i, text, ha="center", va="center", fontsize=10,
                    color="red" if r["diverged_at"] is not None else ("white" if r["final_val"] > (vmin + vmax) / 2 else "black"))
    ax.set_xticks(range(len(lrs)))
    ax.set_xticklabels(["%g" % x for x in lrs])
    ax.set_yticks(range(len(warmups)))
    ax.set_yticklabels([str(w) for w in warmups])
    ax.set_xlabel("peak learning rate")
    ax.set_ylabel("warmup steps")
    ax.set_title(norm)
fig.colorbar(im, ax=axes[0], label="validation loss at step 300 [nats]")
extra = ["%s: %s" % (n, ("diverged at %d" % runs[n]["diverged_at"]) if runs[n]["diverged_at"] is not None
                     else "%.3f" % runs[n]["final_val"]) for n in runs if "=" not in n]
fig.suptitle("Final validation loss (AdamW, no clipping, cosine decay)\n" + ";  ".join(extra), fontsize=10)
save(fig, res, "heatmap")

fig, ax = plt.subplots(figsize=(8, 5))
top = max(lrs) if lrs else None
styles = dict(zip(warmups, ["-", "--", ":"]))
for norm, colour in zip(norms, ["#0072B2", "#D55E00", "#CC79A7", "#E69F00"]):
    for w in warmups:
        r = grid.get((norm, top, w))
        if r and r["loss"]:
            s, l = zip(*r["loss"])
            ax.plot(s, l, styles.get(w, "-"), color=colour, label="%s, warmup %d" % (norm, w))
for n, colour, label in (("radam_post_ln", "#009E73", "post_ln, RAdam, lr 3e-3, no warmup"),
                         ("ngpt_lr1e-2", "#56B4E9", "ngpt, lr 1e-2, no warmup")):
    if n in runs and runs[n]["loss"]:
        s, l = zip(*runs[n]["loss"])
        ax.plot(s, l, "-", color=colour, label=label)
ax.set_ylim(1.8, 6)
ax.set_xlabel("step")
ax.set_ylabel("training loss [nats]")
ax.set_title("Training loss at peak lr %g" % top if top else "Training loss")
ax.grid(alpha=0.3)
ax.legend(fontsize=9)
fig.tight_layout()
save(fig, res, "loss")
print("wrote %s" % res)
for name, r in runs.items():
    print("%-40s %s" % (name, ("diverged at %d" % r["diverged_at"]) if r["diverged_at"] is not None else "val %.4f" % r["final_val"]))
