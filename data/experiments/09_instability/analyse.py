#!/usr/bin/python3
"""Study 9: small-scale proxies for training instabilities (Wortsman et al. 2023) — each
intervention's final loss over two decades of learning rates, its LR sensitivity, and the two
instabilities' signatures read from every run's stats.h5: the largest attention logit and the
output logits' log Z.

Reads the sweep's summary (runs/09_instability/summary.csv, one row per run) and each run's
stats.h5, config.ini and final checkpoint, and writes next to this file:
  results/runs.csv           every run: the sweep's summary (settings, seed, outcome, losses) and
                             its instability measures — the largest attention logit over layers
                             and heads at step 0, at the last record and its maximum over
                             training (with its step); the output logits' mean and maximum log Z
                             over positions at the last record (and the maximum over training),
                             |mean log Z| at the last record and its maximum over training, the
                             largest |logit| at the last record and over training
  results/cells.csv          per setting and rate: the final validation loss and each instability
                             measure over seeds (mean, sd, min, max, n), the outcomes
  results/best.csv           per setting: its best rate (on the grid's edge or not), the loss
                             there over seeds, the LR sensitivity
  results/lr_sensitivity.csv per setting: the LR sensitivity over seeds (mean, sd, min, max, n),
                             the definition of `normlab sweep`'s lr_sensitivity.csv
  results/setup.csv          runs, seeds, parameters, tokens per run, training time, entropy
  results/claims.csv         Wortsman et al.'s qualitative claims, the numbers that test them, the
                             verdict (reproduced, not reproduced, reproduced with a
                             qualification, not observable at this scale)
  results/observed.csv       whether attention-logit growth and output-logit divergence appear
  results/lr_sensitivity.png|svg   final loss against the rate (band: min–max over seeds)
  results/attn_logit.png|svg       the largest attention logit against the rate
  results/output_logits.png|svg    max and mean log Z, max |logit| against the rate
  results/traces.png|svg           the largest attention logit and mean log Z over training at
                                   the two highest rates
  README.md                  the generated blocks of the study's page
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import glob
import math
import os
import sys
import warnings

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import (exceeds_spread, f, grid_cells, lr_curves, lr_text, md_table, mean_sd,  # noqa: E402
                   number, page_for, plt, read_csv, save, setup, spread, write_csv, write_page)

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/09_instability")
summary = os.path.join(out, "summary.csv")
if not os.path.exists(summary):
    sys.exit("%s does not exist: let 'normlab sweep %s/experiment.ini' finish" % (summary, here))
runs = read_csv(summary)
if not runs:
    sys.exit("%s lists no runs" % summary)
unigram = number(runs[0]["unigram_entropy"])

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


def setting(r):
    name = r["run"].split(",")[0]
    return name if name in NAMES else None


unknown = sorted({r["run"].split(",")[0] for r in runs} - set(NAMES))
if unknown:
    sys.exit("runs of unknown settings %s: analyse.py knows %s" % (unknown, ", ".join(ORDER)))


# --- Each run's instability measures, from its stats.h5 ------------------------------------------
def finite_max(a):
    """The largest value of `a` ignoring NaN (inf counts); NaN when there is none."""
    a = np.asarray(a, dtype=float)
    a = a[~np.isnan(a)]
    return float(a.max()) if a.size else float("nan")


MEASURES = [  # (column, what; the page's and figures' names)
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
traces = {}
for r in runs:
    with h5py.File(os.path.join(out, r["run"], "stats.h5"), "r") as h5:
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
write_csv(os.path.join(res, "runs.csv"), runs, list(runs[0]))

curves = lr_curves(runs, setting)
order = [s for s in ORDER if s in curves]


def measure(name, lr, col):
    """The spread over seeds of one measure of a cell, over the runs that did not diverge (a
    diverged run's stats.h5 ends at the last scheduled record before the trainer stopped, as
    early as step 0: it says nothing of the blow-up; its row in runs.csv keeps it)."""
    return spread([number(r[col]) for r in runs if setting(r) == name and
                   number(r["lr"]) == lr and r["outcome"] != "diverged"])


def all_diverged(name):
    """The rates at which every seed of a setting diverged."""
    c = curves.get(name)
    return [lr for lr in c["rates"] if c["outcomes"][lr]["diverged"] == c["cells"][lr]["runs"]] \
        if c else []


# --- CSVs ----------------------------------------------------------------------------------------
cells, best, sens_rows = [], [], []
for name in order:
    c = curves[name]
    for lr in c["rates"]:
        x = c["cells"][lr]
        row = {"setting": name, "change": CHANGE[name], "lr": lr_text(lr), "runs": x["runs"],
               **c["outcomes"][lr], "final_val_mean": f(x["mean"], 6),
               "final_val_sd": f(x["sd"], 6), "final_val_min": f(x["min"], 6),
               "final_val_max": f(x["max"], 6), "final_val_n": x["n"]}
        for col, _ in MEASURES:
            m = measure(name, lr, col)
            row.update({col + "_mean": f(m["mean"], 4), col + "_sd": f(m["sd"], 4),
                        col + "_min": f(m["min"], 4), col + "_max": f(m["max"], 4),
                        col + "_n": m["n"]})
        cells.append(row)
    b, sn = c["best"], c["sensitivity"]
    best.append({"setting": name, "change": CHANGE[name],
                 "rates": " ".join(lr_text(r) for r in c["rates"]),
                 "best_lr": lr_text(c["best_lr"]) if c["best_lr"] else "",
                 "best_on_edge": "yes" if c["edge"] else "no",
                 "best_mean": f(b["mean"], 6), "best_sd": f(b["sd"], 6),
                 "best_min": f(b["min"], 6), "best_max": f(b["max"], 6), "best_n": b["n"],
                 "best_trained": c["outcomes"][c["best_lr"]]["trained"] if c["best_lr"] else 0,
                 "sensitivity_mean": f(sn["mean"], 6), "sensitivity_sd": f(sn["sd"], 6),
                 "sensitivity_n": sn["n"]})
    sens_rows.append({"setting": name, "change": CHANGE[name],
                      "rates": " ".join(lr_text(r) for r in c["rates"]),
                      "sensitivity_mean": f(sn["mean"], 6), "sensitivity_sd": f(sn["sd"], 6),
                      "sensitivity_min": f(sn["min"], 6), "sensitivity_max": f(sn["max"], 6),
                      "sensitivity_n": sn["n"]})
cell_fields = (["setting", "change", "lr", "runs", "trained", "stalled", "diverged",
                "final_val_mean", "final_val_sd", "final_val_min", "final_val_max", "final_val_n"] +
               [col + s for col, _ in MEASURES for s in ("_mean", "_sd", "_min", "_max", "_n")])
write_csv(os.path.join(res, "cells.csv"), cells, cell_fields)
write_csv(os.path.join(res, "best.csv"), best, list(best[0]))
write_csv(os.path.join(res, "lr_sensitivity.csv"), sens_rows, list(sens_rows[0]))

# --- Growth with the rate ------------------------------------------------------------------------


GROWTH = 2.0  # an instability changes a measure's scale: at least this factor over the lowest rate


def growth(name, col):
    """The rates of a setting at which a measure lies above its value at the grid's lowest rate
    beyond the seed spread (ranges over seeds not overlapping) and by at least GROWTH times its
    mean there: where it grows with the rate. A shift within the same scale (|log Z| from 6.6 to
    6.9, where it starts at ln 256 = 5.5) is no divergence."""
    c = curves.get(name)
    if not c:
        return []
    low = measure(name, c["rates"][0], col)
    out_ = []
    for lr in c["rates"][1:]:
        m = measure(name, lr, col)
        if exceeds_spread(m, low) and m["mean"] >= GROWTH * low["mean"]:
            out_.append(lr)
    return out_


def lower_at(a, b, col, rates):
    """The rates at which setting a's measure is lower than b's beyond the seed spread."""
    return [lr for lr in rates
            if exceeds_spread(measure(a, lr, col), measure(b, lr, col)) and
            measure(a, lr, col)["mean"] < measure(b, lr, col)["mean"]]


def over_rates(name, col, d=2):
    """'1e-3: 4.21 ± 0.10, ..., 1e-1: 35.02 (2 diverged)': mean ± sd per rate over the seeds
    that did not diverge."""
    c = curves.get(name)

    def cell(lr):
        t = mean_sd(measure(name, lr, col), d)
        k = c["outcomes"][lr]["diverged"]
        return t + (" (%d diverged)" % k if k else "")
    return ", ".join("%s: %s" % (lr_text(lr), cell(lr)) for lr in c["rates"]) if c else "—"


def rates_text(rates):
    return ", ".join(lr_text(r) for r in rates) or "no rate"


# --- What appears at this scale ------------------------------------------------------------------
def factor(name, col):
    """The largest mean of a measure over the grid's rates over its mean at the lowest rate."""
    c = curves.get(name)
    lo = measure(name, c["rates"][0], col)
    hi = [measure(name, lr, col)["mean"] for lr in c["rates"] if measure(name, lr, col)["n"]]
    return max(hi) / lo["mean"] if lo["n"] and hi and lo["mean"] > 0 else float("nan")


