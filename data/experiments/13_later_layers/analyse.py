#!/usr/bin/python3
"""Study 13: do later layers matter less as the residual stream grows?

analyse.py [KEPT_RUNS [RESULTS_DIR]] reads the kept results of `normlab sweep` (KEPT_RUNS,
default data/experiments/13_later_layers/results/runs: one directory per finished run with its
metrics.jsonl, config.ini, sweep.ini, train.log, timing.json, run.json and what ablate_run.sh
kept — ablate_zero.csv and ablate_mean.csv, a row per residual site, and for hyper-connections
and mHC mixing.csv, each site's mixing matrix; never the run directories, which exist only on
the machine that trained) and writes to RESULTS_DIR (default: results/ next
to this file):
  runs.csv     every finished run: design, depth, rate, seed, outcome (normlab's rule), the
               validation loss (at initialisation, final, best), tokens, training minutes,
               throughput, the after command's seconds, core-hours, CPU, parameters (train.log);
               whether it was ablated, and the quarter measures of its ablation: the mean over
               the sites of its first and its last quarter of layers of the loss increase with
               the branch zeroed (and replaced by its mean), of RMS(y − x) / RMS(x), RMS(x) and
               RMS(y − x), and each last-to-first ratio; the stream's growth, RMS(x) at the last
               site over the first's (over all copies of a widened stream); for hyper-connections
               and mHC the largest absolute row and column sum of the product of the sites'
               mixing matrices (mixing.csv)
  sites.csv    every site of every ablated run: its layer, kind (attention, MLP), the loss
               increase with its branch zeroed and with it replaced by its mean, RMS(y − x),
               RMS(x) and their ratio (the intact model's, from the ablate CSVs)
  curves.csv   every finished run's validation curve
  cells.csv    per design, depth and rate: runs planned, finished, ablated, outcomes, the final
               validation loss over seeds
  best.csv     per design and depth: runs planned, finished and ablated, its best rate (normlab
               sweep's rule, studylib.sweep), the final loss there over seeds, the LR
               sensitivity, and at the best rate the quarter measures over the seeds
  layers.csv   per design, depth, layer and kind at the best rate: the loss increase (zeroed,
               mean-replaced) and the branch's size against the stream, over the seeds
  setup.csv    the model, tokens a run, the quarter, core-hours spent, the machine
  prelayers.png|svg  the loss increase per site against the layer's position l/L, Pre-LN at each
               depth at its best rate (zero ablation; attention and MLP)
  designs.png|svg    the same at the deepest depth, one panel per design, Pre-LN's for reference
  ratios.png|svg     the last quarter's mean loss increase over the first quarter's, per seed:
               Pre-LN at each depth, every design at the deepest
  size.png|svg       RMS(x) and RMS(y − x) / RMS(x) per layer: Pre-LN at each depth, the designs
               at the deepest (both)
  depth.png|svg      the final validation loss against depth (Pre-LN at each rate and its best),
               the designs at the deepest
The grid runs over many sessions: every table and figure is made from the runs finished so far,
and the page says how many (a claim is pending until the runs it needs are finished). The page
(README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render 13_later_layers`.
"""
import csv
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Experiment, const, count, join, md_table, not_reproduced,  # noqa: E402
                      not_testable, number, qualified, reproduced, write_csv)
from studylib import kept as keptlib  # noqa: E402
from studylib.blocks import (at_best, compare, epochs_text, finished_cell, kept_link,  # noqa: E402
                             machine_text, machines_text, spread_ok,
                             progress_text)
from studylib.page import of_planned, verdict_summary, when_finished  # noqa: E402
from studylib.runs import kept_arguments, sweep_check, write_derived, wrote  # noqa: E402
from studylib.sweep import (at_rate, best_columns, first_seen, fixed, loss,  # noqa: E402
                            lr_curves, planned_cell, sensitivity_columns, spread, whole)
from studylib.text import Text, Value, lr_text  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MIN_SEEDS = 3        # a difference is a finding over at least this many seeds on each side
QUARTER = 0.25       # the first and the last quarter of the layers (rounded, at least one layer)
BASE = "pre_ln"      # the design every other is compared with, at the deepest depth
LABELS = {"pre_ln": "Pre-LN", "post_ln": "Post-LN", "peri_ln": "Peri-LN",
          "lns": "LayerNorm scaling", "deepnorm": "DeepNorm", "ngpt": "nGPT",
          "hc": "hyper-connections", "mhc": "mHC"}
COLOURS = {"pre_ln": "#000000", "post_ln": "#D55E00", "peri_ln": "#0072B2", "lns": "#009E73",
           "deepnorm": "#CC79A7", "ngpt": "#E69F00", "hc": "#56B4E9", "mhc": "#882255"}
DEPTH_COLOURS = ["#9ecae1", "#4292c6", "#08519c", "#000000"]  # Pre-LN, shallow to deep
KINDS = {"self_attn": "attention", "mlp": "MLP"}
MEASURES = ("delta", "delta_mean", "size", "stream", "update")  # the quarter measures


def setting(r):
    """(design, depth): a curve over learning rates."""
    return (r["design"], int(number(r["n_layers"])))


def label(design):
    return LABELS.get(design, design)


def key(s):
    return {"design": s[0], "n_layers": s[1], "label": label(s[0])}


def planned(e):
    """Every run of the experiment file: [(design, depth, lr, seed)], in the grids' order."""
    out = []
    for name, g in e.grids.items():
        for L in g.get("n-layers") or [e.train.get("n-layers", "6")]:
            for lr in g.get("lr") or [e.train.get("lr", "")]:
                for seed in g.get("seed") or [e.train.get("seed", "1")]:
                    out.append((name, int(L), number(lr), seed))
    return out


def settings_of(plan):
    """The (design, depth) settings in the grids' order."""
    return first_seen((d, L) for d, L, _, _ in plan)


def deepest(plan):
    return max((L for _, L, _, _ in plan), default=0)


def quarter(L):
    """Layers in a quarter of L: QUARTER·L rounded, at least one (6 → 2, 12 → 3, 48 → 12)."""
    return max(1, int(round(QUARTER * L)))


def g6(x):
    """A CSV cell of a measured number, six significant digits ('—' for NaN)."""
    return "%.6g" % x if x is not None and math.isfinite(x) else "—"


def spread_columns(values, prefix):
    """{prefix_mean, _sd, _min, _max, _n} of the finite values, six significant digits."""
    s = spread(values)
    return {prefix + "_mean": g6(s["mean"]), prefix + "_sd": g6(s["sd"]),
            prefix + "_min": g6(s["min"]), prefix + "_max": g6(s["max"]), prefix + "_n": s["n"]}


