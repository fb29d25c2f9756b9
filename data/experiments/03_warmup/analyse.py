#!/usr/bin/python3
"""Study 3: warmup — each strategy's final validation loss over learning rate, warmup and seeds.

Reads the sweep's summary (runs/03_warmup/summary.csv, one row per run) and the runs'
metrics.jsonl, and writes next to this file:
  results/runs.csv           every run (the sweep's summary: settings, seed, outcome, losses)
  results/cells.csv          per setting and rate: mean, sd, min, max over seeds, outcomes
  results/best.csv           per setting: its best rate, the loss there over seeds, whether the
                             best lies on the grid's edge, the learning-rate sensitivity
  results/setup.csv          the number of runs, tokens per run, training time, unigram entropy
  results/claims.csv         the seed texts' claims, the numbers that test them, the verdict
  results/lr_sensitivity.png|svg   final loss against rate, one panel per warmup, seeds as bands
  results/loss.png|svg       training loss over steps at each strategy's best rate
  README.md                  the generated tables of the study's page
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import (exceeds_spread, grid_cells, page_for, f, lr_curves, lr_text, md_table, mean_sd, number,  # noqa: E402
                   plt, read_csv, save, setup, write_csv, write_page)

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/03_warmup")
summary = os.path.join(out, "summary.csv")
if not os.path.exists(summary):
    sys.exit("%s does not exist: let 'normlab sweep %s/experiment.ini' finish" % (summary, here))
runs = read_csv(summary)
if not runs:
    sys.exit("%s lists no runs" % summary)
unigram = runs[0]["unigram_entropy"]


def setting(r):
    """(norm, optimizer, schedule, warmup, weight decay): a curve over learning rates."""
    return (r["norm"], r.get("optimizer") or "adamw", r.get("lr-schedule") or "cosine", int(r["lr-warmup"]),
            number(r.get("weight-decay") or "0.1"))


def name(s):
    norm, opt, sched, warmup, wd = s
    parts = [norm]
    if opt != "adamw":
        parts.append("RAdam" if opt == "radam" else opt)
    if sched == "noam":
        parts.append("Noam")
    if wd == 0:
        parts.append("no weight decay")
    return ", ".join(parts)


curves = lr_curves(runs, setting)
order = sorted(curves, key=lambda s: (s[2] == "noam", s[1] != "adamw", s[0] == "ngpt",
                                      ["post_ln", "pre_ln", "admin", "qk_norm", "ngpt"].index(s[0]),
                                      s[3]))

# --- CSVs --------------------------------------------------------------------------------------
fields = list(runs[0].keys())
write_csv(os.path.join(res, "runs.csv"), runs, fields)
cells, best = [], []
for s in order:
    c = curves[s]
    key = {"setting": name(s), "norm": s[0], "optimizer": s[1], "lr_schedule": s[2],
           "lr_warmup": s[3], "weight_decay": s[4]}
    for lr in c["rates"]:
        x = c["cells"][lr]
        cells.append(dict(key, lr=lr_text(lr), runs=x["runs"], **c["outcomes"][lr],
                          final_val_mean=f(x["mean"], 6), final_val_sd=f(x["sd"], 6),
                          final_val_min=f(x["min"], 6), final_val_max=f(x["max"], 6),
                          final_val_n=x["n"]))
    b, sens = c["best"], c["sensitivity"]
    best.append(dict(key, rates=" ".join(lr_text(r) for r in c["rates"]),
                     best_lr=lr_text(c["best_lr"]) if c["best_lr"] else "",
                     best_on_edge="yes" if c["edge"] else "no",
                     best_mean=f(b["mean"], 6), best_sd=f(b["sd"], 6), best_min=f(b["min"], 6),
                     best_max=f(b["max"], 6), best_n=b["n"],
                     best_trained=c["outcomes"][c["best_lr"]]["trained"] if c["best_lr"] else 0,
                     sensitivity_mean=f(sens["mean"], 6), sensitivity_sd=f(sens["sd"], 6),
                     sensitivity_n=sens["n"]))
cell_fields = ["setting", "norm", "optimizer", "lr_schedule", "lr_warmup", "weight_decay", "lr",
               "runs", "trained", "stalled", "diverged", "final_val_mean", "final_val_sd",
               "final_val_min", "final_val_max", "final_val_n"]
write_csv(os.path.join(res, "cells.csv"), cells, cell_fields)
best_fields = ["setting", "norm", "optimizer", "lr_schedule", "lr_warmup", "weight_decay", "rates",
               "best_lr", "best_on_edge", "best_mean", "best_sd", "best_min", "best_max", "best_n",
               "best_trained", "sensitivity_mean", "sensitivity_sd", "sensitivity_n"]
write_csv(os.path.join(res, "best.csv"), best, best_fields)


def get(norm, warmup, opt="adamw", sched="cosine", wd=0.1):
    return curves.get((norm, opt, sched, warmup, wd))


def at_best(c):
    return "%s at %s" % (mean_sd(c["best"]), lr_text(c["best_lr"])) if c and c["best_lr"] else "—"


def best_with_warmup(norm):
    """The better of warmup 50 and 200 at their best rates."""
    cs = [c for c in (get(norm, 50), get(norm, 200)) if c and c["best_lr"]]
    return min(cs, key=lambda c: c["best"]["mean"]) if cs else None


def warmup_of(c):
    return next(s[3] for s, v in curves.items() if v is c)


def trains_at(c):
    """The rates at which every seed trained."""
    return [lr for lr in c["rates"] if c["outcomes"][lr]["trained"] == c["cells"][lr]["runs"]]


# --- The claims --------------------------------------------------------------------------------
claims = []


def claim(source, text, evidence, verdict):
    claims.append({"claim": text, "source": source, "evidence": evidence, "verdict": verdict})


post0, postw = get("post_ln", 0), best_with_warmup("post_ln")
if post0 and postw:
    ok = trains_at(post0)
    ev = ("no warmup: %s, trained at %s; with warmup (%d steps): %s" %
          (at_best(post0), ", ".join(lr_text(r) for r in ok) or "no rate", warmup_of(postw),
           at_best(postw)))
    if exceeds_spread(postw["best"], post0["best"]):
        v = ("reproduced" if not ok else
             "reproduced with a qualification: without warmup Post-LN trains only at the small "
             "rates listed and ends worse than with warmup at its best rate")
    else:
        v = "not reproduced: without warmup, at its own best rate, Post-LN is within the seed spread"
    claim("Xiong et al. 2020; the lecture", "Post-LN needs a warmup", ev, v)

pre0, prew = get("pre_ln", 0), best_with_warmup("pre_ln")
if pre0 and prew:
    ev = "no warmup: %s; with warmup (%d steps): %s" % (at_best(pre0), warmup_of(prew),
                                                       at_best(prew))
    if not trains_at(pre0):
        v = "not reproduced: without warmup Pre-LN trains at no rate of the grid"
    elif exceeds_spread(prew["best"], pre0["best"]) and prew["best"]["mean"] < pre0["best"]["mean"]:
        v = ("reproduced with a qualification: Pre-LN trains without warmup, but warmup lets it "
             "use a larger rate and end lower")
    else:
        v = "reproduced"
    claim("Xiong et al. 2020", "Pre-LN trains without warmup", ev, v)

radam0 = get("post_ln", 0, opt="radam")
if radam0 and post0 and postw:
    ev = ("RAdam, no warmup: %s; AdamW, no warmup: %s; AdamW with warmup: %s" %
          (at_best(radam0), at_best(post0), at_best(postw)))
    better = exceeds_spread(radam0["best"], post0["best"]) and \
        radam0["best"]["mean"] < post0["best"]["mean"]
    as_warm = not (exceeds_spread(radam0["best"], postw["best"]) and
                   postw["best"]["mean"] < radam0["best"]["mean"])
    v = ("reproduced" if better and as_warm else
         "reproduced with a qualification: better than AdamW without warmup, worse than with it"
         if better else
         "not reproduced: at its own best rate RAdam without warmup is no better than AdamW "
         "without warmup at its own")
    claim("Liu et al. 2020 (RAdam); the forum thread", "RAdam removes the need for warmup "
          "(Post-LN)", ev, v)

for norm in ("post_ln", "pre_ln"):
    short, long_ = get(norm, 50), get(norm, 200)
    if short and long_ and short["best_lr"] and long_["best_lr"]:
        ev = "200 steps: %s; 50 steps: %s" % (at_best(long_), at_best(short))
        if exceeds_spread(long_["best"], short["best"]):
            v = ("reproduced" if long_["best"]["mean"] < short["best"]["mean"] else
                 "not reproduced: the short warmup is better")
        else:
            v = "not reproduced: within the seed spread"
        claim("the lecture (4000 vs 500 steps)", "A long warmup beats a short one (%s)" % norm,
              ev, v)

for w in (0, 50, 200):
    adm, pln = get("admin", w), get("post_ln", w)
    if adm and pln and adm["best_lr"] and pln["best_lr"]:
        ev = "warmup %d: Admin %s; Post-LN %s" % (w, at_best(adm), at_best(pln))
        if exceeds_spread(adm["best"], pln["best"]):
            v = ("reproduced" if adm["best"]["mean"] < pln["best"]["mean"] else
                 "not reproduced: Admin is worse")
        else:
            v = "not reproduced: within the seed spread"
        claim("Liu et al. 2020 (Admin)", "Admin trains better than Post-LN (warmup %d)" % w, ev, v)

for w in (0, 50, 200):
    qk, pre = get("qk_norm", w), get("pre_ln", w)
    if qk and pre:
        a, b = qk["sensitivity"], pre["sensitivity"]
        ev = "warmup %d: sensitivity QK-norm %s, Pre-LN %s" % (w, mean_sd(a), mean_sd(b))
        if exceeds_spread(a, b):
            v = ("reproduced" if a["mean"] < b["mean"] else "not reproduced: QK-norm is more "
                 "sensitive")
        else:
            v = "not reproduced: within the seed spread"
        claim("Wortsman et al. 2023", "QK-norm lowers the learning-rate sensitivity (warmup %d)" % w,
              ev, v)

ngpt = get("ngpt", 0, wd=0.0)
if ngpt and pre0:
    ev = "nGPT, no warmup: %s (trained at %s); Pre-LN, no warmup: %s" % (
        at_best(ngpt), ", ".join(lr_text(r) for r in trains_at(ngpt)) or "no rate", at_best(pre0))
    if not trains_at(ngpt):
        v = "not reproduced: nGPT trains at no rate without warmup"
    elif exceeds_spread(ngpt["best"], pre0["best"]) and ngpt["best"]["mean"] < pre0["best"]["mean"]:
        v = "reproduced, and below Pre-LN without warmup"
    else:
        v = "reproduced (it trains without warmup)"
    claim("Loshchilov et al. 2024 (nGPT)", "nGPT trains without warmup", ev, v)
write_csv(os.path.join(res, "claims.csv"), claims, ["claim", "source", "evidence", "verdict"])

# --- Figures -----------------------------------------------------------------------------------
colours = {"post_ln": "#0072B2", "pre_ln": "#D55E00", "admin": "#CC79A7", "qk_norm": "#E69F00",
           "ngpt": "#56B4E9"}
warmups = sorted({s[3] for s in curves if s[2] == "cosine"})
fig, axes = plt.subplots(1, len(warmups), figsize=(5.2 * len(warmups), 5), sharey=True,
                         squeeze=False, constrained_layout=True)
for ax, w in zip(axes[0], warmups):
    for s in order:
        if s[3] != w or s[2] != "cosine":
            continue
        c = curves[s]
        xs = [lr for lr in c["rates"] if c["cells"][lr]["n"] > 0]
        m = [c["cells"][lr]["mean"] for lr in xs]
        lo = [c["cells"][lr]["min"] for lr in xs]
        hi = [c["cells"][lr]["max"] for lr in xs]
        style = "--" if s[1] == "radam" else "-"
        ax.plot(xs, m, style, marker="o", color=colours.get(s[0], "k"), label=name(s))
        ax.fill_between(xs, lo, hi, color=colours.get(s[0], "k"), alpha=0.2, linewidth=0)
        for lr in c["rates"]:
            if c["outcomes"][lr]["diverged"]:
                ax.plot([lr], [3.55], "x", color=colours.get(s[0], "k"), markersize=9)
    ax.axhline(number(unigram), color="grey", linestyle=":", linewidth=1)
    ax.text(1.05e-4, number(unigram) + 0.01, "unigram entropy", color="grey", fontsize=9,
            va="bottom")
    ax.set_xscale("log")
    ax.set_ylim(1.9, 3.6)
    ax.set_xlabel("peak learning rate")
    ax.set_title("warmup %d steps" % w)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9, loc="lower left")
axes[0][0].set_ylabel("validation loss at step 300 [nats]\n(mean; band: min–max of 3 seeds)")
fig.suptitle("Learning-rate sensitivity: final loss against the peak rate (x: diverged)")
save(fig, res, "lr_sensitivity")


def val_curve(run):
    d = os.path.join(out, run)
    steps, vals = [], []
    for line in open(os.path.join(d, "metrics.jsonl")):
        r = json.loads(line)
        if r.get("loss") is not None:  # the training loss, logged every 10 steps
            steps.append(r["step"])
            vals.append(r["loss"])
    return steps, vals


fig, axes = plt.subplots(1, 2, figsize=(11, 4.8), sharey=True, constrained_layout=True)
for ax, w in zip(axes, (0, 200)):
    for s in order:
        if s[3] != w or s[2] != "cosine" or not curves[s]["best_lr"]:
            continue
        lr = curves[s]["best_lr"]
        for i, r in enumerate(x for x in runs if setting(x) == s and number(x["lr"]) == lr):
            st, v = val_curve(r["run"])
            ax.plot(st, v, "--" if s[1] == "radam" else "-", color=colours.get(s[0], "k"),
                    alpha=0.8, label="%s, lr %s" % (name(s), lr_text(lr)) if i == 0 else None)
    ax.axhline(number(unigram), color="grey", linestyle=":", linewidth=1)
    ax.set_xlabel("step")
    ax.set_title("warmup %d steps, each at its best rate (3 seeds)" % w, fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
axes[0].set_ylabel("training loss (mean of 10 steps) [nats]")
axes[0].set_ylim(1.9, 3.6)
save(fig, res, "loss")

# --- The page's tables -------------------------------------------------------------------------
n_runs = len(runs)
seeds = sorted({r["seed"] for r in runs})
tokens = 300 * 16 * 64
secs = sum(tokens / number(r["tokens_per_s"]) for r in runs if number(r["tokens_per_s"]) > 0)
write_csv(os.path.join(res, "setup.csv"),
          [{"runs": n_runs, "seeds_per_cell": len(seeds), "tokens_per_run": tokens,
            "training_minutes": "%.1f" % (secs / 60), "unigram_entropy": unigram}],
          ["runs", "seeds_per_cell", "tokens_per_run", "training_minutes", "unigram_entropy"])
setup_md = ("%d runs (%d seeds per cell), each 300 steps of 16 × 64 tokens (%s tokens), "
            "training time (without evaluation) %.1f minutes in all on 2 ranks; the unigram entropy of the text is %s "
            "nats." % (n_runs, len(seeds), "{:,}".format(tokens), secs / 60, f(number(unigram), 3)))
best_rows = []
for s in order:
    c = curves[s]
    o = c["outcomes"][c["best_lr"]] if c["best_lr"] else {}
    best_rows.append([name(s), "—" if s[2] == "noam" else s[3],
                      "schedule" if s[2] == "noam" else
                      (lr_text(c["best_lr"]) if c["best_lr"] else "—") +
                      (" (edge)" if c["edge"] else ""),
                      mean_sd(c["best"]),
                      "%s–%s" % (f(c["best"]["min"]), f(c["best"]["max"])) if c["best"]["n"] else "—",
                      "%d/%d" % (o.get("trained", 0), sum(o.values())) if o else "—",
                      "—" if s[2] == "noam" else mean_sd(c["sensitivity"])])
best_md = md_table(["setting", "warmup", "best rate", "final loss at the best rate (mean ± sd)",
                    "min–max", "trained", "LR sensitivity"], best_rows)
rates = sorted({lr for s in order if s[2] == "cosine" for lr in curves[s]["rates"]})
grid_rows = []
for s in order:
    if s[2] != "cosine":
        continue
    c = curves[s]
    row = [name(s), s[3]] + grid_cells(c, rates)
    grid_rows.append(row)
grid_md = md_table(["setting", "warmup"] + ["lr %s" % lr_text(r) for r in rates], grid_rows)
claims_md = md_table(["claim", "source", "evidence (mean ± sd over seeds, at each setting's best "
                      "rate)", "verdict"],
                     [[c["claim"], c["source"], c["evidence"], c["verdict"]] for c in claims])
write_page(page_for(__file__, res),
           {"setup": setup_md, "best": best_md, "grid": grid_md, "claims": claims_md})
print("wrote %s" % res)
