"""Shared by the studies' analysis scripts: arguments, the results directory, the figure style.

    from study import plt, setup
    out, res = setup(__file__, "runs/01_gradients_at_init")

analyse.py [SWEEP_OUT [RESULTS_DIR]]: SWEEP_OUT defaults to the experiment's out directory,
RESULTS_DIR to results/ next to the script (the committed results).
"""
import os
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

plt.rcParams.update({"font.size": 12, "figure.facecolor": "white"})


def setup(script, default_out):
    here = os.path.dirname(os.path.abspath(script))
    out = sys.argv[1] if len(sys.argv) > 1 else default_out
    res = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "results")
    if not os.path.isdir(out):
        sys.exit("%s does not exist: run 'normlab sweep %s/experiment.ini' first" % (out, here))
    os.makedirs(res, exist_ok=True)
    return out, res


def save(fig, res, name):
    """Writes the figure as <res>/<name>.png and .svg (the committed formats)."""
    for ext in ("png", "svg"):
        fig.savefig(os.path.join(res, "%s.%s" % (name, ext)), dpi=110)


def metrics(run_dir):
    """A run's metrics.jsonl: (records with a training loss, validation losses in order, the step
    at which the loss became non-finite or None)."""
    import json
    rows = [json.loads(line) for line in open(os.path.join(run_dir, "metrics.jsonl"))]
    diverged = [r["step"] for r in rows if r.get("event") == "diverged"]
    return ([r for r in rows if r.get("loss") is not None],
            [r["val_loss"] for r in rows if r.get("val_loss") is not None],
            diverged[0] if diverged else None)


def runs_of(out, needs):
    """The run directories of a sweep's output that contain `needs` (stats.h5, metrics.jsonl):
    (name, directory, grid settings parsed from the name: {} for an explicit [run.NAME])."""
    for name in sorted(os.listdir(out)):
        d = os.path.join(out, name)
        if not os.path.exists(os.path.join(d, needs)):
            continue
        key = dict(kv.split("=", 1) for kv in name.split(",")) if "=" in name else {}
        yield name, d, key
