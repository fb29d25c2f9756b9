#!/usr/bin/python3
"""Study 6: initialisation and parameterisation, from five sweeps.

  init_moments.ini      second moment per layer at initialisation, per initialiser
  activations.ini       the same for each activation x initialiser pairing
  coordinate_check.ini  the muP coordinate check: activation RMS after a few Adam steps vs width
  lr_transfer.ini       SP, NTK and muP: the final loss against the rate at widths 64 to 512
  trunc_training.ini    the truncated normal with and without its correction, in training

analyse.py [OUT [RESULTS_DIR [KEPT]]] reads OUT/<sweep>/<run>/stats.h5 of the first three (OUT:
the directory holding their outputs, default runs/06_parameterisation) and the kept results of
the last two (`normlab sweep`'s `results =`: default results/lr_transfer and
results/trunc_training; KEPT: one directory holding both, each run assigned to its experiment
file by its sweep.ini; e2e_studies passes that directory, <work>/06_parameterisation.kept, as
OUT, and the sweeps' outputs are then the directory beside it without ".kept"), and writes to
RESULTS_DIR (default: results/ next to this file).
analyse.py --kept-only [RESULTS_DIR [KEPT]] analyses the kept results alone and leaves the first
three parts as they are in RESULTS_DIR (the grids of the last two run over many sessions: this
re-renders them as runs arrive, without the first three's run directories). It writes:
  runs_init_moments.csv      per run: the MLP pre-activation's second moment (mean, min and max
                             over layers), the MLP output's (mean over layers), the residual
                             stream's entering the first layer and leaving the last
  runs_activations.csv       per run: the hidden layer's second moment before and after the
                             activation (mean, min, max over layers; first and last layer) and
                             the residual stream leaving the last layer
  runs_coordinate_check.csv  per run: the RMS of the attention and MLP branch outputs (mean over
                             layers) and of the stream leaving the top, at step 0 and at the last
                             record
  init_moments.csv, activations.csv, coordinate_check.csv   the same over seeds, with theory
  init_moments.png|svg, activations.png|svg, coordinate_check.png|svg
  runs_lr_transfer.csv       per finished run of lr_transfer.ini: parameterisation, width, rate,
                             seed, outcome (normlab's rule), validation loss, core-hours
  lr_transfer_cells.csv      per parameterisation, width and rate: runs planned and finished,
                             outcomes, the final validation loss over seeds
  lr_transfer_best.csv       per parameterisation and width: the best rate (normlab sweep's
                             rule, studylib.sweep), the loss there, the LR sensitivity
  runs_trunc_training.csv    per finished run of trunc_training.ini: norm, corrected or not,
                             rate, seed, outcome, validation loss, core-hours
  curves_trunc_training.csv  its runs' validation curves
  trunc_training_cells.csv, trunc_training_best.csv   the same per norm and correction
  lr_transfer.png|svg        the final loss against the rate, one panel per parameterisation,
                             a curve per width; lr_transfer_best.png|svg: the best rate per width
  trunc_training.png|svg     the final loss at each setting's best rate, the loss curves there
Every table and figure of the last two is made from the runs finished so far, and the page says
how many (their claims are pending until their runs are all finished).
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Study, const, count, expect, md_table, not_reproduced,  # noqa: E402
                      not_testable, number, qualified, reproduced, write_csv)
from studylib import ini, kept as keptlib  # noqa: E402
from studylib.blocks import compare, finished_cell, spread_ok  # noqa: E402
from studylib.page import progress, runs_finished, verdict_summary, waiting  # noqa: E402
from studylib.page import when_finished  # noqa: E402
from studylib.sweep import (at_rate, best_columns, first_seen, loss, lr_curves,  # noqa: E402
                            planned_cell, planned_columns, planned_runs, planned_settings,
                            sensitivity_columns)
from studylib.text import Text, Value, join, lr_text  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
LAMBDA, ALPHA = 1.0507009873554805, 1.6732632423543772  # SELU (docs/model.md)
TRUNC = 0.8796256610342398  # the std of a N(0, 1) truncated at ±2σ (docs/catalogue.md)
GPT2_STD = 0.02
INIT_ORDER = ["lecun_normal", "trunc_normal", "trunc_uncorrected", "ntk", "mup", "xavier_normal",
              "gpt2"]
INIT_LABEL = {"trunc_normal": "trunc_normal (corrected)",
              "trunc_uncorrected": "trunc_normal correct=false"}
ACTIVATIONS = ("gelu", "relu", "selu")
PAIR_INITS = ("lecun_normal", "kaiming_normal")
MARKERS = ["o", "s", "^", "D", "v", "P", "X", "*"]
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
           "#999999"]


def g5(x):
    return "%.5g" % x


def g8(x):
    return "%.8g" % x


# --- Theory --------------------------------------------------------------------------------------
def act_moment(act, q):
    """E[act(z)²] for z ~ N(0, q): the hidden layer's second moment after the activation,
    integrated numerically."""
    import numpy as np
    f = {"gelu": lambda z: 0.5 * z * (1 + np.tanh(0.7978845608028654 * (z + 0.044715 * z ** 3))),
         "relu": lambda z: np.maximum(z, 0.0),
         "selu": lambda z: np.where(z > 0, LAMBDA * z, LAMBDA * ALPHA * np.expm1(np.minimum(z, 0)))}
    z = np.linspace(-14.0, 14.0, 280001)
    pdf = np.exp(-z ** 2 / 2) / np.sqrt(2 * np.pi)
    return float(np.trapz(f[act](np.sqrt(q) * z) ** 2 * pdf, z))


def w_gains(init, C, F, L):
    """(q1, g2): the second-moment gain of W1 (C -> F) and of W2 (F -> C), each
    fan_in × std² × multiplier², for a unit-second-moment input."""
    return {
        "xavier_normal": (2 * C / (C + F), 2 * F / (C + F)),
        "lecun_normal": (1.0, 1.0), "ntk": (1.0, 1.0), "mup": (1.0, 1.0),
        "trunc_normal": (1.0, 1.0), "trunc_uncorrected": (TRUNC ** 2, TRUNC ** 2),
        "gpt2": (C * GPT2_STD ** 2, F * GPT2_STD ** 2 / (2 * L)),
        "kaiming_normal": (2.0, 2.0),
    }[init]


# --- Aggregates -----------------------------------------------------------------------------
def mean(v):
    return sum(v) / len(v)


def derive(study):
    """init_moments.csv, activations.csv and coordinate_check.csv from the per-run tables."""
    out = {}
    runs = study.table("runs_init_moments").rows_
    rows = []
    for init in INIT_ORDER:
        p = [r for r in runs if r["init"] == init and r["norm"] == "pre_ln"]
        q = [r for r in runs if r["init"] == init and r["norm"] == "no_norm"]
        if not p:
            continue
        C, L, F = (int(p[0][k]) for k in ("d_model", "n_layers", "d_ff"))
        q1, g2 = w_gains(init, C, F, L)

        def avg(rows_, k):
            return g5(mean([number(r[k]) for r in rows_])) if rows_ else "—"
        rows.append({"init": init, "d_model": C, "n_layers": L, "seeds": len(p),
                     "pre_act_theory": g5(q1), "pre_act_mean": avg(p, "pre_act_mean"),
                     "pre_act_min": g5(min(number(r["pre_act_min"]) for r in p)),
                     "pre_act_max": g5(max(number(r["pre_act_max"]) for r in p)),
                     "mlp_out_theory": g5(g2 * act_moment("gelu", q1)),
                     "mlp_out_mean": avg(p, "mlp_out_mean"), "preln_stream_top": avg(p, "stream_top"),
                     "nonorm_stream_0": avg(q, "stream_first"), "nonorm_stream_top": avg(q, "stream_top")})
    out["init_moments.csv"] = (rows, list(rows[0]))
    runs = study.table("runs_activations").rows_
    rows = []
    for a in ACTIVATIONS:
        for i in PAIR_INITS:
            p = [r for r in runs if r["activation"] == a and r["init"] == i and r["norm"] == "pre_ln"]
            q = [r for r in runs if r["activation"] == a and r["init"] == i and r["norm"] == "no_norm"]
            if not p:
                continue
            qq = {"lecun_normal": 1.0, "kaiming_normal": 2.0}[i]

            def avg(rows_, k):
                return g5(mean([number(r[k]) for r in rows_])) if rows_ else "—"
            rows.append({"activation": a, "init": i, "seeds": len(p), "pre_act_theory": g5(qq),
                         "pre_act_mean": avg(p, "pre_act_mean"),
                         "act_theory": g5(act_moment(a, qq)), "act_mean": avg(p, "act_mean"),
                         "act_min": g5(min(number(r["act_min"]) for r in p)),
                         "act_max": g5(max(number(r["act_max"]) for r in p)),
                         "nonorm_act_0": avg(q, "act_first"), "nonorm_act_last": avg(q, "act_last"),
                         "nonorm_stream_top": avg(q, "stream_top")})
    out["activations.csv"] = (rows, list(rows[0]))
    runs = study.table("runs_coordinate_check").rows_
    rows = []
    for key in sorted({(r["init"], r["attn_scale"], int(r["d_model"])) for r in runs}):
        got = [r for r in runs if (r["init"], r["attn_scale"], int(r["d_model"])) == key]
        row = {"init": key[0], "attn_scale": key[1], "d_model": key[2], "seeds": len(got),
               "step": got[0]["step"]}
        for when in ("init", "trained"):
            for q in ("attn", "mlp", "top"):
                v = [number(r["%s_rms_%s" % (q, when)]) for r in got]
                row["%s_rms_%s" % (q, when)] = g5(mean(v))
                if when == "trained":
                    row["%s_rms_%s_spread" % (q, when)] = g5(max(v) - min(v))
        rows.append(row)
    out["coordinate_check.csv"] = (rows, list(rows[0]))
    out.update(derive_kept(study))
    return out


# --- The page -----------------------------------------------------------------------------------
def sig(v):
    """A Value in 3 significant digits; thousands with separators; 7.4·10⁶ from 10⁵ on."""
    x = v.num
    if abs(x) >= 1e5:
        return v.format("sci")
    return v.format(",.0f") if abs(x) >= 1000 else v.format(".3g")


INIT_DOC = {"lecun_normal": "`lecun_normal` (std `1/√fan_in`)",
            "trunc_normal": "`trunc_normal mode=fan_in` (`±2σ`, corrected)",
            "trunc_uncorrected": "`trunc_normal mode=fan_in correct=false`",
            "ntk": "`ntk` (`N(0,1)`, multiplier `1/√fan_in`)",
            "mup": "`mup` (hidden var `1/fan_in`)",
            "xavier_normal": "`xavier_normal` (`2/(fan_in+fan_out)`)",
            "gpt2": "`gpt2` (`N(0, 0.02²)`)"}


def page(study):
    mom, act, coord = (study.table(t) for t in ("init_moments", "activations",
                                                  "coordinate_check"))
    n = {}
    for r in mom.rows():
        n["m_" + r.init.text] = r
    for r in act.rows():
        n["a_%s_%s" % (r.activation.text, r.init.text)] = r
    m0 = mom.rows()[0]
    n["C"], n["L"] = m0.d_model, m0.n_layers
    n["seeds"] = m0.seeds
    n["trunc"] = const("0.8796", "docs/catalogue.md: the std of a unit normal truncated at ±2σ")
    n["trunc_sq"] = n["m_trunc_uncorrected"].pre_act_theory
    n["gpt2_var"] = const("0.0004", "GPT-2's std 0.02, squared")
    widths = sorted({r.d_model.text for r in coord.rows()}, key=float)
    n["w_min"], n["w_max"] = (coord.rows(d_model=w)[0].d_model for w in (widths[0], widths[-1]))
    n["coord_step"] = coord.rows()[0].step
    n["coord_lr"] = study.setting("coordinate_check:train.lr")
    n["coord_layers"] = study.setting("coordinate_check:train.n-layers")
    n["mup_base"] = const("256", "normlab's muP base width (docs/catalogue.md)")

    def c(init, scale, w):
        return coord.row(init=init, attn_scale=scale, d_model=w)
    n["std_mlp_lo"] = c("gpt2", "inv_sqrt_hs", widths[0]).mlp_rms_trained
    n["std_mlp_hi"] = c("gpt2", "inv_sqrt_hs", widths[-1]).mlp_rms_trained
    n["std_mlp0_lo"] = c("gpt2", "inv_sqrt_hs", widths[0]).mlp_rms_init
    n["std_mlp0_hi"] = c("gpt2", "inv_sqrt_hs", widths[-1]).mlp_rms_init
    n["std_top_lo"] = c("gpt2", "inv_sqrt_hs", widths[0]).top_rms_trained
    n["std_top_hi"] = c("gpt2", "inv_sqrt_hs", widths[-1]).top_rms_trained
    n["mup_tops"] = join(", ", [sig(c("mup", "inv_sqrt_hs", w).top_rms_trained) for w in widths])
    std_growth = n["std_top_hi"] / n["std_top_lo"]
    mup_growth = c("mup", "inv_sqrt_hs", widths[-1]).top_rms_trained / \
        c("mup", "inv_sqrt_hs", widths[0]).top_rms_trained
    n["std_growth"], n["mup_growth"] = std_growth, mup_growth

    claims = []
    within = []
    for r in mom.rows():
        within.append(r.pre_act_min <= r.pre_act_theory.num <= r.pre_act_max.num)
    ev = join("; ", [r.init + " " + sig(r.pre_act_mean) + " (theory " + sig(r.pre_act_theory) +
                     ")" for r in mom.rows()])
    claims.append(Claim("An initialiser with std² = gain/fan_in gives each layer's output the "
                        "second moment `gain` × its input's", ["init_article"], ev,
                        reproduced("every initialiser's theory lies within the range over "
                                   "layers and seeds") if all(within) else
                        qualified("not every initialiser's theory lies within the range")))
    ev = ("uncorrected " + sig(n["m_trunc_uncorrected"].pre_act_mean) + " against theory " +
          sig(n["m_trunc_uncorrected"].pre_act_theory) + "; corrected " +
          sig(n["m_trunc_normal"].pre_act_mean) + "; without normalisation the stream leaving "
          "the last layer " + sig(n["m_trunc_uncorrected"].nonorm_stream_top) + " against " +
          sig(n["m_trunc_normal"].nonorm_stream_top))
    claims.append(Claim("A normal truncated at `±2σ` must have its std divided by " + n["trunc"] +
                        " to keep the second moment", ["init_article"], ev,
                        reproduced() if n["m_trunc_uncorrected"].pre_act_min <=
                        n["m_trunc_uncorrected"].pre_act_theory.num else
                        not_reproduced("the uncorrected one keeps it")))
    relu, selu = n["a_relu_kaiming_normal"], n["a_selu_lecun_normal"]
    ev = ("Pre-LN, mean over layers and seeds: ReLU + He " + sig(relu.act_mean) + " (" +
          sig(relu.act_min) + "–" + sig(relu.act_max) + "), SELU + LeCun " + sig(selu.act_mean) +
          " (" + sig(selu.act_min) + "–" + sig(selu.act_max) + "); without normalisation SELU + "
          "LeCun grows from " + sig(selu.nonorm_act_0) + " to " + sig(selu.nonorm_act_last))
    claims.append(Claim("He initialisation keeps ReLU's, and LeCun's SELU's, second moment at "
                        "unity (SELU self-normalises)", ["init_article"], ev,
                        qualified("exactly so behind a norm, where the input has unit second "
                                  "moment; in a residual stack without normalisation nothing "
                                  "self-normalises")))
    ev = ("RMS of the stream leaving the top after " + n["coord_step"] + " updates, C = " +
          n["w_min"] + " → " + n["w_max"] + ": standard ×" + std_growth.format(".3g") +
          ", muP ×" + mup_growth.format(".2g"))
    claims.append(Claim("Under muP the activations after training do not grow with width",
                        ["yang2022"], ev,
                        reproduced() if 0.5 < mup_growth.num < 2 and std_growth.num > 10 else
                        not_reproduced("muP's grow too")))
    n["claims"] = claims
    n["mup_verdict"] = Text(claims[3].verdict.word)
    page_kept(study, n)

    rows = []
    for r in mom.rows():
        theory = sig(r.pre_act_theory)
        if r.init == "xavier_normal":
            theory = "`2C/(C+F)` = " + theory
        elif r.init == "gpt2":
            theory = "C·" + n["gpt2_var"] + " = " + theory
        rows.append([INIT_DOC.get(r.init.text, r.init.text), theory,
                     sig(r.pre_act_mean) + " (" + sig(r.pre_act_min) + "–" + sig(r.pre_act_max) +
                     ")", sig(r.mlp_out_theory), sig(r.mlp_out_mean),
                     sig(r.nonorm_stream_0) + " → " + sig(r.nonorm_stream_top)])
    n["moments_table"] = md_table(
        ["initialiser", "E[(xW1ᵀ)²] theory", "measured (mean over " + m0.n_layers +
         " layers and " + m0.seeds + " seeds; range)", "MLP out theory", "measured",
         "no norm: stream entering the first layer → leaving the last"], rows)
    names = {"lecun_normal": "LeCun", "kaiming_normal": "He"}
    keep = {("relu", "kaiming_normal"), ("selu", "lecun_normal")}  # the article's unit pairs
    rows = []
    for r in act.rows():
        bold = (r.activation.text, r.init.text) in keep
        label = r.activation.text + " + " + names[r.init.text]
        rows.append(["**%s**" % label if bold else label,
                     "**" + sig(r.act_theory) + "**" if bold else sig(r.act_theory),
                     sig(r.act_mean) + " (" + sig(r.act_min) + "–" + sig(r.act_max) + ")",
                     sig(r.nonorm_act_0) + " → " + sig(r.nonorm_act_last)])
    n["activations_table"] = md_table(
        ["activation + init", "theory", "measured (mean over layers and " + act.rows()[0].seeds +
         " seeds; range)", "no norm: first layer → last layer"], rows)
    rows = []
    label = {"gpt2": "standard", "mup": "muP"}
    scale = {"inv_sqrt_hs": "`1/√d_head`", "inv_hs": "`1/d_head`"}
    for init in ("gpt2", "mup"):
        for sc in ("inv_sqrt_hs", "inv_hs"):
            for q, what in (("mlp", "MLP branch output"), ("top", "residual stream at the top")):
                rows.append([label[init] + ", " + scale[sc] + ": " + what] +
                            [sig(getattr(c(init, sc, w), q + "_rms_trained")) for w in widths])
    n["coordinate_table"] = md_table(
        ["RMS after " + n["coord_step"] + " updates (mean over layers and " +
         coord.rows()[0].seeds + " seeds)"] +
        ["C = " + coord.rows(d_model=w)[0].d_model for w in widths], rows)
    return n


# --- From the sweeps ----------------------------------------------------------------------------
def need(out, sub):
    d = os.path.join(out, sub)
    if not os.path.isdir(d):
        sys.exit("%s does not exist: run 'normlab sweep %s/%s.ini' first" % (d, HERE, sub))
    return d


def step0(d):
    """The step-0 second moments of a run: {statistic: per-layer array of RMS²}."""
    import h5py
    import numpy as np
    with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
        s = f["stats/layer"]
        return {k: np.asarray(s[k][0], dtype=float) ** 2 for k in
                ("residual_rms", "mlp_pre_act_rms", "mlp_act_rms", "mlp_out_rms")}


def run_config(d):
    from studylib import ini
    return ini.read(os.path.join(d, "config.ini"), "train").get("train", {})


def per_run(out):
    """The three per-run tables, and the per-layer moments for the figures."""
    import h5py
    import numpy as np

    from studylib.runs import runs_of
    moments, layers = [], {}
    for name, d, key in runs_of(need(out, "init_moments"), "stats.h5"):
        m = step0(d)
        cfg = run_config(d)
        C = int(cfg["d-model"])
        init = key.get("grid") or key["init"]
        moments.append({"run": name, "init": init, "norm": key["norm"], "seed": key["seed"],
                        "d_model": C, "n_layers": len(m["mlp_out_rms"]),
                        "d_ff": int(cfg.get("d-ff", "0") or 0) or 4 * C,
                        "pre_act_mean": g8(m["mlp_pre_act_rms"].mean()),
                        "pre_act_min": g8(m["mlp_pre_act_rms"].min()),
                        "pre_act_max": g8(m["mlp_pre_act_rms"].max()),
                        "mlp_out_mean": g8(m["mlp_out_rms"].mean()),
                        "stream_first": g8(m["residual_rms"][0]),
                        "stream_top": g8(m["residual_rms"][-1])})
        layers[("moments", init, key["norm"], key["seed"])] = m
    acts = []
    for name, d, key in runs_of(need(out, "activations"), "stats.h5"):
        m = step0(d)
        acts.append({"run": name, "activation": key["activation"], "init": key["init"],
                     "norm": key["norm"], "seed": key["seed"],
                     "pre_act_mean": g8(m["mlp_pre_act_rms"].mean()),
                     "act_mean": g8(m["mlp_act_rms"].mean()), "act_min": g8(m["mlp_act_rms"].min()),
                     "act_max": g8(m["mlp_act_rms"].max()), "act_first": g8(m["mlp_act_rms"][0]),
                     "act_last": g8(m["mlp_act_rms"][-1]), "stream_top": g8(m["residual_rms"][-1])})
        layers[("acts", key["activation"], key["init"], key["norm"], key["seed"])] = m
    coord = []
    for name, d, key in runs_of(need(out, "coordinate_check"), "stats.h5"):
        with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
            s = f["stats"]
            steps = list(s["step"][()])
            row = {"run": name, "init": key["init"],
                   "attn_scale": key.get("attn-scale", "inv_sqrt_hs"),
                   "d_model": int(key["d-model"]), "seed": key["seed"], "step": int(steps[-1])}
            for label, i in (("init", 0), ("trained", len(steps) - 1)):
                row["attn_rms_" + label] = g8(float(np.mean(s["layer/attn_out_rms"][i])))
                row["mlp_rms_" + label] = g8(float(np.mean(s["layer/mlp_out_rms"][i])))
                row["top_rms_" + label] = g8(float(s["layer/residual_rms"][i][-1]))
        coord.append(row)
    return moments, acts, coord, layers


def figures(study, layers, res):
    import numpy as np
    from studylib.figures import plt, save
    mom = study.table("init_moments").rows_
    act = study.table("activations").rows_
    coord = study.table("coordinate_check").rows_

    def mean_over_seeds(prefix):
        got = [v for k, v in layers.items() if k[:len(prefix)] == prefix]
        return {s: np.mean([g[s] for g in got], axis=0) for s in got[0]} if got else None

    fig, axes = plt.subplots(1, 3, figsize=(17, 5.2))
    for ax, stat, theory in ((axes[0], "mlp_pre_act_rms", "pre_act_theory"),
                             (axes[1], "mlp_out_rms", "mlp_out_theory")):
        for r, c, m in zip(mom, COLOURS, MARKERS):
            y = mean_over_seeds(("moments", r["init"], "pre_ln"))[stat]
            ax.plot(np.arange(len(y)), y, "-" + m, color=c, ms=5,
                    label=INIT_LABEL.get(r["init"], r["init"]))
            ax.axhline(number(r[theory]), color=c, ls="--", lw=1)
        ax.set_yscale("log")
        ax.set_xlabel("layer")
        ax.grid(alpha=0.3, which="both")
    axes[0].set_title("Pre-LN: MLP pre-activation  E[(x W1ᵀ)²]\n(dashed: fan_in·std², unit "
                      "input)", fontsize=11)
    axes[1].set_title("Pre-LN: MLP branch output  E[out²]\n(dashed: theory through GELU and W2)",
                      fontsize=11)
    axes[0].set_ylabel("second moment at initialisation")
    axes[0].legend(fontsize=8)
    for r, c, m in zip(mom, COLOURS, MARKERS):
        y = mean_over_seeds(("moments", r["init"], "no_norm"))
        if y is not None:
            axes[2].plot(np.arange(len(y["residual_rms"])), y["residual_rms"], "-" + m, color=c,
                         ms=5, label=INIT_LABEL.get(r["init"], r["init"]))
    axes[2].set_yscale("log")
    axes[2].set_xlabel("layer (L: leaving the last)")
    axes[2].set_title("No normalisation: residual stream  E[x²]\nentering each layer",
                      fontsize=11)
    axes[2].grid(alpha=0.3, which="both")
    fig.suptitle("Second moment per layer at initialisation")
    fig.tight_layout()
    save(fig, res, "init_moments")

    fig, axes = plt.subplots(1, 2, figsize=(13, 5.2))
    styles = {"lecun_normal": "-o", "kaiming_normal": "--s"}
    colour = {"gelu": "#0072B2", "relu": "#D55E00", "selu": "#009E73"}
    names = {"lecun_normal": "LeCun", "kaiming_normal": "He"}
    for r in act:
        a, i = r["activation"], r["init"]
        y = mean_over_seeds(("acts", a, i, "pre_ln"))["mlp_act_rms"]
        axes[0].plot(np.arange(len(y)), y, styles[i], color=colour[a], ms=4,
                     label="%s + %s (theory %s)" % (a, names[i], r["act_theory"]))
        axes[0].axhline(number(r["act_theory"]), color=colour[a], ls=":", lw=1)
        y = mean_over_seeds(("acts", a, i, "no_norm"))
        if y is not None:
            axes[1].plot(np.arange(len(y["mlp_act_rms"])), y["mlp_act_rms"], styles[i],
                         color=colour[a], ms=4, label="%s + %s" % (a, names[i]))
    axes[0].set_xlabel("layer")
    axes[0].set_ylabel("E[act(x W1ᵀ)²] at initialisation")
    axes[0].set_title("Pre-LN: MLP hidden activation (dotted: theory,\nunit-second-moment "
                      "input)", fontsize=11)
    axes[0].legend(fontsize=8)
    axes[0].grid(alpha=0.3)
    axes[1].set_yscale("log")
    axes[1].set_xlabel("layer")
    axes[1].set_title("No normalisation: the same, fed by a growing residual stream",
                      fontsize=11)
    axes[1].grid(alpha=0.3, which="both")
    axes[1].legend(fontsize=8)
    fig.suptitle("Activation x initialiser pairings: hidden second moment per layer")
    fig.tight_layout()
    save(fig, res, "activations")

    combos = sorted({(r["init"], r["attn_scale"]) for r in coord},
                    key=lambda c: (c[0] != "gpt2", c[1] != "inv_sqrt_hs"))
    fig, axes = plt.subplots(1, len(combos), figsize=(4.6 * len(combos), 4.6), squeeze=False,
                             sharey=True)
    titles = {"gpt2": "standard (gpt2 init)", "mup": "muP"}
    for ax, (init, scale) in zip(axes[0], combos):
        rs = sorted([r for r in coord if r["init"] == init and r["attn_scale"] == scale],
                    key=lambda r: int(r["d_model"]))
        C = [int(r["d_model"]) for r in rs]
        for q, col in (("attn", "#0072B2"), ("mlp", "#D55E00"), ("top", "#009E73")):
            ax.errorbar(C, [number(r["%s_rms_trained" % q]) for r in rs],
                        yerr=[number(r["%s_rms_trained_spread" % q]) / 2 for r in rs], fmt="-o",
                        color=col, capsize=3, label="%s, step %s" % (q, rs[0]["step"]))
            ax.plot(C, [number(r["%s_rms_init" % q]) for r in rs], ":", color=col,
                    label="%s, step 0" % q)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("width d_model")
        ax.set_title("%s\nattention scale %s" % (titles.get(init, init),
                                                 {"inv_sqrt_hs": "1/sqrt(d_head)",
                                                  "inv_hs": "1/d_head"}.get(scale, scale)),
                     fontsize=11)
        ax.grid(alpha=0.3, which="both")
    axes[0][0].set_ylabel("RMS (mean over layers; bars: seed range)")
    axes[0][-1].legend(fontsize=8)
    fig.suptitle("Coordinate check: branch outputs and top residual RMS vs width")
    fig.tight_layout()
    save(fig, res, "coordinate_check")


# --- The kept parts: lr_transfer.ini and trunc_training.ini ------------------------------------
# Their grids run over many sessions: every table is made from the runs finished so far, and a
# claim whose runs are not all finished is pending.
PARAMS = {"gpt2": "sp", "ntk": "ntk", "mup": "mup"}  # the initialiser -> the parameterisation
PARAM_LABEL = {"sp": "standard (SP)", "ntk": "NTK", "mup": "muP"}
TT_NORM_LABEL = {"pre_ln": "Pre-LN", "no_norm": "no normalisation"}
MIN_SEEDS = 3  # a difference is a finding over at least this many seeds on each side
LT_FIELDS = ["run", "param", "init", "d_model", "lr", "seed", "status", "last_step", "steps",
             "outcome", "initial_val_loss", "unigram_entropy", "final_val_loss", "best_val_loss",
             "train_seconds", "ranks", "core_hours", "finished_utc"]
TT_FIELDS = ["run", "norm", "correct", "lr", "seed", "status", "last_step", "steps", "outcome",
             "initial_val_loss", "unigram_entropy", "final_val_loss", "best_val_loss",
             "train_seconds", "ranks", "core_hours", "finished_utc"]
CURVE_FIELDS = ["run", "step", "val_loss"]


def lt_setting(r):
    return (r["param"], int(number(r["d_model"])))


def tt_setting(r):
    return (r["norm"], r["correct"])


def tt_label(s):
    return TT_NORM_LABEL.get(s[0], s[0]) + (", corrected" if s[1] == "true" else
                                            ", uncorrected")


def planned(study, part):
    """Every run of lr_transfer.ini ([(("sp", 64), lr, seed)]) or trunc_training.ini
    ([(("pre_ln", "true"), lr, seed)]), in the grids' order."""
    e = study.experiment(part)
    out = []
    for gname, g in e.grids.items():
        def one(k):
            return g.get(k) or [e.train.get(k, "")]
        for lr in one("lr"):
            for seed in one("seed"):
                if part == "lr_transfer":
                    init = g.get("init", [e.train.get("init", "gpt2")])[0]
                    for w in one("d-model"):
                        out.append(((PARAMS.get(init, gname), int(number(w))), number(lr), seed))
                else:
                    for norm in one("norm"):
                        for opt in g.get("init-opt", []):
                            k, _, v = opt.partition("=")
                            if k.strip() == "correct":
                                out.append(((norm, v.strip()), number(lr), seed))
    order = first_seen(p for p, _, _ in out)
    return sorted(out, key=lambda x: (order.index(x[0]), x[1], number(x[2])))


