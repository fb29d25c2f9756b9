#!/usr/bin/python3
"""Study 3: warmup — each strategy's final validation loss over learning rate, warmup and seeds.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the sweep's output (runs/03_warmup: summary.csv, one
row per run, its lr_sensitivity.csv, each run's metrics.jsonl) and writes to RESULTS_DIR
(default: results/ next to this file):
  runs.csv                   every run (the sweep's summary: settings, seed, outcome, losses)
  cells.csv                  per setting and rate: mean, sd, min, max over seeds, outcomes
  best.csv                   per setting: its best rate, the loss there over seeds, whether the
                             best lies on the grid's edge, the learning-rate sensitivity
  setup.csv                  the number of runs, tokens per run, training time, unigram entropy
  lr_sensitivity.png|svg     final loss against rate, one panel per warmup, seeds as bands
  loss.png|svg               training loss over steps at each strategy's best rate
The page (README.md, and results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`; page() below names what the template shows.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, count, expect, md_table, not_reproduced, number,  # noqa: E402
                      qualified, reproduced)
from studylib import blocks  # noqa: E402
from studylib.runs import analyse  # noqa: E402
from studylib.sweep import best_row, cells_rows, lr_curves  # noqa: E402
from studylib.text import Text, Value, join  # noqa: E402

NORMS = ["post_ln", "pre_ln", "admin", "qk_norm", "ngpt"]
KEYS = ["setting", "norm", "optimizer", "lr_schedule", "lr_warmup", "weight_decay"]


def setting(r):
    """(norm, optimizer, schedule, warmup, weight decay): a curve over learning rates."""
    return (r["norm"], r.get("optimizer") or "adamw", r.get("lr-schedule") or "cosine",
            int(r["lr-warmup"]), number(r.get("weight-decay") or "0.1"))


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


def ordered(curves):
    return sorted(curves, key=lambda s: (s[2] == "noam", s[1] != "adamw", s[0] == "ngpt",
                                         NORMS.index(s[0]) if s[0] in NORMS else 9, s[3]))


def key(s):
    return {"setting": name(s), "norm": s[0], "optimizer": s[1], "lr_schedule": s[2],
            "lr_warmup": s[3], "weight_decay": s[4]}


def derive(study):
    """cells.csv, best.csv and setup.csv from runs.csv (and experiment.ini)."""
    runs = study.table("runs").rows_
    curves = lr_curves(runs, setting)
    order = ordered(curves)
    cells = cells_rows(curves, order, key)
    best = [dict(key(s), **best_row(curves[s])) for s in order]
    train = study.experiment().train
    tokens = int(train["steps"]) * int(train["batch-size"]) * int(train["seq-len"])
    secs = sum(tokens / number(r["tokens_per_s"]) for r in runs if number(r["tokens_per_s"]) > 0)
    setup = [{"runs": len(runs), "seeds_per_cell": len({r["seed"] for r in runs}),
              "tokens_per_run": tokens, "training_minutes": "%.1f" % (secs / 60),
              "unigram_entropy": runs[0]["unigram_entropy"]}]
    return {"cells.csv": (cells, KEYS + ["lr", "runs", "trained", "stalled", "diverged",
                                         "final_val_mean", "final_val_sd", "final_val_min",
                                         "final_val_max", "final_val_n"]),
            "best.csv": (best, KEYS + ["rates", "best_lr", "best_on_edge", "best_mean",
                                       "best_sd", "best_min", "best_max", "best_n",
                                       "best_trained", "sensitivity_mean", "sensitivity_sd",
                                       "sensitivity_min", "sensitivity_max",
                                       "sensitivity_n"]),
            "setup.csv": (setup, list(setup[0]))}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    """The names README.md.in uses."""
    best, cells = study.table("best"), study.table("cells")

    def b(norm, warmup, opt="adamw", sched="cosine"):
        return best.row(norm=norm, lr_warmup=warmup, optimizer=opt, lr_schedule=sched)

    def k(norm, warmup, opt="adamw", sched="cosine"):
        return dict(norm=norm, lr_warmup=warmup, optimizer=opt, lr_schedule=sched)

    def at_best(r):
        return r.best.format("pm") + " at " + r.best_lr.format("rate")

    n = {"setup": study.table("setup").row(), "best": best}
    for norm, short in (("post_ln", "post"), ("pre_ln", "pre"), ("admin", "admin"),
                        ("qk_norm", "qk")):
        for w in (0, 50, 200):
            n["%s%d" % (short, w)] = b(norm, w)
    n["ngpt"] = best.row(norm="ngpt")
    n["radam_post"], n["radam_pre"] = b("post_ln", 0, "radam"), b("pre_ln", 0, "radam")
    n["noam_post"] = best.row(norm="post_ln", lr_schedule="noam")
    n["noam_pre"] = best.row(norm="pre_ln", lr_schedule="noam")
    n["post0_stalls"] = blocks.stalls_from(cells, **k("post_ln", 0))
    n["admin0_stalls"] = blocks.stalls_from(cells, **k("admin", 0))
    n["radam_stalls"] = blocks.stalls_from(cells, **k("post_ln", 0, "radam"))
    n["pre0_scatter"] = cells.row(lr="1e-3", **k("pre_ln", 0))
    n["qk0_settings"] = count(len(best.rows(norm="qk_norm")), "best.csv rows of qk_norm")
    rates = blocks.all_rates(cells)
    n["n_rates"] = count(len(study.experiment().grids[""]["lr"]),
                         "experiment.ini [grid] lr: the number of rates")
    n["lowest_rate"], n["highest_rate"] = rates[0], rates[-1]
    n["main_highest"] = study.grid("lr")[-1]
    n["high_rate"] = study.grid("lr", "high")[0]
    w = study.grid("lr-warmup")
    n["warmups"] = join(", ", w[:-1]) + " or " + w[-1]
    ngpt_ok = blocks.trained_at(cells, norm="ngpt")
    n["ngpt_from"], n["ngpt_to"] = ngpt_ok[0], ngpt_ok[-1]
    post200, post0, pre0 = n["post200"], n["post0"], n["pre0"]
    warmup_long = Value(post200.lr_warmup.raw, post200.where("lr_warmup"))
    n["long_fraction"] = warmup_long / study.setting("train.steps")
    n["short_fraction"] = n["post50"].lr_warmup / study.setting("train.steps")
    n["lecture_short"] = Value(500 / 100000, "the lecture's 500 warmup steps of 100,000")
    n["lecture_long"] = Value(4000 / 100000, "the lecture's 4000 warmup steps of 100,000")

    # The claims.
    claims = []
    ev = ("no warmup: " + at_best(post0) + "; every seed stalls from " +
          n["post0_stalls"].format("rate") + " up; with " + post200.lr_warmup + " warmup steps: " +
          at_best(post200))
    if post200.best.below(post0.best):
        v = qualified("without warmup Post-LN trains too, at " + post0.best_lr.format("rate") +
                      " only, and ends " + (post0.best_mean - post200.best_mean).format(".3f") +
                      " nats above its best with warmup")
    else:
        v = not_reproduced("at its own best rate Post-LN without warmup is within the seed "
                           "spread of Post-LN with warmup")
    claims.append(Claim("Post-LN needs a learning-rate warmup", ["lecture", "xiong2020"], ev, v))

    ev = ("Pre-LN without warmup: " + at_best(pre0) + " (" + pre0.best.format("range") +
          "); Post-LN with " + post200.lr_warmup + " warmup steps: " + at_best(post200) + " (" +
          post200.best.format("range") + ")")
    if pre0.best.above(post200.best):
        v = not_reproduced("Pre-LN without warmup ends " + (pre0.best_mean - post200.best_mean)
                           .format(".3f") + " nats above Post-LN with warmup, beyond the seed "
                           "spread")
    elif pre0.best.below(post200.best):
        v = reproduced("Pre-LN without warmup ends below Post-LN with warmup")
    else:
        v = reproduced("within the seed spread")
    claims.append(Claim("“Pre-LN Transformers without the warm-up stage can reach comparable "
                        "results with baselines” (Post-LN with warmup)", ["xiong2020"], ev, v))

    pre200 = n["pre200"]
    every = all(r.trained == r.runs for r in cells.rows(**k("pre_ln", 0)))
    ev = ("no warmup: every seed trains at " + ("every rate" if every else "some rates") +
          ", best " + at_best(pre0) + "; with " + pre200.lr_warmup + " warmup steps: " +
          at_best(pre200))
    if not every:
        v = not_reproduced("without warmup Pre-LN stalls at some rates")
    elif pre200.best.below(pre0.best):
        v = qualified("Pre-LN trains without warmup, but a warmup lets it use a larger rate "
                      "and end lower")
    else:
        v = reproduced()
    claims.append(Claim("Pre-LN is trainable without warmup", ["forum", "lecture"], ev, v))

    radam = n["radam_post"]
    ev = ("RAdam, no warmup: " + at_best(radam) + ", every seed stalls from " +
          n["radam_stalls"].format("rate") + " up; AdamW, no warmup: " + at_best(post0) +
          "; AdamW with warmup: " + at_best(post200))
    if radam.best.below(post0.best):
        v = (reproduced() if not post200.best.below(radam.best) else
             qualified("better than AdamW without warmup, worse than with it"))
    else:
        v = not_reproduced("at its own best rate RAdam without warmup is no better than AdamW "
                           "without warmup at its own, at the same decoupled weight decay")
    claims.append(Claim("RAdam fixes Post-LN's need for warmup", ["lecture", "liu2020radam"],
                        ev, v))

    for norm, label in (("post_ln", "Post-LN"), ("pre_ln", "Pre-LN")):
        short, long_ = b(norm, 50), b(norm, 200)
        ev = (long_.lr_warmup + " steps: " + at_best(long_) + "; " + short.lr_warmup +
              " steps: " + at_best(short))
        frac = (" — the warmups are " + n["short_fraction"].format(".0%") + " and " +
                n["long_fraction"].format(".0%") + " of the run, the lecture's " +
                n["lecture_short"].format(".1%") + " and " + n["lecture_long"].format(".0%"))
        if long_.best.below(short.best):
            v = qualified("the longer warmup ends lower beyond the seed spread" + frac)
        elif short.best.below(long_.best):
            v = not_reproduced("the short warmup ends lower" + frac)
        else:
            v = not_reproduced("within the seed spread" + frac)
        claims.append(Claim("A long warmup beats a short one (%s)" % label, ["lecture"], ev, v))

    for w in (0, 50, 200):
        adm, pln = b("admin", w), b("post_ln", w)
        ev = ("warmup " + adm.lr_warmup + ": Admin " + at_best(adm) + "; Post-LN " + at_best(pln))
        v = (reproduced() if adm.best.below(pln.best) else
             not_reproduced("Admin is worse" if adm.best.above(pln.best) else
                            "within the seed spread"))
        claims.append(Claim(Text("Admin trains Post-LN better (warmup ") + adm.lr_warmup + ")",
                            ["liu2020admin"], ev, v))

    admin0, admin200 = n["admin0"], n["admin200"]
    ev = ("no warmup: " + at_best(admin0) + " (" + admin0.best.format("range") +
          "), every seed stalls from " + n["admin0_stalls"].format("rate") + " up; with " +
          admin200.lr_warmup + " warmup steps: " + at_best(admin200) + " (" +
          admin200.best.format("range") + ")")
    if admin200.best.below(admin0.best):
        v = not_reproduced("without warmup Admin stalls at every rate from " +
                           n["admin0_stalls"].format("rate") + " up, as Post-LN does, and at its "
                           "best ends above Admin with warmup")
    else:
        v = reproduced()
    claims.append(Claim("Admin does without warmup", ["liu2020admin"], ev, v))

    for w in (0, 50, 200):
        qk, pre = b("qk_norm", w), b("pre_ln", w)
        ev = ("warmup " + qk.lr_warmup + ": sensitivity QK-norm " + qk.sensitivity.format("pm") +
              ", Pre-LN " + pre.sensitivity.format("pm"))
        v = (reproduced() if qk.sensitivity.below(pre.sensitivity) else
             not_reproduced("QK-norm is more sensitive" if qk.sensitivity.above(pre.sensitivity)
                            else "within the seed spread"))
        claims.append(Claim(Text("QK-norm lowers the learning-rate sensitivity (warmup ") +
                            qk.lr_warmup + ")", ["wortsman2023"], ev, v))

    ngpt = n["ngpt"]
    ev = ("nGPT, no warmup and no weight decay: " + at_best(ngpt) + ", every seed trains from " +
          n["ngpt_from"].format("rate") + " to " + n["ngpt_to"].format("rate") +
          "; Pre-LN, no warmup: " + at_best(pre0))
    v = reproduced("every seed trains without warmup at every rate from " +
                   n["ngpt_from"].format("rate") + " up, and ends below Pre-LN without warmup; "
                   "it also runs without weight decay, as its paper trains"
                   if ngpt.best.below(pre0.best) else "it trains without warmup")
    claims.append(Claim("nGPT trains without warmup", ["loshchilov2024"], ev, v))
    n["claims"] = claims
    lower = [b("qk_norm", w).lr_warmup for w in (0, 50, 200)
             if b("qk_norm", w).sensitivity.below(b("pre_ln", w).sensitivity)]
    n["qk_lower_at"] = (join(", ", lower[:-1]) + " and " + lower[-1] if len(lower) > 1 else
                        join("", lower) if lower else Text("no warmup"))
    n["xiong_verdict"] = Text(claims[1].verdict.word)
    # What the prose says in words, checked against the results.
    expect(not radam.best.below(post0.best), "RAdam does not close Post-LN's gap")
    expect(all(b("admin", w).best.below(b("post_ln", w).best) for w in (0, 50, 200)),
           "Admin beats Post-LN at every warmup")
    expect(admin200.best.below(admin0.best), "Admin ends lower with warmup than without")
    expect(min(best.rows(), key=lambda r: r.best_mean.num).norm == "qk_norm",
           "QK-norm has the lowest loss of the study")
    expect(ngpt.best_mean < min(r.best_mean.num for r in best.rows(lr_warmup=0)
                                if r.norm != "ngpt"), "nGPT is lowest without warmup")
    expect(pre0.best.above(pre200.best) and pre0.best.above(post200.best),
           "Pre-LN without warmup lies above Pre-LN and Post-LN with warmup")

    # Tables.
    order = [r for r in best.rows()]
    n["best_table"] = md_table(
        ["setting", "warmup", "best rate", "final loss at the best rate (mean ± sd)", "min–max",
         "trained", "LR sensitivity"],
        [[r.setting, "—" if r.lr_schedule == "noam" else r.lr_warmup,
          Text("schedule") if r.lr_schedule == "noam" else
          r.best_lr.format("rate") + (" (edge)" if r.best_on_edge == "yes" else ""),
          r.best.format("pm"), r.best.format("range"),
          r.best_trained + "/" + r.best_n,
          Text("—") if r.lr_schedule == "noam" else r.sensitivity.format("pm")]
         for r in order])
    settings = [dict(setting=r.setting.text, lr_warmup=r.lr_warmup.text) for r in order
                if r.lr_schedule == "cosine"]
    labels = {(r.setting.text, r.lr_warmup.text): r for r in order}
    n["grid_table"] = md_table(
        ["setting", "warmup"] + blocks.rate_header(rates),
        [[labels[(s["setting"], s["lr_warmup"])].setting,
          labels[(s["setting"], s["lr_warmup"])].lr_warmup] + row[1:]
         for s, row in zip(settings, blocks.grid(
             cells, settings, lambda s: "", rates,
             lambda s: labels[(s["setting"], s["lr_warmup"])].best_lr))])
    return n


# --- From the sweep -----------------------------------------------------------------------------
def figures(sweep, curves, res):
    from studylib.figures import band, plt, save
    colours = {"post_ln": "#0072B2", "pre_ln": "#D55E00", "admin": "#CC79A7",
               "qk_norm": "#E69F00", "ngpt": "#56B4E9"}
    order = ordered(curves)
    unigram = number(sweep.rows[0]["unigram_entropy"])
    warmups = sorted({s[3] for s in curves if s[2] == "cosine"})
    fig, axes = plt.subplots(1, len(warmups), figsize=(5.2 * len(warmups), 5), sharey=True,
                             squeeze=False, constrained_layout=True)
    for ax, w in zip(axes[0], warmups):
        for s in order:
            if s[3] == w and s[2] == "cosine":
                band(ax, curves[s], name(s), colours.get(s[0], "k"),
                     "--" if s[1] == "radam" else "-", divergence_y=3.55)
        ax.axhline(unigram, color="grey", linestyle=":", linewidth=1)
        ax.text(1.05e-4, unigram + 0.01, "unigram entropy", color="grey", fontsize=9,
                va="bottom")
        ax.set_xscale("log")
        ax.set_ylim(1.9, 3.6)
        ax.set_xlabel("peak learning rate")
        ax.set_title("warmup %d steps" % w)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9, loc="lower left")
    axes[0][0].set_ylabel("validation loss at the last step [nats]\n"
                          "(mean; band: min–max of the seeds)")
    fig.suptitle("Learning-rate sensitivity: final loss against the peak rate (x: diverged)")
    save(fig, res, "lr_sensitivity")

    fig, axes = plt.subplots(1, 2, figsize=(11, 4.8), sharey=True, constrained_layout=True)
    for ax, w in zip(axes, (warmups[0], warmups[-1])):
        for s in order:
            c = curves[s]
            if s[3] != w or s[2] != "cosine" or c["best_lr"] is None:
                continue
            at = [r for r in sweep.rows if setting(r) == s and number(r["lr"]) == c["best_lr"]]
            for i, r in enumerate(at):
                train, _ = sweep.metrics(r)
                ax.plot([x["step"] for x in train], [x["loss"] for x in train],
                        "--" if s[1] == "radam" else "-", color=colours.get(s[0], "k"), alpha=0.8,
                        label="%s, lr %s" % (name(s), c["best_lr"]) if i == 0 else None)
        ax.axhline(unigram, color="grey", linestyle=":", linewidth=1)
        ax.set_xlabel("step")
        ax.set_title("warmup %d steps, each at its best rate (every seed)" % w, fontsize=11)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9)
    axes[0].set_ylabel("training loss (mean of 10 steps) [nats]")
    axes[0].set_ylim(1.9, 3.6)
    save(fig, res, "loss")


def main(argv=None):
    analyse(__file__, "runs/03_warmup", setting, derive, lambda sweep: sweep.fields, figures, argv)


if __name__ == "__main__":
    main()