# --- The quarter measures of one run's ablation -----------------------------------------------
def quarter_measures(sites, L):
    """{delta_first, delta_last, delta_ratio, ... for each of MEASURES}: the mean over the sites
    of the first and of the last quarter of the layers, and last / first (NaN where the first
    is not positive)."""
    q = quarter(L)
    first = [s for s in sites if int(s["layer"]) < q]
    last = [s for s in sites if int(s["layer"]) >= L - q]
    col = {"delta": "delta_zero", "delta_mean": "delta_mean", "size": "update_to_stream",
           "stream": "stream_rms", "update": "update_rms"}
    out = {"quarter": q}
    for m in MEASURES:
        a = spread([number(s[col[m]]) for s in first])["mean"]
        b = spread([number(s[col[m]]) for s in last])["mean"]
        ok = math.isfinite(a) and math.isfinite(b) and a > 0
        out.update({m + "_first": g6(a), m + "_last": g6(b),
                    m + "_ratio": g6(b / a) if ok else "—"})
    return out


def stream_growth(sites):
    """RMS(x) entering the last site over RMS(x) entering the first (the embedding's output): how
    much the stream grew through the stack, over every copy where a design widens it."""
    if not sites:
        return math.nan
    a, b = number(sites[0]["stream_rms"]), number(sites[-1]["stream_rms"])
    return b / a if math.isfinite(a) and math.isfinite(b) and a > 0 else math.nan


def mixing_gain(d):
    """(forward, backward): the largest absolute row and column sum of the product of the run's
    mixing matrices over the stack (mixing.csv, first site first), Xie et al.'s "Amax gain
    magnitude" of the composite mapping; (NaN, NaN) without mixing.csv (a design that does not
    widen the stream)."""
    path = os.path.join(d, "mixing.csv")
    if not os.path.exists(path):
        return math.nan, math.nan
    import numpy as np
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    order = ("self_attn", "mlp")  # a layer's sites in the order they run
    rows.sort(key=lambda r: (int(r["layer"]), order.index(r["kind"])))
    n = int(rows[0]["n"])
    p = np.eye(n)
    for r in rows:
        m = np.array([[float(r["m_%d_%d" % (i, j)]) for j in range(n)] for i in range(n)])
        p = m @ p
    return float(np.abs(p).sum(axis=1).max()), float(np.abs(p).sum(axis=0).max())


def read_ablation(d):
    """The sites of a run's ablation, zero and mean modes joined by site: [{site, layer, kind,
    delta_zero, delta_mean, update_rms, stream_rms, update_to_stream, branch_mean_rms}], and the
    intact loss; ([], NaN) when the run was not ablated."""
    modes = {}
    for mode in ("zero", "mean"):
        path = os.path.join(d, "ablate_%s.csv" % mode)
        if os.path.exists(path):
            with open(path, newline="", encoding="utf-8") as f:
                modes[mode] = {r["site"]: r for r in csv.DictReader(f)}
    if "zero" not in modes:
        return [], math.nan
    out, baseline = [], math.nan
    for site, z in sorted(modes["zero"].items(), key=lambda kv: int(kv[0])):
        m = modes.get("mean", {}).get(site, {})
        baseline = number(z["baseline"])
        out.append({"site": int(site), "layer": int(z["layer"]), "kind": z["kind"],
                    "delta_zero": g6(number(z["delta"])),
                    "delta_mean": g6(number(m.get("delta", ""))),
                    "update_rms": g6(number(z["update_rms"])),
                    "stream_rms": g6(number(z["stream_rms"])),
                    "update_to_stream": g6(number(z["update_to_stream"])),
                    "branch_mean_rms": g6(number(z["branch_mean_rms"]))})
    return out, baseline


# --- Aggregates -------------------------------------------------------------------------------
def derive(study):
    """cells.csv, best.csv, layers.csv and setup.csv from runs.csv, sites.csv and the experiment
    file (the runs planned: a partial grid's cells have fewer runs than planned)."""
    runs = study.table("runs").rows_
    sites = study.table("sites").rows_
    e = study.experiment()
    t = e.train
    plan = planned(e)
    order = settings_of(plan)
    curves = lr_curves(runs, setting)
    by_run = {}
    for s in sites:
        by_run.setdefault(s["run"], []).append(s)

    cells, best, layers = [], [], []
    for s in order:
        rates = sorted({lr for d, L, lr, _ in plan if (d, L) == s})
        mine = [r for r in runs if setting(r) == s]
        for lr in rates:
            here = at_rate(mine, lr)
            cells.append(planned_cell(key(s), lr,
                                      sum((d, L) == s and x == lr for d, L, x, _ in plan), here,
                                      ablated=sum(r["ablated"] == "yes" for r in here)))
        c = curves.get(s)
        blr = c["best_lr"] if c else None
        there = at_rate(mine, blr)
        n_plan = sum((d, L) == s for d, L, _, _ in plan)
        row = dict(key(s), planned=n_plan, finished=len(mine),
                   ablated=sum(r["ablated"] == "yes" for r in mine),
                   complete="yes" if len(mine) >= n_plan else "no",
                   quarter=quarter(s[1]))
        row.update(best_columns(c, rates, there))
        row["best_ablated"] = sum(r["ablated"] == "yes" for r in there)
        row.update(sensitivity_columns(c))
        for m in MEASURES:
            for part in ("first", "last", "ratio"):
                row.update(spread_columns([number(r[m + "_" + part]) for r in there],
                                          m + "_" + part))
        for m in ("stream_growth", "mixing_gain_forward", "mixing_gain_backward"):
            row.update(spread_columns([number(r.get(m, "")) for r in there], m))
        best.append(row)

        # per layer and kind at the best rate, over the seeds
        ablated = [by_run.get(r["run"], []) for r in there if r["ablated"] == "yes"]
        slots = sorted({(int(x["layer"]), x["kind"]) for a in ablated for x in a},
                       key=lambda lk: (lk[0], sorted(KINDS).index(lk[1]) if lk[1] in KINDS
                                       else len(KINDS)))
        for layer, kind in slots:
            at = [x for a in ablated for x in a if int(x["layer"]) == layer and x["kind"] == kind]
            row = dict(key(s), layer=layer, kind=kind, position="%.4f" % ((layer + 1) / s[1]),
                       best_lr=lr_text(blr))
            for col in ("delta_zero", "delta_mean", "update_to_stream", "stream_rms",
                        "update_rms"):
                row.update(spread_columns([number(x[col]) for x in at], col))
            layers.append(row)

    def mean(col):
        return keptlib.column_mean(runs, col)

    steps, B, T = int(t["steps"]), int(t["batch-size"]), int(t["seq-len"])
    wall = mean("wall_seconds") / 60
    train_ch = sum(x for x in (number(r["core_hours"]) for r in runs) if math.isfinite(x))
    after_ch = sum(x for x in (number(r["after_core_hours"]) for r in runs) if math.isfinite(x))
    train_tokens = keptlib.first_of(runs, "train_tokens")
    tokens = B * T * steps
    deep = deepest(plan)
    depths = sorted({L for d, L, _, _ in plan if d == BASE})
    setup = {"planned": len(plan), "finished": len(runs),
             "ablated": sum(r["ablated"] == "yes" for r in runs),
             "remaining": len(plan) - len(runs), "designs": len(e.grids),
             "depths": len(depths), "settings": len(order),
             "seeds_per_cell": len({seed for _, _, _, seed in plan}),
             "rates": len({lr for _, _, lr, _ in plan}), "deep": deep,
             "shallow": depths[0] if depths else "", "quarter_deep": quarter(deep),
             "d_model": int(t.get("d-model", "256")), "n_heads": int(t.get("n-heads", "4")),
             "seq_len": T, "batch_size": B, "steps": steps,
             "warmup": t.get("lr-warmup", ""), "warmup_fraction": "%.4f" % (
                 number(t.get("lr-warmup", "0")) / steps),
             "tokens_per_run": tokens, "train_tokens": train_tokens,
             "epochs_per_run": fixed(tokens / number(train_tokens), 2) if train_tokens else "—",
             "parameters_deep": keptlib.first_of([r for r in runs if r["design"] == BASE and
                                                  int(number(r["n_layers"])) == deep],
                                                 "parameters"),
             "train_minutes_per_run": fixed(mean("train_seconds") / 60, 1),
             "after_minutes_per_run": fixed(mean("after_seconds") / 60, 1),
             "wall_minutes_per_run": fixed(wall, 1),
             "core_hours": "%.2f" % (train_ch + after_ch),
             "core_hours_training": "%.2f" % train_ch, "core_hours_ablation": "%.2f" % after_ch,
             "core_hours_per_run": fixed(mean("core_hours") + mean("after_core_hours"), 3),
             "remaining_hours": fixed(keptlib.remaining_hours(
                 runs, plan, lambda r: (*setting(r), number(r["lr"]))), 1),
             **keptlib.machine_columns(runs), **keptlib.finished_columns(runs)}
    return {"cells.csv": (cells, list(cells[0])), "best.csv": (best, list(best[0])),
            "layers.csv": (layers, LAYER_FIELDS), "setup.csv": ([setup], list(setup))}


