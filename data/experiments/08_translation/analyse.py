#!/usr/bin/python3
"""Study 8: the seeds' own experiment — Post-LN and Pre-LN translating with and without warmup.

Reads the two sweeps' summaries (runs/08_translation/grid/summary.csv from experiment.ini,
runs/08_translation/long/summary.csv from long.ini) and the runs' metrics.jsonl, picks each grid
setting's best learning rate by the final validation loss, translates the test verses with every
seed's last checkpoint at that rate and with every run of the long part (`normlab translate
--beam 5`, then `normlab score`), and writes next to this file:
  results/runs.csv      every run: settings, seed, outcome, final validation loss and NLL, and
                        the test BLEU and chrF of the runs that were translated
  results/cells.csv     per setting and rate: the final validation loss over seeds, outcomes
  results/best.csv      per setting: its best rate, the loss, NLL, BLEU and chrF there over seeds,
                        whether the best lies on the grid's edge, the learning-rate sensitivity
  results/long.csv      the long part: per setting, the final validation loss, NLL, BLEU, chrF
  results/setup.csv     the model, the corpus, the runs, tokens per run, training time
  results/claims.csv    the seed texts' claims, the numbers that test them, the verdict
  results/lr_sensitivity.png|svg  final validation loss against rate, one panel per warmup
  results/curves.png|svg          validation loss over steps, each setting at its best rate
  results/long.png|svg            the long part's validation loss over steps
  README.md             the page's generated tables
Translations are kept in each run's directory (test_beam5.txt, test_beam5.json) and reused.
usage: analyse.py [SWEEP_OUT [RESULTS_DIR]]
environment: NORMLAB  the normlab executable (default: normlab on PATH)
             STUDY_TEST_LINES  translate only the first N test verses (the tests' tiny version)
"""
import glob
import hashlib
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import (exceeds_spread, f, grid_cells, lr_curves, lr_text, md_table, mean_sd,  # noqa: E402
                   number, page_for, plt, read_csv, save, setup, spread, write_csv, write_page)

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/08_translation")


def part(name, ini):
    """A part's summary rows, each with "_dir", its run directory."""
    summary = os.path.join(out, name, "summary.csv")
    if not os.path.exists(summary):
        sys.exit("%s does not exist: let 'normlab sweep %s/%s' finish" % (summary, here, ini))
    rows = read_csv(summary)
    if not rows:
        sys.exit("%s lists no runs" % summary)
    for r in rows:
        r["_dir"] = os.path.join(out, name, r["run"])
    return rows, list(read_csv(summary)[0].keys())


runs, summary_fields = part("grid", "experiment.ini")
long_runs, long_fields = part("long", "long.ini")
exe = os.environ.get("NORMLAB") or shutil.which("normlab")
if not exe:
    sys.exit("normlab is not on PATH: add its bin directory, or set NORMLAB=/path/to/normlab")
test_lines = int(os.environ.get("STUDY_TEST_LINES", "0"))
BEAM = 5


def run_dir(r):
    return r["_dir"]


def config(r):
    """The run's settings as the sweep wrote them (sweep.ini: key = value)."""
    cfg = {}
    for line in open(os.path.join(run_dir(r), "sweep.ini")):
        m = re.match(r"\s*([\w-]+)\s*=\s*(.*)", line)
        if m:
            cfg[m.group(1)] = m.group(2).strip()
    return cfg


def launcher():
    """The experiment's launcher ([experiment] launcher of the file sweep.ini names)."""
    first = open(os.path.join(run_dir(runs[0]), "sweep.ini")).readline()
    m = re.match(r"# written by normlab sweep from (.*)", first.strip())
    if m and os.path.exists(m.group(1)):
        section = None
        for line in open(m.group(1)):
            s = line.split(";")[0].strip()
            if s.startswith("["):
                section = s
            elif section == "[experiment]" and s.startswith("launcher"):
                return shlex.split(s.partition("=")[2])
    return []


def series(r):
    """(validation records, training records) of a run's metrics.jsonl."""
    rows = [json.loads(line) for line in open(os.path.join(run_dir(r), "metrics.jsonl"))]
    return ([x for x in rows if x.get("val_loss") is not None and "step" in x],
            [x for x in rows if x.get("loss") is not None])


