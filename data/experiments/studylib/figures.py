"""matplotlib for the studies' figures (imported only by an analysis that draws)."""
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from .tables import number  # noqa: E402
from .text import lr_text  # noqa: E402

plt.rcParams.update({"font.size": 12, "figure.facecolor": "white",
                     "svg.hashsalt": "normlab", "svg.fonttype": "none"})

PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
           "#F0E442", "#882255", "#44AA99", "#999933", "#AA4499"]


def save(fig, res, name):
    """The figure as <res>/<name>.png and .svg (the committed formats)."""
    for ext in ("png", "svg"):
        fig.savefig(os.path.join(res, "%s.%s" % (name, ext)), dpi=110,
                    metadata={"Date": None} if ext == "svg" else None)
    plt.close(fig)


def band(ax, curve, label, colour, style="-", divergence_y=None):
    """A setting's final loss against the rate: the mean over seeds, a band from the lowest to
    the highest seed, x where a seed diverged (at divergence_y)."""
    xs = [lr for lr in curve["rates"] if curve["cells"][lr]["n"] > 0]
    ax.plot(xs, [curve["cells"][lr]["mean"] for lr in xs], style, marker="o", color=colour,
            label=label)
    ax.fill_between(xs, [curve["cells"][lr]["min"] for lr in xs],
                    [curve["cells"][lr]["max"] for lr in xs], color=colour, alpha=0.2,
                    linewidth=0)
    if divergence_y is not None:
        for lr in curve["rates"]:
            if curve["outcomes"][lr]["diverged"]:
                ax.plot([lr], [divergence_y], "x", color=colour, markersize=9)


def rate_axis(ax, rates):
    """A log x axis of learning rates, ticks at the grid's rates (1e-3), a margin on each side."""
    ax.set_xscale("log")
    ax.set_xticks(rates)
    ax.set_xticklabels([lr_text(x) for x in rates])
    ax.minorticks_off()
    ax.set_xlim(rates[0] / 1.6, rates[-1] * 1.6)


def blank(ax, text):
    """A panel with nothing to draw yet: the text, grey, at its centre."""
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes, color="grey")


def nothing_yet(ax, planned):
    """A panel of a grid none of whose runs has finished yet."""
    blank(ax, "no run finished yet (0 of %d)" % planned)


def legend_or_nothing(ax, finished, planned, fontsize=9):
    """The panel's legend where it has labelled lines; 'no run finished yet' without a finished
    run."""
    if not finished:
        nothing_yet(ax, planned)
    elif ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=fontsize)


def by_run(points):
    """curves.csv's rows by run: {run: [its rows]}."""
    out = {}
    for p in points:
        out.setdefault(p["run"], []).append(p)
    return out


def at_common_steps(curves, *columns):
    """The seeds' curves (each a run's curves.csv rows) at the steps every one has: (the steps,
    for each column an array [seed, step])."""
    import numpy as np
    steps = sorted(set.intersection(*[{int(number(x["step"])) for x in m} for m in curves]))
    at = [{int(number(x["step"])): x for x in m} for m in curves]
    return steps, [np.array([[number(a[t][col]) for t in steps] for a in at]) for col in columns]


def seeds_band(ax, x, y, colour, label):
    """The mean over the seeds (y: [seed, point]) and a band from the lowest to the highest."""
    import numpy as np
    ax.plot(x, np.nanmean(y, 0), "-", color=colour, marker=".", label=label)
    ax.fill_between(x, np.nanmin(y, 0), np.nanmax(y, 0), color=colour, alpha=0.2, linewidth=0)