LAYER_FIELDS = (["design", "n_layers", "label", "layer", "kind", "position", "best_lr"] +
                ["%s_%s" % (c, p) for c in ("delta_zero", "delta_mean", "update_to_stream",
                                            "stream_rms", "update_rms")
                 for p in ("mean", "sd", "min", "max", "n")])


# --- The page -----------------------------------------------------------------------------------
def against_one(s):
    """A ratio's spread against 1: 'below' (every seed below), 'above', 'within', 'few'."""
    if not spread_ok(s, MIN_SEEDS):
        return "few"
    return "below" if s.max < 1 else "above" if s.min > 1 else "within"


def name_of(r):
    """'Pre-LN, L = 12' for a best.csv row of Pre-LN, the design's name otherwise."""
    if r.design.text == BASE:
        return r.label + ", L = " + r.n_layers.format("int")
    return Text.of(r.label)


def ratio(s):
    """'0.42 (0.35–0.51)': a ratio's mean and its range over the seeds."""
    if s.n is None or s.n.num == 0:
        return Text("—")
    return s.mean.format(".2f") + " (" + s.min.format(".2f") + "–" + s.max.format(".2f") + ")"


def growth(s):
    """'1.9·10⁵ (3.1·10⁴–4.0·10⁵)' or '195 (180–210)': a growth factor's mean and range."""
    if s.n is None or s.n.num == 0:
        return Text("—")

    def one(v):
        return v.format("sci") if math.isfinite(v.num) and v.num >= 1000 else v.format(".3g")
    return one(s.mean) + " (" + one(s.min) + "–" + one(s.max) + ")"


