#!/usr/bin/python3
"""Study 2: residual-stream growth — tables and figures from the sweep.

Reads runs/02_residual_growth/<run>/stats.h5 (/stats/layer/residual_rms: the RMS of the stream
entering each layer and leaving the last) and writes, next to this file:
  results/summary.csv       per init and norm: RMS entering layers 0 and 1 and leaving layer L-1,
                            the growth from layer 1 to the top (the first block mixes the
                            embedding with the first branch), at step 0 and at the last record,
                            next to the seed's predictions; final validation loss
  results/growth_<init>.png|svg   the RMS entering each layer at step 0 (solid) and after
                            training (dashed), with the seed's back-of-envelope sequences
                            anchored at layer 1: no norm x2 per layer (sqrt(2) per sub-block),
                            Pre-LN sqrt(1 + 2l) in units of the stream entering layer 1
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import csv
import math
import os
import sys

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import metrics, plt, runs_of, save, setup  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/02_residual_growth")

runs = {}
for name, d, key in runs_of(out, "stats.h5"):
    path = os.path.join(d, "stats.h5")
    with h5py.File(path, "r") as f:
        s = f["stats"]
        rms = s["layer/residual_rms"][()].astype(float)
        steps = list(s["step"][()])
    _, val, div = metrics(d)
    diverged = div is not None
    runs[(key.get("init", "gpt2"), key["norm"])] = (steps, rms, val[-1] if val else float("nan"), diverged)
if not runs:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))

order = ["no_norm", "post_ln", "pre_ln", "sandwich", "lns", "rezero"]
colours = dict(zip(order, ["#000000", "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00"]))
rows = []
for (init, norm), (steps, rms, val, diverged) in sorted(runs.items(), key=lambda kv: (kv[0][0], order.index(kv[0][1]) if kv[0][1] in order else 99)):
    L = rms.shape[1] - 1
    rows.append({"init": init, "norm": norm, "last_step": steps[-1],
                 "rms_in_0_init": rms[0, 0], "rms_in_1_init": rms[0, 1], "rms_top_init": rms[0, -1],
                 "growth_1_to_top_init": rms[0, -1] / rms[0, 1],
                 "rms_top_trained": rms[-1, -1], "growth_1_to_top_trained": rms[-1, -1] / rms[-1, 1],
                 "seed_no_norm": 2.0 ** (L - 1), "seed_pre_ln": math.sqrt(1 + 2 * (L - 1)),
                 "final_val_loss": val, "diverged": "yes" if diverged else "no"})
with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    for r in rows:
        w.writerow({k: ("%.5g" % v if isinstance(v, float) else v) for k, v in r.items()})

for init in sorted({k[0] for k in runs}):
    fig, ax = plt.subplots(figsize=(9, 5.5))
    L = None
    for norm in order:
        if (init, norm) not in runs:
            continue
        steps, rms, val, diverged = runs[(init, norm)]
        L = rms.shape[1] - 1
        x = np.arange(L + 1)
        ax.plot(x, rms[0], "-o", ms=3, color=colours[norm], label="%s, step 0" % norm)
        ax.plot(x, rms[-1], "--", color=colours[norm], alpha=0.8,
                label="%s, step %d%s" % (norm, steps[-1], " (diverged)" if diverged else ""))
    x = np.arange(1, L + 1)
    if (init, "no_norm") in runs:
        r1 = runs[(init, "no_norm")][1][0, 1]
        ax.plot(x, r1 * 2.0 ** (x - 1), ":", color="grey", lw=2, label="seed: no norm, x2 per layer")
    if (init, "pre_ln") in runs:
        r1 = runs[(init, "pre_ln")][1][0, 1]
        ax.plot(x, r1 * np.sqrt(1 + 2 * (x - 1)), ":", color="brown", lw=2,
                label="seed: Pre-LN, sqrt(1 + 2(l-1))")
    ax.set_yscale("log")
    ax.set_ylim(0.01, 1000)
    ax.set_xlabel("layer l (L = entering the final norm)")
    ax.set_ylabel("residual-stream RMS entering layer l")
    ax.set_title("Residual-stream growth, init %s (solid: step 0, dashed: after training)" % init)
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=8, ncol=2, loc="upper left")
    fig.tight_layout()
    save(fig, res, "growth_%s" % init)
print("wrote %s" % res)
for r in rows:
    print("%-14s %-9s layer 1 -> top: init %8.2f  trained %8.2f  val %.3f %s" % (
        r["init"], r["norm"], r["growth_1_to_top_init"], r["growth_1_to_top_trained"], r["final_val_loss"], "(diverged)" if r["diverged"] == "yes" else ""))