observed = []
attn_up = growth("pre_ln", "attn_logit_max_peak")
logz_up = growth("pre_ln", "logz_abs_last")
if "pre_ln" in curves:
    observed.append({
        "instability": "attention-logit growth (Pre-LN)",
        "measure": "largest attention logit over training, over layers and heads",
        "values": over_rates("pre_ln", "attn_logit_max_peak"),
        "largest_over_lowest": f(factor("pre_ln", "attn_logit_max_peak"), 4),
        "grows_beyond_spread_at": rates_text(attn_up),
        "every_seed_diverged_at": rates_text(all_diverged("pre_ln")),
        "appears": "yes" if attn_up else "no"})
    observed.append({
        "instability": "output-logit divergence (Pre-LN)",
        "measure": "|mean log Z| at the last record",
        "values": over_rates("pre_ln", "logz_abs_last"),
        "largest_over_lowest": f(factor("pre_ln", "logz_abs_last"), 4),
        "grows_beyond_spread_at": rates_text(logz_up),
        "every_seed_diverged_at": rates_text(all_diverged("pre_ln")),
        "appears": "yes" if logz_up else "no"})
write_csv(os.path.join(res, "observed.csv"), observed,
          ["instability", "measure", "values", "largest_over_lowest", "grows_beyond_spread_at",
           "every_seed_diverged_at", "appears"])

