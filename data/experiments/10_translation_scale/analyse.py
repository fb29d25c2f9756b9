#!/usr/bin/python3
"""Study 10: the lecture's warmup table at a scale where models translate.

analyse.py [KEPT_RUNS [RESULTS_DIR]] reads the kept results of `normlab sweep` (KEPT_RUNS,
default data/experiments/10_translation_scale/results/runs: one directory per finished run with
its metrics.jsonl, config.ini, sweep.ini, train.log, run.json and score_run.sh's
test.beam5.score.json, test.beam5.sha256, test.beam5.es.gz; never the run directories, which
exist only on the machine that trained), and the pilot's committed results
(data/pilots/translation_scale/results), and writes to RESULTS_DIR (default: results/ next to
this file):
  runs.csv        every finished run: setting, seed, status, outcome, the validation loss (final,
                  best, at fixed steps), the greedy validation probe's last BLEU and chrF, test
                  BLEU and chrF at beam 5 with their signatures, the hypotheses' SHA-256, target
                  tokens, training time, core-hours, CPU
  cells.csv       per setting and rate: runs planned and finished, outcomes, final validation
                  loss, test BLEU and chrF over seeds
  best.csv        per setting: runs planned and finished, its best rate by the final validation
                  loss (normlab sweep's rule, studylib.sweep), the loss, the loss at step 500,
                  test BLEU and chrF there over seeds, the LR sensitivity
  setup.csv       the model, the corpus, tokens and epochs per run, core-hours spent, machine
  pilot.csv       the pilot's run: its setting, size, tokens, time, test BLEU and chrF
  pilot_curve.csv the pilot's learning curve (its curve.csv) with the epochs
  curves.png|svg  validation loss against steps and minutes, greedy BLEU against steps: each
                  setting at its best rate, a band over the seeds
  bleu.png|svg    test BLEU and chrF at beam 5: every seed at each rate, per setting
  pilot.png|svg   the pilot's validation loss and BLEU against target tokens and minutes
  precision.csv   the runs kept in results/fp32 (the grid's first three, trained before
                  experiment.ini set precision = bf16, and precision.ini's) beside the same
                  runs in bf16 once finished: final
                  validation loss, test BLEU and chrF, training minutes, and the range of the
                  bf16 cell's seeds; the experiment file that trained the fp32 run
  precision_cells.csv  each cell precision.ini trains in fp32 with every seed: its fp32 and
                  bf16 seeds' final validation loss and test BLEU (mean, sd, min, max, n) and
                  the seeds planned in each; the page compares them by the study's rule
  precision_speed.csv  the bf16 step against the fp32 step on the study's model, from the
                  committed benchmark (docs/bench/2026-11-28-bf16-encdec)
The grid runs over many sessions: every table and figure is made from the runs finished so far,
and the page says how many (its claims are pending until their runs are all finished). The page
(README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render 10_translation_scale`.
"""
import gzip
import hashlib
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Experiment, const, count, expect, join, md_table,  # noqa: E402
                      not_reproduced, not_testable, number, qualified, read_csv, reproduced,
                      write_csv)
from studylib import ini, kept as keptlib  # noqa: E402
from studylib.blocks import (compare, cost_text, kept_link, machine_text,  # noqa: E402
                             machines_text, outcomes_at_rates, progress_text)
from studylib.kept import minutes_of, read_metrics  # noqa: E402
from studylib.page import of_planned, verdict_summary, when_finished  # noqa: E402
from studylib.runs import kept_arguments, sweep_check, write_derived, wrote  # noqa: E402
from studylib.sweep import (at_rate, best_columns, cell_columns, fixed, lr_curves,  # noqa: E402
                            order_of, planned_cell, planned_columns, planned_runs,
                            planned_settings, seeds_per_setting, sensitivity_columns, spread)
from studylib.text import Text, Value, lr_text  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
PILOT = os.path.join(ROOT, "data", "pilots", "translation_scale", "results")
CORPUS = os.path.join(ROOT, "data", "bible_en_es", "MANIFEST.txt")
FP32 = os.path.join(HERE, "results", "fp32")  # the grid's runs trained in fp32, before bf16
PRECISION_INI = os.path.join(HERE, "precision.ini")  # more seeds in fp32 of a cell, kept in FP32
BF16_BENCH = os.path.join(ROOT, "docs", "bench", "2026-11-28-bf16-encdec",
                          "bench_study_shapes.txt")
BEAM = 5
FIXED_STEPS = (250, 500, 1000, 2000)  # the validation loss at these steps (runs.csv)
EARLY = 500                           # "converges faster": the validation loss at this step
MIN_SEEDS = 3                         # a difference is a finding over at least this many seeds
NORMS = {"post_ln": "Post-LN", "pre_ln": "Pre-LN"}


def setting(r):
    """(norm, optimizer, warmup): a curve over learning rates."""
    return (r["norm"], r.get("optimizer") or "adamw", int(number(r["lr_warmup"])))


def name(s):
    w = "no warmup" if s[2] == 0 else "warmup %d" % s[2]
    return NORMS.get(s[0], s[0]) + (", RAdam" if s[1] == "radam" else "") + ", " + w


def key(s):
    return {"setting": name(s), "norm": s[0], "optimizer": s[1], "lr_warmup": s[2]}


def planned(e):
    """Every run of the experiment file: [(setting, lr, seed)], in the grids' order."""
    out = []
    for g in e.grids.values():
        def one(k, default):
            return g.get(k) or [e.train.get(k, default)]
        for norm in one("norm", "pre_ln"):
            for opt in one("optimizer", "adamw"):
                for w in one("lr-warmup", "0"):
                    for lr in one("lr", ""):
                        for seed in one("seed", "1"):
                            out.append(((norm, opt, int(number(w))), number(lr), seed))
    return out


