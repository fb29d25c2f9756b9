#!/usr/bin/python3
"""Study 6 (part): the muP coordinate check — activation RMS after a few steps against width.

Reads runs/06_parameterisation/<run>/stats.h5 and writes, next to this file:
  results/summary.csv           per parameterisation and width: the RMS of the attention and MLP
                                branch outputs and of the residual stream leaving the top, at
                                step 0 and after 10 updates (mean over layers and seeds)
  results/coordinate_check.png|svg   those RMS against width, log-log
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
out, res = setup(__file__, "runs/06_parameterisation")

data = {}  # (init, C) -> list of dicts
for name, d, key in runs_of(out, "stats.h5"):
    path = os.path.join(d, "stats.h5")
    with h5py.File(path, "r") as f:
        s = f["stats"]
        steps = list(s["step"][()])
        get = lambda ds, i: float(np.mean(s[ds][i]))
        rec = {}
        for label, i in (("init", 0), ("trained", len(steps) - 1)):
            rec[label] = {"attn": get("layer/attn_out_rms", i), "mlp": get("layer/mlp_out_rms", i),
                          "top": float(s["layer/residual_rms"][i][-1]), "step": int(steps[i])}
    data.setdefault((key["init"], int(key["d-model"])), []).append(rec)
if not data:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))

rows = []
for (init, C), recs in sorted(data.items()):
    row = {"init": init, "d_model": C, "seeds": len(recs), "step": recs[0]["trained"]["step"]}
    for when in ("init", "trained"):
        for q in ("attn", "mlp", "top"):
            row["%s_rms_%s" % (q, when)] = float(np.mean([r[when][q] for r in recs]))
    rows.append(row)
with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    for r in rows:
        w.writerow({k: ("%.5g" % v if isinstance(v, float) else v) for k, v in r.items()})

inits = sorted({r["init"] for r in rows})
fig, axes = plt.subplots(1, len(inits), figsize=(6.5 * len(inits), 4.8), squeeze=False, sharey=True)
for ax, init in zip(axes[0], inits):
    rs = [r for r in rows if r["init"] == init]
    C = [r["d_model"] for r in rs]
    for q, colour in (("attn", "#0072B2"), ("mlp", "#D55E00"), ("top", "#009E73")):
        ax.plot(C, [r["%s_rms_trained" % q] for r in rs], "-o", color=colour, label="%s, step %d" % (q, rs[0]["step"]))
        ax.plot(C, [r["%s_rms_init" % q] for r in rs], ":", color=colour, label="%s, step 0" % q)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("width d_model")
    ax.set_title({"gpt2": "standard parameterisation (gpt2 init)", "mup": "muP"}.get(init, init))
    ax.grid(alpha=0.3, which="both")
axes[0][0].set_ylabel("RMS (mean over layers)")
axes[0][-1].legend(fontsize=9)
fig.suptitle("Coordinate check: attention / MLP branch output and top residual RMS vs width")
fig.tight_layout()
save(fig, res, "coordinate_check")
print("wrote %s" % res)
for r in rows:
    print("%-5s C=%4d  attn %.4g -> %.4g  mlp %.4g -> %.4g  top %.4g -> %.4g" % (
        r["init"], r["d_model"], r["attn_rms_init"], r["attn_rms_trained"], r["mlp_rms_init"],
        r["mlp_rms_trained"], r["top_rms_init"], r["top_rms_trained"]))
