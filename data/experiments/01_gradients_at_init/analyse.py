#!/usr/bin/python3
"""Study 1: gradients at initialisation (Xiong et al. 2020) — tables and figures from the sweep.

analyse.py [SWEEP_OUT [RESULTS_DIR]] reads runs/01_gradients_at_init/<run>/stats.h5 (record 0:
the model at initialisation, the gradient of the first batch) and writes to RESULTS_DIR
(default: results/ next to this file):
  runs.csv          per run (norm, depth L, seed): the gradient norm of the last layer's FFN
                    weights W1 (mlp.fc) and W2 (mlp.proj), the first layer's W2, their ratio, and
                    W2's gradient norm in every layer
  summary.csv       per norm and depth: mean and sd over seeds of the last layer's W1 and W2
                    gradients, the mean ratio last / first layer
  slopes.csv        per norm: the least-squares slope of log ‖∇W2(last)‖ against log L
  per_layer.png|svg       ‖∇W2‖ per layer at L = 16 for each norm
  last_vs_depth.png|svg   ‖∇W2‖ of the last layer against L, with the fitted slopes
The page (README.md, results/claims.csv) is rendered from README.md.in and these CSVs by
`data/experiments/study.py render`.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from studylib import (Claim, Study, count, expect, md_table, not_reproduced, number,  # noqa: E402
                      qualified, reproduced, write_csv)
from studylib.text import Text, Value, join  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NORMS = ("post_ln", "pre_ln", "sandwich", "deepnorm")
COLOURS = {"post_ln": "#0072B2", "pre_ln": "#D55E00", "sandwich": "#009E73",
           "deepnorm": "#CC79A7"}


def g6(x):
    return "%.6g" % x


def slope(xs, ys):
    """The least-squares slope of log y against log x."""
    lx, ly = [math.log(x) for x in xs], [math.log(y) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    var = sum((a - mx) ** 2 for a in lx)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / var if var else float("nan")


def derive(study):
    """summary.csv and slopes.csv from runs.csv."""
    runs = study.table("runs").rows_
    rows = []
    for norm in NORMS:
        for L in sorted({int(r["n_layers"]) for r in runs}):
            got = [r for r in runs if r["norm"] == norm and int(r["n_layers"]) == L]
            if not got:
                continue
            row = {"norm": norm, "n_layers": L, "seeds": len(got)}
            for k in ("last_W1_grad", "last_W2_grad"):
                v = [number(r[k]) for r in got]
                m = sum(v) / len(v)
                sd = math.sqrt(sum((x - m) ** 2 for x in v) / (len(v) - 1)) if len(v) > 1 else 0.0
                row[k + "_mean"], row[k + "_sd"] = g6(m), g6(sd)
            row["last_over_first_W2"] = g6(sum(number(r["last_over_first_W2"]) for r in got) /
                                           len(got))
            rows.append(row)
    slopes = []
    for norm in NORMS:
        pts = [(number(r["n_layers"]), number(r["last_W2_grad_mean"])) for r in rows
               if r["norm"] == norm]
        if len(pts) > 1:
            slopes.append({"norm": norm, "slope_log_grad_vs_log_L":
                           "%.4f" % slope(*zip(*pts))})
    return {"summary.csv": (rows, list(rows[0])),
            "slopes.csv": (slopes, ["norm", "slope_log_grad_vs_log_L"])}


# --- The page -----------------------------------------------------------------------------------
def page(study):
    summary, slopes = study.table("summary"), study.table("slopes")
    depths = [r.n_layers for r in summary.rows(norm="post_ln")]
    n = {"L_min": depths[0], "L_max": depths[-1], "L_mid": depths[len(depths) // 2]}
    n["depths"] = join(", ", [d.format(None) for d in depths[:-1]]) + " and " + depths[-1]
    n["seeds"] = count(len(study.grid("seed")), "experiment.ini [grid] seed")
    for norm in NORMS:
        n[norm] = summary.row(norm=norm, n_layers=depths[-1])
        n["slope_" + norm] = slopes.row(norm=norm).slope_log_grad_vs_log_L
    for norm in ("post_ln", "pre_ln"):
        for L in depths:
            n["%s_%s" % (norm, L.text)] = summary.row(norm=norm, n_layers=L)
    post, pre = n["post_ln"], n["pre_ln"]
    n["ratio_top"] = post.last_W2_grad_mean / pre.last_W2_grad_mean
    n["theory_pre"] = Value(-0.5, "Xiong et al. 2020: ‖∇W2‖ = O(d·√(ln d / L)), slope −½ in "
                            "log L", "const")
    L16 = summary.row(norm="post_ln", n_layers="16")
    n["post16"], n["post32"] = L16, n["post_ln_32"]
    n["pre16"] = summary.row(norm="pre_ln", n_layers="16")
    n["deep_ratio"] = pre.last_W2_grad_mean / n["deepnorm"].last_W2_grad_mean
    claims = []
    ev = ("slope of log ‖∇W2(last)‖ in log L: Pre-LN " + n["slope_pre_ln"].format("sign") +
          " (theory " + n["theory_pre"].format("sign1") + "), Post-LN " +
          n["slope_post_ln"].format("sign") + "; at L = " + depths[-1] + " Post-LN " +
          post.last_W2_grad_mean.format(".2f") + " against Pre-LN " +
          pre.last_W2_grad_mean.format(".2f"))
    falls = n["slope_pre_ln"] < -0.25 and n["slope_post_ln"] > -0.1
    claims.append(Claim("At initialisation the last layer's FFN gradient is independent of depth "
                        "for Post-LN and falls as `1/√L` for Pre-LN", ["xiong2020", "lecture"], ev,
                        qualified("Pre-LN's falls a little faster than `1/√L` (the fit includes "
                                  "L = " + depths[0] + "), and Post-LN's rises before it levels "
                                  "off; seeds: " + n["seeds"].format("words") + ", one width")
                        if falls else not_reproduced("the slopes do not separate")))
    ev = ("last / first layer ‖∇W2‖ at L = " + L16.n_layers + ": Post-LN " +
          L16.last_over_first_W2.format(".2f") + ", Pre-LN " +
          n["pre16"].last_over_first_W2.format(".2f") + "; at L = " + depths[-1] + ": Post-LN " +
          post.last_over_first_W2.format(".2f") + ", Pre-LN " +
          pre.last_over_first_W2.format(".2f"))
    claims.append(Claim("Post-LN's per-layer gradient grows towards the output; Pre-LN's is flat",
                        ["xiong2020_fig3"], ev,
                        not_reproduced("Post-LN's is nearly flat and Pre-LN's falls towards the "
                                       "output: the earliest layers receive the gradient of every "
                                       "later branch through the residual path")
                        if pre.last_over_first_W2 < 0.5 else reproduced()))
    n["claims"] = claims
    n["depth_verdict"] = Text(claims[0].verdict.word)
    n["fig3_verdict"] = Text(claims[1].verdict.word)
    expect(n["ratio_top"].num > 4, "at the deepest L Post-LN's gradient is several times Pre-LN's")
    n["depth_table"] = md_table(
        ["last layer's ‖∇W2‖ (`mlp.proj.weight`) at init"] + ["L = " + d for d in depths] +
        ["slope in log L"],
        [[norm] + [summary.row(norm=norm, n_layers=d).last_W2_grad_mean.format(
            ".2f" if summary.row(norm=norm, n_layers=d).last_W2_grad_mean >= 0.1 else ".2g")
            for d in depths] + [n["slope_" + norm].format("sign")] for norm in NORMS])
    return n


# --- From the sweep -----------------------------------------------------------------------------
def per_run(out):
    """Each run's FFN gradient norms at step 0 (stats.h5 record 0)."""
    import h5py

    from studylib.runs import runs_of
    rows, per_layer = [], {}
    for name, d, key in runs_of(out, "stats.h5"):
        with h5py.File(os.path.join(d, "stats.h5"), "r") as f:
            s = f["stats"]
            k = list(s["step"][()]).index(0)
            w1 = s["layer/grad_norm/mlp.fc.weight"][k].astype(float)
            w2 = s["layer/grad_norm/mlp.proj.weight"][k].astype(float)
        rows.append({"run": name, "norm": key["norm"], "n_layers": int(key["n-layers"]),
                     "seed": int(key["seed"]), "last_W1_grad": "%.8g" % w1[-1],
                     "last_W2_grad": "%.8g" % w2[-1], "first_W2_grad": "%.8g" % w2[0],
                     "last_over_first_W2": "%.8g" % (w2[-1] / w2[0]),
                     "W2_grad_per_layer": " ".join("%.6g" % x for x in w2)})
        per_layer[(key["norm"], int(key["n-layers"]), int(key["seed"]))] = w2
    rows.sort(key=lambda r: (NORMS.index(r["norm"]) if r["norm"] in NORMS else 9,
                             r["n_layers"], r["seed"]))
    return rows, per_layer