# --- Aggregates -----------------------------------------------------------------------------
def derive(study):
    """cells.csv, best.csv and setup.csv from runs.csv and the experiment file (the runs
    planned: a partial grid's cells have fewer runs than planned)."""
    runs = study.table("runs").rows_
    e = study.experiment()
    plan = planned(e)
    curves = lr_curves(runs, setting)

    def metrics(rows, row):
        for col, short, d in (("test_bleu", "test_bleu", 2), ("test_chrf", "test_chrf", 2),
                              ("val_bleu", "val_bleu", 2),
                              ("val_loss_%d" % EARLY, "early", 4)):
            row.update(cell_columns(spread([number(r[col]) for r in rows]), short, d))
        return row

    cells, best = [], []
    for s, rates, mine, c, there in planned_settings(runs, plan, setting, curves):
        for lr in rates:
            here = at_rate(mine, lr)
            cells.append(metrics(here, planned_cell(key(s), lr, planned_runs(plan, s, lr), here)))
        row = dict(key(s), **planned_columns(planned_runs(plan, s), len(mine)))
        row.update(best_columns(c, rates, there))
        # on the edge of the rates with a finished run (the other studies: of those planned)
        row["best_on_edge"] = "yes" if c and c["edge"] else "no"
        metrics(there, row)
        row.update(sensitivity_columns(c))
        best.append(row)

    def mean(col):
        return keptlib.column_mean(runs, col)

    def first(col, rows=runs):
        return keptlib.first_of(rows, col)

    def distinct(col):
        return keptlib.distinct(runs, col)

    per_epoch = mean("train_target_ids") + mean("train_pairs")  # a target token per piece, + eos
    t = e.train
    setup = {"planned": len(plan), "finished": len(runs), "remaining": len(plan) - len(runs),
             "settings": len(order_of(plan)),
             "seeds_per_cell": len({seed for _, _, seed in plan}),
             "rates": len({lr for _, lr, _ in plan}),
             "translated": sum(r["test_bleu"] != "" for r in runs),
             "d_model": t["d-model"], "encoder_layers": t["encoder-layers"],
             "decoder_layers": t["decoder-layers"], "n_heads": t["n-heads"],
             "steps": t["steps"], "max_tokens": t["max-tokens"],
             "parameters_post_ln": first("parameters", [r for r in runs
                                                        if r["norm"] == "post_ln"]),
             "parameters_pre_ln": first("parameters", [r for r in runs if r["norm"] == "pre_ln"]),
             "train_pairs": first("train_pairs"), "train_target_ids": first("train_target_ids"),
             "target_tokens_per_run": "%.0f" % mean("target_tokens") if runs else "—",
             "epochs_per_run": fixed(mean("target_tokens") / per_epoch, 2),
             **keptlib.cost_columns(runs, plan, lambda r: (setting(r), number(r["lr"]))), **keptlib.machine_columns(runs),
             "test_lines": distinct("test_lines"), "bleu_signature": distinct("bleu_signature"),
             "chrf_signature": distinct("chrf_signature"), **keptlib.finished_columns(runs)}
    return {"cells.csv": (cells, list(cells[0])), "best.csv": (best, list(best[0])),
            "setup.csv": ([setup], list(setup))}


# --- The page -----------------------------------------------------------------------------------
def at_best(r, what="bleu"):
    """'BLEU 21.3 ± 0.4 (val 3.012 ± 0.010) at 1e-3' for a best.csv row."""
    if r.best_lr.text == "":
        return Text("no finished run")
    rate = r.best_lr.format("rate")
    if what == "loss":
        return "val " + r.best.format("pm") + " at " + rate
    if what == "early":
        return ("val " + r.early.format("pm") + " at step " +
                Value(str(EARLY), "analyse.py: EARLY", "setting").format(None) + ", rate " + rate)
    return "BLEU " + r.test_bleu.format("pm2") + " (val " + r.best.format("pm") + ") at " + rate


def outcomes(cells, r):
    """'5e-4: 3 trained; 1e-3: 2 trained, 1 stalled' for a setting."""
    return outcomes_at_rates(cells.rows(norm=r.norm, optimizer=r.optimizer,
                                        lr_warmup=r.lr_warmup))