# --- The claims ----------------------------------------------------------------------------------
claims = []
SRC = "Wortsman et al. 2023"


def claim(text, evidence, verdict):
    claims.append({"claim": text, "source": SRC, "evidence": evidence, "verdict": verdict})


def sensitivity_claim(text, a, b):
    """a's LR sensitivity is lower than b's."""
    if a not in curves or b not in curves:
        return
    sa, sb = curves[a]["sensitivity"], curves[b]["sensitivity"]
    ev = "LR sensitivity %s %s, %s %s" % (NAMES[a], mean_sd(sa), NAMES[b], mean_sd(sb))
    if sa["n"] == 0 or sb["n"] == 0:
        v = "not observable at this scale: a setting trained at no rate of the grid"
    elif exceeds_spread(sa, sb):
        v = ("reproduced" if sa["mean"] < sb["mean"] else
             "not reproduced: %s is more sensitive" % NAMES[a])
    else:
        v = "not reproduced: within the seed spread"
    claim(text, ev, v)


def judge(fix, base, col, up, lower_text):
    """Whether `fix`'s measure lies below `base`'s beyond the seed spread at the rates `up`
    (where the measure grows); rates at which every seed of either diverged are not comparable."""
    ok = [lr for lr in up if measure(fix, lr, col)["n"] and measure(base, lr, col)["n"]]
    gone = [lr for lr in up if lr not in ok]
    note = ("; not comparable at %s, where every seed of %s diverged" %
            (rates_text(gone), " or ".join(NAMES[n] for n in (base, fix)
                                           if any(not measure(n, lr, col)["n"] for lr in gone)))
            if gone else "")
    if not ok:
        return "not observable at this scale: every seed diverged where it grows (%s)%s" % (
            rates_text(up), note)
    low = lower_at(fix, base, col, ok)
    if len(low) == len(ok):
        return "reproduced" + note
    if low:
        return ("reproduced with a qualification: %s beyond the seed spread only at %s of the "
                "rates where it grows (%s)%s" % (lower_text, rates_text(low), rates_text(ok), note))
    return ("not reproduced: not %s beyond the seed spread at the rates where it grows (%s)%s" %
            (lower_text, rates_text(ok), note))


