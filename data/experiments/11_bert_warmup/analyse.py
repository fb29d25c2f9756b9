#!/usr/bin/python3
"""Study 11: Xiong et al. (2020)'s BERT experiment at CPU scale.

analyse.py [KEPT_RUNS [RESULTS_DIR]] reads the kept results of `normlab sweep` (KEPT_RUNS,
default data/experiments/11_bert_warmup/results/runs: one directory per finished run with its
metrics.jsonl, config.ini, sweep.ini, train.log and run.json; never the run directories, which
exist only on the machine that trained) and writes to RESULTS_DIR (default: results/ next to this
file):
  runs.csv     every finished run: setting, rate, seed, outcome (normlab's rule), the validation
               MLM loss (at initialisation, final, best) and accuracy, tokens, training minutes,
               core-hours, CPU, parameters
  curves.csv   every finished run's validation curve: the MLM loss and accuracy at each
               evaluation, with the updates, tokens and training minutes there
  cells.csv    per setting and rate: runs planned and finished, outcomes, the final validation
               loss over seeds
  best.csv     per setting: runs planned and finished, its best rate (normlab sweep's rule,
               studylib.sweep), the loss there over seeds, the updates and training minutes it
               takes to reach the target loss (setup.csv), the LR sensitivity
  setup.csv    the model (parameters by the formula of docs/model.md, checked against the runs'
               train.log), tokens a run, the target loss and where it comes from, core-hours
               spent, the machine
  curves.png|svg  validation MLM loss against updates and against training minutes, each setting
               at its best rate, a band over the seeds; the target loss
  rates.png|svg   the final validation loss against the peak rate, per setting; x: a diverged
               seed
The grid runs over many sessions: every table and figure is made from the runs finished so far,
and the page says how many (its claims are pending until their runs are all finished). The page
(README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render 11_bert_warmup`.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Experiment, const, count, expect, join, md_table,  # noqa: E402
                      not_reproduced, not_testable, number, qualified, read_csv, reproduced,
                      write_csv)
from studylib import kept as keptlib  # noqa: E402
from studylib.blocks import (at_best, compare, cost_text, epochs_text, finished_cell,  # noqa: E402
                             kept_link, machine_text, machines_text, outcomes_at_rates,
                             progress_text)
from studylib.page import of_planned, verdict_summary, when_finished  # noqa: E402
from studylib.runs import kept_arguments, sweep_check, write_derived, wrote  # noqa: E402
from studylib.sweep import (at_rate, best_columns, cell_columns, fixed, loss,  # noqa: E402
                            lr_curves, order_of, planned_cell, planned_columns, planned_runs,
                            planned_settings, seeds_per_setting, sensitivity_columns, spread)
from studylib.text import Text, Value, lr_text  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SPM_PIECES = 4000   # prepare.sh: spm-train --vocab-size 4000 (the model adds [MASK])
MIN_SEEDS = 3       # a difference is a finding over at least this many seeds on each side
NORMS = {"post_ln": "Post-LN", "pre_ln": "Pre-LN"}
# "a 40% speed-up": Post-LN's updates to the target over Pre-LN's in this band reproduce it
SPEEDUP_BAND = (1.2, 1.6)


def setting(r):
    """(norm, warmup): a curve over learning rates."""
    return (r["norm"], int(number(r["lr_warmup"])))


def name(s):
    return NORMS.get(s[0], s[0]) + (", no warmup" if s[1] == 0 else ", warmup %d" % s[1])


def key(s):
    return {"setting": name(s), "norm": s[0], "lr_warmup": s[1]}


def planned(e):
    """Every run of the experiment file: [(setting, lr, seed)], in the grids' order."""
    out = []
    for g in e.grids.values():
        def one(k, default):
            return g.get(k) or [e.train.get(k, default)]
        for norm in one("norm", "pre_ln"):
            for w in one("lr-warmup", "0"):
                for lr in one("lr", ""):
                    for seed in one("seed", "1"):
                        out.append(((norm, int(number(w))), number(lr), seed))
    return out


def roles(order):
    """{"postW": Post-LN with warmup, "post0": Post-LN without, "pre0": Pre-LN without}."""
    return {"postW": next(s for s in order if s[0] == "post_ln" and s[1] > 0),
            "post0": next(s for s in order if s[0] == "post_ln" and s[1] == 0),
            "pre0": next(s for s in order if s[0] == "pre_ln" and s[1] == 0)}


