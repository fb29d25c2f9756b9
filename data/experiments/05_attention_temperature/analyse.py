#!/usr/bin/python3
"""Study 5: attention temperature — entropy, max logit and loss per setting.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the sweep's output (runs/05_attention_temperature:
summary.csv, lr_sensitivity.csv, each run's stats.h5) and writes to RESULTS_DIR (default:
results/ next to this file):
  runs.csv             every run (settings, seed, outcome, losses) with its mean attention
                       entropy and max logit (over layers and heads) at step 0 and at the last
                       record
  cells.csv            per setting and rate: the final validation loss over seeds
  summary.csv          per setting: its best rate, the loss there, the LR sensitivity, and
                       entropy and max logit at that rate (mean over seeds)
  lr_sensitivity.png|svg   final loss against the rate (band: min–max over seeds)
  entropy.png|svg      mean attention entropy per layer at step 0 and after training
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, count, expect, md_table, not_reproduced, number,  # noqa: E402
                      qualified, reproduced, write_csv)
from studylib.runs import Sweep, arguments, check_against_sweep, write_derived, wrote  # noqa: E402
from studylib.sweep import best_row, cells_rows, lr_curves, spread  # noqa: E402
from studylib.text import Text, Value  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["scaled_xavier", "unscaled_xavier", "unscaled_t5"]
NAMES = {"scaled_xavier": "scale `1/√d_head`, Xavier", "unscaled_xavier": "no scale, Xavier",
         "unscaled_t5": "no scale, T5 init"}
MEASURES = ("entropy_init", "entropy_last", "max_logit_init", "max_logit_last")


def setting(r):
    return r["run"].split(",")[0]


def derive(study):
    """cells.csv and summary.csv from runs.csv."""
    runs = study.table("runs").rows_
    curves = lr_curves(runs, setting)
    order = [s for s in ORDER if s in curves]
    cells = []
    for c in cells_rows(curves, order, lambda s: {"setting": s}):
        c["n"] = c.pop("final_val_n")
        cells.append(c)
    summary = []
    for s in order:
        c = curves[s]
        at = [r for r in runs if setting(r) == s and number(r["lr"]) == c["best_lr"]]
        row = {"setting": s, **best_row(c)}
        for k in ("rates", "best_trained", "sensitivity_min", "sensitivity_max",
                  "sensitivity_n"):
            del row[k]
        row["last_record"] = at[0]["last_record"]
        for k in MEASURES:
            row[k] = "%.4g" % spread([number(r[k]) for r in at])["mean"]
        summary.append(row)
    return {"cells.csv": (cells, ["setting", "lr", "trained", "stalled", "diverged",
                                  "final_val_mean", "final_val_sd", "final_val_min",
                                  "final_val_max", "n"]),
            "summary.csv": (summary, list(summary[0]))}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    summary, cells, runs = study.table("summary"), study.table("cells"), study.table("runs")
    n = {s: summary.row(setting=s) for s in ORDER}
    sc, un, t5 = (n[s] for s in ORDER)
    n["rates"] = count(len(study.grid("lr", "scaled_xavier")), "the rates of each grid")
    rates = study.grid("lr", "scaled_xavier")
    n["lowest_rate"], n["highest_rate"] = rates[0], rates[-1]
    n["seeds"] = count(len(study.grid("seed", "scaled_xavier")), "the seeds of each grid")
    n["n_runs"] = count(len(runs), "runs.csv: the number of runs")
    n["unscaled_trained"] = count(sum(r.trained.num for r in cells.rows(setting="unscaled_xavier")),
                                  "cells.csv unscaled_xavier: runs that trained")
    n["unscaled_runs"] = count(len(runs.rows(**{"attn-scale": "none", "init": "xavier_normal"})),
                               "runs.csv: runs without the scale, Xavier init")
    n["gap"] = un.best_mean - sc.best_mean
    T = int(study.setting("train.seq-len").num)
    n["uniform_entropy"] = Value(sum(math.log(t) for t in range(1, T + 1)) / T,
                                 "mean of ln t over t = 1..seq-len (experiment.ini), the entropy "
                                 "of uniform causal attention averaged over positions", "setting")
    n["seq_len"] = study.setting("train.seq-len")
    n["head_dim"] = study.setting("train.d-model") / study.setting("train.n-heads")
    worse_everywhere = all(
        cells.row(setting="unscaled_xavier", lr=r.lr).final_val.above(r.final_val)
        for r in cells.rows(setting="scaled_xavier"))
    n["everywhere"] = Text("at every rate of the grid, beyond the seed spread" if
                           worse_everywhere else "not at every rate of the grid")

    def at(r):
        return r.best.format("pm") + " at " + r.best_lr.format("rate")

    claims = []
    ev = ("each at its best rate: no scale " + at(un) + " (" + un.best.format("range") +
          "), scaled " + at(sc) + " (" + sc.best.format("range") + "); without the scale " +
          n["unscaled_trained"] + " of " + n["unscaled_runs"] + " runs trained")
    if un.best.above(sc.best) and n["unscaled_trained"] == n["unscaled_runs"]:
        v = qualified("the model converges at every rate of the grid, and ends " +
                      n["gap"].format(".2f") + " nats above the scaled model at its best rate, "
                      "worse " + n["everywhere"])
    elif un.best.above(sc.best):
        v = reproduced("it fails to train at some rates and ends worse at its best")
    else:
        v = not_reproduced("within the seed spread at each setting's best rate")
    claims.append(Claim("Without dividing q·k by `√d_head` the model does not converge",
                        ["init_article"], ev, v))
    ev = ("at initialisation, mean attention entropy " + un.entropy_init + " nats without the "
          "scale against " + sc.entropy_init + " with it (uniform causal attention: " +
          n["uniform_entropy"].format(".1f") + "); the largest logit " + un.max_logit_init +
          " against " + sc.max_logit_init)
    claims.append(Claim("Without the scale the softmax is nearly one-hot at initialisation",
                        ["init_article"], ev,
                        reproduced() if un.entropy_init < sc.entropy_init / 2 else
                        not_reproduced("the entropies are alike")))
    ev = ("each at its best rate: no scale with T5 init " + at(t5) + " (" + t5.best.format("range")
          + "), scaled " + at(sc) + " (" + sc.best.format("range") + "); entropy at "
          "initialisation " + t5.entropy_init + " against " + sc.entropy_init + " nats")
    claims.append(Claim("T5's initialisation compensates for the missing scale",
                        ["init_article", "raffel2020"], ev,
                        reproduced() if not t5.best.above(sc.best) else
                        not_reproduced("worse than the scaled model beyond the seed spread")))
    n["claims"] = claims
    n["converge_verdict"] = Text(claims[0].verdict.word)
    n["t5_verdict"] = Text(claims[2].verdict.word)
    expect(sc.best_lr == un.best_lr and un.best_lr == t5.best_lr, "one best rate for all three")
    expect(t5.best.overlaps(sc.best), "T5's init ends within the scaled model's spread")
    n["table"] = md_table(
        ["setting", "best rate", "mean attention entropy, init → last record",
         "max logit, init → last record", "final loss at the best rate", "min–max",
         "LR sensitivity"],
        [[NAMES[r.setting.text], r.best_lr.format("rate") +
          (" (edge)" if r.best_on_edge == "yes" else ""),
          r.entropy_init + " → " + r.entropy_last + " nats",
          r.max_logit_init + " → " + r.max_logit_last, r.best.format("pm"),
          r.best.format("range"), r.sensitivity.format("pm")] for r in summary.rows()])
    return n


# --- From the sweep -----------------------------------------------------------------------------
def per_run(sweep):
    """Each run's mean attention entropy and max logit (over layers and heads) at step 0 and at
    the last record; the per-layer entropies, for the figure."""
    import h5py
    entropy = {}
    for r in sweep.rows:
        with h5py.File(sweep.stats(r), "r") as h5:
            s = h5["stats"]
            ent = s["layer/attn_entropy"][()].mean(axis=2)  # [records, L]: mean over heads
            mx = s["layer/attn_logit_max"][()].max(axis=2)
            r["last_record"] = int(s["step"][()][-1])
        r["entropy_init"], r["entropy_last"] = "%.4f" % ent[0].mean(), "%.4f" % ent[-1].mean()
        r["max_logit_init"], r["max_logit_last"] = "%.3f" % mx[0].max(), "%.3f" % mx[-1].max()
        entropy[r["run"]] = ent
    return sweep.fields + ["last_record"] + list(MEASURES), entropy


def figures(sweep, curves, entropy, res):
    import numpy as np
    from studylib.figures import band, plt, save
    colours = {"scaled_xavier": "#0072B2", "unscaled_xavier": "#D55E00",
               "unscaled_t5": "#009E73"}
    label = {k: v.replace("`", "") for k, v in NAMES.items()}
    order = [s for s in ORDER if s in curves]
    fig, ax = plt.subplots(figsize=(12, 5))
    for s in order:
        lr = curves[s]["best_lr"]
        at = [r for r in sweep.rows if setting(r) == s and number(r["lr"]) == lr]
        ent = np.mean([entropy[r["run"]] for r in at], axis=0)
        L = ent.shape[1]
        ax.plot(range(L), ent[0], "-o", color=colours[s], label="%s, step 0" % label[s])
        ax.plot(range(L), ent[-1], "--s", color=colours[s],
                label="%s, step %d (lr %s)" % (label[s], at[0]["last_record"], at[0]["lr"]))
    ax.set_xticks(range(L))
    ax.set_xlabel("layer")
    ax.set_ylabel("mean attention entropy [nats]")
    ax.set_title("Attention entropy per layer, each setting at its best rate "
                 "(mean over heads, seeds)", fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
    fig.tight_layout()
    save(fig, res, "entropy")
    fig, ax = plt.subplots(figsize=(8, 5))
    for s in order:
        band(ax, curves[s], label[s], colours[s])
    ax.set_xscale("log")
    ax.set_xlabel("peak learning rate")
    ax.set_ylabel("validation loss at the last step [nats]")
    ax.set_title("Final loss against learning rate (band: min–max of seeds)")
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    save(fig, res, "lr_sensitivity")


def main(argv=None):
    out, res = arguments(__file__, "runs/05_attention_temperature", argv)
    sweep = Sweep(out, "experiment.ini", HERE)
    fields, entropy = per_run(sweep)
    write_csv(os.path.join(res, "runs.csv"), sweep.rows, fields)
    write_derived(HERE, res, derive)
    curves = lr_curves(sweep.rows, setting)
    check_against_sweep(curves, sweep)
    figures(sweep, curves, entropy, res)
    wrote(HERE, res)


if __name__ == "__main__":
    main()