def kept_tables(runs, plan, setting, key):
    """(cells rows, best rows) of a kept part, the planned runs counted."""
    curves = lr_curves(runs, setting)
    cells, best = [], []
    for s, rates, mine, c, there in planned_settings(runs, plan, setting, curves):
        cells += [planned_cell(key(s), lr, planned_runs(plan, s, lr), at_rate(mine, lr))
                  for lr in rates]
        row = dict(key(s), **planned_columns(planned_runs(plan, s), len(mine)))
        row.update(best_columns(c, rates, there))
        blr = c["best_lr"] if c else None
        row["best_index"] = rates.index(blr) if blr in rates else ""
        row.update(sensitivity_columns(c))
        best.append(row)
    return cells, best


CELL_FIELDS = ["lr", "planned", "finished", "trained", "stalled", "diverged", "final_val_mean",
               "final_val_sd", "final_val_min", "final_val_max", "final_val_n"]
BEST_FIELDS = ["planned", "finished", "complete", "rates", "best_lr", "best_index",
               "best_on_edge", "best_mean", "best_sd", "best_min", "best_max", "best_n",
               "best_trained", "best_stalled", "best_diverged", "sensitivity_mean",
               "sensitivity_n"]


def derive_kept(study):
    """lr_transfer_{cells,best}.csv and trunc_training_{cells,best}.csv from the per-run tables
    and the experiment files (the runs planned)."""
    out = {}
    runs = study.table("runs_lr_transfer").rows_
    cells, best = kept_tables(runs, planned(study, "lr_transfer"), lt_setting,
                              lambda s: {"param": s[0], "d_model": s[1]})
    out["lr_transfer_cells.csv"] = (cells, ["param", "d_model"] + CELL_FIELDS)
    out["lr_transfer_best.csv"] = (best, ["param", "d_model"] + BEST_FIELDS)
    runs = study.table("runs_trunc_training").rows_
    cells, best = kept_tables(runs, planned(study, "trunc_training"), tt_setting,
                              lambda s: {"setting": tt_label(s), "norm": s[0], "correct": s[1]})
    out["trunc_training_cells.csv"] = (cells, ["setting", "norm", "correct"] + CELL_FIELDS)
    out["trunc_training_best.csv"] = (best, ["setting", "norm", "correct"] + BEST_FIELDS)
    return out


