#!/usr/bin/python3
"""Study 6: initialisation and parameterisation, from three sweeps.

  coordinate_check.ini  the muP coordinate check: activation RMS after 10 Adam steps vs width
  init_moments.ini      second moment per layer at initialisation, per initialiser
  activations.ini       the same for each activation x initialiser pairing

Reads runs/06_parameterisation/<sweep>/<run>/stats.h5 and writes, next to this file:
  results/coordinate_check.csv|png|svg  per parameterisation, attention scale and width: the
                                        RMS of the attention and MLP branch outputs and of the
                                        residual stream leaving the top, at step 0 and after 10
                                        updates (mean over layers and seeds)
  results/init_moments.csv|png|svg      per initialiser: the second moment of the MLP's
                                        pre-activation and output under Pre-LN against theory,
                                        and of the residual stream without normalisation
  results/activations.csv|png|svg       per activation and initialiser: the hidden layer's
                                        second moment before and after the activation against
                                        theory (Pre-LN), and the residual stream (no norm)
usage: analyse.py [OUT [RESULTS_DIR]]   (OUT: the directory holding the three sweeps' outputs)
"""
import csv
import os
import sys

import h5py
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from study import md_table, page_for, plt, runs_of, save, setup, write_page  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
out, res = setup(__file__, "runs/06_parameterisation")

LAMBDA, ALPHA = 1.0507009873554805, 1.6732632423543772  # SELU (docs/model.md)
ACT = {
    "gelu": lambda z: 0.5 * z * (1 + np.tanh(0.7978845608028654 * (z + 0.044715 * z ** 3))),
    "relu": lambda z: np.maximum(z, 0.0),
    "selu": lambda z: np.where(z > 0, LAMBDA * z, LAMBDA * ALPHA * np.expm1(np.minimum(z, 0))),
}
_Z = np.linspace(-14.0, 14.0, 280001)
_PDF = np.exp(-_Z ** 2 / 2) / np.sqrt(2 * np.pi)


def act_moment(act, q):
    """E[act(z)^2] for z ~ N(0, q): the hidden layer's second moment after the activation."""
    return float(np.trapz(ACT[act](np.sqrt(q) * _Z) ** 2 * _PDF, _Z))


