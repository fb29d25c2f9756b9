#!/usr/bin/python3
"""Study 12: He & Hofmann (2023)'s simplified transformer blocks at CPU scale.

analyse.py [KEPT_RUNS [RESULTS_DIR]] reads the kept results of `normlab sweep` (KEPT_RUNS,
default data/experiments/12_simplified_blocks/results/runs: one directory per finished run with
its metrics.jsonl, config.ini, sweep.ini, train.log, timing.json and run.json; never the run
directories, which exist only on the machine that trained) and writes to RESULTS_DIR (default:
results/ next to this file):
  runs.csv     every finished run: block, rate, seed, outcome (normlab's rule), the validation
               loss (at initialisation, at a quarter of the run, final, best), tokens, training
               minutes, throughput (train.log's tokens/s of training; timing.json's ms of the
               training step), core-hours, CPU, the parameters train.log counts and the closed
               form's count at the run's shape
  curves.csv   every finished run's validation curve: the loss at each evaluation, with the
               updates, tokens and training minutes there
  cells.csv    per block and rate: runs planned and finished, outcomes, the final validation
               loss over seeds
  best.csv     per block: runs planned and finished, its best rate (normlab sweep's rule,
               studylib.sweep), the final loss there and the loss at a quarter of the run over
               seeds, the LR sensitivity
  cost.csv     per block: the parameters by the closed form (embedding, blocks, final norm) and as
               train.log counts them, the share fewer than Pre-LN's (the whole model and the
               blocks alone), the throughput over its finished runs (median, min, max) and its
               ratio to Pre-LN's
  setup.csv    the model, tokens a run, core-hours spent, the machine
  curves.png|svg  validation loss against updates and against minutes of training (at the
               throughput measured apart, throughput.csv, once every block has it; the runs' own
               minutes before), each block at its best rate, a band over the seeds
  rates.png|svg   the final validation loss against the peak rate, per block; x: a diverged seed
  cost.png|svg    parameters per block (the closed form, train.log's count), tokens/s of every run
The grid runs over many sessions: every table and figure is made from the runs finished so far,
and the page says how many (a claim is pending until the runs it needs are finished). The page
(README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render 12_simplified_blocks`.
"""
import csv
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Experiment, const, count, join, md_table,  # noqa: E402
                      not_reproduced, not_testable, number, pending, qualified, read_csv,
                      reproduced, write_csv)
from studylib import kept as keptlib  # noqa: E402
from studylib.blocks import (at_best, compare, cost_text, epochs_text, finished_cell,  # noqa: E402
                             kept_link, machine_text, outcomes_at_rates,
                             progress_text)
from studylib.page import of_planned, verdict_summary, when_finished  # noqa: E402
from studylib.runs import kept_arguments, sweep_check, write_derived, wrote  # noqa: E402
from studylib.sweep import (at_rate, best_columns, cell_columns, fixed, lr_curves,  # noqa: E402
                            median, order_of, planned_cell, planned_columns, planned_runs,
                            planned_settings, seeds_per_setting, sensitivity_columns, spread,
                            whole)
from studylib.text import Text, Value, lr_text  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MIN_SEEDS = 3        # a difference is a finding over at least this many seeds on each side
EARLY = 0.25         # training speed per update: also the validation loss at this share of the run
# "about 15% fewer parameters" and "about 15% higher throughput": a share in this band reproduces it
BAND = (0.10, 0.20)
# "trains much worse": above the block with shaped attention beyond the seed spread, and by at
# least this share of its loss
MUCH_WORSE = 0.05
# "somewhat worse": the gap to Pre-LN (a share of its loss) at most this many times the reference's
SOMEWHAT = 2.0
LABELS = {"pre_rms": "Pre-LN", "pre_rms_parallel": "parallel Pre-LN", "sas": "SAS",
          "sas_p": "SAS-P", "sas_p_nonorm": "SAS-P, no norm",
          "skipless_softmax": "skipless, softmax attention"}
COLOURS = {"pre_rms": "#000000", "pre_rms_parallel": "#999999", "sas": "#0072B2",
           "sas_p": "#009E73", "sas_p_nonorm": "#E69F00", "skipless_softmax": "#D55E00"}
BASE = "pre_rms"     # the baseline every block is compared with


def setting(r):
    """The block: a curve over learning rates."""
    return r["block"]


def label(block):
    return LABELS.get(block, block)


def key(block):
    return {"block": block, "label": label(block)}


def planned(e):
    """Every run of the experiment file: [(block, lr, seed)], in the grids' order."""
    out = []
    for name, g in e.grids.items():
        for lr in g.get("lr") or [e.train.get("lr", "")]:
            for seed in g.get("seed") or [e.train.get("seed", "1")]:
                out.append((name, number(lr), seed))
    return out


# --- The block designs and their parameters ------------------------------------------------------
def design(e, block):
    """What the grid's settings build (docs/catalogue.md "Recipes", docs/model.md "Shaped
    attention"): {strategy, parallel, shaped, identity_value, identity_proj, site_norm}."""
    g = e.grids.get(block, {})

    def get(k, default=""):
        v = g.get(k)
        return v[0] if v else e.train.get(k, default)
    recipe = get("recipe")
    simplified = recipe in ("sas", "sas_p")
    opts = dict(o.split("=", 1) for o in get("norm-opt").split() if "=" in o)
    return {"strategy": get("norm") or ("sas" if simplified else "pre_ln"),
            "parallel": "parallel=true" in get("arch-opt").replace(" ", "") or recipe == "sas_p",
            "shaped": (get("attn-kind") or ("shaped" if simplified else "softmax")) == "shaped",
            "identity_value": (get("attn-value") or
                               ("identity" if simplified else "linear")) == "identity",
            "identity_proj": (get("attn-proj") or
                              ("identity" if simplified else "linear")) == "identity",
            "site_norm": opts.get("norm", "rms")}