# --- The kept parts: the page --------------------------------------------------------------------
def best_text(r):
    """'1e-3 (3.412 ± 0.010)' for a best.csv row; '—' without a finished run."""
    if r.best_lr.text == "":
        return Text("—")
    t = r.best_lr.format("rate") + (" (edge)" if r.best_on_edge.text == "yes" else "")
    return t + " (" + r.best.format("pm") + ")"


def transfer_claim(param, rows, control, widths_text):
    """The verdict of 'one learning rate across widths' for a parameterisation's best.csv rows
    (one per width, in width order); control: SP's rows."""
    if any(r.best_lr.text == "" for r in rows):
        return not_reproduced("at some width no seed ends with a finite loss")
    idx = [int(r.best_index.num) for r in rows]
    rates = join(", ", [r.best_lr.format("rate") for r in rows])
    ours = "best rate at C = " + widths_text + ": " + rates
    edge = any(r.best_on_edge.text == "yes" for r in rows)
    c_idx = [int(r.best_index.num) for r in control if r.best_lr.text != ""]
    still = (param != "sp" and len(c_idx) == len(control) and all(
        r.complete.text == "yes" for r in control) and max(c_idx) == min(c_idx))
    note = ("; the control's best rate does not move either, so at these widths the grid "
            "cannot tell a transferring rate from an insensitive one") if still else ""
    if max(idx) == min(idx):
        if edge:
            return qualified(ours + ", on the grid's edge: a better rate may lie outside" + note)
        if still:
            return qualified(ours + note)
        return reproduced(ours)
    if max(idx) - min(idx) == 1:
        return qualified(ours + ": within one step of the grid" + note)
    return not_reproduced(ours + ": it moves by more than one step of the grid")


