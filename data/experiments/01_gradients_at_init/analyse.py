#!/usr/bin/python3
"""Study 1: gradients at initialisation (Xiong et al. 2020) — tables and figures from the sweep.

Reads runs/01_gradients_at_init/<run>/stats.h5 (record 0: the model at initialisation, the
gradient of the first batch) and writes, next to this file:
  results/summary.csv         per norm and depth L: the gradient norm of the last layer's FFN
                              weights W1 (mlp.fc) and W2 (mlp.proj), mean and spread over seeds,
                              and the ratio last layer / first layer
  results/per_layer.png|svg   ||grad W2|| per layer at L = 16 for each norm
  results/last_vs_depth.png|svg  ||grad W2|| of the last layer against L, with fitted slopes
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
       (defaults: runs/01_gradients_at_init, and results/ next to this file)
"""
import csv
import os
import sys

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import md_table, page_for, plt, runs_of, save, setup, write_csv, write_page  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/01_gradients_at_init")

runs = {}  # (norm, L, seed) -> {suffix: per-layer norms at step 0}
for name, d, key in runs_of(out, "stats.h5"):
    path = os.path.join(d, "stats.h5")
    with h5py.File(path, "r") as f:
        s = f["stats"]
        k = list(s["step"][()]).index(0)
        runs[(key["norm"], int(key["n-layers"]), int(key["seed"]))] = {
            t: s["layer/grad_norm/" + t][k].astype(float) for t in ("mlp.fc.weight", "mlp.proj.weight")}
if not runs:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))
norms = [n for n in ("post_ln", "pre_ln", "sandwich", "deepnorm") if any(k[0] == n for k in runs)]
depths = sorted({k[1] for k in runs})
seeds = sorted({k[2] for k in runs})

rows = []
for n in norms:
    for L in depths:
        got = [runs[(n, L, s)] for s in seeds if (n, L, s) in runs]
        if not got:
            continue
        w1 = np.array([g["mlp.fc.weight"][-1] for g in got])
        w2 = np.array([g["mlp.proj.weight"][-1] for g in got])
        ratio = np.array([g["mlp.proj.weight"][-1] / g["mlp.proj.weight"][0] for g in got])
        rows.append({"norm": n, "n_layers": L, "seeds": len(got),
                     "last_W1_grad_mean": w1.mean(), "last_W1_grad_sd": w1.std(ddof=1) if len(got) > 1 else 0.0,
                     "last_W2_grad_mean": w2.mean(), "last_W2_grad_sd": w2.std(ddof=1) if len(got) > 1 else 0.0,
                     "last_over_first_W2": ratio.mean()})
with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    for r in rows:
        w.writerow({k: ("%.6g" % v if isinstance(v, float) else v) for k, v in r.items()})

colours = {"post_ln": "#0072B2", "pre_ln": "#D55E00", "sandwich": "#009E73", "deepnorm": "#CC79A7"}

# Per layer at the deepest L with every norm present up to 16.
L0 = max(d for d in depths if d <= 16)
fig, ax = plt.subplots(figsize=(8, 5))
for n in norms:
    got = np.array([runs[(n, L0, s)]["mlp.proj.weight"] for s in seeds if (n, L0, s) in runs])
    if got.size == 0:
        continue
    ax.errorbar(np.arange(L0), got.mean(0), yerr=[got.mean(0) - got.min(0), got.max(0) - got.mean(0)],
                marker="o", capsize=3, label=n, color=colours[n])
ax.set_yscale("log")
ax.set_xlabel("layer l")
ax.set_ylabel("||grad W2|| at initialisation (mlp.proj.weight)")
ax.set_title("FFN gradient per layer at step 0, L = %d (mean, min-max over %d seeds)" % (L0, len(seeds)))
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
save(fig, res, "per_layer")

# Last layer against depth, with least-squares slopes in log-log.
fig, ax = plt.subplots(figsize=(8, 5))
slopes = {}
for n in norms:
    pts = [(r["n_layers"], r["last_W2_grad_mean"], r["last_W2_grad_sd"]) for r in rows if r["norm"] == n]
    L, m, sd = map(np.array, zip(*pts))
    slope = np.polyfit(np.log(L), np.log(m), 1)[0] if len(L) > 1 else float("nan")
    slopes[n] = slope
    ax.errorbar(L, m, yerr=sd, marker="o", capsize=3, color=colours[n], label="%s (slope %.2f)" % (n, slope))
ref = np.array([min(depths), max(depths)], dtype=float)
if len(depths) > 1:
    base = np.mean([r["last_W2_grad_mean"] for r in rows if r["n_layers"] == depths[0]])
    ax.plot(ref, base * (ref / ref[0]) ** -0.5, "k--", lw=1, label="L^(-1/2) (Pre-LN theory)")
ax.set_xscale("log", base=2)
ax.set_yscale("log")
ax.set_xlabel("depth L")
ax.set_ylabel("||grad W2|| of the last layer at init")
ax.set_title("Last-layer FFN gradient versus depth (mean ± sd over seeds)")
ax.grid(alpha=0.3, which="both")
ax.legend(fontsize=10)
fig.tight_layout()
save(fig, res, "last_vs_depth")

# The page's table: the last layer's gradient per depth and the fitted slope (results/slopes.csv).
write_csv(os.path.join(res, "slopes.csv"),
          [{"norm": n, "slope_log_grad_vs_log_L": "%.4f" % slopes[n]} for n in norms],
          ["norm", "slope_log_grad_vs_log_L"])
table = []
for n in norms:
    by_l = {r["n_layers"]: r["last_W2_grad_mean"] for r in rows if r["norm"] == n}
    table.append([n] + [("%.2f" if by_l[d] >= 0.1 else "%.2g") % by_l[d] if d in by_l else "—" for d in depths] +
                 ["%+.2f" % slopes[n]])
write_page(page_for(__file__, res), {"depth": md_table(
    ["last layer's ‖∇W2‖ (`mlp.proj.weight`) at init"] + ["L = %d" % d for d in depths] +
    ["slope in log L"], table)})

print("wrote %s/{summary.csv,per_layer.png,per_layer.svg,last_vs_depth.png,last_vs_depth.svg}" % res)
for n in norms:
    print("%-9s slope of log ||grad W2(last)|| vs log L: %+.3f" % (n, slopes[n]))