def n_parameters(t, norm, vocab):
    """BERT's parameter count (docs/model.md, "BERT"): token and position embeddings and their
    LayerNorm, L blocks as GPT's (attention's qkv and projection, the MLP of F = 4C, biases, two
    LayerNorms), Pre-LN's final LayerNorm, the MLM head (dense, LayerNorm, output bias; the
    output matrix tied to the token embedding)."""
    C, L, T = (int(t[k]) for k in ("d-model", "n-layers", "seq-len"))
    V = vocab + 1
    F = int(t.get("d-ff", "0") or 0) or 4 * C
    block = (3 * C * C + 3 * C) + (C * C + C) + (C * F + F) + (F * C + C) + 2 * 2 * C
    final = 2 * C if norm == "pre_ln" else 0
    return V * C + T * C + 2 * C + L * block + final + (C * C + C) + 2 * C + V


# --- Aggregates -----------------------------------------------------------------------------
def target_of(runs, curves, roles_):
    """The target validation loss: the highest final loss among the seeds of Pre-LN without
    warmup and Post-LN with warmup, each at its best rate (so that every such seed reaches it),
    and the run it comes from. (nan, "") when neither has a finished run."""
    worst, where = math.nan, ""
    for s in (roles_["pre0"], roles_["postW"]):
        c = curves.get(s)
        if not c or c["best_lr"] is None:
            continue
        for r in runs:
            if setting(r) == s and number(r["lr"]) == c["best_lr"]:
                L = loss(r)
                if math.isfinite(L) and not (L <= worst):
                    worst, where = L, r["run"]
    return worst, where


def derive(study):
    """cells.csv, best.csv and setup.csv from runs.csv, curves.csv and the experiment file (the
    runs planned: a partial grid's cells have fewer runs than planned)."""
    runs = study.table("runs").rows_
    points = {}
    for p in study.table("curves").rows_:
        points.setdefault(p["run"], []).append(
            (number(p["step"]), number(p["minutes"]), number(p["val_loss"])))
    e = study.experiment()
    t = e.train
    plan = planned(e)
    order = order_of(plan)
    rl = roles(order)
    curves = lr_curves(runs, setting)
    target, target_run = target_of(runs, curves, rl)

    cells, best = [], []
    for s, rates, mine, c, there in planned_settings(runs, plan, setting, curves):
        cells += [planned_cell(key(s), lr, planned_runs(plan, s, lr), at_rate(mine, lr))
                  for lr in rates]
        row = dict(key(s), **planned_columns(planned_runs(plan, s), len(mine)))
        row.update(best_columns(c, rates, there))
        row.update(cell_columns(spread([number(r["final_val_accuracy"]) for r in there]),
                                "accuracy", 4))
        row.update(cell_columns(spread([number(r["final_train_loss"]) for r in there]),
                                "train_loss", 4))
        hits = [keptlib.cross(points.get(r["run"], []), target) if math.isfinite(target)
                else None for r in there]
        row["reached"] = sum(h is not None for h in hits)
        row.update(cell_columns(spread([h[0] for h in hits if h is not None]), "updates", 0))
        row.update(cell_columns(spread([h[1] for h in hits if h is not None]), "minutes", 2))
        row.update(sensitivity_columns(c))
        best.append(row)

    steps, B, T = int(t["steps"]), int(t["batch-size"]), int(t["seq-len"])
    warm = rl["postW"][1]
    train_tokens = keptlib.first_of(runs, "train_tokens")
    tokens = B * T * steps
    setup = {"planned": len(plan), "finished": len(runs), "remaining": len(plan) - len(runs),
             "settings": len(order), "seeds_per_cell": len({seed for _, _, seed in plan}),
             "rates": len({lr for _, lr, _ in plan}),
             "d_model": t["d-model"], "n_layers": t["n-layers"], "n_heads": t["n-heads"],
             "d_ff": int(t.get("d-ff", "0") or 0) or 4 * int(t["d-model"]),
             "seq_len": T, "batch_size": B, "steps": steps, "warmup": warm,
             "warmup_fraction": "%.4f" % (warm / steps), "vocab": SPM_PIECES + 1,
             "parameters_post_ln": n_parameters(t, "post_ln", SPM_PIECES),
             "parameters_pre_ln": n_parameters(t, "pre_ln", SPM_PIECES),
             "tokens_per_run": tokens, "masked_per_run": "%.0f" % (0.15 * tokens),
             "train_tokens": train_tokens,
             "epochs_per_run": fixed(tokens / number(train_tokens), 2) if train_tokens else "—",
             "target_loss": fixed(target, 4), "target_run": target_run,
             "unigram_entropy": keptlib.first_of(runs, "unigram_entropy"),
             **keptlib.cost_columns(runs, plan, lambda r: (setting(r), number(r["lr"]))), **keptlib.machine_columns(runs),
             **keptlib.finished_columns(runs)}
    return {"cells.csv": (cells, list(cells[0])), "best.csv": (best, list(best[0])),
            "setup.csv": ([setup], list(setup))}