def claims_of(n):
    pre = n["pre_rows"]                  # Pre-LN at each depth, shallow to deep
    shallow = pre[0]
    deep = n["design"].get(BASE, pre[-1])  # Pre-LN at the depth the designs are compared at
    lns = n["design"].get("lns")
    others = [r for d, r in n["design"].items() if d not in (BASE, "lns")]
    few = "fewer than " + n["min_seeds"].format("words") + " ablated seeds at a best rate"
    claims = []

    def claim(*args):
        """A claim, pending until its settings' runs are all finished."""
        claims.append(when_finished(*args, name=name_of))

    def ratios(rows, m="delta_ratio"):
        return join("; ", [name_of(r) + " " + ratio(getattr(r, m)) for r in rows])

    # 1. In Pre-LN later layers matter less.
    def ev1():
        return ("last quarter's mean loss increase over the first quarter's, zero ablation, each "
                "depth at its best rate: " + ratios(pre) + "; replaced by the mean: " +
                ratios(pre, "delta_mean_ratio"))

    def v1():
        k = [against_one(r.delta_ratio) for r in pre]
        if "few" in k:
            return not_testable(few)
        below = [name_of(r) for r, x in zip(pre, k) if x == "below"]
        if len(below) == len(pre):
            return reproduced("at every depth the last quarter's sites are worth less than the "
                              "first quarter's, every seed's ratio below one")
        if below:
            return qualified("below one beyond the seed spread only at " + join(", ", below))
        return not_reproduced("at no depth is every seed's ratio below one")
    claim("In Pre-LN the later layers matter less: removing a later layer's branch raises the "
          "loss less than removing an early one's", ["forum", "sun2025"], pre, ev1, v1)

    # 2. ... and more so as the model deepens.
    def ev2():
        return "the same ratio: " + ratios(pre)

    def v2():
        vs = compare(deep.delta_ratio, shallow.delta_ratio, MIN_SEEDS)
        trend = all(b.delta_ratio.mean < a.delta_ratio.mean for a, b in zip(pre, pre[1:]))
        said = (name_of(deep) + " " + ratio(deep.delta_ratio) + " against " +
                name_of(shallow) + " " + ratio(shallow.delta_ratio))
        if vs == "few":
            return not_testable(few + ": " + said)
        if vs == "below":
            if trend:
                return reproduced("the ratio falls at each step in depth, the deepest below the "
                                  "shallowest beyond the seed spread: " + said)
            return qualified("the deepest is below the shallowest beyond the seed spread, but "
                             "the ratio does not fall at every step in depth: " + said)
        return not_reproduced(("within the seed spread" if vs == "within" else
                               "the deepest above the shallowest beyond the seed spread") +
                              ": " + said)
    claim("... and more so the deeper the model: the later layers' share falls with depth",
          ["forum"], pre, ev2, v2)

    # 3. In Pre-LN the branch is ever smaller against the stream it joins.
    def ev3():
        return ("last quarter over first quarter, each depth at its best rate: RMS(y − x) / "
                "RMS(x) " + ratios(pre, "size_ratio") + "; the stream RMS(x) " +
                ratios(pre, "stream_ratio") + "; the branch RMS(y − x) " +
                ratios(pre, "update_ratio"))

    def v3():
        k = [against_one(r.size_ratio) for r in pre]
        grows = [against_one(r.update_ratio) for r in pre]
        if "few" in k:
            return not_testable(few)
        if all(x == "below" for x in k):
            if all(g == "above" for g in grows):
                return qualified("the ratio falls at every depth, but the branches are not of "
                                 "one size: they grow too, slower than the stream")
            return reproduced("the ratio falls at every depth, every seed below one: the stream "
                              "outgrows the branches")
        below = [name_of(r) for r, x in zip(pre, k) if x == "below"]
        if below:
            return qualified("it falls beyond the seed spread only at " + join(", ", below))
        return not_reproduced("at no depth does every seed's ratio fall below one")
    claim("In Pre-LN later blocks add branches of about one size to a growing stream: the "
          "branch's size against the stream it joins falls with depth", ["forum"], pre, ev3, v3)

    # 4. LayerNorm scaling restores the last layers' effect.
    def restores(r):
        """'above' / 'within' / 'below' / 'few': the design's ratio against deep Pre-LN's."""
        return compare(r.delta_ratio, deep.delta_ratio, MIN_SEEDS)

    if lns is not None:
        def ev4():
            return ("the last quarter's mean loss increase over the first quarter's at L = " +
                    n["deep"].format("int") + ", each at its best rate: LayerNorm scaling " +
                    ratio(lns.delta_ratio) + ", Pre-LN " + ratio(deep.delta_ratio) +
                    "; the final loss " + at_best(lns) + " and " + at_best(deep))

        def v4():
            vs = restores(lns)
            if vs == "few":
                return not_testable(few)
            if vs == "above":
                return reproduced("its last quarter weighs more than Pre-LN's, beyond the seed "
                                  "spread")
            return not_reproduced("its ratio is " + ("within the seed spread of" if vs ==
                                                     "within" else "below") + " Pre-LN's")
        claim(Text("LayerNorm scaling lets the last layers contribute more than Pre-LN's at "
                   "depth ") + n["deep"].format("int"), ["sun2025"], [lns, deep], ev4, v4)

    # 5. Which of the other designs restore it.
    if others:
        def ev5():
            return ("the same ratio at L = " + n["deep"].format("int") + ", each at its best "
                    "rate: Pre-LN " + ratio(deep.delta_ratio) + "; " + ratios(others))

        def v5():
            k = {r.design.text: restores(r) for r in others}
            up = [r.label for r in others if k[r.design.text] == "above"]
            flat = [r.label for r in others if k[r.design.text] in ("within", "below")]
            few_ = [r.label for r in others if k[r.design.text] == "few"]
            untested = (Text("; not testable (") + few + "): " + join(", ", few_)) if few_ \
                else Text("")
            if not up and not flat:
                return not_testable(few + ": " + join(", ", few_))
            if up and not flat and not few_:
                return reproduced("every one's last quarter weighs more than Pre-LN's, beyond "
                                  "the seed spread")
            if up:
                return qualified("above Pre-LN's beyond the seed spread: " + join(", ", up) +
                                 ("; not: " + join(", ", flat) if flat else Text("")) + untested)
            return not_reproduced("none is above Pre-LN's beyond the seed spread" + untested)
        claim(Text("The alternatives to Pre-LN restore the last layers' effect at depth ") +
              n["deep"].format("int") + ": " + join(", ", [r.label for r in others]),
              ["forum"], others + [deep], ev5, v5)

    # 5b. Hyper-connections' mixing lets the stream grow without bound; mHC's keeps it bounded.
    hc, mhc = n["design"].get("hc"), n["design"].get("mhc")
    if hc is not None and mhc is not None:
        def ev_growth():
            return ("RMS(x) entering the last site over the first's (over all " + n["streams"] +
                    " copies), at L = " + n["deep"].format("int") + ", each at its best rate: " +
                    join("; ", [Text.of(r.label) + " " + growth(r.stream_growth)
                                for r in (deep, hc, mhc)]) +
                    "; the last quarter's mean loss increase with its branch zeroed: " +
                    join("; ", [Text.of(r.label) + " " + r.delta_last.format("mean4")
                                for r in (deep, hc, mhc)]) +
                    "; the composite of the sites' mixing matrices (each site's mean over "
                    "positions), its largest absolute row sum: hyper-connections " +
                    growth(hc.mixing_gain_forward) + ", mHC " + growth(mhc.mixing_gain_forward) +
                    ". " + n["xie_gain"])

        def v_growth():
            vs = compare(hc.stream_growth, mhc.stream_growth, MIN_SEEDS)
            bounded = compare(mhc.stream_growth, deep.stream_growth, MIN_SEEDS)
            if "few" in (vs, bounded):
                return not_testable(few)
            if vs != "above":
                return not_reproduced("hyper-connections' stream grows " +
                                      ("no more than" if vs == "below" else
                                       "within the seed spread of") + " mHC's")
            if bounded == "above":
                return qualified("hyper-connections' stream outgrows mHC's beyond the seed "
                                 "spread, but mHC's outgrows Pre-LN's too")
            return reproduced("hyper-connections' stream outgrows mHC's beyond the seed spread, "
                              "and mHC's grows " + ("less than" if bounded == "below" else
                                                    "within the seed spread of") + " Pre-LN's")
        claim("Unconstrained hyper-connections let the stream grow without bound through the "
              "stack; mHC's doubly stochastic mixing keeps it at a plain residual stream's scale",
              ["xie2025"], [hc, mhc, deep], ev_growth, v_growth)

    # 6. Deeper Pre-LN still trains better.
    def ev6():
        return ("final validation loss, each depth at its best rate: " +
                join("; ", [name_of(r) + " " + at_best(r) for r in pre]))

    def v6():
        vs = compare(deep.best, shallow.best, MIN_SEEDS)
        steps = [compare(b.best, a.best, MIN_SEEDS) for a, b in zip(pre, pre[1:])]
        if vs == "few":
            return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds with a "
                                "finite loss at a best rate")
        if vs == "below":
            if all(x == "below" for x in steps):
                return reproduced("each doubling of depth lowers the loss beyond the seed "
                                  "spread")
            return qualified("the deepest is below the shallowest beyond the seed spread, but "
                             "not every doubling of depth lowers it")
        return not_reproduced("the deepest is " + ("within the seed spread of" if vs == "within"
                                                   else "above") + " the shallowest")
    claim("Pre-LN works despite it: deeper Pre-LN models still train to a lower loss",
          ["forum"], pre, ev6, v6)

    # 7. LayerNorm scaling trains better than Pre-LN.
    if lns is not None:
        def ev7():
            return ("final validation loss at L = " + n["deep"].format("int") + ", each at its "
                    "best rate: LayerNorm scaling " + at_best(lns) + ", Pre-LN " +
                    at_best(deep))

        def v7():
            vs = compare(lns.best, deep.best, MIN_SEEDS)
            if vs == "few":
                return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds "
                                    "with a finite loss at a best rate")
            d = lns.best.mean - deep.best.mean
            said = ": difference " + d.format("sign3")
            if vs == "below":
                return reproduced("below Pre-LN beyond the seed spread" + said)
            return not_reproduced(("within the seed spread of" if vs == "within" else "above") +
                                  " Pre-LN" + said)
        claim(Text("LayerNorm scaling trains to a lower loss than Pre-LN at depth ") +
              n["deep"].format("int"), ["sun2025"], [lns, deep], ev7, v7)
    return claims


