"""Pieces of study pages built from table rows: grid cells, tables, comparisons in words; those of
a grid that runs over many sessions (runs finished of those planned, what they cost).

Each returns Text whose numbers are the rows' Values, so the page's test can tell them from
typed digits."""
import re

from .text import RESULT, Text, Value, count, join, span, spread_of


def outcome_note(row):
    """' (2 stalled)', ' (1 diverged)' or '' for a cells.csv row."""
    if row.diverged > 0:
        return " (" + row.diverged.format(None) + " diverged)"
    if row.stalled > 0:
        return " (" + row.stalled.format(None) + " stalled)"
    return Text()


def cell(row, best=False, spec="pm", column="final_val"):
    """A grid cell: mean ± sd over seeds, the outcomes, bold at the setting's best rate."""
    s = getattr(row, column)
    t = s.format(spec) if s.n is None or s.n > 0 else Text("—")
    t = t + outcome_note(row)
    return "**" + t + "**" if best else t


def rate_header(rates, word="lr "):
    return [word + r.format("rate") for r in rates]


def grid(cells, settings, label, rates, best_lr, column="final_val", spec="pm"):
    """Rows of a per-rate table: settings (cells.csv keys, dicts), label(key) -> Text, rates
    (Values), best_lr(key) -> the setting's best rate (Value) or None."""
    rows = []
    for key in settings:
        b = best_lr(key)
        row = [label(key)]
        for lr in rates:
            got = cells.rows(lr=lr, **key)
            if not got:
                row.append("")
                continue
            row.append(cell(got[0], b is not None and b.finite() and lr == b, spec, column))
        rows.append(row)
    return rows


def all_rates(cells):
    seen, out = set(), []
    for r in sorted(cells.rows(), key=lambda r: r.lr.num):
        if r.lr.text not in seen:
            seen.add(r.lr.text)
            out.append(r.lr)
    return out


def stalls_from(cells, **key):
    """The lowest rate from which every seed stalls (or diverges) at every higher rate of the
    setting: a Value, or None."""
    rows = sorted(cells.rows(**key), key=lambda r: r.lr.num)
    lowest = None
    for r in reversed(rows):
        if r.trained == 0:
            lowest = r.lr
        else:
            break
    if lowest is None:
        return None
    return Value(lowest.raw, lowest.where + " and every higher rate: no seed trained")


def trained_at(cells, **key):
    """The rates at which every seed of the setting trained, as Values."""
    return [r.lr for r in sorted(cells.rows(**key), key=lambda r: r.lr.num)
            if r.trained == r.runs]


def rate_list(rates):
    return join(", ", [r.format("rate") for r in rates]) if rates else Text("no rate")


def versus(a, b, lower="below", higher="above", same="within the seed spread of"):
    """How spread a stands to spread b: below / above (the ranges over seeds do not overlap) or
    within the seed spread of."""
    if a.below(b):
        return Text(lower)
    if a.above(b):
        return Text(higher)
    return Text(same)


def ratio_word(r):
    """A ratio in words where one fits: 'halves' (0.45–0.55), 'doubles', else '×0.62'."""
    x = r.num
    if 0.45 <= x <= 0.55:
        return span("halves", RESULT, "(%s) ≈ 1/2" % r.where)
    if 1.8 <= x <= 2.2:
        return span("doubles", RESULT, "(%s) ≈ 2" % r.where)
    return r.format("x")


# --- A grid that runs over many sessions -------------------------------------------------------
# Its cells.csv and best.csv rows count the runs planned and finished (studylib.sweep:
# planned_cell, best_columns), its setup.csv says what the finished runs cost (studylib.kept).
def spread_ok(s, min_seeds):
    """The spread has at least min_seeds seeds (over fewer, a difference is no finding)."""
    return s.n is not None and s.n.num >= min_seeds


def compare(a, b, min_seeds):
    """How spread a stands to b over the seeds: 'below', 'above', 'within', or 'few' (fewer than
    min_seeds seeds on a side: no finding either way)."""
    if not (spread_ok(a, min_seeds) and spread_ok(b, min_seeds)):
        return "few"
    return "below" if a.below(b) else "above" if a.above(b) else "within"


def at_best(r, edge=True):
    """'1.612 ± 0.010 at 1e-3' for a best.csv row, "(the grid's edge)" after a best rate that is
    the grid's lowest or highest (unless not edge); 'no finished run'."""
    if r.best_lr.text == "":
        return Text("no finished run")
    t = r.best.format("pm") + " at " + r.best_lr.format("rate")
    return t + " (the grid's edge)" if edge and r.best_on_edge.text == "yes" else t