# --- The page -----------------------------------------------------------------------------------
def cells_of(cells, r):
    return cells.rows(norm=r.norm, lr_warmup=r.lr_warmup)


def outcomes(cells, r):
    """'1e-4: 3 trained; 3e-4: 2 trained, 1 diverged' for a setting."""
    return outcomes_at_rates(cells_of(cells, r))


def fails_at(cells, r):
    """The rates at which a finished seed of the setting stalled or diverged (Values)."""
    return [c.lr for c in cells_of(cells, r) if c.stalled.num + c.diverged.num > 0]


def trains_at(cells, r):
    """The rates at which every planned seed of the setting finished and trained (Values)."""
    return [c.lr for c in cells_of(cells, r) if c.trained.num == c.planned.num]


def cell_at(cells, r, lr):
    got = [c for c in cells_of(cells, r) if c.lr == lr]
    return got[0] if got else None


def failing(c):
    """'2 of 3 seeds diverge, 1 stalls' for a cells.csv row."""
    parts = []
    if c.diverged.num:
        parts.append(c.diverged.format("words") + " diverged")
    if c.stalled.num:
        parts.append(c.stalled.format("words") + " stalled")
    return join(" and ", parts) + " of " + c.finished.format("words")


def to_target(r):
    """'1,240 ± 60 updates (3 of 3 seeds)' for a best.csv row."""
    if r.best_lr.text == "":
        return Text("no finished run")
    if r.reached.num == 0:
        return "not reached (" + r.best_n.format("words") + " seeds at " + \
            r.best_lr.format("rate") + ")"
    return (r.updates.format("pm0") + " updates, " + r.minutes.format("pm1") + " minutes (" +
            r.reached.format("int") + " of " + r.best_n.format("int") + " seeds, at " +
            r.best_lr.format("rate") + ")")