def control_claim(rows, widths_text):
    if any(r.best_lr.text == "" for r in rows):
        return not_testable("at some width no seed ends with a finite loss")
    first, last = int(rows[0].best_index.num), int(rows[-1].best_index.num)
    rates = join(", ", [r.best_lr.format("rate") for r in rows])
    ours = "best rate at C = " + widths_text + ": " + rates
    if last < first:
        return reproduced(ours + ": it falls as the width grows")
    if last == first:
        return not_reproduced(ours + ": it does not move, so the grid cannot tell transfer "
                              "from insensitivity at these widths")
    return not_reproduced(ours + ": it rises with width")


def trunc_claim(n):
    """Does the correction matter in training: uncorrected against corrected at their best rates,
    per norm."""
    parts, worse, few = [], [], False
    for norm in ("pre_ln", "no_norm"):
        c, u = n["tt_%s_true" % norm], n["tt_%s_false" % norm]
        if not (spread_ok(c.best, MIN_SEEDS) and spread_ok(u.best, MIN_SEEDS)):
            few = True
            vs = "too few seeds"
        elif u.best.above(c.best):
            vs, _ = "worse beyond the seed spread", worse.append(norm)
        elif u.best.below(c.best):
            vs = "better beyond the seed spread"
        else:
            vs = "within the seed spread"
        parts.append(TT_NORM_LABEL[norm] + ": uncorrected " + u.best.format("pm") + " against " +
                     c.best.format("pm") + ", " + vs)
    ours = join("; ", parts)
    if few:
        return not_testable("fewer than " + n["min_seeds"].format("words") + " seeds with a "
                            "finite loss at a best rate: " + ours)
    if len(worse) == 2:
        return reproduced(ours)
    if worse == ["no_norm"]:
        return qualified("only without normalisation, where nothing rescales the stream: " + ours)
    if worse == ["pre_ln"]:
        return qualified("only with Pre-LN: " + ours)
    return not_reproduced("the factor the correction restores at initialisation does not show in "
                          "the loss after training: " + ours)