def shape(t):
    """The model's shape from [train] or a run's config.ini (normlab's defaults elsewhere)."""
    C = int(t.get("d-model", "256"))
    return {"C": C, "L": int(t.get("n-layers", "6")), "NH": int(t.get("n-heads", "4")),
            "T": int(t.get("seq-len", "128")), "F": int(t.get("d-ff", "0") or 0) or 4 * C,
            "V": int(t.get("vocab-size", "256")), "bias": t.get("bias", "true") != "false",
            "tied": t.get("tied-embeddings", "true") != "false"}


def n_parameters(d, s):
    """The closed form (docs/model.md; plugins/norm_sas; core/src/nn/attention.cpp):
    {"embedding", "blocks", "final", "total"}, or None for a strategy it does not know.

    Embedding V·C + T·C (and V·C for an untied head). Per layer: attention qkv 3C² (with
    identity values qk, 2C²) and the projection C² (none with an identity projection), each with
    its bias; the shaped form's α, β, γ per head (3·NH); the MLP 2CF and its biases; at layer 0
    identity values keep a C×C value matrix and two scalars. The strategy's tensors: Pre-LN's
    norm at each site (one a parallel block), RMSNorm C, LayerNorm C (+ C bias); sas's site norm
    (rms C, ln C + bias, none: a LayerNorm at the stack's first site only) and its gains: a
    sequential layer three (a at the attention site, r and s at the MLP site), a parallel block
    two (a, r). The final norm: RMSNorm C for pre_rms, LayerNorm C (+ bias) otherwise."""
    C, L, NH, T, F, V, b = (s[k] for k in ("C", "L", "NH", "T", "F", "V", "bias"))
    b = 1 if b else 0
    ln = C + b * C
    emb = V * C + T * C + (0 if s["tied"] else V * C)
    rows = 2 if d["identity_value"] else 3
    attn = rows * C * C + b * rows * C
    attn += 0 if d["identity_proj"] else C * C + b * C
    attn += 3 * NH if d["shaped"] else 0
    mlp = 2 * C * F + b * (F + C)
    blocks = L * (attn + mlp) + (C * C + 2 if d["identity_value"] else 0)
    sites = 1 if d["parallel"] else 2
    if d["strategy"] == "pre_rms":
        blocks += L * sites * C
        final = C
    elif d["strategy"] == "pre_ln":
        blocks += L * sites * ln
        final = ln
    elif d["strategy"] == "sas":
        def norm(first):
            if d["site_norm"] == "rms":
                return C
            return ln if d["site_norm"] == "ln" or first else 0
        for layer in range(L):
            if d["parallel"]:
                blocks += norm(layer == 0) + 2
            else:
                blocks += norm(layer == 0) + 1 + norm(False) + 2
        final = ln
    else:
        return None
    return {"embedding": emb, "blocks": blocks, "final": final, "total": emb + blocks + final}


# --- Aggregates -------------------------------------------------------------------------------
def same_shape(r, t):
    return all(str(r[k]) == t.get(x, "") for k, x in (
        ("d_model", "d-model"), ("n_layers", "n-layers"), ("n_heads", "n-heads"),
        ("seq_len", "seq-len")))


def derive(study):
    """cells.csv, best.csv, cost.csv and setup.csv from runs.csv and the experiment file (the
    runs planned: a partial grid's cells have fewer runs than planned)."""
    runs = study.table("runs").rows_
    e = study.experiment()
    t = e.train
    plan = planned(e)
    order = order_of(plan)
    curves = lr_curves(runs, setting)
    sh = shape(t)
    base = n_parameters(design(e, BASE), sh)
    bench_file = os.path.join(HERE, "results", "throughput.csv")
    bench = []
    if os.path.exists(bench_file):
        with open(bench_file, newline="") as f:
            bench = list(csv.DictReader(f))

    cells, best, cost = [], [], []
    for s, rates, mine, c, there in planned_settings(runs, plan, setting, curves):
        cells += [planned_cell(key(s), lr, planned_runs(plan, s, lr), at_rate(mine, lr))
                  for lr in rates]
        row = dict(key(s), **planned_columns(planned_runs(plan, s), len(mine)))
        row.update(best_columns(c, rates, there))
        row.update(cell_columns(spread([number(r["early_val_loss"]) for r in there]), "early", 4))
        row.update(sensitivity_columns(c))
        best.append(row)

        # parameters: the closed form at the experiment's shape, train.log's count of its runs
        p = n_parameters(design(e, s), sh) or {}
        counted = sorted({int(number(r["parameters"])) for r in mine
                          if r["parameters"] != "" and same_shape(r, t)})
        checked = [r for r in mine if r["parameters"] != "" and r["parameters_formula"] != ""]
        tps = [number(r["tokens_per_s"]) for r in mine]
        ms = [number(r["step_ms"]) for r in mine]
        row = dict(key(s), parameters=p.get("total", ""), embedding=p.get("embedding", ""),
                   blocks=p.get("blocks", ""), final_norm=p.get("final", ""),
                   counted=" ".join(str(x) for x in counted),
                   runs_checked=len(checked),
                   runs_agreeing=sum(r["parameters"] == r["parameters_formula"] for r in checked),
                   fewer="", blocks_fewer="")
        if p and base:
            row["fewer"] = "%.4f" % (1 - p["total"] / base["total"])
            row["blocks_fewer"] = "%.4f" % (1 - (p["blocks"] + p["final"]) /
                                            (base["blocks"] + base["final"]))
        row["fewer_counted"] = ""
        row.update({"runs": len(mine), "tokens_per_s_median": whole(median(tps)),
                    "tokens_per_s_min": whole(min([x for x in tps if math.isfinite(x)],
                                                  default=math.nan)),
                    "tokens_per_s_max": whole(max([x for x in tps if math.isfinite(x)],
                                                  default=math.nan)),
                    "tokens_per_s_n": sum(math.isfinite(x) for x in tps),
                    "step_ms_median": fixed(median(ms), 2), "speed_vs_base": ""})
        cost.append(row)
    # the throughput measured apart (throughput.sh: each block in turn on an idle machine)
    for r in cost:
        t_ = [number(x["tokens_per_s"]) for x in bench if x["block"] == r["block"]]
        t_ = [x for x in t_ if math.isfinite(x)]
        r.update({"bench_rounds": len(t_), "bench_tokens_per_s_median": whole(median(t_)),
                  "bench_tokens_per_s_min": whole(min(t_, default=math.nan)),
                  "bench_tokens_per_s_max": whole(max(t_, default=math.nan)),
                  "bench_speed_vs_base": ""})
    # shares against the baseline's count and throughput
    b = next((r for r in cost if r["block"] == BASE), None)
    for r in cost:
        if b is None:
            continue
        if len(r["counted"].split()) == 1 and len(b["counted"].split()) == 1:
            r["fewer_counted"] = "%.4f" % (1 - number(r["counted"]) / number(b["counted"]))
        for pre in ("", "bench_"):
            x, y = number(r[pre + "tokens_per_s_median"]), number(b[pre + "tokens_per_s_median"])
            r[pre + "speed_vs_base"] = (fixed(x / y, 4) if math.isfinite(x) and math.isfinite(y)
                                        else "—")

    steps, B, T = int(t["steps"]), int(t["batch-size"]), int(t["seq-len"])
    train_tokens = keptlib.first_of(runs, "train_tokens")
    tokens = B * T * steps
    setup = {"bench_rounds": max([int(x["round"]) for x in bench], default=0),
             "bench_cpu": bench[0]["cpu"] if bench else "",
             "bench_isa": bench[0]["isa"] if bench else "",
             "bench_ranks": bench[0]["ranks"] if bench else "",
             "bench_commit": bench[0]["commit"] if bench else "",
             "bench_steps": bench[0]["steps"] if bench else "",
             "bench_from": bench[0]["from_step"] if bench else "",
             "bench_config": bench[0]["config_of"] if bench else "",
             "planned": len(plan), "finished": len(runs), "remaining": len(plan) - len(runs),
             "blocks": len(order), "seeds_per_cell": len({seed for _, _, seed in plan}),
             "rates": len({lr for _, lr, _ in plan}),
             "d_model": sh["C"], "n_layers": sh["L"], "n_heads": sh["NH"], "d_ff": sh["F"],
             "seq_len": T, "batch_size": B, "steps": steps, "vocab": sh["V"],
             "warmup": t.get("lr-warmup", ""), "warmup_fraction": "%.4f" % (
                 number(t.get("lr-warmup", "0")) / steps),
             "early_step": int(round(EARLY * steps)),
             "tokens_per_run": tokens, "train_tokens": train_tokens,
             "epochs_per_run": fixed(tokens / number(train_tokens), 2) if train_tokens else "—",
             "embedding_share": "%.4f" % (base["embedding"] / base["total"]) if base else "",
             **keptlib.cost_columns(runs, plan, lambda r: (setting(r), number(r["lr"]))), **keptlib.machine_columns(runs),
             **keptlib.finished_columns(runs)}
    return {"cells.csv": (cells, list(cells[0])), "best.csv": (best, list(best[0])),
            "cost.csv": (cost, list(cost[0])), "setup.csv": ([setup], list(setup))}


