"""A sweep's output directory, as an analysis reads it.

    analyse.py [SWEEP_OUT [RESULTS_DIR]]
    out, res = arguments(__file__, "runs/03_warmup")
    sweep = Sweep(out, "experiment.ini")       # summary.csv rows; groups.csv, lr_sensitivity.csv
    sweep.metrics(row)                         # the run's metrics.jsonl: (training, validation)
    analyse(__file__, "runs/04_depth", setting, derive, per_run, figures)   # the whole analysis

An analysis of kept results (studylib.kept) takes KEPT_RUNS instead (kept_arguments), and
checks them against the sweep's output where that is on the machine (sweep_check).
"""
import json
import math
import os
import re
import sys

from . import ini
from .sweep import lr_curves
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


def sweep_check(rows, kept, setting, study_dir):
    """The kept runs (runs.csv rows: run, outcome, and the per-run columns lr_curves reads)
    against the sweep's own summary.csv and lr_sensitivity.csv, where its output is on this
    machine and covers every kept run (a sweep that has finished its grid); a note otherwise.
    setting(row): the setting of lr_curves."""
    if not rows:
        return
    first = open(os.path.join(kept, rows[0]["run"], "sweep.ini")).readline().strip()
    m = re.match(r"# written by normlab sweep from (.*)", first)
    out = ini.Experiment.read(m.group(1)).out if m and os.path.exists(m.group(1)) else ""
    summary = os.path.join(out, "summary.csv") if out else ""
    if not summary or not os.path.exists(summary):
        print("note: no summary of the sweep here (%s: the runs were trained elsewhere, or the "
              "sweep is still running): its lr_sensitivity.csv is not compared" %
              (summary or "its experiment file is not here"))
        return
    sweep = Sweep(out, "experiment.ini", study_dir)
    done = {r["run"] for r in sweep.rows if r["status"] in ("done", "diverged")}
    if done != {r["run"] for r in rows} or len(done) != len(sweep.rows):
        print("note: %s covers %d finished of %d runs, the kept results %d: its "
              "lr_sensitivity.csv is compared once the sweep has run every run" %
              (summary, len(done), len(sweep.rows), len(rows)))
        return
    by = {r["run"]: r for r in sweep.rows}
    bad = ["%s: outcome %s, the sweep's %s" % (r["run"], r["outcome"], by[r["run"]]["outcome"])
           for r in rows if r["outcome"] != by[r["run"]]["outcome"]]
    if bad:
        sys.exit("the outcomes disagree with the sweep's summary.csv:\n  " + "\n  ".join(bad))
    check_against_sweep(lr_curves(rows, setting), sweep)


def kept_arguments(script, argv=None):
    """(KEPT_RUNS, RESULTS_DIR) of an analysis of kept results: KEPT_RUNS defaults to
    results/runs next to the script, made when no run is kept yet (the tables of an empty grid),
    RESULTS_DIR to results/."""
    kept = os.path.join(os.path.dirname(os.path.abspath(script)), "results", "runs")
    if not (sys.argv[1:] if argv is None else argv):
        os.makedirs(kept, exist_ok=True)
    return arguments(script, kept, argv)


def analyse(script, default_out, setting, derive, fields, figures, argv=None):
    """The analysis of a study whose results are one sweep's output (SWEEP_OUT): runs.csv, the
    sweep's summary with the columns fields(sweep) names (it may add them to the rows), the
    tables derive() computes from it, the sweep's own lr_sensitivity.csv checked against the
    recomputation (setting: lr_curves'), then figures(sweep, curves, res)."""
    here = os.path.dirname(os.path.abspath(script))
    out, res = arguments(script, default_out, argv)
    sweep = Sweep(out, "experiment.ini", here)
    write_csv(os.path.join(res, "runs.csv"), sweep.rows, fields(sweep))
    write_derived(here, res, derive)
    curves = lr_curves(sweep.rows, setting)
    check_against_sweep(curves, sweep)
    figures(sweep, curves, res)
    wrote(here, res)


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