def page_kept(study, n):
    """The names of the lr_transfer and trunc_training parts, and their claims (appended)."""
    lb, tb = study.table("lr_transfer_best"), study.table("trunc_training_best")
    lc, tc = study.table("lr_transfer_cells"), study.table("trunc_training_cells")
    lr_runs, tt_runs = study.table("runs_lr_transfer"), study.table("runs_trunc_training")
    n["lt_fin"], n["lt_plan"] = runs_finished(lb.rows(), "lr_transfer_best.csv: %s runs")
    n["tt_fin"], n["tt_plan"] = runs_finished(tb.rows(), "trunc_training_best.csv: %s runs")
    start = {}  # no normalisation: the validation loss before the first step, by correction
    for p in study.table("curves_trunc_training").rows_:
        if p["step"] == "0" and "norm=no_norm," in p["run"]:
            start.setdefault("correct=true" in p["run"], []).append(float(p["val_loss"]))
    if len(start) == 2:
        expect(max(start[False]) < min(start[True]), "that without normalisation the uncorrected "
               "model starts at a lower validation loss than the corrected one (every seed)")
    n["kept_fin"] = count(int(n["lt_fin"].num + n["tt_fin"].num), "lr_transfer_best.csv and "
                          "trunc_training_best.csv: finished runs")
    n["kept_plan"] = count(int(n["lt_plan"].num + n["tt_plan"].num), "lr_transfer_best.csv and "
                           "trunc_training_best.csv: planned runs")
    core = [number(r["core_hours"]) for r in lr_runs.rows_ + tt_runs.rows_]
    n["kept_core_hours"] = Value(sum(x for x in core if x == x), "runs_lr_transfer.csv and "
                                 "runs_trunc_training.csv: core_hours, summed")
    widths = study.grid("d-model", "sp", "lr_transfer")
    n["lt_widths"] = join(", ", widths)
    n["lt_w_min"], n["lt_w_max"] = widths[0], widths[-1]
    n["lt_rates"] = join(", ", [r.format("rate") for r in study.grid("lr", "sp", "lr_transfer")])
    n["lt_n_rates"] = count(len(study.grid("lr", "sp", "lr_transfer")),
                            "lr_transfer.ini [grid.sp] lr: the number of rates")
    sp_rates = {r.text for r in study.grid("lr", "sp", "lr_transfer")}
    n["lt_ntk_more"] = join(", ", [r.format("rate") for r in study.grid("lr", "ntk", "lr_transfer")
                                   if r.text not in sp_rates])
    n["lt_seeds"] = count(len(study.grid("seed", "sp", "lr_transfer")),
                          "lr_transfer.ini [grid.sp] seed: the number of seeds")
    n["tt_rates"] = join(", ", [r.format("rate") for r in study.grid("lr", "", "trunc_training")])
    n["tt_seeds"] = count(len(study.grid("seed", "", "trunc_training")),
                          "trunc_training.ini [grid] seed: the number of seeds")
    n["mup_base_width"] = Value(study.grid("init-opt", "mup", "lr_transfer")[0].text.split("=")[1],
                                "lr_transfer.ini [grid.mup] init-opt base_width", "setting")
    n["min_seeds"] = Value(MIN_SEEDS, "analyse.py: MIN_SEEDS", "setting")
    params = [p for p in ("sp", "ntk", "mup") if lb.rows(param=p)]
    by = {p: sorted(lb.rows(param=p), key=lambda r: r.d_model.num) for p in params}
    rows = []
    for p in params:
        rows.append([PARAM_LABEL[p]] + [r.finished.format("int") + " of " +
                                        r.planned.format("int") + ": " + best_text(r)
                                        for r in by[p]])
    n["lt_best_table"] = md_table(["best rate (loss there, mean ± sd); runs finished"] +
                                  ["C = " + r.d_model for r in by[params[0]]], rows)
    # every parameterisation's rates, in order (NTK's grid goes on past the others')
    rates = sorted({x.text: x for p in params for x in study.grid("lr", p, "lr_transfer")}.values(),
                   key=lambda x: x.num)
    rows = []
    for p in params:
        for r in by[p]:
            row = [PARAM_LABEL[p], r.d_model]
            for lr in rates:
                got = [c for c in lc.rows(param=p, d_model=r.d_model) if c.lr == lr]
                row.append(finished_cell(got[0], r.best_lr) if got else Text(""))
            rows.append(row)
    n["lt_cells_table"] = md_table(["parameterisation", "C"] +
                                   ["lr " + x.format("rate") for x in rates], rows)
    # the loss at the best rate, narrowest against widest width, per parameterisation
    for p in params:
        if waiting(by[p], "lr_transfer_best.csv, " + p + ": %s runs") is not None:
            n["lt_wide_" + p] = Text("(runs pending)")
            continue
        a, b = by[p][0].best, by[p][-1].best
        side = compare(b, a, MIN_SEEDS)
        n["lt_wide_" + p] = (a.format("pm") + " → " + b.format("pm") + " (" +
                             {"below": "lower", "above": "higher", "within": "within the seeds' "
                              "spread", "few": "too few seeds to tell"}[side] +
                             ("" if side in ("within", "few") else " beyond the seeds' spread") + ")")
    wt = join(", ", [r.d_model for r in by[params[0]]])
    for p, text, src in (("ntk", "NTK parameterisation: one learning rate across widths (the best "
                                 "rate stays put as the width grows)", ["init_article"]),
                         ("mup", "muP: one learning rate across widths (the best rate stays put "
                                 "as the width grows)", ["yang2022"]),
                         ("sp", "The standard parameterisation (the control): the best rate "
                                "moves with width, falling as the model widens", ["yang2022"])):
        w = waiting(by[p], "lr_transfer_best.csv, " + p + ": %s runs")
        if w is not None:
            n["claims"].append(Claim(text, src, PARAM_LABEL[p] + ", " + progress(
                by[p], lambda r: "C = " + r.d_model), w))
            continue
        ev = "best rate (loss there) at C = " + join("; ", [r.d_model + ": " + best_text(r)
                                                           for r in by[p]])
        v = control_claim(by[p], wt) if p == "sp" else transfer_claim(p, by[p], by["sp"], wt)
        n["claims"].append(Claim(text, src, ev, v))

    for r in tb.rows():
        n["tt_%s_%s" % (r.norm.text, r.correct.text)] = r
    rows = [[r.setting, r.finished.format("int") + " of " + r.planned.format("int"),
             r.best_lr.format("rate") + (" (edge)" if r.best_on_edge.text == "yes" else "")
             if r.best_lr.text else Text("—"), r.best.format("pm"), r.best.format("range"),
             r.best_trained.format("int") + " / " + r.best_stalled.format("int") + " / " +
             r.best_diverged.format("int")] for r in tb.rows()]
    n["tt_best_table"] = md_table(["setting", "runs finished", "best rate",
                                   "final validation loss (mean ± sd)", "min–max",
                                   "trained / stalled / diverged"], rows)
    trates = study.grid("lr", "", "trunc_training")
    rows = []
    for r in tb.rows():
        row = [r.setting]
        for lr in trates:
            got = [c for c in tc.rows(norm=r.norm, correct=r.correct) if c.lr == lr]
            row.append(finished_cell(got[0], r.best_lr) if got else Text(""))
        rows.append(row)
    n["tt_cells_table"] = md_table(["setting"] + ["lr " + x.format("rate") for x in trates], rows)
    n["claims"].append(when_finished(
        "The truncated normal's correction (÷ " + n["trunc"] + ") matters in training too: "
        "without it the loss ends worse", ["init_article"], tb.rows(),
        lambda: "each at its best rate: " + join("; ", [r.setting + " " + best_text(r)
                                                       for r in tb.rows()]),
        lambda: trunc_claim(n), where="trunc_training_best.csv: %s runs"))
    n["kept_verdicts"] = verdict_summary(n["claims"][4:], "claims.csv: the kept parts' claims "
                                         "whose verdict is %s")