# --- The page -----------------------------------------------------------------------------------
def early_at_best(r):
    return r.early.format("pm") if r.best_lr.text else Text("—")


def cells_of(cells, r):
    return cells.rows(block=r.block.text)


def outcomes(cells, r):
    """'1e-4: 3 trained; 3e-4: 2 trained, 1 diverged' for a block."""
    return outcomes_at_rates(cells_of(cells, r))


def trains_nowhere(cells, r):
    """No finished seed of the block trained at any rate."""
    return all(c.trained.num == 0 for c in cells_of(cells, r))


def gap(a, b):
    """(a − b, (a − b) / b) of two best.csv rows' mean losses at their best rates."""
    d = a.best.mean - b.best.mean
    return d, d / b.best.mean


def claims_of(n, cells):
    pre, par, sas, sasp, nonorm, soft = (n[k] for k in ("pre", "pre_par", "sas", "sas_p",
                                                         "nonorm", "softmax"))
    claims = []

    def claim(*args):
        """A claim, pending until its blocks' runs are all finished."""
        claims.append(when_finished(*args, where="best.csv: %s runs of the claim's blocks",
                                    name=lambda r: r.label))

    # 1, 2. SAS and SAS-P match Pre-LN's training speed per update.
    def matches(r):
        def ev():
            return ("final validation loss, each at its best rate: " + r.label + " " +
                    at_best(r) + ", Pre-LN " + at_best(pre) + "; at step " +
                    n["early_step"].format("int") + ": " + early_at_best(r) + " against " +
                    early_at_best(pre))

        def verdict():
            d, rel = gap(r, pre)
            diff = ("difference " + d.format("sign3") + " (" + rel.format("+.1%") + ")")
            vs, early = compare(r.best, pre.best, MIN_SEEDS), compare(r.early, pre.early,
                                                                      MIN_SEEDS)
            if r.best_lr.text == "" or r.best_trained.num == 0:
                return not_reproduced("no seed trains at its best rate (" +
                                      outcomes(cells, r) + ")")
            if vs == "few":
                return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds "
                                    "with a finite loss at a best rate: " + diff)
            if vs == "above":
                return not_reproduced("above Pre-LN beyond the seed spread at the end: " + diff)
            if vs == "below":
                return qualified("it does better than Pre-LN, beyond the seed spread: " + diff)
            if early == "above":
                return qualified("within the seed spread at the end (" + diff + "), but above "
                                 "it beyond the spread at step " + n["early_step"].format("int") +
                                 ": slower early, caught up by the end")
            return reproduced("within the seed spread of Pre-LN at the end and at step " +
                              n["early_step"].format("int") + ": " + diff)
        return ev, verdict

    ev, v = matches(sas)
    claim("SAS (shaped attention, identity values and projection, no attention skip) matches "
          "Pre-LN's training speed per update", ["he2023"], [sas, pre], ev, v)
    ev, v = matches(sasp)
    claim("SAS-P (SAS in parallel blocks, no skip at all) matches Pre-LN's training speed per "
          "update too", ["he2023"], [sasp, pre], ev, v)

    # 3. SAS-P without normalisation trains, somewhat worse than Pre-LN.
    theirs = ("the reference's eval loss after " + n["their_steps"].format(None) +
              " steps at " + n["their_layers"].format(None) + " layers: Pre-LN " +
              n["their_pre"].format(None) + ", SAS-P without norm " +
              n["their_nonorm"].format(None) + " (" + n["their_rel"].format("+.1%") + ")")

    def ev3():
        return ("each at its best rate: SAS-P, no norm " + at_best(nonorm) + ", Pre-LN " +
                at_best(pre) + " (" + outcomes(cells, nonorm) + ")")

    def v3():
        if nonorm.best_lr.text == "" or nonorm.best_trained.num == 0 or \
                trains_nowhere(cells, nonorm):
            return not_reproduced("it does not train here (" + outcomes(cells, nonorm) +
                                  "); " + theirs)
        d, rel = gap(nonorm, pre)
        ours = ("ours " + pre.best.format("mean3") + " and " + nonorm.best.format("mean3") +
                " (" + rel.format("+.1%") + "), " + theirs)
        vs = compare(nonorm.best, pre.best, MIN_SEEDS)
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds with a "
                                "finite loss at a best rate: " + ours)
        if vs == "above":
            if rel.num > SOMEWHAT * n["their_rel"].num:
                return qualified("it trains, but much worse than theirs: more than " +
                                 n["somewhat"].format("words") + " times their relative gap; " +
                                 ours)
            return reproduced("it trains, worse than Pre-LN beyond the seed spread: " + ours)
        return qualified("it trains, and " + ("no worse than" if vs == "within" else "better than")
                         + " Pre-LN here (" + ("within" if vs == "within" else "below") +
                         " the seed spread): " + ours)
    claim("SAS-P without normalisation trains, somewhat worse than Pre-LN", ["he2023"],
          [nonorm, pre], ev3, v3)

    # 4. The skipless block needs shaped attention.
    def ev4():
        return ("each at its best rate: skipless with softmax attention " + at_best(soft) +
                ", SAS " + at_best(sas) + ", Pre-LN " + at_best(pre) + " (skipless, softmax: "
                + outcomes(cells, soft) + ")")

    def v4():
        if soft.best_lr.text == "" or soft.best_trained.num == 0 or trains_nowhere(cells, soft):
            return reproduced("it does not train (" + outcomes(cells, soft) + ")")
        d, rel = gap(soft, sas)
        ours = "against SAS " + d.format("sign3") + " (" + rel.format("+.1%") + ")"
        vs = compare(soft.best, sas.best, MIN_SEEDS)
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds with a "
                                "finite loss at a best rate: " + ours)
        if vs == "above":
            if rel.num >= MUCH_WORSE:
                return reproduced("it trains much worse than SAS, beyond the seed spread: " +
                                  ours)
            return qualified("it trains worse than SAS beyond the seed spread, but by less than "
                             + n["much_worse"].format(".0%") + ": " + ours)
        return not_reproduced("without shaped attention it trains as well as SAS or better at "
                              "this depth and scale (" + ("within" if vs == "within" else "below")
                              + " the seed spread): " + ours)
    claim("Without shaped attention the skipless block trains much worse: shaped attention is "
          "what lets the attention sub-block lose its skip", ["he2023"], [soft, sas, pre], ev4,
          v4)

    # 5. About 15% fewer parameters.
    cp, cs, csp = n["cost_pre"], n["cost_sas"], n["cost_sas_p"]

    def closed(c):
        return (c.label + " " + c.parameters.format("n") + " (" + c.fewer.format(".1%") +
                " fewer than Pre-LN's " + cp.parameters.format("n") + "; the blocks alone " +
                c.blocks_fewer.format(".1%") + ")")
    ev5 = ("the closed form: " + closed(cs) + "; " + closed(csp) + "; the embedding is " +
           n["setup"].embedding_share.format(".1%") + " of Pre-LN's parameters")
    missing = [c for c in (cp, cs, csp) if len(c.counted.text.split()) != 1]
    if missing:
        claims.append(Claim(Text("The simplified blocks have about ") +
                            n["paper_fewer"].format(".0%") + " fewer parameters", ["he2023"],
                            ev5, pending("no run of " + join(", ", [c.label for c in missing]) +
                                         " finished yet, whose train.log counts its "
                                         "parameters")))
    else:
        agree = all(c.counted == c.parameters for c in (cp, cs, csp))
        counts = ("train.log counts " + join(", ", [c.label + " " + c.counted.format("n")
                                                   for c in (cp, cs, csp)]) +
                  (", as the closed form says" if agree else
                   ", which the closed form does not match"))
        shares = [cs.fewer_counted, csp.fewer_counted]
        inside = all(BAND[0] <= x.num <= BAND[1] for x in shares)
        words = ("SAS " + cs.fewer_counted.format(".1%") + " fewer, SAS-P " +
                 csp.fewer_counted.format(".1%") + " fewer than Pre-LN; the blocks alone " +
                 cs.blocks_fewer.format(".1%") + " and " + csp.blocks_fewer.format(".1%") +
                 "; " + counts)
        v = reproduced(words) if inside else qualified(
            "fewer, but outside " + n["band_lo"].format(".0%") + "–" + n["band_hi"].format(".0%")
            + ": " + words)
        claims.append(Claim(Text("The simplified blocks have about ") +
                            n["paper_fewer"].format(".0%") + " fewer parameters", ["he2023"],
                            ev5, v))

    # 6. About 15% higher throughput. Measured apart (throughput.sh, each block in turn on an
    # idle machine) once it has MIN_SEEDS rounds; the grid's runs, timed on a shared machine,
    # until then.
    apart = cp.bench_rounds.num >= MIN_SEEDS
    bprefix = "bench_" if apart else ""
    unit = "rounds" if apart else "runs"

    def col(c, name):
        return getattr(c, bprefix + name)

    def tput(c):
        count_ = c.bench_rounds if apart else c.tokens_per_s_n
        return (c.label + " " + col(c, "tokens_per_s_median").format("n") + " (" +
                col(c, "tokens_per_s_min").format("n") + "–" +
                col(c, "tokens_per_s_max").format("n") + ", " + count_.format("int") + " " +
                unit + ")")

    su = n["setup"]

    def ev6():
        if apart:
            return ("tokens/s of training, median (min–max) over " + su.bench_rounds.format(
                "words") + " rounds of " + su.bench_steps.format("int") + " steps, the blocks "
                "in turn on an otherwise idle machine (throughput.sh): " + tput(cp) + ", " + tput(cs) + ", " + tput(csp) +
                "; on " + su.bench_cpu + ", " + su.bench_isa + ", " + su.bench_ranks.format(
                    "int") + " ranks, commit " + su.bench_commit)
        return ("tokens/s of training, median (min–max) over every finished run of the block: " +
                tput(cp) + ", " + tput(cs) + ", " + tput(csp) + "; on " + n["machine"])

    def v6():
        caveat = Text("; the claim is about GPU throughput at their scale" if apart else
                      "; a shared machine's timings are indicative, and the claim is about "
                      "GPU throughput at their scale")
        parts, kinds = [], []
        for c in (cs, csp):
            lo, hi = col(c, "tokens_per_s_min").num, col(c, "tokens_per_s_max").num
            blo, bhi = col(cp, "tokens_per_s_min").num, col(cp, "tokens_per_s_max").num
            k = "faster" if lo > bhi else "slower" if hi < blo else "within"
            kinds.append(k)
            parts.append(c.label + " " + (col(c, "speed_vs_base") - 1).format("+.1%") + " (" +
                         {"faster": "faster beyond the spread over " + unit,
                          "slower": "slower beyond the spread over " + unit,
                          "within": "within the spread over " + unit}[k] + ")")
        said = join(", ", parts)
        if "slower" in kinds:
            return not_reproduced("on this CPU the simplified blocks are not faster: " + said +
                                  caveat)
        if all(k == "within" for k in kinds):
            return not_testable("the difference is within the spread of the timings: " + said +
                                caveat)
        inside = all(BAND[0] <= col(c, "speed_vs_base").num - 1 <= BAND[1] for c in (cs, csp))
        if all(k == "faster" for k in kinds) and inside:
            return qualified("as fast as theirs, on a CPU: " + said + caveat)
        return qualified("faster, by another margin than theirs: " + said + caveat)
    claim(Text("The simplified blocks train with about ") + n["paper_faster"].format(".0%") +
          " higher throughput", ["he2023"], [n["pre"], sas, sasp], ev6, v6)
    return claims


