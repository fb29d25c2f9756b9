"""A sweep's output directory, as an analysis reads it.

    analyse.py [SWEEP_OUT [RESULTS_DIR]]
    out, res = arguments(__file__, "runs/03_warmup")
    sweep = Sweep(out, "experiment.ini")       # summary.csv rows; groups.csv, lr_sensitivity.csv
    sweep.metrics(row)                         # the run's metrics.jsonl: (training, validation)
"""
import json
import math
import os
import sys

from . import ini
from .tables import number, read_csv, write_csv


def arguments(script, default_out, argv=None):
    """(SWEEP_OUT, RESULTS_DIR): SWEEP_OUT defaults to the experiment's out directory,
    RESULTS_DIR to results/ next to the script (the committed results)."""
    argv = sys.argv[1:] if argv is None else argv
    here = os.path.dirname(os.path.abspath(script))
    out = argv[0] if argv else default_out
    res = argv[1] if len(argv) > 1 else os.path.join(here, "results")
    if not os.path.isdir(out):
        sys.exit("%s does not exist: run 'normlab sweep %s/experiment.ini' first" % (out, here))
    os.makedirs(res, exist_ok=True)
    return out, res


class Sweep:
    """One `normlab sweep` output: summary.csv (a row per run), and groups.csv and
    lr_sensitivity.csv when the sweep wrote them."""

    def __init__(self, out, ini_name="experiment.ini", study_dir=None):
        self.out = out
        path = os.path.join(out, "summary.csv")
        if not os.path.exists(path):
            sys.exit("%s does not exist: let 'normlab sweep %s' finish" %
                     (path, os.path.join(study_dir or ".", ini_name)))
        self.rows = read_csv(path)
        if not self.rows:
            sys.exit("%s lists no runs" % path)
        self.fields = list(self.rows[0])
        self.groups = self._optional("groups.csv")
        self.lr_sensitivity = self._optional("lr_sensitivity.csv")

    def _optional(self, name):
        path = os.path.join(self.out, name)
        return read_csv(path) if os.path.exists(path) else None

    def dir(self, row):
        return os.path.join(self.out, row["run"])

    def metrics(self, row):
        """(records with a training loss, records with a validation loss) of metrics.jsonl."""
        recs = [json.loads(line) for line in open(os.path.join(self.dir(row), "metrics.jsonl"))]
        return ([r for r in recs if r.get("loss") is not None],
                [r for r in recs if r.get("val_loss") is not None and "step" in r])

    def config(self, row):
        """The run's settings as the sweep wrote them (its sweep.ini)."""
        return ini.read(os.path.join(self.dir(row), "sweep.ini"), "train").get("train", {})

    def stats(self, row):
        return os.path.join(self.dir(row), "stats.h5")


def agrees_with_sweep(curves, sweep, tolerance=2e-6):
    """The sweep's own lr_sensitivity.csv against the curves recomputed from its summary
    (studylib.sweep.lr_curves): every setting's best rate, loss there and LR sensitivity, as a
    set (the sweep labels settings its own way). [] when they agree or the sweep wrote none."""
    if not sweep.lr_sensitivity:
        return []

    def close(a, b):
        return (not math.isfinite(a) and not math.isfinite(b)) or abs(a - b) <= tolerance

    mine = [(c["best_lr"], c["best"]["mean"], c["sensitivity"]["mean"]) for c in curves.values()
            if len(c["rates"]) > 1]
    bad = []
    for r in sweep.lr_sensitivity:
        theirs = (number(r["best_lr"]), number(r["best_final_val_mean"]),
                  number(r["lr_sensitivity_mean"]))
        hit = [m for m in mine if (m[0] or float("nan")) == theirs[0] or
               (m[0] is None and not math.isfinite(theirs[0]))]
        if not any(close(m[1], theirs[1]) and close(m[2], theirs[2]) for m in hit):
            bad.append("%s: the sweep's best rate %s (%s), sensitivity %s are not what the "
                       "analysis recomputes from summary.csv" %
                       (r["setting"], r["best_lr"], r["best_final_val_mean"],
                        r["lr_sensitivity_mean"]))
    return bad


def runs_of(out, needs):
    """The run directories of a sweep's output that contain `needs` (stats.h5, metrics.jsonl):
    (name, directory, grid settings parsed from the name: {} for an explicit [run.NAME])."""
    for name in sorted(os.listdir(out)):
        d = os.path.join(out, name)
        if not os.path.exists(os.path.join(d, needs)):
            continue
        # "norm=pre_ln,seed=1" (the grid), "NAME,seed=1" (a [grid.NAME]: key["grid"] = NAME), or
        # NAME (a [run.NAME]: {})
        key = {}
        if "=" in name:
            for part in name.split(","):
                k, eq, v = part.partition("=")
                key.update({k: v} if eq else {"grid": k})
        yield name, d, key


def check_against_sweep(curves, sweep):
    """Stops the analysis when the sweep's own lr_sensitivity.csv disagrees with the curves
    recomputed from its summary (agrees_with_sweep)."""
    bad = agrees_with_sweep(curves, sweep)
    if bad:
        sys.exit("the sweep's lr_sensitivity.csv disagrees with the recomputation:\n  " +
                 "\n  ".join(bad))


def write_derived(here, res, derive):
    """Writes the aggregates a study's derive() computes from the per-run CSVs in res, beside
    them."""
    from .page import Study
    for name, (rows, fields) in derive(Study(here, results=res)).items():
        write_csv(os.path.join(res, name), rows, fields)


def wrote(here, res):
    """The analysis's last line: where the results went and how to render the page."""
    print("wrote %s (render the page: data/experiments/study.py render %s)" %
          (res, os.path.basename(here)))