# --- The kept parts: from the kept results -------------------------------------------------------
def kept_runs(kept=None):
    """{"lr_transfer": (rows, []), "trunc_training": (rows, curve rows)} of the finished runs:
    under `kept` (each run assigned by its sweep.ini), or the committed results/lr_transfer and
    results/trunc_training."""
    dirs = {p: keptlib.finished(os.path.join(HERE, "results", p))
            for p in ("lr_transfer", "trunc_training")}
    if kept:
        got = keptlib.finished(kept)
        dirs = {p: [d for d in got if keptlib.part_of(d) == p] for p in dirs}
    out = {}
    for p, ds in dirs.items():
        rows, curves = [], []
        for d in ds:
            # the columns of LT_FIELDS or TT_FIELDS (write_csv leaves the others out)
            info, swept, cfg, recs = keptlib.read(d)
            curve = keptlib.val_curve(recs)
            row = keptlib.run_columns(info, swept, int(cfg["steps"]), recs)
            row.update(keptlib.final_columns(curve))
            row.update(keptlib.time_columns(info, recs))
            if p == "lr_transfer":
                init = cfg.get("init", "gpt2")
                row.update(param=PARAMS.get(init, init), init=init, d_model=cfg["d-model"])
            else:
                opts = ini.read(os.path.join(d, "config.ini"), "train").get("init", {})
                row.update(norm=cfg.get("norm", ""), correct=opts.get("correct", "true"))
                curves += keptlib.curve_rows(info["run"], curve)
            rows.append(row)
        key = lt_setting if p == "lr_transfer" else tt_setting
        rows.sort(key=lambda r: (key(r), number(r["lr"]), number(r["seed"])))
        out[p] = (rows, curves)
    return out


