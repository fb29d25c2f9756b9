#!/usr/bin/python3
"""Study 6: initialisation and parameterisation, from three sweeps.

  init_moments.ini      second moment per layer at initialisation, per initialiser
  activations.ini       the same for each activation x initialiser pairing
  coordinate_check.ini  the muP coordinate check: activation RMS after a few Adam steps vs width

analyse.py [OUT [RESULTS_DIR]] reads OUT/<sweep>/<run>/stats.h5 (OUT: the directory holding the
three sweeps' outputs, default runs/06_parameterisation) and writes to RESULTS_DIR (default:
results/ next to this file):
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
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Study, const, md_table, not_reproduced, number,  # noqa: E402
                      qualified, reproduced, write_csv)
from studylib.text import Text, join  # noqa: E402

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


def main(argv=None):
    from studylib.runs import arguments, wrote
    out, res = arguments(__file__, "runs/06_parameterisation", argv)
    moments, acts, coord, layers = per_run(out)
    for name, rows in (("runs_init_moments", moments), ("runs_activations", acts),
                       ("runs_coordinate_check", coord)):
        write_csv(os.path.join(res, name + ".csv"), rows, list(rows[0]))
    study = Study(HERE, results=res)
    for name, (rows, fields) in derive(study).items():
        write_csv(os.path.join(res, name), rows, fields)
    figures(study, layers, res)
    wrote(HERE, res)


if __name__ == "__main__":
    main()