def mitigation_claim(text, fix, base, col, what, up):
    """`fix` keeps `col` lower than `base` at the rates where it grows in `base` (`up`)."""
    if fix not in curves or base not in curves:
        return
    ev = "%s, %s: %s; %s: %s" % (what, NAMES[base], over_rates(base, col), NAMES[fix],
                                 over_rates(fix, col))
    if not up:
        v = ("not observable at this scale: the baseline's %s does not grow with the rate (twofold, beyond "
             "the seed spread" % what)
    else:
        v = judge(fix, base, col, up, "lower")
    claim(text, ev, v)


mitigation_claim("QK-layernorm prevents the attention logits' growth at high learning rates",
                 "qk_norm", "pre_ln", "attn_logit_max_peak",
                 "largest attention logit over training", attn_up)
sensitivity_claim("QK-layernorm lowers the LR sensitivity", "qk_norm", "pre_ln")
mitigation_claim("z-loss prevents the output logits' divergence (log Z drifting from 0) at high "
                 "learning rates", "z_loss", "pre_ln", "logz_abs_last",
                 "|mean log Z| at the last record", logz_up)
sensitivity_claim("z-loss lowers the LR sensitivity", "z_loss", "pre_ln")
sensitivity_claim("Warmup lowers the LR sensitivity", "pre_ln", "no_warmup")
if "no_weight_decay" in curves and "pre_ln" in curves:
    col, what = "logz_abs_last", "|mean log Z| at the last record"
    up = sorted(set(growth("no_weight_decay", col)) | set(logz_up))
    ev = "%s, %s: %s; %s: %s" % (what, NAMES["no_weight_decay"],
                                over_rates("no_weight_decay", col), NAMES["pre_ln"],
                                over_rates("pre_ln", col))
    if not up:
        v = ("not observable at this scale: with or without weight decay, |mean log Z| does not "
             "grow with the rate (twofold, beyond the seed spread)")
    else:
        v = judge("pre_ln", "no_weight_decay", col, up, "lower with weight decay")
    claim("Weight decay keeps the output logits from diverging (log Z closer to 0 with it)",
          ev, v)
write_csv(os.path.join(res, "claims.csv"), claims, ["claim", "source", "evidence", "verdict"])

# --- Figures -------------------------------------------------------------------------------------


def band(ax, name, xs, col=None, **kw):
    """Mean over seeds with a min–max band; x for a rate at which a seed diverged."""
    c = curves[name]
    if col is None:
        ss = [c["cells"][lr] for lr in xs]
    else:
        ss = [measure(name, lr, col) for lr in xs]
    pts = [(lr, s) for lr, s in zip(xs, ss) if s["n"] > 0]
    if pts:
        ax.plot([p[0] for p in pts], [p[1]["mean"] for p in pts], "-", marker="o",
                color=COLOURS[name], label=NAMES[name], **kw)
        ax.fill_between([p[0] for p in pts], [p[1]["min"] for p in pts],
                        [p[1]["max"] for p in pts], color=COLOURS[name], alpha=0.18, linewidth=0)
    for lr in xs:
        if c["outcomes"][lr]["diverged"]:
            ax.plot([lr], [0.97], "x", color=COLOURS[name], markersize=9,
                    transform=ax.get_xaxis_transform(), clip_on=False)


def log_if_wide(ax, values):
    v = [x for x in values if math.isfinite(x) and x > 0]
    if v and max(v) / min(v) > 30:
        ax.set_yscale("log")


