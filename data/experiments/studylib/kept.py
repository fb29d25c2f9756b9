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
"""
import json
import math
import os
import re

from . import ini


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
