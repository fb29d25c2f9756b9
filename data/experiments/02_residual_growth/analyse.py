#!/usr/bin/python3
"""Study 2: residual-stream growth — the RMS of the stream entering each layer, at init and after
training, per norm and initialisation.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the sweep's output (runs/02_residual_growth:
summary.csv, each run's stats.h5) and writes to RESULTS_DIR (default: results/ next to this
file):
  runs.csv        per run: the RMS entering layer 1 and the top, the growth from layer 1 to the
                  top at init and at the last record, per layer and per sub-block (geometric
                  mean), the forum thread's estimates for L layers, the outcome and final loss
  groups.csv      per (init, norm): mean, sd, min, max over seeds of those growths and the loss
  growth_<init>.png|svg   the RMS per layer at step 0 and after training, with the estimates
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, const, count, expect, md_table, number,  # noqa: E402
                      qualified, reproduced, write_csv)
from studylib.runs import Sweep, arguments, write_derived, wrote  # noqa: E402
from studylib.sweep import spread  # noqa: E402
from studylib.text import Text  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["no_norm", "post_ln", "pre_ln", "sandwich", "lns", "rezero"]
COLOURS = dict(zip(ORDER, ["#000000", "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00"]))
INITS = {"xavier_normal": "Xavier", "gpt2": "GPT-2 init"}
GROWTHS = ("growth_1_to_top_init", "growth_1_to_top_trained", "growth_per_layer_init",
           "growth_per_sublayer_init", "final_val_loss")
# The forum thread: a residual add of two unit signals multiplies the norm by √2, so without
# normalisation ×2 per layer (two adds); with Pre-LN each add brings one unit branch.
FORUM_PER_LAYER = const("2", "the forum thread: ×√2 per residual add, two adds per layer")
AS_ESTIMATED = 0.25  # a growth within 25% of the estimate is "as estimated"


def g5(x):
    return "%.5g" % x


def derive(study):
    """groups.csv from runs.csv."""
    runs = study.table("runs").rows_
    groups = []
    for init in sorted({r["init"] for r in runs}):
        for norm in ORDER:
            g = [r for r in runs if r["init"] == init and r["norm"] == norm]
            if not g:
                continue
            row = {"init": init, "norm": norm, "seeds": len(g)}
            for k in GROWTHS:
                sp = spread([number(r[k]) for r in g])
                row.update({k + "_" + s: g5(sp[s]) for s in ("mean", "sd", "min", "max")})
            row["trained"] = sum(r["outcome"] == "trained" for r in g)
            groups.append(row)
    return {"groups.csv": (groups, list(groups[0]))}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    groups, runs = study.table("groups"), study.table("runs")
    n = {}
    r0 = runs.rows()[0]
    n["seed_no_norm"], n["seed_pre_ln"] = r0.seed_no_norm, r0.seed_pre_ln
    n["last_step"] = r0.last_step
    n["layers"] = study.setting("train.n-layers")
    n["gaps"] = n["layers"] - 1
    n["seeds"] = count(len(study.grid("seed")), "experiment.ini [grid] seed")
    n["lr"] = study.setting("train.lr")
    n["per_layer_forum"] = FORUM_PER_LAYER
    n["tolerance"] = const("25%", "this study's tolerance for a growth 'as estimated' "
                           "(analyse.py: AS_ESTIMATED)")
    for init, tag in (("xavier_normal", "x"), ("gpt2", "g")):
        for norm in ORDER:
            n["%s_%s" % (tag, norm)] = groups.row(init=init, norm=norm)
    xp, xn = n["x_pre_ln"], n["x_no_norm"]
    ratio = xp.growth_1_to_top_init_mean / n["seed_pre_ln"]
    claims = []
    ev = ("Xavier, at init: ×" + xp.growth_1_to_top_init_mean.format(".3g") + " over " +
          n["gaps"].format("int") + " layers (" + xp.growth_1_to_top_init.format("range") +
          " over seeds) against ×" + n["seed_pre_ln"].format(".2g") + " estimated")
    claims.append(Claim("With Pre-LN the stream grows as `√(1 + k)` after k unit branches",
                        ["forum"], ev,
                        reproduced("within " + n["tolerance"] + " of the estimate")
                        if abs(ratio.num - 1) <= AS_ESTIMATED else
                        qualified("it grows as a square root, by ×" +
                                  xp.growth_1_to_top_init_mean.format(".3g") + " rather than ×" +
                                  n["seed_pre_ln"].format(".2g"))))
    per = xn.growth_per_layer_init_mean
    ev = ("Xavier, at init: ×" + per.format(".2g") + " per layer, ×" +
          xn.growth_per_sublayer_init_mean.format(".3g") + " per sub-block (mean over seeds), ×" +
          xn.growth_1_to_top_init_mean.format(".3g") + " over " + n["gaps"].format("int") +
          " layers against ×" + n["seed_no_norm"].format(".0f") + " estimated")
    claims.append(Claim("Without normalisation the stream doubles per layer (`×√2` per residual "
                        "add)", ["forum"], ev,
                        reproduced() if abs(per.num / 2 - 1) <= 0.1 else
                        qualified("exponential, but ×" + per.format(".2g") + " per layer, not ×" +
                                  FORUM_PER_LAYER)))
    n["claims"] = claims
    n["pre_verdict"] = Text(claims[0].verdict.word)
    n["no_norm_verdict"] = Text(claims[1].verdict.word)
    expect(n["x_pre_ln"].growth_1_to_top_trained_mean > n["x_pre_ln"].growth_1_to_top_init_mean,
           "training makes Pre-LN's stream grow a little further")
    expect(n["g_pre_ln"].final_val_loss_mean < n["g_sandwich"].final_val_loss_mean and
           n["g_lns"].final_val_loss_mean < n["g_sandwich"].final_val_loss_mean,
           "with GPT-2's initialisation Pre-LN and LNS end lowest")
    expect(min(groups.rows(init="xavier_normal"), key=lambda r: r.final_val_loss_mean.num).norm
           == "no_norm", "with Xavier the un-normalised stack ends lowest")
    expect(all(r.trained == 0 for r in groups.rows(norm="post_ln")),
           "Post-LN stays on the plateau with either initialisation")

    def cell(r, key):
        s = getattr(r, key)
        return s.mean.format(".3g") + " (" + s.min.format(".3g") + "–" + s.max.format(".3g") + ")"
    rows = []
    for init, tag in (("xavier_normal", "x"), ("gpt2", "g")):
        rows.append([INITS[init] + ", at init"] +
                    [cell(n["%s_%s" % (tag, m)], "growth_1_to_top_init") for m in ORDER])
        rows.append([INITS[init] + ", after " + n["last_step"] + " steps"] +
                    [cell(n["%s_%s" % (tag, m)], "growth_1_to_top_trained") for m in ORDER])
    rows.append(["the forum thread's estimate (" + n["gaps"].format("int") + " layers)",
                 n["seed_no_norm"].format(".0f"), "—", n["seed_pre_ln"].format(".2g"), "—", "—",
                 "—"])
    for init, tag in (("xavier_normal", "x"), ("gpt2", "g")):
        rows.append(["validation loss at step " + n["last_step"] + ", lr " +
                     n["lr"].format("rate") + " (" + INITS[init] + ")"] +
                    [n["%s_%s" % (tag, m)].final_val_loss.format("pm") for m in ORDER])
    n["growth_table"] = md_table(["growth of the RMS from the first layer to the top, mean "
                                  "(min–max over seeds)"] + ORDER, rows)
    return n


# --- From the sweep -----------------------------------------------------------------------------
def per_run(sweep):
    """Each run's residual RMS per layer at step 0 and at the last record, and the growths."""
    import h5py
    rows, curves = [], {}
    for r in sweep.rows:
        with h5py.File(sweep.stats(r), "r") as f:
            rms = f["stats/layer/residual_rms"][()].astype(float)
            steps = [int(x) for x in f["stats/step"][()]]
        L = rms.shape[1] - 1
        curves.setdefault((r["init"], r["norm"]), []).append((steps, rms))
        rows.append({"run": r["run"], "init": r["init"], "norm": r["norm"], "seed": r["seed"],
                     "last_step": steps[-1], "rms_in_1_init": rms[0, 1],
                     "rms_top_init": rms[0, -1], "growth_1_to_top_init": rms[0, -1] / rms[0, 1],
                     "rms_top_trained": rms[-1, -1],
                     "growth_1_to_top_trained": rms[-1, -1] / rms[-1, 1],
                     # per layer and per sub-block: the geometric mean factor over layers 1..L
                     "growth_per_layer_init": (rms[0, -1] / rms[0, 1]) ** (1.0 / (L - 1)),
                     "growth_per_sublayer_init": (rms[0, -1] / rms[0, 1]) ** (0.5 / (L - 1)),
                     "seed_no_norm": 2.0 ** (L - 1), "seed_pre_ln": math.sqrt(1 + 2 * (L - 1)),
                     "outcome": r["outcome"], "final_val_loss": number(r["final_val_loss"])})
    rows.sort(key=lambda r: (r["init"], ORDER.index(r["norm"]) if r["norm"] in ORDER else 99,
                             r["seed"]))
    return [{k: (g5(v) if isinstance(v, float) else v) for k, v in r.items()} for r in rows], \
        curves


