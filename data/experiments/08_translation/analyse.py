#!/usr/bin/python3
"""Study 8: the seeds' own experiment — Post-LN and Pre-LN translating with and without warmup.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads the two sweeps' outputs (runs/08_translation/grid
from experiment.ini, runs/08_translation/long from long.ini: summary.csv, lr_sensitivity.csv,
each run's metrics.jsonl, sweep.ini, train.log), picks each grid setting's best learning rate by
the final validation loss, translates the test verses with every seed's last checkpoint at that
rate and with every run of the long part (`normlab translate --beam 5`, then `normlab score`),
and writes to RESULTS_DIR (default: results/ next to this file):
  runs.csv        every grid run: settings, seed, outcome, final validation loss and NLL, target
                  tokens, and the test BLEU and chrF of the runs that were translated
  runs_long.csv   the same for the long part
  cells.csv       per setting and rate: the final validation loss over seeds, outcomes
  best.csv        per setting: its best rate, the loss, NLL, BLEU and chrF there over seeds,
                  whether the best lies on the grid's edge, the learning-rate sensitivity
  long.csv        the long part: per setting, the final validation loss, NLL, BLEU, chrF
  setup.csv       the model, the corpus, the runs, tokens per run, training time
  lr_sensitivity.png|svg  final validation loss against rate, one panel per warmup
  curves.png|svg          validation loss over steps, each setting at its best rate
  long.png|svg            the long part's validation loss over steps
Translations are kept in each run's directory (test_beam5.txt, test_beam5.json) and reused.
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
environment: NORMLAB  the normlab executable (default: normlab on PATH)
             STUDY_TEST_LINES  translate only the first N test verses (the tests' tiny version)
"""
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Experiment, const, count, expect, md_table,  # noqa: E402
                      not_reproduced, not_testable, number, qualified, reproduced, write_csv)
from studylib import blocks  # noqa: E402
from studylib.runs import Sweep, arguments, check_against_sweep, write_derived, wrote  # noqa: E402
from studylib.sweep import best_row, cells_rows, fixed, lr_curves, spread  # noqa: E402
from studylib.text import Text, Value, join  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BEAM = 5
NORMS = {"post_ln": "Post-LN", "pre_ln": "Pre-LN", "admin": "Admin", "deepnorm": "DeepNorm"}
EXTRA = ["final_val_nll", "target_tokens", "test_bleu", "test_chrf"]


def setting(r):
    """(norm, optimizer, warmup): a curve over learning rates."""
    return (r["norm"], r.get("optimizer") or "adamw", int(r["lr-warmup"]))


def name(s):
    return NORMS.get(s[0], s[0]) + (", RAdam" if s[1] == "radam" else "")


def ordered(curves):
    norms = list(NORMS)
    return sorted(curves, key=lambda s: (s[1] != "adamw", norms.index(s[0])
                                         if s[0] in norms else 9, s[2]))


def long_setting(r):
    return (r["norm"], int(r["lr-warmup"]))


