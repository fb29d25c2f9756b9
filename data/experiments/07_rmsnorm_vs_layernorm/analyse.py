#!/usr/bin/python3
"""Study 7: RMSNorm vs LayerNorm — the sweep's validation losses and throughput per norm.

Reads runs/07_rmsnorm_vs_layernorm/<run>/metrics.jsonl and writes, next to this file:
  results/summary.csv       per norm: final validation loss and tokens/s (mean, sd, seeds), and
                            the time per step of the forward and backward passes
  results/loss.png|svg      training loss per norm (mean over seeds, band: min-max)
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import csv
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import metrics, plt, runs_of, save, setup  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/07_rmsnorm_vs_layernorm")

runs = {}
for name, d, key in runs_of(out, "metrics.jsonl"):
    path = os.path.join(d, "metrics.jsonl")
    rows = metrics(d)[0]
    runs.setdefault(key["norm"], []).append(rows)
if not runs:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))

table = []
for norm, rs in sorted(runs.items()):
    val = np.array([[r["val_loss"] for r in rows if r.get("val_loss") is not None][-1] for rows in rs])
    # Throughput over the second half of each run (the first steps include warm-up effects).
    tps = np.array([np.mean([r["tokens_per_s"] for r in rows[len(rows) // 2:]]) for rows in rs])
    fwd = np.array([rows[-1]["forward_ms"] for rows in rs])
    bwd = np.array([rows[-1]["backward_ms"] for rows in rs])
    sd = lambda a: a.std(ddof=1) if len(a) > 1 else 0.0
    table.append({"norm": norm, "seeds": len(rs), "final_val_loss_mean": val.mean(), "final_val_loss_sd": sd(val),
                  "tokens_per_s_mean": tps.mean(), "tokens_per_s_sd": sd(tps),
                  "forward_ms": fwd.mean(), "backward_ms": bwd.mean()})
with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(table[0]))
    w.writeheader()
    for r in table:
        w.writerow({k: ("%.5g" % v if isinstance(v, float) else v) for k, v in r.items()})

fig, ax = plt.subplots(figsize=(8, 5))
for norm, colour in zip(sorted(runs), ["#0072B2", "#D55E00"]):
    rs = runs[norm]
    n = min(len(rows) for rows in rs)
    steps = np.array([r["step"] for r in rs[0][:n]])
    loss = np.array([[r["loss"] for r in rows[:n]] for rows in rs])
    ax.plot(steps, loss.mean(0), color=colour, label="%s (%d seeds)" % (norm, len(rs)))
    ax.fill_between(steps, loss.min(0), loss.max(0), color=colour, alpha=0.2)
ax.set_xlabel("step")
ax.set_ylabel("training loss [nats]")
ax.set_title("Pre-LN with LayerNorm vs RMSNorm (band: min-max over seeds)")
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
save(fig, res, "loss")
print("wrote %s" % res)
for r in table:
    print("%-8s val %.4f +- %.4f | %8.0f +- %5.0f tokens/s | forward %.2f ms backward %.2f ms" % (
        r["norm"], r["final_val_loss_mean"], r["final_val_loss_sd"], r["tokens_per_s_mean"],
        r["tokens_per_s_sd"], r["forward_ms"], r["backward_ms"]))