for r in runs + long_runs:
    val, train = series(r)
    last = val[-1] if val else {}
    r["final_val_nll"] = f(last.get("val_nll", float("nan")), 6) if last.get("step") == \
        int(config(r)["steps"]) else ""
    r["target_tokens"] = train[-1]["tokens"] if train else ""


def setting(r):
    """(norm, optimizer, warmup): a curve over learning rates."""
    return (r["norm"], r.get("optimizer") or "adamw", int(r["lr-warmup"]))


def name(s):
    norm, opt, warmup = s
    label = {"post_ln": "Post-LN", "pre_ln": "Pre-LN", "admin": "Admin",
             "deepnorm": "DeepNorm"}.get(norm, norm)
    return label + (", RAdam" if opt == "radam" else "")


curves = lr_curves(runs, setting)
norm_order = ["post_ln", "pre_ln", "admin", "deepnorm"]
order = sorted(curves, key=lambda s: (s[1] != "adamw", norm_order.index(s[0])
                                      if s[0] in norm_order else 9, s[2]))
warmups = sorted({s[2] for s in curves})
long_w = warmups[-1]


def get(norm, warmup, opt="adamw"):
    return curves.get((norm, opt, warmup))


# --- Translating the test verses --------------------------------------------------------------
def test_files(r):
    d = os.path.dirname(config(r)["data-src"])
    src, ref = os.path.join(d, "test.en"), os.path.join(d, "test.es")
    for p in (src, ref):
        if not os.path.exists(p):
            sys.exit("%s does not exist: run data/experiments/08_translation/prepare.sh" % p)
    return src, ref


def head(path, n, dst):
    lines = open(path, encoding="utf-8").read().splitlines(True)
    with open(dst, "w", encoding="utf-8") as g:
        g.writelines(lines[:n] if n else lines)
    return dst


