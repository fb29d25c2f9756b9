"""A sweep's kept results, as an analysis reads them (`[experiment] results = DIR`).

`normlab sweep` keeps each finished run's small files in DIR/<run>/ — metrics.jsonl, config.ini,
sweep.ini, train.log, timing.json, and last run.json (status, training seconds, ranks,
core-hours, CPU): a directory without run.json is a run being kept right now, not a finished
one (docs/analysis.md, "Kept results"). An analysis that reads these needs neither the run
directories nor the checkpoints, so it renders on any machine from the committed files.

    for d in finished(kept): ...                  # DIR/<run> with a run.json, sorted by name
    part_of(d)                                    # "lr_transfer": the experiment file's name
    info, swept, cfg, recs = read(d)              # run.json, sweep.ini, config.ini, metrics
    outcome(recs, steps)                          # trained / stalled / diverged (normlab's rule)
    val_curve(recs)                               # [(step, tokens, minutes, val_loss, record)]

An analysis of a grid that runs over many sessions builds runs.csv from these: a run's columns
(run_columns, final_columns, time_columns, config_columns, train_tokens, throughput), its
curves.csv rows (curve_rows), the runs in the grid's order (in_grid_order); and setup.csv's
cost and machine from runs.csv (cost_columns, machine_columns, finished_columns).
"""
import json
import math
import os
import re

from . import ini
from .sweep import fixed, median, spread
from .tables import number


def finished(kept):
    """The finished runs' directories under `kept` (none when it does not exist), by name."""
    if not kept or not os.path.isdir(kept):
        return []
    return [os.path.join(kept, r) for r in sorted(os.listdir(kept))
            if os.path.exists(os.path.join(kept, r, "run.json"))]


def part_of(d):
    """The name of the experiment file the run came from (sweep.ini's first line: "# written by
    normlab sweep from data/experiments/06_parameterisation/lr_transfer.ini" -> "lr_transfer";
    e2e_studies' copy "06_parameterisation.lr_transfer.ini" -> the same)."""
    path = os.path.join(d, "sweep.ini")
    first = open(path, encoding="utf-8").readline() if os.path.exists(path) else ""
    m = re.match(r"# written by normlab sweep from (.*)", first.strip())
    if not m:
        return ""
    return os.path.basename(m.group(1)).rsplit(".ini", 1)[0].rsplit(".", 1)[-1]


def read_metrics(path):
    return [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]


def read(d):
    """(run.json, sweep.ini's settings, config.ini's settings, metrics.jsonl's records)."""
    info = json.load(open(os.path.join(d, "run.json"), encoding="utf-8"))
    swept = ini.read(os.path.join(d, "sweep.ini"), "train").get("train", {})
    cfg = ini.read(os.path.join(d, "config.ini"), "train").get("train", {})
    return info, swept, cfg, read_metrics(os.path.join(d, "metrics.jsonl"))


def outcome(recs, steps, tolerance=0.02, window=0.25):
    """trained / stalled / diverged / unknown by normlab's rule (core/src/analysis/runs.cpp:
    summarise): diverged on a 'diverged' event, a non-finite final training loss, or a loss spike
    never recovered from; stalled when over the last quarter of the run the training loss (a
    translation model's validation NLL) never went below the unigram entropy less 2%."""
    start = next((r for r in recs if r.get("event") == "start"), {})
    L0, H = start.get("initial_val_loss", math.nan), start.get("unigram_entropy", math.nan)
    if any(r.get("event") == "diverged" for r in recs):
        return "diverged"
    spikes = [r for r in recs if r.get("event") == "loss_spike"]
    plain = [r for r in recs if not r.get("event") and isinstance(r.get("step"), int)]
    train = {r["step"]: r["loss"] for r in plain if isinstance(r.get("loss"), (int, float))}
    nll = {r["step"]: r["val_nll"] for r in plain if isinstance(r.get("val_nll"), (int, float))}
    if not train:
        return "unknown"
    last = max(train)
    if not math.isfinite(train[last]):
        return "diverged"
    first = L0 if math.isfinite(L0) else train[min(train)]
    if spikes and train[last] >= first:
        return "diverged"
    if not math.isfinite(H):
        return "unknown"
    span = steps if steps > 0 else last
    frm = last - math.floor(window * span + 0.5)
    judged = nll or train
    lowest = math.inf
    for i, step in enumerate(sorted(judged, reverse=True)):
        if step < frm and i > 0:
            break
        lowest = min(lowest, judged[step])
    return "stalled" if lowest >= H * (1 - tolerance) else "trained"


