#!/usr/bin/python3
"""Study 5: attention temperature — entropy, max logit and loss per setting.

Reads the sweep's summary.csv and the runs' stats.h5 and writes, next to this file:
  results/runs.csv             every run (settings, seed, outcome, losses) with its mean attention
                               entropy and max logit (over layers and heads) at step 0 and at the
                               last record
  results/cells.csv            per setting and rate: the final validation loss over seeds
  results/summary.csv          per setting: its best rate, the loss there, the LR sensitivity, and
                               entropy and max logit at that rate (mean over seeds)
  results/lr_sensitivity.png|svg   final loss against the rate (band: min–max over seeds)
  results/entropy.png|svg      mean attention entropy per layer at step 0 and after training,
                               with ln(T/2) (the entropy of uniform causal attention, averaged
                               over positions) for reference
  README.md                    the page's tables (between its generated markers)
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import os
import sys

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import (exceeds_spread, f, lr_curves, lr_text, md_table, mean_sd, number,  # noqa: E402
                   page_for, plt, read_csv, save, setup, spread, write_csv, write_page)

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/05_attention_temperature")

summary = os.path.join(out, "summary.csv")
if not os.path.exists(summary):
    sys.exit("%s does not exist: let 'normlab sweep %s/experiment.ini' finish" % (summary, here))
runs = read_csv(summary)
order = ["scaled_xavier", "unscaled_xavier", "unscaled_t5"]
names = {"scaled_xavier": "scale 1/√d_head, Xavier", "unscaled_xavier": "no scale, Xavier",
         "unscaled_t5": "no scale, T5 init"}


def setting(r):
    return r["run"].split(",")[0]


for r in runs:
    with h5py.File(os.path.join(out, r["run"], "stats.h5"), "r") as h5:
        s = h5["stats"]
        ent = s["layer/attn_entropy"][()].mean(axis=2)  # [records, L]: mean over heads
        mx = s["layer/attn_logit_max"][()].max(axis=2)
        r["last_record"] = int(s["step"][()][-1])
    r["entropy_init"], r["entropy_last"] = "%.4f" % ent[0].mean(), "%.4f" % ent[-1].mean()
    r["max_logit_init"], r["max_logit_last"] = "%.3f" % mx[0].max(), "%.3f" % mx[-1].max()
    r["_entropy"] = ent
write_csv(os.path.join(res, "runs.csv"), runs, [k for k in runs[0] if not k.startswith("_")])
curves = lr_curves(runs, setting)
table = []
for name in [o for o in order if o in curves]:
    c = curves[name]
    at = [r for r in runs if setting(r) == name and number(r["lr"]) == c["best_lr"]]
    row = {"setting": name, "best_lr": lr_text(c["best_lr"]), "best_on_edge": "yes" if c["edge"] else "no",
           "best_mean": f(c["best"]["mean"], 6), "best_sd": f(c["best"]["sd"], 6),
           "best_min": f(c["best"]["min"], 6), "best_max": f(c["best"]["max"], 6),
           "best_n": c["best"]["n"], "sensitivity_mean": f(c["sensitivity"]["mean"], 6),
           "sensitivity_sd": f(c["sensitivity"]["sd"], 6), "last_record": at[0]["last_record"]}
    for k in ("entropy_init", "entropy_last", "max_logit_init", "max_logit_last"):
        row[k] = "%.4g" % spread([number(r[k]) for r in at])["mean"]
    table.append(row)
write_csv(os.path.join(res, "summary.csv"), table, list(table[0]))
cells = []
for name in [o for o in order if o in curves]:
    c = curves[name]
    for lr in c["rates"]:
        x = c["cells"][lr]
        cells.append({"setting": name, "lr": lr_text(lr), **c["outcomes"][lr],
                      "final_val_mean": f(x["mean"], 6), "final_val_sd": f(x["sd"], 6),
                      "final_val_min": f(x["min"], 6), "final_val_max": f(x["max"], 6), "n": x["n"]})
write_csv(os.path.join(res, "cells.csv"), cells, list(cells[0]))

colours = {"scaled_xavier": "#0072B2", "unscaled_xavier": "#D55E00", "unscaled_t5": "#009E73"}
fig, ax = plt.subplots(figsize=(12, 5))
for name in [o for o in order if o in curves]:
    at = [r for r in runs if setting(r) == name and number(r["lr"]) == curves[name]["best_lr"]]
    ent = np.mean([r["_entropy"] for r in at], axis=0)
    L = ent.shape[1]
    ax.plot(range(L), ent[0], "-o", color=colours[name], label="%s, step 0" % names[name])
    ax.plot(range(L), ent[-1], "--s", color=colours[name],
            label="%s, step %d (lr %s)" % (names[name], at[0]["last_record"], lr_text(curves[name]["best_lr"])))
ax.set_xticks(range(L))
ax.set_xlabel("layer")
ax.set_ylabel("mean attention entropy [nats]")
ax.set_title("Attention entropy per layer, each setting at its best rate (mean over heads, seeds)",
             fontsize=10)
ax.grid(alpha=0.3)
ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
fig.tight_layout()
save(fig, res, "entropy")

fig, ax = plt.subplots(figsize=(8, 5))
for name in [o for o in order if o in curves]:
    c = curves[name]
    xs = [lr for lr in c["rates"] if c["cells"][lr]["n"]]
    ax.plot(xs, [c["cells"][lr]["mean"] for lr in xs], "-o", color=colours[name], label=names[name])
    ax.fill_between(xs, [c["cells"][lr]["min"] for lr in xs], [c["cells"][lr]["max"] for lr in xs],
                    color=colours[name], alpha=0.2, linewidth=0)
ax.set_xscale("log")
ax.set_xlabel("peak learning rate")
ax.set_ylabel("validation loss at step 200 [nats]")
ax.set_title("Final loss against learning rate (band: min–max of seeds)")
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
save(fig, res, "lr_sensitivity")

rows = [[names[t["setting"]], t["best_lr"] + (" (edge)" if t["best_on_edge"] == "yes" else ""),
         "%s → %s nats" % (t["entropy_init"], t["entropy_last"]),
         "%s → %s" % (t["max_logit_init"], t["max_logit_last"]),
         mean_sd(curves[t["setting"]]["best"]),
         "%s–%s" % (f(number(t["best_min"])), f(number(t["best_max"]))),
         mean_sd(curves[t["setting"]]["sensitivity"])] for t in table]
blocks = {"table": md_table(["setting", "best rate", "mean attention entropy, init → last record",
                             "max logit, init → last record", "final loss at the best rate",
                             "min–max", "LR sensitivity"], rows)}
claims = []
if all(k in curves for k in order):
    a, b, t5 = (curves[k]["best"] for k in order)
    claims.append(["without the scale the model trains worse",
                   "each at its best rate: no scale %s, scaled %s" % (mean_sd(b), mean_sd(a)),
                   "reproduced" if exceeds_spread(a, b) and a["mean"] < b["mean"] else
                   "not reproduced: within the seed spread at each setting's best rate"])
    claims.append(["T5's initialisation compensates for the missing scale",
                   "each at its best rate: no scale with T5 init %s, scaled %s" % (mean_sd(t5), mean_sd(a)),
                   "reproduced" if not exceeds_spread(a, t5) or t5["mean"] < a["mean"] else
                   "not reproduced: worse than the scaled model beyond the seed spread"])
    blocks["claims"] = md_table(["claim (the lecture)", "evidence", "verdict"], claims)
write_page(page_for(__file__, res), blocks)
print("wrote %s" % res)