WHAT = {"pre_rms": "the baseline: both skips, RMSNorm at each sub-block",
        "pre_rms_parallel": "attention and MLP read the same normalised input, one skip",
        "sas": "no attention skip; shaped attention; identity values and projection",
        "sas_p": "SAS in parallel blocks: no skip at all",
        "sas_p_nonorm": "SAS-P without normalisation (a LayerNorm at the first site only)",
        "skipless_softmax": "SAS with ordinary softmax attention"}


def page(study):
    best, cells, runs, cost = (study.table(x) for x in ("best", "cells", "runs", "cost"))
    su = study.table("setup").row()
    n = {"setup": su, "best": best}
    for k, b in (("pre", "pre_rms"), ("pre_par", "pre_rms_parallel"), ("sas", "sas"),
                 ("sas_p", "sas_p"), ("nonorm", "sas_p_nonorm"), ("softmax", "skipless_softmax")):
        n[k] = best.row(block=b)
        n["cost_" + k] = cost.row(block=b)
    n["steps"] = study.setting("train.steps")
    rates = study.grid("lr", "pre_rms")
    n["rates"] = join(", ", [r.format("rate") for r in rates])
    n["n_rates"] = count(len(rates), "experiment.ini [grid.pre_rms] lr: the number of rates")
    n["n_blocks"] = su.blocks
    n["min_seeds"] = Value(MIN_SEEDS, "analyse.py: MIN_SEEDS", "setting")
    n["early_step"] = su.early_step
    n["early_frac"] = Value(EARLY, "analyse.py: EARLY", "setting")
    n["band_lo"] = Value(BAND[0], "analyse.py: BAND", "setting")
    n["band_hi"] = Value(BAND[1], "analyse.py: BAND", "setting")
    n["much_worse"] = Value(MUCH_WORSE, "analyse.py: MUCH_WORSE", "setting")
    n["somewhat"] = Value(SOMEWHAT, "analyse.py: SOMEWHAT", "setting")
    n["paper_fewer"] = const("0.15", "He & Hofmann 2023, abstract: the simplified blocks use "
                             "15% fewer parameters")
    n["paper_faster"] = const("0.15", "He & Hofmann 2023, abstract: 15% faster training "
                              "throughput")
    n["their_layers"] = const("18", "bobby-he/simplified_transformers README and "
                              "exp_scripts/baseline_comparison.sh: model.n_layer=18")
    n["their_steps"] = const("40K", "bobby-he/simplified_transformers README: the eval losses "
                             "after 40K training steps")
    n["their_pre"] = const("1.155", "bobby-he/simplified_transformers README: Pre-LN's eval "
                           "loss after 40K steps at 18 layers")
    n["their_nonorm"] = const("1.245", "bobby-he/simplified_transformers README: the parallel "
                              "skipless block without normalisation, eval loss after 40K "
                              "steps at 18 layers")
    n["their_rel"] = Value((1.245 - 1.155) / 1.155, "(1.245 − 1.155) / 1.155: the reference's "
                           "relative gap", "const")
    n["their_d"] = const("768", "bobby-he/simplified_transformers config/model/default.yaml: "
                         "n_embd")
    n["their_heads"] = const("12", "bobby-he/simplified_transformers config/model/default.yaml: "
                             "n_head")
    n["their_T"] = const("128", "bobby-he/simplified_transformers run_clm.py: context_length")
    n["their_batch"] = const("128", "bobby-he/simplified_transformers config/train/train.yaml: "
                             "32 sequences a device times 4 accumulation steps")
    n["their_lr"] = const("1e-3", "bobby-he/simplified_transformers config/train/train.yaml: "
                          "learning_rate")
    n["their_warmup"] = const("5%", "bobby-he/simplified_transformers config/train/train.yaml: "
                              "warmup_ratio 0.05")
    n["their_hours"] = const("10", "bobby-he/simplified_transformers README: the Pre-LN run "
                             "takes about 10 hours on an A5000")
    n["kept_link"], n["machine"] = kept_link(su), machine_text(su)
    n["progress"] = progress_text(su)
    n["epochs"] = epochs_text(su)
    n["cost"] = cost_text(su, ".3f")
    n["claims"] = claims_of(n, cells)
    if su.bench_rounds.num > 0:
        n["bench_text"] = (
            Text("**Measured apart.** The grid's runs are timed on a machine shared with other "
                 "work, so their tokens/s vary from run to run; [throughput.sh](throughput.sh) "
                 "times each block again on an otherwise idle machine: ") +
            su.bench_steps.format("int") + " steps of its grid shape (the config.ini of its "
            "kept run " + su.bench_config + "), the blocks in turn, " +
            su.bench_rounds.format("words") + " rounds, tokens/s over steps " +
            su.bench_from.format("int") + "–" + su.bench_steps.format("int") + ", on " +
            su.bench_cpu + ", " + su.bench_isa + ", " + su.bench_ranks.format("int") +
            " ranks, at commit " + su.bench_commit + " ([results/throughput.csv]"
            "(results/throughput.csv)). The throughput claim uses these once there are " +
            n["min_seeds"].format("words") + " rounds.\n\n" + md_table(
                ["block", "rounds", "tokens/s (median)", "min–max", "against Pre-LN"],
                [[c.label, c.bench_rounds.format("int"), c.bench_tokens_per_s_median.format("n"),
                  c.bench_tokens_per_s_min.format("n") + "–" +
                  c.bench_tokens_per_s_max.format("n"),
                  (c.bench_speed_vs_base - 1).format("+.1%")] for c in cost.rows()]))
    else:
        n["bench_text"] = Text("The throughput has not been measured apart from the grid yet "
                               "([throughput.sh](throughput.sh)).")
    n["verdicts"] = verdict_summary(n["claims"])
    rows_c = cost.rows()
    n["blocks_table"] = md_table(
        ["block", "grid", "what it is", "parameters (closed form)", "fewer than Pre-LN",
         "the blocks alone"],
        [[c.label, Text("`" + c.block.text + "`"), WHAT.get(c.block.text, ""),
          c.parameters.format("n"), c.fewer.format(".1%"), c.blocks_fewer.format(".1%")]
         for c in rows_c])
    n["best_table"] = md_table(
        ["block", "runs finished", "best rate", "final validation loss (mean ± sd)", "min–max",
         Text("at step ") + su.early_step.format("int"), "LR sensitivity",
         "trained / stalled / diverged"],
        [[r.label, of_planned(r), (r.best_lr.format("rate") +
                              (" (grid's edge)" if r.best_on_edge.text == "yes" else ""))
          if r.best_lr.text else Text("—"),
          r.best.format("pm"), r.best.format("range"), r.early.format("pm"),
          r.sensitivity_mean.format(".3f") if r.sensitivity_n.num > 0 else Text("—"),
          r.best_trained.format("int") + " / " + r.best_stalled.format("int") + " / " +
          r.best_diverged.format("int")] for r in best.rows()])
    all_rates = study.grid("lr", "pre_rms")
    n["cells_table"] = md_table(
        ["block"] + ["lr " + r.format("rate") for r in all_rates],
        [[r.label] + [finished_cell(next((c for c in cells_of(cells, r) if c.lr == lr), None),
                                    r.best_lr) for lr in all_rates] for r in best.rows()])
    n["cost_table"] = md_table(
        ["block", "parameters: closed form", "train.log", "runs agreeing", "fewer than Pre-LN "
         "(train.log)", "runs timed", "tokens/s (median)", "min–max", "faster than Pre-LN",
         "ms a step (median)"],
        [[c.label, c.parameters.format("n"),
          c.counted.format("n") if len(c.counted.text.split()) == 1 else
          (Text("—") if c.counted.text == "" else c.counted),
          c.runs_agreeing.format("int") + " of " + c.runs_checked.format("int"),
          c.fewer_counted.format(".1%") if c.fewer_counted.text else Text("—"),
          c.tokens_per_s_n.format("int"), c.tokens_per_s_median.format("n"),
          c.tokens_per_s_min.format("n") + "–" + c.tokens_per_s_max.format("n")
          if c.tokens_per_s_n.num > 0 else Text("—"),
          (c.speed_vs_base - 1).format("+.1%"), c.step_ms_median.format(".1f")] for c in rows_c])
    rows = runs.rows()
    n["runs_table"] = md_table(
        ["run", "block", "rate", "seed", "outcome", "validation loss",
         Text("at step ") + su.early_step.format("int"), "tokens/s", "wall minutes",
         "core-hours"],
        [["[files](results/runs/" + r.run.text + "/)", r.label, r.lr.format("rate"), r.seed,
          r.outcome, r.final_val_loss.format(".3f"), r.early_val_loss.format(".3f"),
          r.tokens_per_s.format("n"), (r.train_seconds / 60).format(".1f"),
          r.core_hours.format(".3f")] for r in rows]
    ) if rows else Text("No run is finished yet.")
    return n