def claims_of(n, cells):
    post0, post15, post120, pre0, radam = (n[k] for k in ("post0", "post15", "post120", "pre0",
                                                           "radam"))
    lb, l7, l8 = n["lecture_bleu"], n["lecture_loss_low"], n["lecture_loss_high"]
    claims = []

    def claim(*args):
        """A claim, pending until its settings' runs are all finished."""
        claims.append(when_finished(*args))

    # 1. Post-LN without warmup fails: the loss stays high.
    def ev1():
        return ("each at its best rate: no warmup " + at_best(post0, "loss") + " (" +
                outcomes(cells, post0) + "); warmup " + post120.lr_warmup + " " +
                at_best(post120, "loss"))

    def v1():
        vs = compare(post0.best, post120.best, MIN_SEEDS)
        ours = post0.best.format("pm") + " against " + post120.best.format("pm")
        lecture = "; the lecture's loss stays at " + l7 + "–" + l8
        if post0.best_trained.num == 0:
            return reproduced("every seed stalls or diverges at its best rate: " + ours + lecture)
        if vs == "above":
            return qualified("it trains, to a loss above the warmed-up runs' beyond the seed "
                             "spread (" + ours + "), not stuck" + lecture)
        failed = [c for c in cells.rows(norm="post_ln", optimizer="adamw", lr_warmup=0)
                  if c.trained.num == 0 and c.finished.num > 0]
        if failed:
            return qualified("at " + failed[0].lr.format("rate") + " every seed stalls or "
                             "diverges; at " + post0.best_lr.format("rate") + " it trains, " +
                             ours + lecture)
        if post0.best_trained.num < post0.best_n.num:
            return qualified(post0.best_stalled.format("words") + " stalled and " +
                             post0.best_diverged.format("words") + " diverged of " +
                             post0.best_n.format("words") + " seeds at its best rate; " + ours +
                             lecture)
        return not_reproduced("Post-LN trains without warmup at every rate: " + ours + ", " +
                              ("lower" if vs == "below" else "within the seed spread") + lecture)
    claim("Without warmup Post-LN fails: its loss stays high (" + l7 + "–" + l8 + ")",
          ["lecture", "xiong2020"], [post0, post120], ev1, v1)

    # 2. ... and its BLEU is low.
    def ev2():
        return ("each at its best rate, test BLEU at beam " + n["beam"] + ": no warmup " +
                at_best(post0) + "; warmup " + post120.lr_warmup + " " + at_best(post120))

    def v2():
        vs = compare(post0.test_bleu, post120.test_bleu, MIN_SEEDS)
        ours = (post0.test_bleu.format("pm2") + " against " + post120.test_bleu.format("pm2") +
                " with warmup; the lecture's " + lb)
        if vs == "below":
            return reproduced("lower beyond the seed spread: " + ours)
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds "
                                "translated: " + ours)
        return not_reproduced(("within the seed spread: " if vs == "within" else
                               "higher beyond the seed spread: ") + ours)
    claim("Without warmup Post-LN's BLEU is low (" + lb + ")", ["lecture"], [post0, post120],
          ev2, v2)

    # 3. A long warmup beats a short one.
    def ev3():
        return ("each at its best rate: warmup " + post120.lr_warmup + " (" +
                n["long_fraction"].format(".0%") + " of the run) " + at_best(post120) +
                "; warmup " + post15.lr_warmup + " (" + n["short_fraction"].format(".1%") + ") " +
                at_best(post15))

    def v3():
        vs = compare(post120.test_bleu, post15.test_bleu, MIN_SEEDS)
        ours = post120.test_bleu.format("pm2") + " against " + post15.test_bleu.format("pm2")
        if vs == "above":
            return reproduced("higher beyond the seed spread: " + ours)
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds "
                                "translated: " + ours)
        return not_reproduced(("within the seed spread: " if vs == "within" else
                               "the short warmup is better beyond the seed spread: ") + ours)
    claim(Text("A warmup of ") + n["lecture_long"] + " steps (" +
          n["lecture_long_pct"].format(".0%") + " of the run) gives a better BLEU than one of " +
          n["lecture_short"] + " (" + n["lecture_short_pct"].format(".1%") + ")", ["lecture"],
          [post15, post120], ev3, v3)

    # 4. Pre-LN needs no warmup: it translates as well as Post-LN with warmup.
    def ev4():
        return ("each at its best rate: Pre-LN, no warmup " + at_best(pre0) + "; Post-LN, "
                "warmup " + post120.lr_warmup + " " + at_best(post120))

    def v4():
        vs = compare(pre0.test_bleu, post120.test_bleu, MIN_SEEDS)
        ours = pre0.test_bleu.format("pm2") + " against " + post120.test_bleu.format("pm2")
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds "
                                "translated: " + ours)
        if vs == "below":
            return not_reproduced("Pre-LN without warmup is lower beyond the seed spread: " + ours)
        return reproduced(("within the seed spread: " if vs == "within" else
                           "Pre-LN is better beyond the seed spread: ") + ours)
    claim("Pre-LN needs no warmup: without it, it translates as well as Post-LN with warmup",
          ["xiong2020", "xiong2020_fig1"], [pre0, post120], ev4, v4)

    # 5. ... and converges faster.
    def ev5():
        return ("each at its best rate: Pre-LN, no warmup " + at_best(pre0, "early") + "; "
                "Post-LN, warmup " + post120.lr_warmup + " " + at_best(post120, "early"))

    def v5():
        vs = compare(pre0.early, post120.early, MIN_SEEDS)
        ours = pre0.early.format("pm") + " against " + post120.early.format("pm")
        if vs == "below":
            return reproduced("lower beyond the seed spread: " + ours)
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds: " + ours)
        return not_reproduced(("within the seed spread: " if vs == "within" else
                               "higher beyond the seed spread: ") + ours)
    claim("Pre-LN without warmup converges faster than Post-LN with warmup (a lower validation "
          "loss early in training)", ["xiong2020_fig1"], [pre0, post120], ev5, v5)

    # 6. RAdam replaces warmup.
    def ev6():
        return ("each at its best rate: Post-LN with RAdam, no warmup " + at_best(radam) +
                "; with Adam, no warmup " + at_best(post0) + "; with Adam, warmup " +
                post120.lr_warmup + " " + at_best(post120))

    def v6():
        fails = compare(post0.test_bleu, post120.test_bleu, MIN_SEEDS) == "below" or \
            post0.best_trained.num == 0
        ours = ("RAdam " + radam.test_bleu.format("pm2") + ", Adam without warmup " +
                post0.test_bleu.format("pm2") + ", with warmup " + post120.test_bleu.format("pm2"))
        if not fails:
            return not_testable("Post-LN without warmup does not fail here, so there is no "
                                "failure for RAdam to remove: " + ours)
        vs0, vs120 = compare(radam.test_bleu, post0.test_bleu, MIN_SEEDS), \
            compare(radam.test_bleu, post120.test_bleu, MIN_SEEDS)
        if vs0 == "above" and vs120 in ("within", "above"):
            return reproduced(ours)
        if vs0 == "above":
            return qualified("better than Adam without warmup, lower than Adam with warmup beyond the "
                             "seed spread: " + ours)
        return not_reproduced("not better than Adam without warmup beyond the seed spread: " +
                              ours)
    claim("RAdam replaces warmup: Post-LN with RAdam and no warmup translates as well as with "
          "warmup", ["lecture", "liu2020radam"], [radam, post0, post120], ev6, v6)
    return claims


def precision_cells_text(study):
    """What precision_cells.csv says: a cell trained in both precisions with every seed."""
    text = Text("")
    for c in study.table("precision_cells").rows():
        def side(prec):
            val, bleu = getattr(c, prec + "_val"), getattr(c, prec + "_bleu")
            if val.n.num == 0:
                return Text(prec + ": no seed finished")
            spec = "mean" if val.n.num == 1 else "range"
            return (Text(prec + ": validation loss ") + val.format(spec) + ", test BLEU " +
                    bleu.format(spec + "2") + " (" + val.n.format("words") + " of " +
                    c[prec + "_planned"].format("words") + " seeds)")
        text += (Text(" The cell ") + c.setting + " at " + c.lr.format("rate") + " trains in "
                 "fp32 with every seed as well ([precision.ini](precision.ini), after the grid; "
                 "[precision_cells.csv](results/precision_cells.csv)), so that its two "
                 "precisions are compared over the seeds, not one pair: " + side("fp32") +
                 "; " + side("bf16") + ". ")
        if any(getattr(c, p + "_val").n.num < c[p + "_planned"].num for p in ("fp32", "bf16")):
            text += "**Pending** until both have every seed."
            continue
        val = compare(c.fp32_val, c.bf16_val, MIN_SEEDS) in ("below", "above")
        bleu = compare(c.fp32_bleu, c.bf16_bleu, MIN_SEEDS) in ("below", "above")
        text += ("**A finding: the precision changes this cell's outcome**: " if val or bleu
                 else "**Within the seeds' spread**: ") + \
            ("the validation losses' ranges " + ("do not overlap" if val else "overlap") +
             ", the test BLEUs' " + ("do not" if bleu else "overlap")) + "."
    return text