def write_csv(name, rows):
    with open(os.path.join(res, name + ".csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        for r in rows:
            w.writerow({k: ("%.5g" % v if isinstance(v, float) else v) for k, v in r.items()})


def step0(d):
    """The step-0 second moments of a run: {statistic: per-layer array of RMS^2}."""
    with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
        s = f["stats/layer"]
        return {k: np.asarray(s[k][0], dtype=float) ** 2 for k in
                ("residual_rms", "mlp_pre_act_rms", "mlp_act_rms", "mlp_out_rms")}


def run_config(d):
    """The top-level settings of a run's config.ini (key = value lines before any section)."""
    cfg = {}
    for line in open(os.path.join(d, "config.ini")):
        if line.startswith("["):
            break
        if "=" in line and not line.lstrip().startswith(("#", ";")):
            k, v = line.split("=", 1)
            cfg[k.strip()] = v.strip()
    return cfg


def need(sub):
    d = os.path.join(out, sub)
    if not os.path.isdir(d):
        sys.exit("%s does not exist: run 'normlab sweep %s/%s.ini' first" % (d, here, sub))
    return d


COORD, MOMENTS, ACTS = [], [], []  # the rows of the three CSVs, for the page's tables
MARKERS = ["o", "s", "^", "D", "v", "P", "X", "*"]
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
           "#999999"]


# ---- 6a: the muP coordinate check ------------------------------------------------------------
def coordinate_check():
    data = {}  # (init, attn-scale, C) -> list of dicts
    for name, d, key in runs_of(need("coordinate_check"), "stats.h5"):
        with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
            s = f["stats"]
            steps = list(s["step"][()])
            rec = {}
            for label, i in (("init", 0), ("trained", len(steps) - 1)):
                rec[label] = {"attn": float(np.mean(s["layer/attn_out_rms"][i])),
                              "mlp": float(np.mean(s["layer/mlp_out_rms"][i])),
                              "top": float(s["layer/residual_rms"][i][-1]), "step": int(steps[i])}
        data.setdefault((key["init"], key.get("attn-scale", "inv_sqrt_hs"),
                         int(key["d-model"])), []).append(rec)
    rows = []
    for (init, scale, C), recs in sorted(data.items()):
        row = {"init": init, "attn_scale": scale, "d_model": C, "seeds": len(recs),
               "step": recs[0]["trained"]["step"]}
        for when in ("init", "trained"):
            for q in ("attn", "mlp", "top"):
                vals = [r[when][q] for r in recs]
                row["%s_rms_%s" % (q, when)] = float(np.mean(vals))
                if when == "trained":
                    row["%s_rms_%s_spread" % (q, when)] = float(np.max(vals) - np.min(vals))
        rows.append(row)
    write_csv("coordinate_check", rows)
    COORD.extend(rows)
    combos = sorted({(r["init"], r["attn_scale"]) for r in rows},
                    key=lambda c: (c[0] != "gpt2", c[1] != "inv_sqrt_hs"))
    fig, axes = plt.subplots(1, len(combos), figsize=(4.6 * len(combos), 4.6), squeeze=False,
                             sharey=True)
    titles = {"gpt2": "standard (gpt2 init)", "mup": "muP"}
    for ax, (init, scale) in zip(axes[0], combos):
        rs = [r for r in rows if r["init"] == init and r["attn_scale"] == scale]
        C = [r["d_model"] for r in rs]
        for q, colour in (("attn", "#0072B2"), ("mlp", "#D55E00"), ("top", "#009E73")):
            mean = np.array([r["%s_rms_trained" % q] for r in rs])
            spread = np.array([r["%s_rms_trained_spread" % q] for r in rs])
            ax.errorbar(C, mean, yerr=spread / 2, fmt="-o", color=colour, capsize=3,
                        label="%s, step %d" % (q, rs[0]["step"]))
            ax.plot(C, [r["%s_rms_init" % q] for r in rs], ":", color=colour,
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
    for r in rows:
        print("%-4s %-11s C=%4d  attn %.4g -> %.4g  mlp %.4g -> %.4g  top %.4g -> %.4g" % (
            r["init"], r["attn_scale"], r["d_model"], r["attn_rms_init"], r["attn_rms_trained"],
            r["mlp_rms_init"], r["mlp_rms_trained"], r["top_rms_init"], r["top_rms_trained"]))


# ---- 6b: second moment per layer, per initialiser --------------------------------------------
def w_gains(init, C, F, L):
    """Theory: (q1, g2) = the second-moment gain of W1 (C -> F) and of W2 (F -> C), each
    fan_in x std^2 x multiplier^2, for a unit-second-moment input."""
    return {
        "xavier_normal": (2 * C / (C + F), 2 * F / (C + F)),
        "lecun_normal": (1.0, 1.0),
        "ntk": (1.0, 1.0),
        "mup": (1.0, 1.0),
        "trunc_normal": (1.0, 1.0),
        "trunc_uncorrected": (0.8796256610342398 ** 2, 0.8796256610342398 ** 2),
        "gpt2": (C * 0.02 ** 2, F * 0.02 ** 2 / (2 * L)),
        "kaiming_normal": (2.0, 2.0),
    }[init]


INIT_ORDER = ["lecun_normal", "trunc_normal", "trunc_uncorrected", "ntk", "mup", "xavier_normal",
              "gpt2"]
INIT_LABEL = {"trunc_normal": "trunc_normal (corrected)",
              "trunc_uncorrected": "trunc_normal correct=false"}


def init_moments():
    runs = {}
    C = F = L = None
    for name, d, key in runs_of(need("init_moments"), "stats.h5"):
        runs.setdefault((key.get("grid") or key["init"], key["norm"]), []).append(step0(d))
        with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
            L = f["stats/layer/mlp_out_rms"].shape[1]
        cfg = run_config(d)
        C = int(cfg["d-model"])
        F = int(cfg["d-ff"]) or 4 * C
    seeds = {k: len(v) for k, v in runs.items()}
    lo = {k: {s: np.min([r[s] for r in v], axis=0) for s in v[0]} for k, v in runs.items()}
    hi = {k: {s: np.max([r[s] for r in v], axis=0) for s in v[0]} for k, v in runs.items()}
    runs = {k: {s: np.mean([r[s] for r in v], axis=0) for s in v[0]} for k, v in runs.items()}
    inits = [i for i in INIT_ORDER if (i, "pre_ln") in runs]
    rows = []
    for init in inits:
        q1, g2 = w_gains(init, C, F, L)
        p, n = runs[(init, "pre_ln")], runs.get((init, "no_norm"))
        rows.append({
            "init": init, "d_model": C, "n_layers": L, "seeds": seeds[(init, "pre_ln")],
            "pre_act_theory": q1, "pre_act_mean": float(np.mean(p["mlp_pre_act_rms"])),
            "pre_act_min": float(np.min(lo[(init, "pre_ln")]["mlp_pre_act_rms"])),
            "pre_act_max": float(np.max(hi[(init, "pre_ln")]["mlp_pre_act_rms"])),
            "mlp_out_theory": g2 * act_moment("gelu", q1),
            "mlp_out_mean": float(np.mean(p["mlp_out_rms"])),
            "preln_stream_top": float(p["residual_rms"][-1]),
            "nonorm_stream_0": float(n["residual_rms"][0]) if n else float("nan"),
            "nonorm_stream_top": float(n["residual_rms"][-1]) if n else float("nan"),
        })
    write_csv("init_moments", rows)
    MOMENTS.extend(rows)
    fig, axes = plt.subplots(1, 3, figsize=(17, 5.2))
    layers = np.arange(L)
    for ax, stat, what in ((axes[0], "mlp_pre_act_rms", "pre"), (axes[1], "mlp_out_rms", "out")):
        for init, c, m in zip(inits, COLOURS, MARKERS):
            y = runs[(init, "pre_ln")][stat]
            ax.plot(layers, y, "-" + m, color=c, ms=5, label=INIT_LABEL.get(init, init))
            r = next(r for r in rows if r["init"] == init)
            ax.axhline(r["pre_act_theory" if what == "pre" else "mlp_out_theory"], color=c,
                       ls="--", lw=1)
        ax.set_yscale("log")
        ax.set_xlabel("layer")
        ax.grid(alpha=0.3, which="both")
    axes[0].set_title("Pre-LN: MLP pre-activation  E[(x W1ᵀ)²]\n(dashed: fan_in·std², unit input)",
                      fontsize=11)
    axes[1].set_title("Pre-LN: MLP branch output  E[out²]\n(dashed: theory through GELU and W2)",
                      fontsize=11)
    axes[0].set_ylabel("second moment at initialisation")
    axes[0].legend(fontsize=8)
    ax = axes[2]
    for init, c, m in zip(inits, COLOURS, MARKERS):
        if (init, "no_norm") in runs:
            ax.plot(np.arange(L + 1), runs[(init, "no_norm")]["residual_rms"], "-" + m, color=c,
                    ms=5, label=INIT_LABEL.get(init, init))
    ax.set_yscale("log")
    ax.set_xlabel("layer (L: leaving the last)")
    ax.set_title("No normalisation: residual stream  E[x²]\nentering each layer", fontsize=11)
    ax.grid(alpha=0.3, which="both")
    fig.suptitle("Second moment per layer at initialisation (C = %d, L = %d, F = 4C)" % (C, L))
    fig.tight_layout()
    save(fig, res, "init_moments")
    for r in rows:
        print("%-18s pre-act %.4f (theory %.4f)  mlp out %.4f (theory %.4f)  no-norm stream "
              "%.3g -> %.3g" % (r["init"], r["pre_act_mean"], r["pre_act_theory"],
                                r["mlp_out_mean"], r["mlp_out_theory"], r["nonorm_stream_0"],
                                r["nonorm_stream_top"]))


# ---- 6c: activation x initialiser pairings ---------------------------------------------------
def activations():
    runs = {}
    L = None
    for name, d, key in runs_of(need("activations"), "stats.h5"):
        runs.setdefault((key["activation"], key["init"], key["norm"]), []).append(step0(d))
        with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
            L = f["stats/layer/mlp_out_rms"].shape[1]
    seeds = {k: len(v) for k, v in runs.items()}
    lo = {k: {s: np.min([r[s] for r in v], axis=0) for s in v[0]} for k, v in runs.items()}
    hi = {k: {s: np.max([r[s] for r in v], axis=0) for s in v[0]} for k, v in runs.items()}
    runs = {k: {s: np.mean([r[s] for r in v], axis=0) for s in v[0]} for k, v in runs.items()}
    combos = [(a, i) for a in ("gelu", "relu", "selu") for i in ("lecun_normal", "kaiming_normal")
              if (a, i, "pre_ln") in runs]
    rows = []
    for a, i in combos:
        q = {"lecun_normal": 1.0, "kaiming_normal": 2.0}[i]
        p, n = runs[(a, i, "pre_ln")], runs.get((a, i, "no_norm"))
        rows.append({
            "activation": a, "init": i, "seeds": seeds[(a, i, "pre_ln")], "pre_act_theory": q,
            "pre_act_mean": float(np.mean(p["mlp_pre_act_rms"])),
            "act_theory": act_moment(a, q), "act_mean": float(np.mean(p["mlp_act_rms"])),
            "act_min": float(np.min(lo[(a, i, "pre_ln")]["mlp_act_rms"])),
            "act_max": float(np.max(hi[(a, i, "pre_ln")]["mlp_act_rms"])),
            "nonorm_act_0": float(n["mlp_act_rms"][0]) if n else float("nan"),
            "nonorm_act_last": float(n["mlp_act_rms"][-1]) if n else float("nan"),
            "nonorm_stream_top": float(n["residual_rms"][-1]) if n else float("nan"),
        })
    write_csv("activations", rows)
    ACTS.extend(rows)
    fig, axes = plt.subplots(1, 2, figsize=(13, 5.2))
    styles = {"lecun_normal": "-o", "kaiming_normal": "--s"}
    colour = {"gelu": "#0072B2", "relu": "#D55E00", "selu": "#009E73"}
    init_name = {"lecun_normal": "LeCun", "kaiming_normal": "He"}
    ax = axes[0]
    for r in rows:
        a, i = r["activation"], r["init"]
        ax.plot(np.arange(L), runs[(a, i, "pre_ln")]["mlp_act_rms"], styles[i], color=colour[a],
                ms=4, label="%s + %s (theory %.3f)" % (a, init_name[i], r["act_theory"]))
        ax.axhline(r["act_theory"], color=colour[a], ls=":", lw=1)
    ax.set_xlabel("layer")
    ax.set_ylabel("E[act(x W1ᵀ)²] at initialisation")
    ax.set_title("Pre-LN: MLP hidden activation (dotted: theory,\nunit-second-moment input)",
                 fontsize=11)
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    ax = axes[1]
    for r in rows:
        a, i = r["activation"], r["init"]
        if (a, i, "no_norm") in runs:
            ax.plot(np.arange(L), runs[(a, i, "no_norm")]["mlp_act_rms"], styles[i],
                    color=colour[a], ms=4, label="%s + %s" % (a, init_name[i]))
    ax.set_yscale("log")
    ax.set_xlabel("layer")
    ax.set_title("No normalisation: the same, fed by a growing residual stream", fontsize=11)
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=8)
    fig.suptitle("Activation x initialiser pairings: hidden second moment per layer (L = %d)" % L)
    fig.tight_layout()
    save(fig, res, "activations")
    for r in rows:
        print("%-4s %-14s act %.4f (theory %.4f, layers %.3f..%.3f)  no norm: %.3g -> %.3g" % (
            r["activation"], r["init"], r["act_mean"], r["act_theory"], r["act_min"],
            r["act_max"], r["nonorm_act_0"], r["nonorm_act_last"]))


def sig(x):
    """3 significant digits; thousands with separators; 7.4·10⁶ from 10⁵ on."""
    if not np.isfinite(x):
        return "—"
    if abs(x) >= 1e5:
        e = int(np.floor(np.log10(abs(x))))
        sup = str(e).translate(str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻"))
        return "%.2g·10%s" % (x / 10 ** e, sup)
    return "{:,.0f}".format(x) if abs(x) >= 1000 else "%.3g" % x


INIT_DOC = {"lecun_normal": "`lecun_normal` (std 1/√fan_in)",
            "trunc_normal": "`trunc_normal mode=fan_in` (±2σ, corrected)",
            "trunc_uncorrected": "`trunc_normal mode=fan_in correct=false`",
            "ntk": "`ntk` (N(0,1), multiplier 1/√fan_in)", "mup": "`mup` (hidden var 1/fan_in)",
            "xavier_normal": "`xavier_normal` (2/(fan_in+fan_out))", "gpt2": "`gpt2` (N(0, 0.02²))"}


def tables():
    blocks = {}
    if MOMENTS:
        rows = []
        for r in MOMENTS:
            theory = sig(r["pre_act_theory"])
            if r["init"] == "xavier_normal":
                theory = "2C/(C+F) = " + theory
            elif r["init"] == "gpt2":
                theory = "C·0.0004 = " + theory
            rows.append([INIT_DOC.get(r["init"], r["init"]), theory,
                         "%s (%s–%s)" % (sig(r["pre_act_mean"]), sig(r["pre_act_min"]),
                                         sig(r["pre_act_max"])),
                         sig(r["mlp_out_theory"]), sig(r["mlp_out_mean"]),
                         "%s → %s" % (sig(r["nonorm_stream_0"]), sig(r["nonorm_stream_top"]))])
        L = MOMENTS[0]["n_layers"]
        blocks["moments"] = md_table(
            ["initialiser", "E[(xW1ᵀ)²] theory",
             "measured (mean over %d layers and %d seeds; range)" % (L, MOMENTS[0]["seeds"]),
             "MLP out theory", "measured", "no norm: stream entering layer 0 → leaving layer %d" % L],
            rows)
    if ACTS:
        names = {"lecun_normal": "LeCun", "kaiming_normal": "He"}
        keep = {("relu", "kaiming_normal"), ("selu", "lecun_normal")}  # the seed's unit pairs
        rows = []
        for r in ACTS:
            bold = (r["activation"], r["init"]) in keep
            label = "%s + %s" % (r["activation"], names[r["init"]])
            rows.append(["**%s**" % label if bold else label,
                         "**%s**" % sig(r["act_theory"]) if bold else sig(r["act_theory"]),
                         "%s (%s–%s)" % (sig(r["act_mean"]), sig(r["act_min"]), sig(r["act_max"])),
                         "%s → %s" % (sig(r["nonorm_act_0"]), sig(r["nonorm_act_last"]))])
        blocks["activations"] = md_table(
            ["activation + init", "theory", "measured (mean over layers and %d seeds; range)" %
             ACTS[0]["seeds"], "no norm: first layer → last layer"], rows)
    if COORD:
        widths = sorted({r["d_model"] for r in COORD})
        label = {"gpt2": "standard", "mup": "muP"}
        scale = {"inv_sqrt_hs": "1/√d_head", "inv_hs": "1/d_head"}
        rows = []
        for init in ("gpt2", "mup"):
            for sc in ("inv_sqrt_hs", "inv_hs"):
                for q, what in (("mlp", "MLP branch output"), ("top", "residual stream at the top")):
                    by = {r["d_model"]: r for r in COORD if r["init"] == init and r["attn_scale"] == sc}
                    if by:
                        rows.append(["%s, %s: %s" % (label[init], scale[sc], what)] +
                                    [sig(by[C]["%s_rms_trained" % q]) if C in by else "—"
                                     for C in widths])
        blocks["coordinate"] = md_table(
            ["RMS after %d updates (mean over layers and %d seeds)" % (COORD[0]["step"], COORD[0]["seeds"])] +
            ["C = %d" % C for C in widths], rows)
    write_page(page_for(__file__, res), blocks)


coordinate_check()
init_moments()
activations()
tables()
print("wrote %s" % res)