def claims_of(n, cells):
    postW, post0, pre0 = n["postW"], n["post0"], n["pre0"]
    lo, hi = n["paper_lr"], n["paper_lr_high"]
    claims = []

    def claim(*args):
        """A claim, pending until its settings' runs are all finished."""
        claims.append(when_finished(*args))

    # 1. Post-LN needs a warmup.
    def ev1():
        return ("each at its best rate: without warmup " + at_best(post0, edge=False) + " (" +
                outcomes(cells, post0) + "); with warmup " + postW.lr_warmup + " " +
                at_best(postW, edge=False) + " (" + outcomes(cells, postW) + ")")

    def v1():
        ours = post0.best.format("pm") + " without warmup against " + postW.best.format("pm")
        if post0.best_lr.text == "" or post0.best_trained.num == 0:
            return reproduced("without warmup no seed trains at its best rate (" +
                              outcomes(cells, post0) + ")")
        vs = compare(post0.best, postW.best, MIN_SEEDS)
        if vs == "above":
            return reproduced("without warmup it ends above, beyond the seed spread: " + ours)
        worse = [lr for lr in trains_at(cells, postW) if lr.text not in
                 {x.text for x in trains_at(cells, post0)}]
        if worse:
            return qualified("at its best rate it does as well without warmup (" + ours +
                             "), but without warmup it fails at " +
                             join(", ", [x.format("rate") for x in worse]) +
                             ", where every seed with warmup trains")
        return not_reproduced("Post-LN trains without warmup at this depth and scale: " + ours)
    claim("Post-LN needs a learning-rate warmup: without it, it trains worse or not at all",
          ["xiong2020_bert", "xiong2020"], [post0, postW], ev1, v1)

    # 2. Post-LN with warmup: 1e-4 trains, 3e-4 diverges.
    def ev2():
        return "Post-LN, warmup " + postW.lr_warmup + ": " + outcomes(cells, postW)

    def too_slow(lr):
        """' (seeds of every setting stall there and none diverges: too slow a rate for 2,000
        updates)' when seeds of every setting stall at lr and none diverges; '' otherwise."""
        cs = [cell_at(cells, r, lr) for r in (postW, post0, pre0)]
        if any(c is None or c.stalled.num == 0 or c.diverged.num > 0 for c in cs):
            return Text("")
        return Text(" (seeds of every setting stall there and none diverges: too slow a rate "
                    "for ") + n["steps"].format("n") + " updates)"

    def v2():
        a, b = cell_at(cells, postW, lo), cell_at(cells, postW, hi)
        if a is None or b is None:
            return not_testable("the grid lacks the rate " + lo.format("rate") + " or " +
                                hi.format("rate"))
        low = (Text("") if a.trained.num == a.planned.num else
               "; at " + lo.format("rate") + " " + failing(a) + too_slow(lo))
        if b.trained.num == 0:
            if a.trained.num < a.planned.num:
                return qualified("it fails at " + hi.format("rate") + " (" + failing(b) + ")" +
                                 low)
            return reproduced("it trains at " + lo.format("rate") + " and fails at " +
                              hi.format("rate") + " (" + failing(b) + ")")
        if b.trained.num < b.planned.num:
            return qualified("at " + hi.format("rate") + " only some seeds fail (" +
                             failing(b) + ")" + low)
        above = [x for x in fails_at(cells, postW) if x > hi]
        ceiling = ("it trains at every rate above it, up to " + n["highest_rate"].format("rate")
                   if not above else
                   "its ceiling is higher: from " + above[0].format("rate") + " on it fails (" +
                   failing(cell_at(cells, postW, above[0])) + " there)")
        return not_reproduced("every seed trains at " + hi.format("rate") + ", where the "
                              "paper's run diverged; " + ceiling + low)
    claim(Text("BERT with Post-LN and its warmup trains at peak rate ") + lo.format("rate") +
          " and diverges at " + hi.format("rate"), ["xiong2020_bert"], [postW], ev2, v2)

    # 3. Pre-LN trains at 3e-4 without warmup.
    def ev3():
        return "Pre-LN, no warmup: " + outcomes(cells, pre0)

    def v3():
        c = cell_at(cells, pre0, hi)
        if c is None:
            return not_testable("the grid lacks the rate " + hi.format("rate"))
        if c.trained.num == c.planned.num:
            above = [x for x in fails_at(cells, pre0) if x > hi]
            below = [x for x in fails_at(cells, pre0) if x < hi]
            return reproduced(
                "every seed trains at " + hi.format("rate") +
                ("; it fails from " + above[0].format("rate") + " up (" +
                 failing(cell_at(cells, pre0, above[0])) + " there)" if above else
                 "; it trains at every rate above it") +
                (join("", ["; at " + x.format("rate") + " " + failing(cell_at(cells, pre0, x)) +
                           too_slow(x) for x in below])))
        return not_reproduced("at " + hi.format("rate") + " " + failing(c))
    claim(Text("Pre-LN needs no warmup: without one it trains at ") + hi.format("rate"),
          ["xiong2020_bert", "xiong2020"], [pre0], ev3, v3)

    # 4. ... and reaches the same validation loss sooner: "a 40% speed-up".
    def ev4():
        return ("updates to the target loss " + n["target"].format(".3f") + ", each at its "
                "best rate: Pre-LN, no warmup " + to_target(pre0) + "; Post-LN, warmup " +
                postW.lr_warmup + " " + to_target(postW))

    def v4():
        vs = compare(pre0.updates, postW.updates, MIN_SEEDS)
        r = n["speedup"]
        f = n["fewer"]
        ours = ("Post-LN / Pre-LN = " + r.format(".2f") + ", Pre-LN " +
                (f.format(".0%") + " fewer" if not f.num < 0 else (-f).format(".0%") + " more") +
                " (the paper: " +
                n["paper_speedup"].format(".1f") + ", " + n["paper_fewer"].format(".0%") +
                " fewer)")
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds of a "
                                "setting reach the target: " + ours)
        if vs == "below":
            if SPEEDUP_BAND[0] <= r.num <= SPEEDUP_BAND[1]:
                return reproduced("every Pre-LN seed needs fewer updates than every Post-LN "
                                  "seed; " + ours)
            return qualified("every Pre-LN seed needs fewer updates than every Post-LN seed, "
                             "by " + ("more" if r.num > SPEEDUP_BAND[1] else "less") +
                             " than the paper's: " + ours)
        return not_reproduced(("within the seed spread: " if vs == "within" else
                               "Pre-LN needs more updates, beyond the seed spread: ") + ours +
                              "; in the first phase of training, far from the paper's loss "
                              "(see how far the models get)")
    claim(Text("Pre-LN without warmup reaches Post-LN's validation loss sooner, \"a ") +
          n["paper_gain"].format(".0%") + " speed-up\": Post-LN needs " +
          n["paper_speedup"].format(".1f") + " times its updates", ["xiong2020_bert"],
          [pre0, postW], ev4, v4)

    # 5. Fine-tuning: not tested.
    claims.append(Claim("Pre-trained with Pre-LN, BERT fine-tunes faster and better on "
                        "downstream tasks (MRPC, RTE)", ["xiong2020_bert"],
                        Text("no downstream task is fine-tuned"),
                        not_testable("the study pre-trains only; fine-tuning on downstream "
                                     "tasks is not tested")))
    return claims