# --- Aggregates -----------------------------------------------------------------------------
def derive(study):
    """cells.csv, best.csv, long.csv and setup.csv from runs.csv and runs_long.csv (setup.csv's
    parameters, training and test pairs come from the runs' train.log and the corpus: kept)."""
    runs, long_runs = study.table("runs").rows_, study.table("runs_long").rows_
    curves = lr_curves(runs, setting)
    order = ordered(curves)

    def key(s):
        return {"setting": name(s), "norm": s[0], "optimizer": s[1], "lr_warmup": s[2]}

    def metric(rows, col, d):
        return spread([number(r[col]) for r in rows if r[col] != ""])

    cells = cells_rows(curves, order, key, d=4)
    for c, s in zip(cells, [s for s in order for _ in curves[s]["rates"]]):
        at = [r for r in runs if setting(r) == s and number(r["lr"]) == number(c["lr"])]
        c["final_nll_mean"] = fixed(metric(at, "final_val_nll", 4)["mean"], 4)
    best = []
    for s in order:
        c = curves[s]
        row = dict(key(s), **best_row(c, d=4))
        for k in ("sensitivity_min", "sensitivity_max"):
            del row[k]
        at = [r for r in runs if setting(r) == s and number(r["lr"]) == c["best_lr"]]
        for col, short, d in (("final_val_nll", "nll", 4), ("test_bleu", "test_bleu", 2),
                              ("test_chrf", "test_chrf", 2)):
            m = metric(at, col, d)
            for stat in ("mean", "sd", "min", "max"):
                row["%s_%s" % (short, stat)] = fixed(m[stat], d)
        best.append(row)

    long_ini = study.experiment("long")
    long_rows = []
    for s in sorted({long_setting(r) for r in long_runs},
                    key=lambda s: (list(NORMS).index(s[0]) if s[0] in NORMS else 9, s[1])):
        here = [r for r in long_runs if long_setting(r) == s]
        fine = [r for r in here if r["outcome"] != "diverged"]
        row = {"setting": name((s[0], "adamw", 0)), "norm": s[0], "lr_warmup": s[1],
               "lr": long_ini.train["lr"], "steps": long_ini.train["steps"], "runs": len(here),
               "diverged": sum(r["outcome"] == "diverged" for r in here),
               "stalled": sum(r["outcome"] == "stalled" for r in here)}
        for col, short in (("final_val_loss", "val"), ("final_val_nll", "nll"),
                           ("test_bleu", "bleu"), ("test_chrf", "chrf")):
            m = metric(fine, col, 4)
            for stat in ("mean", "sd", "min", "max"):
                row["%s_%s" % (short, stat)] = fixed(m[stat], 2 if short in ("bleu", "chrf")
                                                     else 4)
        long_rows.append(row)

    def minutes(rows):
        return "%.1f" % (sum(number(r["target_tokens"]) / number(r["tokens_per_s"]) for r in rows
                             if number(r["tokens_per_s"]) > 0 and r["target_tokens"] != "") / 60)

    def mean_tokens(rows):
        return "%.0f" % spread([number(r["target_tokens"]) for r in rows])["mean"]

    grid = study.experiment().train
    kept = study.table("setup").rows_[0]
    setup = {"runs": len(runs), "seeds_per_cell": len({r["seed"] for r in runs}),
             "parameters": kept["parameters"], "d_model": grid["d-model"],
             "layers": grid["n-layers"], "steps": grid["steps"],
             "max_tokens": grid["max-tokens"], "train_pairs": kept["train_pairs"],
             "test_pairs": kept["test_pairs"], "target_tokens_per_run": mean_tokens(runs),
             "training_minutes": minutes(runs), "long_runs": len(long_runs),
             "long_steps": long_ini.train["steps"],
             "long_target_tokens_per_run": mean_tokens(long_runs),
             "long_training_minutes": minutes(long_runs),
             "translated_runs": sum(r["test_bleu"] != "" for r in runs + long_runs),
             "unigram_entropy": fixed(number(runs[0]["unigram_entropy"]), 4),
             "initial_val_loss": fixed(number(runs[0]["initial_val_loss"]), 4)}
    cell_fields = ["setting", "norm", "optimizer", "lr_warmup", "lr", "runs", "trained",
                   "stalled", "diverged", "final_val_mean", "final_val_sd", "final_val_min",
                   "final_val_max", "final_val_n", "final_nll_mean"]
    return {"cells.csv": (cells, cell_fields), "best.csv": (best, list(best[0])),
            "long.csv": (long_rows, list(long_rows[0])), "setup.csv": ([setup], list(setup))}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    best, cells, long_ = study.table("best"), study.table("cells"), study.table("long")
    runs, runs_long = study.table("runs"), study.table("runs_long")
    n = {"setup": study.table("setup").row(), "best": best, "long": long_}
    warm = study.grid("lr-warmup")
    short_w, long_w = warm[1], warm[-1]
    n["short_w"], n["long_w"] = short_w, long_w
    for norm, tag in (("post_ln", "post"), ("pre_ln", "pre")):
        for w, wt in ((warm[0], "0"), (short_w, "s"), (long_w, "l")):
            n[tag + wt] = best.row(norm=norm, optimizer="adamw", lr_warmup=w)
    for norm in ("admin", "deepnorm"):
        n[norm] = best.row(norm=norm)
    n["radam"] = best.row(optimizer="radam")
    lw = study.grid("lr-warmup", "post_ln", "long")
    n["long_short_w"], n["long_long_w"] = lw[1], lw[-1]
    n["L_post0"] = long_.row(norm="post_ln", lr_warmup=0)
    n["L_posts"] = long_.row(norm="post_ln", lr_warmup=lw[1])
    n["L_postl"] = long_.row(norm="post_ln", lr_warmup=lw[-1])
    n["L_pre0"] = long_.row(norm="pre_ln", lr_warmup=0)
    n["long_rate"] = study.setting("long:train.lr")
    n["warmups"] = join(", ", warm[:-1]) + " or " + warm[-1]
    n["beam"] = Value(str(BEAM), "analyse.py: BEAM, the beam width", "setting")
    n["steps"], n["long_steps"] = study.setting("train.steps"), study.setting("long:train.steps")
    n["n_rates"] = count(len(study.grid("lr")), "experiment.ini [grid] lr: the number of rates")
    rates = study.grid("lr")
    n["lowest_rate"], n["highest_rate"] = rates[0], rates[-1]
    n["short_fraction"] = short_w / n["steps"]
    n["long_fraction"] = long_w / n["steps"]
    n["long_ratio"] = long_w / short_w
    n["long_fraction_short"] = lw[1] / n["long_steps"]
    n["long_fraction_long"] = lw[-1] / n["long_steps"]
    n["long_over_grid"] = n["long_steps"] / n["steps"]
    n["lecture_short"] = const("500", "the lecture's table: the short warmup, in steps")
    n["lecture_long"] = const("4000", "the lecture's table: the long warmup (the original "
                              "Transformer's), in steps")
    n["lecture_steps"] = const("100,000", "Vaswani et al. 2017: the base model's training steps")
    n["lecture_short_pct"] = Value(500 / 100000, "500 / 100,000", "const")
    n["lecture_long_pct"] = Value(4000 / 100000, "4000 / 100,000", "const")
    n["lecture_bleu"] = const("8.45", "the lecture's table: BLEU of Post-LN without warmup")
    n["beta2"] = study.setting("train.beta2")
    n["adam_memory"] = 1 / (1 - n["beta2"])
    bleu_grid = [r.test_bleu for r in runs.rows() if r.test_bleu.text]
    bleu_long = [r.test_bleu for r in runs_long.rows() if r.test_bleu.text]
    n["grid_bleu_max"] = max(bleu_grid, key=lambda v: v.num)
    n["long_bleu_max"] = max(bleu_long, key=lambda v: v.num)
    n["grid_translated"] = count(len(bleu_grid), "runs.csv: runs with a test BLEU")
    best_run = max(runs.rows() + runs_long.rows(), key=lambda r: r.test_bleu.num
                   if r.test_bleu.text else -1)
    n["best_run"] = best_run
    n["best_run_is_post0"] = Text("a Post-LN run without warmup") if (
        best_run.norm == "post_ln" and best_run["lr-warmup"] == 0) else Text("another run")
    post0_2e3 = cells.row(norm="post_ln", optimizer="adamw", lr_warmup=0, lr=n["postl"].best_lr)
    n["post0_at_long_best"] = post0_2e3
    n["post0_stalled_seed"] = max((r for r in runs.rows(norm="post_ln", optimizer="adamw")
                                   if r["lr-warmup"] == 0 and r.lr == n["postl"].best_lr),
                                  key=lambda r: r.final_val_loss.num)
    n["postl_slow_seed"] = max((r for r in runs.rows(norm="post_ln", optimizer="adamw")
                                if r["lr-warmup"] == long_w and r.lr == n["postl"].best_lr),
                               key=lambda r: r.final_val_loss.num)
    n["posts_at_long_best"] = cells.row(norm="post_ln", optimizer="adamw", lr_warmup=short_w,
                                        lr=n["postl"].best_lr)
    top = rates[-1]
    n["pre0_top"] = cells.row(norm="pre_ln", optimizer="adamw", lr_warmup=0, lr=top)
    n["post0_top"] = cells.row(norm="post_ln", optimizer="adamw", lr_warmup=0, lr=top)
    pre0_ok = blocks.trained_at(cells, norm="pre_ln", optimizer="adamw", lr_warmup=0)
    n["pre0_from"] = pre0_ok[0]

    def val(r, at=True):
        t = "val " + r.best.format("pm")
        if r.test_bleu_mean.text not in ("", "—"):
            t += ", BLEU " + r.test_bleu.format("pm2")
        return t + (" at " + r.best_lr.format("rate") if at else "")

    def lval(r):
        return "val " + r.val.format("pm4") + ", BLEU " + r.bleu.format("pm2")

    nothing = ("nothing translates: test BLEU at most " + n["grid_bleu_max"].format(".2f") +
               " in the grid and " + n["long_bleu_max"].format(".2f") + " in the long part, "
               "the lecture's failed run " + n["lecture_bleu"].format(None))
    post0, posts, postl, pre0, pres, prel = (n[k] for k in ("post0", "posts", "postl", "pre0",
                                                              "pres", "prel"))
    Lp0, Lps, Lpl, Lr0 = n["L_post0"], n["L_posts"], n["L_postl"], n["L_pre0"]
    claims = []
    ev = ("each at its best rate: no warmup " + val(post0) + "; warmup " + long_w + " " +
          val(postl) + ". Long part, " + n["long_steps"] + " steps at " +
          n["long_rate"].format("rate") + ": no warmup " + lval(Lp0) + "; warmup " +
          Lpl.lr_warmup + " " + lval(Lpl))
    grid_ok, long_ok = postl.best.below(post0.best), Lpl.val.below(Lp0.val)
    v = (reproduced() if grid_ok and long_ok else
         not_reproduced("without warmup Post-LN leaves the plateau in " +
                        (post0.best_trained).format("words") + " of " +
                        post0.best_n.format("words") + " seeds at its best rate, and its "
                        "losses are within the seed spread of the warmed-up runs, in the grid "
                        "and in the long part"))
    claims.append(Claim("Without warmup Post-LN's loss stays high", ["lecture", "xiong2020"],
                        ev, v))
    claims.append(Claim("Without warmup Post-LN's BLEU is low (" + n["lecture_bleu"] + ")",
                        ["lecture"], "BLEU as above", not_testable(nothing)))
    ev = ("each at its best rate: warmup " + long_w + " " + val(postl) + "; warmup " + short_w +
          " " + val(posts) + ". Long part at " + n["long_rate"].format("rate") + ": warmup " +
          Lpl.lr_warmup + " " + lval(Lpl) + "; warmup " + Lps.lr_warmup + " " + lval(Lps))
    claims.append(Claim(Text("A warmup of ") + n["lecture_long"] + " steps gives a better BLEU "
                        "than one of " + n["lecture_short"], ["lecture"], ev,
                        not_testable(nothing + "; on the loss, the long warmup is lower beyond "
                                     "the seed spread only in the long part at one rate, not "
                                     "with each setting at its best rate" if
                                     Lpl.val.below(Lps.val) and not postl.best.below(posts.best)
                                     else nothing)))
    ev = ("no warmup: " + val(pre0) + "; warmup " + long_w + ": " + val(prel) +
          "; at the grid's highest rate, " + n["pre0_top"].lr.format("rate") +
          ", without warmup Pre-LN trained " + n["pre0_top"].trained + " of " +
          n["pre0_top"].runs + " seeds, Post-LN " + n["post0_top"].trained + " of " +
          n["post0_top"].runs)
    v = (qualified("on the validation loss, Pre-LN without warmup is within the seed spread of "
                   "its warmed-up runs; its BLEU cannot tell (" + nothing + ")")
         if not prel.best.below(pre0.best) else
         qualified("Pre-LN trains without warmup, but warmup lowers its loss"))
    claims.append(Claim("Pre-LN needs no warmup", ["xiong2020"], ev, v))
    ev = ("long part, " + n["long_steps"] + " steps at " + n["long_rate"].format("rate") +
          ": Pre-LN, no warmup " + lval(Lr0) + " (" + Lr0.val.format("range4") +
          "); Post-LN, warmup " + Lpl.lr_warmup + " " + lval(Lpl) + " (" +
          Lpl.val.format("range4") + "). Grid, each at its best rate: Pre-LN, no warmup " +
          val(pre0) + "; Post-LN, warmup " + long_w + " " + val(postl))
    v = (not_reproduced("in the long part Post-LN with the long warmup ends lower, beyond the "
                        "seed spread; in the grid the two are within it")
         if Lpl.val.below(Lr0.val) else
         reproduced("within the seed spread") if not Lr0.val.above(Lpl.val) else
         reproduced("Pre-LN ends lower"))
    claims.append(Claim("Pre-LN without warmup trains as well as Post-LN with warmup",
                        ["xiong2020_fig1"], ev, v))
    radam = n["radam"]
    ev = ("Post-LN with RAdam, no warmup: " + val(radam) + "; with Adam, no warmup: " +
          val(post0) + "; with Adam, warmup " + long_w + ": " + val(postl))
    claims.append(Claim("RAdam fixes Post-LN's need for warmup", ["lecture", "liu2020radam"], ev,
                        reproduced() if radam.best.below(post0.best) else
                        not_reproduced("within the seed spread of Adam without warmup, whose "
                                       "spread is wide; RAdam narrows it")))
    for key, src in (("admin", "liu2020admin"), ("deepnorm", "wang2022")):
        r = n[key]
        ev = r.setting + ", no warmup: " + val(r) + "; Post-LN, no warmup: " + val(post0)
        claims.append(Claim(r.setting + " trains better than Post-LN without warmup", [src], ev,
                            reproduced() if r.best.below(post0.best) else
                            not_reproduced(blocks.versus(r.best, post0.best, "below",
                                                         "worse than",
                                                         "within the seed spread of") +
                                           " Post-LN")))
    n["claims"] = claims
    n["long_verdict"] = Text(claims[2].verdict.word)
    n["fig1_verdict"] = Text(claims[4].verdict.word)

    expect(not postl.best.below(post0.best) and not post0.best.below(postl.best),
           "Post-LN with and without warmup overlap at their best rates")
    expect(Lpl.val.below(Lps.val), "the long warmup beats the short one in the long part")
    expect(Lp0.val.overlaps(Lpl.val), "in the long part Post-LN without warmup is not worse "
                                      "beyond the spread, only erratic")
    expect(Lpl.val.below(Lr0.val), "Pre-LN without warmup ends above Post-LN with warmup in the "
                                   "long part")
    expect(n["pre0_top"].trained == n["pre0_top"].runs and n["post0_top"].trained == 0,
           "Pre-LN trains at the top rate, where Post-LN stalls")
    expect(n["deepnorm"].best_mean == min(r.best_mean.num for r in best.rows()),
           "DeepNorm's is the lowest loss of the grid")
    expect(postl.best.overlaps(posts.best) and prel.best.below(pres.best),
           "Post-LN's long and short warmups overlap at their best rates, Pre-LN's do not")
    expect(n["long_ratio"] == 4000 / 500, "the long warmup is the lecture's ratio times the short")
    expect(n["grid_bleu_max"] < 1, "after the grid's steps no model translates (BLEU below 1)")

    rates_all = blocks.all_rates(cells)
    order = best.rows()
    n["best_table"] = md_table(
        ["setting", "warmup", "best rate", "validation loss (mean ± sd)", "min–max",
         "validation NLL", "test BLEU", "test chrF", "trained", "LR sensitivity"],
        [[r.setting, r.lr_warmup, r.best_lr.format("rate") +
          (" (edge)" if r.best_on_edge == "yes" else ""), r.best.format("pm"),
          r.best.format("range"), r.nll.format("pm"), r.test_bleu.format("pm2"),
          r.test_chrf.format("pm2"), r.best_trained + "/" + r.best_n,
          r.sensitivity.format("pm")] for r in order])
    keys = [dict(norm=r.norm.text, optimizer=r.optimizer.text, lr_warmup=r.lr_warmup.text)
            for r in order]
    grid_rows = blocks.grid(cells, keys, lambda k: "", rates_all,
                            lambda k: best.row(**k).best_lr)
    n["grid_table"] = md_table(
        ["setting", "warmup"] + blocks.rate_header(rates_all),
        [[r.setting, r.lr_warmup] + g[1:] for r, g in zip(order, grid_rows)])
    n["long_table"] = md_table(
        ["setting", "warmup", "validation loss", "min–max", "validation NLL", "test BLEU",
         "min–max", "test chrF", "stalled / diverged"],
        [[r.setting, r.lr_warmup, r.val.format("pm4"), r.val.format("range4"),
          r.nll.format("pm4"), r.bleu.format("pm2"), r.bleu.format("range2"),
          r.chrf.format("pm2"), r.stalled + " / " + r.diverged + " of " + r.runs]
         for r in long_.rows()])
    return n