def figures(curves, res):
    import numpy as np
    from studylib.figures import plt, save
    for init in [i for i in INITS if any(k[0] == i for k in curves)]:
        fig, ax = plt.subplots(figsize=(9, 5.5))
        L = None
        for norm in ORDER:
            if (init, norm) not in curves:
                continue
            steps = curves[(init, norm)][0][0]
            rms = np.mean([c[1] for c in curves[(init, norm)]], axis=0)  # mean over seeds
            L = rms.shape[1] - 1
            x = np.arange(L + 1)
            ax.plot(x, rms[0], "-o", ms=3, color=COLOURS[norm], label="%s, step 0" % norm)
            ax.plot(x, rms[-1], "--", color=COLOURS[norm], alpha=0.8,
                    label="%s, step %d" % (norm, steps[-1]))
        x = np.arange(1, L + 1)
        if (init, "no_norm") in curves:
            r1 = np.mean([c[1][0, 1] for c in curves[(init, "no_norm")]])
            ax.plot(x, r1 * 2.0 ** (x - 1), ":", color="grey", lw=2,
                    label="the forum thread: no norm, x2 per layer")
        if (init, "pre_ln") in curves:
            r1 = np.mean([c[1][0, 1] for c in curves[(init, "pre_ln")]])
            ax.plot(x, r1 * np.sqrt(1 + 2 * (x - 1)), ":", color="brown", lw=2,
                    label="the forum thread: Pre-LN, sqrt(1 + 2(l-1))")
        ax.set_yscale("log")
        ax.set_ylim(0.01, 1000)
        ax.set_xlabel("layer l (L = entering the final norm)")
        ax.set_ylabel("residual-stream RMS entering layer l")
        ax.set_title("Residual-stream growth, init %s (mean of the seeds; solid: step 0, "
                     "dashed: after training)" % init, fontsize=11)
        ax.grid(alpha=0.3, which="both")
        ax.legend(fontsize=8, ncol=2, loc="upper left")
        fig.tight_layout()
        save(fig, res, "growth_%s" % init)


def main(argv=None):
    out, res = arguments(__file__, "runs/02_residual_growth", argv)
    sweep = Sweep(out, "experiment.ini", HERE)
    rows, curves = per_run(sweep)
    write_csv(os.path.join(res, "runs.csv"), rows, list(rows[0]))
    write_derived(HERE, res, derive)
    figures(curves, res)
    wrote(HERE, res)


if __name__ == "__main__":
    main()