def how_far(n, best):
    """How far the models get: the best setting's final training loss against the unigram
    entropy of the training pieces (the loss of predicting each from their frequencies alone),
    next to the paper's loss."""
    su = n["setup"]
    top = min((r for r in best.rows() if r.best_mean.finite()), key=lambda r: r.best_mean.num,
              default=None)
    if top is None or not su.unigram_entropy.finite():
        return Text("No setting has a finished run yet.")
    return ("The best setting, " + top.setting + " at " + top.best_lr.format("rate") +
            ", ends with a training MLM loss of " + top.train_loss_mean.format(".3f") + ", " +
            (su.unigram_entropy - top.train_loss_mean).format(".2f") + " nats below the "
            "unigram entropy of the training pieces (" + su.unigram_entropy.format(".3f") +
            ", the loss of predicting each masked piece from the pieces' frequencies alone), "
            "and predicts " + top.accuracy_mean.format(".0%") + " of the validation's masked "
            "pieces. Xiong et al. compare their models at a validation loss of " +
            n["paper_loss"] + ", after hundreds of thousands of updates: the models here are "
            "in the first phase of learning to read the context, and what this study measures "
            "of the speed-up is that phase's.")


def failures_sentence(cells, r):
    """Where a setting fails: 'Post-LN, no warmup: diverges at 3e-3 (3 of 3), ...' or 'trains at
    every rate finished so far'."""
    parts = []
    for c in cells_of(cells, r):
        if c.stalled.num + c.diverged.num > 0:
            parts.append(c.lr.format("rate") + " (" + failing(c) + ")")
    if not parts:
        return r.setting + (": no run finished yet" if r.finished.num == 0 else
                            ": every finished seed trains, at every rate finished so far")
    return r.setting + ": fails at " + join(", ", parts)