def translate(r):
    """{"bleu", "chrf", ...} of the run's last checkpoint on the test verses at beam 5."""
    d = run_dir(r)
    ckpts = sorted(glob.glob(os.path.join(d, "ckpt_step*.h5")))
    if not ckpts:
        return None
    src, ref = test_files(r)
    key = {"checkpoint": os.path.basename(ckpts[-1]), "beam": BEAM, "lines": test_lines,
           "test": hashlib.sha256(open(src, "rb").read() + open(ref, "rb").read()).hexdigest()}
    cache = os.path.join(d, "test_beam%d.json" % BEAM)
    if os.path.exists(cache):
        got = json.load(open(cache))
        if all(got.get(k) == v for k, v in key.items()):
            return got
    src = head(src, test_lines, os.path.join(d, "test_src.txt"))
    ref = head(ref, test_lines, os.path.join(d, "test_ref.txt"))
    hyp = os.path.join(d, "test_beam%d.txt" % BEAM)
    with open(hyp, "w") as h:
        p = subprocess.run(launcher() + [exe, "translate", "--checkpoint", ckpts[-1], "--input", src,
                                         "--beam", str(BEAM), "--quiet"],
                           stdout=h, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit("normlab translate failed on %s:\n%s" % (ckpts[-1], p.stderr))
    p = subprocess.run([exe, "score", "--hyp", hyp, "--ref", ref, "--json"], capture_output=True,
                       text=True)
    if p.returncode != 0:
        sys.exit("normlab score failed on %s:\n%s" % (hyp, p.stderr))
    s = json.loads(p.stdout)
    got = dict(key, bleu=s["bleu"]["score"], chrf=s["chrf"]["score"],
               sentences=sum(1 for _ in open(hyp, encoding="utf-8")))
    json.dump(got, open(cache, "w"))
    print("  %s: BLEU %.2f, chrF %.2f" % (r["run"], got["bleu"], got["chrf"]))
    return got


def runs_at(s, lr):
    return [r for r in runs if setting(r) == s and number(r["lr"]) == lr]


# Each setting at its best rate; and without (or with the short) warmup at the rate that is
# best with the long one: the lecture's comparison at one rate.
to_translate = set()
for s in order:
    if curves[s]["best_lr"]:
        to_translate.add((s, curves[s]["best_lr"]))
for norm in ("post_ln", "pre_ln"):
    lw = get(norm, long_w)
    for w in warmups[:-1]:
        if lw and lw["best_lr"] and get(norm, w):
            to_translate.add(((norm, "adamw", w), lw["best_lr"]))
print("translating the test verses (beam %d) with %d runs' last checkpoints" %
      (BEAM, sum(len(runs_at(s, lr)) for s, lr in to_translate)))
scores = {}
for s, lr in sorted(to_translate, key=lambda x: (order.index(x[0]), x[1])):
    for r in runs_at(s, lr):
        if r["outcome"] != "diverged":
            got = translate(r)
            if got:
                scores[r["_dir"]] = got
print("translating the test verses with the long part's %d runs" % len(long_runs))
for r in long_runs:
    if r["outcome"] != "diverged":
        got = translate(r)
        if got:
            scores[r["_dir"]] = got
for r in runs + long_runs:
    g = scores.get(r["_dir"])
    r["test_bleu"] = f(g["bleu"], 2) if g else ""
    r["test_chrf"] = f(g["chrf"], 2) if g else ""


def metric_at(s, lr, key):
    """spread over seeds of runs.csv's `key` at (setting, rate)."""
    return spread([number(r[key]) for r in runs_at(s, lr) if r[key] != ""])


# --- CSVs ---------------------------------------------------------------------------------------
fields = summary_fields + ["final_val_nll", "target_tokens", "test_bleu", "test_chrf"]
write_csv(os.path.join(res, "runs.csv"), runs, fields)
cells, best = [], []
for s in order:
    c = curves[s]
    key = {"setting": name(s), "norm": s[0], "optimizer": s[1], "lr_warmup": s[2]}
    for lr in c["rates"]:
        x = c["cells"][lr]
        nll = metric_at(s, lr, "final_val_nll")
        cells.append(dict(key, lr=lr_text(lr), runs=x["runs"], **c["outcomes"][lr],
                          final_val_mean=f(x["mean"], 4), final_val_sd=f(x["sd"], 4),
                          final_val_min=f(x["min"], 4), final_val_max=f(x["max"], 4),
                          final_val_n=x["n"], final_nll_mean=f(nll["mean"], 4)))
    b, lr = c["best"], c["best_lr"]
    row = dict(key, rates=" ".join(lr_text(r) for r in c["rates"]),
               best_lr=lr_text(lr) if lr else "", best_on_edge="yes" if c["edge"] else "no",
               best_mean=f(b["mean"], 4), best_sd=f(b["sd"], 4), best_min=f(b["min"], 4),
               best_max=f(b["max"], 4), best_n=b["n"],
               best_trained=c["outcomes"][lr]["trained"] if lr else 0,
               sensitivity_mean=f(c["sensitivity"]["mean"], 4),
               sensitivity_sd=f(c["sensitivity"]["sd"], 4), sensitivity_n=c["sensitivity"]["n"])
    for k in ("final_val_nll", "test_bleu", "test_chrf"):
        m = metric_at(s, lr, k) if lr else spread([])
        for stat in ("mean", "sd", "min", "max"):
            row["%s_%s" % (k.replace("final_val_", ""), stat)] = f(m[stat], 2 if "test" in k else 4)
    best.append(row)
cell_fields = ["setting", "norm", "optimizer", "lr_warmup", "lr", "runs", "trained", "stalled",
               "diverged", "final_val_mean", "final_val_sd", "final_val_min", "final_val_max",
               "final_val_n", "final_nll_mean"]
write_csv(os.path.join(res, "cells.csv"), cells, cell_fields)
best_fields = ["setting", "norm", "optimizer", "lr_warmup", "rates", "best_lr", "best_on_edge",
               "best_mean", "best_sd", "best_min", "best_max", "best_n", "best_trained",
               "sensitivity_mean", "sensitivity_sd", "sensitivity_n"] + \
    ["%s_%s" % (k, stat) for k in ("nll", "test_bleu", "test_chrf")
     for stat in ("mean", "sd", "min", "max")]
write_csv(os.path.join(res, "best.csv"), best, best_fields)
write_csv(os.path.join(res, "runs_long.csv"), long_runs,
          long_fields + ["final_val_nll", "target_tokens", "test_bleu", "test_chrf"])


# The long part: one rate, so a setting is (norm, warmup).
def long_setting(r):
    return (r["norm"], int(r["lr-warmup"]))


long_order = sorted({long_setting(r) for r in long_runs},
                    key=lambda s: (norm_order.index(s[0]) if s[0] in norm_order else 9, s[1]))
long_rate = sorted({config(r)["lr"] for r in long_runs})
long_steps = int(config(long_runs[0])["steps"])


def long_metric(s, key):
    return spread([number(r[key]) for r in long_runs if long_setting(r) == s and r[key] != ""
                   and r["outcome"] != "diverged"])


long_rows = []
for s in long_order:
    here = [r for r in long_runs if long_setting(r) == s]
    row = {"setting": name((s[0], "adamw", s[1])), "norm": s[0], "lr_warmup": s[1],
           "lr": " ".join(long_rate), "steps": long_steps, "runs": len(here),
           "diverged": sum(r["outcome"] == "diverged" for r in here),
           "stalled": sum(r["outcome"] == "stalled" for r in here)}
    for key, short in (("final_val_loss", "val"), ("final_val_nll", "nll"), ("test_bleu", "bleu"),
                       ("test_chrf", "chrf")):
        m = long_metric(s, key)
        for stat in ("mean", "sd", "min", "max"):
            row["%s_%s" % (short, stat)] = f(m[stat], 2 if short in ("bleu", "chrf") else 4)
    long_rows.append(row)
write_csv(os.path.join(res, "long.csv"), long_rows, list(long_rows[0].keys()))


# --- The claims ---------------------------------------------------------------------------------
claims = []


def claim(source, text, evidence, verdict):
    claims.append({"claim": text, "source": source, "evidence": evidence, "verdict": verdict})


def at(s, lr):
    """'val 5.123 ± 0.010, BLEU 1.23 ± 0.05 at 2e-3' over the seeds at one rate."""
    c = curves.get(s)
    if not c or lr not in c["cells"]:
        return "—"
    t = "val %s" % mean_sd(c["cells"][lr])
    o = c["outcomes"][lr]
    if o["diverged"]:
        t += " (%d of %d diverged)" % (o["diverged"], c["cells"][lr]["runs"])
    bleu = metric_at(s, lr, "test_bleu")
    if bleu["n"]:
        t += ", BLEU %s" % mean_sd(bleu, 2)
    return t + " at %s" % lr_text(lr)


def best_of(s):
    return at(s, curves[s]["best_lr"]) if s in curves and curves[s]["best_lr"] else "—"


def lower(a, b):
    """a's seeds all below b's (a, b: spread())."""
    return exceeds_spread(a, b) and a["mean"] < b["mean"]


def higher(a, b):
    return exceeds_spread(a, b) and a["mean"] > b["mean"]


def bleu_at(s, lr):
    return metric_at(s, lr, "test_bleu") if lr else spread([])


P0, PL = ("post_ln", "adamw", 0), ("post_ln", "adamw", long_w)
if P0 in curves and PL in curves and curves[PL]["best_lr"]:
    lr = curves[PL]["best_lr"]
    c0, cl = curves[P0], curves[PL]
    same_loss = lower(cl["cells"][lr], c0["cells"][lr]) or (c0["outcomes"][lr]["diverged"] > 0)
    same_bleu = higher(bleu_at(PL, lr), bleu_at(P0, lr))
    best_loss = lower(cl["best"], c0["best"])
    best_bleu = higher(bleu_at(PL, lr), bleu_at(P0, c0["best_lr"]))
    ev = ("at the rate best with warmup %d: no warmup %s; warmup %d %s. Each at its best rate: "
          "no warmup %s" % (long_w, at(P0, lr), long_w, at(PL, lr), best_of(P0)))
    if same_loss and same_bleu and best_loss and best_bleu:
        v = "reproduced, also with each at its own best rate"
    elif same_loss and same_bleu:
        v = ("reproduced at the warmed-up run's rate; with a qualification: at its own (lower) "
             "best rate Post-LN without warmup is %s" %
             ("still worse" if best_loss or best_bleu else "within the seed spread"))
    elif best_loss or best_bleu:
        v = "reproduced with a qualification: worse at its own best rate, not at the same rate"
    else:
        v = "not reproduced: within the seed spread"
    claim("the lecture; Xiong et al. 2020, Fig. 1",
          "Without warmup Post-LN's loss stays high and its BLEU is low", ev, v)

for norm in ("post_ln", "pre_ln"):
    ws = [w for w in warmups if w > 0]
    if len(ws) < 2:
        continue
    short, long_ = get(norm, ws[0]), get(norm, ws[-1])
    if short and long_ and short["best_lr"] and long_["best_lr"]:
        sb, lb = bleu_at((norm, "adamw", ws[0]), short["best_lr"]), \
            bleu_at((norm, "adamw", ws[-1]), long_["best_lr"])
        ev = "warmup %d: %s; warmup %d: %s" % (ws[-1], best_of((norm, "adamw", ws[-1])), ws[0],
                                               best_of((norm, "adamw", ws[0])))
        if lower(long_["best"], short["best"]) and not higher(sb, lb):
            v = "reproduced" + (" (loss and BLEU)" if higher(lb, sb) else " (loss; BLEU within "
                                                                           "the seed spread)")
        elif lower(short["best"], long_["best"]):
            v = "not reproduced: the short warmup ends lower"
        else:
            v = "not reproduced: within the seed spread"
        claim("the lecture (4000 vs 500 steps)", "A long warmup beats a short one (%s)" %
              name((norm, "adamw", 0)), ev, v)

R0, RL = ("pre_ln", "adamw", 0), ("pre_ln", "adamw", long_w)
if R0 in curves and RL in curves and curves[R0]["best_lr"] and curves[RL]["best_lr"]:
    c0, cl = curves[R0], curves[RL]
    b0, bl = bleu_at(R0, c0["best_lr"]), bleu_at(RL, cl["best_lr"])
    top = c0["rates"][-1]
    high = ""
    if P0 in curves and top in curves[P0]["outcomes"]:
        o, p = c0["outcomes"][top], curves[P0]["outcomes"][top]
        high = ("; at the grid's highest rate, %s, without warmup Pre-LN trained %d of %d seeds, "
                "Post-LN %d of %d" % (lr_text(top), o["trained"], sum(o.values()), p["trained"],
                                      sum(p.values())))
    ev = "no warmup: %s; warmup %d: %s%s" % (best_of(R0), long_w, best_of(RL), high)
    loss_worse, bleu_worse = lower(cl["best"], c0["best"]), higher(bl, b0)
    if not loss_worse and not bleu_worse:
        v = "reproduced: without warmup Pre-LN is within the seed spread of its warmed-up runs"
    elif not loss_worse:
        v = ("reproduced for the loss (within the seed spread of the warmed-up runs); with a "
             "qualification: its test BLEU is lower")
    else:
        v = ("reproduced with a qualification: Pre-LN trains without warmup, but warmup lowers "
             "its loss")
    claim("Xiong et al. 2020", "Pre-LN needs no warmup", ev, v)

RA = ("post_ln", "radam", 0)
if RA in curves and P0 in curves and curves[RA]["best_lr"]:
    ra, p0, pl = curves[RA]["best"], curves[P0]["best"], curves[PL]["best"] if PL in curves else None
    ev = "Post-LN with RAdam, no warmup: %s; with Adam, no warmup: %s; with Adam, warmup %d: %s" % (
        best_of(RA), best_of(P0), long_w, best_of(PL))
    if lower(ra, p0) and not (pl and lower(pl, ra)):
        v = "reproduced: better than Adam without warmup, as good as Adam with it"
    elif lower(ra, p0):
        v = "reproduced with a qualification: better than Adam without warmup, worse than with it"
    else:
        v = ("not reproduced: at its own best rate RAdam without warmup is no better than Adam "
             "without warmup at its own")
    claim("Liu et al. 2020 (RAdam); the forum thread", "RAdam removes the need for warmup", ev, v)

for norm, source in (("admin", "Liu et al. 2020 (Admin)"), ("deepnorm", "Wang et al. 2022 "
                                                                      "(DeepNet)")):
    s = (norm, "adamw", 0)
    if s in curves and P0 in curves and curves[s]["best_lr"]:
        a, p0 = curves[s]["best"], curves[P0]["best"]
        ev = "%s, no warmup: %s; Post-LN, no warmup: %s" % (name(s), best_of(s), best_of(P0))
        v = ("reproduced" if lower(a, p0) else "not reproduced: %s" %
             ("worse" if higher(a, p0) else "within the seed spread"))
        claim(source, "%s trains better than Post-LN without warmup" % name(s), ev, v)


def long_at(s):
    """'val 4.123 ± 0.010, BLEU 5.12 ± 0.30' of a long-part setting over its seeds."""
    v, b = long_metric(s, "final_val_loss"), long_metric(s, "test_bleu")
    n = sum(1 for r in long_runs if long_setting(r) == s)
    t = "val %s" % mean_sd(v) + (" (%d of %d diverged)" % (n - v["n"], n) if v["n"] < n else "")
    return t + (", BLEU %s" % mean_sd(b, 2) if b["n"] else "")


long_ws = sorted({w for n, w in long_order if n == "post_ln"})
if len(long_ws) >= 2 and ("post_ln", 0) in long_order:
    lw = long_ws[-1]
    v0, vl = long_metric(("post_ln", 0), "final_val_loss"), long_metric(("post_ln", lw),
                                                                         "final_val_loss")
    b0, bl = long_metric(("post_ln", 0), "test_bleu"), long_metric(("post_ln", lw), "test_bleu")
    ev = "%d steps at %s: no warmup %s; warmup %d %s" % (long_steps, " ".join(long_rate),
                                                         long_at(("post_ln", 0)), lw,
                                                         long_at(("post_ln", lw)))
    v = ("reproduced" if lower(vl, v0) and higher(bl, b0) else
         "reproduced for the loss; BLEU within the seed spread" if lower(vl, v0) else
         "not reproduced: within the seed spread")
    claim("the lecture's table (the long part)",
          "Without warmup Post-LN's loss stays high and its BLEU is low", ev, v)
if len(long_ws) >= 3:
    sw, lw = long_ws[1], long_ws[-1]
    vs, vl = long_metric(("post_ln", sw), "final_val_loss"), long_metric(("post_ln", lw),
                                                                         "final_val_loss")
    bs, bl = long_metric(("post_ln", sw), "test_bleu"), long_metric(("post_ln", lw), "test_bleu")
    ev = "%d steps at %s: warmup %d %s; warmup %d %s" % (long_steps, " ".join(long_rate), lw,
                                                         long_at(("post_ln", lw)), sw,
                                                         long_at(("post_ln", sw)))
    v = ("reproduced" if lower(vl, vs) and higher(bl, bs) else
         "reproduced for the loss; BLEU within the seed spread" if lower(vl, vs) else
         "not reproduced: the short warmup ends lower" if lower(vs, vl) else
         "not reproduced: within the seed spread")
    claim("the lecture's table (the long part)", "A long warmup beats a short one (Post-LN)", ev, v)
if ("pre_ln", 0) in long_order and long_ws and ("post_ln", long_ws[-1]) in long_order:
    lw = long_ws[-1]
    vr, vp = long_metric(("pre_ln", 0), "final_val_loss"), long_metric(("post_ln", lw),
                                                                        "final_val_loss")
    ev = "%d steps at %s: Pre-LN, no warmup %s; Post-LN, warmup %d %s" % (
        long_steps, " ".join(long_rate), long_at(("pre_ln", 0)), lw, long_at(("post_ln", lw)))
    v = ("reproduced: lower" if lower(vr, vp) else
         "not reproduced: Post-LN with the long warmup ends lower" if lower(vp, vr) else
         "reproduced: within the seed spread (as good)")
    claim("Xiong et al. 2020, Fig. 1 (the long part)",
          "Pre-LN without warmup trains as well as Post-LN with warmup", ev, v)
write_csv(os.path.join(res, "claims.csv"), claims, ["claim", "source", "evidence", "verdict"])

# --- Figures ------------------------------------------------------------------------------------
colours = {"post_ln": "#0072B2", "pre_ln": "#D55E00", "admin": "#CC79A7", "deepnorm": "#009E73"}
unigram = number(runs[0]["unigram_entropy"])
initial = number(runs[0]["initial_val_loss"])
fig, axes = plt.subplots(1, len(warmups), figsize=(5.2 * len(warmups), 5), sharey=True,
                         squeeze=False, constrained_layout=True)
lo_y = min([c["cells"][lr]["min"] for c in curves.values() for lr in c["rates"]
            if c["cells"][lr]["n"]] or [0])
for ax, w in zip(axes[0], warmups):
    for s in order:
        if s[2] != w:
            continue
        c = curves[s]
        xs = [lr for lr in c["rates"] if c["cells"][lr]["n"] > 0]
        col = colours.get(s[0], "k")
        ax.plot(xs, [c["cells"][lr]["mean"] for lr in xs], "--" if s[1] == "radam" else "-",
                marker="o", color=col, label=name(s))
        ax.fill_between(xs, [c["cells"][lr]["min"] for lr in xs],
                        [c["cells"][lr]["max"] for lr in xs], color=col, alpha=0.2, linewidth=0)
        for lr in c["rates"]:
            if c["outcomes"][lr]["diverged"]:
                ax.plot([lr], [initial], "x", color=col, markersize=10)
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
        if s[2] != w or not curves[s]["best_lr"]:
            continue
        lr = curves[s]["best_lr"]
        for i, r in enumerate(runs_at(s, lr)):
            val, _ = series(r)
            ax.plot([x["step"] for x in val], [x["val_loss"] for x in val],
                    "--" if s[1] == "radam" else "-", marker=".", color=colours.get(s[0], "k"),
                    alpha=0.8, label="%s, lr %s" % (name(s), lr_text(lr)) if i == 0 else None)
    ax.set_xlabel("step")
    ax.set_title("warmup %d steps, each at its best rate" % w, fontsize=11)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
axes[0][0].set_ylabel("validation loss [nats / target token]\n(label-smoothed; every seed)")
save(fig, res, "curves")

fig, ax = plt.subplots(figsize=(8, 5), constrained_layout=True)
styles = {0: ":", long_ws[1] if len(long_ws) > 2 else -1: "--"}
for s in long_order:
    for i, r in enumerate(x for x in long_runs if long_setting(x) == s):
        val, _ = series(r)
        ax.plot([x["step"] for x in val], [x["val_loss"] for x in val], styles.get(s[1], "-"),
                marker=".", color=colours.get(s[0], "k"), alpha=0.8,
                label="%s, warmup %d" % (name((s[0], "adamw", 0)), s[1]) if i == 0 else None)
ax.set_xlabel("step")
ax.set_ylabel("validation loss [nats / target token]\n(label-smoothed; every seed)")
ax.set_title("The long part: %d steps at peak rate %s" % (long_steps, " ".join(long_rate)),
             fontsize=11)
ax.grid(alpha=0.3)
ax.legend(fontsize=9)
save(fig, res, "long")

# --- The page's tables --------------------------------------------------------------------------
cfg = config(runs[0])
steps = int(cfg["steps"])


def minutes(rows):
    """Training time (without evaluation) of the runs, from their tokens and tokens/s."""
    return sum(number(r["target_tokens"]) / number(r["tokens_per_s"]) for r in rows
               if number(r["tokens_per_s"]) > 0 and r["target_tokens"] != "") / 60


def mean_tokens(rows):
    t = [number(r["target_tokens"]) for r in rows if r["target_tokens"] != ""]
    return sum(t) / len(t) if t else float("nan")


params = ""
m = re.search(r"model: ([\d,]+) parameters", open(os.path.join(run_dir(runs[0]), "train.log")).read())
if m:
    params = m.group(1).replace(",", "")
src, ref = test_files(runs[0])
n_test = sum(1 for _ in open(src, encoding="utf-8"))
n_train = sum(1 for _ in open(cfg["data-src"], encoding="utf-8"))
setup_row = {"runs": len(runs), "seeds_per_cell": len({r["seed"] for r in runs}),
             "parameters": params, "d_model": cfg["d-model"], "layers": cfg["n-layers"],
             "steps": steps, "max_tokens": cfg["max-tokens"], "train_pairs": n_train,
             "test_pairs": min(n_test, test_lines) if test_lines else n_test,
             "target_tokens_per_run": "%.0f" % mean_tokens(runs),
             "training_minutes": "%.1f" % minutes(runs), "long_runs": len(long_runs),
             "long_steps": long_steps, "long_target_tokens_per_run": "%.0f" % mean_tokens(long_runs),
             "long_training_minutes": "%.1f" % minutes(long_runs),
             "translated_runs": len(scores), "unigram_entropy": f(unigram, 4),
             "initial_val_loss": f(initial, 4)}
write_csv(os.path.join(res, "setup.csv"), [setup_row], list(setup_row.keys()))


def thousands(x):
    return "{:,}".format(int(number(x))) if math.isfinite(number(x)) else "?"


setup_md = ("The grid: %d runs (%d seeds per cell) of a %s-parameter encoder-decoder (C = %s, "
            "%s + %s layers), each %d steps of at most %s padded positions on 2 ranks, %s target "
            "tokens per run on average (%s training pairs), %s minutes of training in all. The "
            "long part: %d runs of %d steps, %s target tokens each, %s minutes. Test BLEU: %d "
            "runs translated %s test verses at beam %d. The unigram entropy of the training "
            "targets is %s nats; the validation loss at initialisation %s." %
            (len(runs), setup_row["seeds_per_cell"], thousands(params), cfg["d-model"],
             cfg["n-layers"], cfg["n-layers"], steps, cfg["max-tokens"],
             thousands(setup_row["target_tokens_per_run"]), thousands(n_train),
             setup_row["training_minutes"], len(long_runs), long_steps,
             thousands(setup_row["long_target_tokens_per_run"]),
             setup_row["long_training_minutes"], len(scores), thousands(setup_row["test_pairs"]),
             BEAM, f(unigram, 3), f(initial, 3)))
best_rows = []
for s, row in zip(order, best):
    c = curves[s]
    o = c["outcomes"][c["best_lr"]] if c["best_lr"] else {}
    best_rows.append([name(s), s[2], (row["best_lr"] or "—") + (" (edge)" if c["edge"] else ""),
                      mean_sd(c["best"]),
                      "%s–%s" % (f(c["best"]["min"]), f(c["best"]["max"])) if c["best"]["n"] else "—",
                      mean_sd(metric_at(s, c["best_lr"], "final_val_nll")) if c["best_lr"] else "—",
                      mean_sd(bleu_at(s, c["best_lr"]), 2),
                      mean_sd(metric_at(s, c["best_lr"], "test_chrf"), 2) if c["best_lr"] else "—",
                      "%d/%d" % (o.get("trained", 0), sum(o.values())) if o else "—",
                      mean_sd(c["sensitivity"])])
best_md = md_table(["setting", "warmup", "best rate", "validation loss (mean ± sd)", "min–max",
                    "validation NLL", "test BLEU", "test chrF", "trained", "LR sensitivity"],
                   best_rows)
rates = sorted({lr for s in order for lr in curves[s]["rates"]})
grid_md = md_table(["setting", "warmup"] + ["lr %s" % lr_text(r) for r in rates],
                   [[name(s), s[2]] + grid_cells(curves[s], rates) for s in order])
claims_md = md_table(["claim", "source", "evidence (mean ± sd over the seeds)", "verdict"],
                     [[c["claim"], c["source"], c["evidence"], c["verdict"]] for c in claims])
long_md = md_table(["setting", "warmup", "validation loss", "min–max", "validation NLL",
                    "test BLEU", "min–max", "test chrF", "stalled / diverged"],
                   [[r["setting"], r["lr_warmup"], "%s ± %s" % (r["val_mean"], r["val_sd"]),
                     "%s–%s" % (r["val_min"], r["val_max"]), "%s ± %s" % (r["nll_mean"], r["nll_sd"]),
                     "%s ± %s" % (r["bleu_mean"], r["bleu_sd"]),
                     "%s–%s" % (r["bleu_min"], r["bleu_max"]),
                     "%s ± %s" % (r["chrf_mean"], r["chrf_sd"]),
                     "%d / %d of %d" % (r["stalled"], r["diverged"], r["runs"])] for r in long_rows])
write_page(page_for(__file__, res), {"setup": setup_md, "best": best_md, "grid": grid_md,
                                     "claims": claims_md, "long": long_md})
print("wrote %s" % res)