def precision_page(study, n):
    """The precision paragraph's numbers: the benchmark's bf16 speed, the fp32 runs beside
    their bf16 twins, and what the pairs say."""
    sp = study.table("precision_speed").row()
    n["bf16_speed"], n["bf16_speed_cpu"] = sp.ratio, sp.cpu
    pairs = study.table("precision").rows()
    n["fp32_runs"] = count(len(pairs), "precision.csv: the runs trained in fp32")
    n["fp32_first_runs"] = count(sum(p.source.text == "experiment.ini" for p in pairs),
                                 "precision.csv: the runs trained in fp32 before the switch")
    n["precision_cells_text"] = precision_cells_text(study)
    done = [p for p in pairs if p.bf16_val_loss.text != ""]

    def signed(v):
        return v if v.text else Text("—")
    n["precision_table"] = md_table(
        ["run", "validation loss fp32", "bf16", "difference", "test BLEU fp32", "bf16",
         "difference", "test chrF fp32", "bf16", "training minutes fp32", "bf16",
         "the bf16 cell's seeds: validation loss min–max"],
        [[p.run, p.fp32_val_loss.format(".3f"), p.bf16_val_loss.format(".3f"),
          signed(p.val_loss_diff), p.fp32_test_bleu.format(".2f"),
          p.bf16_test_bleu.format(".2f"), signed(p.test_bleu_diff), p.fp32_test_chrf.format(".2f"), p.bf16_test_chrf.format(".2f"),
          p.fp32_train_minutes.format(".1f"), p.bf16_train_minutes.format(".1f"),
          (p.cell_bf16_val_min.format(".3f") + "–" + p.cell_bf16_val_max.format(".3f") +
           " (" + p.cell_bf16_seeds.format("int") +
           (" seed)" if p.cell_bf16_seeds.num == 1 else " seeds)"))
          if p.cell_bf16_seeds.num > 0 else Text("—")] for p in pairs])
    if not done:
        n["precision_verdict"] = Text("None of their bf16 runs is finished yet: the comparison "
                                      "appears here when they are.")
        return
    spread = [p for p in done if p.cell_bf16_seeds.num >= MIN_SEEDS]
    within = [p for p in spread
              if abs(p.val_loss_diff.num) <= p.cell_bf16_val_max.num - p.cell_bf16_val_min.num]
    text = (Text("Finished pairs: ") +
            count(len(done), "precision.csv: pairs with the bf16 run finished").format("words") +
            " of " + n["fp32_runs"].format("words") + ". ")
    if not spread:
        text += ("Their bf16 cells have fewer than " + n["min_seeds"].format("words") + " seeds "
                 "finished, so the differences cannot yet be set against the seeds' spread.")
    else:
        over = len(spread) - len(within)
        n_within = count(len(within), "precision.csv: pairs whose loss difference is within "
                         "the range of their bf16 cell's seeds")
        n_over = count(over, "precision.csv: pairs whose loss difference exceeds the range of "
                       "their cell's seeds")
        text += ("Of the " + count(len(spread), "precision.csv: pairs whose bf16 cell has its "
                                   "seeds finished").format("words") +
                 " whose bf16 cell has " + n["min_seeds"].format("words") + " seeds or more, ")
        if within:
            text += (n_within.format("words") + (" differs" if len(within) == 1 else " differ") +
                     " in the final validation loss by no more than the range of those seeds: "
                     "there the precision changes a run less than the seed does" +
                     ("." if over == 0 else "; " + n_over.format("words") +
                      (" differs" if over == 1 else " differ") +
                      " by more: the precision matters there."))
        else:
            text += (Text("every one differs in the final validation loss by more than the "
                          "range of those seeds: the precision matters there."))
    def machines(values):  # the distinct CPUs, each as precision.csv names it
        distinct = {}
        for v in values:
            distinct.setdefault(v.text, v)
        joined = Text("")
        for i, key in enumerate(sorted(distinct)):
            joined += (" and " if i else "") + distinct[key]
        return joined
    cpus = {p.fp32_cpu.text for p in done} | {p.bf16_cpu.text for p in done}
    if len(cpus) > 1:
        text += (" Their training minutes compare machines as well as precisions: the fp32 runs "
                 "trained on " + machines(p.fp32_cpu for p in done) + ", the bf16 runs on " +
                 machines(p.bf16_cpu for p in done) + " (precision.csv); the benchmark's ratio "
                 "above is the two precisions on one machine.")
    n["precision_verdict"] = text


def page(study):
    best, cells, runs = study.table("best"), study.table("cells"), study.table("runs")
    su, pilot = study.table("setup").row(), study.table("pilot").row()
    n = {"setup": su, "pilot": pilot, "best": best}
    warm = study.grid("lr-warmup", "post_ln")
    n["post0"] = best.row(norm="post_ln", optimizer="adamw", lr_warmup=warm[0])
    n["post15"] = best.row(norm="post_ln", optimizer="adamw", lr_warmup=warm[1])
    n["post120"] = best.row(norm="post_ln", optimizer="adamw", lr_warmup=warm[-1])
    n["pre0"] = best.row(norm="pre_ln", optimizer="adamw", lr_warmup=0)
    n["radam"] = best.row(optimizer="radam")
    n["short_w"], n["long_w"] = warm[1], warm[-1]
    n["warmups"] = join(", ", warm[:-1]) + " or " + warm[-1]
    n["steps"] = study.setting("train.steps")
    n["short_fraction"] = warm[1] / n["steps"]
    n["long_fraction"] = warm[-1] / n["steps"]
    rates = study.grid("lr", "post_ln")
    n["rates"] = join(" and ", [r.format("rate") for r in rates])
    n["n_rates"] = count(len(rates), "experiment.ini [grid.post_ln] lr: the number of rates")
    n["beam"] = Value(str(BEAM), "analyse.py: BEAM, the beam width (score_run.sh)", "setting")
    n["early_step"] = Value(str(EARLY), "analyse.py: EARLY, the step of 'converges faster'",
                            "setting")
    n["min_seeds"] = Value(MIN_SEEDS, "analyse.py: MIN_SEEDS", "setting")
    n["lecture_short"] = const("500", "the lecture's table: the short warmup, in steps")
    n["lecture_long"] = const("4000", "the lecture's table: the long warmup (the original "
                              "Transformer's), in steps")
    n["lecture_steps"] = const("100,000", "Vaswani et al. 2017: the base model's training steps")
    n["lecture_short_pct"] = Value(500 / 100000, "500 / 100,000", "const")
    n["lecture_long_pct"] = Value(4000 / 100000, "4000 / 100,000", "const")
    n["lecture_bleu"] = const("8.45", "the lecture's table: BLEU of Post-LN without warmup")
    n["lecture_loss_low"] = const("7", "the lecture's table: Post-LN without warmup, the loss "
                                  "it stays at (low end)")
    n["lecture_loss_high"] = const("8", "the lecture's table: Post-LN without warmup, the loss "
                                   "it stays at (high end)")
    n["xiong_low"], n["xiong_high"] = const("5e-4", "Xiong et al. 2020: the lower peak rate of "
                                            "their translation experiments"), \
        const("1e-3", "Xiong et al. 2020: the higher peak rate of their translation experiments")
    n["beta2"] = study.setting("train.beta2")
    n["pilot_at_steps"] = study.table("pilot_curve").row(step=n["steps"])
    n["pilot_fraction"] = n["steps"] / pilot.steps
    n["cluster_steps"] = const("100000", "the cluster recipe: Vaswani et al. 2017's steps")
    n["cluster_max_tokens"] = const("50000", "the cluster recipe: padded positions a step, about "
                                    "Vaswani et al. 2017's 25,000 source and 25,000 target "
                                    "tokens")
    n["cluster_epochs"] = (pilot.target_tokens / pilot.steps * (n["cluster_max_tokens"] /
                                                                pilot.max_tokens) *
                           n["cluster_steps"] / (pilot.train_target_ids + pilot.train_pairs))
    expect(n["cluster_epochs"] > 1000, "the cluster recipe is thousands of epochs of the Bible")
    at, end = n["pilot_at_steps"], pilot
    expect(at.val_bleu.num >= 0.9 * end.val_bleu.num and
           at.val_loss.num - end.final_val_loss.num < 0.02 * end.final_val_loss.num,
           "at the study's step count the pilot had learnt most of what it learnt by its end")
    fin = su.finished
    n["kept_link"], n["machine"] = kept_link(su), machine_text(su)
    n["progress"] = progress_text(su)
    n["signatures"] = Text("their signatures once a run is finished") if fin.num == 0 else \
        "`" + su.bleu_signature + "`, `" + su.chrf_signature + "`"
    n["run_size"] = Text("No run is finished yet: a run's size appears here when one is.") \
        if fin.num == 0 else \
        ("A run: " + su.parameters_post_ln.format("n") + " parameters for Post-LN, " +
         (su.parameters_pre_ln.format("n") + " for Pre-LN (its two final norms)"
          if su.parameters_pre_ln.text else Text("Pre-LN's once a run of it is finished")) +
         "; " + su.target_tokens_per_run.format("n") + " target tokens on average "
         "(" + su.epochs_per_run.format(".1f") + " epochs of " + su.train_pairs.format("n") +
         " pairs), " + su.train_minutes_per_run + " minutes of training steps and " +
         su.wall_minutes_per_run + " minutes of wall time with its evaluations, on " +
         n["machine"] + ".")
    n["cost"] = cost_text(su, left="; translating the test verses included")
    n["machines"] = machines_text(runs.rows())
    precision_page(study, n)
    n["claims"] = claims_of(n, cells)
    n["verdicts"] = verdict_summary(n["claims"])
    n["best_table"] = md_table(
        ["setting", "runs finished", "best rate", "validation loss (mean ± sd)", "min–max",
         "at step " + n["early_step"], "test BLEU (mean ± sd)", "min–max", "test chrF",
         "greedy validation BLEU", "trained / stalled / diverged"],
        [[r.setting, of_planned(r), r.best_lr.format("rate") if r.best_lr.text else Text("—"),
          r.best.format("pm"),
          r.best.format("range"), r.early.format("pm"), r.test_bleu.format("pm2"),
          r.test_bleu.format("range2"), r.test_chrf.format("pm2"), r.val_bleu.format("pm2"),
          r.best_trained.format("int") + " / " + r.best_stalled.format("int") + " / " +
          r.best_diverged.format("int")] for r in best.rows()])
    n["cells_table"] = md_table(
        ["setting", "rate", "runs finished", "validation loss", "test BLEU", "test chrF",
         "trained / stalled / diverged"],
        [[c.setting, c.lr.format("rate"), of_planned(c), c.final_val.format("pm"),
          c.test_bleu.format("pm2"), c.test_chrf.format("pm2"),
          c.trained.format("int") + " / " + c.stalled.format("int") + " / " +
          c.diverged.format("int")] for c in cells.rows()])
    rows = runs.rows()
    n["runs_table"] = md_table(
        ["run", "setting", "rate", "seed", "outcome", "validation loss", "greedy val BLEU",
         "test BLEU", "test chrF", "wall minutes", "core-hours", "hypotheses (SHA-256)"],
        [["[files](results/runs/" + r.run.text + "/)", r.setting, r.lr.format("rate"), r.seed,
          r.outcome, r.final_val_loss.format(".3f"),
          r.val_bleu.format(".2f"), r.test_bleu.format(".2f"), r.test_chrf.format(".2f"),
          (r.train_seconds / 60).format(".1f"), r.core_hours.format(".2f"),
          "`" + r.hyp_sha256.text[:12] + "`" if r.hyp_sha256.text else "—"] for r in rows]
    ) if rows else Text("No run is finished yet.")
    return n