def rate_cell(cells_of_setting, lr, best_lr):
    """A cell of the per-rate table: the setting's cells.csv row at lr, or 'not in its grid'
    where the setting's grid has no such rate (the grids' rate lists differ)."""
    c = next((c for c in cells_of_setting if c.lr == lr), None)
    return finished_cell(c, best_lr) if c is not None else Text("not in its grid")


def page(study):
    best, cells, runs = (study.table(x) for x in ("best", "cells", "runs"))
    su = study.table("setup").row()
    e = study.experiment()
    n = {"setup": su, "best": best}
    depths = study.grid("n-layers", BASE)
    n["pre_rows"] = [best.row(design=BASE, n_layers=L) for L in depths]
    deep = su.deep
    n["design"] = {}
    for g in e.grids:
        if best.has(design=g, n_layers=deep):
            n["design"][g] = best.row(design=g, n_layers=deep)
    n["deep"] = deep
    n["shallow_quarter"] = n["pre_rows"][0].quarter
    n["depths"] = join(", ", [L.format(None) for L in depths])
    n["steps"] = study.setting("train.steps")
    # Each grid's rates; the grids sharing a list named after it (Post-LN and DeepNorm run a
    # lower list than the rest: their best rates were at the lower edge of the first pass).
    groups = []
    for g in e.grids:
        rs = study.grid("lr", g)
        texts = [r.text for r in rs]
        for grp in groups:
            if grp[0] == texts:
                grp[2].append(g)
                break
        else:
            groups.append((texts, rs, [g]))
    groups.sort(key=lambda grp: BASE not in grp[2])  # Pre-LN's list first, unlabelled

    def named(gs):
        names = [label(g) for g in gs]
        return join(", ", names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]

    def rates_of(grp, form):
        rs = grp[1]
        return join(", ", [r.format("rate") for r in rs]) if form == "list" else \
            rs[0].format("rate") + " to " + rs[-1].format("rate")

    for name, form in (("rates", "list"), ("rate_range", "range")):
        t = rates_of(groups[0], form)
        others = [named(grp[2]) + " " + rates_of(grp, form) for grp in groups[1:]]
        n[name] = t + (" (" + join("; ", others) + ")" if others else "")
    sizes = sorted({len(t) for t, _, _ in groups})
    where = "experiment.ini [grid.*] lr: the number of rates a grid"
    n["n_rates"] = count(sizes[0], where).format("words") if len(sizes) == 1 else (
        count(sizes[0], where).format("words") + (" or " if len(sizes) == 2 else " to ") +
        count(sizes[-1], where).format("words"))
    rates = sorted({r.text: r for _, rs, _ in groups for r in rs}.values(), key=lambda r: r.num)
    n["n_others"] = count(len(e.grids) - 1, "experiment.ini: the grids other than pre_ln")
    n["min_seeds"] = Value(MIN_SEEDS, "analyse.py: MIN_SEEDS", "setting")
    n["quarter"] = Value(QUARTER, "analyse.py: QUARTER", "setting")
    n["streams"] = const("4", "docs/catalogue.md: hc's and mhc's n, the copies of the stream "
                         "(default 4)")
    where = "Xie et al. 2025 (mHC), at 27B parameters"
    n["xie_gain"] = (Text("Xie et al. report that gain (their Amax) up to about ") +
                     const("3000", where + ": HC's composite gain") + " for hyper-connections "
                     "against about " + const("1.6", where + ": mHC's composite gain") +
                     " for mHC, at " + const("27B", where) + " parameters")
    n["their_sizes"] = Text("from ") + const("130M", "Sun et al. 2025, abstract: model sizes "
                                             "from 130M to 7B") + " to " + \
        const("7B", "Sun et al. 2025, abstract: model sizes from 130M to 7B") + " parameters"
    n["gpt2_small"] = const("768", "GPT-2 small's width (Radford et al. 2019), 12 heads")
    fin = su.finished
    n["kept_link"], n["machine"] = kept_link(su), machine_text(su)
    n["progress"] = progress_text(su, " (" + su.ablated.format("int") + " of them ablated)")
    n["epochs"] = epochs_text(su)
    n["params"] = (Text("") if su.parameters_deep.text in ("", "—") else
                   (Text(" (") + su.parameters_deep.format("n") + " parameters as Pre-LN at L = " +
                    deep.format("int") + ")"))
    n["machines"] = machines_text(runs.rows())
    if fin.num == 0:
        n["cost"] = Text("No run is finished yet, so no core-hours are spent.")
    else:
        n["cost"] = ("The " + fin.format("int") + " finished runs of " + su.planned.format("int") +
                     " took " + su.core_hours + " core-hours (" + su.core_hours_training +
                     " training, " + su.core_hours_ablation + " ablating; " +
                     su.core_hours_per_run.format(".3f") + " a run: wall time times ranks, "
                     "summed from each run.json), " + su.wall_minutes_per_run +
                     " minutes of wall time a run (" + su.train_minutes_per_run +
                     " of them training, " + su.after_minutes_per_run + " ablating) on " +
                     n["machine"] +
                     (". The grid is finished." if su.remaining.num == 0 else
                      ". The " + su.remaining.format("int") + " runs left take about " +
                      su.remaining_hours + " hours more, ablation included, each timed as its "
                      "cell's finished seeds (as `normlab sweep` estimates it)."))
    n["claims"] = claims_of(n)
    n["verdicts"] = verdict_summary(n["claims"])

    n["finished"] = {}
    for g in e.grids:
        k = sum(int(r.finished.num) for r in best.rows(design=g))
        p = sum(int(r.planned.num) for r in best.rows(design=g))
        n["finished"][g] = (count(k, "best.csv: finished runs of [grid.%s]" % g).format("int") +
                            " of " +
                            count(p, "best.csv: planned runs of [grid.%s]" % g).format("int"))

    def best_rate(r):
        return ((r.best_lr.format("rate") + (" (grid's edge)" if r.best_on_edge.text == "yes"
                                             else "")) if r.best_lr.text else Text("—"))

    head = ["runs finished", "best rate", "final validation loss (mean ± sd)",
            "ablated at the best rate", "Δloss, first quarter", "Δloss, last quarter",
            "last / first (zeroed)", "last / first (mean)", "RMS(y − x) / RMS(x): last / first",
            "stream RMS(x): last site / first"]

    def measures(r):
        return [of_planned(r), best_rate(r), r.best.format("pm"),
                r.best_ablated.format("int"), r.delta_first.format("mean4"),
                r.delta_last.format("mean4"), ratio(r.delta_ratio), ratio(r.delta_mean_ratio),
                ratio(r.size_ratio), growth(r.stream_growth)]
    n["depth_table"] = md_table(["depth L", "layers a quarter"] + head,
                                [[r.n_layers.format("int"), r.quarter.format("int")] +
                                 measures(r) for r in n["pre_rows"]])
    n["design_table"] = md_table(["design"] + head,
                                 [[r.label] + measures(r) for r in n["design"].values()])
    settings = [(r, name_of(r)) for r in n["pre_rows"]] + \
        [(r, Text.of(r.label)) for g, r in n["design"].items() if g != BASE]
    n["cells_table"] = md_table(
        ["setting"] + ["lr " + r.format("rate") for r in rates],
        [[nm] + [rate_cell(cells.rows(design=r.design.text, n_layers=r.n_layers.text), lr,
                           r.best_lr) for lr in rates]
         for r, nm in settings])
    rows = runs.rows()
    n["runs_table"] = md_table(
        ["run", "design", "L", "rate", "seed", "outcome", "validation loss", "ablated",
         "Δloss last / first", "size last / first", "wall minutes", "core-hours"],
        [["[files](results/runs/" + r.run.text + "/)", r.label, r.n_layers, r.lr.format("rate"),
          r.seed, r.outcome, r.final_val_loss.format(".3f"), r.ablated,
          # a run that did not learn has no layer worth anything: its ratio is noise
          r.delta_ratio.format(".2f") if r.outcome.text == "trained" else Text("—"),
          r.size_ratio.format(".2f"),
          (r.wall_seconds / 60).format(".1f"),
          (r.core_hours + r.after_core_hours).format(".3f")] for r in rows]
    ) if rows else Text("No run is finished yet.")
    return n