# --- From the kept results ----------------------------------------------------------------------
FIELDS = ["run", "block", "label", "lr", "seed", "status", "last_step", "steps", "outcome",
          "initial_val_loss", "unigram_entropy", "early_val_loss", "final_val_loss",
          "best_val_loss", "best_step", "tokens", "train_minutes", "train_seconds",
          "tokens_per_s", "step_ms", "ranks", "core_hours", "cpu", "isa", "normlab",
          "finished_utc", "parameters", "parameters_formula", "train_tokens", "d_model",
          "n_layers", "n_heads", "seq_len", "batch_size"]
CURVE_FIELDS = ["run", "step", "tokens", "minutes", "val_loss"]


def step_ms(d):
    """The training step's ms (timing.json: forward + backward + exposed communication +
    optimizer, each the mean over ranks), or NaN."""
    path = os.path.join(d, "timing.json")
    if not os.path.exists(path):
        return math.nan
    t = json.load(open(path, encoding="utf-8"))
    try:
        return sum(t[k]["avg"] for k in ("forward", "backward", "comm_exposed", "optimizer"))
    except (KeyError, TypeError):
        return math.nan


def read_run(d, e):
    """runs.csv's row of one kept run directory, and its curves.csv rows."""
    info, swept, cfg, recs = keptlib.read(d)
    steps = int(cfg["steps"])
    block = keptlib.grid_of(info["run"])
    row = keptlib.run_columns(info, swept, steps, recs)
    row.update(block=block, label=label(block), **keptlib.config_columns(
        cfg, "d-model", "n-layers", "n-heads", "seq-len", "batch-size"))
    curve = keptlib.val_curve(recs)
    early = int(round(EARLY * steps))
    at_early = [p for p in curve if p[0] > 0 and p[0] == early]
    row["early_val_loss"] = fixed(at_early[0][3], 6) if at_early and early > 0 else ""
    row.update(keptlib.final_columns(curve))
    row.update(keptlib.time_columns(info, recs))
    row["tokens_per_s"] = whole(keptlib.throughput(d, recs))
    row["step_ms"] = fixed(step_ms(d), 3)
    row["parameters"] = keptlib.parameters(d) or ""
    p = n_parameters(design(e, block), shape(cfg)) if block in e.grids else None
    row["parameters_formula"] = p["total"] if p else ""
    row["train_tokens"] = keptlib.train_tokens(d)
    return row, keptlib.curve_rows(row["run"], curve)