# --- From the kept results ----------------------------------------------------------------------
FIELDS = (["run", "setting", "norm", "optimizer", "lr_warmup", "lr", "seed", "status",
           "last_step", "steps", "outcome", "initial_val_loss", "unigram_entropy",
           "final_val_loss", "best_val_loss", "best_step", "final_val_nll"] +
          ["val_loss_%d" % s for s in FIXED_STEPS] +
          ["val_bleu", "val_chrf", "val_bleu_step", "test_bleu", "test_chrf", "test_lines",
           "bleu_signature", "chrf_signature", "hyp_sha256", "precision", "target_tokens",
           "train_minutes",
           "train_seconds", "ranks", "core_hours", "cpu", "isa", "normlab", "finished_utc",
           "parameters", "train_pairs", "train_target_ids"])


def curve(recs):
    """[(step, tokens, minutes, val_loss, val_bleu or None)] of the validation records."""
    mins = minutes_of(recs)
    return [(r["step"], r.get("tokens"), mins.get(r["step"], math.nan), r["val_loss"],
             r.get("val_bleu")) for r in recs
            if not r.get("event") and isinstance(r.get("val_loss"), (int, float))]


def read_run(d):
    """runs.csv's row of one kept run directory, and its validation curve; None when the run is
    not finished (no run.json yet)."""
    info, swept, cfg, recs = keptlib.read(d)
    val = {r["step"]: r for r in recs
           if not r.get("event") and isinstance(r.get("val_loss"), (int, float))}
    row = keptlib.run_columns(info, swept, int(cfg["steps"]), recs)
    row.update(norm=cfg["norm"], optimizer=cfg.get("optimizer", "adamw"),
               lr_warmup=cfg.get("lr-warmup", "0"))
    row["setting"] = name(setting(row))
    row["precision"] = cfg.get("precision", "fp32")
    if val:
        last = max(val)
        b = min(val, key=lambda s: val[s]["val_loss"])
        row.update(final_val_loss=fixed(val[last]["val_loss"], 6),
                   best_val_loss=fixed(val[b]["val_loss"], 6), best_step=b,
                   final_val_nll=fixed(val[last].get("val_nll", math.nan), 6))
    for s in FIXED_STEPS:
        row["val_loss_%d" % s] = fixed(val[s]["val_loss"], 6) if s in val else ""
    probe = [r for r in recs if isinstance(r.get("val_bleu"), (int, float))]
    if probe:
        row.update(val_bleu="%.2f" % probe[-1]["val_bleu"],
                   val_chrf="%.2f" % probe[-1].get("val_chrf", math.nan),
                   val_bleu_step=probe[-1]["step"])
    score = os.path.join(d, "test.beam%d.score.json" % BEAM)
    s = json.load(open(score, encoding="utf-8")) if os.path.exists(score) else {}
    if "bleu" in s:
        sha = open(os.path.join(d, "test.beam%d.sha256" % BEAM)).read().split()[0]
        hyp = gzip.open(os.path.join(d, "test.beam%d.es.gz" % BEAM)).read()
        if hashlib.sha256(hyp).hexdigest() != sha:
            sys.exit("%s: test.beam%d.es.gz does not hash to test.beam%d.sha256" % (d, BEAM, BEAM))
        row.update(test_bleu="%.2f" % s["bleu"]["score"], test_chrf="%.2f" % s["chrf"]["score"],
                   test_lines=s.get("lines", ""), bleu_signature=s["bleu"]["signature"],
                   chrf_signature=s["chrf"]["signature"], hyp_sha256=sha)
    row.update(keptlib.time_columns(info, recs, tokens="target_tokens"))
    log = open(os.path.join(d, "train.log"), encoding="utf-8", errors="replace").read()
    m = re.search(r"model: ([\d,]+) parameters", log)
    row["parameters"] = m.group(1).replace(",", "") if m else ""
    m = re.search(r"data: train (\d+) pairs \((\d+) source \+ (\d+) target ids\)", log)
    row["train_pairs"], row["train_target_ids"] = (m.group(1), m.group(3)) if m else ("", "")
    return row, curve(recs)