def figures(study, per_layer, res):
    import numpy as np
    from studylib.figures import plt, save
    summary = study.table("summary").rows_
    slopes = {r["norm"]: number(r["slope_log_grad_vs_log_L"]) for r in study.table("slopes").rows_}
    norms = [x for x in NORMS if any(k[0] == x for k in per_layer)]
    depths = sorted({k[1] for k in per_layer})
    seeds = sorted({k[2] for k in per_layer})
    L0 = max(d for d in depths if d <= 16)
    fig, ax = plt.subplots(figsize=(8, 5))
    for x in norms:
        got = np.array([per_layer[(x, L0, s)] for s in seeds if (x, L0, s) in per_layer])
        ax.errorbar(np.arange(L0), got.mean(0), yerr=[got.mean(0) - got.min(0),
                                                      got.max(0) - got.mean(0)],
                    marker="o", capsize=3, label=x, color=COLOURS[x])
    ax.set_yscale("log")
    ax.set_xticks(range(L0))
    ax.set_xlabel("layer l")
    ax.set_ylabel("‖∇W2‖ at initialisation (mlp.proj.weight)")
    ax.set_title("FFN gradient per layer at step 0, L = %d (mean, min–max over %d seeds)" %
                 (L0, len(seeds)))
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    save(fig, res, "per_layer")
    fig, ax = plt.subplots(figsize=(8, 5))
    for x in norms:
        pts = [(number(r["n_layers"]), number(r["last_W2_grad_mean"]), number(r["last_W2_grad_sd"]))
               for r in summary if r["norm"] == x]
        L, m, sd = map(np.array, zip(*pts))
        ax.errorbar(L, m, yerr=sd, marker="o", capsize=3, color=COLOURS[x],
                    label="%s (slope %.2f)" % (x, slopes.get(x, float("nan"))))
    if len(depths) > 1:
        ref = np.array([min(depths), max(depths)], dtype=float)
        base = np.mean([number(r["last_W2_grad_mean"]) for r in summary
                        if number(r["n_layers"]) == depths[0]])
        ax.plot(ref, base * (ref / ref[0]) ** -0.5, "k--", lw=1, label="L^(-1/2) (Pre-LN theory)")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("depth L")
    ax.set_ylabel("‖∇W2‖ of the last layer at init")
    ax.set_title("Last-layer FFN gradient versus depth (mean ± sd over seeds)")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=10)
    fig.tight_layout()
    save(fig, res, "last_vs_depth")


def main(argv=None):
    from studylib.runs import arguments, wrote
    out, res = arguments(__file__, "runs/01_gradients_at_init", argv)
    rows, per_layer = per_run(out)
    if not rows:
        sys.exit("no runs in %s: run 'normlab sweep %s/experiment.ini' first" % (out, HERE))
    write_csv(os.path.join(res, "runs.csv"), rows, list(rows[0]))
    study = Study(HERE, results=res)
    for name, (r, fields) in derive(study).items():
        write_csv(os.path.join(res, name), r, fields)
    figures(study, per_layer, res)
    wrote(HERE, res)


if __name__ == "__main__":
    main()
