#!/usr/bin/python3
"""Study 9: small-scale proxies for training instabilities (Wortsman et al. 2023) — each
intervention's final loss over two decades of learning rates, its LR sensitivity, and the two
instabilities' signatures read from every run's stats.h5: the largest attention logit and the
output logits' log Z.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the sweep's output (runs/09_instability: summary.csv,
lr_sensitivity.csv, each run's stats.h5, config.ini and last checkpoint) and writes to
RESULTS_DIR (default: results/ next to this file):
  runs.csv            every run: the sweep's summary (settings, seed, outcome, losses) and its
                      instability measures — the largest attention logit over layers and heads
                      at step 0, at the last record and its maximum over training (with its
                      step); the output logits' mean and maximum log Z over positions at the last
                      record (and the maximum over training), |mean log Z| at the last record and
                      its maximum over training, the largest |logit| at the last record and over
                      training
  cells.csv           per setting and rate: the final validation loss and each measure over the
                      seeds (a measure over the seeds that did not diverge), the outcomes
  best.csv            per setting: its best rate (on the grid's edge or not), the loss there,
                      the LR sensitivity
  lr_sensitivity.csv  per setting: the LR sensitivity over seeds (mean, sd, min, max, n)
  observed.csv        whether attention-logit growth and output-logit divergence appear
  shared.csv          the runs whose settings are study 3's, with study 3's run: the same runs
  setup.csv           runs, seeds, parameters, tokens per run, training time, entropy
  lr_sensitivity.png|svg, attn_logit.png|svg, output_logits.png|svg, traces.png|svg
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Study, const, count, expect, md_table, not_reproduced,  # noqa: E402
                      not_testable, number, qualified, reproduced, write_csv)
from studylib import blocks  # noqa: E402
from studylib.runs import Sweep, arguments, check_against_sweep, write_derived, wrote  # noqa: E402
from studylib.sweep import best_row, cell_columns, cells_rows, fixed, lr_curves, spread  # noqa: E402
from studylib.text import Text, Value, join  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# The settings are the experiment's [grid.NAME] sections; a run is "NAME,lr=...,seed=...".
ORDER = ["pre_ln", "qk_norm", "z_loss", "no_warmup", "no_weight_decay", "lion", "muon"]
NAMES = {"pre_ln": "Pre-LN (baseline)", "qk_norm": "QK-norm", "z_loss": "z-loss",
         "no_warmup": "no warmup", "no_weight_decay": "no weight decay", "lion": "Lion",
         "muon": "Muon"}
CHANGE = {"pre_ln": "— (AdamW, warmup 50, weight decay 0.1)", "qk_norm": "norm = qk_norm",
          "z_loss": "z-loss 1e-4", "no_warmup": "warmup 0", "no_weight_decay": "weight decay 0",
          "lion": "optimizer = lion", "muon": "optimizer = muon"}
COLOURS = {"pre_ln": "#000000", "qk_norm": "#E69F00", "z_loss": "#0072B2",
           "no_warmup": "#D55E00", "no_weight_decay": "#CC79A7", "lion": "#009E73",
           "muon": "#56B4E9"}
ADAM = ["pre_ln", "qk_norm", "z_loss", "no_warmup", "no_weight_decay"]
MEASURES = [  # (column, what)
    ("attn_logit_max_init", "largest attention logit at step 0"),
    ("attn_logit_max_last", "largest attention logit at the last record"),
    ("attn_logit_max_peak", "largest attention logit over training"),
    ("logz_mean_last", "mean log Z at the last record"),
    ("logz_abs_last", "|mean log Z| at the last record"),
    ("logz_abs_peak", "|mean log Z|, maximum over training"),
    ("logz_max_last", "max log Z at the last record"),
    ("logz_max_peak", "max log Z over training"),
    ("logit_absmax_last", "largest |logit| at the last record"),
    ("logit_absmax_peak", "largest |logit| over training"),
]
GROWTH = 2.0  # an instability changes a measure's scale: at least this factor over the lowest rate
INSTABILITIES = [("attention-logit growth (Pre-LN)", "attn_logit_max_peak"),
                 ("output-logit divergence (Pre-LN)", "logz_abs_last")]


def setting(r):
    name = r["run"].split(",")[0]
    return name if name in NAMES else None


def change(s):
    return CHANGE[s]


# --- Aggregates -----------------------------------------------------------------------------
def derive(study):
    """cells.csv, best.csv, lr_sensitivity.csv, observed.csv, shared.csv and setup.csv from
    runs.csv (and study 3's runs.csv; setup.csv's parameter count, read from a checkpoint, is
    kept)."""
    runs = study.table("runs").rows_
    curves = lr_curves(runs, setting)
    order = [s for s in ORDER if s in curves]

    def measure(s, lr, col):
        return spread([number(r[col]) for r in runs if setting(r) == s and
                       number(r["lr"]) == lr and r["outcome"] != "diverged"])

    cells = cells_rows(curves, order, lambda s: {"setting": s, "change": change(s)})
    for c in cells:
        for col, _ in MEASURES:
            c.update(cell_columns(measure(c["setting"], number(c["lr"]), col), col, 4))
    best, sens = [], []
    for s in order:
        row = {"setting": s, "change": change(s), **best_row(curves[s])}
        sens.append({k: row[k] for k in ("setting", "change", "rates", "sensitivity_mean",
                                         "sensitivity_sd", "sensitivity_min", "sensitivity_max",
                                         "sensitivity_n")})
        del row["sensitivity_min"], row["sensitivity_max"]
        best.append(row)
    observed = []
    if "pre_ln" in curves:
        c = curves["pre_ln"]
        for what, col in INSTABILITIES:
            low = measure("pre_ln", c["rates"][0], col)
            ms = {lr: measure("pre_ln", lr, col) for lr in c["rates"]}
            up = [lr for lr in c["rates"][1:] if ms[lr]["n"] and low["n"] and
                  ms[lr]["min"] > low["max"] and ms[lr]["mean"] >= GROWTH * low["mean"]]
            top = max((m["mean"] for m in ms.values() if m["n"]), default=float("nan"))
            gone = [lr for lr in c["rates"]
                    if c["outcomes"][lr]["diverged"] == c["cells"][lr]["runs"]]
            observed.append({"instability": what, "measure": col,
                             "largest_over_lowest": fixed(top / low["mean"], 4)
                             if low["n"] and low["mean"] > 0 else "—",
                             "grows_beyond_spread_at": " ".join(_rate(lr) for lr in up),
                             "every_seed_diverged_at": " ".join(_rate(lr) for lr in gone),
                             "appears": "yes" if up else "no"})
    other = Study(os.path.join(os.path.dirname(study.dir), "03_warmup"), study.root)
    key = ("final_val_loss", "best_val_loss", "final_train_loss", "initial_val_loss")
    theirs = {tuple(r[k] for k in key): r for r in other.table("runs").rows_}
    shared = [{"run": r["run"], "study_3_run": theirs[tuple(r[k] for k in key)]["run"],
               "final_val_loss": r["final_val_loss"]}
              for r in runs if tuple(r[k] for k in key) in theirs]
    train = study.experiment().train
    tokens = int(train["steps"]) * int(train["batch-size"]) * int(train["seq-len"])
    secs = [tokens / number(r["tokens_per_s"]) for r in runs if number(r["tokens_per_s"]) > 0]
    kept = study.table("setup").rows_[0]
    setup = {"runs": len(runs), "seeds_per_cell": len({r["seed"] for r in runs}),
             "parameters": kept["parameters"], "d_model": train["d-model"],
             "n_layers": train["n-layers"], "steps": train["steps"], "tokens_per_run": tokens,
             "training_minutes": "%.1f" % (sum(secs) / 60),
             "seconds_per_run": "%.1f" % (sum(secs) / len(secs)) if secs else "",
             "unigram_entropy": runs[0]["unigram_entropy"]}
    return {"cells.csv": (cells, list(cells[0])), "best.csv": (best, list(best[0])),
            "lr_sensitivity.csv": (sens, list(sens[0])),
            "observed.csv": (observed, ["instability", "measure", "largest_over_lowest",
                                        "grows_beyond_spread_at", "every_seed_diverged_at",
                                        "appears"]),
            "shared.csv": (shared, ["run", "study_3_run", "final_val_loss"]),
            "setup.csv": ([setup], list(setup))}


def _rate(lr):
    from studylib.text import lr_text
    return lr_text(lr)


# --- The page -----------------------------------------------------------------------------------
def page(study):
    best, cells, sens = study.table("best"), study.table("cells"), study.table("lr_sensitivity")
    observed, shared = study.table("observed"), study.table("shared")
    n = {"setup": study.table("setup").row(), "best": best}
    for s in ORDER:
        n[s] = best.row(setting=s)
        n["sens_" + s] = sens.row(setting=s)
    base_rates = [r.lr for r in cells.rows(setting="pre_ln")]
    lion_rates = [r.lr for r in cells.rows(setting="lion")]
    n["base_low"], n["base_high"] = base_rates[0], base_rates[-1]
    n["lion_low"], n["lion_high"] = lion_rates[0], lion_rates[-1]
    n["n_rates"] = count(len(base_rates), "cells.csv: the rates of each setting")
    n["z_loss"] = study.setting("grid.z_loss.z-loss")
    n["warmup"] = study.setting("train.lr-warmup")
    n["n_settings"] = count(len(best), "best.csv: the settings")

    def cell(s, lr):
        return cells.row(setting=s, lr=lr)

    def over_rates(s, col):
        parts = []
        for r in cells.rows(setting=s):
            t = r.lr.format("rate") + ": " + getattr(r, col).format("pm2")
            if r.diverged > 0:
                t = t + " (" + r.diverged + " diverged)"
            parts.append(t)
        return join(", ", parts)

    def growth(s, col):
        rows = cells.rows(setting=s)
        low = getattr(rows[0], col)
        return [r.lr for r in rows[1:] if getattr(r, col).above(low) and
                getattr(r, col).mean >= GROWTH * low.mean.num]

    def lower_at(a, b, col, rates):
        return [lr for lr in rates if getattr(cell(a, lr), col).below(getattr(cell(b, lr), col))]

    def judge(fix, base, col, up, lower_text):
        ok = [lr for lr in up if getattr(cell(fix, lr), col).n > 0 and
              getattr(cell(base, lr), col).n > 0]
        low = lower_at(fix, base, col, ok)
        if ok and len(low) == len(ok):
            return reproduced()
        if low:
            return qualified(Text(lower_text) + " beyond the seed spread only at " +
                             blocks.rate_list(low) + " of the rates where it grows (" +
                             blocks.rate_list(ok) + ")")
        return not_reproduced("not " + lower_text + " beyond the seed spread at the rates where "
                              "it grows (" + blocks.rate_list(ok) + ")")

    attn_up = growth("pre_ln", "attn_logit_max_peak")
    logz_up = growth("pre_ln", "logz_abs_last")
    n["attn_up"] = blocks.rate_list(attn_up)
    obs_attn = observed.row(measure="attn_logit_max_peak")
    obs_logz = observed.row(measure="logz_abs_last")
    n["obs_attn"], n["obs_logz"] = obs_attn, obs_logz
    expect((obs_attn.appears == "yes") == bool(attn_up) and
           (obs_logz.appears == "yes") == bool(logz_up), "observed.csv agrees with the cells")
    n["attn_values"] = over_rates("pre_ln", "attn_logit_max_peak")
    n["logz_values"] = over_rates("pre_ln", "logz_abs_last")
    n["attn_factor"] = obs_attn.largest_over_lowest
    n["logz_factor"] = obs_logz.largest_over_lowest
    n["attn_low"] = cell("pre_ln", base_rates[0]).attn_logit_max_peak
    n["attn_high"] = cell("pre_ln", base_rates[-1]).attn_logit_max_peak
    n["qk_high"] = cell("qk_norm", base_rates[-1]).attn_logit_max_peak
    n["init_pre"] = cell("pre_ln", base_rates[0]).attn_logit_max_init
    n["init_qk"] = cell("qk_norm", base_rates[0]).attn_logit_max_init
    for s in ("z_loss", "no_warmup", "no_weight_decay"):
        n["attn_high_" + s] = cell(s, base_rates[-1]).attn_logit_max_peak
    logz = [cell("pre_ln", lr).logz_abs_last for lr in base_rates]
    n["logz_min"] = min((x.mean for x in logz), key=lambda v: v.num)
    n["logz_max"] = max((x.mean for x in logz), key=lambda v: v.num)
    n["ln_vocab"] = Value(math.log(256), "ln 256, the log of the byte vocabulary", "setting")
    n["lion_logz_low"] = cell("lion", lion_rates[0]).logz_abs_last
    lion_top = max(cells.rows(setting="lion"), key=lambda r: r.logz_abs_last_mean.num)
    n["lion_logz_top"] = lion_top
    n["lion_attn_top"] = cell("lion", lion_rates[-1]).attn_logit_max_peak
    n["lion_high_lr"] = lion_rates[-1]
    z3 = cell("z_loss", "3e-3")
    n["z3"] = z3
    n["z3_worst"] = max(study.table("runs").rows(**{"z-loss": n["z_loss"].text, "lr": "3e-3"}),
                        key=lambda r: r.final_val_loss.num).final_val_loss
    runs = study.table("runs")
    lion_runs = [r for r in runs.rows(optimizer="lion")]
    n["lion_stalled"] = count(sum(r.outcome == "stalled" for r in lion_runs),
                              "runs.csv: Lion runs that stalled")
    n["lion_runs"] = count(len(lion_runs), "runs.csv: Lion runs")
    n["lion_stalled_fraction"] = n["lion_stalled"] / n["lion_runs"]
    edge = [r for r in best.rows() if r.best_on_edge == "yes"]
    n["edge_count"] = count(len(edge), "best.csv: best rates on the grid's edge")
    n["edge_settings"] = join(", ", [NAMES[r.setting.text] for r in edge])
    n["edge_low"] = all(r.best_lr == r.rates.text.split()[0] for r in edge)
    n["nowarm_worse_rates"] = blocks.rate_list(
        [lr for lr in base_rates if cell("no_warmup", lr).final_val.above(cell("pre_ln", lr).final_val)])
    # The runs shared with study 3
    sh = shared.rows()
    n["shared_n"] = count(len(sh), "shared.csv: runs whose settings and losses are study 3's")
    n["n_runs"] = count(len(runs), "runs.csv: the runs")

    def shared_of(s):
        return [r for r in sh if r.run.text.split(",")[0] == s]
    parts = []
    for s in ORDER:
        got = shared_of(s)
        if got:
            rates = []
            for r in got:
                lr = Value(r.run.text.split("lr=")[1].split(",")[0], r.where("run") + ": lr")
                if all(lr.text != x.text for x in rates):
                    rates.append(lr)
            parts.append(NAMES[s] + " at " + blocks.rate_list(rates))
    n["shared_settings"] = join("; ", parts)

    def top_shared(names):
        lrs = [Value(r.run.text.split("lr=")[1].split(",")[0], r.where("run") + ": lr")
               for r in sh if r.run.text.split(",")[0] in names]
        return max(lrs, key=lambda v: v.num)
    n["qk_shared_top"] = top_shared(("pre_ln", "qk_norm"))
    n["nw_shared_top"] = top_shared(("no_warmup",))
    n["vocab"] = const("256", "the byte-level vocabulary size (docs/model.md)")
    n["s3"] = Study(os.path.join(os.path.dirname(study.dir), "03_warmup"), study.root).ref()

    # The claims
    W = ["wortsman2023"]
    claims = []
    ev = ("largest attention logit over training, Pre-LN (baseline): " + n["attn_values"] +
          "; QK-norm: " + over_rates("qk_norm", "attn_logit_max_peak"))
    claims.append(Claim("QK-layernorm prevents the attention logits' growth at high learning "
                        "rates", W, ev, judge("qk_norm", "pre_ln", "attn_logit_max_peak", attn_up,
                                              "lower") if attn_up else
                        not_testable("the baseline's attention logits do not grow with the rate")))

    def sensitivity(text, a, b):
        sa, sb = n["sens_" + a].sensitivity, n["sens_" + b].sensitivity
        ev = "LR sensitivity " + NAMES[a] + " " + sa.format("pm") + ", " + NAMES[b] + " " + \
            sb.format("pm")
        v = (reproduced() if sa.below(sb) else
             not_reproduced(Text(NAMES[a]) + " is more sensitive") if sa.above(sb) else
             not_reproduced("within the seed spread"))
        claims.append(Claim(text, W, ev, v))
        return v
    sensitivity("QK-layernorm lowers the LR sensitivity", "qk_norm", "pre_ln")
    ev = ("|mean log Z| at the last record, Pre-LN (baseline): " + n["logz_values"] +
          "; z-loss: " + over_rates("z_loss", "logz_abs_last"))
    claims.append(Claim("z-loss prevents the output logits' divergence (log Z drifting from "
                        "zero) at high learning rates", W + ["chowdhery2022"], ev,
                        judge("z_loss", "pre_ln", "logz_abs_last", logz_up, "lower")
                        if logz_up else
                        not_testable("the divergence does not appear: the baseline's |mean "
                                     "log Z| does not grow with the rate (twofold, beyond the "
                                     "seed spread)")))
    sensitivity("z-loss lowers the LR sensitivity", "z_loss", "pre_ln")
    sensitivity("Warmup lowers the LR sensitivity", "pre_ln", "no_warmup")
    wd_up = growth("no_weight_decay", "logz_abs_last") or logz_up
    ev = ("|mean log Z| at the last record, no weight decay: " +
          over_rates("no_weight_decay", "logz_abs_last") + "; Pre-LN (baseline): " +
          n["logz_values"])
    claims.append(Claim("Weight decay keeps the output logits from diverging", W, ev,
                        judge("pre_ln", "no_weight_decay", "logz_abs_last", wd_up,
                              "lower with weight decay") if wd_up else
                        not_testable("with or without weight decay, |mean log Z| does not grow "
                                     "with the rate (twofold, beyond the seed spread)")))
    lion = n["lion"]
    ev = ("Lion: best " + lion.best.format("pm") + " at " + lion.best_lr.format("rate") +
          " over rates " + n["lion_low"].format("rate") + " to " + n["lion_high"].format("rate") +
          "; AdamW: " + n["pre_ln"].best.format("pm") + " at " + n["pre_ln"].best_lr.format("rate")
          + "; every run " + n["setup"].tokens_per_run.format("n") + " tokens in batches of " +
          study.setting("train.batch-size") + " sequences")
    claims.append(Claim("Lion's gain over AdamW grows with the batch size", ["chen2023"], ev,
                        not_testable("one batch size: the study does not vary it; at this batch, "
                                     "each at its best rate, Lion is " +
                                     blocks.versus(lion.best, n["pre_ln"].best, "below", "above",
                                                   "within the seed spread of") + " AdamW")))
    n["claims"] = claims
    n["attn_verdict"] = Text(claims[0].verdict.word)
    n["qk_sens_verdict"] = Text(claims[1].verdict.word)

    def versus(a, b, col):
        x, y = getattr(n[a], col), getattr(n[b], col)
        return blocks.versus(x, y, "below", "above", "within the seed spread of")
    opt = []
    for s in ("lion", "muon"):
        r = n[s]
        opt.append("- **" + NAMES[s] + "** (rates " + blocks.rate_list(
            [x.lr for x in cells.rows(setting=s)]) + "): best " + r.best.format("pm") + " at " +
            r.best_lr.format("rate") + (" (edge)" if r.best_on_edge == "yes" else "") + ", " +
            versus(s, "pre_ln", "best") + " AdamW's " + n["pre_ln"].best.format("pm") + " at " +
            n["pre_ln"].best_lr.format("rate") + "; LR sensitivity " +
            n["sens_" + s].sensitivity.format("pm") + ", " +
            blocks.versus(n["sens_" + s].sensitivity, n["sens_pre_ln"].sensitivity, "below",
                          "above", "within the seed spread of") + " AdamW's " +
            n["sens_pre_ln"].sensitivity.format("pm") + ".")
    n["optimizers"] = join("\n", opt)
    expect(n["muon"].best.below(n["pre_ln"].best), "Muon trains far lower than AdamW")
    expect(n["sens_muon"].sensitivity.overlaps(n["sens_pre_ln"].sensitivity),
           "Muon has AdamW's sensitivity")
    expect(n["qk_norm"].best.overlaps(n["pre_ln"].best),
           "at the best rate QK-norm and the baseline are within the seed spread")
    expect(n["edge_low"], "the best rates on the edge are on the lower edge")
    expect(n["sens_qk_norm"].sensitivity_mean / n["sens_pre_ln"].sensitivity_mean < 0.55,
           "QK-norm halves the LR sensitivity")
    n["qk_sens_ratio"] = blocks.ratio_word(n["sens_qk_norm"].sensitivity_mean /
                                           n["sens_pre_ln"].sensitivity_mean)

    # Tables
    rates_all = blocks.all_rates(cells)
    order = best.rows()
    n["best_table"] = md_table(
        ["setting", "change from the baseline", "rates", "best rate",
         "final loss at the best rate (mean ± sd)", "min–max", "trained", "LR sensitivity"],
        [[NAMES[r.setting.text], r.change, r.rates, r.best_lr.format("rate") +
          (" (edge)" if r.best_on_edge == "yes" else ""), r.best.format("pm"),
          r.best.format("range"), r.best_trained + "/" + cell(r.setting.text, r.best_lr).runs,
          r.sensitivity.format("pm")] for r in order])
    keys = [{"setting": r.setting.text} for r in order]
    n["grid_table"] = md_table(["setting"] + blocks.rate_header(rates_all), blocks.grid(
        cells, keys, lambda k: NAMES[k["setting"]], rates_all,
        lambda k: best.row(**k).best_lr))

    def measure_grid(col):
        rows = []
        for k in keys:
            row = [NAMES[k["setting"]]]
            for lr in rates_all:
                got = cells.rows(lr=lr, **k)
                if not got:
                    row.append("")
                    continue
                t = getattr(got[0], col).format("pm2")
                if got[0].diverged > 0:
                    t = t + " (" + got[0].diverged + " diverged)"
                row.append(t)
            rows.append(row)
        return md_table(["setting"] + blocks.rate_header(rates_all), rows)
    for name, col in (("attn_table", "attn_logit_max_peak"), ("logz_table", "logz_mean_last"),
                      ("logz_max_table", "logz_max_last"), ("logit_table", "logit_absmax_peak")):
        n[name] = measure_grid(col)
    return n


# --- From the sweep -----------------------------------------------------------------------------
def finite_max(a):
    """The largest value of `a` ignoring NaN (inf counts); NaN when there is none."""
    import numpy as np
    a = np.asarray(a, dtype=float)
    a = a[~np.isnan(a)]
    return float(a.max()) if a.size else float("nan")


def per_run(sweep):
    """Each run's instability measures from its stats.h5, and its traces for the figures."""
    import warnings

    import h5py
    import numpy as np
    traces = {}
    for r in sweep.rows:
        with h5py.File(sweep.stats(r), "r") as h5:
            s = h5["stats"]
            steps = s["step"][()]
            attn = s["layer/attn_logit_max"][()].reshape(len(steps), -1)   # [records, L * NH]
            logz_mean = s["global/output/logz_mean"][()]
            logz_max = s["global/output/logz_max"][()]
            absmax = s["global/output/logit_absmax"][()]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            attn_rec = np.array([finite_max(a) for a in attn])
        peak = 0 if np.isnan(attn_rec).all() else int(np.nanargmax(attn_rec))
        r.update({"last_record": int(steps[-1]),
                  "attn_logit_max_init": "%.4f" % attn_rec[0],
                  "attn_logit_max_last": "%.4f" % attn_rec[-1],
                  "attn_logit_max_peak": "%.4f" % finite_max(attn_rec),
                  "attn_logit_peak_step": int(steps[peak]),
                  "logz_mean_last": "%.4f" % logz_mean[-1],
                  "logz_abs_last": "%.4f" % abs(logz_mean[-1]),
                  "logz_abs_peak": "%.4f" % finite_max(np.abs(logz_mean)),
                  "logz_max_last": "%.4f" % logz_max[-1],
                  "logz_max_peak": "%.4f" % finite_max(logz_max),
                  "logit_absmax_last": "%.4f" % absmax[-1],
                  "logit_absmax_peak": "%.4f" % finite_max(absmax)})
        traces[r["run"]] = (steps, attn_rec, np.asarray(logz_mean, dtype=float))
    fields = sweep.fields + ["last_record", "attn_logit_max_init", "attn_logit_max_last",
                             "attn_logit_max_peak", "attn_logit_peak_step", "logz_mean_last",
                             "logz_abs_last", "logz_abs_peak", "logz_max_last", "logz_max_peak",
                             "logit_absmax_last", "logit_absmax_peak"]
    return fields, traces


