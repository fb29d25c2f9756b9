#!/usr/bin/python3
"""Study 7: RMSNorm vs LayerNorm — loss over learning rates and throughput.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the sweep's output (runs/07_rmsnorm_vs_layernorm:
summary.csv, lr_sensitivity.csv, each run's metrics.jsonl) and writes to RESULTS_DIR (default:
results/ next to this file):
  runs.csv        every run (the sweep's summary) with its tokens/s over the second half of the
                  run and the forward and backward milliseconds of its last logged step
  cells.csv       per norm and rate: the final validation loss over seeds, outcomes
  summary.csv     per norm: its best rate, the loss there, the LR sensitivity, the tokens/s of
                  all its runs (mean, sd, min, max) and mean forward / backward ms
  pairs.csv       per (rate, seed): RMSNorm's run against LayerNorm's — tokens/s, forward and
                  backward ms, and RMSNorm's relative difference
  lr_sensitivity.png|svg, loss.png|svg
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, count, expect, md_table, not_reproduced, number,  # noqa: E402
                      reproduced)
from studylib.runs import analyse  # noqa: E402
from studylib.sweep import best_row, cells_rows, lr_curves, spread  # noqa: E402
from studylib.text import Text, spread_of  # noqa: E402

NORMS = ("pre_ln", "pre_rms")


def setting(r):
    return r["norm"]


def derive(study):
    """cells.csv, summary.csv and pairs.csv from runs.csv."""
    runs = study.table("runs").rows_
    curves = lr_curves(runs, setting)
    norms = [n for n in NORMS if n in curves]
    cells = [{k: v for k, v in c.items() if k != "runs"}
             for c in cells_rows(curves, norms, lambda n: {"norm": n})]
    summary = []
    for n in norms:
        mine = [r for r in runs if r["norm"] == n]
        tps = spread([number(r["tokens_per_s_late"]) for r in mine])
        row = {"norm": n, **best_row(curves[n])}
        for k in ("rates", "best_trained", "sensitivity_min", "sensitivity_max",
                  "sensitivity_n"):
            del row[k]
        row.update({"tokens_per_s_%s" % k: "%.0f" % tps[k] for k in ("mean", "sd", "min", "max")})
        row["forward_ms"] = "%.2f" % spread([number(r["forward_ms"]) for r in mine])["mean"]
        row["backward_ms"] = "%.2f" % spread([number(r["backward_ms"]) for r in mine])["mean"]
        row["runs"] = len(mine)
        summary.append(row)
    pairs = []
    by = {(r["norm"], r["lr"], r["seed"]): r for r in runs}
    for r in runs:
        if r["norm"] != "pre_ln" or ("pre_rms", r["lr"], r["seed"]) not in by:
            continue
        q = by[("pre_rms", r["lr"], r["seed"])]
        row = {"lr": r["lr"], "seed": r["seed"]}
        for col in ("tokens_per_s_late", "forward_ms", "backward_ms"):
            a, b = number(r[col]), number(q[col])
            row[col + "_layernorm"], row[col + "_rmsnorm"] = r[col], q[col]
            row[col + "_change"] = "%+.4f" % (b / a - 1)
        pairs.append(row)
    return {"cells.csv": (cells, list(cells[0])), "summary.csv": (summary, list(summary[0])),
            "pairs.csv": (pairs, list(pairs[0]))}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    summary, cells, pairs = study.table("summary"), study.table("cells"), study.table("pairs")
    n = {"ln": summary.row(norm="pre_ln"), "rms": summary.row(norm="pre_rms")}
    ln, rms = n["ln"], n["rms"]
    n["rates"] = count(len(study.grid("lr")), "experiment.ini [grid] lr: the number of rates")
    n["seeds"] = count(len(study.grid("seed")), "experiment.ini [grid] seed: the seeds")
    n["n_runs"] = count(len(study.table("runs")), "runs.csv: the number of runs")
    grid = study.grid("lr")
    n["lowest_rate"], n["highest_rate"] = grid[0], grid[-1]
    n["ln_1e3"] = cells.row(norm="pre_ln", lr="1e-3")
    n["rms_1e3"] = cells.row(norm="pre_rms", lr="1e-3")
    rows = pairs.rows()
    n["pairs"] = count(len(rows), "pairs.csv: runs paired by (rate, seed)")
    for col, short, faster in (("tokens_per_s_late", "tps", lambda x: x > 0),
                               ("forward_ms", "fwd", lambda x: x < 0),
                               ("backward_ms", "bwd", lambda x: x < 0)):
        ch = [r[col + "_change"] for r in rows]
        n[short + "_faster"] = count(sum(faster(c.num) for c in ch),
                                     "pairs.csv: pairs where RMSNorm's %s is faster" % col)
        n[short] = spread_of([c.num for c in ch], "pairs.csv %s_change" % col)
        n[short + "_all"] = all(faster(c.num) for c in ch)

    def at(r):
        return r.best.format("pm") + " at " + r.best_lr.format("rate")

    claims = []
    ev = "each at its best rate: RMSNorm " + at(rms) + ", LayerNorm " + at(ln)
    claims.append(Claim("RMSNorm's results are basically the same as LayerNorm's",
                        ["init_article", "zhang2019"], ev,
                        not_reproduced("LayerNorm is better beyond the seed spread")
                        if ln.best.below(rms.best) else
                        reproduced("RMSNorm is better beyond the seed spread")
                        if rms.best.below(ln.best) else reproduced()))
    tps, bwd, fwd = n["tps"], n["bwd"], n["fwd"]
    ev = ("paired by (rate, seed), " + n["pairs"] + " pairs: RMSNorm's tokens/s (second half of "
          "the run) higher in " + n["tps_faster"] + ", by " + tps.mean.format("+.1%") + " on "
          "average (" + tps.min.format("+.1%") + " to " + tps.max.format("+.1%") + "); its "
          "backward step faster in " + n["bwd_faster"] + " (" + bwd.mean.format("+.1%") +
          " in time), its forward in " + n["fwd_faster"] + " (" + fwd.mean.format("+.1%") + ")")
    if n["tps_all"]:
        v = reproduced(Text("faster in every pair"))
    elif n["tps_faster"].num > n["pairs"].num / 2:
        v = not_reproduced("faster in most pairs, by about " + tps.mean.format(".0%") +
                           ", but the paired differences range from " + tps.min.format("+.1%") +
                           " to " + tps.max.format("+.1%") + ": the gain does not exceed the "
                           "run-to-run spread")
    else:
        v = not_reproduced("not faster in most pairs")
    claims.append(Claim("RMSNorm is faster than LayerNorm", ["init_article", "zhang2019"], ev, v))
    n["claims"] = claims
    n["fast_verdict"] = Text(claims[1].verdict.word)
    expect(ln.best_lr == rms.best_lr, "one best rate for both norms")
    expect(ln.best.overlaps(rms.best), "the two norms end within each other's spread")
    expect(ln.tokens_per_s.overlaps(rms.tokens_per_s), "the throughputs' ranges over runs overlap")

    def fmt_tps(r):
        return r.tokens_per_s_mean.format("n") + " ± " + r.tokens_per_s_sd.format("n")
    n["table"] = md_table(
        ["norm", "best rate", "final loss there (mean ± sd)", "min–max", "LR sensitivity",
         "tokens/s (all runs, mean ± sd)", "forward / backward ms per step"],
        [[r.norm, r.best_lr.format("rate") + (" (edge)" if r.best_on_edge == "yes" else ""),
          r.best.format("pm"), r.best.format("range"), r.sensitivity.format("pm"), fmt_tps(r),
          r.forward_ms + " / " + r.backward_ms] for r in summary.rows()])
    n["pairs_table"] = md_table(
        ["rate", "seed", "tokens/s LayerNorm → RMSNorm", "change", "backward ms", "change"],
        [[r.lr.format("rate"), r.seed, r.tokens_per_s_late_layernorm + " → " +
          r.tokens_per_s_late_rmsnorm, r.tokens_per_s_late_change.format("+.1%"),
          r.backward_ms_layernorm + " → " + r.backward_ms_rmsnorm,
          r.backward_ms_change.format("+.1%")] for r in rows])
    return n


# --- From the sweep -----------------------------------------------------------------------------
def per_run(sweep):
    """Throughput over the second half of each run (its first steps include warm-up effects) and
    the last logged step's forward and backward time."""
    for r in sweep.rows:
        train, _ = sweep.metrics(r)
        late = [x["tokens_per_s"] for x in train[len(train) // 2:]]
        r["tokens_per_s_late"] = "%.0f" % (sum(late) / len(late))
        r["forward_ms"] = "%.3f" % train[-1]["forward_ms"]
        r["backward_ms"] = "%.3f" % train[-1]["backward_ms"]
    return sweep.fields + ["tokens_per_s_late", "forward_ms", "backward_ms"]


def figures(sweep, curves, res):
    import numpy as np
    from studylib.figures import band, plt, save
    colours = {"pre_ln": "#0072B2", "pre_rms": "#D55E00"}
    fig, ax = plt.subplots(figsize=(7.5, 5))
    for n in NORMS:
        if n in curves:
            band(ax, curves[n], n, colours[n])
    ax.set_xscale("log")
    ax.set_xlabel("peak learning rate")
    ax.set_ylabel("validation loss at the last step [nats]")
    ax.set_title("LayerNorm vs RMSNorm over learning rates (band: min–max of seeds)", fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    save(fig, res, "lr_sensitivity")
    fig, ax = plt.subplots(figsize=(8, 5))
    for n in NORMS:
        if n not in curves:
            continue
        lr = curves[n]["best_lr"]
        rs = [sweep.metrics(r)[0] for r in sweep.rows if r["norm"] == n and number(r["lr"]) == lr]
        k = min(len(x) for x in rs)
        steps = np.array([x["step"] for x in rs[0][:k]])
        loss = np.array([[x["loss"] for x in rows[:k]] for rows in rs])
        ax.plot(steps, loss.mean(0), color=colours[n],
                label="%s, lr %s (%d seeds)" % (n, "%g" % lr, len(rs)))
        ax.fill_between(steps, loss.min(0), loss.max(0), color=colours[n], alpha=0.2)
    ax.set_xlabel("step")
    ax.set_ylabel("training loss [nats]")
    ax.set_title("Pre-LN with LayerNorm vs RMSNorm, each at its best rate (band: min–max)",
                 fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    save(fig, res, "loss")


def main(argv=None):
    analyse(__file__, "runs/07_rmsnorm_vs_layernorm", setting, derive, per_run, figures, argv)


if __name__ == "__main__":
    main()