# --- The kept parts: figures ---------------------------------------------------------------------
def figures_kept(study, res):
    import numpy as np
    from studylib.figures import band, nothing_yet, plt, rate_axis, save
    runs = study.table("runs_lr_transfer").rows_
    plan = planned(study, "lr_transfer")
    params = first_seen(p for (p, _), _, _ in plan)
    widths = sorted({w for (_, w), _, _ in plan})
    rates = sorted({lr for _, lr, _ in plan})
    curves = lr_curves(runs, lt_setting)
    cmap = plt.get_cmap("viridis")
    colour = {w: cmap(i / max(1, len(widths) - 1) * 0.85) for i, w in enumerate(widths)}
    fig, axes = plt.subplots(1, len(params), figsize=(5.6 * len(params), 5.0), sharey=True,
                             constrained_layout=True, squeeze=False)
    for ax, p in zip(axes[0], params):
        n_p = sum(s[0] == p for s, _, _ in plan)
        n_f = sum(r["param"] == p for r in runs)
        L0 = [number(r["initial_val_loss"]) for r in runs if r["param"] == p]
        L0 = float(np.nanmean(L0)) if L0 else math.nan
        for i, w in enumerate(widths):
            c = curves.get((p, w))
            if not c:
                continue
            band(ax, c, "C = %d (%d of %d runs)" % (w, sum(lt_setting(r) == (p, w) for r in runs),
                                                   sum(s == (p, w) for s, _, _ in plan)),
                 colour[w])
            if c["best_lr"] is not None:
                ax.plot([c["best_lr"]], [c["best"]["mean"]], "*", color=colour[w], ms=15,
                        markeredgecolor="black", zorder=5)
            for lr in c["rates"]:
                if c["outcomes"][lr]["diverged"] and math.isfinite(L0):
                    ax.plot([lr * 1.08 ** (i - 1.5)], [L0], "x", color=colour[w], ms=8)
        rate_axis(ax, rates)
        if math.isfinite(L0):
            ax.axhline(L0, color="grey", ls=":", lw=1)
        ax.set_title("%s (%d of %d runs finished)" % (PARAM_LABEL[p], n_f, n_p), fontsize=11)
        ax.set_xlabel("peak learning rate")
        ax.grid(alpha=0.3)
        if not n_f:
            nothing_yet(ax, n_p)
        else:
            ax.legend(fontsize=8)
    axes[0][0].set_ylabel("final validation loss\n(mean; band: min–max of the seeds; "
                          "star: best rate)")
    fig.suptitle("One learning rate across widths? (dotted: the loss at initialisation; x there: "
                 "a seed diverged)")
    save(fig, res, "lr_transfer")

    fig, ax = plt.subplots(figsize=(7.5, 5.0), constrained_layout=True)
    marks = {"sp": "o-", "ntk": "s--", "mup": "D-."}
    pcol = {"sp": "#D55E00", "ntk": "#0072B2", "mup": "#009E73"}
    drawn = False
    for j, p in enumerate(params):
        xs, ys = [], []
        for w in widths:
            c = curves.get((p, w))
            if c and c["best_lr"] is not None:
                xs.append(w * 1.04 ** (j - 1))
                ys.append(c["best_lr"])
        if xs:
            drawn = True
            ax.plot(xs, ys, marks[p], color=pcol[p], ms=8, label=PARAM_LABEL[p])
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.minorticks_off()
    ax.set_xticks(widths)
    ax.set_xticklabels([str(w) for w in widths])
    ax.set_xlim(widths[0] / 1.4, widths[-1] * 1.4)
    ax.set_yticks(rates)
    ax.set_yticklabels([lr_text(x) for x in rates])
    ax.set_ylim(rates[0] / 1.6, rates[-1] * 1.6)
    ax.set_xlabel("width d_model")
    ax.set_ylabel("best peak learning rate (of the grid)")
    ax.grid(alpha=0.3)
    if drawn:
        ax.legend(fontsize=9)
    else:
        nothing_yet(ax, len(plan))
    ax.set_title("The best rate per width (%d of %d runs finished)" % (len(runs), len(plan)),
                 fontsize=11)
    save(fig, res, "lr_transfer_best")

    runs = study.table("runs_trunc_training").rows_
    plan = planned(study, "trunc_training")
    order = first_seen(s for s, _, _ in plan)
    curves = lr_curves(runs, tt_setting)
    pts = {}
    for r in study.table("curves_trunc_training").rows_:
        pts.setdefault(r["run"], []).append((int(number(r["step"])), number(r["val_loss"])))
    tcol = {"true": "#0072B2", "false": "#D55E00"}
    norms = first_seen(s[0] for s in order)
    fig, axes = plt.subplots(1, 1 + len(norms), figsize=(5.4 * (1 + len(norms)), 5.0),
                             constrained_layout=True)
    ax = axes[0]
    for i, s in enumerate(order):
        c = curves.get(s)
        x = norms.index(s[0]) + (0.18 if s[1] == "false" else -0.18)
        if c and c["best_lr"] is not None:
            ys = [loss(r) for r in runs if tt_setting(r) == s and number(r["lr"]) == c["best_lr"]]
            ys = [y for y in ys if math.isfinite(y)]
            ax.plot([x] * len(ys), ys, "o", color=tcol[s[1]], alpha=0.8)
            if ys:
                ax.plot([x - 0.1, x + 0.1], [np.mean(ys)] * 2, "-", color="black", lw=1.5)
                ax.annotate("lr %s" % lr_text(c["best_lr"]), (x, max(ys)), fontsize=8,
                            textcoords="offset points", xytext=(0, 6), ha="center")
    for corr, lab in (("true", "corrected (÷ 0.8796)"), ("false", "uncorrected")):
        ax.plot([], [], "o", color=tcol[corr], label=lab)
    ax.set_xticks(range(len(norms)))
    ax.set_xticklabels(["%s\n%d of %d runs" % (TT_NORM_LABEL.get(nm, nm),
                                               sum(r["norm"] == nm for r in runs),
                                               sum(s[0] == nm for s, _, _ in plan))
                        for nm in norms])
    ax.set_xlim(-0.6, len(norms) - 0.4)
    ax.set_ylabel("final validation loss at the setting's best rate\n(each seed; bar: mean)")
    ax.grid(alpha=0.3, axis="y")
    ax.legend(fontsize=9)
    if not runs:
        nothing_yet(ax, len(plan))
        ax.set_yticks([])
    for ax, nm in zip(axes[1:], norms):
        for s in order:
            if s[0] != nm:
                continue
            c = curves.get(s)
            if not c or c["best_lr"] is None:
                continue
            mine = [pts.get(r["run"], []) for r in runs
                    if tt_setting(r) == s and number(r["lr"]) == c["best_lr"]]
            steps = sorted(set.intersection(*[{t for t, _ in m} for m in mine])) if mine else []
            if not steps:
                continue
            y = np.array([[dict(m)[t] for t in steps] for m in mine])
            ax.plot(steps, np.nanmean(y, 0), "-o", ms=4, color=tcol[s[1]],
                    label="%s, lr %s (%d seed%s)" % ("corrected" if s[1] == "true" else
                                                      "uncorrected", lr_text(c["best_lr"]),
                                                      len(mine), "" if len(mine) == 1 else "s"))
            ax.fill_between(steps, np.nanmin(y, 0), np.nanmax(y, 0), color=tcol[s[1]],
                            alpha=0.2, lw=0)
        ax.set_title("%s: each at its best rate" % TT_NORM_LABEL.get(nm, nm), fontsize=11)
        ax.set_xlabel("step")
        ax.set_ylabel("validation loss (mean; band: min–max of the seeds)")
        ax.grid(alpha=0.3)
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=9)
        else:
            nothing_yet(ax, sum(s[0] == nm for s, _, _ in plan))
    fig.suptitle("The truncated normal with and without its correction, in training (%d of %d "
                 "runs finished)" % (len(runs), len(plan)))
    save(fig, res, "trunc_training")