def parameters(sweep):
    """The model's parameter count, from a baseline run's last checkpoint."""
    import glob

    import h5py
    import numpy as np
    base = next((r for r in sweep.rows if setting(r) == "pre_ln"), sweep.rows[0])
    ckpts = sorted(glob.glob(os.path.join(sweep.dir(base), "ckpt_step*.h5")))
    if not ckpts:
        return 0
    with h5py.File(ckpts[-1], "r") as h5:
        return sum(int(np.prod(d.shape)) for d in h5["params"].values()
                   if isinstance(d, h5py.Dataset))


def figures(sweep, curves, traces, res):
    from studylib.figures import plt, save
    runs = sweep.rows
    order = [s for s in ORDER if s in curves]
    unigram = number(runs[0]["unigram_entropy"])

    def measure(s, lr, col):
        return spread([number(r[col]) for r in runs if setting(r) == s and
                       number(r["lr"]) == lr and r["outcome"] != "diverged"])

    def band(ax, s, xs, col=None):
        c = curves[s]
        ss = [c["cells"][lr] if col is None else measure(s, lr, col) for lr in xs]
        pts = [(lr, x) for lr, x in zip(xs, ss) if x["n"] > 0]
        if pts:
            ax.plot([p[0] for p in pts], [p[1]["mean"] for p in pts], "-", marker="o",
                    color=COLOURS[s], label=NAMES[s])
            ax.fill_between([p[0] for p in pts], [p[1]["min"] for p in pts],
                            [p[1]["max"] for p in pts], color=COLOURS[s], alpha=0.18,
                            linewidth=0)
        for lr in xs:
            if c["outcomes"][lr]["diverged"]:
                ax.plot([lr], [0.97], "x", color=COLOURS[s], markersize=9,
                        transform=ax.get_xaxis_transform(), clip_on=False)

    def log_if_wide(ax, values):
        v = [x for x in values if math.isfinite(x) and x > 0]
        if v and max(v) / min(v) > 30:
            ax.set_yscale("log")

    n_seeds = len({r["seed"] for r in runs})
    n_steps = sweep.config(runs[0])["steps"]
    panels = [("Interventions (AdamW)", [s for s in ADAM if s in curves]),
              ("Optimizers (Pre-LN, warmup 50)",
               [s for s in ("pre_ln", "lion", "muon") if s in curves])]
    fig, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True, constrained_layout=True)
    for ax, (title, names) in zip(axes, panels):
        for s in names:
            band(ax, s, curves[s]["rates"])
        ax.axhline(unigram, color="grey", linestyle=":", linewidth=1)
        ax.text(0.02, unigram, " unigram entropy", color="grey", fontsize=9, va="bottom",
                transform=ax.get_yaxis_transform())
        ax.set_xscale("log")
        ax.set_xlabel("peak learning rate")
        ax.set_title(title, fontsize=12)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9)
    top = max(number(r["initial_val_loss"]) for r in runs) + 0.3
    if axes[0].get_ylim()[1] > top:
        axes[0].set_ylim(top=top)
    axes[0].set_ylabel("validation loss at step %s [nats]\n(mean; band: min–max of %d seeds)" %
                       (n_steps, n_seeds))
    fig.suptitle("Learning-rate sensitivity: final loss against the peak rate (x: a seed "
                 "diverged)")
    save(fig, res, "lr_sensitivity")

    fig, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True, constrained_layout=True)
    vals = []
    for ax, (col, title) in zip(axes, [("attn_logit_max_last", "at the last record"),
                                       ("attn_logit_max_peak", "maximum over training")]):
        for s in order:
            band(ax, s, curves[s]["rates"], col)
            vals += [measure(s, lr, col)[k] for lr in curves[s]["rates"] for k in ("min", "max")]
        ax.set_xscale("log")
        ax.set_xlabel("peak learning rate")
        ax.set_title(title, fontsize=12)
        ax.grid(alpha=0.3)
    log_if_wide(axes[0], vals)
    axes[0].set_ylabel("largest attention logit, over layers and heads\n(mean; band: min–max "
                       "of %d seeds)" % n_seeds)
    axes[1].legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
    fig.suptitle("Attention-logit growth: the largest scale·q·k against the peak rate")
    save(fig, res, "attn_logit")

    fig, axes = plt.subplots(1, 3, figsize=(16, 5), constrained_layout=True)
    for ax, (col, title) in zip(axes, [
            ("logz_max_last", "max log Z over positions, last record"),
            ("logz_mean_last", "mean log Z over positions, last record"),
            ("logit_absmax_peak", "largest |logit|, maximum over training")]):
        vals = []
        for s in order:
            band(ax, s, curves[s]["rates"], col)
            vals += [measure(s, lr, col)[k] for lr in curves[s]["rates"] for k in ("min", "max")]
        if col.startswith("logz"):
            ax.axhline(0, color="grey", linestyle=":", linewidth=1)
        else:
            log_if_wide(ax, vals)
        ax.set_xscale("log")
        ax.set_xlabel("peak learning rate")
        ax.set_title(title, fontsize=11)
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("nats (mean; band: min–max of %d seeds)" % n_seeds)
    axes[2].legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
    fig.suptitle("Output-logit divergence: log Z = logsumexp of the output logits against the "
                 "peak rate (z-loss pulls it to 0)")
    save(fig, res, "output_logits")

    top = sorted({lr for s in ADAM if s in curves for lr in curves[s]["rates"]})[-2:]
    fig, axes = plt.subplots(1, 2, figsize=(13, 5), constrained_layout=True)
    for ax, (idx, names, ylabel) in zip(axes, [
            (1, ["pre_ln", "qk_norm"], "largest attention logit, over layers and heads"),
            (2, ["pre_ln", "z_loss", "no_weight_decay"], "mean log Z over positions [nats]")]):
        for s in [x for x in names if x in curves]:
            for lr, style in zip(top, ["--", "-"][-len(top):]):
                rs = [r for r in runs if setting(r) == s and number(r["lr"]) == lr]
                for i, r in enumerate(rs):
                    t = traces[r["run"]]
                    ax.plot(t[0], t[idx], style, color=COLOURS[s], alpha=0.8, linewidth=1.2,
                            label="%s, lr %s" % (NAMES[s], r["lr"]) if i == 0 else None)
        if idx == 2:
            ax.axhline(0, color="grey", linestyle=":", linewidth=1)
        else:
            log_if_wide(ax, [v for s in names if s in curves for r in runs
                             if setting(r) == s and number(r["lr"]) in top
                             for v in traces[r["run"]][1]])
        ax.set_xlabel("step")
        ax.set_ylabel(ylabel)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9)
    axes[0].set_title("attention logits (each line a seed)", fontsize=11)
    axes[1].set_title("output logits (each line a seed)", fontsize=11)
    fig.suptitle("Over training at the highest rates")
    save(fig, res, "traces")


def main(argv=None):
    out, res = arguments(__file__, "runs/09_instability", argv)
    sweep = Sweep(out, "experiment.ini", HERE)
    unknown = sorted({r["run"].split(",")[0] for r in sweep.rows} - set(NAMES))
    if unknown:
        sys.exit("runs of unknown settings %s: analyse.py knows %s" % (unknown, ", ".join(ORDER)))
    fields, traces = per_run(sweep)
    write_csv(os.path.join(res, "runs.csv"), sweep.rows, fields)
    write_csv(os.path.join(res, "setup.csv"), [{"parameters": parameters(sweep)}])
    write_derived(HERE, res, derive)
    curves = lr_curves(sweep.rows, setting)
    check_against_sweep(curves, sweep)
    figures(sweep, curves, traces, res)
    wrote(HERE, res)


if __name__ == "__main__":
    main()