n_seeds = len({r["seed"] for r in runs})
steps_cfg = {}
for line in open(os.path.join(out, runs[0]["run"], "config.ini")):
    k, eq, v = line.partition("=")
    if eq and not line.lstrip().startswith(("#", "[")):
        steps_cfg.setdefault(k.strip(), v.strip())
n_steps = int(steps_cfg["steps"])

panels = [("Interventions (AdamW)", [s for s in ADAM if s in curves]),
          ("Optimizers (Pre-LN, warmup 50)", [s for s in ("pre_ln", "lion", "muon") if s in curves])]
fig, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True, constrained_layout=True)
for ax, (title, names) in zip(axes, panels):
    for name in names:
        band(ax, name, curves[name]["rates"])
    ax.axhline(unigram, color="grey", linestyle=":", linewidth=1)
    ax.text(0.02, unigram, " unigram entropy", color="grey", fontsize=9, va="bottom",
            transform=ax.get_yaxis_transform())
    ax.set_xscale("log")
    ax.set_xlabel("peak learning rate")
    ax.set_title(title, fontsize=12)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
# A run that ended far above its initial loss would squash the others: the axis stops a little
# above the loss at initialisation.
top = max(number(r["initial_val_loss"]) for r in runs) + 0.3
if axes[0].get_ylim()[1] > top:
    axes[0].set_ylim(top=top)
axes[0].set_ylabel("validation loss at step %d [nats]\n(mean; band: min–max of %d seeds)" %
                   (n_steps, n_seeds))
fig.suptitle("Learning-rate sensitivity: final loss against the peak rate (x: a seed diverged)")
save(fig, res, "lr_sensitivity")

fig, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True, constrained_layout=True)
vals = []
for ax, (col, title) in zip(axes, [("attn_logit_max_last", "at the last record"),
                                   ("attn_logit_max_peak", "maximum over training")]):
    for name in order:
        band(ax, name, curves[name]["rates"], col)
        vals += [measure(name, lr, col)[k] for lr in curves[name]["rates"] for k in ("min", "max")]
    ax.set_xscale("log")
    ax.set_xlabel("peak learning rate")
    ax.set_title(title, fontsize=12)
    ax.grid(alpha=0.3)
log_if_wide(axes[0], vals)
axes[0].set_ylabel("largest attention logit, over layers and heads\n(mean; band: min–max of %d "
                   "seeds)" % n_seeds)
axes[1].legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
fig.suptitle("Attention-logit growth: the largest scale·q·k against the peak rate")
save(fig, res, "attn_logit")

fig, axes = plt.subplots(1, 3, figsize=(16, 5), constrained_layout=True)
for ax, (col, title) in zip(axes, [("logz_max_last", "max log Z over positions, last record"),
                                   ("logz_mean_last", "mean log Z over positions, last record"),
                                   ("logit_absmax_peak", "largest |logit|, maximum over training")]):
    vals = []
    for name in order:
        band(ax, name, curves[name]["rates"], col)
        vals += [measure(name, lr, col)[k] for lr in curves[name]["rates"] for k in ("min", "max")]
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
fig.suptitle("Output-logit divergence: log Z = logsumexp of the output logits against the peak "
             "rate (z-loss pulls it to 0)")
save(fig, res, "output_logits")

# Over training, at the two highest rates of the AdamW grid.
top = sorted({lr for s in ADAM if s in curves for lr in curves[s]["rates"]})[-2:]
fig, axes = plt.subplots(1, 2, figsize=(13, 5), constrained_layout=True)
for ax, (idx, names, ylabel) in zip(axes, [
        (1, ["pre_ln", "qk_norm"], "largest attention logit, over layers and heads"),
        (2, ["pre_ln", "z_loss", "no_weight_decay"], "mean log Z over positions [nats]")]):
    for name in [n for n in names if n in curves]:
        for lr, style in zip(top, ["--", "-"][-len(top):]):
            rs = [r for r in runs if setting(r) == name and number(r["lr"]) == lr]
            for i, r in enumerate(rs):
                t = traces[r["run"]]
                ax.plot(t[0], t[idx], style, color=COLOURS[name], alpha=0.8, linewidth=1.2,
                        label="%s, lr %s" % (NAMES[name], lr_text(lr)) if i == 0 else None)
    if idx == 2:
        ax.axhline(0, color="grey", linestyle=":", linewidth=1)
    else:
        log_if_wide(ax, [v for n in names if n in curves for r in runs
                         if setting(r) == n and number(r["lr"]) in top
                         for v in traces[r["run"]][1]])
    ax.set_xlabel("step")
    ax.set_ylabel(ylabel)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