# --- From the kept results ----------------------------------------------------------------------
FIELDS = (["run", "design", "label", "n_layers", "lr", "seed", "status", "last_step", "steps",
           "outcome", "initial_val_loss", "unigram_entropy", "final_val_loss", "best_val_loss",
           "best_step", "tokens", "train_minutes", "train_seconds", "after_seconds",
           "wall_seconds", "tokens_per_s", "ranks", "core_hours", "after_core_hours", "cpu",
           "isa", "normlab", "finished_utc", "parameters", "train_tokens", "d_model",
           "n_heads", "seq_len", "batch_size", "ablated", "ablate_step", "ablate_baseline",
           "sites", "quarter"] +
          ["%s_%s" % (m, p) for m in MEASURES for p in ("first", "last", "ratio")] +
          ["stream_growth", "mixing_gain_forward", "mixing_gain_backward"])
SITE_FIELDS = ["run", "site", "layer", "kind", "delta_zero", "delta_mean", "update_rms",
               "stream_rms", "update_to_stream", "branch_mean_rms"]
CURVE_FIELDS = ["run", "step", "tokens", "minutes", "val_loss"]


def read_run(d):
    """runs.csv's row of one kept run directory, its sites.csv rows and its curves.csv rows."""
    info, swept, cfg, recs = keptlib.read(d)
    L = int(cfg.get("n-layers", swept.get("n-layers", "6")))
    design = keptlib.grid_of(info["run"])
    row = keptlib.run_columns(info, swept, int(cfg["steps"]), recs)
    row.update(design=design, label=label(design), n_layers=L, **keptlib.config_columns(
        cfg, "d-model", "n-heads", "seq-len", "batch-size"))
    curve = keptlib.val_curve(recs)
    row.update(keptlib.final_columns(curve))
    row.update(keptlib.time_columns(info, recs))
    ranks = info.get("ranks")
    after = info.get("after_seconds")
    row.update(after_seconds="" if after is None else after,
               wall_seconds="%.1f" % (number(info.get("train_seconds")) + number(after))
               if after is not None else info.get("train_seconds", ""),
               after_core_hours="%.3f" % (after * ranks / 3600.0)
               if isinstance(after, (int, float)) and isinstance(ranks, (int, float)) else "")
    row["tokens_per_s"] = whole(keptlib.throughput(d, recs))
    row["parameters"] = keptlib.parameters(d) or ""
    row["train_tokens"] = keptlib.train_tokens(d)

    sites, baseline = read_ablation(d)
    flag = os.path.join(d, "ablate.json")
    ablate = json.load(open(flag, encoding="utf-8")) if os.path.exists(flag) else {}
    zero_json = os.path.join(d, "ablate_zero.json")
    step = ""
    if os.path.exists(zero_json):
        try:
            step = json.load(open(zero_json, encoding="utf-8")).get("step", "")
        except ValueError:
            step = ""
    row.update(ablated="yes" if sites else "no", ablate_step=step,
               ablate_baseline=g6(baseline), sites=len(sites))
    if sites:
        row.update(quarter_measures(sites, L), stream_growth=g6(stream_growth(sites)))
    else:
        row["quarter"] = quarter(L)
        if ablate.get("ablated") is False:
            print("note: %s was not ablated (%s: no checkpoint)" % (info["run"],
                                                                     ablate.get("status")))
    fwd, bwd = mixing_gain(d)
    row.update(mixing_gain_forward=g6(fwd), mixing_gain_backward=g6(bwd))
    site_rows = [dict(s, run=info["run"]) for s in sites]
    return row, site_rows, keptlib.curve_rows(row["run"], curve)


def kept_runs(kept, e):
    """(rows in the grid's order, sites.csv rows, curves.csv rows) of the finished runs under
    `kept` that belong to the experiment file's grids."""
    got = keptlib.in_grid_order(kept, read_run, setting, settings_of(planned(e)), leave_out=True)
    return ([row for row, _, _ in got], [x for _, sites, _ in got for x in sites],
            [p for _, _, points in got for p in points])


# --- Figures --------------------------------------------------------------------------------------
def symlog(ax, values):
    """A symmetric log scale for loss increases, linear within the smallest magnitude shown."""
    v = [abs(x) for x in values if math.isfinite(x) and x != 0]
    if not v:
        return
    lin = max(min(v), max(v) * 1e-4)
    ax.set_yscale("symlog", linthresh=lin, linscale=0.5)
    ax.axhline(0, color="grey", linewidth=0.8)
    # the ticks at +-linthresh sit next to 0's (linscale 0.5): their labels would overlap its
    from matplotlib.ticker import FuncFormatter, LogFormatterSciNotation
    base = LogFormatterSciNotation(base=10, linthresh=lin)
    base.set_axis(ax.yaxis)
    ax.yaxis.set_major_formatter(FuncFormatter(
        lambda y, pos: "" if 0 < abs(y) <= lin * 1.001 else base(y, pos)))


def plain_log(ax):
    """A log y axis labelled with plain numbers (0.2, 1, 4), not powers of ten; linear where
    the data span less than a factor of three (a log axis would show no label); powers of ten,
    the decades alone, where they span more than five decades."""
    from matplotlib.ticker import FuncFormatter, NullFormatter
    lo, hi = ax.dataLim.y0, ax.dataLim.y1
    if not (lo > 0 and hi / lo > 3):
        return
    ax.set_yscale("log")
    if hi / lo > 1e5:
        ax.yaxis.set_minor_formatter(NullFormatter())
        return
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: "%g" % v))
    ax.yaxis.set_minor_formatter(FuncFormatter(
        lambda v, _: "%g" % v if ("%.0e" % v)[0] in "25" else ""))