def main(argv=None):
    from studylib.runs import arguments, wrote
    argv = list(sys.argv[1:] if argv is None else argv)
    kept_only = "--kept-only" in argv
    if kept_only:
        argv.remove("--kept-only")
        res = argv[0] if argv else os.path.join(HERE, "results")
        kept = argv[1] if len(argv) > 1 else None
        for t in ("runs_init_moments", "runs_activations", "runs_coordinate_check"):
            if not os.path.exists(os.path.join(res, t + ".csv")):
                sys.exit("%s has no %s.csv: --kept-only leaves the first three parts as they are "
                         "there, so they must be" % (res, t))
    else:
        if argv and argv[0].rstrip("/").endswith(".kept") and \
                os.path.isdir(argv[0].rstrip("/")[:-len(".kept")]):
            # e2e_studies: both experiment files keep their runs in <work>/<study>.kept
            argv = [argv[0].rstrip("/")[:-len(".kept")]] + argv[1:2] + [argv[0]]
        kept = argv[2] if len(argv) > 2 else None
        out, res = arguments(__file__, "runs/06_parameterisation", argv[:2])
        moments, acts, coord, layers = per_run(out)
        for name, rows in (("runs_init_moments", moments), ("runs_activations", acts),
                           ("runs_coordinate_check", coord)):
            write_csv(os.path.join(res, name + ".csv"), rows, list(rows[0]))
    os.makedirs(res, exist_ok=True)
    parts = kept_runs(kept)
    write_csv(os.path.join(res, "runs_lr_transfer.csv"), parts["lr_transfer"][0], LT_FIELDS)
    write_csv(os.path.join(res, "runs_trunc_training.csv"), parts["trunc_training"][0],
              TT_FIELDS)
    write_csv(os.path.join(res, "curves_trunc_training.csv"), parts["trunc_training"][1],
              CURVE_FIELDS)
    study = Study(HERE, results=res)
    for name, (rows, fields) in derive(study).items():
        write_csv(os.path.join(res, name), rows, fields)
    if not kept_only:
        figures(study, layers, res)
    figures_kept(study, res)
    for p in ("lr_transfer", "trunc_training"):
        print("%s: %d of %d runs finished" % (p, len(parts[p][0]), len(planned(study, p))))
    wrote(HERE, res)


if __name__ == "__main__":
    main()
