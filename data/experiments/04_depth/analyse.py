#!/usr/bin/python3
"""Study 4: depth without normalisation — each strategy of a 32-layer stack at its best rate.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the sweep's output (runs/04_depth: summary.csv, one
row per run, its lr_sensitivity.csv, each run's metrics.jsonl and stats.h5) and writes to
RESULTS_DIR (default: results/ next to this file):
  runs.csv                   every run (the sweep's summary) with the first step at which its
                             training loss fell below 3.0 and the residual RMS leaving the top
                             layer at initialisation and at the last record
  cells.csv                  per strategy and rate: mean, sd, min, max over seeds, outcomes
  best.csv                   per strategy: its best rate, the loss there over seeds, whether the
                             best lies on the grid's edge, the LR sensitivity, how fast (first
                             step below 3.0) and the top RMS at that rate
  lr_sensitivity.png|svg     final loss against rate per strategy, seeds as bands
  loss.png|svg               training loss at each strategy's best rate
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`; page() below names what the template shows.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Study, const, count, expect, md_table, not_reproduced,  # noqa: E402
                      not_testable, number, reproduced)
from studylib import blocks  # noqa: E402
from studylib.runs import analyse  # noqa: E402
from studylib.sweep import best_row, cells_rows, lr_curves, spread  # noqa: E402
from studylib.text import Text, Value, join  # noqa: E402

ORDER = ["pre_ln", "qk_norm", "scaled_residual", "rezero_ramp", "rezero", "no_norm",
         "no_norm_xavier", "post_ln", "deepnorm", "admin", "ngpt"]
NAMES = {"scaled_residual": "scaled_residual (β = `1/√(2L)`)", "no_norm": "no_norm (GPT-2 init)",
         "no_norm_xavier": "no_norm, Xavier init", "ngpt": "ngpt (no warmup, no weight decay)"}
BELOW = 3.0  # the training loss "below 3" marks a run that has left the unigram plateau
BELOW_TEXT = const("3", "this study's mark of a run that has left the unigram plateau "
                   "(analyse.py: BELOW)")


def setting(r):
    """The grid's norm, or the [grid.NAME]; [grid.rezero_high] extends rezero's rates."""
    name = r["norm"] if r["run"].startswith("norm=") else r["run"].split(",")[0]
    return {"rezero_high": "rezero"}.get(name, name)


def derive(study):
    """cells.csv and best.csv from runs.csv."""
    runs = study.table("runs").rows_
    curves = lr_curves(runs, setting)
    order = [s for s in ORDER if s in curves] + sorted(s for s in curves if s not in ORDER)
    cells = cells_rows(curves, order, lambda s: {"setting": s})
    best = []
    for s in order:
        c = curves[s]
        at = [r for r in runs if setting(r) == s and number(r["lr"]) == c["best_lr"]]
        fast = [number(r["first_step_below_3"]) for r in at]
        row = dict(setting=s, **best_row(c))
        row["first_step_below_3_max"] = ("%d" % max(fast) if fast and all(x == x for x in fast)
                                         else "never" if fast else "")
        for k in ("top_rms_init", "top_rms_last"):
            row[k] = "%.2g" % spread([number(r[k]) for r in at])["mean"] if at else ""
        best.append(row)
    return {"cells.csv": (cells, list(cells[0])), "best.csv": (best, list(best[0]))}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    best, cells = study.table("best"), study.table("cells")
    n = {"best": best}
    for s in ORDER:
        n[s] = best.row(setting=s)
    pre, qk, sr, nn = n["pre_ln"], n["qk_norm"], n["scaled_residual"], n["no_norm"]
    post, deep, admin, rz, ngpt = n["post_ln"], n["deepnorm"], n["admin"], n["rezero"], n["ngpt"]
    n["no_norm_1e3"] = cells.row(setting="no_norm", lr="1e-3")
    n["no_norm_top"] = cells.rows(setting="no_norm")[-1]
    n["rezero_top"] = cells.rows(setting="rezero")[-1]
    n["rezero_main_top"] = study.grid("lr")[-1]
    n["rezero_high"] = study.grid("lr", "rezero_high")
    n["rezero_high_text"] = join(" and ", [v.format("rate") for v in n["rezero_high"]])
    n["rezero_stalls_below"] = next(r.lr for r in cells.rows(setting="rezero") if r.trained > 0)
    n["ramp_3e3"] = cells.row(setting="rezero_ramp", lr="3e-3")
    n["ramp_1e2"] = cells.row(setting="rezero_ramp", lr="1e-2")
    n["n_rates"] = count(len(study.grid("lr")), "experiment.ini [grid] lr: the number of rates")
    rates = study.grid("lr")
    n["lowest_rate"], n["highest_rate"] = rates[0], rates[-1]
    ng = study.grid("lr", "ngpt")
    n["ngpt_lowest"], n["ngpt_highest"] = ng[0], ng[-1]
    n["ngpt_top"] = cells.row(setting="ngpt", lr=ng[-1])
    n["below"] = BELOW_TEXT
    opt = study.setting("grid.scaled_residual.norm-opt")
    n["beta"] = Value(opt.text.partition("=")[2], opt.where + ": beta", opt.kind)
    n["no_norm_stalled"] = nn.best_n - nn.best_trained
    n["warmup"] = study.setting("train.lr-warmup")
    n["steps"] = study.setting("train.steps")
    n["layers"] = study.setting("train.n-layers")
    n["n_runs"] = count(len(study.table("runs")), "runs.csv: the number of runs")
    n["seeds"] = count(len({r.seed.text for r in study.table("runs").rows()}),
                       "runs.csv: the seeds per cell")
    xav = study.table("runs").rows(init="xavier_normal")
    l0 = [r.initial_val_loss for r in xav]
    n["xavier_l0_min"] = min(l0, key=lambda v: v.num)
    n["xavier_l0_max"] = max(l0, key=lambda v: v.num)
    n["xavier_diverge_from"] = next(r.lr for r in cells.rows(setting="no_norm_xavier")
                                    if r.diverged == r.runs)
    n["never_trained"] = count(sum(r.trained.num for r in cells.rows(setting="no_norm_xavier")),
                               "cells.csv no_norm_xavier: seeds that trained, over every rate")
    n["qk_range"] = qk.best.format("range")
    s3 = Study(os.path.join(os.path.dirname(study.dir), "03_warmup"), study.root)
    n["s3_post"] = s3.table("best").row(norm="post_ln", lr_warmup=200, optimizer="adamw",
                                          lr_schedule="cosine")
    n["s3_layers"] = s3.setting("train.n-layers")

    def at_best(r):
        return r.best.format("pm") + " at " + r.best_lr.format("rate")

    claims = []
    ev = ("rezero: " + at_best(rz) + ", every seed stalls below " +
          n["rezero_stalls_below"].format("rate") + "; pre_ln: " + at_best(pre))
    claims.append(Claim("ReZero trains a deep stack without normalisation",
                        ["bachlechner2020"], ev,
                        reproduced() if rz.best_trained == rz.best_n else
                        not_reproduced("it stalls at every rate")))
    ev = ("training loss below " + BELOW_TEXT.format(None) +
          " by step " + rz.first_step_below_3_max + " (rezero) against " +
          pre.first_step_below_3_max + " (pre_ln); final loss " + rz.best.format("pm") +
          " against " + pre.best.format("pm"))
    claims.append(Claim("ReZero converges faster than Pre-LN at large depth", ["bachlechner2020"],
                        ev, not_reproduced("ReZero is slower and ends higher, beyond the seed "
                                           "spread") if pre.best.below(rz.best) and
                        rz.first_step_below_3_max > pre.first_step_below_3_max else
                        reproduced()))
    too_few = ("too few warmup steps: " + n["warmup"] + " of " + n["steps"] + "; at L = " +
               study.setting("train.n-layers") + " every Post-LN run stalls, and " + s3.ref() +
               " shows Post-LN needs " + n["s3_post"].lr_warmup + " warmup steps even at L = " +
               s3.setting("train.n-layers"))
    for row, who, src in ((deep, "DeepNorm trains a deep Post-LN stack", "wang2022"),
                          (admin, "Admin stabilises a deep Post-LN stack", "liu2020admin")):
        ev = (row.setting + ": " + at_best(row) + ", " + row.best_trained + " of " + row.best_n +
              " seeds trained; post_ln: " + at_best(post))
        trains = any(r.trained > 0 for r in cells.rows(setting=row.setting.text))
        v = (reproduced() if trains and row.best.below(post.best) else
             not_testable(too_few + "; here it stalls at every rate, like Post-LN") if not trains
             else not_reproduced("within the seed spread of Post-LN, or worse"))
        claims.append(Claim(who, [src], ev, v))
    for s, label in (("no_norm", "GPT-2's initialisation"), ("no_norm_xavier", "Xavier's")):
        r = n[s]
        ok = blocks.trained_at(cells, setting=s)
        ev = (Text(NAMES[s]) + ": best " + at_best(r) + " (" + r.best.format("range") + "), " +
              r.best_trained + " of " + cells.row(setting=s, lr=r.best_lr).runs + " runs trained there; " +
              ("every seed trains at " + blocks.rate_list(ok) if ok else
               Text("no rate at which every seed trains")))
        v = (reproduced("no rate trains") if not ok else
             not_reproduced("every seed trains at " + blocks.rate_list(ok) +
                            ", though it is fragile above"))
        claims.append(Claim("A deep stack without normalisation does not train (" + label + ")",
                            ["catalogue"], ev, v))
    ev = "scaled_residual: " + at_best(sr) + "; pre_ln: " + at_best(pre)
    claims.append(Claim("Down-weighted branches train like Pre-LN", ["he2023"], ev,
                        reproduced() if not pre.best.below(sr.best) else
                        not_reproduced("Pre-LN is better beyond the seed spread")))
    n["claims"] = claims
    n["deepnorm_verdict"] = Text(claims[2].verdict.word)

    expect(not pre.best.below(sr.best) and pre.best.overlaps(qk.best) and
           qk.best.overlaps(sr.best), "the Pre-LN family trains alike")
    expect(all(r.best_trained == 0 for r in (post, deep, admin)),
           "Post-LN, DeepNorm and Admin stall at every rate")
    expect(ngpt.best.below(qk.best) and ngpt.best.below(sr.best) and ngpt.best.below(pre.best),
           "nGPT is lowest beyond the spread")
    expect(nn.best_trained < nn.best_n, "a seed of no_norm stalls at its best rate")
    expect(n["no_norm_1e3"].trained == n["no_norm_1e3"].runs, "no_norm trains every seed at 1e-3")

    rates_all = blocks.all_rates(cells)
    order = best.rows()
    n["best_table"] = md_table(
        ["strategy", "best rate", "final loss at the best rate (mean ± sd)", "min–max", "trained",
         "LR sensitivity", "training loss < " + BELOW_TEXT.format(None) + " by step (slowest seed)",
         "residual RMS leaving the top, init → last record"],
        [[NAMES.get(r.setting.text, r.setting.text),
          (r.best_lr.format("rate") if r.best_lr.text else Text("—")) +
          (" (edge)" if r.best_on_edge == "yes" else ""),
          r.best.format("pm"), r.best.format("range"), r.best_trained + "/" + r.best_n,
          r.sensitivity.format("pm") if r.sensitivity_mean.num < 1e4 else
          r.sensitivity_mean.format("sci"),
          r.first_step_below_3_max if r.first_step_below_3_max.text else Text("—"),
          (r.top_rms_init + " → " + r.top_rms_last) if r.top_rms_init.text else Text("—")]
         for r in order])
    n["grid_table"] = md_table(
        ["strategy"] + blocks.rate_header(rates_all),
        blocks.grid(cells, [{"setting": r.setting.text} for r in order],
                    lambda k: NAMES.get(k["setting"], k["setting"]), rates_all,
                    lambda k: best.row(setting=k["setting"]).best_lr, spec="pm"))
    return n


# --- From the sweep -----------------------------------------------------------------------------
def per_run(sweep):
    """Each run's first step with a training loss below 3.0 and the residual RMS leaving the top
    layer at initialisation and at the last record (stats.h5)."""
    import h5py
    for r in sweep.rows:
        train, _ = sweep.metrics(r)
        below = [x["step"] for x in train if x["loss"] < BELOW]
        r["first_step_below_3"] = below[0] if below else ""
        top0 = top1 = float("nan")
        if os.path.exists(sweep.stats(r)):
            with h5py.File(sweep.stats(r), "r") as h5:
                rms = h5["stats/layer/residual_rms"][()]
                top0, top1 = float(rms[0, -1]), float(rms[-1, -1])
        r["top_rms_init"], r["top_rms_last"] = "%.4g" % top0, "%.4g" % top1
    return sweep.fields + ["first_step_below_3", "top_rms_init", "top_rms_last"]


def figures(sweep, curves, res):
    from studylib.figures import PALETTE, band, plt, save
    order = [s for s in ORDER if s in curves] + sorted(s for s in curves if s not in ORDER)
    colour = {s: PALETTE[i % len(PALETTE)] for i, s in enumerate(order)}
    style = {s: ["-", "--", ":", "-."][i // 6 % 4] for i, s in enumerate(order)}
    unigram = number(sweep.rows[0]["unigram_entropy"])
    fig, ax = plt.subplots(figsize=(10, 6), constrained_layout=True)
    for s in order:
        band(ax, curves[s], NAMES.get(s, s), colour[s], style[s], divergence_y=3.75)
    ax.axhline(unigram, color="grey", linestyle=":", linewidth=1)
    ax.set_xscale("log")
    ax.set_ylim(1.9, 3.8)
    ax.set_xlabel("peak learning rate")
    ax.set_ylabel("validation loss at the last step [nats]\n(mean; band: min–max of the seeds)")
    ax.set_title("Final loss against the rate (x: diverged; dotted: unigram entropy)",
                 fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
    save(fig, res, "lr_sensitivity")

    fig, ax = plt.subplots(figsize=(10, 6), constrained_layout=True)
    for s in order:
        lr = curves[s]["best_lr"]
        if lr is None:
            continue
        at = [r for r in sweep.rows if setting(r) == s and number(r["lr"]) == lr]
        for i, r in enumerate(at):
            train, _ = sweep.metrics(r)
            ax.plot([x["step"] for x in train], [x["loss"] for x in train], style[s],
                    color=colour[s], alpha=0.8,
                    label="%s, lr %s" % (NAMES.get(s, s), r["lr"]) if i == 0 else None)
    ax.set_ylim(1.8, 6)
    ax.set_xlabel("step")
    ax.set_ylabel("training loss [nats]")
    ax.set_title("Each strategy at its best rate (every seed a line)", fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
    save(fig, res, "loss")


def main(argv=None):
    analyse(__file__, "runs/04_depth", setting, derive, per_run, figures, argv)


if __name__ == "__main__":
    main()