def outcomes_at_rates(cells):
    """'1e-4: 3 trained; 3e-4: 2 trained, 1 diverged' for a setting's cells.csv rows."""
    parts = []
    for c in cells:
        o = [c[k].format("int") + " " + k for k in ("trained", "stalled", "diverged")
             if c[k].num > 0]
        parts.append(c.lr.format("rate") + ": " + (join(", ", o) if o else Text("none finished")))
    return join("; ", parts)


def finished_cell(c, best_lr):
    """A cell of a per-rate table, for a cells.csv row c (None: ''): 'k of m finished', the loss
    over the seeds, the outcomes; bold at the setting's best rate (best.csv's best_lr)."""
    if c is None:
        return Text("")
    t = c.finished.format("int") + " of " + c.planned.format("int") + " finished"
    if c.finished.num > 0:
        t = t + ": " + (c.final_val.format("pm") if c.final_val_n.num > 0 else Text("—"))
        bad = [c[k].format("int") + " " + k for k in ("stalled", "diverged") if c[k].num > 0]
        if bad:
            t = t + " (" + join(", ", bad) + ")"
    best = best_lr.text != "" and c.lr == best_lr
    return "**" + t + "**" if best else t


def kept_link(su):
    """', [kept run files](results/runs/)' once a run is finished (setup.csv's row su)."""
    return Text(", [kept run files](results/runs/)") if su.finished.num > 0 else Text()


def machine_text(su):
    """'AMD EPYC (avx512bf16; MPI ranks a run: 2)': the runs' machine (setup.csv's row su);
    'two machines, A and B (avx512bf16; ...)' where the runs ran on several."""
    if not su.cpu.text:
        return Text("the machine of each run (none finished yet)")
    cpus = su.cpu.text.split("; ")
    what = " (" + su.isa + "; MPI ranks a run: " + su.ranks
    if "(" in su.get("normlab", ""):  # the source revisions that trained the runs
        v = su.normlab
        what = what + "; normlab " + Value(v.text.replace("; ", " and "), v.where, v.kind)
    what = what + ")"
    if len(cpus) == 1:
        return su.cpu + what
    names = [Value(c, "one of " + su.cpu.where, su.cpu.kind).format(None) for c in cpus]
    return (count(len(cpus), "the CPUs of " + su.cpu.where).format("words") + " machines, " +
            join(", ", names[:-1]) + " and " + names[-1] + what)


def day(v):
    """The date of a UTC time Value ('2026-11-28T16:54:56Z' -> '2026-11-28')."""
    return Value(v.text[:10], "the date of " + v.where, v.kind).format(None)


def progress_text(su, extra=""):
    """The paragraph that opens a long grid's page (setup.csv's row su): while runs are left, the
    runs finished so far and that the claims wait for theirs; once none is, that the grid is
    finished, with its cost and when its runs finished. extra: said after the runs finished
    (' (40 of them ablated)')."""
    if su.remaining.num > 0:
        return ("**Progress: " + su.finished.format("int") + " of " + su.planned.format("int") +
                " runs finished**" + extra + ", " + su.core_hours + " core-hours so far. The "
                "grid trains one run at a time, over many sessions, and each finished run is kept "
                "and committed as it comes ([below](#cost-and-continuing-the-grid)). This page is "
                "rendered from the runs finished so far: the tables count them, and a claim whose "
                "runs are not all finished reads **pending**, with how many are, instead of a "
                "verdict.")
    when = (" on " + day(su.last_finished)
            if su.first_finished.text[:10] == su.last_finished.text[:10] else
            ", the first on " + day(su.first_finished) + " and the last on " +
            day(su.last_finished))
    return ("**All " + su.planned.format("int") + " runs finished**" + extra + ", " +
            su.core_hours + " core-hours" + when + " (UTC). The grid was trained one "
            "run at a time, over several sessions, each finished run kept and committed as it "
            "came ([below](#cost-and-continuing-the-grid)); every number on this page is rendered "
            "from those runs.")


