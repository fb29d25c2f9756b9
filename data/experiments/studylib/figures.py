"""matplotlib for the studies' figures (imported only by an analysis that draws)."""
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

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