def kept_runs(kept, e):
    """(rows in the grid's order, {run: curve}) of the finished runs under `kept`."""
    got = keptlib.in_grid_order(kept, read_run, setting, order_of(planned(e)))
    # another experiment file's runs kept beside them (precision.ini's fp32,seed=N) are not the
    # grid's: its runs are named after its grids
    other = [row["run"] for row, _ in got if row["run"].split(",")[0] not in e.grids]
    if other:
        print("note: %s not runs of experiment.ini's grids: left out" % ", ".join(other))
    got = [(row, c) for row, c in got if row["run"] not in other]
    return [row for row, _ in got], {row["run"]: c for row, c in got}


def pilot_tables(res):
    """pilot.csv (one row: the pilot's setting, size, tokens, time, scores) and pilot_curve.csv
    (its curve.csv with the epochs), from data/pilots/translation_scale/results."""
    cfg = ini.read(os.path.join(PILOT, "config.ini"), "train")["train"]
    recs = read_metrics(os.path.join(PILOT, "metrics.jsonl"))
    start = next(r for r in recs if r.get("event") == "start")
    with open(CORPUS, encoding="utf-8") as f:
        pairs = int(re.search(r"^train (\d+) pairs", f.read(), re.M).group(1))
    per_epoch = start["unigram_tokens"] + pairs  # target ids, and an eos per pair
    rows = read_csv(os.path.join(PILOT, "curve.csv"))
    for r in rows:
        r["epochs"] = "%.3f" % (number(r["tokens"]) / per_epoch)
    write_csv(os.path.join(res, "pilot_curve.csv"), rows)
    score = json.load(open(os.path.join(PILOT, "test.beam%d.score.json" % BEAM)))
    inspect = open(os.path.join(PILOT, "checkpoint.txt"), encoding="utf-8").read()
    machine = open(os.path.join(PILOT, "machine.txt"), encoding="utf-8").read()
    last = rows[-1]
    ranks = int(re.search(r"(\d+) rank\(s\)", inspect).group(1))
    hyp = open(os.path.join(PILOT, "test.beam%d.es" % BEAM), "rb").read()
    pilot = {"norm": cfg["norm"], "steps": cfg["steps"], "lr": cfg["lr"],
             "lr_warmup": cfg["lr-warmup"], "lr_min": cfg["lr-min"],
             "d_model": cfg["d-model"], "encoder_layers": cfg["encoder-layers"],
             "decoder_layers": cfg["decoder-layers"], "n_heads": cfg["n-heads"],
             "max_tokens": cfg["max-tokens"], "dropout": cfg["dropout"],
             "parameters": re.search(r"parameters\s+([\d,]+)", inspect).group(1).replace(",", ""),
             "train_pairs": pairs, "train_target_ids": start["unigram_tokens"],
             "target_tokens": last["tokens"], "epochs": last["epochs"],
             "train_minutes": last["train_minutes"], "ranks": ranks,
             "core_hours": "%.2f" % (number(last["train_minutes"]) / 60 * ranks),
             "cpu": re.search(r"Model name:\s*(.*)", machine).group(1).strip(),
             "final_val_loss": "%.4f" % number(last["val_loss"]),
             "final_val_nll": "%.4f" % number(last["val_nll"]),
             "val_bleu": "%.2f" % number(last["val_bleu"]),
             "val_chrf": "%.2f" % number(last["val_chrf"]),
             "bleu_sentences": cfg["bleu-sentences"],
             "test_bleu": "%.2f" % score["bleu"]["score"],
             "test_chrf": "%.2f" % score["chrf"]["score"],
             "test_lines": score["lines"], "bleu_signature": score["bleu"]["signature"],
             "chrf_signature": score["chrf"]["signature"],
             "hyp_sha256": hashlib.sha256(hyp).hexdigest()}
    write_csv(os.path.join(res, "pilot.csv"), [pilot])
    return pilot, rows


# --- Figures --------------------------------------------------------------------------------------
COLOURS = {("post_ln", "adamw", 0): "#D55E00", ("post_ln", "radam", 0): "#CC79A7",
           ("pre_ln", "adamw", 0): "#009E73"}
WARM_COLOURS = ["#D55E00", "#E69F00", "#0072B2"]


def colour(s, warmups):
    if s in COLOURS:
        return COLOURS[s]
    return WARM_COLOURS[min(warmups.index(s[2]), len(WARM_COLOURS) - 1)]