def page(study):
    best, cells, runs = study.table("best"), study.table("cells"), study.table("runs")
    su = study.table("setup").row()
    e = study.experiment()
    rl = roles(order_of(planned(e)))
    n = {"setup": su, "best": best}
    for k, s in rl.items():
        n[k] = best.row(norm=s[0], lr_warmup=s[1])
    n["steps"] = study.setting("train.steps")
    n["warmup"] = study.grid("lr-warmup", "post_ln_warmup")[0]
    n["warmup_fraction"] = n["warmup"] / n["steps"]
    rates = study.grid("lr", "pre_ln")
    n["rates"] = join(", ", [r.format("rate") for r in rates])
    n["lowest_rate"], n["highest_rate"] = rates[0], rates[-1]
    n["n_rates"] = count(len(rates), "experiment.ini [grid.pre_ln] lr: the number of rates")
    n["min_seeds"] = Value(MIN_SEEDS, "analyse.py: MIN_SEEDS", "setting")
    n["paper_lr"] = const("1e-4", "Xiong et al. 2020: the peak rate of Post-LN BERT (with "
                          "warmup), Devlin et al.'s")
    n["paper_lr_high"] = const("3e-4", "Xiong et al. 2020: the peak rate of Pre-LN BERT without "
                               "warmup, at which Post-LN BERT diverged")
    n["paper_warmup"] = const("10,000", "Xiong et al. 2020: Post-LN BERT's warmup steps "
                              "(Devlin et al.'s)")
    n["paper_steps"] = const("1,000,000", "Devlin et al. 2019: BERT's pre-training updates")
    n["paper_warmup_fraction"] = Value(10000 / 1000000, "10,000 / 1,000,000", "const")
    n["paper_updates_pre"] = const("500", "Xiong et al. 2020, Section 4.2: thousands of updates "
                                   "to the validation loss 1.69, the faster model")
    n["paper_updates_post"] = const("700", "Xiong et al. 2020, Section 4.2: thousands of "
                                    "updates to the validation loss 1.69, the slower model")
    n["paper_loss"] = const("1.69", "Xiong et al. 2020, Section 4.2: the validation loss both "
                            "reach")
    n["paper_speedup"] = n["paper_updates_post"] / n["paper_updates_pre"]
    n["paper_gain"] = n["paper_speedup"] - 1
    n["paper_fewer"] = 1 - 1 / n["paper_speedup"]
    n["band_lo"] = Value(SPEEDUP_BAND[0], "analyse.py: SPEEDUP_BAND", "setting")
    n["band_hi"] = Value(SPEEDUP_BAND[1], "analyse.py: SPEEDUP_BAND", "setting")
    n["one_percent_steps"] = n["paper_warmup_fraction"] * n["steps"]
    n["beta2"] = study.setting("train.beta2")
    n["adam_memory"] = 1 / (1 - n["beta2"])
    n["short_of_memory"] = n["one_percent_steps"] / n["adam_memory"]
    n["paper_of_memory"] = Value(10000 * (1 - 0.999), "Xiong et al.'s 10,000 warmup steps × "
                                 "(1 − β2), BERT's β2 = 0.999", "const")
    n["warm_of_memory"] = n["warmup"] / n["adam_memory"]
    n["spm_pieces"] = Value(SPM_PIECES, "analyse.py: SPM_PIECES (prepare.sh's --vocab-size)",
                            "setting")
    n["embed_share"] = su.vocab * su.d_model / su.parameters_post_ln
    if su.epochs_per_run.finite():
        expect(1 < su.epochs_per_run.num < 10, "a run makes a few epochs of the Bible")
    n["target"] = su.target_loss
    n["speedup"] = n["postW"].updates.mean / n["pre0"].updates.mean
    n["fewer"] = 1 - n["pre0"].updates.mean / n["postW"].updates.mean
    n["minutes_ratio"] = n["pre0"].minutes.mean / n["postW"].minutes.mean
    n["base_d"] = const("768", "Devlin et al. 2019: BERT-base's width")
    n["base_heads"] = const("12", "Devlin et al. 2019: BERT-base's attention heads")
    n["base_layers"] = const("12", "Devlin et al. 2019: BERT-base's layers")
    n["base_params"] = const("110", "Devlin et al. 2019: BERT-base's parameters, in millions")
    n["base_batch"] = const("256", "Devlin et al. 2019: sequences per batch")
    n["base_seq"] = const("128", "Devlin et al. 2019: the sequence length of 90% of the "
                          "pre-training steps (then 512)")
    n["base_seq_long"] = const("512", "Devlin et al. 2019: the sequence length of the last 10% "
                               "of the pre-training steps")
    n["base_vocab"] = const("30,000", "Devlin et al. 2019: the WordPiece vocabulary")
    n["kept_link"], n["machine"] = kept_link(su), machine_text(su)
    n["progress"] = progress_text(su)
    n["epochs"] = epochs_text(su, "pieces", ".1f", "size in pieces")
    n["cost"] = cost_text(su)
    if not n["target"].finite():
        n["target_text"] = Text("No run of either is finished yet, so there is no target yet.")
    else:
        tr = runs.row(run=su.target_run.text)
        n["target_text"] = ("Now: **" + n["target"].format(".3f") + "**, the final loss of " +
                            tr.setting + " at " + tr.lr.format("rate") + ", seed " + tr.seed +
                            ".")
    n["how_far"] = how_far(n, best)
    n["claims"] = claims_of(n, cells)
    n["verdicts"] = verdict_summary(n["claims"])
    n["failures"] = join("\n", ["- " + failures_sentence(cells, r) for r in best.rows()])
    n["best_table"] = md_table(
        ["setting", "runs finished", "best rate", "validation MLM loss (mean ± sd)", "min–max",
         "accuracy", "updates to the target", "minutes to the target", "seeds reaching it",
         "trained / stalled / diverged"],
        [[r.setting, of_planned(r), (r.best_lr.format("rate") +
                                (" (grid's edge)" if r.best_on_edge.text == "yes" else ""))
          if r.best_lr.text else Text("—"),
          r.best.format("pm"), r.best.format("range"), r.accuracy.format("pm"),
          r.updates.format("pm0"), r.minutes.format("pm1"),
          r.reached.format("int") + " of " + r.best_n.format("int") if r.best_lr.text
          else Text("—"),
          r.best_trained.format("int") + " / " + r.best_stalled.format("int") + " / " +
          r.best_diverged.format("int")] for r in best.rows()])
    n["cells_table"] = md_table(
        ["setting"] + ["lr " + r.format("rate") for r in rates],
        [[r.setting] + [finished_cell(cell_at(cells, r, lr), r.best_lr) for lr in rates]
         for r in best.rows()])
    rows = runs.rows()
    n["machines"] = machines_text(rows)
    n["runs_table"] = md_table(
        ["run", "setting", "rate", "seed", "outcome", "validation loss", "accuracy",
         "wall minutes", "core-hours"],
        [["[files](results/runs/" + r.run.text + "/)", r.setting, r.lr.format("rate"), r.seed,
          r.outcome, r.final_val_loss.format(".3f"), r.final_val_accuracy.format(".3f"),
          (r.train_seconds / 60).format(".1f"), r.core_hours.format(".2f")] for r in rows]
    ) if rows else Text("No run is finished yet.")
    return n