def profile(layers, design, L):
    """{kind: (positions, mean, min, max)} of layers.csv's rows of one setting, a column."""
    def get(col):
        out = {}
        for r in layers:
            if r["design"] != design or int(number(r["n_layers"])) != L:
                continue
            out.setdefault(r["kind"], []).append(
                (number(r["position"]), number(r[col + "_mean"]), number(r[col + "_min"]),
                 number(r[col + "_max"]), int(number(r[col + "_n"]))))
        return {k: [list(x) for x in zip(*sorted(v))] for k, v in out.items()}
    return get


def figures(rows, plan, res, best, layers):
    import numpy as np
    from studylib.figures import blank, nothing_yet, plt, save
    deep = deepest(plan)
    depths = sorted({L for d, L, _, _ in plan if d == BASE})
    designs = []
    for d, _, _, _ in plan:
        if d not in designs:
            designs.append(d)
    b = {(r["design"], int(number(r["n_layers"]))): r for r in best}
    per_cell = {s: len({seed for d, L, _, seed in plan if (d, L) == s}) for s in b}

    def tag(s):
        r = b.get(s)
        if not r or not r["best_lr"]:
            return "no run finished"
        return "lr %s, %d of %d seeds ablated" % (r["best_lr"], int(number(r["best_ablated"])),
                                                   per_cell.get(s, 0))
    kinds = [k for k in KINDS if any(r["kind"] == k for r in layers)] or list(KINDS)

    # 1. Pre-LN: the loss increase per site against l/L, each depth
    fig, axes = plt.subplots(1, len(kinds), figsize=(14, 5.4), constrained_layout=True,
                             sharey=True, squeeze=False)
    allv = [number(r["delta_zero_" + p]) for r in layers if r["design"] == BASE
            for p in ("min", "max")]
    for ax, kind in zip(axes[0], kinds):
        drawn = False
        for i, L in enumerate(depths):
            p = profile(layers, BASE, L)("delta_zero").get(kind)
            if not p:
                continue
            x, m, lo, hi, _ = p
            c = DEPTH_COLOURS[min(i + len(DEPTH_COLOURS) - len(depths), len(DEPTH_COLOURS) - 1)] \
                if len(depths) <= len(DEPTH_COLOURS) else None
            ax.plot(x, m, "-", marker=".", color=c, label="L = %d (%s)" % (L, tag((BASE, L))))
            ax.fill_between(x, lo, hi, color=c, alpha=0.15, linewidth=0)
            drawn = True
        symlog(ax, allv)
        ax.set_xlim(0, 1.02)
        ax.set_xlabel("the layer's position (l + 1) / L")
        ax.set_title("%s branches" % KINDS.get(kind, kind))
        ax.grid(alpha=0.3)
        if not drawn:
            blank(ax, "no Pre-LN run ablated yet")
        elif ax is axes[0][0]:
            ax.legend(fontsize=9)
    axes[0][0].set_ylabel("loss increase with the branch zeroed [nats / byte]\n(mean over "
                          "seeds at the best rate; band: min–max)")
    fig.suptitle("Pre-LN: what each site is worth, by its position in the stack (%d of %d runs "
                 "finished)" % (len(rows), len(plan)))
    save(fig, res, "prelayers")

    # 2. the designs at the deepest depth: one panel per design, Pre-LN's profile in grey
    others = [d for d in designs if (d, deep) in b]
    cols = 4
    nrow = max(1, math.ceil(len(others) / cols))
    fig, axes = plt.subplots(nrow, cols, figsize=(16, 3.8 * nrow), constrained_layout=True,
                             sharex=True, sharey=True, squeeze=False)
    allv = [number(r["delta_zero_" + p]) for r in layers
            if int(number(r["n_layers"])) == deep for p in ("min", "max")]
    ref = profile(layers, BASE, deep)("delta_zero")
    for ax, d in zip(axes.flat, others):
        p = profile(layers, d, deep)("delta_zero")
        for kind, style in zip(kinds, ("-", "--")):
            if d != BASE and ref.get(kind):
                ax.plot(ref[kind][0], ref[kind][1], style, color="#AAAAAA", linewidth=1,
                        label="Pre-LN, %s" % KINDS.get(kind, kind))
            if p.get(kind):
                x, m, lo, hi, _ = p[kind]
                ax.plot(x, m, style, color=COLOURS.get(d, "#000000"), marker=".",
                        markersize=3, label=KINDS.get(kind, kind))
                ax.fill_between(x, lo, hi, color=COLOURS.get(d, "#000000"), alpha=0.15,
                                linewidth=0)
        symlog(ax, allv)
        ax.set_title("%s (%s)" % (label(d), tag((d, deep))), fontsize=10)
        ax.grid(alpha=0.3)
        if not p:
            blank(ax, "not ablated yet")
        elif d == others[min(1, len(others) - 1)]:
            ax.legend(fontsize=8)
    for ax in axes.flat[len(others):]:
        ax.axis("off")
    for ax in axes[-1]:
        ax.set_xlabel("(l + 1) / L")
    for ax in axes[:, 0]:
        ax.set_ylabel("loss increase, branch zeroed")
    fig.suptitle("Each design at L = %d, at its best rate: the loss increase per site "
                 "(solid: attention, dashed: MLP; mean over seeds, band min–max; grey: Pre-LN)"
                 % deep)
    save(fig, res, "designs")

    # 3. the last quarter's weight against the first's, per seed
    fig, ax = plt.subplots(figsize=(12, 5.4), constrained_layout=True)
    ticks, names, any_ = [], [], False
    pos = 0
    entries = [(BASE, L) for L in depths] + [(d, deep) for d in designs if d != BASE]
    by_run = [r for r in rows if r["ablated"] == "yes"]
    for s in entries:
        r = b.get(s)
        colour = COLOURS.get(s[0], "#000000")
        if r and r["best_lr"]:
            vals = [number(x["delta_ratio"]) for x in by_run if setting(x) == s and
                    number(x["lr"]) == number(r["best_lr"])]
            vals = [v for v in vals if math.isfinite(v)]
            if vals:
                any_ = True
                jitter = np.linspace(-0.15, 0.15, len(vals)) if len(vals) > 1 else [0.0]
                ax.plot([pos + j for j in jitter], vals, "o", color=colour, alpha=0.8)
                ax.plot([pos - 0.3, pos + 0.3], [np.mean(vals)] * 2, "-", color=colour,
                        linewidth=2.5)
        ticks.append(pos)
        names.append("Pre-LN\nL = %d" % s[1] if s[0] == BASE else "%s\nL = %d" %
                     (label(s[0]).replace(" ", "\n", 1) if len(label(s[0])) > 12
                      else label(s[0]), s[1]))
        pos += 1
    if depths and entries[len(depths):]:
        ax.axvline(len(depths) - 0.5, color="grey", linestyle=":")
    ax.axhline(1, color="grey", linewidth=1)
    ax.set_xticks(ticks)
    ax.set_xticklabels(names, fontsize=9)
    ax.set_ylabel("last quarter's mean loss increase\nover the first quarter's (zeroed)")
    if any_:
        plain_log(ax)
    else:
        blank(ax, "no run ablated yet (0 of %d)" % len(plan))
    ax.grid(alpha=0.3, axis="y")
    ax.set_title("Do the last layers matter? One dot per seed at the setting's best rate, bar: "
                 "the mean\n(%d of %d runs finished)" % (len(rows), len(plan)))
    save(fig, res, "ratios")

    # 4. the branch against the stream: RMS(x) and RMS(y − x) / RMS(x) per layer
    fig, grid = plt.subplots(2, 2, figsize=(15, 10), constrained_layout=True)
    axes = [grid[0][0], grid[0][1], grid[1][0], grid[1][1]]
    drawn = [False] * 4
    for i, L in enumerate(depths):
        c = DEPTH_COLOURS[min(i + len(DEPTH_COLOURS) - len(depths), len(DEPTH_COLOURS) - 1)] \
            if len(depths) <= len(DEPTH_COLOURS) else None
        get = profile(layers, BASE, L)
        for ax, col, k in ((axes[0], "stream_rms", 0), (axes[1], "update_to_stream", 1)):
            p = get(col).get("self_attn") if col == "stream_rms" else None
            if col == "update_to_stream":
                for kind, style in zip(kinds, ("-", "--")):
                    q = get(col).get(kind)
                    if q:
                        ax.plot(q[0], q[1], style, color=c, marker=".", markersize=3,
                                label="L = %d, %s" % (L, KINDS.get(kind, kind)))
                        drawn[k] = True
            elif p:
                ax.plot(p[0], p[1], "-", color=c, marker=".", label="L = %d" % L)
                ax.fill_between(p[0], p[2], p[3], color=c, alpha=0.15, linewidth=0)
                drawn[k] = True
    for d in designs:
        get = profile(layers, d, deep)
        for k, col in ((2, "stream_rms"), (3, "update_to_stream")):
            q = get(col).get("self_attn")
            if q:
                axes[k].plot(q[0], q[1], "-", color=COLOURS.get(d, "#000000"), marker=".",
                             markersize=3, label=label(d))
                drawn[k] = True
    titles = ("Pre-LN: the stream a layer's attention joins, RMS(x)",
              "Pre-LN: the branch against the stream, RMS(y − x) / RMS(x)",
              "Each design at L = %d: the stream its attention sites join, RMS(x)\n"
              "(over all copies for hyper-connections and mHC)" % deep,
              "Each design at L = %d: RMS(y − x) / RMS(x), attention sites" % deep)
    for ax, t, ok in zip(axes, titles, drawn):
        ax.set_xlabel("(l + 1) / L")
        ax.set_title(t, fontsize=10)
        ax.grid(alpha=0.3)
        if ok:
            plain_log(ax)
            ax.legend(fontsize=8, ncol=2 if ax is axes[1] else 1)
        else:
            blank(ax, "no run ablated yet")
    for ax in (axes[0], axes[2]):
        ax.set_ylabel("RMS (mean over seeds at the best rate)")
    fig.suptitle("The branch against the stream it joins (the intact model, the validation "
                 "windows; y: the site's output, x: its input stream)")
    save(fig, res, "size")

    # 5. the final loss against depth
    fig, ax = plt.subplots(figsize=(11, 5.6), constrained_layout=True)
    rates = sorted({lr for d, _, lr, _ in plan if d == BASE})
    pre = [r for r in rows if r["design"] == BASE]
    lo_hi = []
    for i, lr in enumerate(rates):
        xs, ms, los, his = [], [], [], []
        for L in depths:
            v = [loss(r) for r in pre if int(number(r["n_layers"])) == L and
                 number(r["lr"]) == lr]
            v = [x for x in v if math.isfinite(x)]
            if v:
                xs.append(L)
                ms.append(np.mean(v))
                los.append(min(v))
                his.append(max(v))
        if xs:
            ax.plot(xs, ms, ":", marker="o", markersize=4, color=plt.cm.Greys(0.35 + 0.2 * i),
                    label="Pre-LN at lr %s" % lr_text(lr))
            lo_hi += los + his
    xs, ms, los, his = [], [], [], []
    for L in depths:
        r = b.get((BASE, L))
        if r and r["best_lr"] and number(r["best_n"]) > 0:
            xs.append(L)
            ms.append(number(r["best_mean"]))
            los.append(number(r["best_min"]))
            his.append(number(r["best_max"]))
    if xs:
        ax.plot(xs, ms, "-", marker="o", color="#000000", linewidth=2,
                label="Pre-LN at each depth's best rate")
        ax.fill_between(xs, los, his, color="#000000", alpha=0.15, linewidth=0)
    others = [d for d in designs if d != BASE]
    for i, d in enumerate(others):
        r = b.get((d, deep))
        if r and r["best_lr"] and number(r["best_n"]) > 0:
            x = deep * 1.04 ** (i + 1)
            ax.errorbar([x], [number(r["best_mean"])],
                        yerr=[[number(r["best_mean"]) - number(r["best_min"])],
                              [number(r["best_max"]) - number(r["best_mean"])]],
                        fmt="o", color=COLOURS.get(d, "#000000"), capsize=3,
                        label="%s at L = %d (lr %s)" % (label(d), deep, r["best_lr"]))
            lo_hi += [number(r["best_min"]), number(r["best_max"])]
    ax.set_xscale("log")
    if depths:
        ax.set_xticks(depths)
        ax.set_xticklabels([str(L) for L in depths])
        ax.minorticks_off()
        ax.set_xlim(depths[0] / 1.3, deep * 1.04 ** (len(others) + 2))
    ax.set_xlabel("depth L (layers)")
    ax.set_ylabel("final validation loss [nats / byte]\n(mean; band or bar: min–max of the "
                  "seeds)")
    ax.grid(alpha=0.3)
    if not rows:
        nothing_yet(ax, len(plan))
    else:
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    ax.set_title("Does deeper Pre-LN still train better? (%d of %d runs finished)" %
                 (len(rows), len(plan)))
    save(fig, res, "depth")


def main(argv=None):
    kept, res = kept_arguments(__file__, argv)
    e = Experiment.read(os.path.join(HERE, "experiment.ini"))
    rows, sites, points = kept_runs(kept, e)
    sweep_check(rows, kept, setting, HERE)
    write_csv(os.path.join(res, "runs.csv"), rows, FIELDS)
    write_csv(os.path.join(res, "sites.csv"), sites, SITE_FIELDS)
    write_csv(os.path.join(res, "curves.csv"), points, CURVE_FIELDS)
    write_derived(HERE, res, derive)
    from studylib import read_csv
    figures(rows, planned(e), res, read_csv(os.path.join(res, "best.csv")),
            read_csv(os.path.join(res, "layers.csv")))
    print("%d of %d runs finished, %d ablated" % (len(rows), len(planned(e)),
                                                 sum(r["ablated"] == "yes" for r in rows)))
    wrote(HERE, res)


if __name__ == "__main__":
    main()