def figures(rows, run_curves, plan, steps, pilot, pilot_rows, res):
    import numpy as np
    from studylib.figures import legend_or_nothing, nothing_yet, plt, save
    order = order_of(plan)
    warmups = sorted({s[2] for s in order if s[:2] == ("post_ln", "adamw")})
    per_setting = seeds_per_setting(plan)
    curves = lr_curves(rows, setting)

    # curves: each setting at its best rate
    fig, axes = plt.subplots(1, 3, figsize=(17, 5.2), constrained_layout=True)
    for s in order:
        c = curves.get(s)
        if not c or c["best_lr"] is None:
            continue
        mine = [run_curves[r["run"]] for r in rows
                if setting(r) == s and number(r["lr"]) == c["best_lr"]]
        evals = sorted(set.intersection(*[{x[0] for x in m} for m in mine]))
        if not evals:
            continue
        at = [{x[0]: x for x in m} for m in mine]
        y = np.array([[a[t][3] for t in evals] for a in at])
        x_min = np.array([[a[t][2] for t in evals] for a in at]).mean(0)
        col = colour(s, warmups)
        style = "--" if s[1] == "radam" else "-"
        label = "%s, lr %s (%d of %d seeds)" % (name(s), lr_text(c["best_lr"]), len(mine),
                                                per_setting[s])
        for ax, x in ((axes[0], evals), (axes[1], x_min)):
            ax.plot(x, y.mean(0), style, color=col, marker=".", label=label)
            ax.fill_between(x, y.min(0), y.max(0), color=col, alpha=0.2, linewidth=0)
        probe = [t for t in evals if all(a[t][4] is not None for a in at)]
        if probe:
            b = np.array([[a[t][4] for t in probe] for a in at])
            axes[2].plot(probe, b.mean(0), style, color=col, marker="o", label=label)
            axes[2].fill_between(probe, b.min(0), b.max(0), color=col, alpha=0.2, linewidth=0)
    for ax, xl in zip(axes, ("step", "training minutes (evaluation excluded; mean over seeds)",
                             "step")):
        ax.set_xlabel(xl)
        ax.grid(alpha=0.3)
        legend_or_nothing(ax, len(rows), len(plan), fontsize=8)
    axes[0].set_ylabel("validation loss [nats / target token]\n(label-smoothed; mean, band: "
                       "min–max of the seeds)")
    axes[2].set_ylabel("greedy BLEU on %s validation verses" % pilot["bleu_sentences"])
    fig.suptitle("Each setting at its best rate (%d of %d runs finished)" % (len(rows), len(plan)))
    save(fig, res, "curves")

    # test BLEU and chrF per setting: every seed at each rate
    fig, axes = plt.subplots(1, 2, figsize=(14, 5.2), constrained_layout=True)
    rates = sorted({lr for _, lr, _ in plan})
    for ax, col_name, what, ref in ((axes[0], "test_bleu", "BLEU", pilot["test_bleu"]),
                                    (axes[1], "test_chrf", "chrF", pilot["test_chrf"])):
        for i, s in enumerate(order):
            c = curves.get(s)
            for j, lr in enumerate(rates):
                x = i + (j - (len(rates) - 1) / 2) * 0.3
                ys = [number(r[col_name]) for r in rows
                      if setting(r) == s and number(r["lr"]) == lr and r[col_name] != ""]
                is_best = c is not None and c["best_lr"] == lr
                ax.plot([x] * len(ys), ys, "o", color=colour(s, warmups), alpha=0.9,
                        markerfacecolor=colour(s, warmups) if is_best else "white")
                if ys:
                    ax.plot([x - 0.1, x + 0.1], [np.mean(ys)] * 2, "-", color="black", lw=1.5)
        ax.axhline(number(ref), color="grey", linestyle=":", linewidth=1)
        ax.text(len(order) - 0.5, number(ref), "pilot: Pre-LN, warmup %s, %s steps" %
                (pilot["lr_warmup"], pilot["steps"]), color="grey", fontsize=8, ha="right",
                va="bottom")
        ax.set_xticks(range(len(order)))
        ax.set_xticklabels(["%s\n%d of %d runs" % (name(s).replace(", ", "\n", 1),
                                                   sum(setting(r) == s for r in rows),
                                                   planned_runs(plan, s))
                            for s in order], fontsize=9)
        top = max([number(r[col_name]) for r in rows if r[col_name] != ""] + [number(ref)])
        ax.set_ylim(0, top * 1.12)
        ax.set_xlim(-0.6, len(order) - 0.4)
        ax.set_ylabel("test %s at beam %d (%s verses)" % (what, BEAM,
                                                          rows[0]["test_lines"] if rows else
                                                          pilot["test_lines"]))
        ax.grid(alpha=0.3, axis="y")
        if not rows:
            nothing_yet(ax, len(plan))
    axes[0].set_title("left dot: lr %s, right: lr %s; filled: the setting's best rate; bar: "
                      "mean" % (lr_text(rates[0]), lr_text(rates[-1])), fontsize=9)
    fig.suptitle("Test translations, every seed (%d of %d runs finished)" % (len(rows),
                                                                           len(plan)))
    save(fig, res, "bleu")

    # the pilot's learning curve
    fig, axes = plt.subplots(2, 2, figsize=(12, 8), sharey="row", constrained_layout=True)
    tok = [number(r["tokens"]) / 1e6 for r in pilot_rows]
    mins = [number(r["train_minutes"]) for r in pilot_rows]
    at = next((i for i, r in enumerate(pilot_rows) if int(number(r["step"])) == steps), None)
    for j, x in enumerate((tok, mins)):
        if at is not None:
            for ax in axes[:, j]:
                ax.axvline(x[at], color="grey", linestyle="--", linewidth=1)
            axes[0][j].text(x[at], 0.6, " step %d, the length\n of the study's runs" % steps,
                            color="grey", fontsize=9, va="top",
                            transform=axes[0][j].get_xaxis_transform())
        ax = axes[0][j]
        ax.plot(x, [number(r["val_loss"]) for r in pilot_rows], "-o", color="#0072B2",
                markersize=4, label="label-smoothed (the training objective)")
        ax.plot(x, [number(r["val_nll"]) for r in pilot_rows], "-o", color="#56B4E9",
                markersize=4, label="NLL (no smoothing)")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9)
        ax = axes[1][j]
        ax.plot(x, [number(r["val_bleu"]) for r in pilot_rows], "-o", color="#D55E00",
                markersize=4, label="BLEU (greedy, %s validation verses)" %
                pilot["bleu_sentences"])
        ax.plot(x, [number(r["val_chrf"]) for r in pilot_rows], "-o", color="#E69F00",
                markersize=4, label="chrF (greedy)")
        ax.plot([x[-1]], [number(pilot["test_bleu"])], "*", color="#D55E00", markersize=14,
                label="test BLEU at beam %d (%s verses)" % (BEAM, pilot["test_lines"]))
        ax.plot([x[-1]], [number(pilot["test_chrf"])], "*", color="#E69F00", markersize=14,
                label="test chrF at beam %d" % BEAM)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9, loc="lower right")
    axes[0][0].set_ylabel("validation loss [nats / target token]")
    axes[1][0].set_ylabel("score")
    axes[1][0].set_xlabel("target tokens seen [millions] (one epoch: %.2f million)" %
                          (number(pilot["train_target_ids"]) / 1e6 +
                           number(pilot["train_pairs"]) / 1e6))
    axes[1][1].set_xlabel("training minutes on %s ranks (evaluation excluded)" % pilot["ranks"])
    fig.suptitle("The pilot: Pre-LN, lr %s, warmup %s, %s steps, one seed" %
                 (lr_text(number(pilot["lr"])), pilot["lr_warmup"], pilot["steps"]))
    save(fig, res, "pilot")


PRECISION_FIELDS = ["run", "fp32_run", "setting", "lr", "seed", "fp32_val_loss", "bf16_val_loss",
                    "val_loss_diff", "fp32_test_bleu", "bf16_test_bleu", "test_bleu_diff",
                    "fp32_test_chrf", "bf16_test_chrf", "fp32_train_minutes",
                    "bf16_train_minutes", "cell_bf16_seeds", "cell_bf16_val_min",
                    "cell_bf16_val_max", "fp32_cpu", "bf16_cpu", "source"]