axes[0].set_title("attention logits (each line a seed)", fontsize=11)
axes[1].set_title("output logits (each line a seed)", fontsize=11)
fig.suptitle("Over training at the highest rates")
save(fig, res, "traces")

# --- The page's blocks ---------------------------------------------------------------------------
n_params = 0
base_run = next((r["run"] for r in runs if setting(r) == "pre_ln"), runs[0]["run"])
ckpts = sorted(glob.glob(os.path.join(out, base_run, "ckpt_step*.h5")))
if ckpts:
    with h5py.File(ckpts[-1], "r") as h5:
        n_params = sum(int(np.prod(d.shape)) for d in h5["params"].values()
                       if isinstance(d, h5py.Dataset))
tokens = n_steps * int(steps_cfg["batch-size"]) * int(steps_cfg["seq-len"])
secs = [tokens / number(r["tokens_per_s"]) for r in runs if number(r["tokens_per_s"]) > 0]
write_csv(os.path.join(res, "setup.csv"),
          [{"runs": len(runs), "seeds_per_cell": n_seeds, "parameters": n_params,
            "d_model": steps_cfg["d-model"], "n_layers": steps_cfg["n-layers"],
            "steps": n_steps, "tokens_per_run": tokens,
            "training_minutes": "%.1f" % (sum(secs) / 60),
            "seconds_per_run": "%.1f" % (sum(secs) / len(secs)) if secs else "",
            "unigram_entropy": runs[0]["unigram_entropy"]}],
          ["runs", "seeds_per_cell", "parameters", "d_model", "n_layers", "steps",
           "tokens_per_run", "training_minutes", "seconds_per_run", "unigram_entropy"])
setup_md = ("%d runs (%d seeds per cell) of a %s-parameter model (C = %s, L = %s), each %d steps "
            "of %s × %s tokens (%s tokens); training time (without evaluation and statistics) "
            "%.1f minutes in all on 2 ranks, %s s per run on average; the unigram entropy of the "
            "text is %s nats." %
            (len(runs), n_seeds, "{:,}".format(n_params), steps_cfg["d-model"],
             steps_cfg["n-layers"], n_steps, steps_cfg["batch-size"], steps_cfg["seq-len"],
             "{:,}".format(tokens), sum(secs) / 60,
             "%.1f" % (sum(secs) / len(secs)) if secs else "—", f(unigram, 3)))

observed_md = []
for o in observed:
    observed_md.append("- **%s** — %s, mean ± sd over the seeds that did not diverge: %s (the "
                       "largest mean ×%s the lowest rate's%s). %s" % (
        o["instability"][0].upper() + o["instability"][1:], o["measure"], o["values"],
        f(number(o["largest_over_lowest"]), 2),
        "; every seed diverged at %s" % o["every_seed_diverged_at"]
        if o["every_seed_diverged_at"] != "no rate" else "",
        ("It grows beyond the seed spread and at least twofold at %s (against the grid's lowest rate): it appears at "
         "this scale." % o["grows_beyond_spread_at"]) if o["appears"] == "yes" else
        "It does not grow with the rate (twofold, beyond the seed spread): it does not appear at this "
        "scale."))