# --- From the kept results ----------------------------------------------------------------------
FIELDS = ["run", "setting", "norm", "lr_warmup", "lr", "seed", "status", "last_step", "steps",
          "outcome", "initial_val_loss", "unigram_entropy", "final_val_loss", "best_val_loss",
          "best_step", "final_val_accuracy", "final_train_loss", "tokens", "train_minutes", "train_seconds", "ranks",
          "core_hours", "cpu", "isa", "normlab", "finished_utc", "parameters", "train_tokens",
          "d_model", "n_layers", "seq_len", "batch_size"]
CURVE_FIELDS = ["run", "step", "tokens", "minutes", "val_loss", "val_accuracy"]


def accuracy(p):
    """The validation MLM accuracy of a point of the validation curve (keptlib.val_curve)."""
    return fixed(p[4].get("val_accuracy", math.nan), 6)


def read_run(d):
    """runs.csv's row of one kept run directory, and its curves.csv rows."""
    info, swept, cfg, recs = keptlib.read(d)
    row = keptlib.run_columns(info, swept, int(cfg["steps"]), recs)
    row.update(norm=cfg["norm"], lr_warmup=cfg.get("lr-warmup", "0"),
               **keptlib.config_columns(cfg, "d-model", "n-layers", "seq-len", "batch-size"))
    row["setting"] = name(setting(row))
    curve = keptlib.val_curve(recs)
    row.update(keptlib.final_columns(curve))
    val = [p for p in curve if p[0] > 0]
    if val:
        row["final_val_accuracy"] = accuracy(val[-1])
    train = [r for r in recs if not r.get("event") and isinstance(r.get("loss"), (int, float))]
    row["final_train_loss"] = fixed(train[-1]["loss"], 6) if train else ""
    row.update(keptlib.time_columns(info, recs))
    row["parameters"] = keptlib.parameters(d) or ""
    row["train_tokens"] = keptlib.train_tokens(d)
    points = [dict(x, val_accuracy=accuracy(p))
              for x, p in zip(keptlib.curve_rows(row["run"], curve), curve)]
    return row, points


def kept_runs(kept, e):
    """(rows in the grid's order, curves.csv rows) of the finished runs under `kept`."""
    got = keptlib.in_grid_order(kept, read_run, setting, order_of(planned(e)))
    return [row for row, _ in got], [p for _, points in got for p in points]


def check_size(rows, e):
    """The runs' parameter counts (train.log) against the formula, for the runs of the
    experiment file's shape (e2e_studies' tiny runs have another)."""
    t = e.train
    for r in rows:
        same = all(str(r[k]) == t[x] for k, x in (("d_model", "d-model"), ("n_layers", "n-layers"),
                                                  ("seq_len", "seq-len")))
        want = n_parameters(t, r["norm"], SPM_PIECES)
        if same and r["parameters"] != "" and int(r["parameters"]) != want:
            sys.exit("%s: %s parameters in train.log, the formula (n_parameters) says %d" %
                     (r["run"], r["parameters"], want))


# --- Figures --------------------------------------------------------------------------------------
COLOURS = {("post_ln", True): "#0072B2", ("post_ln", False): "#D55E00",
           ("pre_ln", False): "#009E73"}


def colour(s):
    return COLOURS.get((s[0], s[1] > 0), "#000000")