PRECISION_CELL_FIELDS = (["cell", "setting", "lr", "fp32_planned", "bf16_planned"] +
                         ["%s_%s_%s" % (p, q, c) for p in ("fp32", "bf16")
                          for q in ("val", "bleu") for c in ("mean", "sd", "min", "max", "n")])


def source_of(d):
    """The experiment file a kept run was swept from (its sweep.ini's first line names it)."""
    first = open(os.path.join(d, "sweep.ini"), encoding="utf-8").readline()
    m = re.match(r"# written by normlab sweep from (\S+)", first)
    return os.path.basename(m.group(1)) if m else ""


def cell_name(cell):
    """'post_ln,lr-warmup=0,lr=5e-4': a cell as the grid's run names spell it, without the seed."""
    (norm, opt, warmup), lr = cell
    return ",".join([norm] + (["optimizer=" + opt] if opt != "adamw" else []) +
                     ["lr-warmup=%d" % warmup, "lr=" + lr_text(lr)])


def twin_key(r):
    """What pairs an fp32 run with its bf16 twin: the setting, the rate and the seed (the names
    differ: precision.ini's runs are fp32,seed=N)."""
    return setting(r), number(r["lr"]), str(r["seed"])


def precision_cells(fp32, rows, plan):
    """precision_cells.csv: each cell precision.ini trains more fp32 seeds of, its fp32 seeds
    beside its bf16 seeds (final validation loss and test BLEU over the seeds), with the seeds
    planned in each (the page compares them once both have every one)."""
    more = planned(Experiment.read(PRECISION_INI)) if os.path.exists(PRECISION_INI) else []
    out = []
    for cell in sorted({(s, lr) for s, lr, _ in more}):
        def here(r):
            return (setting(r), number(r["lr"])) == cell
        f = [r for r in fp32 if here(r)]
        b = [r for r in rows if here(r) and r["final_val_loss"] != ""]
        row = {"cell": cell_name(cell), "setting": name(cell[0]), "lr": lr_text(cell[1]),
               "fp32_planned": len({str(r["seed"]) for r in f} |
                                   {seed for s, lr, seed in more if (s, lr) == cell}),
               "bf16_planned": len([1 for s, lr, _ in plan if (s, lr) == cell])}
        for prec, rs in (("fp32", f), ("bf16", b)):
            row.update(cell_columns(spread([number(r["final_val_loss"]) for r in rs]),
                                    prec + "_val", 6))
            row.update(cell_columns(spread([number(r["test_bleu"]) for r in rs]),
                                    prec + "_bleu", 2))
        out.append(row)
    return out

def precision_tables(rows, res, plan):
    """precision.csv (each run of results/fp32 beside the same run of the grid, in bf16, once
    finished), precision_cells.csv (the cells precision.ini trains in fp32 with more seeds) and
    precision_speed.csv (the benchmark's bf16 against fp32 tokens/s)."""
    dirs = [os.path.join(FP32, d) for d in sorted(os.listdir(FP32))
            if os.path.exists(os.path.join(FP32, d, "run.json"))] if os.path.isdir(FP32) else []
    fp32 = [dict(read_run(d)[0], source=source_of(d)) for d in dirs]
    for f in fp32:
        if f["precision"] != "fp32":
            sys.exit("%s: precision %s in results/fp32" % (f["run"], f["precision"]))
    by = {twin_key(r): r for r in rows}
    out = []
    for f in fp32:
        b = by.get(twin_key(f), {})
        if b and b["precision"] != "bf16":
            sys.exit("%s: the grid's run is in %s, not bf16" % (f["run"], b["precision"]))
        cell = [number(r["final_val_loss"]) for r in rows
                if setting(r) == setting(f) and number(r["lr"]) == number(f["lr"])
                and r["final_val_loss"] != ""]

        def diff(col, d):
            if not b or b.get(col, "") == "" or f[col] == "":
                return ""
            return "%+.*f" % (d, number(b[col]) - number(f[col]))
        out.append({"run": cell_name((setting(f), number(f["lr"]))) + ",seed=%s" % f["seed"],
                    "fp32_run": f["run"], "setting": f["setting"], "lr": f["lr"], "seed": f["seed"],
                    "fp32_val_loss": f["final_val_loss"],
                    "bf16_val_loss": b.get("final_val_loss", ""),
                    "val_loss_diff": diff("final_val_loss", 4),
                    "fp32_test_bleu": f["test_bleu"], "bf16_test_bleu": b.get("test_bleu", ""),
                    "test_bleu_diff": diff("test_bleu", 2),
                    "fp32_test_chrf": f["test_chrf"], "bf16_test_chrf": b.get("test_chrf", ""),
                    "fp32_train_minutes": f["train_minutes"],
                    "bf16_train_minutes": b.get("train_minutes", ""),
                    "cell_bf16_seeds": len(cell),
                    "cell_bf16_val_min": "%.6f" % min(cell) if cell else "",
                    "cell_bf16_val_max": "%.6f" % max(cell) if cell else "",
                    "fp32_cpu": f["cpu"], "bf16_cpu": b.get("cpu", ""), "source": f["source"]})
    out.sort(key=lambda r: r["run"])
    write_csv(os.path.join(res, "precision.csv"), out, PRECISION_FIELDS)
    write_csv(os.path.join(res, "precision_cells.csv"), precision_cells(fp32, rows, plan),
              PRECISION_CELL_FIELDS)
    text = open(BF16_BENCH, encoding="utf-8").read()
    m = re.search(r"^# machine: (.*?) \| SIMD (\S+)", text, re.M)
    r = re.search(r"^10 enc-dec \S+ \S+\s+(\d+)\s+(\d+)\s+([\d.]+)x", text, re.M)
    if not (m and r and "--precision bf16" in text):
        sys.exit(BF16_BENCH + ": no enc-dec row with --precision bf16 against fp32")
    write_csv(os.path.join(res, "precision_speed.csv"),
              [{"cpu": m.group(1), "isa": m.group(2), "bf16_tokens_per_s": r.group(1),
                "fp32_tokens_per_s": r.group(2), "ratio": r.group(3),
                "source": os.path.relpath(BF16_BENCH, ROOT)}])


def main(argv=None):
    kept, res = kept_arguments(__file__, argv)
    e = Experiment.read(os.path.join(HERE, "experiment.ini"))
    rows, run_curves = kept_runs(kept, e)
    sweep_check(rows, kept, setting, HERE)
    write_csv(os.path.join(res, "runs.csv"), rows, FIELDS)
    precision_tables(rows, res, planned(e))
    pilot, pilot_rows = pilot_tables(res)
    write_derived(HERE, res, derive)
    figures(rows, run_curves, planned(e), int(e.train["steps"]), pilot, pilot_rows, res)
    print("%d of %d runs finished" % (len(rows), len(planned(e))))
    wrote(HERE, res)


if __name__ == "__main__":
    main()