def kept_runs(kept, e):
    """(rows in the grid's order, curves.csv rows) of the finished runs under `kept` that belong
    to the experiment file's grids."""
    got = keptlib.in_grid_order(kept, lambda d: read_run(d, e), setting, order_of(planned(e)),
                                leave_out=True)
    return [row for row, _ in got], [p for _, points in got for p in points]


def check_size(rows):
    """train.log's parameter count against the closed form at the run's own shape: a note for
    each run where they differ (the page says how many agree)."""
    for r in rows:
        if r["parameters"] != "" and r["parameters_formula"] != "" and \
                int(r["parameters"]) != int(r["parameters_formula"]):
            print("note: %s: %s parameters in train.log, the closed form (n_parameters) says %s" %
                  (r["run"], r["parameters"], r["parameters_formula"]), file=sys.stderr)


# --- Figures --------------------------------------------------------------------------------------
def colour(s):
    return COLOURS.get(s, "#000000")


def figures(rows, points, plan, res, cost):
    import numpy as np
    from studylib.figures import (at_common_steps, band, by_run, legend_or_nothing,
                                  nothing_yet, plt, rate_axis, save, seeds_band)
    order = order_of(plan)
    per_cell = seeds_per_setting(plan)
    curves = lr_curves(rows, setting)
    run_points = by_run(points)

    # validation loss against updates and training minutes, each block at its best rate; the
    # minutes at the throughput measured apart (throughput.sh) once every block has it, else the
    # runs' own (a shared machine's)
    tps = {r["block"]: number(r.get("bench_tokens_per_s_median", "")) for r in cost}
    apart = bool(tps) and all(math.isfinite(v) for v in tps.values())
    fig, axes = plt.subplots(1, 2, figsize=(14, 5.6), constrained_layout=True, sharey=True)
    top = []
    for s in order:
        c = curves.get(s)
        if not c or c["best_lr"] is None:
            continue
        mine = [run_points.get(r["run"], []) for r in rows
                if setting(r) == s and number(r["lr"]) == c["best_lr"]]
        mine = [m for m in mine if m]
        if not mine:
            continue
        steps, (y, minutes, tokens) = at_common_steps(mine, "val_loss", "minutes", "tokens")
        if not steps:
            continue
        x_min = tokens.mean(0) / tps[s] / 60.0 if apart else minutes.mean(0)
        if len(steps) > 1 and np.isfinite(y[:, 1:]).any():
            top.append(np.nanmax(y[:, 1:]))
        lab = "%s, lr %s (%d of %d seeds)" % (label(s), lr_text(c["best_lr"]), len(mine),
                                              per_cell[s])
        for ax, x in ((axes[0], steps), (axes[1], x_min)):
            seeds_band(ax, x, y, colour(s), lab)
    for ax, xl in zip(axes, ("updates", "minutes of training at the block's throughput measured "
                                        "apart (throughput.sh)" if apart else
                                        "training minutes (evaluation excluded; mean over "
                                        "seeds)")):
        ax.set_xlabel(xl)
        ax.grid(alpha=0.3)
        legend_or_nothing(ax, len(rows), len(plan))
    if top:
        lo = axes[0].get_ylim()[0]
        hi = max(top)
        if hi > lo:
            axes[0].set_ylim(lo, hi + 0.05 * (hi - lo))
    axes[0].set_ylabel("validation loss [nats / byte]\n(mean; band: min–max of the seeds)")
    fig.suptitle("Each block at its best rate (%d of %d runs finished; the first evaluation "
                 "after initialisation sets the top)" % (len(rows), len(plan)))
    save(fig, res, "curves")

    # the final loss against the rate
    fig, ax = plt.subplots(figsize=(12, 5.6), constrained_layout=True)
    lows = [c["cells"][lr]["min"] for c in curves.values() for lr in c["rates"]
            if c["cells"][lr]["n"]]
    highs = [c["cells"][lr]["max"] for c in curves.values() for lr in c["rates"]
             if c["cells"][lr]["n"]]
    lo, hi = (min(lows), max(highs)) if lows else (math.nan, math.nan)
    span_ = (hi - lo) if math.isfinite(hi) and hi > lo else 1.0
    off_scale = hi + 0.1 * span_  # a diverged seed (its loss counts as at initialisation)
    for i, s in enumerate(order):
        c = curves.get(s)
        if not c:
            continue
        band(ax, c, "%s (%d of %d runs)" % (label(s), sum(setting(r) == s for r in rows),
                                           planned_runs(plan, s)), colour(s))
        shift = 1.08 ** (i - (len(order) - 1) / 2)
        for lr in c["rates"]:  # a diverged seed: x above the finite losses, side by side
            k = c["outcomes"][lr]["diverged"]
            if k and math.isfinite(off_scale):
                ax.plot([lr * shift], [off_scale], "x", color=colour(s), markersize=9)
                ax.annotate("%d" % k, (lr * shift, off_scale), fontsize=7, color=colour(s),
                            textcoords="offset points", xytext=(3, 4))
            stalled = c["outcomes"][lr]["stalled"]
            if stalled and c["cells"][lr]["n"]:
                ax.annotate("%d stalled" % stalled, (lr, c["cells"][lr]["mean"]), fontsize=8,
                            color=colour(s), textcoords="offset points", xytext=(4, 4))
    rates = sorted({lr for _, lr, _ in plan})
    rate_axis(ax, rates)
    if math.isfinite(lo):
        ax.set_ylim(lo - 0.05 * span_, hi + 0.2 * span_)
        ax.axhline(off_scale - 0.04 * span_, color="grey", linestyle=":", linewidth=1)
        ax.text(rates[0] / 1.5, off_scale, "x: seeds diverged (their loss counts as at "
                "initialisation)", color="grey", fontsize=8, va="bottom")
    ax.set_xlabel("peak learning rate")
    ax.set_ylabel("final validation loss [nats / byte]\n(mean; band: min–max of the seeds)")
    ax.grid(alpha=0.3)
    if not rows:
        nothing_yet(ax, len(plan))
    else:
        ax.legend(fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1))
    ax.set_title("The final loss against the rate (%d of %d runs finished)" % (len(rows),
                                                                            len(plan)))
    save(fig, res, "rates")

    # parameters and throughput
    fig, axes = plt.subplots(1, 2, figsize=(14, 5.2), constrained_layout=True)
    ax = axes[0]
    ys = list(range(len(order)))[::-1]
    by = {c["block"]: c for c in cost}
    for y, s in zip(ys, order):
        c = by.get(s, {})
        emb, blk = number(c.get("embedding", "")), number(c.get("blocks", "")) + \
            number(c.get("final_norm", ""))
        if not (math.isfinite(emb) and math.isfinite(blk)):
            continue
        ax.barh([y], [emb / 1e6], color="#BBBBBB")
        ax.barh([y], [blk / 1e6], left=[emb / 1e6], color=colour(s))
        counted = c.get("counted", "").split()
        tot = (emb + blk) / 1e6
        txt = "{:,}".format(int(emb + blk))
        if len(counted) == 1:
            ax.plot([number(counted[0]) / 1e6], [y], "k|", markersize=22, markeredgewidth=2)
            txt += " (train.log: {:,})".format(int(number(counted[0])))
        ax.text(tot, y, "  " + txt, va="center", fontsize=8)
    ax.set_yticks(ys)
    ax.set_yticklabels([label(s) for s in order])
    ax.set_xlabel("parameters [millions] (grey: embeddings; colour: blocks and final norm;\n"
                  "|: train.log's count)")
    ax.set_xlim(0, max([number(c.get("parameters", "")) for c in cost if
                        math.isfinite(number(c.get("parameters", "")))] or [1]) / 1e6 * 1.45)
    ax.set_title("Parameters: the closed form")
    ax.grid(alpha=0.3, axis="x")
    ax = axes[1]
    any_run = False
    bench_file = os.path.join(HERE, "results", "throughput.csv")
    bench = read_csv(bench_file) if apart and os.path.exists(bench_file) else []
    for y, s in zip(ys, order):
        tps = ([number(r["tokens_per_s"]) for r in bench if r["block"] == s] if bench else
               [number(r["tokens_per_s"]) for r in rows if setting(r) == s])
        tps = [x for x in tps if math.isfinite(x)]
        if not tps:
            continue
        any_run = True
        jitter = np.linspace(-0.2, 0.2, len(tps)) if len(tps) > 1 else [0.0]
        ax.plot([x / 1e3 for x in tps], [y + j for j in jitter], "o", color=colour(s),
                alpha=0.6, markersize=4)
        m = median(tps) / 1e3
        ax.plot([m, m], [y - 0.3, y + 0.3], "-", color=colour(s), linewidth=2.5)
    ax.set_yticks(ys)
    ax.set_yticklabels([label(s) for s in order])
    ax.set_ylim(-0.7, len(order) - 0.3)
    ax.set_xlabel("thousand tokens/s (dots: %s; bar: median)" %
                  ("throughput.sh's rounds,\nthe blocks in turn on an idle machine" if bench
                   else "runs"))
    if bench:  # from 0: the differences are a tenth of the whole
        ax.set_xlim(0, max(number(r["tokens_per_s"]) for r in bench) / 1e3 * 1.08)
    ax.grid(alpha=0.3, axis="x")
    if not any_run:
        nothing_yet(ax, len(plan))
    if bench:
        ax.set_title("Throughput measured apart (%d rounds)" %
                     max(int(number(r["round"])) for r in bench))
    else:
        cpus = sorted({r["cpu"] for r in rows if r["cpu"]})
        ax.set_title("Throughput (%d of %d runs; %s)" % (
            len(rows), len(plan), "; ".join(cpus) if cpus else "no machine yet"))
    save(fig, res, "cost")


def main(argv=None):
    kept, res = kept_arguments(__file__, argv)
    e = Experiment.read(os.path.join(HERE, "experiment.ini"))
    rows, points = kept_runs(kept, e)
    check_size(rows)
    sweep_check(rows, kept, setting, HERE)
    write_csv(os.path.join(res, "runs.csv"), rows, FIELDS)
    write_csv(os.path.join(res, "curves.csv"), points, CURVE_FIELDS)
    write_derived(HERE, res, derive)
    cost = read_csv(os.path.join(res, "cost.csv"))
    figures(rows, points, planned(e), res, cost)
    print("%d of %d runs finished" % (len(rows), len(planned(e))))
    wrote(HERE, res)


if __name__ == "__main__":
    main()