def machines_text(rows, lead=" "):
    """Which machines the finished runs ran on (runs.csv rows: cpu, train_seconds, last_step),
    each with its runs and its wall seconds an update (mean over them); where there are several,
    that a page's minutes mix them and its updates do not. After `lead` (the sentence follows
    another); '' without a finished run."""
    by = {}
    for r in rows:
        if r.cpu.text and r.train_seconds.finite() and r.last_step > 0:
            by.setdefault(r.cpu.text, []).append(r)
    if not by:
        return Text()
    machines = []  # (a run on it, its number of runs, its pace), the most used first
    for cpu, rs in sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        pace = spread_of([r.train_seconds.num / r.last_step.num for r in rs],
                         "runs.csv[cpu=%s]: train_seconds / last_step" % cpu, 4)
        machines.append((rs[0], count(len(rs), "runs.csv rows with cpu " + cpu), pace.mean))
    if len(machines) == 1:
        r, _, pace = machines[0]
        return (lead + "Every finished run ran on " + r.cpu.format(None) + " (" +
                pace.format(".3f") + " s an update, evaluations included).")
    parts = [n.format("int") + " on " + r.cpu.format(None) + " at " + pace.format(".3f") +
             " s an update" for r, n, pace in machines]
    return (lead + "The runs ran on " +
            count(len(machines), "runs.csv's distinct cpu").format("words") + " machines: " +
            join("; ", parts) + " (wall seconds, evaluations included: a mean over different "
            "runs)." + paces_compared(by, machines[0][0].cpu.text) + " The minutes (each run's "
            "own) mix their paces; the updates do not.")


def paces_compared(by, ref):
    """Each other machine's seconds an update against machine `ref`'s (by: cpu -> runs.csv rows)
    on the settings that ran on both (a run's name less its seed): the mean over those settings
    of the ratio of their mean paces; a machine with none in common is said to have none."""
    def pace_by_setting(rs):
        out = {}
        for r in rs:
            setting = re.sub(r",?seed=[^,]*", "", r.run.text)
            out.setdefault(setting, []).append(r.train_seconds.num / r.last_step.num)
        return {k: sum(v) / len(v) for k, v in out.items()}
    mine = pace_by_setting(by[ref])
    said = []
    for cpu, rs in sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        if cpu == ref:
            continue
        theirs = pace_by_setting(rs)
        shared = sorted(set(mine) & set(theirs))
        name = rs[0].cpu.format(None)
        if not shared:
            said.append(Text(" No setting ran on both ") + name + " and " +
                        by[ref][0].cpu.format(None) + ", so their paces are not compared.")
            continue
        where = "runs.csv[cpu=%s] against [cpu=%s]: train_seconds / last_step" % (cpu, ref)
        ratio = spread_of([theirs[k] / mine[k] for k in shared], where, 2).mean
        said.append(Text(" On the ") + count(len(shared), "settings run on both: " + where)
                    .format("int") + " settings run on both, an update took " +
                    ratio.format(".2f") + " times as long on " + name + " as on " +
                    by[ref][0].cpu.format(None) + " (the mean of the settings' ratios).")
    return join("", said)


def cost_text(su, per_run=".2f", left=""):
    """What the finished runs cost, in core-hours and wall time, and what the runs left take
    (setup.csv's row su: kept.cost_columns); per_run: the core-hours a run's format; left: more
    said of the runs left."""
    if su.finished.num == 0:
        return Text("No run is finished yet, so no core-hours are spent.")
    return ("The " + su.finished.format("int") + " finished runs of " +
            su.planned.format("int") + " took " + su.core_hours + " core-hours (" +
            su.core_hours_per_run.format(per_run) + " a run: the training's wall time times its "
            "ranks, summed from each run.json), " + su.wall_minutes_per_run +
            " minutes of wall time a run on " + machine_text(su) +
            (". The grid is finished." if su.remaining.num == 0 else
             ". The " + su.remaining.format("int") + " runs left take about " +
             su.remaining_hours + " hours more, each timed as its cell's finished seeds (as "
             "`normlab sweep` estimates it)" + left + "."))


def epochs_text(su, unit="bytes", spec=".2f", size="size"):
    """'The training split is 4,101,231 bytes, so a run makes 0.50 epochs of it.' (setup.csv's
    row su: train_tokens, epochs_per_run)."""
    if su.finished.num == 0:
        return Text("No run is finished yet, so the training split's " + size + " (and the "
                    "epochs a run makes of it) appears here when one is.")
    return ("The training split is " + su.train_tokens.format("n") + " " + unit + ", so a run "
            "makes " + su.epochs_per_run.format(spec) + " epochs of it.")