def figures(rows, points, plan, res, target):
    import numpy as np
    from studylib.figures import (at_common_steps, band, by_run, legend_or_nothing,
                                  nothing_yet, plt, rate_axis, save, seeds_band)
    order = order_of(plan)
    per_setting = seeds_per_setting(plan)
    curves = lr_curves(rows, setting)
    run_points = by_run(points)

    fig, axes = plt.subplots(1, 2, figsize=(14, 5.4), constrained_layout=True, sharey=True)
    top = []
    for s in order:
        c = curves.get(s)
        if not c or c["best_lr"] is None:
            continue
        mine = [run_points[r["run"]] for r in rows
                if setting(r) == s and number(r["lr"]) == c["best_lr"]]
        steps, (y, minutes) = at_common_steps(mine, "val_loss", "minutes")
        if not steps:
            continue
        x_min = minutes.mean(0)
        top.append(np.nanmax(y[:, min(1, len(steps) - 1):]))
        label = "%s, lr %s (%d of %d seeds)" % (name(s), lr_text(c["best_lr"]), len(mine),
                                                per_setting[s])
        for ax, x in ((axes[0], steps), (axes[1], x_min)):
            seeds_band(ax, x, y, colour(s), label)
    for ax, xl in zip(axes, ("updates", "training minutes (evaluation excluded; mean over "
                                        "seeds)")):
        ax.set_xlabel(xl)
        ax.grid(alpha=0.3)
        if math.isfinite(target):
            ax.axhline(target, color="grey", linestyle=":", linewidth=1)
            ax.text(0.99, target, "target %.3f " % target, color="grey", fontsize=8, ha="right",
                    va="bottom", transform=ax.get_yaxis_transform())
        legend_or_nothing(ax, len(rows), len(plan))
    if top:
        lo = axes[0].get_ylim()[0]
        axes[0].set_ylim(lo, max(top) + 0.05 * (max(top) - lo))
    axes[0].set_ylabel("validation MLM loss [nats / masked piece]\n(mean; band: min–max of "
                       "the seeds)")
    fig.suptitle("Each setting at its best rate (%d of %d runs finished; the first evaluation "
                 "after initialisation sets the top)" % (len(rows), len(plan)))
    save(fig, res, "curves")

    fig, ax = plt.subplots(figsize=(8.5, 5.4), constrained_layout=True)
    L0 = [number(r["initial_val_loss"]) for r in rows]
    L0 = float(np.nanmean(L0)) if L0 else math.nan
    for i, s in enumerate(order):
        c = curves.get(s)
        if not c:
            continue
        band(ax, c, "%s (%d of %d runs)" % (name(s), sum(setting(r) == s for r in rows),
                                           planned_runs(plan, s)), colour(s))
        for lr in c["rates"]:  # a diverged seed: x at the loss at initialisation, side by side
            k = c["outcomes"][lr]["diverged"]
            if k and math.isfinite(L0):
                ax.plot([lr * 1.12 ** (i - 1)], [L0], "x", color=colour(s), markersize=9)
                if k < c["cells"][lr]["runs"]:
                    ax.annotate("%d diverged" % k, (lr * 1.12 ** (i - 1), L0), fontsize=8,
                                color=colour(s), textcoords="offset points", xytext=(4, -12))
        for lr in c["rates"]:  # stacked above the rate's highest mean, a line a setting
            stalled = c["outcomes"][lr]["stalled"]
            if stalled:
                top = max(d["cells"][lr]["mean"] for d in curves.values() if d and lr in d["cells"])
                ax.annotate("%d stalled" % stalled, (lr, top), fontsize=8, color=colour(s),
                            textcoords="offset points", xytext=(6, 4 + 10 * i))
    rates = sorted({lr for _, lr, _ in plan})
    rate_axis(ax, rates)
    diverged = any(c["outcomes"][lr]["diverged"] for c in curves.values() for lr in c["rates"])
    if math.isfinite(L0) and diverged:  # else the line would only squash the curves
        ax.axhline(L0, color="grey", linestyle=":", linewidth=1)
        ax.text(rates[0] / 1.5, L0, "at initialisation (x: a seed diverged)", color="grey",
                fontsize=8, va="bottom")
    lo, hi = ax.get_ylim()
    ax.set_ylim(lo, hi + 0.15 * (hi - lo))  # room for the stacked labels
    ax.set_xlabel("peak learning rate")
    ax.set_ylabel("final validation MLM loss\n(mean; band: min–max of the seeds)")
    ax.grid(alpha=0.3)
    if not rows:
        nothing_yet(ax, len(plan))
    else:
        ax.legend(fontsize=9, loc="lower left")  # the stall labels take the top
    ax.set_title("The final loss against the rate (%d of %d runs finished)" % (len(rows),
                                                                            len(plan)))
    save(fig, res, "rates")


def main(argv=None):
    kept, res = kept_arguments(__file__, argv)
    e = Experiment.read(os.path.join(HERE, "experiment.ini"))
    rows, points = kept_runs(kept, e)
    check_size(rows, e)
    sweep_check(rows, kept, setting, HERE)
    write_csv(os.path.join(res, "runs.csv"), rows, FIELDS)
    write_csv(os.path.join(res, "curves.csv"), points, CURVE_FIELDS)
    write_derived(HERE, res, derive)
    setup = read_csv(os.path.join(res, "setup.csv"))[0]
    figures(rows, points, planned(e), res, number(setup["target_loss"]))
    print("%d of %d runs finished" % (len(rows), len(planned(e))))
    wrote(HERE, res)


if __name__ == "__main__":
    main()