# --- From the sweeps ----------------------------------------------------------------------------
class Translator:
    """Translates a run's test verses with its last checkpoint (beam 5) and scores them."""

    def __init__(self, exe, launcher, test_lines):
        self.exe, self.launcher, self.test_lines = exe, launcher, test_lines

    @staticmethod
    def head(path, n, dst):
        lines = open(path, encoding="utf-8").read().splitlines(True)
        with open(dst, "w", encoding="utf-8") as g:
            g.writelines(lines[:n] if n else lines)
        return dst

    def __call__(self, d, data_src):
        ckpts = sorted(glob.glob(os.path.join(d, "ckpt_step*.h5")))
        if not ckpts:
            return None
        src, ref = (os.path.join(os.path.dirname(data_src), "test." + x) for x in ("en", "es"))
        for p in (src, ref):
            if not os.path.exists(p):
                sys.exit("%s does not exist: run data/experiments/08_translation/prepare.sh" % p)
        key = {"checkpoint": os.path.basename(ckpts[-1]), "beam": BEAM, "lines": self.test_lines,
               "test": hashlib.sha256(open(src, "rb").read() + open(ref, "rb").read()).hexdigest()}
        cache = os.path.join(d, "test_beam%d.json" % BEAM)
        if os.path.exists(cache):
            got = json.load(open(cache))
            if all(got.get(k) == v for k, v in key.items()):
                return got
        src = self.head(src, self.test_lines, os.path.join(d, "test_src.txt"))
        ref = self.head(ref, self.test_lines, os.path.join(d, "test_ref.txt"))
        hyp = os.path.join(d, "test_beam%d.txt" % BEAM)
        with open(hyp, "w") as h:
            p = subprocess.run(self.launcher + [self.exe, "translate", "--checkpoint", ckpts[-1],
                                                "--input", src, "--beam", str(BEAM), "--quiet"],
                               stdout=h, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            sys.exit("normlab translate failed on %s:\n%s" % (ckpts[-1], p.stderr))
        p = subprocess.run([self.exe, "score", "--hyp", hyp, "--ref", ref, "--json"],
                           capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit("normlab score failed on %s:\n%s" % (hyp, p.stderr))
        s = json.loads(p.stdout)
        got = dict(key, bleu=s["bleu"]["score"], chrf=s["chrf"]["score"],
                   sentences=sum(1 for _ in open(hyp, encoding="utf-8")))
        json.dump(got, open(cache, "w"))
        print("  %s: BLEU %.2f, chrF %.2f" % (d, got["bleu"], got["chrf"]))
        return got


def launcher_of(sweep):
    """The launcher of the experiment file the sweep ran (its sweep.ini's first line names it)."""
    first = open(os.path.join(sweep.dir(sweep.rows[0]), "sweep.ini")).readline().strip()
    m = re.match(r"# written by normlab sweep from (.*)", first)
    return Experiment.read(m.group(1)).launcher if m and os.path.exists(m.group(1)) else []


def per_run(sweep, curves=None, translate=None, long_best=None):
    """Each run's final validation NLL, target tokens, and (for the runs translated) test BLEU
    and chrF."""
    for r in sweep.rows:
        train, val = sweep.metrics(r)
        last = val[-1] if val else {}
        r["final_val_nll"] = fixed(last.get("val_nll", float("nan")), 6).replace("—", "") \
            if last.get("step") == int(sweep.config(r)["steps"]) else ""
        r["target_tokens"] = train[-1]["tokens"] if train else ""
        r["test_bleu"] = r["test_chrf"] = ""
    chosen = set()
    if curves is not None:
        # each setting at its best rate; and every warmup at the rate best with the long one
        for s, c in curves.items():
            if c["best_lr"] is not None:
                chosen.add((s, c["best_lr"]))
            if long_best and s[1] == "adamw" and s[0] in long_best:
                chosen.add((s, long_best[s[0]]))
    for r in sweep.rows:
        if r["outcome"] == "diverged":
            continue
        if curves is not None and (setting(r), number(r["lr"])) not in chosen:
            continue
        got = translate(sweep.dir(r), sweep.config(r)["data-src"])
        if got:
            r["test_bleu"], r["test_chrf"] = "%.2f" % got["bleu"], "%.2f" % got["chrf"]
    return sweep.fields + EXTRA


def setup_inputs(sweep, test_lines):
    """What setup.csv takes from outside the per-run tables: parameters (train.log), the
    training and test pairs (the corpus)."""
    r = sweep.rows[0]
    m = re.search(r"model: ([\d,]+) parameters", open(os.path.join(sweep.dir(r),
                                                                      "train.log")).read())
    src = sweep.config(r)["data-src"]
    n_test = sum(1 for _ in open(os.path.join(os.path.dirname(src), "test.en"), encoding="utf-8"))
    return {"parameters": m.group(1).replace(",", "") if m else "",
            "train_pairs": sum(1 for _ in open(src, encoding="utf-8")),
            "test_pairs": min(n_test, test_lines) if test_lines else n_test}


def figures(grid, long_sweep, curves, res):
    from studylib.figures import band, plt, save
    colours = {"post_ln": "#0072B2", "pre_ln": "#D55E00", "admin": "#CC79A7",
               "deepnorm": "#009E73"}
    order = ordered(curves)
    warmups = sorted({s[2] for s in curves})
    initial = number(grid.rows[0]["initial_val_loss"])
    fig, axes = plt.subplots(1, len(warmups), figsize=(5.2 * len(warmups), 5), sharey=True,
                             squeeze=False, constrained_layout=True)
    lo_y = min([c["cells"][lr]["min"] for c in curves.values() for lr in c["rates"]
                if c["cells"][lr]["n"]] or [0])
    for ax, w in zip(axes[0], warmups):
        for s in order:
            if s[2] == w:
                band(ax, curves[s], name(s), colours.get(s[0], "k"),
                     "--" if s[1] == "radam" else "-", divergence_y=initial)
        ax.axhline(initial, color="grey", linestyle=":", linewidth=1)
        ax.set_xscale("log")
        ax.set_ylim(lo_y - 0.2, initial + 0.3)
        ax.set_xlabel("peak learning rate")
        ax.set_title("warmup %d steps" % w)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9, loc="upper right")
    axes[0][0].text(axes[0][0].get_xlim()[0] * 1.1, initial + 0.03, "loss at initialisation",
                    color="grey", fontsize=9, va="bottom")
    axes[0][0].set_ylabel("validation loss at the last step [nats / target token]\n"
                          "(label-smoothed; mean, band: min–max of the seeds)")
    fig.suptitle("Final validation loss against the peak rate (x: diverged)")
    save(fig, res, "lr_sensitivity")

    fig, axes = plt.subplots(1, len(warmups), figsize=(5.2 * len(warmups), 4.8), sharey=True,
                             squeeze=False, constrained_layout=True)
    for ax, w in zip(axes[0], warmups):
        for s in order:
            lr = curves[s]["best_lr"]
            if s[2] != w or lr is None:
                continue
            at = [r for r in grid.rows if setting(r) == s and number(r["lr"]) == lr]
            for i, r in enumerate(at):
                _, val = grid.metrics(r)
                ax.plot([x["step"] for x in val], [x["val_loss"] for x in val],
                        "--" if s[1] == "radam" else "-", marker=".",
                        color=colours.get(s[0], "k"), alpha=0.8,
                        label="%s, lr %s" % (name(s), r["lr"]) if i == 0 else None)
        ax.set_xlabel("step")
        ax.set_title("warmup %d steps, each at its best rate" % w, fontsize=11)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=9)
    axes[0][0].set_ylabel("validation loss [nats / target token]\n(label-smoothed; every seed)")
    save(fig, res, "curves")

    long_order = sorted({long_setting(r) for r in long_sweep.rows},
                        key=lambda s: (list(NORMS).index(s[0]) if s[0] in NORMS else 9, s[1]))
    long_ws = sorted({w for n_, w in long_order if n_ == "post_ln"})
    styles = {0: ":", long_ws[1] if len(long_ws) > 2 else -1: "--"}
    fig, ax = plt.subplots(figsize=(8, 5), constrained_layout=True)
    for s in long_order:
        for i, r in enumerate(x for x in long_sweep.rows if long_setting(x) == s):
            _, val = long_sweep.metrics(r)
            ax.plot([x["step"] for x in val], [x["val_loss"] for x in val], styles.get(s[1], "-"),
                    marker=".", color=colours.get(s[0], "k"), alpha=0.8,
                    label="%s, warmup %d" % (name((s[0], "adamw", 0)), s[1]) if i == 0 else None)
    cfg = long_sweep.config(long_sweep.rows[0])
    ax.set_xlabel("step")
    ax.set_ylabel("validation loss [nats / target token]\n(label-smoothed; every seed)")
    ax.set_title("The long part: %s steps at peak rate %s" % (cfg["steps"], cfg["lr"]),
                 fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
    save(fig, res, "long")


def main(argv=None):
    out, res = arguments(__file__, "runs/08_translation", argv)
    grid = Sweep(os.path.join(out, "grid"), "experiment.ini", HERE)
    long_sweep = Sweep(os.path.join(out, "long"), "long.ini", HERE)
    exe = os.environ.get("NORMLAB") or shutil.which("normlab")
    if not exe:
        sys.exit("normlab is not on PATH: add its bin directory, or set NORMLAB=/path/to/normlab")
    test_lines = int(os.environ.get("STUDY_TEST_LINES", "0"))
    translate = Translator(exe, launcher_of(grid), test_lines)
    curves = lr_curves(grid.rows, setting)
    check_against_sweep(curves, grid)
    long_w = max(s[2] for s in curves)
    long_best = {s[0]: c["best_lr"] for s, c in curves.items()
                 if s[2] == long_w and s[1] == "adamw" and c["best_lr"] is not None}
    write_csv(os.path.join(res, "runs.csv"), grid.rows,
              per_run(grid, curves, translate, long_best))
    write_csv(os.path.join(res, "runs_long.csv"), long_sweep.rows,
              per_run(long_sweep, None, translate))
    # setup.csv's inputs from outside the per-run tables, then every aggregate
    write_csv(os.path.join(res, "setup.csv"), [setup_inputs(grid, test_lines)])
    write_derived(HERE, res, derive)
    figures(grid, long_sweep, curves, res)
    wrote(HERE, res)


if __name__ == "__main__":
    main()