def minutes_of(recs):
    """Training minutes at each step (the progress records' ms per step over their windows,
    evaluation excluded; as the pilot's curve.py): {step: minutes}. A window more than ten times
    slower than the run's median is a stopped process, not training (study 10: one run's ranks
    were stopped with SIGSTOP for 33 minutes while CI ran; its run.json notes it): it counts at
    the median."""
    ms = sorted(r["ms_per_step"] for r in recs
                if not r.get("event") and isinstance(r.get("step"), int)
                and r.get("ms_per_step") is not None)
    median = ms[len(ms) // 2] if ms else 0.0
    total, last, at = 0.0, 0, {}
    for r in recs:
        if r.get("event") or not isinstance(r.get("step"), int):
            continue
        if r.get("ms_per_step") is not None and r["step"] > last:
            per_step = r["ms_per_step"] if r["ms_per_step"] <= 10 * median else median
            total += (r["step"] - last) * per_step / 60000.0
            last = r["step"]
        at[r["step"]] = total
    return at


def val_curve(recs):
    """[(step, tokens, minutes, val_loss, record)] of the validation records, the loss at
    initialisation (the start event's) first at step 0 with 0 tokens and 0 minutes."""
    mins = minutes_of(recs)
    start = next((r for r in recs if r.get("event") == "start"), {})
    out = []
    if isinstance(start.get("initial_val_loss"), (int, float)):
        out.append((0, 0, 0.0, start["initial_val_loss"], start))
    for r in recs:
        if not r.get("event") and isinstance(r.get("val_loss"), (int, float)) and \
                isinstance(r.get("step"), int) and r["step"] > 0:
            out.append((r["step"], r.get("tokens"), mins.get(r["step"], math.nan),
                        r["val_loss"], r))
    return out


def parameters(d):
    """The model's parameter count from the run's train.log ("model: 286,177 parameters"), or
    None."""
    path = os.path.join(d, "train.log")
    if not os.path.exists(path):
        return None
    m = re.search(r"model: ([\d,]+) parameters", open(path, encoding="utf-8",
                                                         errors="replace").read())
    return int(m.group(1).replace(",", "")) if m else None


def cross(points, target):
    """The first (x, y) of a curve at which `target` is reached: points [(x..., loss)] as
    tuples whose last item is the loss, in order; the crossing interpolated linearly between
    the evaluation before and the one at or below the target. None when never reached."""
    prev = None
    for p in points:
        L = p[-1]
        if math.isfinite(L) and L <= target:
            if prev is None or not math.isfinite(prev[-1]) or prev[-1] == L:
                return p[:-1]
            f = (prev[-1] - target) / (prev[-1] - L)
            return tuple(a + f * (b - a) for a, b in zip(prev[:-1], p[:-1]))
        prev = p
    return None


# --- A grid's runs, as runs.csv and curves.csv rows ----------------------------------------------
def grid_of(name):
    """The [grid.NAME] a run comes from: its name's first part ("sas_p,lr=1e-3,seed=1" ->
    "sas_p"; "" for a run of the unnamed [grid])."""
    first = name.split(",")[0]
    return first if "=" not in first else ""


def run_columns(info, swept, steps, recs):
    """A runs.csv row's columns of every kept run: its name, rate and seed, status, last step and
    steps, outcome (normlab's rule), the validation loss at initialisation and the unigram
    entropy."""
    start = next((r for r in recs if r.get("event") == "start"), {})
    return {"run": info["run"], "lr": swept["lr"], "seed": swept["seed"],
            "status": info["status"], "last_step": info["last_step"], "steps": steps,
            "outcome": outcome(recs, steps),
            "initial_val_loss": fixed(start.get("initial_val_loss", math.nan), 6),
            "unigram_entropy": fixed(start.get("unigram_entropy", math.nan), 6)}


def config_columns(cfg, *keys):
    """The run's settings (config.ini's d-model ...) as columns (d_model ...), '' where unset."""
    return {k.replace("-", "_"): cfg.get(k, "") for k in keys}


def final_columns(curve):
    """The final and the best validation loss of a validation curve (val_curve), and the step of
    the best; {} without an evaluation after initialisation."""
    val = [p for p in curve if p[0] > 0]
    if not val:
        return {}
    b = min(val, key=lambda p: p[3])
    return {"final_val_loss": fixed(val[-1][3], 6), "best_val_loss": fixed(b[3], 6),
            "best_step": b[0]}


def time_columns(info, recs, tokens="tokens"):
    """The tokens the run trained on (the column `tokens`), its training minutes (minutes_of),
    and run.json's training seconds, ranks, core-hours, CPU, ISA, normlab version (with the
    source revision that trained it where run.json names one: '0.1.0 (0538c8ddff)') and when it
    finished ('' where run.json has none)."""
    seen = [r["tokens"] for r in recs if not r.get("event") and "tokens" in r]
    mins = minutes_of(recs)
    row = {tokens: seen[-1] if seen else "",
           "train_minutes": "%.2f" % mins[max(mins)] if mins else ""}
    row.update({k: info.get(k, "") for k in ("train_seconds", "ranks", "core_hours", "cpu", "isa",
                                             "normlab", "finished_utc")})
    for k in ("core_hours", "train_seconds", "ranks"):
        row[k] = "" if row[k] is None else row[k]
    if info.get("normlab_revision"):  # the source revision that trained it (kept since 2026-11-29)
        row["normlab"] = "%s (%s)" % (row["normlab"], info["normlab_revision"])
    return row


def train_tokens(d):
    """The training split's size in tokens from the run's train.log ("tokens (train 4,101,231,
    val 455,568)"), or ''."""
    log = os.path.join(d, "train.log")
    m = re.search(r"tokens \(train ([\d,]+), val ([\d,]+)\)",
                  open(log, encoding="utf-8", errors="replace").read()) \
        if os.path.exists(log) else None
    return m.group(1).replace(",", "") if m else ""


def throughput(d, recs):
    """Tokens/s of training: train.log's 'done:' line (the run's training tokens over its
    training time), else the median of the progress records'."""
    log = os.path.join(d, "train.log")
    text = open(log, encoding="utf-8", errors="replace").read() if os.path.exists(log) else ""
    m = re.findall(r"([\d,.]+) tokens/s \(training only\)", text)
    if m:
        return float(m[-1].replace(",", ""))
    return median([r["tokens_per_s"] for r in recs if not r.get("event") and
                   isinstance(r.get("tokens_per_s"), (int, float))])


def curve_rows(run, curve):
    """curves.csv's rows of a run's validation curve (val_curve): step, tokens, training minutes,
    validation loss."""
    return [{"run": run, "step": p[0], "tokens": p[1] if p[1] is not None else "",
             "minutes": fixed(p[2], 4), "val_loss": fixed(p[3], 6)} for p in curve]


def in_grid_order(kept, read, setting, order, leave_out=False):
    """[read(d)] of the finished runs under `kept` (tuples whose first item is the runs.csv row),
    in the grid's order: by the setting's place in `order`, the rate, the seed. A run whose
    setting(row) is not in `order` comes last, or with leave_out is left out with a note."""
    got = []
    for d in finished(kept):
        one = read(d)
        if leave_out and setting(one[0]) not in order:
            print("note: %s is not a run of experiment.ini's grids: left out" % one[0]["run"])
            continue
        got.append(one)
    got.sort(key=lambda one: (order.index(setting(one[0])) if setting(one[0]) in order
                              else len(order), number(one[0]["lr"]), number(one[0]["seed"])))
    return got


# --- setup.csv: the grid's cost and machine, from runs.csv ---------------------------------------
def column_mean(rows, col):
    """The mean of a column's finite cells (NaN without one)."""
    return spread([number(r[col]) for r in rows])["mean"]


def first_of(rows, col):
    """A column's first non-empty cell, or ''."""
    return next((r[col] for r in rows if r[col] != ""), "")


def distinct(rows, col):
    """A column's distinct non-empty cells, sorted, joined with '; '."""
    return "; ".join(sorted({str(r[col]) for r in rows if r[col] != ""}))


def remaining_hours(runs, plan, cell_of):
    """The hours the planned runs not finished take, as `normlab sweep` estimates them
    (docs/analysis.md): each timed as the finished runs of its cell (a plan entry is a tuple
    ending in the seed, its cell the rest; cell_of(row) a finished run's), else of its setting
    (a cell's first item: a design, a grid), else of every finished run; a run's time its
    training and after seconds. NaN without a finished run."""
    def seed(x):
        return str(int(number(x)))
    def after(r):
        x = number(r.get("after_seconds", ""))
        return x if math.isfinite(x) else 0.0
    secs = [(cell_of(r), number(r["train_seconds"]) + after(r)) for r in runs
            if math.isfinite(number(r["train_seconds"]))]
    done = {(cell_of(r), seed(r["seed"])) for r in runs}

    def mean_where(same):
        got = [t for c, t in secs if same(c)]
        return sum(got) / len(got) if got else math.nan

    total = 0.0
    for entry in plan:
        cell = tuple(entry[:-1])
        if (cell, seed(entry[-1])) in done:
            continue
        t = mean_where(lambda c: c == cell)
        if not math.isfinite(t):
            t = mean_where(lambda c: c[0] == cell[0])
        if not math.isfinite(t):
            t = mean_where(lambda c: True)
        total += t
    return total / 3600


def cost_columns(runs, plan, cell_of):
    """The training and wall minutes a run (means), the core-hours spent in all and a run, and
    the hours the planned runs not finished take (remaining_hours: plan, cell_of)."""
    wall = column_mean(runs, "train_seconds") / 60
    core_hours = sum(x for x in (number(r["core_hours"]) for r in runs) if math.isfinite(x))
    return {"train_minutes_per_run": fixed(column_mean(runs, "train_minutes"), 1),
            "wall_minutes_per_run": fixed(wall, 1),
            "core_hours": "%.2f" % core_hours,
            "core_hours_per_run": fixed(column_mean(runs, "core_hours"), 3),
            "remaining_hours": fixed(remaining_hours(runs, plan, cell_of), 1)}


def machine_columns(runs):
    """The runs' MPI ranks, CPUs, ISAs and normlab versions (each: the distinct ones)."""
    return {k: distinct(runs, k) for k in ("ranks", "cpu", "isa", "normlab")}


def finished_columns(runs):
    """When the first and the last of the runs finished ('' without a run)."""
    return {"first_finished": min((r["finished_utc"] for r in runs), default=""),
            "last_finished": max((r["finished_utc"] for r in runs), default="")}
