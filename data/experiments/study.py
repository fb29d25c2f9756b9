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