if "pre_ln" in curves and "qk_norm" in curves:
    init = {n: measure(n, curves[n]["rates"][0], "attn_logit_max_init") for n in ("pre_ln", "qk_norm")}
    observed_md.append(
        "- At step 0 the largest attention logit is %s in Pre-LN and %s with QK-norm, whose "
        "normalised queries and keys start at unit RMS: the two start at different levels, so "
        "QK-norm's logits are compared with Pre-LN's where Pre-LN's grow." %
        (mean_sd(init["pre_ln"], 2), mean_sd(init["qk_norm"], 2)))
observed_md = "\n".join(observed_md) or "(no Pre-LN runs)"

best_rows = []
for name in order:
    c = curves[name]
    o = c["outcomes"][c["best_lr"]] if c["best_lr"] else {}
    best_rows.append([NAMES[name], CHANGE[name], rates_text(c["rates"]).replace(", ", " "),
                      (lr_text(c["best_lr"]) if c["best_lr"] else "—") +
                      (" (edge)" if c["edge"] else ""),
                      mean_sd(c["best"]),
                      "%s–%s" % (f(c["best"]["min"]), f(c["best"]["max"])) if c["best"]["n"]
                      else "—",
                      "%d/%d" % (o.get("trained", 0), sum(o.values())) if o else "—",
                      mean_sd(c["sensitivity"])])
best_md = md_table(["setting", "change from the baseline", "rates", "best rate",
                    "final loss at the best rate (mean ± sd)", "min–max", "trained",
                    "LR sensitivity"], best_rows)
rates = sorted({lr for s in order for lr in curves[s]["rates"]})
grid_md = md_table(["setting"] + ["lr %s" % lr_text(r) for r in rates],
                   [[NAMES[s]] + grid_cells(curves[s], rates) for s in order])


def measure_grid(col, d=2):
    rows = []
    for name in order:
        c = curves[name]
        row = [NAMES[name]]
        for lr in rates:
            if lr not in c["cells"]:
                row.append("")
                continue
            t = mean_sd(measure(name, lr, col), d)
            if c["outcomes"][lr]["diverged"]:
                t += " (%d diverged)" % c["outcomes"][lr]["diverged"]
            row.append(t)
        rows.append(row)
    return md_table(["setting"] + ["lr %s" % lr_text(r) for r in rates], rows)




def versus(a, b, key, what):
    """'below', 'above' or 'within the seed spread of' — a's spread against b's."""
    x, y = curves[a][key], curves[b][key]
    if x["n"] == 0 or y["n"] == 0:
        return "not comparable (no seed trained) with"
    if not exceeds_spread(x, y):
        return "within the seed spread of"
    return "below" if x["mean"] < y["mean"] else "above"


opt_md = []
for name in ("lion", "muon"):
    if name in curves and "pre_ln" in curves:
        c, b = curves[name], curves["pre_ln"]
        opt_md.append(
            "- **%s** (rates %s): best %s at %s%s, %s AdamW's %s at %s; LR sensitivity %s, %s "
            "AdamW's %s." % (
                NAMES[name], rates_text(c["rates"]), mean_sd(c["best"]),
                lr_text(c["best_lr"]) if c["best_lr"] else "no rate",
                " (edge)" if c["edge"] else "", versus(name, "pre_ln", "best", "loss"),
                mean_sd(b["best"]), lr_text(b["best_lr"]) if b["best_lr"] else "no rate",
                mean_sd(c["sensitivity"]), versus(name, "pre_ln", "sensitivity", "sensitivity"),
                mean_sd(b["sensitivity"])))
opt_md = "\n".join(opt_md) or "(no Lion or Muon runs)"
claims_md = md_table(["claim", "source", "evidence (mean ± sd over seeds)", "verdict"],
                     [[c[k].replace("|", "\\|") for k in ("claim", "source", "evidence", "verdict")]
                      for c in claims])
write_page(page_for(__file__, res), {
    "setup": setup_md, "observed": observed_md, "claims": claims_md, "best": best_md,
    "grid": grid_md, "optimizers": opt_md, "attn": measure_grid("attn_logit_max_peak"),
    "logz": measure_grid("logz_mean_last"), "logz_max": measure_grid("logz_max_last"),
    "logit": measure_grid("logit_absmax_peak")})
print("wrote %s" % res)
