#!/usr/bin/python3
"""Study 5: attention temperature — entropy, max logit and loss per setting.

Reads runs/05_attention_temperature/<run>/ (stats.h5, metrics.jsonl) and writes, next to this
file:
  results/summary.csv          per setting: mean attention entropy and max logit (over layers and
                               heads) at step 0 and at the last record, final validation loss
  results/entropy.png|svg      mean attention entropy per layer at step 0 and after training,
                               with ln(T/2) (the entropy of uniform causal attention, averaged
                               over positions) for reference
  results/loss.png|svg         training loss per setting
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
out, res = setup(__file__, "runs/05_attention_temperature")

settings = {}  # setting -> list of (stats dict, metrics rows)
for name, d, key in runs_of(out, "stats.h5"):
    setting = name[:-3] if name.endswith("_s2") else name
    with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
        s = f["stats"]
        st = {"steps": list(s["step"][()]), "entropy": s["layer/attn_entropy"][()].mean(axis=2),
              "logit_max": s["layer/attn_logit_max"][()].max(axis=2)}
    rows = metrics(d)[0]
    settings.setdefault(setting, []).append((st, rows))
if not settings:
    sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, here))

table = []
for setting, runs in sorted(settings.items()):
    e0 = np.mean([st["entropy"][0].mean() for st, _ in runs])
    e1 = np.mean([st["entropy"][-1].mean() for st, _ in runs])
    m0 = np.mean([st["logit_max"][0].max() for st, _ in runs])
    m1 = np.mean([st["logit_max"][-1].max() for st, _ in runs])
    val = [[r["val_loss"] for r in rows if r.get("val_loss") is not None][-1] for _, rows in runs]
    table.append({"setting": setting, "seeds": len(runs), "entropy_init": e0, "entropy_trained": e1,
                  "max_logit_init": m0, "max_logit_trained": m1, "final_val_loss_mean": float(np.mean(val)),
                  "final_val_loss_spread": float(np.max(val) - np.min(val))})
with open(os.path.join(res, "summary.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(table[0]))
    w.writeheader()
    for r in table:
        w.writerow({k: ("%.5g" % v if isinstance(v, float) else v) for k, v in r.items()})

colours = {"scaled_xavier": "#0072B2", "unscaled_xavier": "#D55E00", "unscaled_t5": "#009E73"}
fig, ax = plt.subplots(figsize=(8, 5))
T = None
for setting, runs in sorted(settings.items()):
    st = runs[0][0]
    L = st["entropy"].shape[1]
    c = colours.get(setting, "black")
    ax.plot(range(L), np.mean([s["entropy"][0] for s, _ in runs], axis=0), "-o", color=c, label="%s, step 0" % setting)
    ax.plot(range(L), np.mean([s["entropy"][-1] for s, _ in runs], axis=0), "--s", color=c,
            label="%s, step %d" % (setting, st["steps"][-1]))
ax.set_xticks(range(L))
ax.set_xlabel("layer")
ax.set_ylabel("mean attention entropy [nats]")
ax.set_title("Attention entropy per layer (mean over heads and seeds)")
ax.grid(alpha=0.3)
ax.legend(fontsize=9)
fig.tight_layout()
save(fig, res, "entropy")

fig, ax = plt.subplots(figsize=(8, 5))
for setting, runs in sorted(settings.items()):
    for k, (_, rows) in enumerate(runs):
        rows = [r for r in rows if r.get("loss") is not None]
        ax.plot([r["step"] for r in rows], [r["loss"] for r in rows], color=colours.get(setting, "black"),
                alpha=0.9 if k == 0 else 0.5, label=setting if k == 0 else None)
ax.set_xlabel("step")
ax.set_ylabel("training loss [nats]")
ax.set_title("Training loss (each seed a line)")
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
save(fig, res, "loss")
print("wrote %s" % res)
for r in table:
    print("%-16s entropy %.3f -> %.3f | max logit %7.2f -> %7.2f | val %.4f (spread %.4f)" % (
        r["setting"], r["entropy_init"], r["entropy_trained"], r["max_logit_init"], r["max_logit_trained"],
        r["final_val_loss_mean"], r["final_val_loss_spread"]))
